/**
 * `ladder`: a seat-rotated batch among named players (the simulator's seating and workers), rated
 * with openskill: each player's rating with its 95% interval beside its win share against fair.
 */
import { fitRatings, type PlayerRating } from "./ratings.js";
import { type SimulateOptions, simulate } from "./simulate.js";
import type { GameResult, SimulationSummary } from "./types.js";

/** One player's line of a ladder: its rating and how it fared. */
export interface LadderEntry extends PlayerRating {
  /** Seat-games played (a player seated twice in a game counts both seats). */
  readonly games: number;
  /** Wins, a win shared by k seats counting 1/k. */
  readonly wins: number;
  readonly winShare: number;
  /** `winShare / fairShare`: 1 is an even player, 2 wins twice its share. */
  readonly vsFair: number;
}

/** A ladder: players best first (by μ, then name), and the simulation behind it. */
export interface Ladder {
  readonly entries: readonly LadderEntry[];
  readonly summary: SimulationSummary;
}

/**
 * Plays the batch `options` describes and rates its players; the same options and seed give the
 * same ladder whatever the worker count (results are rated in game order).
 */
export async function ladder(
  options: Omit<SimulateOptions, "onRecord" | "bots"> & { bots: readonly string[] },
): Promise<Ladder> {
  const results: GameResult[] = [];
  const summary = await simulate({ ...options, onRecord: (result) => results.push(result) });
  const names = [...new Set(options.bots)];
  const ratings = fitRatings(names, results);
  const entries = ratings.map((rated): LadderEntry => {
    const bot = summary.bots.find((b) => b.name === rated.name);
    const winShare = bot?.winShare ?? 0;
    return {
      ...rated,
      games: bot?.games ?? 0,
      wins: bot?.wins ?? 0,
      winShare,
      vsFair: winShare / summary.fairShare,
    };
  });
  entries.sort((a, b) => b.mu - a.mu || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { entries, summary };
}
