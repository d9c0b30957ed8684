/**
 * Text for people: action descriptions and view renderings, never showing what a view hides.
 */
import { describe, expect, it } from "vitest";
import { campaignHeuristicBot } from "../../../src/bots/heuristic/campaign.js";
import { type Bot, playout, randomBot, type Seat } from "../../../src/core/index.js";
import {
  type CampaignAction,
  type CampaignState,
  campaign,
  describeAction,
  describeEvent,
  GROUPS,
  presidentCardId,
  renderView,
} from "../../../src/games/campaign/index.js";
import { A, electAndForm, fresh, give, play, toTurnOf, withDice } from "./helpers.js";

const ACTION_TYPES: CampaignAction["type"][] = [
  "bid",
  "propose",
  "answer",
  "release",
  "pass",
  "capture",
  "cross",
  "skip",
  "pay-deal",
  "return-group",
  "no-deal",
  "spend",
  "commit",
  "interfere",
  "lower",
  "done",
  "veto",
  "allow",
  "pardon",
  "accept-loss",
];

const FOUR = ["democrats", "republicans", "greens", "libertarians"] as const;
const PARDON = presidentCardId("pardon");
const BIG_FINANCE = GROUPS.findIndex((g) => g.name === "Big Finance");

/** Every state of a few games (random players, and heuristic ones so that coalitions get proposed). */
function gameStates(): CampaignState[] {
  const h = campaignHeuristicBot as Bot;
  const states: CampaignState[] = [];
  for (const [players, bots] of [
    [3, [h, randomBot, randomBot]],
    [4, [randomBot, randomBot, randomBot, randomBot]],
    [4, [h, h, h, h]],
    [5, [h, randomBot, h, randomBot, randomBot]],
  ] as const) {
    playout(campaign, {
      players,
      seed: `text/${players}`,
      bots,
      onAction: (_action, state) => states.push(structuredClone(state as CampaignState)),
    });
  }
  return states;
}

/** Seat 0 (Democrats) president with 8 seats and a kept Pardon, after losing two seats to its roll. */
function pardonState(): CampaignState {
  const s = fresh([...FOUR]);
  electAndForm(s, [8, 3, 2, 2], "pardon");
  const at = play(s, A.skip(0), A.skip(0));
  return play(withDice(at, [6, 6]), A.done(1), A.done(2), A.done(3));
}

const states = gameStates();

describe("describeAction", () => {
  it("describes every action type in plain words, with and without the actor's view", () => {
    const found = new Map<string, { action: CampaignAction; state: CampaignState }>();
    for (const state of [...states, pardonState()]) {
      const seat = campaign.toAct(state)[0];
      if (seat === undefined) continue;
      for (const action of campaign.legalActions(state, seat)) {
        if (!found.has(action.type)) found.set(action.type, { action, state });
      }
    }
    expect([...found.keys()].sort()).toEqual([...ACTION_TYPES].sort());
    for (const { action, state } of found.values()) {
      const view = campaign.viewFor(state, action.player);
      for (const text of [describeAction(action), describeAction(action, view)]) {
        expect(text).toMatch(new RegExp(`^Seat ${action.player} [a-z]`));
        expect(text).not.toMatch(/[{}]|undefined|null|NaN/);
      }
      expect(campaign.describeAction?.(action, view)).toBe(describeAction(action, view));
    }
  });

  it("names groups, seats and dollars, and adds what the view shows", () => {
    const s = fresh([...FOUR]);
    give(s, 2, [BIG_FINANCE]);
    electAndForm(s, [8, 3, 2, 2], "past-history");
    const view = campaign.viewFor(s, 0);
    const d = (action: CampaignAction) => describeAction(action, view);
    expect(d(A.capture(0, BIG_FINANCE))).toBe(
      "Seat 0 tries to capture Big Finance (held by Seat 2, target -3 before the stake)",
    );
    expect(describeAction(A.capture(0, BIG_FINANCE))).toBe("Seat 0 tries to capture Big Finance");
    expect(d(A.cross(0, 1))).toBe("Seat 0 tries to win a seat from Seat 1 (defence 7)");
    expect(d(A.skip(0))).toBe("Seat 0 skips the capture");
    expect(d(A.propose(0, [0, 1]))).toBe("Seat 0 proposes a coalition of Seat 0, Seat 1 (11 seats)");
    expect(d(A.release(0, 2))).toBe("Seat 0 releases 2 seats to be auctioned at once");
    expect(d(A.payDeal(0))).toBe("Seat 0 pays $5 for a backroom deal");
    expect(d(A.commit(0, BIG_FINANCE))).toBe("Seat 0 commits the influence of Big Finance (+8)");
    expect(describeAction(A.interfere(2, 3, true))).toBe("Seat 2 pays $3 against the attempt");
    expect(describeAction(A.lower(1, 4))).toBe("Seat 1 pays $4 to lower the seat-loss threshold");
  });

  it("tells which tokens a bid buys and at what price", () => {
    const s = fresh([...FOUR]);
    const bidder = s.auction?.bidder as Seat;
    expect(describeAction(A.bid(bidder, 3), campaign.viewFor(s, bidder))).toBe(
      `Seat ${bidder} buys 3 roll tokens (2, 3, 4 for $3)`,
    );
    expect(describeAction(A.bid(bidder, 0))).toBe(`Seat ${bidder} passes the bidding`);
  });

  it("names whose attempt or threshold the money goes to", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [8, 3, 2, 2], "past-history");
    const staked = play(toTurnOf(s, 1), A.skip(1), A.cross(1, 0));
    expect(describeAction(A.spend(1, 2), campaign.viewFor(staked, 1))).toBe(
      "Seat 1 stakes $2 on the attempt (target 4)",
    );
    const interfering = play(staked, A.done(1));
    expect(describeAction(A.interfere(2, 3, false), campaign.viewFor(interfering, 2))).toBe(
      "Seat 2 pays $3 for Seat 1's attempt",
    );
    expect(describeAction(A.done(2), campaign.viewFor(interfering, 2))).toBe(
      "Seat 2 ends their interference",
    );
  });
});

