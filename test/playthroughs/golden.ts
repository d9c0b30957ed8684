/**
 * Golden playthroughs: a seeded random game recorded as JSON lines (the action, what it changed in
 * the spectator's and the actor's views, fingerprints of every seat's view and legal actions),
 * checked line by line on every test run so that no rule change passes unnoticed.
 * `npm run golden [-- <game-id>]` regenerates the files after an intended change.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type ActionBase,
  type AnyGame,
  chooseActor,
  createRandom,
  games,
  randomBot,
  type Seat,
} from "../../src/index.js";
import { highCard } from "../fixtures/high-card.js";
import { diffJson } from "./view-diff.js";

/** The folder holding one sub-folder per game id, each with `cases.json` and `<name>.jsonl` files. */
export const PLAYTHROUGH_DIR = new URL(".", import.meta.url).pathname;

/** One recorded game: its name (the file stem) and configuration. */
export interface GoldenCase {
  readonly name: string;
  readonly players: number;
  readonly seed: number | string;
  readonly options?: Record<string, unknown>;
}

/** Every game the tooling knows: the package's games plus the test fixture. */
export function goldenGames(): Record<string, AnyGame> {
  return { ...games, [highCard.id]: highCard };
}

/** The game ids that have a `cases.json`. */
export function gamesWithCases(): string[] {
  return readdirSync(PLAYTHROUGH_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(PLAYTHROUGH_DIR, entry.name, "cases.json")))
    .map((entry) => entry.name)
    .sort();
}

/** Reads the cases of one game. */
export function readCases(gameId: string): GoldenCase[] {
  return JSON.parse(readFileSync(join(PLAYTHROUGH_DIR, gameId, "cases.json"), "utf8"));
}

/** The path of a case's golden file. */
export function goldenPath(gameId: string, name: string): string {
  return join(PLAYTHROUGH_DIR, gameId, `${name}.jsonl`);
}

/** A short fingerprint of a JSON value: 8 hex digits of its SHA-256. */
export function fingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 8);
}

/**
 * Plays the case with random choices and returns its lines (header first). The first line after the
 * header holds every seat's full view and legal actions; each following line the action, the seats
 * to act, what the action changed in the spectator's view and in the acting seat's own view
 * (`diffJson` changes against the same viewer's view on the previous line), a fingerprint of every
 * view (spectator first, then each seat) and of every seat's legal actions, and how many legal
 * actions each seat has. The last line holds the outcome.
 */
export function recordPlaythrough(game: AnyGame, golden: GoldenCase): string[] {
  const options = golden.options ?? {};
  let state = game.setup({ players: golden.players, seed: golden.seed, options });
  const random = createRandom(`golden:${String(golden.seed)}`);
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: golden.players }, (_, s) => s)];
  const seats = viewers.slice(1) as Seat[];
  let views = viewers.map((viewer) => game.viewFor(state, viewer));
  let legal = seats.map((seat) => game.legalActions(state, seat));
  const lines = [
    JSON.stringify({
      game: game.id,
      version: game.version,
      players: golden.players,
      seed: golden.seed,
      options,
    }),
    JSON.stringify({ step: 0, action: null, toAct: game.toAct(state), views, legal }),
  ];
  for (let step = 1; ; step++) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const seat = chooseActor(toAct, random);
    const action = randomBot.act(views[seat + 1], legal[seat] as ActionBase[], random);
    state = game.apply(state, action);
    const before = views;
    views = viewers.map((viewer) => game.viewFor(state, viewer));
    legal = seats.map((other) => game.legalActions(state, other));
    lines.push(
      JSON.stringify({
        step,
        action,
        toAct: game.toAct(state),
        spectator: diffJson(before[0], views[0]),
        actor: diffJson(before[seat + 1], views[seat + 1]),
        views: views.map(fingerprint).join(" "),
        legal: legal.map(fingerprint).join(" "),
        legalCounts: legal.map((actions) => actions.length),
      }),
    );
  }
  lines.push(JSON.stringify({ outcome: game.outcome(state) }));
  return lines;
}

/** Writes the golden files of a game (all its cases). */
export function writeGolden(gameId: string): string[] {
  const game = goldenGames()[gameId];
  if (!game) throw new Error(`unknown game "${gameId}"`);
  return readCases(gameId).map((golden) => {
    const path = goldenPath(gameId, golden.name);
    writeFileSync(path, `${recordPlaythrough(game, golden).join("\n")}\n`);
    return path;
  });
}
