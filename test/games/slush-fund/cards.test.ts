/**
 * One scenario per card type: Money, VP, Scandal, Thief (both options), Spy, Money Transfer, Time,
 * and discarding (chosen and forced).
 */
import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { scorePolitician, slushFund } from "../../../src/games/slush-fund/index.js";
import {
  act,
  expectRefused,
  GOVERNOR,
  moneyAt,
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
  VICE_PRESIDENT,
} from "./helpers.js";

describe("Money", () => {
  it("goes on top of the player's own pile at the chosen politician", () => {
    const s = newGame(2);
    const card = picker(s);
    const [a, b] = [card("money", 40), card("money", 50)];
    setHand(s, 0, [a, b]);
    const end = play(s, act.bribe(0, a, SPEAKER), act.bribe(0, b, SPEAKER));
    expect(end.piles[SPEAKER]?.[0]?.cards).toEqual([a, b]);
    expect(end.piles[SPEAKER]?.[1]?.cards).toEqual([]);
    expect(moneyAt(end, SPEAKER, 0)).toBe(90);
  });
});

describe("VP cards", () => {
  it("go on the own pile, add 1 VP for their owner only, and are not money", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, SENATOR, 0, [card("money", 20), card("vp"), card("vp")]);
    setPile(s, SENATOR, 1, [card("money", 20), card("vp")]);
    const result = scorePolitician(s, SENATOR);
    expect(result.money).toEqual([20, 20]);
    expect(result.moneyCards).toEqual([1, 1]);
    expect(result.winners).toEqual([0, 1]);
    expect(result.points).toEqual([9, 8]);
  });

  it("alone do not win a politician", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, SENATOR, 0, [card("vp"), card("vp")]);
    expect(scorePolitician(s, SENATOR).winners).toEqual([]);
  });

  it("are played like money (bribe) and cannot be stolen or transferred", () => {
    const s = newGame(2);
    const card = picker(s);
    const vp = card("vp");
    const thief = card("thief");
    const transfer = card("transfer");
    setPile(s, SENATOR, 1, [card("money", 30), card("vp")]);
    setHand(s, 0, [vp, thief, transfer]);
    const state = play(s, act.bribe(0, vp, GOVERNOR));
    expect(state.piles[GOVERNOR]?.[0]?.cards).toEqual([vp]);
    expectRefused(state, act.thief(0, thief, SENATOR, 1), "thief-top-not-money");
    expectRefused(state, act.transfer(0, transfer, vp, PRESIDENT), "transfer-not-money");
  });
});

describe("Scandals", () => {
  it("lower a politician's value by one each", () => {
    const s = newGame(2);
    const card = picker(s);
    const [x, y] = [card("scandal"), card("scandal")];
    setPile(s, GOVERNOR, 1, [card("money", 10)]);
    setHand(s, 0, [x, y]);
    const end = play(s, act.scandal(0, x, GOVERNOR), act.scandal(0, y, GOVERNOR));
    expect(end.scandals[GOVERNOR]).toEqual([x, y]);
    expect(scorePolitician(end, GOVERNOR).points).toEqual([0, 5]);
  });

  it("the fifth removes the politician and every pile at it from the game", () => {
    const s = newGame(3);
    const card = picker(s);
    put(s, s.scandals[PRESIDENT] as number[], [
      card("scandal"),
      card("scandal"),
      card("scandal"),
      card("scandal"),
    ]);
    const pile0 = [card("money", 50), card("vp")];
    const pile2 = [card("money", 10)];
    setPile(s, PRESIDENT, 0, pile0);
    setPile(s, PRESIDENT, 2, pile2);
    s.piles[PRESIDENT]![0]!.seenBy = [1];
    const fifth = card("scandal");
    const money = card("money", 20);
    setHand(s, 1, [fifth, money]);
    const end = play(s, act.scandal(1, fifth, PRESIDENT));
    expect(end.fallen[PRESIDENT]).toBe(true);
    // The lost piles stay where they lay, frozen and as hidden as before (see hidden.test.ts).
    expect(end.piles[PRESIDENT]?.map((pile) => pile.cards)).toEqual([pile0, [], pile2]);
    expect(end.removed).toEqual([]);
    expect(end.events).toContainEqual({ type: "politician-removed", politician: PRESIDENT, lost: [2, 0, 1] });
    expectRefused(end, act.bribe(1, money, PRESIDENT), "politician-removed");
    expect(slushFund.legalActions(end, 1).filter((a) => a.type === "bribe")).toHaveLength(4);
    expect(scorePolitician(end, PRESIDENT).points).toEqual([0, 0, 0]);
  });
});

