/**
 * The examples of the rule text, replayed on the engine (Bill = seat 0, Jill/Steve = seat 1).
 */
import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { scorePolitician, slushFund } from "../../../src/games/slush-fund/index.js";
import {
  act,
  GOVERNOR,
  moneyAt,
  newGame,
  PRESIDENT,
  picker,
  play,
  put,
  SENATOR,
  SPEAKER,
  setPile,
  stackDeck,
  VICE_PRESIDENT,
} from "./helpers.js";

const BILL = 0;
const OTHER = 1;

describe("rule text examples", () => {
  it("Bill puts $10K and Jill $20K beside the President: Jill has bribed him more", () => {
    const s = newGame(2);
    const card = picker(s);
    const bill10 = card("money", 10);
    const bill30 = card("money", 30);
    const scandal = card("scandal");
    const jill20 = card("money", 20);
    const jill10 = card("money", 10);
    const spy = card("spy");
    stackDeck(s, [bill10, bill30, scandal, jill20, jill10, spy]);
    const end = play(
      s,
      act.draw(BILL),
      act.stash(BILL, scandal),
      act.bribe(BILL, bill10, PRESIDENT),
      act.bribe(BILL, bill30, SENATOR),
      act.draw(OTHER),
      act.stash(OTHER, spy),
      act.bribe(OTHER, jill20, PRESIDENT),
      act.bribe(OTHER, jill10, GOVERNOR),
    );
    expect(moneyAt(end, PRESIDENT, BILL)).toBe(10);
    expect(moneyAt(end, PRESIDENT, OTHER)).toBe(20);
    expect(scorePolitician(end, PRESIDENT).winners).toEqual([OTHER]);
  });

  it("Bill reveals $20K, $10K and a Thief, funds the Thief and stacks $30K on the President, $10K showing", () => {
    const s = newGame(2);
    const card = picker(s);
    const m20 = card("money", 20);
    const m10 = card("money", 10);
    const thief = card("thief");
    stackDeck(s, [m20, m10, thief]);
    let state = play(s, act.draw(BILL));
    expect(state.revealed).toEqual([m20, m10, thief]);
    expect(state.phase).toBe("stash");
    state = play(state, act.stash(BILL, thief));
    expect(state.fund).toEqual([thief]);
    expect(state.hand).toEqual([m20, m10]);
    state = play(state, act.bribe(BILL, m20, PRESIDENT), act.bribe(BILL, m10, PRESIDENT));
    expect(moneyAt(state, PRESIDENT, BILL)).toBe(30);
    expect(slushFund.viewFor(state, BILL).piles[PRESIDENT]?.[BILL]?.cards).toEqual([m20, m10]);
    expect(slushFund.viewFor(state, OTHER).piles[PRESIDENT]?.[BILL]?.cards).toEqual([HIDDEN, m10]);
    expect(slushFund.viewFor(state, null).piles[PRESIDENT]?.[BILL]?.cards).toEqual([HIDDEN, m10]);
    expect(state.turn).toBe(OTHER);
  });

  it("Steve's Thief takes Bill's $20K from the Vice President onto his own pile there", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, PRESIDENT, BILL, [card("money", 10)]);
    setPile(s, SENATOR, BILL, [card("money", 10)]);
    const bill20 = card("money", 20);
    setPile(s, VICE_PRESIDENT, BILL, [bill20]);
    const thief = card("thief");
    const m30 = card("money", 30);
    const scandal = card("scandal");
    stackDeck(s, [thief, m30, scandal]);
    s.turn = OTHER;
    const end = play(
      s,
      act.draw(OTHER),
      act.stash(OTHER, scandal),
      act.thief(OTHER, thief, VICE_PRESIDENT, BILL),
      act.bribe(OTHER, m30, GOVERNOR),
    );
    expect(moneyAt(end, VICE_PRESIDENT, BILL)).toBe(0);
    expect(moneyAt(end, VICE_PRESIDENT, OTHER)).toBe(20);
    expect(end.piles[VICE_PRESIDENT]?.[OTHER]?.cards).toEqual([bill20]);
    expect(moneyAt(end, PRESIDENT, BILL)).toBe(10);
    expect(moneyAt(end, SENATOR, BILL)).toBe(10);
    expect(end.removed).toContain(thief);
    expect(end.fund).not.toContain(thief);
  });

  it("Steve's $240K beats Bill's $230K at the President (8 VP: 7 − 1 + 2) and the 13–13 tie goes to Steve", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(
      s,
      PRESIDENT,
      BILL,
      [50, 50, 50, 40, 40].map((v) => card("money", v)),
    );
    setPile(s, PRESIDENT, OTHER, [
      ...[50, 50, 50, 40, 30].map((v) => card("money", v)),
      card("vp"),
      card("money", 20),
      card("vp"),
    ]);
    put(s, s.scandals[PRESIDENT] as number[], [card("scandal")]);
    setPile(s, VICE_PRESIDENT, BILL, [card("money", 10)]);
    setPile(s, SPEAKER, BILL, [card("money", 10)]);
    put(s, s.scandals[SPEAKER] as number[], [card("scandal")]);
    setPile(s, GOVERNOR, OTHER, [card("money", 10)]);
    put(s, s.scandals[GOVERNOR] as number[], [card("scandal"), card("scandal")]);
    const times = Array.from({ length: 10 }, () => card("time"));
    put(s, s.timeCards, times.slice(0, 9));
    stackDeck(s, [times[9] as number]);

    const end = play(s, act.draw(BILL));
    expect(end.phase).toBe("over");
    const president = scorePolitician(end, PRESIDENT);
    expect(president.money).toEqual([230, 240]);
    expect(president.winners).toEqual([OTHER]);
    expect(president.points).toEqual([0, 8]);
    const outcome = slushFund.outcome(end);
    expect(outcome?.scores).toEqual([13, 13]);
    expect(outcome?.winners).toEqual([OTHER]);
    expect(outcome?.ranks).toEqual([2, 1]);
  });
});
