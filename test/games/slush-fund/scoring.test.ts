/**
 * Scoring: the per-politician tie-breaks (money, money cards, shared) and the final tie-break by rank.
 */
import { describe, expect, it } from "vitest";
import type { CardId } from "../../../src/core/index.js";
import { type SlushFundState, scorePolitician, slushFund } from "../../../src/games/slush-fund/index.js";
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
  setPile,
  stackDeck,
  VICE_PRESIDENT,
} from "./helpers.js";

/** Ends the game at once: nine Time cards aside, the tenth on top of the deck, the active player draws. */
function finish(s: SlushFundState): SlushFundState {
  const times = s.catalog.flatMap((card, id) => (card.kind === "time" ? [id] : []));
  put(s, s.timeCards, times.slice(0, 9));
  stackDeck(s, [times[9] as CardId]);
  return play(s, act.draw(s.turn));
}

describe("winning a politician", () => {
  it("goes to the most money", () => {
    const s = newGame(3);
    const card = picker(s);
    setPile(s, SPEAKER, 0, [card("money", 10), card("money", 10), card("money", 10)]);
    setPile(s, SPEAKER, 1, [card("money", 40)]);
    setPile(s, SPEAKER, 2, [card("money", 30), card("vp"), card("vp")]);
    const result = scorePolitician(s, SPEAKER);
    expect(result.winners).toEqual([1]);
    expect(result.points).toEqual([0, 7, 0]);
  });

  it("on equal money, goes to the most money cards (VP cards do not count)", () => {
    const s = newGame(3);
    const card = picker(s);
    setPile(s, SPEAKER, 0, [card("money", 20), card("money", 20), card("vp")]);
    setPile(s, SPEAKER, 1, [card("money", 40), card("vp"), card("vp")]);
    setPile(s, SPEAKER, 2, [card("money", 10), card("money", 10), card("money", 10), card("money", 10)]);
    const result = scorePolitician(s, SPEAKER);
    expect(result.moneyCards).toEqual([2, 1, 4]);
    expect(result.winners).toEqual([2]);
  });

  it("still tied, goes to every tied player, each with their own VP bonus", () => {
    const s = newGame(3);
    const card = picker(s);
    put(s, s.scandals[SPEAKER] as number[], [card("scandal")]);
    setPile(s, SPEAKER, 0, [card("money", 20), card("money", 30), card("vp")]);
    setPile(s, SPEAKER, 1, [card("money", 40), card("money", 10)]);
    setPile(s, SPEAKER, 2, [card("money", 50)]);
    const result = scorePolitician(s, SPEAKER);
    expect(result.winners).toEqual([0, 1]);
    expect(result.points).toEqual([7, 6, 0]);
  });

  it("goes to nobody when nobody has money there", () => {
    const s = newGame(2);
    expect(scorePolitician(s, GOVERNOR).winners).toEqual([]);
    expect(scorePolitician(s, GOVERNOR).points).toEqual([0, 0]);
  });
});

describe("the final tie-break", () => {
  it("gives a tie on points to the player who won the President", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, PRESIDENT, 1, [card("money", 10)]);
    setPile(s, GOVERNOR, 0, [card("money", 10)]);
    const outcome = slushFund.outcome(finish(s));
    expect(outcome?.scores).toEqual([7, 7]);
    expect(outcome?.winners).toEqual([1]);
    expect(outcome?.ranks).toEqual([2, 1]);
  });

  it("goes down to the Vice President when both (or neither) won the President, and so on", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, PRESIDENT, 0, [card("money", 20)]);
    setPile(s, PRESIDENT, 1, [card("money", 20)]);
    setPile(s, SPEAKER, 0, [card("money", 10)]);
    setPile(s, VICE_PRESIDENT, 1, [card("money", 10)]);
    setPile(s, SENATOR, 0, [card("money", 10)]);
    put(s, s.scandals[SENATOR] as number[], [card("scandal"), card("scandal"), card("scandal")]);
    setPile(s, GOVERNOR, 1, [card("money", 10)]);
    put(s, s.scandals[GOVERNOR] as number[], [card("scandal"), card("scandal"), card("scandal")]);
    // 0: President 7 + Speaker 7 + Senator 4 = 18; 1: President 7 + VP 7 + Governor 4 = 18.
    const outcome = slushFund.outcome(finish(s));
    expect(outcome?.scores).toEqual([18, 18]);
    expect(outcome?.winners).toEqual([1]);
  });

  it("skips removed politicians", () => {
    const s = newGame(2);
    const card = picker(s);
    put(
      s,
      s.scandals[PRESIDENT] as number[],
      [1, 2, 3, 4, 5].map(() => card("scandal")),
    );
    s.fallen[PRESIDENT] = true;
    setPile(s, SPEAKER, 0, [card("money", 10)]);
    setPile(s, GOVERNOR, 1, [card("money", 10)]);
    const outcome = slushFund.outcome(finish(s));
    expect(outcome?.scores).toEqual([7, 7]);
    expect(outcome?.winners).toEqual([0]);
  });

  it("keeps only the tied players who won a politician when some but not all of them did", () => {
    const s = newGame(4);
    const card = picker(s);
    // Seats 0, 1, 2 tie on 7; seat 3 has 0. Nobody won the President; 1 and 2 both won the VP (shared).
    setPile(s, VICE_PRESIDENT, 1, [card("money", 30)]);
    setPile(s, VICE_PRESIDENT, 2, [card("money", 30)]);
    setPile(s, SENATOR, 0, [card("money", 10)]);
    setPile(s, SPEAKER, 2, [card("money", 10)]);
    put(
      s,
      s.scandals[SPEAKER] as number[],
      [1, 2, 3, 4].map(() => card("scandal")),
    );
    setPile(s, GOVERNOR, 1, [card("money", 10)]);
    put(
      s,
      s.scandals[GOVERNOR] as number[],
      [1, 2, 3, 4].map(() => card("scandal")),
    );
    s.turn = 3;
    const end = finish(s);
    const outcome = slushFund.outcome(end);
    // 1: VP 7 + Governor 3 = 10; 2: VP 7 + Speaker 3 = 10; 0: Senator 7.
    expect(outcome?.scores).toEqual([7, 10, 10, 0]);
    // Tied 1 and 2 both won the VP; the Speaker (rank 3) goes to 2 only.
    expect(outcome?.winners).toEqual([2]);
    expect(outcome?.ranks).toEqual([3, 2, 1, 4]);
  });

  it("is a shared win when the tied players won exactly the same politicians", () => {
    const base = newGame(3);
    const pick = picker(base);
    setPile(base, SENATOR, 0, [pick("money", 20), pick("money", 10)]);
    setPile(base, SENATOR, 2, [pick("money", 20), pick("money", 10)]);
    setPile(base, GOVERNOR, 1, [pick("money", 50), pick("vp")]);
    put(base, base.scandals[GOVERNOR] as number[], [pick("scandal")]);
    // 0 and 2 share the Senator (7 each); 1 wins the Governor: 7 − 1 + 1 = 7. Three-way tie.
    const outcome = slushFund.outcome(finish(base));
    expect(outcome?.scores).toEqual([7, 7, 7]);
    // The Senator (rank 4) splits them: 0 and 2 won it, 1 did not; 0 and 2 stay tied to the end.
    expect(outcome?.winners).toEqual([0, 2]);
    expect(outcome?.ranks).toEqual([1, 3, 1]);
  });
});
