/**
 * The rollout evaluator of Tiefe Taschen: the private money each seat holds, plus the money of its
 * bribes still lying on the table (they come back to it unless the bribe is fulfilled), plus part
 * of the pool cards the president has assigned to it (paid out if the vote passes).
 */
import type { StateBase } from "../../core/game.js";
import { cardValue } from "../../games/tiefe-taschen/catalog.js";
import { privateWealth, type TiefeTaschenState } from "../../games/tiefe-taschen/index.js";
import { rewardsFromScores } from "./rewards-from-scores.js";

/** A lead worth about three chances in four, in Mio (one or two money cards). */
const SCALE = 5;

/** The share of an assigned pool card counted before the vote (the vote may still fail). */
const POOL_WEIGHT = 0.5;

/** Rewards per seat of a Tiefe Taschen state cut off mid-game, from the money each seat holds, has placed or is assigned. */
export function tiefeTaschenEvaluator(state: StateBase): readonly number[] {
  const s = state as TiefeTaschenState;
  const scores = s.money.map((_, seat) => {
    let total = privateWealth(s, seat);
    for (const bribe of s.bribes[seat] ?? []) if (bribe) total += cardValue(bribe.card, s.cardsPerValue);
    return total;
  });
  s.pool.forEach((card, index) => {
    const to = s.assignedTo[index];
    if (to !== null && to !== undefined)
      scores[to] = (scores[to] ?? 0) + POOL_WEIGHT * cardValue(card, s.cardsPerValue);
  });
  return rewardsFromScores(scores, SCALE);
}