describe("Thief (thiefTakes: top)", () => {
  it("takes the top money card of an opponent's pile onto the thief's pile at the same politician", () => {
    const s = newGame(3);
    const card = picker(s);
    const [low, high] = [card("money", 50), card("money", 10)];
    setPile(s, SPEAKER, 2, [low, high]);
    const thief = card("thief");
    setHand(s, 1, [thief]);
    const end = play(s, act.thief(1, thief, SPEAKER, 2));
    expect(end.piles[SPEAKER]?.[2]?.cards).toEqual([low]);
    expect(end.piles[SPEAKER]?.[1]?.cards).toEqual([high]);
    expect(end.removed).toEqual([thief]);
  });

  it("has no target on own, empty or VP-topped piles, and must then be discarded", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, SPEAKER, 0, [card("money", 50)]);
    setPile(s, SENATOR, 1, [card("money", 50), card("vp")]);
    const thief = card("thief");
    setHand(s, 0, [thief]);
    expect(slushFund.legalActions(s, 0)).toEqual([act.discard(0, thief)]);
    const end = play(s, act.discard(0, thief));
    expect(end.removed).toEqual([thief]);
    expect(end.turn).toBe(1);
  });
});

describe("Thief (thiefTakes: any)", () => {
  it("looks into the pile, then takes any money card of it, even under a VP card", () => {
    const s = newGame(3, { thiefTakes: "any" });
    const card = picker(s);
    const [m40, m10, vp] = [card("money", 40), card("money", 10), card("vp")];
    setPile(s, SENATOR, 2, [m40, m10, vp]);
    const thief = card("thief");
    setHand(s, 0, [thief]);
    const looking = play(s, act.thief(0, thief, SENATOR, 2));
    expect(looking.phase).toBe("steal");
    expect(slushFund.viewFor(looking, 0).piles[SENATOR]?.[2]?.cards).toEqual([m40, m10, vp]);
    expect(slushFund.viewFor(looking, 1).piles[SENATOR]?.[2]?.cards).toEqual([HIDDEN, HIDDEN, vp]);
    expect(slushFund.legalActions(looking, 0)).toEqual([act.steal(0, m40), act.steal(0, m10)]);
    expectRefused(looking, act.steal(0, vp), "steal-not-money");
    const end = play(looking, act.steal(0, m40));
    expect(end.piles[SENATOR]?.[2]?.cards).toEqual([m10, vp]);
    expect(end.piles[SENATOR]?.[0]?.cards).toEqual([m40]);
    expect(end.piles[SENATOR]?.[2]?.seenBy).toEqual([]);
  });

  it("finds nothing in a pile without money but keeps what it saw", () => {
    const s = newGame(2, { thiefTakes: "any" });
    const card = picker(s);
    const vps = [card("vp"), card("vp")];
    setPile(s, SENATOR, 1, vps);
    const [thief, other] = [card("thief"), card("money", 10)];
    setHand(s, 0, [thief, other]);
    const end = play(s, act.thief(0, thief, SENATOR, 1));
    expect(end.phase).toBe("play");
    expect(end.events).toContainEqual({ type: "thief-missed", player: 0, victim: 1, politician: SENATOR });
    expect(end.piles[SENATOR]?.[1]?.cards).toEqual(vps);
    expect(slushFund.viewFor(end, 0).piles[SENATOR]?.[1]?.cards).toEqual(vps);
  });
});

