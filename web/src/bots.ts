/**
 * The bots a seat can be given: the package's bot registry, with the game's heuristic bot first.
 */
import { type AnyGame, type Bot, botNamesFor, createBot as createRegisteredBot } from "backroom";

/** The bot names usable in a game at a player count (`learned` where a policy ships for it), the best default first. */
export function botNames(game: AnyGame, players: number): string[] {
  const names = botNamesFor(game, players);
  return names.includes("heuristic") ? ["heuristic", ...names.filter((name) => name !== "heuristic")] : names;
}

/**
 * Builds a named bot at a player count (after `loadBots` for `learned`); the search bot gets a
 * budget small enough for the main thread.
 */
export function createBot(name: string, game: AnyGame, players: number): Bot {
  return createRegisteredBot(name, game, { ismcts: { iterations: 200, timeMs: 1000 } }, players);
}
