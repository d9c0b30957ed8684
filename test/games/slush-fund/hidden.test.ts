/**
 * Hidden information: what views show and what determinize resamples.
 */
import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { type SlushFundState, slushFund } from "../../../src/games/slush-fund/index.js";
import {
  act,
  newGame,
  PRESIDENT,
  picker,
  play,
  put,
  SENATOR,
  SPEAKER,
  setHand,
  setPile,
  stackDeck,
} from "./helpers.js";

function staged(): { s: SlushFundState; mine: number[]; theirs: number[] } {
  const s = newGame(3, { thiefTakes: "any" });
  const card = picker(s);
  const mine = [card("money", 50), card("vp"), card("money", 10)];
  const theirs = [card("money", 40), card("money", 30), card("vp"), card("money", 20)];
  setPile(s, SPEAKER, 0, mine);
  setPile(s, SPEAKER, 1, theirs);
  return { s, mine, theirs };
}

describe("views", () => {
  it("never show the deck order or the generator, only the deck size", () => {
    const s = newGame(4);
    for (const viewer of [null, 0, 1, 2, 3]) {
      const view = slushFund.viewFor(s, viewer) as unknown as Record<string, unknown>;
      expect(view.deck).toBeUndefined();
      expect(view.rng).toBeUndefined();
      expect(view.deckSize).toBe(90);
      expect(view.viewer).toBe(viewer);
    }
  });

  it("show each pile's top and size to all, the whole pile to its owner", () => {
    const { s, mine, theirs } = staged();
    expect(slushFund.viewFor(s, 0).piles[SPEAKER]?.[0]?.cards).toEqual(mine);
    expect(slushFund.viewFor(s, 0).piles[SPEAKER]?.[1]?.cards).toEqual([HIDDEN, HIDDEN, HIDDEN, theirs[3]]);
    expect(slushFund.viewFor(s, 2).piles[SPEAKER]?.[0]?.cards).toEqual([HIDDEN, HIDDEN, mine[2]]);
  });
});

describe("determinize", () => {
  it("keeps what the viewer sees and resamples the rest, with only Money and VP in piles", () => {
    const { s, mine } = staged();
    const view = slushFund.viewFor(s, 0);
    const samples = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const d = slushFund.determinize(view, seed);
      expect(slushFund.viewFor(d, 0)).toEqual(view);
      expect(slushFund.invariants(d)).toEqual([]);
      expect(d.piles[SPEAKER]?.[0]?.cards).toEqual(mine);
      expect(d.deck).toHaveLength(s.deck.length);
      samples.add(JSON.stringify([d.piles[SPEAKER]?.[1]?.cards, d.deck]));
    }
    expect(samples.size).toBeGreaterThan(1);
  });

  it("keeps a pile the viewer spied on", () => {
    const { s, theirs } = staged();
    s.piles[SPEAKER]![1]!.seenBy = [2];
    const d = slushFund.determinize(slushFund.viewFor(s, 2), "spy");
    expect(d.piles[SPEAKER]?.[1]?.cards).toEqual(theirs);
    expect(d.piles[SPEAKER]?.[1]?.seenBy).toEqual([2]);
  });

  it("leaves money in the pile a Thief is choosing from, for the other seats too", () => {
    const s = newGame(3, { thiefTakes: "any" });
    const card = picker(s);
    const [money, vp] = [card("money", 50), card("vp")];
    setPile(s, SENATOR, 1, [money, vp]);
    const thief = card("thief");
    setHand(s, 0, [thief]);
    const looking = play(s, act.thief(0, thief, SENATOR, 1));
    expect(looking.phase).toBe("steal");
    for (let seed = 0; seed < 30; seed++) {
      const d = slushFund.determinize(slushFund.viewFor(looking, 2), seed);
      expect(slushFund.invariants(d)).toEqual([]);
      expect(slushFund.legalActions(d, 0).length).toBeGreaterThan(0);
    }
  });

  it("leaves no money in a pile a Thief just found empty of money", () => {
    const s = newGame(3, { thiefTakes: "any" });
    const card = picker(s);
    setPile(s, SENATOR, 1, [card("vp"), card("vp"), card("vp")]);
    const [thief, other] = [card("thief"), card("money", 10)];
    setHand(s, 0, [thief, other]);
    const missed = play(s, act.thief(0, thief, SENATOR, 1));
    for (let seed = 0; seed < 30; seed++) {
      const d = slushFund.determinize(slushFund.viewFor(missed, 2), seed);
      expect(d.piles[SENATOR]?.[1]?.cards.every((id) => d.catalog[id]?.kind === "vp")).toBe(true);
    }
  });
});

