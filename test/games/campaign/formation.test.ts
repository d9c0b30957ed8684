import { describe, expect, it } from "vitest";
import { campaign, presidentCardId } from "../../../src/games/campaign/index.js";
import { A, electAndForm, eventsOf, expectRefused, fresh, play } from "./helpers.js";

const FOUR = ["democrats", "republicans", "greens", "libertarians"] as const;

describe("government formation", () => {
  it("a party with 8 seats forms a majority at once, and its president gets $10 and a card", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [8, 3, 2, 2], "past-history");
    expect(s.government).toEqual({ kind: "M", members: [0], president: 0 });
    expect(s.sequences).toEqual([["M"], [], [], []]);
    expect(s.active[0]).toEqual([presidentCardId("past-history")]);
    // $20 start + $10 allowance + $10 Democrat income at the first turn.
    expect(s.treasury[0]).toBe(40);
    expect(s.phase).toBe("turn");
    expect(campaign.toAct(s)).toEqual([0]);
  });

  it("a proposal accepted by every member forms a coalition without president, card or allowance", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [5, 4, 3, 3]);
    expect(s.phase).toBe("formation");
    expect(campaign.toAct(s)).toEqual([0]);
    let next = play(s, A.propose(0, [0, 1]));
    expect(campaign.toAct(next)).toEqual([1]);
    next = play(next, A.answer(1, true));
    expect(next.government).toEqual({ kind: "c", members: [0, 1], president: null });
    expect(next.sequences).toEqual([["c"], ["c"], [], []]);
    expect(next.treasury[0]).toBe(20 + 10);
    expect(next.presidentDeck).toHaveLength(17);
    expect(next.streaks.coalition).toBe(1);
    expect(campaign.toAct(next)).toEqual([0]);
  });

  it("members answer clockwise from the proposer, and a decline ends the proposal", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [5, 4, 3, 3]);
    let next = play(s, A.pass(0), A.pass(1), A.propose(2, [0, 1, 2]));
    expect(campaign.toAct(next)).toEqual([0]);
    next = play(next, A.answer(0, true));
    expect(campaign.toAct(next)).toEqual([1]);
    next = play(next, A.answer(1, false));
    expect(next.formation?.proposal).toBeNull();
    expect(campaign.toAct(next)).toEqual([3]);
  });

  it("released seats are auctioned at once, then formation goes on after the releaser", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [5, 4, 3, 3]);
    let next = play(s, A.release(0, 1));
    expect(next.phase).toBe("auction");
    expect(next.middle).toBe(1);
    expect(next.auction?.context).toBe("formation");
    // The first election's last opener was seat 0, so seat 1 opens this auction.
    expect(campaign.toAct(next)).toEqual([1]);
    next = play(next, A.bid(1, 1), A.bid(2, 0), A.bid(3, 0), A.bid(0, 0), A.bid(1, 0));
    expect(next.seats).toEqual([4, 5, 3, 3]);
    expect(next.phase).toBe("formation");
    expect(campaign.toAct(next)).toEqual([1]);
  });

  it("a released seat can hand someone a majority, which then governs at once", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [7, 4, 2, 2]);
    let next = play(s, A.pass(0), A.pass(1), A.pass(2), A.release(3, 1));
    next = play(
      next,
      A.bid(1, 0),
      A.bid(2, 0),
      A.bid(3, 0),
      A.bid(0, 1),
      A.bid(1, 0),
      A.bid(2, 0),
      A.bid(3, 0),
      A.bid(0, 0),
    );
    expect(next.seats[0]).toBe(8);
    expect(next.government?.kind).toBe("M");
  });

  it("when everyone passes in a row, the largest party governs as a minority", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [5, 4, 3, 3]);
    const next = play(s, A.pass(0), A.pass(1), A.pass(2), A.pass(3));
    expect(next.government).toEqual({ kind: "m", members: [0], president: 0 });
    expect(next.sequences[0]).toEqual(["m"]);
  });

  it("tied largest parties form a coalition, led by the earliest clockwise from the last first player", () => {
    const s = fresh([...FOUR]);
    s.leader = 2;
    electAndForm(s, [5, 5, 3, 2]);
    expect(campaign.toAct(s)).toEqual([2]);
    const next = play(s, A.pass(2), A.pass(3), A.pass(0), A.pass(1));
    expect(next.government).toEqual({ kind: "c", members: [0, 1], president: null });
    expect(next.leader).toBe(0);
    expect(campaign.toAct(next)).toEqual([0]);
    const other = fresh([...FOUR]);
    other.leader = 1;
    electAndForm(other, [5, 5, 3, 2]);
    expect(play(other, A.pass(1), A.pass(2), A.pass(3), A.pass(0)).leader).toBe(1);
  });

  it("the formation limit ends formation with the fallback government", () => {
    const s = fresh([...FOUR], { formationLimit: 2 });
    electAndForm(s, [5, 4, 3, 3]);
    const next = play(s, A.propose(0, [0, 2]), A.answer(2, false));
    expect(next.government?.kind).toBe("m");
    expect(next.formation).toBeNull();
  });

  it("the coalition leader takes the first turn", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [3, 6, 3, 3]);
    const next = play(s, A.propose(0, [0, 1]), A.answer(1, true));
    expect(next.leader).toBe(1);
    expect(next.turn?.active).toBe(1);
  });

  it("refuses coalitions under 8 seats, without the proposer, or unordered", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [5, 4, 2, 2]);
    expectRefused(s, A.propose(0, [0, 2]), "coalition-too-small");
    expectRefused(s, A.propose(0, [1, 2, 3]), "proposer-not-member");
    expectRefused(s, A.propose(0, [1, 0]), "members-not-ascending");
    expectRefused(s, A.release(0, 6), "not-enough-seats");
    expect(eventsOf(s, "government-formed")).toEqual([]);
  });

  it("seats cannot be handed to another player: a formation turn proposes, releases to the middle or passes", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [5, 4, 3, 3]);
    const types = new Set(campaign.legalActions(s, 0).map((a) => a.type));
    expect([...types].sort()).toEqual(["pass", "propose", "release"]);
    const released = play(s, A.release(0, 2));
    expect(released.seats).toEqual([3, 4, 3, 3]);
    expect(released.middle).toBe(2);
  });

  it("every governing party extends its sequence and every other party's sequence starts over", () => {
    const s = fresh([...FOUR]);
    s.sequences = [["m"], ["c", "c"], ["c"], []];
    electAndForm(s, [5, 4, 3, 3]);
    const next = play(s, A.propose(0, [0, 2]), A.answer(2, true));
    expect(next.sequences).toEqual([["m", "c"], [], ["c", "c"], []]);
  });
});
