/**
 * Text for people: action descriptions and view renderings, never showing what a view hides.
 */
import { describe, expect, it } from "vitest";
import { HIDDEN, playout, randomBot, type Seat } from "../../../src/core/index.js";
import {
  catalogFor,
  DEFAULT_DECK,
  describeAction,
  describeEvent,
  renderView,
  type SlushFundAction,
  type SlushFundState,
  slushFund,
} from "../../../src/games/slush-fund/index.js";
import { GOVERNOR, newGame, PRESIDENT, picker, put, SENATOR, SPEAKER, setHand, setPile } from "./helpers.js";

const ACTION_TYPES: SlushFundAction["type"][] = [
  "draw",
  "take",
  "stash",
  "discard",
  "bribe",
  "scandal",
  "thief",
  "steal",
  "spy",
  "move-scandal",
  "peek",
  "transfer",
];

/** Every state of a few random games, with both Thief rules, for sampling legal actions and views. */
function randomStates(): SlushFundState[] {
  const states: SlushFundState[] = [];
  for (const [players, thiefTakes] of [
    [3, "any"],
    [4, "top"],
    [2, "any"],
  ] as const) {
    const bots = Array.from({ length: players }, () => randomBot);
    playout(slushFund, {
      players,
      seed: `text/${players}`,
      options: { thiefTakes },
      bots,
      onAction: (_action, state) => states.push(structuredClone(state as SlushFundState)),
    });
  }
  return states;
}

const states = randomStates();

