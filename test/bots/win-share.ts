/**
 * The shared measurements behind the bots' strength tests: a bot against random opponents, or the
 * ISMCTS bot against the heuristic bots, over many seeded games, rotating through the seats.
 */
import type { BotSettings } from "../../src/bots/index.js";
import { type AnyGame, type Bot, playout, randomBot } from "../../src/core/index.js";
import { simulate } from "../../src/sim/simulate.js";

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

/** What `ismctsShareAgainstHeuristic` plays. */
export interface AgainstHeuristic {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  /** ISMCTS settings over the game's defaults. */
  readonly ismcts?: BotSettings["ismcts"];
  /** Game options (default: the game's own). */
  readonly options?: Record<string, unknown>;
}

/**
 * Plays a batch (seed `ismcts`) with one `ismcts` seat, rotated by the simulator, and the game's
 * heuristic bot in every other seat, on two worker threads; returns the ISMCTS win share and the
 * fair share.
 */
export async function ismctsShareAgainstHeuristic(
  batch: AgainstHeuristic,
): Promise<{ winShare: number; fairShare: number }> {
  const summary = await simulate({
    game: batch.game,
    players: batch.players,
    bots: ["ismcts", ...Array.from({ length: batch.players - 1 }, () => "heuristic")],
    games: batch.games,
    seed: "ismcts",
    botSettings: { ismcts: batch.ismcts ?? {} },
    options: batch.options ?? {},
    workers: 2,
  });
  const bot = summary.bots.find((entry) => entry.name === "ismcts");
  if (bot?.games !== batch.games) throw new Error("the ismcts seat did not play every game");
  return { winShare: bot.winShare, fairShare: summary.fairShare };
}
