/**
 * Golden playthroughs: a seeded random game recorded as JSON lines (the action, then every seat's
 * view and legal actions), checked line by line on every test run so that no rule change passes
 * unnoticed. `npm run golden [-- <game-id>]` regenerates the files after an intended change.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AnyGame, chooseActor, createRandom, games, randomBot } from "../../src/index.js";
import { highCard } from "../fixtures/high-card.js";

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

/** Plays the case with random choices and returns its lines (header first). */
export function recordPlaythrough(game: AnyGame, golden: GoldenCase): string[] {
  const options = golden.options ?? {};
  let state = game.setup({ players: golden.players, seed: golden.seed, options });
  const random = createRandom(`golden:${String(golden.seed)}`);
  const seats = Array.from({ length: golden.players }, (_, s) => s);
  const snapshot = () => ({
    views: [null, ...seats].map((seat) => game.viewFor(state, seat)),
    legal: seats.map((seat) => game.legalActions(state, seat)),
  });
  const lines = [
    JSON.stringify({
      game: game.id,
      version: game.version,
      players: golden.players,
      seed: golden.seed,
      options,
    }),
    JSON.stringify({ step: 0, action: null, ...snapshot() }),
  ];
  for (let step = 1; ; step++) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const seat = chooseActor(toAct, random);
    const action = randomBot.act(game.viewFor(state, seat), game.legalActions(state, seat), random);
    state = game.apply(state, action);
    lines.push(JSON.stringify({ step, action, ...snapshot() }));
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
