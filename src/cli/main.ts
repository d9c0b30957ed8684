/**
 * The `backroom` command line: `simulate` plays many games with bots and prints a summary;
 * `tournament` runs a short batch for every game (the README's main job).
 */
import { parseArgs } from "node:util";
import { randomBot } from "../core/bot.js";
import type { AnyGame } from "../core/game.js";
import { playout } from "../core/playout.js";
import { games } from "../games/registry.js";
import { createProgress } from "./progress.js";
import { type BatchSummary, formatSummary, summarize } from "./summary.js";

const USAGE = `usage:
  backroom simulate <game> [--players N] [--games K] [--seed S] [--json]
  backroom tournament [--games K] [--seed S]
games: ${Object.keys(games).join(", ") || "(none yet)"}`;

/** An error whose message is shown to the user as is, with the usage. */
export class UsageError extends Error {}

function positiveInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new UsageError(`--${name} must be a positive integer, got "${text}"`);
  return value;
}

function findGame(id: string | undefined): AnyGame {
  if (!id) throw new UsageError("name a game");
  const game = games[id];
  if (!game) throw new UsageError(`unknown game "${id}"`);
  return game;
}

/** Plays `count` games with random bots; the seed of game i is `${seed}/${i}`. */
export function runBatch(game: AnyGame, players: number, count: number, seed: string): BatchSummary {
  if (players < game.players.min || players > game.players.max) {
    throw new UsageError(
      `${game.id} takes ${game.players.min} to ${game.players.max} players, not ${players}`,
    );
  }
  const bots = Array.from({ length: players }, () => randomBot);
  const progress = createProgress(count, game.id);
  const started = performance.now();
  const results = [];
  for (let i = 0; i < count; i++) {
    results.push(playout(game, { players, seed: `${seed}/${i}`, bots }));
    progress.update(i + 1);
  }
  progress.finish();
  return summarize(game.id, players, results, (performance.now() - started) / 1000);
}

/** Runs the command line with the given arguments; returns the exit code. */
export function main(argv: readonly string[], out: (text: string) => void = console.log): number {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        players: { type: "string" },
        games: { type: "string" },
        seed: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean" },
      },
    });
    const [command, gameId] = positionals;
    if (values.help || !command) {
      out(USAGE);
      return values.help ? 0 : 2;
    }
    const seed = values.seed ?? "1";
    if (command === "simulate") {
      const game = findGame(gameId);
      const players = positiveInt("players", values.players, game.players.min);
      const summary = runBatch(game, players, positiveInt("games", values.games, 100), seed);
      out(values.json ? JSON.stringify(summary) : formatSummary(summary));
      return 0;
    }
    if (command === "tournament") {
      const count = positiveInt("games", values.games, 20);
      const ids = Object.keys(games);
      if (ids.length === 0) out("no games are implemented yet");
      for (const id of ids) {
        const game = games[id] as AnyGame;
        out(
          formatSummary(
            runBatch(game, Math.min(game.players.max, Math.max(game.players.min, 4)), count, seed),
          ),
        );
      }
      return 0;
    }
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`backroom: ${(error as Error).message}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

const invokedDirectly =
  import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("/cli/main.js");
if (invokedDirectly) process.exitCode = main(process.argv.slice(2));
