/**
 * The turn: the first player, the choice between deck and slush fund, playing the set, clockwise order.
 */
import { describe, expect, it } from "vitest";
import { slushFund } from "../../../src/games/slush-fund/index.js";
import {
  act,
  expectRefused,
  GOVERNOR,
  newGame,
  PRESIDENT,
  picker,
  play,
  put,
  SENATOR,
  stackDeck,
} from "./helpers.js";

describe("first player", () => {
  it("is drawn by the seeded generator unless options.firstPlayer names one", () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) firsts.add(slushFund.setup({ players: 4, seed }).turn);
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    expect(slushFund.setup({ players: 4, seed: 9 }).turn).toBe(slushFund.setup({ players: 4, seed: 9 }).turn);
    expect(slushFund.setup({ players: 3, seed: 5, options: { firstPlayer: 2 } }).turn).toBe(2);
  });
});

describe("option (a): the deck", () => {
  it("reveals three cards, one goes to the slush fund, the other two are played, then the left player goes", () => {
    const s = newGame(3);
    const card = picker(s);
    const [a, b, c] = [card("money", 10), card("money", 20), card("scandal")];
    stackDeck(s, [a, b, c]);
    let state = play(s, act.draw(0));
    expect(slushFund.legalActions(state, 0)).toEqual([act.stash(0, a), act.stash(0, b), act.stash(0, c)]);
    state = play(state, act.stash(0, b));
    expect(state.fund).toEqual([b]);
    expect(state.hand).toEqual([a, c]);
    // The player picks the order: the scandal first.
    state = play(state, act.scandal(0, c, SENATOR));
    expect(state.turn).toBe(0);
    state = play(state, act.bribe(0, a, GOVERNOR));
    expect(state.turn).toBe(1);
    expect(state.phase).toBe("choose");
    expect(state.events).toContainEqual({ type: "turn-ended", player: 0, next: 1 });
  });

  it("passes clockwise and wraps around", () => {
    let s = newGame(3, {}, "wrap");
    s.turn = 2;
    const card = picker(s);
    const cards = [card("money", 10), card("money", 10), card("money", 10)];
    stackDeck(s, cards);
    s = play(s, act.draw(2), act.stash(2, cards[0]!), act.discard(2, cards[1]!), act.discard(2, cards[2]!));
    expect(s.turn).toBe(0);
  });
});

describe("option (b): the slush fund", () => {
  it("needs at least three cards in the fund", () => {
    const s = newGame(2);
    const card = picker(s);
    const two = [card("money", 10), card("money", 20)];
    put(s, s.fund, two);
    expect(slushFund.legalActions(s, 0)).toEqual([act.draw(0)]);
    expectRefused(s, act.take(0, two[0]!), "fund-too-small");
  });

  it("takes any three cards, one at a time, and plays all three", () => {
    const s = newGame(2);
    const card = picker(s);
    const fund = [card("money", 10), card("scandal"), card("money", 50), card("vp"), card("thief")];
    put(s, s.fund, fund);
    const [m10, scandal, m50, vp, thief] = fund as [number, number, number, number, number];
    expect(slushFund.legalActions(s, 0)).toHaveLength(1 + 5);
    let state = play(s, act.take(0, m50));
    expect(state.phase).toBe("take");
    expectRefused(state, act.draw(0), "wrong-phase");
    state = play(state, act.take(0, vp), act.take(0, m10));
    expect(state.phase).toBe("play");
    expect(state.hand).toEqual([m50, vp, m10]);
    expect(state.fund).toEqual([scandal, thief]);
    state = play(state, act.bribe(0, m50, PRESIDENT), act.bribe(0, vp, PRESIDENT));
    expect(state.turn).toBe(0);
    state = play(state, act.bribe(0, m10, PRESIDENT));
    expect(state.piles[PRESIDENT]?.[0]?.cards).toEqual([m50, vp, m10]);
    expect(state.turn).toBe(1);
  });
});

describe("legal actions", () => {
  it("offer every use of every card of the set, and discarding each", () => {
    const s = newGame(2);
    const card = picker(s);
    const [money, scandal] = [card("money", 30), card("scandal")];
    put(s, s.hand, [money, scandal]);
    s.phase = "play";
    const legal = slushFund.legalActions(s, 0);
    expect(legal.filter((a) => a.type === "discard")).toHaveLength(2);
    expect(legal.filter((a) => a.type === "bribe")).toHaveLength(5);
    expect(legal.filter((a) => a.type === "scandal")).toHaveLength(5);
    expect(legal).toHaveLength(12);
    expect(slushFund.legalActions(s, 1)).toEqual([]);
  });
});
