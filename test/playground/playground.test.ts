/// <reference lib="dom" />
/**
 * End-to-end test of the tables in web/ (run by `npm run test:playground` only): builds the page with
 * Vite, serves it on 127.0.0.1, and in headless Chromium plays each game to its outcome through
 * clicks only (a seeded random walk through the move chooser), at desktop width and at 390 px. At
 * every move it checks against the engine, which replays the record the page saves, that the page
 * holds exactly the seat's view and draws another seat's secret only as a card back; that it speaks
 * the game's words (no catalog id, field name or raw JSON as text or card name); and at 390 px that
 * nothing scrolls sideways. Then it reveals all, replays the record step by step on the board, and
 * plays a hot-seat game through the cover screens. Screenshots go to .tmp/playground-shots/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AnyGame, createRandom, type GameRecord, games, replay, type StateBase } from "backroom";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ARTIFACTS, usePlayground } from "./fixture.js";
import { checkSnapshot, checkWords, clickRandomMove, type Snapshot, waitForPerson } from "./harness.js";

/** The two widths every game is played at. */
const SIZES = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** Small player counts, and an earlier end where random play would run long. */
const CASES = [
  { id: "tiefe-taschen", players: 4, options: { bankruptcyDepth: 67 } },
  { id: "kohle-kies-knete", players: 3, options: { maxTurns: 9 } },
  { id: "campaign", players: 2, options: { maxRounds: 3 } },
  { id: "slush-fund", players: 2, options: { timeCardsToEnd: 4 } },
] as const;

/** Fills the setup form through the query string, then clicks Start. */
async function start(
  page: Page,
  game: string,
  players: number,
  roles: string[],
  options: object,
  seed = `e2e-${game}`,
): Promise<Snapshot> {
  const query = new URLSearchParams({
    game,
    players: String(players),
    roles: roles.join(","),
    seed,
    delay: "0",
    options: JSON.stringify(options),
  });
  await page.goto(`${playground.url}?${query}`);
  await page.click("#start");
  return waitForPerson(page, 0);
}

/** Clicks Save and returns the downloaded record and its path. */
async function save(page: Page): Promise<{ record: GameRecord; path: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
  const path = await download.path();
  return { record: JSON.parse(readFileSync(path, "utf8")) as GameRecord, path };
}

/** The spectator view JSON the page holds now. */
async function shownView(page: Page): Promise<unknown> {
  return JSON.parse((await page.locator("#view-json").textContent()) ?? "null");
}

const playground = usePlayground();