describe("renderView", () => {
  it("renders views of every seat and of a spectator throughout games without throwing", () => {
    for (const state of states.filter((_, i) => i % 7 === 0)) {
      for (let seat = -1; seat < state.players; seat++) {
        const view = campaign.viewFor(state, seat < 0 ? null : seat);
        const text = renderView(view);
        expect(text).toContain("Parties (majority 8 seats");
        expect(text.split("\n").length).toBeGreaterThan(state.players + 4);
        expect(text).not.toMatch(/undefined|NaN|null|\{/);
        expect(campaign.renderView?.(view)).toBe(text);
      }
    }
  });

  it("describes every event of the games in plain words", () => {
    const types = new Set<string>();
    for (const state of states) {
      for (const event of campaign.viewFor(state, 0).events) {
        types.add(event.type);
        expect(describeEvent(event)).not.toMatch(/[{}]|undefined|null|NaN/);
      }
    }
    expect(types.size).toBeGreaterThan(20);
  });

  it("shows the winners once the game is over", () => {
    const last = states.filter((s) => s.phase === "over");
    expect(last.length).toBe(4);
    for (const state of last) {
      const winners = campaign.outcome(state)?.winners ?? [];
      const text = renderView(campaign.viewFor(state, 0));
      expect(text).toMatch(/^Game over: /m);
      for (const seat of winners) expect(text).toContain(`Seat ${seat}`);
    }
  });

  it("shows a kept Pardon to its holder only", () => {
    const drawn = fresh([...FOUR]);
    electAndForm(drawn, [8, 3, 2, 2], "pardon");
    expect(renderView(campaign.viewFor(drawn, 0))).toContain("Seat 0 draws Pardon and keeps it");
    for (const viewer of [null, 1]) {
      const text = renderView(campaign.viewFor(drawn, viewer));
      expect(text).toContain("Seat 0 draws a president card and keeps it face down");
      expect(text).not.toContain("Pardon");
    }
    const s = pardonState();
    expect(s.hands[0]).toEqual([PARDON]);
    expect(renderView(campaign.viewFor(s, 0))).toContain("kept: Pardon");
    for (const viewer of [null, 1, 2, 3]) {
      const text = renderView(campaign.viewFor(s, viewer));
      expect(text).toContain("kept: a face-down card");
      expect(text).not.toContain("kept: Pardon");
      expect(text).not.toMatch(/draws Pardon/);
    }
    expect(describeAction(A.pardon(0), campaign.viewFor(s, 0))).toBe(
      "Seat 0 plays the Pardon to undo the loss",
    );
  });

  it("never shows hidden cards: states that differ only there render alike for the viewer", () => {
    let compared = 0;
    for (const [i, state] of [...states, pardonState()].entries()) {
      if (state.phase === "over" || i % 11 !== 0) continue;
      for (let seat: Seat = 0; seat < state.players; seat++) {
        const view = campaign.viewFor(state, seat);
        const other = campaign.determinize(view, `text/${i}/${seat}`);
        // Whatever the viewer cannot see is resampled (deck orders) or swapped (another's kept card).
        for (let holder = 0; holder < state.players; holder++) {
          if (holder !== seat) other.hands[holder] = (other.hands[holder] as number[]).map(() => 3);
        }
        expect(renderView(campaign.viewFor(other, seat))).toBe(renderView(view));
        if (JSON.stringify(other.groupDeck) !== JSON.stringify(state.groupDeck)) compared++;
      }
    }
    // The resampled states really differ, so the equal renderings mean something.
    expect(compared).toBeGreaterThan(20);
  });
});
