/**
 * The shared measurement behind the heuristic bots' tests: a bot against random opponents over
 * many seeded games, rotating through the seats. (The ISMCTS bot's strength against the heuristic
 * bots is a benchmark: `npm run bench -- strength`.)
 */
import { type AnyGame, type Bot, playout, randomBot } from "../../src/core/index.js";

/**
 * Plays `games` games (seeds `h/0`, `h/1`, …) with the bot in seat `i % players` and random bots in
 * the other seats; returns the bot's win share, a shared win counting 1/k.
 */
export function winShareAgainstRandom(
  game: AnyGame,
  bot: Bot,
  players: number,
  games: number,
  options: Record<string, unknown> = {},
): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % players;
    const bots = Array.from({ length: players }, (_, s) => (s === seat ? bot : randomBot));
    const { outcome } = playout(game, { players, seed: `h/${i}`, options, bots });
    if (outcome.winners.includes(seat)) wins += 1 / outcome.winners.length;
  }
  return wins / games;
}
