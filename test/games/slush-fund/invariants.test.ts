/**
 * The invariants catch broken states (so the conformance kit's checks after every action mean something).
 */
import { describe, expect, it } from "vitest";
import { slushFund } from "../../../src/games/slush-fund/index.js";
import { GOVERNOR, newGame, PRESIDENT, picker, put, SENATOR, setPile } from "./helpers.js";

describe("invariants", () => {
  it("hold for a fresh game", () => {
    for (const players of [2, 3, 4]) expect(slushFund.invariants(newGame(players))).toEqual([]);
  });

  it("catch a card in two places and a lost card", () => {
    const s = newGame(2);
    s.fund.push(s.deck[0]!);
    expect(slushFund.invariants(s).join()).toMatch(/both in deck and in slush fund/);
    const t = newGame(2);
    t.deck.pop();
    expect(slushFund.invariants(t).join()).toMatch(/nowhere/);
  });

  it("catch a pile holding a non-bribe card or spied on by its owner", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, SENATOR, 1, [card("scandal")]);
    s.piles[PRESIDENT]![0]!.seenBy = [0];
    const problems = slushFund.invariants(s).join("\n");
    expect(problems).toMatch(/neither Money nor VP/);
    expect(problems).toMatch(/bad list of spies/);
  });

  it("catch five scandals on a politician still in play, and a politician removed with fewer", () => {
    const s = newGame(2);
    const card = picker(s);
    put(
      s,
      s.scandals[GOVERNOR] as number[],
      [1, 2, 3, 4, 5].map(() => card("scandal")),
    );
    expect(slushFund.invariants(s).join()).toMatch(/Governor has 5 scandals but is not removed/);
    s.fallen[GOVERNOR] = true;
    // Its lost piles may stay: they are frozen where they lay.
    setPile(s, GOVERNOR, 0, [card("money", 10)]);
    expect(slushFund.invariants(s)).toEqual([]);
    s.fallen[SENATOR] = true;
    expect(slushFund.invariants(s).join()).toMatch(/Senator has 0 scandals but is removed/);
  });

  it("catch a game that missed its last Time card", () => {
    const s = newGame(2, { timeCardsToEnd: 1 });
    const card = picker(s);
    put(s, s.timeCards, [card("time")]);
    expect(slushFund.invariants(s).join()).toMatch(/did not end/);
  });
});