describe("Spy", () => {
  it("moves a scandal, then shows one opponent's whole pile to the spy alone until it changes", () => {
    const s = newGame(3);
    const card = picker(s);
    const scandal = card("scandal");
    put(s, s.scandals[GOVERNOR] as number[], [scandal]);
    const pile = [card("money", 30), card("money", 20)];
    setPile(s, VICE_PRESIDENT, 2, pile);
    const spy = card("spy");
    const later = card("money", 10);
    setHand(s, 0, [spy]);
    let state = play(s, act.spy(0, spy));
    expect(state.phase).toBe("spy-move");
    expect(slushFund.legalActions(state, 0)).toHaveLength(4);
    state = play(state, act.moveScandal(0, GOVERNOR, PRESIDENT));
    expect(state.scandals[PRESIDENT]).toEqual([scandal]);
    expect(state.scandals[GOVERNOR]).toEqual([]);
    expect(state.phase).toBe("spy-look");
    state = play(state, act.peek(0, VICE_PRESIDENT, 2));
    expect(state.removed).toEqual([spy]);
    expect(state.turn).toBe(1);
    expect(slushFund.viewFor(state, 0).piles[VICE_PRESIDENT]?.[2]?.cards).toEqual(pile);
    expect(slushFund.viewFor(state, 1).piles[VICE_PRESIDENT]?.[2]?.cards).toEqual([HIDDEN, pile[1]]);
    expect(slushFund.viewFor(state, null).piles[VICE_PRESIDENT]?.[2]?.cards).toEqual([HIDDEN, pile[1]]);
    // Seat 2 adds a card: the pile changed, so the spy's knowledge lapses.
    state = structuredClone(state);
    setHand(state, 2, [later]);
    state = play(state, act.bribe(2, later, VICE_PRESIDENT));
    expect(slushFund.viewFor(state, 0).piles[VICE_PRESIDENT]?.[2]?.cards).toEqual([HIDDEN, HIDDEN, later]);
  });

  it("skips the move when no scandal can move, and the look when no opponent pile exists", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, SPEAKER, 1, [card("money", 10)]);
    const [spy1, spy2] = [card("spy"), card("spy")];
    setHand(s, 0, [spy1, spy2]);
    let state = play(s, act.spy(0, spy1));
    expect(state.phase).toBe("spy-look");
    state = play(state, act.peek(0, SPEAKER, 1));
    const t = newGame(2);
    const tc = picker(t);
    put(t, t.scandals[SPEAKER] as number[], [tc("scandal")]);
    const spy3 = tc("spy");
    setHand(t, 0, [spy3, tc("money", 10)]);
    state = play(t, act.spy(0, spy3), act.moveScandal(0, SPEAKER, SENATOR));
    expect(state.phase).toBe("play");
    expect(state.scandals[SENATOR]).toHaveLength(1);
  });

  it("is useless (discard only) when it can neither move a scandal nor look at a pile", () => {
    const s = newGame(2);
    const card = picker(s);
    const spy = card("spy");
    setHand(s, 0, [spy]);
    expect(slushFund.legalActions(s, 0)).toEqual([act.discard(0, spy)]);
    expectRefused(s, act.spy(0, spy), "spy-useless");
  });

  it("can remove a politician by moving a fifth scandal onto it", () => {
    const s = newGame(2);
    const card = picker(s);
    put(
      s,
      s.scandals[SENATOR] as number[],
      [1, 2, 3, 4].map(() => card("scandal")),
    );
    put(s, s.scandals[GOVERNOR] as number[], [card("scandal")]);
    const lost = card("money", 50);
    setPile(s, SENATOR, 1, [lost]);
    const spy = card("spy");
    setHand(s, 0, [spy]);
    const end = play(s, act.spy(0, spy), act.moveScandal(0, GOVERNOR, SENATOR));
    expect(end.fallen[SENATOR]).toBe(true);
    expect(end.piles[SENATOR]?.[1]?.cards).toEqual([lost]);
    expect(end.removed).toEqual([spy]);
    // The only opponent pile fell with the Senator: the look is skipped and the turn ends.
    expect(end.turn).toBe(1);
  });
});

