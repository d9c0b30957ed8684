/**
 * Text for people: action descriptions and view renderings, never showing what a view hides.
 */
import { describe, expect, it } from "vitest";
import { kohleKiesKneteHeuristicBot } from "../../../src/bots/heuristic/kohle-kies-knete.js";
import { type Bot, playout, randomBot, type Seat } from "../../../src/core/index.js";
import {
  describeAction,
  describeEvent,
  type KkkAction,
  type KkkState,
  kohleKiesKnete,
  renderView,
} from "../../../src/games/kohle-kies-knete/index.js";
import {
  act,
  bossCard,
  clan,
  H,
  K,
  L,
  openDealAt,
  P,
  play,
  R,
  recruitment,
  stopCard,
  T,
  travelCard,
  turnState,
} from "./helpers.js";

const ACTION_TYPES: KkkAction["type"][] = [
  "placeMarker",
  "openDeal",
  "roll",
  "draw",
  "discard",
  "playClan",
  "offerCard",
  "retractCard",
  "setPrice",
  "withdraw",
  "accept",
  "travel",
  "recruit",
  "playBoss",
  "stop",
  "allow",
  "pass",
  "close",
  "useCard",
  "fail",
];

/**
 * Every state of a few short games (the initial ones included), for legal actions and views: the
 * heuristic bot in seat 0 closes deals and fills its hand, random players try everything else.
 */
function randomStates(): KkkState[] {
  const states: KkkState[] = [];
  for (const players of [3, 4, 5]) {
    const config = { players, seed: `text/${players}`, options: { maxTurns: 60 } };
    states.push(kohleKiesKnete.setup(config));
    playout(kohleKiesKnete, {
      ...config,
      bots: Array.from({ length: players }, (_, s) =>
        s === 0 ? (kohleKiesKneteHeuristicBot as Bot) : randomBot,
      ),
      onAction: (_action, state) => states.push(structuredClone(state as KkkState)),
    });
  }
  return states;
}

const states = randomStates();

describe("describeAction", () => {
  it("describes every action type in plain words, with and without the actor's view", () => {
    const found = new Map<string, { action: KkkAction; state: KkkState }>();
    for (const state of states) {
      for (const seat of kohleKiesKnete.toAct(state)) {
        for (const action of kohleKiesKnete.legalActions(state, seat)) {
          if (!found.has(action.type)) found.set(action.type, { action, state });
        }
        // Naming the cards used only follows a close with choose: true.
        const close = kohleKiesKnete.legalActions(state, seat).find((a) => a.type === "close" && a.choose);
        if (close && !found.has("useCard")) {
          const picking = kohleKiesKnete.apply(state, close);
          const use = kohleKiesKnete.legalActions(picking, seat)[0];
          if (use) found.set(use.type, { action: use, state: picking });
        }
      }
    }
    expect([...found.keys()].sort()).toEqual([...ACTION_TYPES].sort());
    for (const { action, state } of found.values()) {
      const view = kohleKiesKnete.viewFor(state, action.player);
      for (const text of [describeAction(action), describeAction(action, view)]) {
        expect(text).toMatch(new RegExp(`^Seat ${action.player} [a-z]`));
        expect(text).not.toMatch(/[{}]|undefined|null|NaN/);
      }
      expect(kohleKiesKnete.describeAction?.(action, view)).toBe(describeAction(action, view));
    }
  });

  it("names families, cards and amounts in $M, and adds what the view shows", () => {
    // Space 3 needs L, T + 2 of K, P, H and pays 4 dividends × $2M.
    const s = openDealAt(3, [
      [clan(L), clan(T)],
      [clan(K), travelCard(H), recruitment(0), recruitment(1), recruitment(2), bossCard()],
      [stopCard()],
      [],
    ]);
    const offered = play(
      s,
      act.playClan(1, clan(K)),
      act.offer(1, "clan", clan(K)),
      act.offer(1, "investor", K),
    );
    const view = kohleKiesKnete.viewFor(offered, 0);
    const d = (action: KkkAction) => describeAction(action, view);
    expect(describeAction(act.openDeal(2))).toBe("Seat 2 opens the deal");
    const before = turnState(4, { owner: [0, 1, 2, 3, -1, -1], marker: 3, turn: 0, hands: [[], [], [], []] });
    expect(describeAction(act.openDeal(0), kohleKiesKnete.viewFor(before, 0))).toBe(
      "Seat 0 opens the deal at space 3 (L T + 2 of H K P) for $8M",
    );
    expect(describeAction(act.playClan(1, clan(K)))).toBe("Seat 1 lays the Knetowitz Clan card on the table");
    expect(describeAction(act.offer(1, "investor", K), kohleKiesKnete.viewFor(s, 1))).toBe(
      "Seat 1 offers the Knetowitz Investor (a new offer at $8M)",
    );
    expect(d(act.price(1, 3))).toBe("Seat 1 asks $3M for the offer (was $8M; payout $8M)");
    expect(d(act.accept(0, 1))).toBe(
      "Seat 0 accepts Seat 1's offer (Knetowitz Investor, Knetowitz Clan card for $8M)",
    );
    expect(d(act.travel(1, travelCard(H), "investor", H))).toBe(
      "Seat 1 sends the Heiermann Travel card onto the Heiermann Investor of Seat 0",
    );
    expect(d(act.recruit(1, "investor", R))).toBe(
      "Seat 1 plays three Recruitment cards for the Raffzahn Investor in the pool",
    );
    expect(d(act.boss(1))).toBe("Seat 1 plays a Boss card to take the deal from Seat 0");
    expect(d(act.fail(0))).toBe("Seat 0 gives up the deal at space 3 (payout $8M)");
    expect(describeAction(act.close(0, true))).toBe("Seat 0 closes the deal and names the cards used");
    expect(describeAction(act.use(0, "clan", clan(L)))).toBe("Seat 0 uses the Liebgeld Clan card");
    expect(describeAction(act.discard(2, stopCard()))).toBe("Seat 2 discards the Stop card");

    const window = play(offered, act.boss(1));
    const answer = kohleKiesKnete.viewFor(window, 2);
    expect(describeAction(act.stop(2), answer)).toBe("Seat 2 plays a Stop card against Seat 1's Boss card");
    expect(describeAction(act.allow(2), answer)).toBe("Seat 2 lets it go ahead: Seat 1's Boss card");
    expect(renderView(answer)).toContain("Stop window: Seat 1's Boss card; Seat 2 answers");
  });

  it("describes the events of a closed deal with the payments", () => {
    // Space 0 needs R and L: the Boss holds L, buys R from the pool... here Seat 1 holds R.
    const s = openDealAt(0, [[clan(L)], [], [], []], { owner: [0, 1, 2, 3, 1, -1] });
    const closed = play(
      s,
      act.playClan(0, clan(L)),
      act.offer(1, "investor", R),
      act.price(1, 1),
      act.accept(0, 1),
      act.pass(1),
      act.pass(2),
      act.pass(3),
      act.close(0),
    );
    const lines = closed.events.map((event) => describeEvent(event));
    expect(lines[0]).toBe("Seat 0 closes the deal for $4M, paying $1M to Seat 1");
    expect(lines[1]).toBe("deal tile 1 goes on space 0; marker to space 1");
    const text = renderView(kohleKiesKnete.viewFor(closed, 2));
    expect(text).toContain("Money: Seat 0 $3M, Seat 1 $1M, Seat 2 $0M, Seat 3 $0M");
    expect(text).toContain("Past deals: #1 space 0 by Seat 0, $4M (paid out $1M)");
    expect(text).toContain("0: L R, 2 dividends — deal 1 closed");
  });
});

