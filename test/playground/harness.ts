/// <reference lib="dom" />
/**
 * Helpers of the playground's end-to-end test: build and serve the page with Vite, drive Chromium,
 * read what the page shows, and check it against the engine.
 */
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { AnyGame, RandomSource, Seat, StateBase } from "backroom";
import type { Page } from "playwright-core";
import { preview } from "vite";
import { expect } from "vitest";
import { matchServerProxy } from "../../web/vite.config.js";
import { buildTables } from "../support/build-tables.js";
import { BROWSER_TIMEOUT_MS } from "../support/chromium.js";

export { BROWSER_TIMEOUT_MS, CHROMIUM, launchChromium } from "../support/chromium.js";

const CONFIG = fileURLToPath(new URL("../../web/vite.config.ts", import.meta.url));

/**
 * Builds the playground into a temporary folder and serves it with `vite preview`; with
 * `matchServer`, the preview forwards the match server's routes to it, as `npm run playground` does.
 */
export async function servePlayground(
  matchServer?: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = await buildTables();
  // Port 0: the system picks a free port as the server binds it (no window for another process).
  const server = await preview({
    configFile: CONFIG,
    logLevel: "warn",
    build: { outDir },
    preview: {
      host: "127.0.0.1",
      port: 0,
      strictPort: true,
      open: false,
      ...(matchServer ? { proxy: matchServerProxy(matchServer) } : {}),
    },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The page's status and render count now. */
const readStatus = (page: Page) =>
  page.evaluate(() => {
    const app = document.getElementById("app") as HTMLElement;
    return { status: app.dataset.status ?? "", tick: Number(app.dataset.tick ?? 0) };
  });

/**
 * The page's next moment for its person to act, or its end, once it has drawn past `ticks[seat]`
 * (else undefined, without waiting); records its tick, and checks it shows its own seat and, on a
 * phone, does not scroll sideways.
 */
export async function nextMoment(
  page: Page,
  seat: Seat,
  ticks: number[],
  phone: boolean,
): Promise<Snapshot | undefined> {
  const { status, tick } = await readStatus(page);
  if (!["your-turn", "game-over"].includes(status) || tick <= (ticks[seat] as number)) return undefined;
  const snapshot = await waitForPerson(page, ticks[seat] as number);
  ticks[seat] = snapshot.tick;
  expect(snapshot.viewer, "the page shows its own seat").toBe(seat);
  if (phone) expect(snapshot.overflow, "sideways scrolling at 390 px").toBeLessThanOrEqual(0);
  return snapshot;
}

/** One card or pile drawn on the board. */
export interface DrawnCard {
  /** Its place in the view (a JSON path), when the board names one. */
  readonly path: string | null;
  /** Its accessible name. */
  readonly name: string;
  /** Its visible text. */
  readonly text: string;
  readonly hidden: boolean;
  /** The number on a pile. */
  readonly count: number | null;
}

/** One option of the chooser at its current level. */
export interface Choice {
  readonly index: number;
  /** Choosing it completes a move. */
  readonly leaf: boolean;
  /** It sits in a folded group (open the group first). */
  readonly folded: boolean;
  readonly name: string;
}

/** What the page shows at a moment when a person may act (or the game is over). */
export interface Snapshot {
  readonly status: string;
  readonly step: number;
  readonly tick: number;
  /** The seat whose view is on screen (`null`: spectator, `undefined`: none, as behind a cover). */
  readonly viewer: Seat | null | undefined;
  /** The page's view JSON (not shown; for the test), if a view is shown. */
  readonly viewJson: string | undefined;
  /** Every card and pile on the board. */
  readonly cards: readonly DrawnCard[];
  /** The page's visible text. */
  readonly text: string;
  /** The accessible names of the buttons. */
  readonly buttons: readonly string[];
  /** The whole page's HTML, to look for state that must not be there. */
  readonly html: string;
  /** How far the page scrolls sideways (0 when it fits). */
  readonly overflow: number;
  /** The chooser's options at its first level. */
  readonly choices: readonly Choice[];
  readonly coverSeat: Seat | undefined;
}

/** Reads the chooser's options now. */
function readChoices(): Choice[] {
  return Array.from(document.querySelectorAll<HTMLElement>("#actions [data-choice]")).map((element) => ({
    index: Number(element.dataset.choice),
    leaf: element.dataset.leaf === "true",
    folded: element.closest("details") !== null && !(element.closest("details") as HTMLDetailsElement).open,
    name: element.getAttribute("aria-label") ?? element.textContent ?? "",
  }));
}

/** Waits until the page has answered (a render after `tick`) and waits for a person or is over. */
export async function waitForPerson(page: Page, tick: number): Promise<Snapshot> {
  // One round trip: the predicate returns the snapshot as soon as the page is ready.
  const handle = await page.waitForFunction(
    (last) => {
      const app = document.getElementById("app") as HTMLElement;
      const stable = ["your-turn", "cover", "game-over"].includes(app.dataset.status ?? "");
      if (!stable || Number(app.dataset.tick ?? 0) <= last) return false;
      const viewer = app.dataset.viewer;
      const cover = document.getElementById("cover");
      return {
        status: app.dataset.status ?? "",
        step: Number(app.dataset.step),
        tick: Number(app.dataset.tick),
        viewer:
          viewer === "" || viewer === undefined ? undefined : viewer === "spectator" ? null : Number(viewer),
        viewJson: document.getElementById("view-json")?.textContent ?? undefined,
        cards: Array.from(document.querySelectorAll<HTMLElement>("#board .card")).map((element) => ({
          path: element.getAttribute("data-path"),
          name: element.getAttribute("aria-label") ?? "",
          text: element.innerText,
          hidden: element.classList.contains("back"),
          count: element.dataset.count === undefined ? null : Number(element.dataset.count),
        })),
        text: document.body.innerText,
        buttons: Array.from(document.querySelectorAll("button")).map(
          (element) => element.getAttribute("aria-label") ?? element.textContent ?? "",
        ),
        html: document.documentElement.outerHTML,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        coverSeat: cover ? Number(cover.dataset.seat) : undefined,
      };
    },
    tick,
    { timeout: BROWSER_TIMEOUT_MS },
  );
  const snapshot = (await handle.jsonValue()) as Omit<Snapshot, "choices">;
  return { ...snapshot, choices: await page.evaluate(readChoices) };
}

/**
 * Makes one move through clicks: at each level of the chooser, clicks a random option (opening its
 * folded group first) until an option completes the move. Returns how many clicks it took.
 */
export async function clickRandomMove(page: Page, snapshot: Snapshot, random: RandomSource): Promise<number> {
  let choices = snapshot.choices;
  for (let clicks = 1; clicks <= 10; clicks++) {
    if (choices.length === 0) throw new Error(`no choice offered at step ${snapshot.step}`);
    expect(choices.filter((c) => !c.folded).length, "a wall of buttons").toBeLessThanOrEqual(12);
    const choice = choices[random.below(choices.length)] as Choice;
    const button = page.locator(`#actions [data-choice="${choice.index}"]`);
    if (choice.folded) await button.locator("xpath=ancestor::details[1]/summary").click();
    await button.click();
    if (choice.leaf) return clicks;
    choices = await page.evaluate(readChoices);
  }
  throw new Error("the chooser went more than 10 levels deep");
}

const valueAt = (root: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], root);

/** The JSON paths of every primitive in a value. */
function primitivePaths(value: unknown, path: (string | number)[] = [], out: string[] = []): string[] {
  if (value === null || typeof value !== "object") out.push(JSON.stringify(path));
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) primitivePaths(value[i], [...path, i], out);
  } else for (const [key, item] of Object.entries(value)) primitivePaths(item, [...path, key], out);
  return out;
}

