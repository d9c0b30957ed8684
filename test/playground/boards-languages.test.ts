/// <reference lib="dom" />
/**
 * The boards of Campaign, Kohle, Kie$ & Knete and Slush Fund in German and French (run by `npm run test:playground`):
 * a browser whose language is German or French plays a short game of each against bots through
 * clicks, from the setup screen to the end screen, and at every level of every move the page's
 * text, accessible names and titles are scanned for English words of four letters or more that the
 * English catalogues hold and the language's catalogues (tables, game, shared) never use. The
 * board's own labels (fact labels, pile names, area headings, badges, the first step of each move)
 * are held to the tables' catalogue alone, so an English label cannot hide behind a word an engine
 * catalogue happens to share with English.
 */
import {
  type ActionBase,
  type AnyGame,
  createRandom,
  games,
  type Locale,
  loadLocale,
  type ViewBase,
} from "backroom";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { de as sharedDe } from "../../src/core/i18n/locales/de.js";
import { fr as sharedFr } from "../../src/core/i18n/locales/fr.js";
import { de as campaignDe } from "../../src/games/campaign/locales/de.js";
import { en as campaignEn } from "../../src/games/campaign/locales/en.js";
import { fr as campaignFr } from "../../src/games/campaign/locales/fr.js";
import { de as kohleDe } from "../../src/games/kohle-kies-knete/locales/de.js";
import { en as kohleEn } from "../../src/games/kohle-kies-knete/locales/en.js";
import { fr as kohleFr } from "../../src/games/kohle-kies-knete/locales/fr.js";
import { de as slushDe } from "../../src/games/slush-fund/locales/de.js";
import { en as slushEn } from "../../src/games/slush-fund/locales/en.js";
import { fr as slushFr } from "../../src/games/slush-fund/locales/fr.js";
import { stepLabel } from "../../web/src/boards/board.js";
import { boardFor } from "../../web/src/boards/index.js";
import { speak, tablesText } from "../../web/src/i18n/message.js";
import { de as tablesDe } from "../../web/src/locales/de.js";
import { en as tablesEn } from "../../web/src/locales/en.js";
import { fr as tablesFr } from "../../web/src/locales/fr.js";
import { inLanguage, usePlayground } from "./fixture.js";
import { type Snapshot, waitForPerson } from "./harness.js";
import { catalogueWords, englishIn, gather } from "./words.js";

type Other = Exclude<Locale, "en">;

/**
 * Each game, its short options, its catalogues, and moves random play seldom offers (a majority
 * coalition, the Pardon, the hand limit, the Boss naming the cards), whose steps are named from the last view.
 */
const CASES = [
  {
    id: "campaign",
    options: { maxRounds: 2 },
    en: campaignEn,
    de: campaignDe,
    fr: campaignFr,
    verbs: 8,
    rare: [
      { type: "propose", player: 0, members: [0, 1] },
      { type: "answer", player: 1, accept: true },
      { type: "answer", player: 1, accept: false },
      { type: "pardon", player: 0 },
      { type: "accept-loss", player: 0 },
    ],
  },
  {
    id: "kohle-kies-knete",
    options: { maxTurns: 16 },
    en: kohleEn,
    de: kohleDe,
    fr: kohleFr,
    verbs: 8,
    rare: [
      { type: "discard", player: 0, card: 0 },
      { type: "close", player: 0, choose: true },
      { type: "close", player: 0, choose: false },
      { type: "useCard", player: 0, on: "investor", target: 0 },
      { type: "useCard", player: 0, on: "clan", target: 0 },
    ],
  },
  {
    id: "slush-fund",
    options: { timeCardsToEnd: 4 },
    en: slushEn,
    de: slushDe,
    fr: slushFr,
    // A Thief's second part, offered only under the thiefTakes "any" variant.
    rare: [{ type: "steal", player: 0, card: 0 }],
    verbs: 7,
  },
] as const;
const TABLES = { de: tablesDe, fr: tablesFr } as const;
const SHARED = { de: sharedDe, fr: sharedFr } as const;

/** Proper names and words both languages share with English that the catalogues may not spell out. */
const SAME_WORDS = new Set(["backroom"]);

/** The words the page may not show in `locale`: the English catalogues' words its catalogues never use. */
function bannedWords(game: (typeof CASES)[number], locale: Other): Set<string> {
  const theirs = new Set([
    ...catalogueWords(TABLES[locale], locale),
    ...catalogueWords(game[locale], locale),
    ...catalogueWords(SHARED[locale], locale),
    ...SAME_WORDS,
  ]);
  const english = new Set([...catalogueWords(tablesEn, "en"), ...catalogueWords(game.en, "en")]);
  return new Set([...english].filter((word) => !theirs.has(word)));
}

/** The words a board's own label may not hold in `locale`: the tables' English words its catalogues never use. */
function bannedLabelWords(locale: Other): Set<string> {
  const theirs = new Set([
    ...catalogueWords(TABLES[locale], locale),
    ...catalogueWords(SHARED[locale], locale),
  ]);
  return new Set(
    [...catalogueWords(tablesEn, "en")].filter((word) => !theirs.has(word) && !SAME_WORDS.has(word)),
  );
}