describe("a politician's fall", () => {
  /** The President with four scandals: seat 0's pile was spied on by seat 1; seat 1 holds the fifth. */
  function beforeTheFall() {
    const s = newGame(3);
    const card = picker(s);
    put(
      s,
      s.scandals[PRESIDENT] as number[],
      [1, 2, 3, 4].map(() => card("scandal")),
    );
    const pile0 = [card("money", 50), card("vp")];
    const pile2 = [card("money", 10), card("money", 20)];
    setPile(s, PRESIDENT, 0, pile0);
    setPile(s, PRESIDENT, 2, pile2);
    s.piles[PRESIDENT]![0]!.seenBy = [1];
    const fifth = card("scandal");
    const money = card("money", 30);
    setHand(s, 1, [fifth, money]);
    return { s, card, pile0, pile2, fifth, money };
  }

  it("leaves the lost cards as hidden as they were: each seat keeps what it saw, the others see how many", () => {
    const { s, pile0, pile2, fifth } = beforeTheFall();
    const before = [0, 1, 2, null].map((viewer) => slushFund.viewFor(s, viewer).piles[PRESIDENT]);
    const fallen = play(s, act.scandal(1, fifth, PRESIDENT));
    expect(fallen.fallen[PRESIDENT]).toBe(true);
    const after = [0, 1, 2, null].map((viewer) => slushFund.viewFor(fallen, viewer));
    // Every seat and a spectator see exactly what they saw of those piles before the fall.
    after.forEach((view, i) => {
      expect(view.piles[PRESIDENT]).toEqual(before[i]);
    });
    expect(after[0]?.piles[PRESIDENT]?.[0]?.cards).toEqual(pile0); // the owner
    expect(after[1]?.piles[PRESIDENT]?.[0]?.cards).toEqual(pile0); // the spy
    expect(after[2]?.piles[PRESIDENT]?.[0]?.cards).toEqual([HIDDEN, pile0[1]]);
    expect(after[3]?.piles[PRESIDENT]?.[2]?.cards).toEqual([HIDDEN, pile2[1]]);
    for (const view of after) {
      // Nothing of the lost piles appears anywhere else: not among the removed cards, not in the events.
      expect(view.removed).toEqual([]);
      expect(view.events).toContainEqual({
        type: "politician-removed",
        politician: PRESIDENT,
        lost: [2, 0, 2],
      });
      expect(JSON.stringify(view.events)).not.toContain(String(pile0[0]));
    }
  });

  it("keeps the lost cards hidden when the game ends and every other bribe is revealed", () => {
    const { s, card, pile0, pile2, fifth, money } = beforeTheFall();
    const other = card("money", 40);
    setPile(s, SENATOR, 0, [card("money", 10), other]);
    const times = Array.from({ length: 10 }, () => card("time"));
    put(s, s.timeCards, times.slice(0, 9));
    let state = play(s, act.scandal(1, fifth, PRESIDENT), act.bribe(1, money, SPEAKER));
    state = structuredClone(state);
    stackDeck(state, [times[9] as number]);
    state = play(state, act.draw(state.turn));
    expect(state.phase).toBe("over");
    const spectator = slushFund.viewFor(state, null);
    expect(spectator.piles[SENATOR]?.[0]?.cards).toHaveLength(2);
    expect(spectator.piles[SENATOR]?.[0]?.cards).not.toContain(HIDDEN);
    expect(spectator.piles[PRESIDENT]?.[0]?.cards).toEqual([HIDDEN, pile0[1]]);
    expect(spectator.piles[PRESIDENT]?.[2]?.cards).toEqual([HIDDEN, pile2[1]]);
    expect(slushFund.viewFor(state, 2).piles[PRESIDENT]?.[2]?.cards).toEqual(pile2);
  });

  it("determinize resamples the hidden lost cards and keeps the seen ones", () => {
    const { s, pile0, pile2, fifth } = beforeTheFall();
    const fallen = play(s, act.scandal(1, fifth, PRESIDENT));
    const view = slushFund.viewFor(fallen, 2);
    const resampled = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const d = slushFund.determinize(view, seed);
      expect(slushFund.viewFor(d, 2)).toEqual(view);
      expect(slushFund.invariants(d)).toEqual([]);
      expect(d.piles[PRESIDENT]?.[2]?.cards).toEqual(pile2);
      expect(d.piles[PRESIDENT]?.[0]?.cards[1]).toBe(pile0[1]);
      resampled.add(d.piles[PRESIDENT]?.[0]?.cards[0] as number);
    }
    expect(resampled.size).toBeGreaterThan(1);
  });
});
