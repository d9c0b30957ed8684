/// <reference lib="dom" />
/**
 * The tables tell moves and events in the page's language (run by `npm run test:playground`): for
 * each game, on a page whose browser speaks German or French, a person and bots play from `/`
 * until the log holds moves of several kinds, the game's events and other seats' moves; then every
 * log line, the "last move" line and the announcer's lines are exactly what the game's own
 * `describeAction` and `describeEvent` say in that language (read from the record the page saves,
 * replayed here), and none is the English text of the same line. The language is then switched on the table and the
 * same holds in the other one (the log is told again, not left in the language it was made in).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type ActionBase,
  type AnyGame,
  createRandom,
  type GameRecord,
  games,
  type Locale,
  loadLocale,
  type RandomSource,
  replay,
  type StateBase,
  type ViewBase,
} from "backroom";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { inLanguage, SCREENS, usePlayground } from "./fixture.js";
import { BROWSER_TIMEOUT_MS } from "./harness.js";

/** Each game with its player count. */
const CASES = [
  { id: "tiefe-taschen", players: 4 },
  { id: "kohle-kies-knete", players: 3 },
  { id: "campaign", players: 3 },
  { id: "slush-fund", players: 3 },
] as const;

/** The other language a table is switched to. */
const OTHER: Readonly<Record<"de" | "fr", "de" | "fr">> = { de: "fr", fr: "de" };

/** How many moves the log must hold, and of how many kinds, before it is read. */
const ENOUGH_LINES = 12;
const ENOUGH_KINDS = 3;

/** One log line as the page or the game tells it: the move's number, its words and its events' words. */
interface Line {
  readonly number: number;
  readonly text: string;
  readonly events: readonly string[];
}

/** The log's lines, the last-move line and the announcer's lines as the page shows them now. */
function shownWords(): { lines: Line[]; lastMove: string; announced: string[] } {
  const lines = Array.from(document.querySelectorAll<HTMLLIElement>("#log ol > li"), (li) => {
    const text = li.querySelector(".log-text") as HTMLElement;
    return {
      number: li.value,
      text: Array.from(text.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(""),
      events: Array.from(text.querySelectorAll(".events > li"), (event) => event.textContent ?? ""),
    };
  });
  const last = document.getElementById("last-move");
  const label = last?.querySelector(".fact-label")?.textContent ?? "";
  return {
    lines,
    lastMove: (last?.textContent ?? "").slice(label.length),
    announced: Array.from(document.querySelectorAll("#announcer p"), (p) => p.textContent ?? ""),
  };
}

/**
 * The log of seat 0 as the game itself tells it in `locale`: each move in `describeAction`'s words
 * with seat 0's view before it, then each of its events in `describeEvent`'s words with the view
 * after it (an event that only repeats the move's line is not repeated).
 */
function toldByGame(game: AnyGame, record: GameRecord, locale: Locale): Line[] {
  const states = replay(game, record);
  return (record.actions as ActionBase[]).map((action, index) => {
    const before = game.viewFor(states[index] as StateBase, 0);
    const after = game.viewFor(states[index + 1] as StateBase, 0) as ViewBase & { events?: unknown[] };
    const text = game.describeAction?.(action, before, { locale }) ?? action.type;
    const events = (after.events ?? []).map((event) => game.describeEvent?.(event, after, { locale }) ?? "");
    return { number: index + 1, text, events: events.filter((event) => !text.startsWith(event)) };
  });
}

/** Saves the record through the page's own button (the Advanced tools offer it mid-game). */
async function savedRecord(page: Page): Promise<GameRecord> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
  return JSON.parse(readFileSync(await download.path(), "utf8")) as GameRecord;
}

/**
 * Opens `/`, picks the game on its card, beginner bots, a fixed seed, no bot delay, the Advanced
 * tools on, and starts.
 */
async function startFromHome(page: Page, id: string, players: number, seed: string): Promise<void> {
  await page.goto(playground.url);
  await page.check(`input[name="game"][value="${id}"]`);
  await page.selectOption("#players", String(players));
  for (let seat = 1; seat < players; seat++) await page.selectOption(`#role-${seat}`, "random");
  await page.click("#advanced > summary");
  await page.fill("#seed", seed);
  await page.fill("#delay", "0");
  await page.check("#debug-tools");
  await page.click("#start");
}

/** How many lines the announcer holds (other seats' moves; a dealer's opening turn may be all a log holds). */
function announcedLines(): number {
  return document.querySelectorAll("#announcer p").length;
}

/**
 * Plays the person's moves through the move menu (a random visible option at each level) until
 * the log holds enough moves of enough kinds, some events and another seat's move, or the game is
 * over.
 */
