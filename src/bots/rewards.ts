/**
 * How a finished game rewards each seat in search: win shares (a shared win splits one point) or
 * normalized ranks (first 1, last 0).
 */
import type { Outcome } from "../core/game.js";

/** The reward scheme of a search: `win` (1/k for each of k winners, else 0) or `rank` (normalized rank). */
export type RewardScheme = "win" | "rank";

/** Rewards per seat in [0, 1] for a finished game under the given scheme. */
export function outcomeRewards(outcome: Outcome, players: number, scheme: RewardScheme): number[] {
  const rewards = new Array<number>(players).fill(0);
  if (scheme === "rank") {
    for (let seat = 0; seat < players; seat++) {
      const rank = outcome.ranks[seat] ?? players;
      rewards[seat] = players > 1 ? (players - rank) / (players - 1) : 1;
    }
    return rewards;
  }
  const share = outcome.winners.length > 0 ? 1 / outcome.winners.length : 0;
  for (const seat of outcome.winners) rewards[seat] = share;
  return rewards;
}

/**
 * What a game cut off by the rollout limit counts as: a draw, every seat getting the same, expected
 * reward of a uniformly random finish (1/players for `win`, 1/2 for `rank`).
 */
export function neutralReward(players: number, scheme: RewardScheme): number {
  return scheme === "rank" ? 0.5 : 1 / players;
}
