/**
 * The bots a seat can be given. Uses the package's bot registry (`botNamesFor`, `createBot`) when
 * the root export provides it, and falls back to the uniform `randomBot` otherwise.
 */
import * as backroom from "backroom";
import { type AnyGame, type Bot, randomBot } from "backroom";

interface BotRegistry {
  botNamesFor(game: AnyGame): string[];
  createBot(
    name: string,
    game: AnyGame,
    settings?: { ismcts?: { iterations?: number; timeMs?: number } },
  ): Bot;
}

// Read through a plain object so that bundlers do not insist on the export existing.
const registry: Partial<BotRegistry> = { ...(backroom as unknown as Partial<BotRegistry>) };

/** The bot names usable in a game, the best default first. */
export function botNames(game: AnyGame): string[] {
  const names = registry.botNamesFor?.(game) ?? ["random"];
  return names.includes("heuristic") ? ["heuristic", ...names.filter((name) => name !== "heuristic")] : names;
}

/** Builds a named bot; the search bot gets a budget small enough for the main thread. */
export function createBot(name: string, game: AnyGame): Bot {
  if (registry.createBot)
    return registry.createBot(name, game, { ismcts: { iterations: 200, timeMs: 1000 } });
  if (name === "random") return randomBot;
  throw new Error(`unknown bot "${name}" (this build offers: random)`);
}
