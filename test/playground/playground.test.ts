/// <reference lib="dom" />
/**
 * End-to-end test of examples/playground (run by `npm run test:playground` only): builds the page with
 * Vite, serves it on 127.0.0.1, and in headless Chromium plays each game to its outcome through
 * clicks only (a seeded random choice among the offered actions), checking at every move that the
 * page shows exactly the seat's view (so no other seat's secret) against the engine, which replays
 * the record the page saves. Then it reveals all, replays the record step by step, and plays a
 * hot-seat game through the cover screens. Screenshots go to test-artifacts/playground/.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type AnyGame, createRandom, type GameRecord, games, replay, type StateBase } from "backroom";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BROWSER_TIMEOUT_MS,
  CHROMIUM,
  checkSnapshot,
  clickRandomAction,
  launchChromium,
  type Snapshot,
  servePlayground,
  waitForPerson,
} from "./harness.js";

const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/playground", import.meta.url));

/** Small player counts, and an earlier end where random play would run long. */
const CASES = [
  { id: "tiefe-taschen", players: 4, options: { bankruptcyDepth: 50 } },
  { id: "kohle-kies-knete", players: 3, options: { maxTurns: 20 } },
  { id: "campaign", players: 2, options: {} },
  { id: "slush-fund", players: 2, options: {} },
] as const;

let served: Awaited<ReturnType<typeof servePlayground>> | undefined;
let browser: Browser | undefined;

/** A new page that records script errors. */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(BROWSER_TIMEOUT_MS);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, errors };
}

/** Fills the setup form through the query string, then clicks Start. */
async function start(
  page: Page,
  game: string,
  players: number,
  roles: string[],
  options: object,
): Promise<Snapshot> {
  const query = new URLSearchParams({
    game,
    players: String(players),
    roles: roles.join(","),
    seed: `e2e-${game}`,
    delay: "0",
    options: JSON.stringify(options),
  });
  await page.goto(`${served?.url}?${query}`);
  await page.click("#start");
  return waitForPerson(page, 0);
}

/** Clicks Save and returns the downloaded record and its path. */
async function save(page: Page): Promise<{ record: GameRecord; path: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
  const path = await download.path();
  return { record: JSON.parse(readFileSync(path, "utf8")) as GameRecord, path };
}

/** The spectator view JSON the page shows now. */
async function shownView(page: Page): Promise<unknown> {
  return JSON.parse((await page.textContent("#view-json")) ?? "null");
}

// Runs under vitest.playground.config.ts (`npm run test:playground`); `npm test` excludes it.
describe("the playground in headless Chromium", () => {
  beforeAll(async () => {
    expect(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (apt-get install chromium)`).toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePlayground();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  for (const { id, players, options } of CASES) {
    it(`plays ${id} to its outcome through clicks, showing only the seat's view`, async () => {
      const game = games[id] as AnyGame;
      const { page, errors } = await newPage();
      const roles = ["human", ...Array.from({ length: players - 1 }, () => "random")];
      const random = createRandom(`clicks/${id}`);
      const snapshots: Snapshot[] = [];
      let snapshot = await start(page, id, players, roles, options);
      while (snapshot.status !== "game-over") {
        expect(snapshot.status).toBe("your-turn");
        expect(snapshot.viewer).toBe(0);
        expect(snapshot.choices.length).toBeGreaterThan(0);
        expect(snapshots.length, "the game did not end in 2000 moves of the person").toBeLessThan(2000);
        snapshots.push(snapshot);
        if (snapshots.length === 12)
          await page.screenshot({ path: join(ARTIFACTS, `${id}-playing.png`), fullPage: true });
        await clickRandomAction(page, snapshot, random);
        snapshot = await waitForPerson(page, snapshot.tick);
      }
      await page.screenshot({ path: join(ARTIFACTS, `${id}.png`), fullPage: true });

      // The engine replays the saved record; every moment the person saw is checked against it.
      const { record, path } = await save(page);
      expect(record).toMatchObject({ game: id, players, options });
      expect(record.actions.length).toBe(snapshot.step);
      const states = replay(game, record) as StateBase[];
      const final = states[states.length - 1] as StateBase;
      expect(game.toAct(final)).toEqual([]);
      expect(record.actions.filter((action) => (action as { player: number }).player === 0).length).toBe(
        snapshots.length,
      );
      let hidden = 0;
      for (const seen of snapshots) {
        const { secrets, placeholders } = checkSnapshot(game, states[seen.step] as StateBase, seen, players);
        expect(placeholders).toBeGreaterThanOrEqual(secrets);
        hidden += placeholders;
      }
      expect(hidden, "the page showed hidden cards as placeholders").toBeGreaterThan(0);
      expect(JSON.parse((await page.getAttribute("#outcome", "data-outcome")) ?? "null")).toEqual(
        game.outcome(final),
      );

      // Reveal all: every action in order and the final state.
      await page.click("#reveal-all");
      expect(await page.locator("#reveal tbody tr").count()).toBe(record.actions.length);
      expect(JSON.parse((await page.textContent("#final-state")) ?? "null")).toEqual(
        JSON.parse(JSON.stringify(final)),
      );

      // Load the saved file and step through it as a spectator.
      await page.click("#new-game");
      await page.setInputFiles("#load", path);
      await page.waitForSelector('#app[data-status="replay"]');
      const at = async (step: number) => {
        expect(await page.getAttribute("#app", "data-step")).toBe(String(step));
        expect(await shownView(page)).toEqual(game.viewFor(states[step] as StateBase, null));
      };
      await at(0);
      await page.click("#replay-next");
      await page.click("#replay-next");
      await at(2);
      await page.click("#replay-prev");
      await at(1);
      await page.click("#replay-last");
      await at(record.actions.length);
      await expect(page.textContent("#replay-outcome")).resolves.toContain("Game over");
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("plays a hot-seat game with a cover screen between the people", async () => {
    const game = games.campaign as AnyGame;
    const { page, errors } = await newPage();
    const random = createRandom("clicks/hot-seat");
    const snapshots: Snapshot[] = [];
    let covers = 0;
    let holder: number | undefined;
    let snapshot = await start(page, "campaign", 2, ["human", "human"], { maxRounds: 4 });
    while (snapshot.status !== "game-over") {
      if (snapshot.status === "cover") {
        // Behind the cover nothing of any seat is on the page.
        expect(snapshot.viewer).toBeUndefined();
        expect(snapshot.viewJson).toBeUndefined();
        expect(snapshot.leaves).toEqual([]);
        expect(snapshot.coverSeat).not.toBe(holder);
        holder = snapshot.coverSeat;
        covers++;
        await page.click("#uncover");
      } else {
        expect(snapshot.status).toBe("your-turn");
        expect(snapshot.viewer).toBe(holder);
        snapshots.push(snapshot);
        await clickRandomAction(page, snapshot, random);
      }
      snapshot = await waitForPerson(page, snapshot.tick);
    }
    expect(covers).toBeGreaterThan(2);
    const { record } = await save(page);
    const states = replay(game, record) as StateBase[];
    expect(snapshots.length).toBe(record.actions.length);
    for (const seen of snapshots) checkSnapshot(game, states[seen.step] as StateBase, seen, 2);
    // After the game the page shows the spectator view.
    expect(await shownView(page)).toEqual(game.viewFor(states[states.length - 1] as StateBase, null));
    expect(errors).toEqual([]);
    await page.close();
  });
});