// Runs under vitest.playground.config.ts (`npm run test:playground`); `npm test` excludes it.
describe("the playground in headless Chromium", () => {
  for (const size of SIZES) {
    for (const { id, players, options } of CASES) {
      it.concurrent(`plays ${id} to its outcome through clicks at ${size.name} width, showing only the seat's view`, async () => {
        const game = games[id] as AnyGame;
        const { page, errors } = await playground.page({ width: size.width, height: size.height });
        const roles = ["human", ...Array.from({ length: players - 1 }, () => "random")];
        const random = createRandom(`clicks/${id}/${size.name}`);
        const snapshots: Snapshot[] = [];
        let snapshot = await start(page, id, players, roles, options, `e2e-${id}-${size.name}`);
        while (snapshot.status !== "game-over") {
          expect(snapshot.status).toBe("your-turn");
          expect(snapshot.viewer).toBe(0);
          expect(snapshot.choices.length).toBeGreaterThan(0);
          expect(snapshots.length, "the game did not end in 2000 moves of the person").toBeLessThan(2000);
          if (size.name === "phone")
            expect(snapshot.overflow, "sideways scrolling at 390 px").toBeLessThanOrEqual(0);
          snapshots.push(snapshot);
          if (snapshots.length === 12)
            await page.screenshot({
              path: join(ARTIFACTS, `${id}-${size.name}-playing.png`),
              fullPage: true,
            });
          await clickRandomMove(page, snapshot, random);
          snapshot = await waitForPerson(page, snapshot.tick);
        }
        await page.screenshot({ path: join(ARTIFACTS, `${id}-${size.name}-end.png`), fullPage: true });
        if (size.name === "phone")
          expect(snapshot.overflow, "sideways scrolling at 390 px").toBeLessThanOrEqual(0);

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
        let backs = 0;
        for (const seen of [...snapshots, snapshot]) {
          const counted = checkSnapshot(game, states[seen.step] as StateBase, seen, players);
          checkWords(seen, states[seen.step] as StateBase);
          backs += counted.backs;
        }
        expect(backs, "the page drew hidden cards as card backs").toBeGreaterThan(0);
        expect(JSON.parse((await page.getAttribute("#outcome", "data-outcome")) ?? "null")).toEqual(
          game.outcome(final),
        );

        // Reveal all: every move in order in the game's words, and the final state as data.
        await page.click("#reveal-all");
        expect(await page.locator("#reveal tbody tr").count()).toBe(record.actions.length);
        const revealed = (await page.locator("#reveal tbody").innerText()) ?? "";
        expect(revealed).not.toMatch(/\b[a-zA-Z]+=\S|\{"/);
        expect(JSON.parse((await page.textContent("#final-state")) ?? "null")).toEqual(
          JSON.parse(JSON.stringify(final)),
        );
        if (size.name === "desktop") {
          // Load the saved file and step through it on the board as a spectator.
          await page.click("#new-game");
          await page.setInputFiles("#load", path);
          await page.waitForSelector('#app[data-status="replay"]');
          const at = async (step: number) => {
            expect(await page.getAttribute("#app", "data-step")).toBe(String(step));
            expect(await shownView(page)).toEqual(game.viewFor(states[step] as StateBase, null));
            expect(await page.locator("#board .board").count()).toBe(1);
          };
          await at(0);
          await page.click("#replay-next");
          await page.click("#replay-next");
          await at(2);
          await page.click("#replay-prev");
          await at(1);
          await page.keyboard.press("ArrowRight");
          await at(2);
          await page.click("#replay-last");
          await at(record.actions.length);
          await expect(page.textContent("#replay-outcome")).resolves.toContain("Game over");
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it.concurrent("makes moves by keyboard alone: Tab to the chooser, Enter through its steps", async () => {
    const { page, errors } = await playground.page({ height: 900 });
    let snapshot = await start(page, "slush-fund", 2, ["human", "random"], {}, "e2e-keyboard");
    const inChooser = () => page.evaluate(() => document.activeElement?.closest("#actions") != null);
    for (let presses = 0; !(await inChooser()); presses++) {
      expect(presses, "Tab never reached the move chooser").toBeLessThan(60);
      await page.keyboard.press("Tab");
    }
    for (let move = 0; move < 3 && snapshot.status === "your-turn"; move++) {
      const step = snapshot.step;
      for (let presses = 0; Number(await page.getAttribute("#app", "data-step")) === step; presses++) {
        expect(presses, "Enter did not complete a move").toBeLessThan(6);
        expect(await inChooser(), "the focus left the chooser").toBe(true);
        await page.keyboard.press("Enter");
      }
      snapshot = await waitForPerson(page, snapshot.tick);
    }
    expect(snapshot.step).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.concurrent("seats the learned bot where a policy ships, fetching only that policy", async () => {
    const { page, errors } = await playground.page({ height: 900 });
    const policies: string[] = [];
    page.on("request", (request) => {
      const file = /\/policies\/([a-z-]+-\d+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
      if (file && /^(campaign|slush-fund|tiefe-taschen|kohle-kies-knete)-\d+$/.test(file))
        policies.push(file);
    });
    // Offered at the count a policy ships for (3 players), not at 2.
    await page.goto(`${playground.url}?game=slush-fund&players=2`);
    expect(await page.locator("#role-1 option[value=learned]").count()).toBe(0);
    let snapshot = await start(page, "slush-fund", 3, ["human", "learned", "learned"], {}, "e2e-learned");
    expect(await page.locator("#board").count()).toBe(1);
    const random = createRandom("clicks/learned");
    for (let move = 0; move < 4 && snapshot.status === "your-turn"; move++) {
      await clickRandomMove(page, snapshot, random);
      snapshot = await waitForPerson(page, snapshot.tick);
    }
    // The learned seats moved between the person's turns, from the one policy fetched.
    expect(snapshot.step).toBeGreaterThan(4);
    expect(policies).toEqual(["slush-fund-3"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.concurrent("plays a hot-seat game with a cover screen between the people", async () => {
    const game = games.campaign as AnyGame;
    const { page, errors } = await playground.page({ height: 900 });
    const random = createRandom("clicks/hot-seat");
    const snapshots: Snapshot[] = [];
    let covers = 0;
    let holder: number | undefined;
    let snapshot = await start(page, "campaign", 2, ["human", "human"], { maxRounds: 2 });
    while (snapshot.status !== "game-over") {
      if (snapshot.status === "cover") {
        // Behind the cover nothing of any seat is on the page.
        expect(snapshot.viewer).toBeUndefined();
        expect(snapshot.viewJson).toBeUndefined();
        expect(snapshot.cards).toEqual([]);
        expect(snapshot.coverSeat).not.toBe(holder);
        holder = snapshot.coverSeat;
        covers++;
        await page.click("#uncover");
      } else {
        expect(snapshot.status).toBe("your-turn");
        expect(snapshot.viewer).toBe(holder);
        snapshots.push(snapshot);
        await clickRandomMove(page, snapshot, random);
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
