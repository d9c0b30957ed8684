/**
 * Hidden information: what views show and what determinize resamples.
 */
import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { type SlushFundState, slushFund } from "../../../src/games/slush-fund/index.js";
import { act, newGame, picker, play, SENATOR, SPEAKER, setHand, setPile } from "./helpers.js";

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