/** Plays one move by clicks, gathering the page's words at every level of the chooser. */
async function playMove(
  page: Page,
  snapshot: Snapshot,
  random: ReturnType<typeof createRandom>,
  seen: { all: string[]; labels: string[]; verbs: Set<string> },
): Promise<void> {
  let choices = snapshot.choices;
  for (let level = 0; level < 10; level++) {
    const now = await page.evaluate(gather, level === 0);
    seen.all.push(...now.all);
    seen.labels.push(...now.labels);
    for (const verb of now.verbs) seen.verbs.add(verb);
    const choice = choices[random.below(choices.length)];
    if (!choice) throw new Error(`no choice offered at step ${snapshot.step}`);
    const button = page.locator(`#actions [data-choice="${choice.index}"]`);
    if (choice.folded) await button.locator("xpath=ancestor::details[1]/summary").click();
    await button.click();
    if (choice.leaf) return;
    choices = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("#actions [data-choice]"), (element) => ({
        index: Number(element.dataset.choice),
        leaf: element.dataset.leaf === "true",
        folded:
          element.closest("details") !== null && !(element.closest("details") as HTMLDetailsElement).open,
        name: "",
      })),
    );
  }
  throw new Error("the chooser went more than 10 levels deep");
}

const playground = usePlayground();

describe("the boards in German and French", () => {
  for (const game of CASES) {
    for (const locale of ["de", "fr"] as const) {
      it.concurrent(`${game.id} in ${locale}: no English word from setup to the end screen`, async () => {
        const banned = bannedWords(game, locale);
        // The board's labels come from the tables' catalogue: an English one is English, whatever the engines hold.
        const bannedLabels = bannedLabelWords(locale);
        expect(bannedLabels.size, "the English catalogue has words to look for").toBeGreaterThan(50);

        const { page, errors } = await playground.page(inLanguage(locale));
        const query = new URLSearchParams({
          game: game.id,
          players: "3",
          roles: "human,random,heuristic",
          seed: `words-${game.id}-${locale}`,
          delay: "0",
          options: JSON.stringify(game.options),
        });
        await page.goto(`${playground.url}?${query}`);
        // The browser's language is loaded (a chunk of its own) before the setup screen speaks it.
        await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
        await page.click("#start");
        const random = createRandom(`words/${game.id}/${locale}`);
        const seen = { all: [] as string[], labels: [] as string[], verbs: new Set<string>() };
        let moves = 0;
        let snapshot = await waitForPerson(page, 0);
        while (snapshot.status !== "game-over") {
          expect(moves++, "the game did not end in 400 moves of the person").toBeLessThan(400);
          await playMove(page, snapshot, random, seen);
          snapshot = await waitForPerson(page, snapshot.tick);
        }
        const end = await page.evaluate(gather, false);
        seen.all.push(...end.all);

        const found = new Map<string, string>();
        englishIn(seen.all, banned, found);
        const foundLabels = new Map<string, string>();
        englishIn(seen.labels, bannedLabels, foundLabels);
        // A game long enough to meet most of the board's steps, not only its opening.
        expect(seen.verbs.size, [...seen.verbs].join(" | ")).toBeGreaterThanOrEqual(game.verbs);
        expect(Object.fromEntries(found), "English words on the page").toEqual({});
        expect(Object.fromEntries(foundLabels), "English words among the board's labels").toEqual({});
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  // Every kind of move, not only those the clicks above happen to meet: random games on the engine,
  // each legal move's steps as the chooser shows them (no browser needed to name a move).
  for (const game of CASES) {
    for (const locale of ["de", "fr"] as const) {
      it(`${game.id} in ${locale}: every legal move's steps in random games`, async () => {
        const engine = games[game.id] as AnyGame;
        await Promise.all([tablesText.load(locale), loadLocale(engine, locale)]);
        speak(locale);
        try {
          const board = boardFor(game.id);
          const banned = bannedWords(game, locale);
          const bannedLabels = bannedLabelWords(locale);
          const found = new Map<string, string>();
          const foundLabels = new Map<string, string>();
          const kinds = new Set<string>();
          const named = (action: ActionBase, view: ViewBase) => {
            kinds.add(action.type);
            const [first, ...rest] = board.choice(action, view).map(stepLabel);
            englishIn([first ?? ""], bannedLabels, foundLabels);
            englishIn(rest, banned, found);
          };
          let last: ViewBase | undefined;
          for (let run = 0; run < 4; run++) {
            const random = createRandom(`steps/${game.id}/${locale}/${run}`);
            let state = engine.setup({ players: 3 + (run % 2), seed: `steps-${run}`, options: game.options });
            for (let step = 0; step < 600 && engine.toAct(state).length > 0; step++) {
              const seats = engine.toAct(state);
              const seat = seats[random.below(seats.length)] as number;
              const view = engine.viewFor(state, seat);
              const legal = engine.legalActions(state, seat);
              for (const action of legal) named(action, view);
              last = view;
              state = engine.apply(state, legal[random.below(legal.length)] as (typeof legal)[number]);
            }
          }
          for (const action of game.rare) named(action, last as ViewBase);
          expect([...kinds].sort()).toEqual(Object.keys(engine.actionSchema ?? {}).sort());
          expect(Object.fromEntries(found), "English words in the steps").toEqual({});
          expect(Object.fromEntries(foundLabels), "English words in the first steps").toEqual({});
        } finally {
          speak("en");
        }
      });
    }
  }
});
