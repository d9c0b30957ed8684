/**
 * ISMCTS in Kohle, Kie$ & Knete: at its default settings (`ismctsDefaults`, the game's rollout evaluator
 * and heuristic bot) every decision is legal, spends its budget and is reproducible from its random
 * source; the evaluator scores cut-off states in [0, 1]. Its strength against the heuristic
 * bots, and what its search adds over its prior alone, are measured by `npm run bench -- strength`
 * (docs/benchmarks.md), not here: a win share needs hundreds of games.
 */
import { describe, expect, it } from "vitest";
import { kohleKiesKneteEvaluator } from "../../src/bots/evaluators/index.js";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { playout, randomBot, type StateBase } from "../../src/core/index.js";
import { kohleKiesKnete } from "../../src/games/kohle-kies-knete/index.js";
import { checkIsmctsDecisions } from "./ismcts-decisions.js";

describe("ISMCTS in Kohle, Kie$ & Knete", () => {
  it("decides legally, within its default budget and reproducibly, on decisions of a heuristic game", () => {
    checkIsmctsDecisions(kohleKiesKnete, 4, 3);
  });

  it("scores states cut off mid-game with one reward in [0, 1] per seat", () => {
    expect(rolloutEvaluators["kohle-kies-knete"]).toBe(kohleKiesKneteEvaluator);
    const rewards: (readonly number[])[] = [];
    playout(kohleKiesKnete, {
      players: 3,
      seed: "evaluator",
      bots: Array.from({ length: 3 }, () => randomBot),
      onAction: (_action, state: StateBase) => rewards.push(kohleKiesKneteEvaluator(state)),
    });
    expect(rewards.length).toBeGreaterThan(10);
    for (const seats of rewards) {
      expect(seats).toHaveLength(3);
      for (const reward of seats) expect(reward >= 0 && reward <= 1).toBe(true);
    }
    // The scores move during the game: somebody leads at some point.
    expect(rewards.some((seats) => Math.max(...seats) > 0.5)).toBe(true);
  });
});
