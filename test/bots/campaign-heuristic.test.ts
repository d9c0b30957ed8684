/**
 * The Campaign heuristic bot: it beats random players by a wide margin and decides from a view
 * alone; its weights default to the documented bot's, and each one changes some decision.
 */
import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_HEURISTIC_WEIGHTS,
  campaignHeuristicBot,
  createCampaignHeuristicBot,
} from "../../src/bots/heuristic/campaign.js";
import { weightedHeuristics } from "../../src/bots/index.js";
import { type Bot, createRandom, playout, randomBot } from "../../src/core/index.js";
import {
  type CampaignAction,
  type CampaignState,
  type CampaignView,
  campaign,
  IDEOLOGY_IDS,
  type IdeologyId,
} from "../../src/games/campaign/index.js";
import { currentStep } from "../../src/games/campaign/steps.js";
import { deepFreeze } from "../conformance/inspect.js";
import { winShareAgainstRandom } from "./win-share.js";

describe("Campaign heuristic bot", () => {
  it("wins at least twice its fair share against three random players (300 games)", () => {
    // Fair share 1/4; measured 0.933.
    expect(winShareAgainstRandom(campaign, campaignHeuristicBot as Bot, 4, 300)).toBeGreaterThanOrEqual(
      2 / 4,
    );
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

describe("Campaign heuristic bot's weights", () => {
  /** Every decision of a four-player game of `bots`, as the choices `probe` would make at the same views. */
  function choices(probe: Bot, seed: string): string[] {
    const seen: string[] = [];
    const spy: Bot = {
      name: "spy",
      act(view, legal, random) {
        seen.push(JSON.stringify(probe.act(view, legal, random)));
        return campaignHeuristicBot.act(view as CampaignView, legal as never, random);
      },
    };
    playout(campaign, { players: 4, seed, bots: [spy, spy, spy, spy] });
    return seen;
  }

  it("keeps the documented bot's choices with no weights given, and changes them with others", () => {
    const documented = choices(campaignHeuristicBot as Bot, "weights");
    expect(choices(createCampaignHeuristicBot() as Bot, "weights")).toEqual(documented);
    expect(choices(createCampaignHeuristicBot({ ...CAMPAIGN_HEURISTIC_WEIGHTS }) as Bot, "weights")).toEqual(
      documented,
    );
    // Seats worth nothing are never bid for; seats worth twice as much are bid for more often.
    const count = (seen: string[]) =>
      seen.map((text) => JSON.parse(text)).filter((action) => action.type === "bid" && action.count > 0)
        .length;
    expect(count(choices(createCampaignHeuristicBot({ bidScale: 0 }) as Bot, "weights"))).toBe(0);
    expect(count(choices(createCampaignHeuristicBot({ bidScale: 2 }) as Bot, "weights"))).toBeGreaterThan(
      count(documented),
    );
  });

  it("changes some decision for every weight, raised or lowered", () => {
    const seeds = ["weights", "weights-2", "weights-3", "weights-13"]; // 13: a pardon on a one-seat loss
    const documented = seeds.map((seed) => choices(campaignHeuristicBot as Bot, seed));
    // A weight is inert when neither factor changes a choice in any seed's game (the games after
    // the first that differs are not played).
    const inert = Object.entries(CAMPAIGN_HEURISTIC_WEIGHTS)
      .filter(([name, value]) =>
        [0.1, 4].every((factor) => {
          const bot = createCampaignHeuristicBot({ [name]: value * factor }) as Bot;
          return seeds.every((seed, s) =>
            choices(bot, seed).every((choice, i) => choice === documented[s]?.[i]),
          );
        }),
      )
      .map(([name]) => name);
    expect(inert).toEqual([]);
  });

  it("plays other weights only while its seat plays the ideology they are given for", () => {
    const seen: { ideology: string; ours: CampaignAction; documented: CampaignAction }[] = [];
    const greensSilent = createCampaignHeuristicBot({}, { greens: { bidScale: 0 } });
    const spy: Bot = {
      name: "spy",
      act(view, legal, random) {
        const v = view as CampaignView;
        const documented = campaignHeuristicBot.act(v, legal as never, random);
        const ideology = v.ideology[v.viewer as number] as string;
        seen.push({ ideology, ours: greensSilent.act(v, legal as never, random), documented });
        return documented;
      },
    };
    const options = { ideologies: ["democrats", "greens", "republicans", "communists"] as IdeologyId[] };
    playout(campaign, { players: 4, seed: "roles", options, bots: [spy, spy, spy, spy] });
    const bids = (ideology: string, pick: "ours" | "documented") =>
      seen.filter(
        (d) => d.ideology === ideology && d[pick].type === "bid" && (d[pick] as { count: number }).count > 0,
      ).length;
    expect(bids("greens", "documented")).toBeGreaterThan(0);
    expect(bids("greens", "ours")).toBe(0);
    for (const d of seen.filter((d) => d.ideology !== "greens")) expect(d.ours).toEqual(d.documented);
  });

  it("lists its weights in the registry, with the documented values, and its roles: the ideologies", () => {
    expect(weightedHeuristics.campaign?.defaults).toBe(CAMPAIGN_HEURISTIC_WEIGHTS);
    expect(Object.isFrozen(CAMPAIGN_HEURISTIC_WEIGHTS)).toBe(true);
    expect(weightedHeuristics.campaign?.roles).toEqual(IDEOLOGY_IDS);
  });
});
