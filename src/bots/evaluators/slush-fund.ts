/**
 * The rollout evaluator of Slush Fund: each seat's expected victory points, from the money its piles
 * hold now turned into win chances per politician by a softmax whose temperature shrinks as the Time
 * cards run out (money still to come makes an early lead less safe than a late one), and rewarded
 * by the seat's expected lead over its best rival on a scale that shrinks the same way.
 */
import type { StateBase } from "../../core/game.js";
import type { SlushFundState } from "../../games/slush-fund/index.js";
import { BASE_VP, pileTotals } from "../../games/slush-fund/predicates.js";
import { rewardsFromScores } from "./rewards-from-scores.js";

/** The softmax temperature in $K once the last Time card is out (one money card decides). */
const TEMPERATURE_END = 4;
/** The temperature added at the start of the game, in $K (a few money cards may still turn it). */
const TEMPERATURE_START = 30;
/** A lead worth about three chances in four at the end, in expected victory points. */
const SCALE_END = 1.5;
/** The scale added at the start of the game, in expected victory points. */
const SCALE_START = 3;

/** Rewards per seat of a Slush Fund state cut off mid-game, from each seat's expected victory points. */
export function slushFundEvaluator(state: StateBase): readonly number[] {
  const s = state as SlushFundState;
  const n = s.players;
  const toEnd = s.options.timeCardsToEnd;
  const left = Math.max(0, Math.min(1, (toEnd - s.timeCards.length) / toEnd));
  const temperature = TEMPERATURE_END + TEMPERATURE_START * left;
  const expected = new Array<number>(n).fill(0);
  const weights = new Array<number>(n).fill(0);
  for (let p = 0; p < s.piles.length; p++) {
    // A politician removed by scandals scores nothing.
    if (s.fallen[p]) continue;
    const scandals = (s.scandals[p] as unknown[]).length;
    const totals = (s.piles[p] as SlushFundState["piles"][number]).map((pile) => pileTotals(s, pile.cards));
    let top = 0;
    for (const t of totals) if (t.money > top) top = t.money;
    let sum = 0;
    for (let seat = 0; seat < n; seat++) {
      const money = totals[seat]?.money ?? 0;
      // Only a seat with money there can win it; while Time cards remain, an empty pile may still
      // be filled, so it keeps a chance that fades with the time left and the leader's money.
      const weight =
        money > 0
          ? Math.exp((money - top) / temperature)
          : top > 0
            ? Math.exp(-top / temperature) * left
            : left;
      weights[seat] = weight;
      sum += weight;
    }
    if (sum <= 0) continue;
    for (let seat = 0; seat < n; seat++) {
      const value = BASE_VP - scandals + (totals[seat]?.vp ?? 0);
      expected[seat] = (expected[seat] as number) + (value * (weights[seat] as number)) / sum;
    }
  }
  return rewardsFromScores(expected, SCALE_END + SCALE_START * left);
}
