/**
 * The Campaign heuristic bot: it beats random players by a wide margin and decides from a view alone.
 */
import { describe, expect, it } from "vitest";
import { campaignHeuristicBot } from "../../src/bots/heuristic/campaign.js";
import { type Bot, createRandom, playout, randomBot } from "../../src/core/index.js";
import { type CampaignState, type CampaignView, campaign } from "../../src/games/campaign/index.js";
import { currentStep } from "../../src/games/campaign/steps.js";

/** Freezes a value deeply, so any mutation by the bot throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Plays `games` games against random players, the bot rotating through the seats; returns its win share. */
function winShare(players: number, games: number): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % players;
    const bots = Array.from({ length: players }, (_, s) =>
      s === seat ? (campaignHeuristicBot as Bot) : randomBot,
    );
    // Default options (maxRounds 20): the games rarely last beyond round 8, so the full rules fit the time.
    const { outcome } = playout(campaign, { players, seed: `h/${i}`, bots });
    // A shared win counts 1/k.
    if (outcome.winners.includes(seat)) wins += 1 / outcome.winners.length;
  }
  return wins / games;
}

describe("Campaign heuristic bot", () => {
  it("wins at least twice its fair share against three random players (300 games)", () => {
    // Fair share 1/4; measured 0.937.
    expect(winShare(4, 300)).toBeGreaterThanOrEqual(2 / 4);
  });

  it("decides from a view and the legal actions only, without mutating them, deterministically", () => {
    const states: CampaignState[] = [];
    const h = campaignHeuristicBot as Bot;
    for (const [players, bots] of [
      [4, [h, randomBot, randomBot, randomBot]],
      [3, [randomBot, randomBot, randomBot]],
    ] as const) {
      playout(campaign, {
        players,
        seed: "view-only",
        bots,
        onAction: (_action, state) => states.push(structuredClone(state as CampaignState)),
      });
    }
    const steps = new Set<string>();
    for (const state of states) {
      const seat = campaign.toAct(state)[0];
      if (seat === undefined) continue;
      // Only plain JSON data reaches the bot: a frozen copy of the view, no state anywhere.
      const view = deepFreeze(JSON.parse(JSON.stringify(campaign.viewFor(state, seat))) as CampaignView);
      const legal = deepFreeze(campaign.legalActions(state, seat));
      const choice = campaignHeuristicBot.act(view, legal, createRandom("a"));
      expect(legal).toContainEqual(choice);
      expect(campaignHeuristicBot.act(view, legal, createRandom("b"))).toEqual(choice);
      expect(campaign.validate(state, choice)).toBeUndefined();
      steps.add(currentStep(state));
    }
    for (const step of [
      "bid",
      "formation-turn",
      "choose-capture",
      "choose-cross",
      "stake",
      "interfere",
      "lower",
      "veto",
    ])
      expect(steps).toContain(step);
  });

  it("four heuristic bots play a game to its end", () => {
    const bots = Array.from({ length: 4 }, () => campaignHeuristicBot as Bot);
    const { outcome } = playout(campaign, { players: 4, seed: "all-heuristic", bots });
    expect(outcome.winners.length).toBeGreaterThan(0);
  });
});
