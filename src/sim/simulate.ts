/**
 * `simulate`: plays a batch of games with bots, in this thread or on worker threads, streams one
 * result per game in index order, and returns the summary.
 */
import { type BotSettings, createBot, loadBots } from "../bots/index.js";
import type { Bot } from "../core/bot.js";
import type { AnyGame } from "../core/game.js";
import { games as registry } from "../games/registry.js";
import { buildBots, playGames } from "./play-games.js";
import { createSimulationPool } from "./pool.js";
import { resolveGame } from "./resolve-game.js";
import { gameSeed, shardIndices } from "./seating.js";
import { readShippedPolicy } from "./shipped-policies.js";
import { summarizeRecords } from "./summary.js";
import type { GameResult, Shard, SimulationConfig, SimulationSummary } from "./types.js";
import type { WorkerTask } from "./worker.js";

/** What to simulate and how. */
export interface SimulateOptions {
  /** A game, or its id (looked up in `gameModule`, then in the registry). */
  readonly game: AnyGame | string;
  readonly players: number;
  /** The lineup, rotated over the seats (see `seatBots`): bot names, or bot objects when `workers` is 1. */
  readonly bots: readonly (string | Bot)[];
  /** The number of games of the whole batch. */
  readonly games: number;
  /** The batch seed (default "1"); game `i` uses `${seed}/${i}`. */
  readonly seed?: string | number;
  /** Game options for `setup`. */
  readonly options?: Readonly<Record<string, unknown>>;
  /**
   * Settings of named bots (e.g. `{ ismcts: { iterations: 50 } }`); `policies` (the contents of
   * `policy:` bots' files) reach the workers but are left out of the reported configuration.
   */
  readonly botSettings?: BotSettings;
  /** Worker threads (default 1: play in this thread, no pool). */
  readonly workers?: number;
  /** Play only the games `i` with `i % shard.count === shard.index`. */
  readonly shard?: Shard;
  /** A module (path or URL) exporting the game, for a game that is not in the registry. */
  readonly gameModule?: string;
  /** Attach the full `GameRecord` to every streamed result. */
  readonly includeRecords?: boolean;
  /** Games per work unit (default: about four units per worker, at most 25 games). */
  readonly chunkSize?: number;
  /** Called as games finish with the number done and the number this run plays. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Called once per game, in index order, with its JSON-able result. */
  readonly onRecord?: (result: GameResult) => void;
}

