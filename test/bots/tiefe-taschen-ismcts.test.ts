/**
 * ISMCTS in Tiefe Taschen: at its default settings (`ismctsDefaults`, the game's rollout evaluator
 * and heuristic bot) every decision is legal, spends its budget and is reproducible from its random
 * source; the evaluator scores cut-off states in [0, 1]. Its strength against the heuristic
 * bots, and what its search adds over its prior alone, are measured by `npm run bench -- strength`
 * (docs/benchmarks.md), not here: a win share needs hundreds of games.
 */
import { describe, expect, it } from "vitest";
import { ismctsDefaults, tiefeTaschenEvaluator } from "../../src/bots/evaluators/index.js";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { playout, randomBot, type StateBase } from "../../src/core/index.js";
import { tiefeTaschen } from "../../src/games/tiefe-taschen/index.js";
import { checkIsmctsDecisions } from "./ismcts-decisions.js";

describe("ISMCTS in Tiefe Taschen", () => {
  it("decides legally, within its default budget and reproducibly, on decisions of a heuristic game", () => {
    // The budget docs/benchmarks.md measured.
    expect(ismctsDefaults["tiefe-taschen"]?.iterations).toBe(40);
    checkIsmctsDecisions(tiefeTaschen, 5, 3);
  });

  it("scores states cut off mid-game with one reward in [0, 1] per seat", () => {
    expect(rolloutEvaluators["tiefe-taschen"]).toBe(tiefeTaschenEvaluator);
    const rewards: (readonly number[])[] = [];
    playout(tiefeTaschen, {
      players: 5,
      seed: "evaluator",
      bots: Array.from({ length: 5 }, () => randomBot),
      onAction: (_action, state: StateBase) => rewards.push(tiefeTaschenEvaluator(state)),
    });
    expect(rewards.length).toBeGreaterThan(10);
    for (const seats of rewards) {
      expect(seats).toHaveLength(5);
      for (const reward of seats) expect(reward >= 0 && reward <= 1).toBe(true);
    }
    // The scores move during the game: somebody leads at some point.
    expect(rewards.some((seats) => Math.max(...seats) > 0.5)).toBe(true);
  });
});