/** Paths that another seat sees filled and `seat` sees as a placeholder: that seat's secrets. */
export function secretPaths(game: AnyGame, state: StateBase, seat: Seat, players: number): string[] {
  const mine = game.viewFor(state, seat);
  const secrets = new Set<string>();
  for (let other = 0; other < players; other++) {
    if (other === seat) continue;
    const theirs = game.viewFor(state, other);
    for (const path of primitivePaths(theirs)) {
      const keys = JSON.parse(path) as (string | number)[];
      if (keys[0] === "viewer" || keys[0] === "events") continue;
      let value: unknown;
      try {
        value = valueAt(mine, keys);
      } catch {
        continue;
      }
      if (value === null && valueAt(theirs, keys) !== null) secrets.add(path);
    }
  }
  return [...secrets];
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, out);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      out.add(key);
      keysOf(item, out);
    }
  return out;
}

/**
 * Checks one snapshot against the engine: the page's view JSON is exactly `viewFor(state, viewer)`;
 * every card drawn at a place of the view shows a face exactly when the view holds the card there
 * (a pile shows the view's count), so another seat's secret card is only ever a card back; no field
 * of the state that the view leaves out (generator, deck order, …) appears anywhere in the page.
 * Returns the other seats' secrets and the card backs drawn.
 */
