/**
 * `backroom heuristic-weights <game>`: prints the weights of the game's heuristic bot (name →
 * the documented bot's value) as JSON, for a trainer that writes them into a policy file's anchor.
 */
import { weightedHeuristics } from "../bots/index.js";
import { UsageError } from "./args.js";
import { lookupGame } from "./game-lookup.js";
import type { CliIo } from "./io.js";
import type { Flags } from "./options.js";

/** Runs the command; returns the exit code (2 for a game whose heuristic bot takes no weights). */
export async function heuristicWeightsCommand(
  args: readonly string[],
  flags: Flags,
  io: CliIo,
): Promise<number> {
  if (args.length > 1) throw new UsageError(`heuristic-weights takes one game, got "${args.join(" ")}"`);
  const game = await lookupGame(args[0], flags.module);
  const weighted = weightedHeuristics[game.id];
  if (!weighted) {
    const some = Object.keys(weightedHeuristics).join(", ");
    throw new UsageError(`${game.id}'s heuristic bot takes no weights (these do: ${some})`);
  }
  io.out(JSON.stringify(weighted.defaults, null, 1));
  return 0;
}
