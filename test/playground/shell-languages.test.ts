/// <reference lib="dom" />
/**
 * Tiefe Taschen's table and the online lobby in German and French (run by `npm run test:playground`):
 * a browser whose language is German or French plays some moves of Tiefe Taschen against bots, and
 * opens the lobby of a real match server (PGlite in memory, port 0) with a listed match and a
 * refused invitation; the page's text, accessible names and titles are scanned for English words of
 * four letters or more that the English catalogues hold and the language's catalogues never use.
 * Every legal Tiefe Taschen move's steps are also named in random engine games (no browser).
 */
import { type AnyGame, createRandom, games, type Locale, loadLocale, type ViewBase } from "backroom";
import { createLobbyClient } from "backroom/client";
import { describe, expect, it } from "vitest";
import { de as sharedDe } from "../../src/core/i18n/locales/de.js";
import { fr as sharedFr } from "../../src/core/i18n/locales/fr.js";
import { de as ttDe } from "../../src/games/tiefe-taschen/locales/de.js";
import { en as ttEn } from "../../src/games/tiefe-taschen/locales/en.js";
import { fr as ttFr } from "../../src/games/tiefe-taschen/locales/fr.js";
import { stepLabel } from "../../web/src/boards/board.js";
import { boardFor } from "../../web/src/boards/index.js";
import { speak, tablesText } from "../../web/src/i18n/message.js";
import { de as tablesDe } from "../../web/src/locales/de.js";
import { en as tablesEn } from "../../web/src/locales/en.js";
import { fr as tablesFr } from "../../web/src/locales/fr.js";
import { inLanguage, servePlaygroundOnline, usePlayground } from "./fixture.js";
import { clickRandomMove, waitForPerson } from "./harness.js";
import { catalogueWords, englishIn, gather } from "./words.js";

type Other = Exclude<Locale, "en">;

const THEIRS = {
  de: [tablesDe, ttDe, sharedDe],
  fr: [tablesFr, ttFr, sharedFr],
} as const;

/** Proper names and words the languages share with English that the catalogues may not spell out. */
const SAME_WORDS = new Set(["backroom", "tiefe", "taschen", "slush", "fund", "serve"]);

/** How many of the person's moves the browser makes (the opening periods, not a whole game). */
const MOVES = 30;

/** The English catalogues' words that `locale`'s catalogues never use. */
function bannedWords(locale: Other): Set<string> {
  const theirs = new Set([...THEIRS[locale].flatMap((catalogue) => [...catalogueWords(catalogue, locale)])]);
  const english = new Set([...catalogueWords(tablesEn, "en"), ...catalogueWords(ttEn, "en")]);
  return new Set([...english].filter((word) => !theirs.has(word) && !SAME_WORDS.has(word)));
}

const playground = usePlayground(() => servePlaygroundOnline());

describe("Tiefe Taschen and the lobby in German and French", () => {
  for (const locale of ["de", "fr"] as const) {
    it(`tiefe-taschen in ${locale}: no English word on the table`, async () => {
      const banned = bannedWords(locale);
      expect(banned.size, "the English catalogues have words to look for").toBeGreaterThan(50);
      const { page, errors } = await playground.page(inLanguage(locale));
      const query = new URLSearchParams({
        game: "tiefe-taschen",
        players: "4",
        roles: "human,heuristic,random,heuristic",
        seed: `words-tt-${locale}`,
        delay: "0",
      });
      await page.goto(`${playground.url}?${query}`);
      await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
      await page.click("#start");
      const random = createRandom(`words/tt/${locale}`);
      const seen: string[] = [];
      let snapshot = await waitForPerson(page, 0);
      for (let move = 0; move < MOVES && snapshot.status === "your-turn"; move++) {
        seen.push(...(await page.evaluate(gather, true)).all);
        await clickRandomMove(page, snapshot, random);
        snapshot = await waitForPerson(page, snapshot.tick);
      }
      seen.push(...(await page.evaluate(gather, false)).all);
      const found = new Map<string, string>();
      englishIn(seen, banned, found);
      expect(Object.fromEntries(found), "English words on the page").toEqual({});
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`the online lobby in ${locale}: a listed match and a refusal, no English word`, async () => {
      const lobby = createLobbyClient(playground.server.url);
      const match = await lobby.create({ game: "slush-fund", players: 2, bots: [null, "heuristic"] });
      const { page, errors } = await playground.page(inLanguage(locale));
      const seen: string[] = [];
      // The invitation link of a listed match: the lobby lists it with its seats and buttons.
      await page.goto(`${playground.url}?${new URLSearchParams({ match: match.id })}`);
      await page.waitForSelector(`#online-matches [data-match="${match.id}"] button.join`);
      seen.push(...(await page.evaluate(gather, false)).all);
      // A link to a match the server does not know: the refusal is told in the page's language.
      await page.goto(`${playground.url}?${new URLSearchParams({ match: "no-such-match-0" })}`);
      await page.waitForFunction(() => (document.getElementById("online-message")?.textContent ?? "") !== "");
      await page.waitForFunction(
        () => !/…$/.test(document.getElementById("online-message")?.textContent ?? "…"),
      );
      const refusal = await page.locator("#online-message").textContent();
      expect(refusal).toBe(THEIRS[locale][0]["refusal.unknown-match"]);
      seen.push(...(await page.evaluate(gather, false)).all);
      const found = new Map<string, string>();
      englishIn(seen, bannedWords(locale), found);
      expect(Object.fromEntries(found), "English words in the lobby").toEqual({});
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`tiefe-taschen in ${locale}: every legal move's steps in random games`, async () => {
      const engine = games["tiefe-taschen"] as AnyGame;
      await Promise.all([tablesText.load(locale), loadLocale(engine, locale)]);
      speak(locale);
      try {
        const board = boardFor("tiefe-taschen");
        const banned = bannedWords(locale);
        const found = new Map<string, string>();
        const kinds = new Set<string>();
        for (let run = 0; run < 3; run++) {
          const random = createRandom(`steps/tt/${locale}/${run}`);
          let state = engine.setup({ players: 4 + run, seed: `steps-${run}` });
          for (let step = 0; step < 800 && engine.toAct(state).length > 0; step++) {
            const seats = engine.toAct(state);
            const seat = seats[random.below(seats.length)] as number;
            const view = engine.viewFor(state, seat) as ViewBase;
            const legal = engine.legalActions(state, seat);
            for (const action of legal) {
              kinds.add(action.type);
              englishIn(board.choice(action, view).map(stepLabel), banned, found);
            }
            state = engine.apply(state, legal[random.below(legal.length)] as (typeof legal)[number]);
          }
        }
        expect(kinds.size, [...kinds].join(" ")).toBeGreaterThanOrEqual(10);
        expect(Object.fromEntries(found), "English words in the steps").toEqual({});
      } finally {
        speak("en");
      }
    });
  }
});
