/**
 * The shared step of every rollout evaluator: turning per-seat scores of a state cut off mid-game
 * into rewards in [0, 1] that read like chances to win. A seat's reward grows with its lead over
 * the best other seat, so a leader still gains from a larger lead and a trailing seat from closing
 * the gap (a plain "1 for the leader" gives the leader no reason to prefer one move over another).
 */

/**
 * Rewards per seat in (0, 1) from scores (higher is better): the logistic function of the seat's
 * margin over the best other seat, in units of `scale` (a tie for the lead gives 1/2, a lead of one
 * `scale` about 0.73, a deficit of one `scale` about 0.27).
 */
export function rewardsFromScores(scores: readonly number[], scale: number): number[] {
  let top = Number.NEGATIVE_INFINITY;
  let second = Number.NEGATIVE_INFINITY;
  for (const score of scores) {
    if (score > top) {
      second = top;
      top = score;
    } else if (score > second) second = score;
  }
  return scores.map((score) => {
    const rival = score >= top ? second : top;
    const margin = Number.isFinite(rival) ? score - rival : 0;
    return 1 / (1 + Math.exp(-margin / scale));
  });
}