/** Throws a `RangeError` unless the value is an integer of at least `min`. */
function requireInt(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${name} must be an integer ≥ ${min}, got ${value}`);
}

/** Checks the options and resolves the game and the lineup's bot instances. */
async function prepare(options: SimulateOptions) {
  const game =
    typeof options.game === "string" ? await resolveGame(options.game, options.gameModule) : options.game;
  const { players, games } = options;
  requireInt("players", players, 1);
  if (players < game.players.min || players > game.players.max) {
    throw new RangeError(
      `${game.id} takes ${game.players.min} to ${game.players.max} players, not ${players}`,
    );
  }
  requireInt("games", games, 1);
  const workers = options.workers ?? 1;
  requireInt("workers", workers, 1);
  if (options.shard) {
    requireInt("shard count", options.shard.count, 1);
    requireInt("shard index", options.shard.index, 0);
    if (options.shard.index >= options.shard.count)
      throw new RangeError(
        `shard index ${options.shard.index} must be below the count ${options.shard.count}`,
      );
  }
  if (options.bots.length === 0) throw new RangeError("name at least one bot");
  const botSettings = options.botSettings ?? {};
  const instances = new Map<string, Bot>();
  await loadBots(
    game,
    options.bots.filter((spec) => typeof spec === "string"),
    players,
    readShippedPolicy,
  );
  for (const spec of options.bots) {
    if (typeof spec === "string") {
      if (!instances.has(spec)) instances.set(spec, createBot(spec, game, botSettings, players));
    } else {
      if (workers > 1)
        throw new RangeError("bot objects run only in this thread (workers: 1); name bots instead");
      instances.set(spec.name, spec);
    }
  }
  if (workers > 1 && registry[game.id] !== game && !options.gameModule) {
    throw new RangeError(`${game.id} is not registered: pass gameModule so that workers can load it`);
  }
  const config = simulationConfig(game.id, options);
  // Bad game options fail here, in this thread, with the game's ConfigError.
  game.setup({ players, seed: gameSeed(config.seed, 0), options: config.options });
  return { game, config, workers, instances };
}

/** The reproducible configuration `simulate` reports for these options (the header of a results file). */
export function simulationConfig(gameId: string, options: SimulateOptions): SimulationConfig {
  return {
    game: gameId,
    players: options.players,
    bots: options.bots.map((spec) => (typeof spec === "string" ? spec : spec.name)),
    games: options.games,
    seed: String(options.seed ?? "1"),
    options: { ...(options.options ?? {}) },
    botSettings: reportedSettings(options.botSettings ?? {}),
  };
}

/** The bot settings without the policy files' contents, which are large and named by the bot names. */
function reportedSettings({ policies: _policies, ...settings }: BotSettings): BotSettings {
  return settings;
}

/** Splits the indices into work units. */
function chunk(indices: readonly number[], size: number): number[][] {
  const chunks: number[][] = [];
  for (let i = 0; i < indices.length; i += size) chunks.push(indices.slice(i, i + size));
  return chunks;
}

/**
 * Plays the batch (or the shard of it) and returns its summary. Results, records and summaries
 * depend only on the configuration and the seed, never on `workers`, chunking or timing.
 *
 * @example
 * ```ts
 * import { simulate } from "backroom/sim";
 *
 * const summary = await simulate({
 *   game: "slush-fund", players: 4, bots: ["heuristic", "random", "random", "random"],
 *   games: 1000, seed: "study-1", workers: 2,
 * });
 * console.log(summary.bots); // wins, win share with a 95% Wilson interval, scores, per bot
 * ```
 */
export async function simulate(options: SimulateOptions): Promise<SimulationSummary> {
  const { game, config, workers, instances } = await prepare(options);
  const { players } = config;
  const policies = options.botSettings?.policies;
  const indices = shardIndices(config.games, options.shard);
  const total = indices.length;
  const size = options.chunkSize ?? Math.max(1, Math.min(25, Math.ceil(total / (workers * 4))));
  const chunks = chunk(indices, size);
  const results: GameResult[] = [];
  const includeRecords = options.includeRecords ?? false;
  let done = 0;
  const started = performance.now();
  const finished = (batch: readonly GameResult[]) => {
    for (const result of batch) {
      results.push(result);
      options.onRecord?.(result);
    }
  };
  if (workers === 1) {
    const bots =
      instances.size > 0 ? instances : buildBots(game, config.bots, options.botSettings ?? {}, players);
    for (const unit of chunks) {
      finished(playGames(game, config, unit, { includeRecords, bots }));
      done += unit.length;
      options.onProgress?.(done, total);
    }
  } else {
    const pool = createSimulationPool(Math.min(workers, chunks.length));
    try {
      // Results arrive in any order; they are released in index order so streams are reproducible.
      const arrived: (GameResult[] | undefined)[] = chunks.map(() => undefined);
      let next = 0;
      await Promise.all(
        chunks.map(async (unit, position) => {
          const task: WorkerTask = {
            config,
            indices: unit,
            includeRecords,
            ...(policies ? { policies } : {}),
            ...(options.gameModule ? { gameModule: options.gameModule } : {}),
          };
          arrived[position] = (await pool.run(task)) as GameResult[];
          done += unit.length;
          options.onProgress?.(done, total);
          while (next < chunks.length && arrived[next]) {
            finished(arrived[next] as GameResult[]);
            arrived[next] = undefined;
            next++;
          }
        }),
      );
    } finally {
      await pool.destroy();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return summarizeRecords(config, results, {
    ...(options.shard ? { shard: options.shard } : {}),
    seconds,
  });
}
