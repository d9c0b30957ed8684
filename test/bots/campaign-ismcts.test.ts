/**
 * ISMCTS in Campaign: at 40 iterations and in shortened games (to keep the suite fast), it beats the
 * heuristic bots, seats rotating, and its search adds strength over the heuristic prior alone. The
 * default budget's strength in full games is measured by `npm run bench -- strength`
 * (docs/benchmarks.md).
 */
import { describe, expect, it } from "vitest";
import { campaignEvaluator } from "../../src/bots/evaluators/index.js";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { playout, randomBot, type StateBase } from "../../src/core/index.js";
import { campaign } from "../../src/games/campaign/index.js";
import { ismctsShareAgainstHeuristic } from "./win-share.js";

describe("ISMCTS in Campaign", () => {
  it("beats three heuristic players in short games, and more with a search than with its prior alone (12 games each)", async () => {
    // Short games (6 rounds) at 40 iterations; one ismcts seat per game, rotated over the seats by the simulator.
    const batch = {
      game: "campaign",
      players: 4,
      games: 12,
      options: { maxRounds: 6 },
      ismcts: { iterations: 40 },
    };
    const searched = await ismctsShareAgainstHeuristic(batch);
    // With one iteration the bot plays its prior's (the heuristic's) choice: the baseline.
    const prior = await ismctsShareAgainstHeuristic({ ...batch, ismcts: { iterations: 1 } });
    // Fair share 1/4; measured 0.42 searching and 0.17 on the prior alone, with these seeds.
    expect(searched.winShare).toBeGreaterThanOrEqual(1.25 * searched.fairShare);
    expect(searched.winShare).toBeGreaterThan(prior.winShare);
  });

  it("scores states cut off mid-game with one reward in [0, 1] per seat", () => {
    expect(rolloutEvaluators.campaign).toBe(campaignEvaluator);
    const rewards: (readonly number[])[] = [];
    playout(campaign, {
      players: 4,
      seed: "evaluator",
      bots: Array.from({ length: 4 }, () => randomBot),
      onAction: (_action, state: StateBase) => rewards.push(campaignEvaluator(state)),
    });
    expect(rewards.length).toBeGreaterThan(10);
    for (const seats of rewards) {
      expect(seats).toHaveLength(4);
      for (const reward of seats) expect(reward >= 0 && reward <= 1).toBe(true);
    }
    // The scores move during the game: somebody leads at some point.
    expect(rewards.some((seats) => Math.max(...seats) > 0.5)).toBe(true);
  });
});
