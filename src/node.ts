/**
 * The package root as Node loads it (the `node` condition of `backroom`): everything the root
 * exports (src/index.ts), with a `loadBots` that reads the `learned` bot's policies from the
 * package's own files (`dist/policies/`) where a browser fetches them.
 */
import { loadBots as loadBotsFrom, type PolicySource } from "./bots/index.js";
import type { AnyGame } from "./core/game.js";
import { readShippedPolicy } from "./sim/shipped-policies.js";

export * from "./index.js";

/**
 * Fetches what the named bots need before `createBot` can build them at `players`: the `learned`
 * bot's shipped policy, read once from the package's files unless `source` names another source.
 */
export function loadBots(
  game: AnyGame,
  names: readonly string[],
  players?: number,
  source: PolicySource = readShippedPolicy,
): Promise<void> {
  return loadBotsFrom(game, names, players, source);
}