export function checkSnapshot(
  game: AnyGame,
  state: StateBase,
  snapshot: Snapshot,
  players: number,
): { secrets: number; backs: number } {
  const viewer = snapshot.viewer;
  if (viewer === undefined) throw new Error(`no view on the page at step ${snapshot.step}`);
  const view = game.viewFor(state, viewer) as Record<string, unknown>;
  expect(JSON.parse(snapshot.viewJson ?? "null")).toEqual(view);

  let backs = 0;
  const drawn = new Map<string, DrawnCard>();
  for (const card of snapshot.cards) {
    if (card.hidden) backs++;
    if (card.path === null) continue;
    drawn.set(card.path, card);
    const value = valueAt(view, JSON.parse(card.path) as (string | number)[]);
    if (Array.isArray(value)) expect(card.count, card.path).toBe(value.length);
    else expect(card.hidden, `${card.path} is ${JSON.stringify(value)}`).toBe(value === null);
  }

  for (const [key, value] of Object.entries(state)) {
    if (key in view) continue;
    // The view JSON is printed with a one-space indent: a top-level field starts a line with one space.
    expect(snapshot.html.includes(`\n "${key}":`), `state field ${key} in the page`).toBe(false);
    const json = JSON.stringify(value);
    if (json.length >= 12)
      expect(snapshot.html.includes(json), `state field ${key}'s value in the page`).toBe(false);
  }
  expect(snapshot.html.includes('id="final-state"')).toBe(false);

  if (viewer === null) return { secrets: 0, backs };
  const secrets = secretPaths(game, state, viewer, players);
  for (const path of secrets) {
    const card = drawn.get(path);
    if (card) expect(card.hidden, `secret ${path} drawn face up`).toBe(true);
  }
  return { secrets: secrets.length, backs };
}

/**
 * Checks that the page speaks the game's words: no `key=value` text, no raw JSON, no field name of
 * the state or view (camelCase, or followed by a row of numbers) as visible text, and every card's
 * accessible name is a name (not a catalog id). Returns nothing; fails the test on the first miss.
 */
export function checkWords(snapshot: Snapshot, state: StateBase): void {
  const visible = snapshot.text;
  expect(visible, "key=value text").not.toMatch(/\b[a-zA-Z]+=\S/);
  expect(visible, "raw JSON").not.toMatch(/\{"|":\s*[[{"\d]/);
  const keys = keysOf(state);
  keysOf(JSON.parse(snapshot.viewJson ?? "{}"), keys);
  for (const key of keys) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (/[a-z][A-Z]/.test(key) || key.includes("_"))
      expect(visible.includes(key), `field name ${key} shown`).toBe(false);
    // A row of numbers, not a number that ends a log line and the next line's move number ("124.").
    expect(visible, `field ${key} followed by numbers`).not.toMatch(
      new RegExp(`\\b${escaped}\\s+-?\\d+\\s+-?\\d+(?![.\\d])`),
    );
  }
  for (const card of snapshot.cards) {
    expect(card.name, "a card without a name").not.toBe("");
    expect(card.name, "a card named by a number").not.toMatch(/^\s*#?\d+\s*$/);
    expect(card.name, "a card named by its id").not.toMatch(/\b(card|id) #?\d+$|unknown/i);
    if (!card.hidden && card.count === null)
      expect(card.text.trim(), "a face-up card with no text").not.toBe("");
  }
  for (const name of snapshot.buttons) {
    expect(name.trim(), "a button without a name").not.toBe("");
    expect(name, "a button named by a number or id").not.toMatch(/^\s*#?\d+\s*$|unknown/);
  }
}