async function playUntilTold(page: Page, game: AnyGame, random: RandomSource): Promise<void> {
  for (let clicks = 0; clicks < 600; clicks++) {
    await page.waitForSelector('#app[data-status="your-turn"], #app[data-status="game-over"]');
    if ((await page.getAttribute("#app", "data-status")) === "game-over") return;
    const record = await savedRecord(page);
    const kinds = new Set((record.actions as ActionBase[]).map((action) => action.type));
    const states = replay(game, record);
    const events = states.some((state) => state.events.length > 0);
    const enough = record.actions.length >= ENOUGH_LINES && kinds.size >= ENOUGH_KINDS && events;
    if (enough && (await page.evaluate(announcedLines)) > 0) return;
    const step = await page.getAttribute("#app", "data-step");
    // One move: options are clicked until the step changes (a move may take several levels of the menu).
    for (let level = 0; level < 10; level++) {
      if ((await page.getAttribute("#app", "data-step")) !== step) break;
      if ((await page.getAttribute("#app", "data-status")) !== "your-turn") break;
      const options = await page.locator("#actions button.choice:visible, #actions summary:visible").all();
      if (options.length === 0) break;
      await (options[random.below(options.length)] as ReturnType<Page["locator"]>).click();
    }
  }
  throw new Error(`${game.id}: the log never held moves of ${ENOUGH_KINDS} kinds and another seat's move`);
}

/**
 * Checks that what the page shows is the game's own words in `locale`, and not its English ones;
 * with `announced`, also the announcer's latest line (its earlier lines were said before a switch).
 */
async function expectTold(page: Page, game: AnyGame, locale: Locale, announced: boolean): Promise<void> {
  const record = await savedRecord(page);
  const told = toldByGame(game, record, locale);
  const english = toldByGame(game, record, "en");
  const shown = await page.evaluate(shownWords);
  expect(shown.lines.length, `${game.id} ${locale}: log lines shown`).toBeGreaterThanOrEqual(
    Math.min(ENOUGH_LINES, told.length),
  );
  expect(
    shown.lines.some((line) => line.events.length > 0),
    `${game.id} ${locale}: the game's events are in the log`,
  ).toBe(true);
  for (const line of shown.lines) {
    const expected = told[line.number - 1];
    expect(line, `${game.id} ${locale}: log line ${line.number}`).toEqual(expected);
    const inEnglish = english[line.number - 1] as Line;
    if (inEnglish.text !== expected?.text)
      expect(line.text, `${game.id} ${locale}: line ${line.number} in English`).not.toContain(inEnglish.text);
    for (const event of inEnglish.events)
      if (!expected?.events.includes(event))
        expect(line.events, `${game.id} ${locale}: an English event`).not.toContain(event);
  }
  expect(shown.lastMove, `${game.id} ${locale}: the last move`).toBe(told.at(-1)?.text);
  // The announcer tells other seats' moves, "<who>: <the move>", in the language it was told in.
  const texts = told.map((line) => line.text);
  if (announced) expect(shown.announced.length, `${game.id} ${locale}: moves announced`).toBeGreaterThan(0);
  for (const said of announced ? shown.announced.slice(-1) : [])
    expect(
      texts.some((text) => said.endsWith(text)),
      `${game.id} ${locale}: announced "${said}"`,
    ).toBe(true);
}

const playground = usePlayground();

describe("moves and events in the page's language", () => {
  beforeAll(async () => {
    await Promise.all(
      (["de", "fr"] as const).flatMap((locale) => [
        loadLocale(null, locale),
        ...Object.values(games).map((game) => loadLocale(game as AnyGame, locale)),
      ]),
    );
  });

  for (const { id, players } of CASES)
    for (const locale of ["de", "fr"] as const)
      it.concurrent(`${id}: a page in ${locale} tells the log, the last move and the announcer in ${locale}, then in ${OTHER[locale]}`, async () => {
        const game = games[id] as AnyGame;
        const { page, errors } = await playground.page(inLanguage(locale));
        await startFromHome(page, id, players, `log-language-${locale}`);
        await playUntilTold(page, game, createRandom(`log-language/${id}/${locale}`));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await expectTold(page, game, locale, true);
        await page.screenshot({ path: join(SCREENS, `log-${id}-${locale}.png`) });
        // Switched on the table: the same lines, told again in the other language.
        const other = OTHER[locale];
        await page.selectOption("#language", other);
        await page.waitForFunction((wanted) => document.documentElement.lang === wanted, other, {
          timeout: BROWSER_TIMEOUT_MS,
        });
        await expectTold(page, game, other, false);
        await page.screenshot({ path: join(SCREENS, `log-${id}-${locale}-then-${other}.png`) });
        expect(errors).toEqual([]);
        await page.context().close();
      });
});
