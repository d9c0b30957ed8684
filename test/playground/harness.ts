/// <reference lib="dom" />
/**
 * Helpers of the playground's end-to-end test: build and serve the page with Vite, drive Chromium,
 * read what the page shows, and check it against the engine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyGame, RandomSource, Seat, StateBase } from "backroom";
import type { Page } from "playwright-core";
import { build, preview } from "vite";
import { expect } from "vitest";
import { leafText } from "../../examples/playground/src/text.js";

import { BROWSER_TIMEOUT_MS } from "../support/chromium.js";

export { BROWSER_TIMEOUT_MS, CHROMIUM, launchChromium } from "../support/chromium.js";

const CONFIG = fileURLToPath(new URL("../../examples/playground/vite.config.ts", import.meta.url));

/** Builds the playground into a temporary folder and serves it with `vite preview`. */
export async function servePlayground(): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), "backroom-playground-"));
  await build({ configFile: CONFIG, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  // Port 0: the system picks a free port as the server binds it (no window for another process).
  const server = await preview({
    configFile: CONFIG,
    logLevel: "warn",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
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

/** What the page shows at a moment when a person may act (or the game is over). */
export interface Snapshot {
  readonly status: string;
  readonly step: number;
  readonly tick: number;
  /** The seat whose view is on screen (`null`: spectator, `undefined`: none, as behind a cover). */
  readonly viewer: Seat | null | undefined;
  /** The page's raw view JSON, if a view is shown. */
  readonly viewJson: string | undefined;
  /** Every rendered primitive of the view: its JSON path and its text. */
  readonly leaves: readonly (readonly [string, string])[];
  /** The whole page's HTML, to look for state that must not be there. */
  readonly html: string;
  /** The legal actions offered, by index: `null` for a button, else the type of the select holding it. */
  readonly choices: readonly (string | null)[];
  readonly coverSeat: Seat | undefined;
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
        leaves: Array.from(document.querySelectorAll("#view [data-path]")).map(
          (element) => [element.getAttribute("data-path") ?? "", element.textContent ?? ""] as const,
        ),
        html: document.documentElement.outerHTML,
        choices: Array.from(document.querySelectorAll("#actions [data-index]")).map(
          (element) => element.closest("select")?.dataset.type ?? null,
        ),
        coverSeat: cover ? Number(cover.dataset.seat) : undefined,
      };
    },
    tick,
    { timeout: BROWSER_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as Snapshot;
}

/** Clicks a random legal action: its button, or (many actions) its option in its type's select, then "Play". */
export async function clickRandomAction(page: Page, snapshot: Snapshot, random: RandomSource): Promise<void> {
  const index = random.below(snapshot.choices.length);
  const type = snapshot.choices[index];
  if (type === null || type === undefined) {
    await page.click(`#actions button[data-index="${index}"]`);
  } else {
    await page.selectOption(`#actions select[data-type="${type}"]`, String(index));
    await page.click(`#actions button[data-play="${type}"]`);
  }
}

const valueAt = (root: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], root);

/** The JSON paths of every primitive in a value, the way the page renders them. */
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

/**
 * Checks one snapshot against the engine: the page's view JSON is exactly `viewFor(state, viewer)`;
 * every rendered primitive is the view's value at its path (so hidden cards show as placeholders
 * and nothing else is drawn); and no field of the state that the view leaves out (generator, deck
 * order, …) appears anywhere in the page. Counts the other seats' secrets on screen (as
 * placeholders) and all hidden placeholders shown.
 */
export function checkSnapshot(
  game: AnyGame,
  state: StateBase,
  snapshot: Snapshot,
  players: number,
): { secrets: number; placeholders: number } {
  const viewer = snapshot.viewer;
  if (viewer === undefined) throw new Error(`no view on the page at step ${snapshot.step}`);
  const view = game.viewFor(state, viewer) as Record<string, unknown>;
  expect(JSON.parse(snapshot.viewJson ?? "null")).toEqual(view);

  const { viewer: _viewer, events: _events, ...drawn } = view;
  const rendered = new Map(snapshot.leaves);
  expect([...rendered.keys()].sort()).toEqual(primitivePaths(drawn).sort());
  for (const [path, text] of snapshot.leaves) {
    const keys = JSON.parse(path) as (string | number)[];
    expect(text, path).toBe(leafText(valueAt(view, keys), typeof keys[keys.length - 1] === "number"));
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

  const placeholders = snapshot.leaves.filter(([, text]) => text === leafText(null, true)).length;
  if (viewer === null) return { secrets: 0, placeholders };
  const secrets = secretPaths(game, state, viewer, players);
  for (const path of secrets) {
    const keys = JSON.parse(path) as (string | number)[];
    expect(rendered.get(path), path).toBe(leafText(null, typeof keys[keys.length - 1] === "number"));
  }
  return { secrets: secrets.length, placeholders };
}