describe("describeAction", () => {
  it("describes every action type in plain words, with and without the actor's view", () => {
    const found = new Map<string, { action: SlushFundAction; state: SlushFundState }>();
    for (const state of states) {
      if (state.phase === "over") continue;
      for (const action of slushFund.legalActions(state, state.turn)) {
        if (!found.has(action.type)) found.set(action.type, { action, state });
      }
    }
    expect([...found.keys()].sort()).toEqual([...ACTION_TYPES].sort());
    for (const { action, state } of found.values()) {
      const view = slushFund.viewFor(state, action.player);
      for (const text of [describeAction(action), describeAction(action, view)]) {
        expect(text).toMatch(new RegExp(`^Seat ${action.player} `));
        expect(text).not.toMatch(/[{}]|undefined|null|NaN|#/);
      }
      expect(slushFund.describeAction?.(action, view)).toBe(describeAction(action, view));
    }
  });

  it("names cards, politicians and amounts, and adds what the view shows", () => {
    const s = newGame(3);
    const card = picker(s);
    const [m30, m20, vp, scandal, thief, transfer, spy] = [
      card("money", 30),
      card("money", 20),
      card("vp"),
      card("scandal"),
      card("thief"),
      card("transfer"),
      card("spy"),
    ];
    setPile(s, SPEAKER, 0, [m20]);
    setPile(s, SENATOR, 1, [card("money", 40)]);
    setHand(s, 0, [m30, vp, scandal, thief, transfer, spy]);
    const view = slushFund.viewFor(s, 0);
    const d = (action: SlushFundAction) => describeAction(action, view);
    expect(describeAction({ type: "draw", player: 0 })).toBe("Seat 0 draws from the deck");
    expect(d({ type: "bribe", player: 0, card: m30, politician: SPEAKER })).toBe(
      "Seat 0 bribes the Speaker with $30K (pile there: $50K)",
    );
    expect(describeAction({ type: "bribe", player: 0, card: m30, politician: SPEAKER })).toBe(
      "Seat 0 bribes the Speaker with $30K",
    );
    expect(d({ type: "bribe", player: 0, card: vp, politician: SPEAKER })).toBe(
      "Seat 0 puts a VP card on their pile at the Speaker (pile there: $20K and 1 VP card)",
    );
    expect(d({ type: "scandal", player: 0, card: scandal, politician: GOVERNOR })).toBe(
      "Seat 0 puts a Scandal on the Governor (1st scandal: worth 6 VP)",
    );
    expect(d({ type: "thief", player: 0, card: thief, politician: SENATOR, victim: 1 })).toBe(
      "Seat 0 sends a Thief to Seat 1's pile at the Senator (takes $40K)",
    );
    expect(d({ type: "transfer", player: 0, card: transfer, moved: m20, to: PRESIDENT })).toBe(
      "Seat 0 plays a Money Transfer: $20K from the Speaker to the President",
    );
    expect(d({ type: "spy", player: 0, card: spy })).toBe("Seat 0 plays a Spy");
    expect(d({ type: "peek", player: 0, politician: SENATOR, victim: 1 })).toBe(
      "Seat 0 looks at Seat 1's pile at the Senator (1 card)",
    );
    expect(d({ type: "discard", player: 0, card: scandal })).toBe("Seat 0 discards Scandal");
  });

  it("announces the fifth scandal as the politician's fall", () => {
    const s = newGame(2);
    const card = picker(s);
    const [last, ...four] = [
      card("scandal"),
      card("scandal"),
      card("scandal"),
      card("scandal"),
      card("scandal"),
    ];
    put(s, s.scandals[SPEAKER] as number[], four);
    setHand(s, 0, [last as number]);
    const view = slushFund.viewFor(s, 0);
    expect(
      describeAction({ type: "scandal", player: 0, card: last as number, politician: SPEAKER }, view),
    ).toBe("Seat 0 puts a Scandal on the Speaker (5th scandal: the Speaker falls with every bribe)");
    expect(describeAction({ type: "move-scandal", player: 0, from: GOVERNOR, to: SPEAKER }, view)).toBe(
      "Seat 0 moves a scandal from the Governor to the Speaker (5th scandal: the Speaker falls)",
    );
    expect(renderView(view)).toContain("Speaker (3 VP, 4 scandals)");
  });

  it("tells the fall of a politician with how many bribe cards were lost, and keeps them hidden", () => {
    const s = newGame(2);
    const card = picker(s);
    put(
      s,
      s.scandals[SPEAKER] as number[],
      [1, 2, 3, 4].map(() => card("scandal")),
    );
    setPile(s, SPEAKER, 1, [card("money", 10), card("money", 20)]);
    const last = card("scandal");
    setHand(s, 0, [last]);
    const fallen = slushFund.apply(s, { type: "scandal", player: 0, card: last, politician: SPEAKER });
    expect(fallen.events.map((event) => describeEvent(event))).toContain(
      "the Speaker falls; 2 bribe cards are lost",
    );
    expect(renderView(slushFund.viewFor(fallen, 0))).toContain(
      "Speaker: fallen (5 scandals), lost: Seat 0 — · Seat 1 2 cards, top $20K",
    );
  });

  it("uses the card names of the view's own deck", () => {
    const deck = { ...DEFAULT_DECK, money10: 0 };
    const s = newGame(2, { deck });
    const first = catalogFor(deck)[0];
    expect(first).toEqual({ kind: "money", value: 20 });
    const view = slushFund.viewFor(s, 0);
    expect(describeAction({ type: "take", player: 0, card: 0 }, view)).toBe(
      "Seat 0 takes $20K from the slush fund",
    );
    expect(describeAction({ type: "take", player: 0, card: 0 })).toBe(
      "Seat 0 takes $10K from the slush fund",
    );
  });
});

describe("renderView", () => {
  it("renders views of every seat and of a spectator throughout games without throwing", () => {
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      for (let seat = -1; seat < state.players; seat++) {
        const view = slushFund.viewFor(state, seat < 0 ? null : seat);
        const text = renderView(view);
        expect(text).toContain("Politicians:");
        expect(text.split("\n").length).toBeGreaterThan(8);
        expect(text).not.toMatch(/undefined|NaN|\{/);
        expect(slushFund.renderView?.(view)).toBe(text);
      }
    }
  });

  it("shows the final scores once the game is over", () => {
    const last = states.filter((s) => s.phase === "over");
    expect(last.length).toBe(3);
    for (const state of last) {
      const scores = slushFund.outcome(state)?.scores ?? [];
      const text = renderView(slushFund.viewFor(state, 0));
      expect(text).toContain(`Game over (`);
      for (const [seat, score] of scores.entries()) expect(text).toContain(`Seat ${seat} ${score} VP`);
    }
  });

  it("never shows hidden pile cards: states that differ only there render alike for the viewer", () => {
    let compared = 0;
    for (const [i, state] of states.entries()) {
      if (state.phase === "over" || i % 5 !== 0) continue;
      for (let seat: Seat = 0; seat < state.players; seat++) {
        const view = slushFund.viewFor(state, seat);
        if (!view.piles.some((row) => row.some((pile) => pile.cards.includes(HIDDEN)))) continue;
        const other = slushFund.determinize(view, `text/${i}/${seat}`);
        const owners = Array.from({ length: state.players }, (_, s) => s).filter((s) => s !== seat);
        const differs = owners.some(
          (owner) =>
            renderView(slushFund.viewFor(other, owner)) !== renderView(slushFund.viewFor(state, owner)),
        );
        expect(renderView(slushFund.viewFor(other, seat))).toBe(renderView(view));
        if (differs) compared++;
      }
    }
    // The resampled states really differ for the other seats, so the equal renderings mean something.
    expect(compared).toBeGreaterThan(20);
  });

  it("shows a pile in full to its owner and only its size and top card to others", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, SPEAKER, 0, [card("money", 50), card("vp"), card("money", 10)]);
    expect(renderView(slushFund.viewFor(s, 0))).toContain("Seat 0 $60K +1 VP [$50K, VP card, $10K]");
    const theirs = renderView(slushFund.viewFor(s, 1));
    expect(theirs).toContain("Seat 0 3 cards, top $10K");
    expect(theirs).not.toContain("$50K");
    expect(theirs).not.toContain("$60K");
    // After a Spy's look the spy sees the whole pile too, and everyone sees who looked.
    (s.piles[SPEAKER]?.[0] as { seenBy: number[] }).seenBy = [1];
    expect(renderView(slushFund.viewFor(s, 1))).toContain(
      "Seat 0 $60K +1 VP [$50K, VP card, $10K] (seen by Seat 1)",
    );
    expect(renderView(slushFund.viewFor(s, null))).toContain("Seat 0 3 cards, top $10K (seen by Seat 1)");
  });
});
