/**
 * ISMCTS in Tiefe Taschen: at its default budget (`ismctsDefaults`, with the game's rollout
 * evaluator and heuristic bot) it beats the heuristic bots, seats rotating, and its search adds
 * strength over the heuristic prior alone.
 */
import { describe, expect, it } from "vitest";
import { ismctsDefaults, tiefeTaschenEvaluator } from "../../src/bots/evaluators/index.js";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { playout, randomBot, type StateBase } from "../../src/core/index.js";
import { tiefeTaschen } from "../../src/games/tiefe-taschen/index.js";
import { ismctsShareAgainstHeuristic } from "./win-share.js";

describe("ISMCTS in Tiefe Taschen", () => {
  it("beats four heuristic players, and more with a search than with its prior alone (20 games each)", async () => {
    expect(ismctsDefaults["tiefe-taschen"]?.iterations).toBe(40);
    // Default rules and budget; one ismcts seat per game, rotated over the seats by the simulator.
    const searched = await ismctsShareAgainstHeuristic({ game: "tiefe-taschen", players: 5, games: 20 });
    // With one iteration the bot plays its prior's (the heuristic's) choice: the baseline.
    const prior = await ismctsShareAgainstHeuristic({
      game: "tiefe-taschen",
      players: 5,
      games: 20,
      ismcts: { iterations: 1 },
    });
    // Fair share 1/5; measured 0.475 searching and 0.125 on the prior alone, with these seeds.
    expect(searched.winShare).toBeGreaterThanOrEqual(1.25 * searched.fairShare);
    expect(searched.winShare).toBeGreaterThan(prior.winShare);
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
