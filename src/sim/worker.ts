/**
 * The worker-thread entry of the simulator (run by tinypool): plays one chunk of games. The game
 * is looked up by id in the registry, or in `gameModule` when the task names one.
 */
import { loadBots } from "../bots/index.js";
import type { AnyGame } from "../core/game.js";
import { playGames } from "./play-games.js";
import { resolveGame } from "./resolve-game.js";
import { readShippedPolicy } from "./shipped-policies.js";
import type { GameResult, SimulationConfig } from "./types.js";

/** One unit of work sent to a worker. */
export interface WorkerTask {
  readonly config: SimulationConfig;
  readonly indices: readonly number[];
  readonly gameModule?: string;
  readonly includeRecords: boolean;
  /** The contents of the policy files named by `policy:` bots (not part of the reproducible config). */
  readonly policies?: Readonly<Record<string, unknown>>;
}

const cache = new Map<string, Promise<AnyGame>>();

/** Plays the task's games and returns their results. */
export default async function runTask(task: WorkerTask): Promise<GameResult[]> {
  const key = `${task.gameModule ?? ""}\n${task.config.game}`;
  let game = cache.get(key);
  if (!game) {
    game = resolveGame(task.config.game, task.gameModule);
    cache.set(key, game);
  }
  await loadBots(await game, task.config.bots, task.config.players, readShippedPolicy);
  return playGames(await game, task.config, task.indices, {
    includeRecords: task.includeRecords,
    ...(task.policies ? { policies: task.policies } : {}),
  });
}