describe("Money Transfer", () => {
  it("moves any of the player's own money cards, even from under the top, onto another own pile", () => {
    const s = newGame(2);
    const card = picker(s);
    const [bottom, middle, top] = [card("money", 50), card("money", 10), card("vp")];
    setPile(s, PRESIDENT, 0, [bottom, middle, top]);
    const target = card("money", 20);
    setPile(s, GOVERNOR, 0, [target]);
    const transfer = card("transfer");
    setHand(s, 0, [transfer]);
    const legal = slushFund.legalActions(s, 0).filter((a) => a.type === "transfer");
    expect(legal).toHaveLength(3 * 4);
    const end = play(s, act.transfer(0, transfer, bottom, GOVERNOR));
    expect(end.piles[PRESIDENT]?.[0]?.cards).toEqual([middle, top]);
    expect(end.piles[GOVERNOR]?.[0]?.cards).toEqual([target, bottom]);
    expect(end.removed).toEqual([transfer]);
  });

  it("cannot move money lost with a fallen politician", () => {
    const s = newGame(2);
    const card = picker(s);
    put(
      s,
      s.scandals[PRESIDENT] as number[],
      [1, 2, 3, 4, 5].map(() => card("scandal")),
    );
    s.fallen[PRESIDENT] = true;
    const lost = card("money", 50);
    setPile(s, PRESIDENT, 0, [lost]);
    const transfer = card("transfer");
    setHand(s, 0, [transfer]);
    expectRefused(s, act.transfer(0, transfer, lost, SENATOR), "politician-removed");
    // With no other money on the table the Transfer has no use and can only be discarded.
    expect(slushFund.legalActions(s, 0)).toEqual([act.discard(0, transfer)]);
  });

  it("has no use without own money on the table", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, PRESIDENT, 1, [card("money", 50)]);
    setPile(s, PRESIDENT, 0, [card("vp")]);
    const transfer = card("transfer");
    setHand(s, 0, [transfer]);
    expect(slushFund.legalActions(s, 0)).toEqual([act.discard(0, transfer)]);
  });
});

describe("Time cards", () => {
  it("are laid aside when revealed and replaced by the next card", () => {
    const s = newGame(2);
    const card = picker(s);
    const [a, t1, b, t2, c] = [card("money", 10), card("time"), card("scandal"), card("time"), card("spy")];
    stackDeck(s, [a, t1, b, t2, c]);
    const state = play(s, act.draw(0));
    expect(state.revealed).toEqual([a, b, c]);
    expect(state.timeCards).toEqual([t1, t2]);
    expect(
      state.events.filter((e) => e.type === "time-card").map((e) => (e as { count: number }).count),
    ).toEqual([1, 2]);
  });
});

describe("discarding", () => {
  it("counts as playing a card and removes it from the game, whatever the card", () => {
    const s = newGame(2);
    const card = picker(s);
    const [money, scandal] = [card("money", 50), card("scandal")];
    setHand(s, 0, [money, scandal]);
    expect(slushFund.legalActions(s, 0)).toContainEqual(act.discard(0, money));
    const end = play(s, act.discard(0, money), act.discard(0, scandal));
    expect(end.removed).toEqual([money, scandal]);
    expect(end.turn).toBe(1);
  });
});

describe("ordering of plays", () => {
  it("plays the current set in the order the player chooses (Thief first, then Money on the stolen card)", () => {
    const s = newGame(2);
    const card = picker(s);
    const theirs = card("money", 30);
    setPile(s, GOVERNOR, 1, [theirs]);
    const [money, thief] = [card("money", 10), card("thief")];
    setHand(s, 0, [money, thief]);
    const end = play(s, act.thief(0, thief, GOVERNOR, 1), act.bribe(0, money, GOVERNOR));
    expect(end.piles[GOVERNOR]?.[0]?.cards).toEqual([theirs, money]);
  });
});
