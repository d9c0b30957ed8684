/**
 * Measures how long a game runs: seeded games with the heuristic bot at every seat, per player
 * count; `scripts/measure-lengths.ts` writes the figures to each game's `length.json`.
 */
import { heuristicBots } from "../bots/index.js";
import { type AnyGame, type MeasuredLengths, median, playout } from "../core/index.js";

/** The bot the lengths are measured with. */
export const LENGTH_BOT = "heuristic";

/** The seed of game `n` at a player count (the seeds a `length.json` records). */
export function lengthSeed(seedPrefix: string, players: number, n: number): string {
  return `${seedPrefix}${players}-${n}`;
}

/** The decisions per person of one seeded heuristic-bot game: its actions divided by its seats. */
export function measureGame(game: AnyGame, players: number, seed: string): number {
  const bot = heuristicBots[game.id];
  if (!bot) throw new Error(`${game.id} has no heuristic bot to measure lengths with`);
  const { actions } = playout(game, { players, seed, bots: Array.from({ length: players }, () => bot) });
  return Math.round((actions / players) * 10) / 10;
}

/** Plays `games` seeded games per player count and returns the figures for `length.json`. */
export function measureLengths(game: AnyGame, games: number, seedPrefix = "length-"): MeasuredLengths {
  const counts = [];
  for (let players = game.players.min; players <= game.players.max; players++) {
    const perGame = Array.from({ length: games }, (_, n) =>
      measureGame(game, players, lengthSeed(seedPrefix, players, n)),
    );
    counts.push({ players, decisionsPerPerson: Math.round(median(perGame) * 100) / 100, perGame });
  }
  return { game: game.id, bot: LENGTH_BOT, games, seedPrefix, counts };
}
