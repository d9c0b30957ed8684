/**
 * ISMCTS in Kohle, Kie$ & Knete: on a smaller budget and shortened games (to keep the suite fast)
 * it wins at least its fair share against the heuristic bots, seats rotating.
 */
import { describe, expect, it } from "vitest";
import { ismctsDefaults, kohleKiesKneteEvaluator } from "../../src/bots/evaluators/index.js";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { playout, randomBot, type StateBase } from "../../src/core/index.js";
import { kohleKiesKnete } from "../../src/games/kohle-kies-knete/index.js";
import { ismctsShareAgainstHeuristic } from "./win-share.js";

describe("ISMCTS in Kohle, Kie$ & Knete", () => {
  it("wins at least its fair share against three heuristic players (8 games)", async () => {
    expect(ismctsDefaults["kohle-kies-knete"]?.policy).toBe("heuristic");
    // Short games (40 turns) and 16 iterations; one ismcts seat per game, rotated over the seats by the simulator.
    const { winShare, fairShare } = await ismctsShareAgainstHeuristic({
      game: "kohle-kies-knete",
      players: 4,
      games: 8,
      ismcts: { iterations: 16 },
      options: { maxTurns: 40 },
    });
    // Fair share 1/4; measured 0.44 with these seeds.
    expect(winShare).toBeGreaterThanOrEqual(fairShare);
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