describe("renderView", () => {
  it("renders views of every seat and of a spectator throughout games without throwing", () => {
    const phases = new Set<string>();
    for (const state of states.filter((_, i) => i % 7 === 0 || states[i]?.phase === "over")) {
      for (let seat = -1; seat < state.players; seat++) {
        const view = kohleKiesKnete.viewFor(state, seat < 0 ? null : seat);
        const text = renderView(view);
        expect(text).toContain("Board:");
        expect(text).toMatch(/^Money: /m);
        expect(text).not.toMatch(/undefined|NaN|null|\{/);
        expect(kohleKiesKnete.renderView?.(view)).toBe(text);
      }
      phases.add(state.window ? "window" : state.phase);
    }
    expect([...phases].sort()).toEqual(["deal", "handLimit", "marker", "over", "turn", "window"]);
  });

  it("shows the own hand by name and only the size of the others", () => {
    const s = openDealAt(5, [[clan(T), clan(P)], [stopCard(), bossCard()], [], []]);
    const mine = renderView(kohleKiesKnete.viewFor(s, 1));
    expect(mine).toContain("Seat 1 (you): Stop card, Boss card");
    expect(mine).toContain("Seat 0 2 cards");
    expect(mine).not.toContain("Talerfeld Clan card");
    const spectator = renderView(kohleKiesKnete.viewFor(s, null));
    expect(spectator).toContain("view of spectator");
    expect(spectator).not.toMatch(/Stop card|Boss card|\(you\)/);
  });

  it("never shows hidden cards: states that differ only there render alike for the viewer", () => {
    let compared = 0;
    for (const [i, state] of states.entries()) {
      if (i % 20 !== 0) continue;
      for (let seat: Seat = 0; seat < state.players; seat++) {
        const view = kohleKiesKnete.viewFor(state, seat);
        const other = kohleKiesKnete.determinize(view, `text/${i}/${seat}`);
        expect(renderView(kohleKiesKnete.viewFor(other, seat))).toBe(renderView(view));
        const owners = Array.from({ length: state.players }, (_, s) => s).filter((s) => s !== seat);
        const differs = owners.some(
          (owner) =>
            renderView(kohleKiesKnete.viewFor(other, owner)) !==
            renderView(kohleKiesKnete.viewFor(state, owner)),
        );
        if (differs) compared++;
      }
    }
    // The resampled states really differ for the other seats, so the equal renderings mean something
    // (every 20th state of the three games: about 400 such comparisons).
    expect(compared).toBeGreaterThan(50);
  });
});
