/**
 * ISMCTS in Slush Fund: at its default settings (`ismctsDefaults`, the game's rollout evaluator
 * and heuristic bot) every decision is legal, spends its budget and is reproducible from its random
 * source; the evaluator scores cut-off states in [0, 1] and reads a table as a player would. Its
 * strength against the heuristic bots, and what its search adds over its prior alone, are measured
 * by `npm run bench -- strength` (docs/benchmarks.md), not here: a win share needs hundreds of games.
 */
import { describe, expect, it } from "vitest";
import { ismctsDefaults, rewardsFromScores, slushFundEvaluator } from "../../src/bots/evaluators/index.js";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { type CardId, playout, randomBot, type StateBase } from "../../src/core/index.js";
import { type SlushFundState, slushFund } from "../../src/games/slush-fund/index.js";
import { checkIsmctsDecisions } from "./ismcts-decisions.js";

/** A fresh 4-player table with the given cards moved from the deck onto piles or the Time row. */
function table(piles: readonly [politician: number, seat: number, kind: string, value?: number][], time = 0) {
  const state = structuredClone(slushFund.setup({ players: 4, seed: "evaluator-table" })) as SlushFundState;
  const take = (test: (id: CardId) => boolean): CardId => {
    const index = state.deck.findIndex(test);
    if (index < 0) throw new Error("no such card left in the deck");
    return state.deck.splice(index, 1)[0] as CardId;
  };
  for (const [politician, seat, kind, value] of piles) {
    const card = take(
      (id) => state.catalog[id]?.kind === kind && (value === undefined || state.catalog[id]?.value === value),
    );
    state.piles[politician]?.[seat]?.cards.push(card);
  }
  for (let i = 0; i < time; i++) state.timeCards.push(take((id) => state.catalog[id]?.kind === "time"));
  return state;
}

describe("ISMCTS in Slush Fund", () => {
  it("decides legally, within its default budget and reproducibly, on decisions of a heuristic game", () => {
    expect(ismctsDefaults["slush-fund"]?.policy).toBe("heuristic");
    checkIsmctsDecisions(slushFund, 4, 3);
  });

  it("scores states cut off mid-game with one reward in [0, 1] per seat", () => {
    expect(rolloutEvaluators["slush-fund"]).toBe(slushFundEvaluator);
    const rewards: (readonly number[])[] = [];
    playout(slushFund, {
      players: 4,
      seed: "evaluator",
      bots: Array.from({ length: 4 }, () => randomBot),
      onAction: (_action, state: StateBase) => rewards.push(slushFundEvaluator(state)),
    });
    expect(rewards.length).toBeGreaterThan(10);
    for (const seats of rewards) {
      expect(seats).toHaveLength(4);
      for (const reward of seats) expect(reward >= 0 && reward <= 1).toBe(true);
    }
    // The scores move during the game: somebody leads at some point.
    expect(rewards.some((seats) => Math.max(...seats) > 0.5)).toBe(true);
  });

  it("values money leads by the politicians they may win, more surely as the Time cards run out", () => {
    // An empty table: every seat equal.
    for (const reward of slushFundEvaluator(table([]))) expect(reward).toBe(0.5);
    // Seat 0 alone at the President: the leader, the others equal behind it.
    const early = slushFundEvaluator(table([[0, 0, "money", 20]]));
    expect(early[0]).toBeGreaterThan(0.5);
    expect(early[1]).toBeLessThan(0.5);
    expect(early[2]).toBe(early[1]);
    // The same lead with nine of the ten Time cards out is worth more: little money is still to come.
    const late = slushFundEvaluator(table([[0, 0, "money", 20]], 9));
    expect(late[0]).toBeGreaterThan(early[0] as number);
    // A contested politician: more money is a better chance, a VP card in the pile adds to it.
    const contested = slushFundEvaluator(
      table(
        [
          [1, 0, "money", 40],
          [1, 1, "money", 30],
          [1, 2, "money", 30],
          [1, 2, "vp"],
        ],
        5,
      ),
    );
    expect(contested[0]).toBeGreaterThan(contested[2] as number);
    expect(contested[2]).toBeGreaterThan(contested[1] as number);
    expect(contested[1]).toBeGreaterThan(contested[3] as number);
    // A politician removed by scandals is worth nothing to anybody.
    const fallen = table([[0, 0, "money", 50]]);
    fallen.fallen[0] = true;
    for (const reward of slushFundEvaluator(fallen)) expect(reward).toBe(0.5);
  });

  it("turns the scores of every game into rewards by each seat's lead over its best rival", () => {
    const [first, second, third] = rewardsFromScores([3, 3, 1], 2);
    // Tied leaders get 1/2 each; a seat two points (one scale) behind about 0.27.
    expect(first).toBe(0.5);
    expect(second).toBe(0.5);
    expect(third).toBeCloseTo(1 / (1 + Math.E), 10);
    // A larger lead is worth more to the leader, and the reward stays within (0, 1).
    const [small] = rewardsFromScores([4, 3], 2);
    const [large] = rewardsFromScores([40, 3], 2);
    expect(small).toBeGreaterThan(0.5);
    expect(large).toBeGreaterThan(small as number);
    expect(large).toBeLessThanOrEqual(1);
  });
});
