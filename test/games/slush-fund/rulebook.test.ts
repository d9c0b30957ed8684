/**
 * Rule-text lines that no other scenario covered, each written from the rulebook's own words (see
 * docs/rules/trace/slush-fund-fr.md): the five politicians, the shuffle, what is public at any time,
 * cards shown as they are played, and power cards leaving the game.
 */
import { describe, expect, it } from "vitest";
import { POLITICIANS, slushFund } from "../../../src/games/slush-fund/index.js";
import {
  act,
  GOVERNOR,
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

const viewers = (players: number): (number | null)[] => [
  ...Array.from({ length: players }, (_, i) => i),
  null,
];

describe("setup", () => {
  it("five politicians with a pile for every player, whatever the player count", () => {
    expect(POLITICIANS).toEqual(["President", "Vice President", "Speaker", "Senator", "Governor"]);
    for (const players of [2, 3, 4]) {
      const s = slushFund.setup({ players, seed: 1 });
      expect(s.piles).toHaveLength(5);
      for (const row of s.piles) expect(row.map((pile) => pile.cards)).toEqual(Array(players).fill([]));
      expect(s.scandals).toEqual([[], [], [], [], []]);
      expect(s.fallen).toEqual([false, false, false, false, false]);
    }
  });

  it("the deck is shuffled with the seeded generator: the same seed deals alike, another seed differently", () => {
    const deckOf = (seed: number | string) => slushFund.setup({ players: 3, seed }).deck;
    expect(deckOf("a")).toEqual(deckOf("a"));
    expect(deckOf("a")).not.toEqual(deckOf("b"));
    expect([...deckOf("a")].sort((x, y) => x - y)).toEqual(Array.from({ length: 90 }, (_, id) => id));
  });
});

describe("what everyone sees", () => {
  it("every seat and a spectator see the slush fund, the scandals and the laid-aside Time cards at any time", () => {
    const s = newGame(3);
    const card = picker(s);
    const fund = [card("thief"), card("money", 40), card("spy")];
    put(s, s.fund, fund);
    const scandals = [card("scandal"), card("scandal")];
    put(s, s.scandals[SPEAKER] as number[], scandals);
    const times = [card("time"), card("time"), card("time")];
    put(s, s.timeCards, times);
    for (const viewer of viewers(3)) {
      const view = slushFund.viewFor(s, viewer);
      expect(view.fund).toEqual(fund);
      expect(view.scandals[SPEAKER]).toEqual(scandals);
      expect(view.timeCards).toEqual(times);
    }
  });

  it("every card played is shown to every seat as it is played", () => {
    const s = newGame(3);
    const card = picker(s);
    const m30 = card("money", 30);
    const scandal = card("scandal");
    const m10 = card("money", 10);
    stackDeck(s, [m30, scandal, m10]);
    let state = play(s, act.draw(0), act.stash(0, m10), act.bribe(0, m30, PRESIDENT));
    for (const viewer of viewers(3)) {
      expect(slushFund.viewFor(state, viewer).events).toContainEqual({
        type: "bribed",
        player: 0,
        card: m30,
        politician: PRESIDENT,
      });
    }
    state = play(state, act.scandal(0, scandal, GOVERNOR));
    for (const viewer of viewers(3)) {
      expect(slushFund.viewFor(state, viewer).events).toContainEqual(
        expect.objectContaining({ type: "scandal", card: scandal, politician: GOVERNOR }),
      );
      // Once covered, the card is hidden from the others again; only the pile's top shows.
      expect(slushFund.viewFor(state, viewer).piles[PRESIDENT]?.[0]?.cards).toEqual([m30]);
    }
  });
});

describe("power cards", () => {
  it("a used Thief, Spy or Money Transfer leaves the game and never goes into the slush fund", () => {
    const s = newGame(2);
    const card = picker(s);
    const thief = card("thief");
    const spy = card("spy");
    const transfer = card("transfer");
    const victim = card("money", 20);
    const own = card("money", 30);
    setPile(s, VICE_PRESIDENT, 1, [victim]);
    setPile(s, SENATOR, 0, [own]);
    setPile(s, SENATOR, 1, [card("money", 10)]);
    put(s, s.scandals[GOVERNOR] as number[], [card("scandal")]);
    setHand(s, 0, [thief, spy, transfer]);
    const end = play(
      s,
      act.thief(0, thief, VICE_PRESIDENT, 1),
      act.spy(0, spy),
      act.moveScandal(0, GOVERNOR, PRESIDENT),
      act.peek(0, SENATOR, 1),
      act.transfer(0, transfer, own, SPEAKER),
    );
    expect(end.removed).toEqual([thief, spy, transfer]);
    expect(end.fund).toEqual([]);
    expect(slushFund.viewFor(end, 1).removed).toEqual([thief, spy, transfer]);
    expect(slushFund.viewFor(end, 1).piles[VICE_PRESIDENT]?.[0]?.cards).toEqual([victim]);
    expect(slushFund.viewFor(end, 1).piles[SPEAKER]?.[0]?.cards).toEqual([own]);
  });
});

describe("the winner", () => {
  it("the player with the most VP wins", () => {
    const s = newGame(3);
    const card = picker(s);
    // Seat 0 wins the President (7 VP); seat 2 wins the Speaker and the Senator (14 VP); seat 1 nothing.
    setPile(s, PRESIDENT, 0, [card("money", 50)]);
    setPile(s, PRESIDENT, 2, [card("money", 10)]);
    setPile(s, SPEAKER, 2, [card("money", 10)]);
    setPile(s, SENATOR, 2, [card("money", 20)]);
    setPile(s, SENATOR, 1, [card("money", 10)]);
    const times = Array.from({ length: 10 }, () => card("time"));
    put(s, s.timeCards, times.slice(0, 9));
    stackDeck(s, [times[9] as number]);
    const end = play(s, act.draw(0));
    expect(slushFund.outcome(end)).toMatchObject({ scores: [7, 0, 14], winners: [2], ranks: [2, 3, 1] });
  });
});
