import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { campaign, GROUPS, type IdeologyId } from "../../../src/games/campaign/index.js";
import { attemptTarget } from "../../../src/games/campaign/predicates.js";
import {
  A,
  electAndForm,
  eventsOf,
  expectRefused,
  faceUp,
  fresh,
  give,
  play,
  toTurnOf,
  withDice,
} from "./helpers.js";

const group = (name: string): number => GROUPS.findIndex((g) => g.name === name);
const BIBLE_BELT = group("The Bible Belt");
const PATRIOTS = group("The Patriot Movement");
const UNIVERSITIES = group("Universities");
const BIG_FINANCE = group("Big Finance");
const LIBERAL_MEDIA = group("The Liberal Media");
const AFL_CIO = group("The AFL/CIO");

/** Seat 0 (Democrats, president) at its capture step, with `target` face up. */
function democratsTurn(
  target: number,
  ideologies: IdeologyId[] = ["democrats", "republicans", "greens", "libertarians"],
) {
  const s = fresh([...ideologies]);
  faceUp(s, target);
  electAndForm(s, [8, 3, 2, 2], "paid-vacation");
  return s;
}

describe("capturing groups", () => {
  it("spending $10 on cooperativeness 2 means rolling 12 or less, and a 7 always fails", () => {
    const s = democratsTurn(BIBLE_BELT);
    const money = s.treasury[0] as number;
    let next = play(s, A.capture(0, BIBLE_BELT), A.noDeal(0), A.spend(0, 10));
    expect(attemptTarget(next)).toBe(12);
    next = play(next, A.done(0), A.done(1), A.done(2));
    const deckTop = next.groupDeck[next.groupDeck.length - 1];
    const won = play(withDice(next, [6, 6]), A.done(3));
    expect(eventsOf(won, "attempt-rolled")[0]).toMatchObject({ dice: [6, 6], target: 12, success: true });
    expect(won.groups[0]).toEqual([BIBLE_BELT]);
    expect(won.treasury[0]).toBe(money - 10);
    // The face-up row is refilled from the top of the deck.
    expect(won.groupRow).toContain(deckTop);
    expect(won.groupRow).toHaveLength(4);
    const seven = play(withDice(next, [3, 4]), A.done(3));
    expect(eventsOf(seven, "attempt-rolled")[0]).toMatchObject({ target: 12, success: false });
    expect(seven.groups[0]).toEqual([]);
    expect(seven.treasury[0]).toBe(money - 10);
    // After the capture step comes the floor-crossing step.
    expect(seven.turn?.stage).toBe("cross");
  });

  it("penalises a different leaning by 2, except for Independents and Anarchists", () => {
    const dem = play(democratsTurn(PATRIOTS), A.capture(0, PATRIOTS), A.noDeal(0));
    expect(attemptTarget(dem)).toBe(0);
    const ind = play(
      democratsTurn(PATRIOTS, ["independents", "republicans", "greens", "libertarians"]),
      A.capture(0, PATRIOTS),
    );
    expect(attemptTarget(ind)).toBe(2);
    const ana = play(
      democratsTurn(PATRIOTS, ["anarchists", "republicans", "greens", "libertarians"]),
      A.capture(0, PATRIOTS),
    );
    expect(attemptTarget(ana)).toBe(2);
  });

  it("gives the Greens +4 on MM groups and the Libertarians +4 on B or BB groups", () => {
    const greens = play(
      democratsTurn(UNIVERSITIES, ["greens", "republicans", "democrats", "libertarians"]),
      A.capture(0, UNIVERSITIES),
    );
    expect(attemptTarget(greens)).toBe(3 + 4);
    const libBB = play(
      democratsTurn(BIG_FINANCE, ["libertarians", "republicans", "greens", "democrats"]),
      A.capture(0, BIG_FINANCE),
    );
    expect(attemptTarget(libBB)).toBe(3 + 4);
    // The Liberal Media is B but leans C: +4 − 2.
    const libB = play(
      democratsTurn(LIBERAL_MEDIA, ["libertarians", "republicans", "greens", "democrats"]),
      A.capture(0, LIBERAL_MEDIA),
    );
    expect(attemptTarget(libB)).toBe(4 + 4 - 2);
  });

  it("adds committed influence, once per group, and refuses committing twice", () => {
    const s = democratsTurn(BIBLE_BELT);
    give(s, 0, [AFL_CIO]);
    const next = play(s, A.capture(0, BIBLE_BELT), A.noDeal(0), A.commit(0, AFL_CIO));
    expect(attemptTarget(next)).toBe(2 + 8);
    expectRefused(next, A.commit(0, AFL_CIO), "influence-already-committed");
  });

  it("raids a group held by another player at −4, and the raided player can be helped by a Pardon", () => {
    const s = democratsTurn(BIBLE_BELT);
    give(s, 1, [BIBLE_BELT]);
    const next = play(s, A.capture(0, BIBLE_BELT), A.noDeal(0), A.spend(0, 10));
    expect(attemptTarget(next)).toBe(2 + 10 - 4);
    const won = play(withDice(next, [1, 1]), A.done(0), A.done(1), A.done(2), A.done(3));
    expect(won.groups[0]).toEqual([BIBLE_BELT]);
    expect(won.groups[1]).toEqual([]);
  });

  it("refuses capturing a group you hold, a group in the deck, and raids when they are off", () => {
    const s = democratsTurn(BIBLE_BELT);
    give(s, 0, [AFL_CIO]);
    expectRefused(s, A.capture(0, AFL_CIO), "group-own");
    expectRefused(s, A.capture(0, s.groupDeck[0] as number), "group-not-available");
    const off = fresh(["democrats", "republicans", "greens", "libertarians"], { groupRaids: false });
    give(off, 1, [PATRIOTS]);
    electAndForm(off, [8, 3, 2, 2], "paid-vacation");
    expectRefused(off, A.capture(0, PATRIOTS), "raids-disabled");
  });

  it("lets each other player interfere once, clockwise, for or against", () => {
    const s = democratsTurn(BIBLE_BELT);
    let next = play(s, A.capture(0, BIBLE_BELT), A.noDeal(0), A.spend(0, 3), A.done(0));
    expect(campaign.toAct(next)).toEqual([1]);
    next = play(next, A.interfere(1, 2, true), A.interfere(1, 1, true));
    expectRefused(next, A.interfere(1, 1, false), "interference-side-fixed");
    next = play(next, A.done(1), A.interfere(2, 4, false));
    expect(attemptTarget(next)).toBe(2 + 3 - 3 + 4);
    expect(next.turn?.attempt?.paid).toEqual([3, 3, 4, 0]);
    expectRefused(next, A.interfere(1, 1, true), "already-interfered");
    expectRefused(next, A.interfere(3, 1, true), "not-your-turn");
    const rolled = play(withDice(next, [1, 1]), A.done(2), A.done(3));
    expect(rolled.turn?.attempt).toBeNull();
    expect(rolled.ledger.paid - rolled.ledger.received).toBe(rolled.treasury.reduce((a, b) => a + b, 0));
  });

  it("a president's $5 backroom deal shuts out interference", () => {
    const s = democratsTurn(BIBLE_BELT);
    const money = s.treasury[0] as number;
    const dealt = play(s, A.capture(0, BIBLE_BELT), A.payDeal(0), A.spend(0, 1));
    expectRefused(dealt, A.interfere(1, 1, true), "attempt-dealt");
    const rolled = play(withDice(dealt, [1, 1]), A.done(0));
    expect(eventsOf(rolled, "attempt-rolled")).toHaveLength(1);
    expect(rolled.treasury[0]).toBe(money - 6);
  });

  it("returning a group is a deal: it goes to the bottom of the deck, known to everyone", () => {
    const s = democratsTurn(BIBLE_BELT);
    give(s, 0, [AFL_CIO]);
    const dealt = play(s, A.capture(0, BIBLE_BELT), A.returnGroup(0, AFL_CIO));
    expect(dealt.groupDeck[0]).toBe(AFL_CIO);
    expect(dealt.turn?.attempt?.dealt).toBe(true);
    for (const viewer of [null, 0, 1]) {
      const view = campaign.viewFor(dealt, viewer);
      expect(view.groupDeck[0]).toBe(AFL_CIO);
      expect(view.groupDeck[1]).toBe(HIDDEN);
    }
  });

  it("a group returned to an empty deck refills a short face-up row at once", () => {
    const s = democratsTurn(BIBLE_BELT);
    give(s, 0, [AFL_CIO]);
    give(s, 3, [...s.groupDeck]);
    expect(s.groupDeck).toEqual([]);
    const captured = play(
      withDice(play(s, A.capture(0, BIBLE_BELT), A.noDeal(0), A.spend(0, 10)), [1, 1]),
      A.done(0),
      A.done(1),
      A.done(2),
      A.done(3),
    );
    expect(captured.groupRow).toHaveLength(3);
    const dealt = play(captured, A.cross(0, 1), A.returnGroup(0, AFL_CIO));
    expect(dealt.groupRow).toHaveLength(4);
    expect(dealt.groupRow).toContain(AFL_CIO);
    expect(dealt.groupDeck).toEqual([]);
    expect(dealt.knownBottom).toBe(0);
  });

  it("refuses a deal paid by a non-president", () => {
    const s = democratsTurn(BIBLE_BELT);
    const p1 = structuredClone(toTurnOf(s, 1));
    give(p1, 1, [AFL_CIO]);
    const at = play(p1, A.capture(1, p1.groupRow[0] as number));
    expect(at.turn?.attempt?.step).toBe("deal");
    expectRefused(at, A.payDeal(1), "not-president");
  });

  it("committed influence costs nothing and the committed group stays with the attacker, whatever the roll", () => {
    const s = democratsTurn(BIBLE_BELT);
    give(s, 0, [AFL_CIO]);
    const money = s.treasury[0] as number;
    const at = play(
      s,
      A.capture(0, BIBLE_BELT),
      A.noDeal(0),
      A.commit(0, AFL_CIO),
      A.done(0),
      A.done(1),
      A.done(2),
    );
    expect(attemptTarget(at)).toBe(2 + 8);
    for (const [dice, groups] of [
      [
        [1, 1],
        [AFL_CIO, BIBLE_BELT],
      ],
      [[6, 6], [AFL_CIO]],
    ] as const) {
      const rolled = play(withDice(at, dice), A.done(3));
      expect(rolled.groups[0]).toEqual(groups);
      expect(rolled.treasury[0]).toBe(money);
    }
  });

  it("a veto refunds the stake but not a group returned for a backroom deal", () => {
    const s = democratsTurn(BIBLE_BELT);
    const p1 = structuredClone(toTurnOf(s, 1));
    give(p1, 1, [AFL_CIO]);
    const money = p1.treasury[1] as number;
    const at = play(p1, A.capture(1, BIBLE_BELT), A.returnGroup(1, AFL_CIO), A.spend(1, 3), A.done(1));
    expect(campaign.toAct(at)).toEqual([0]);
    const vetoed = play(at, A.veto(0));
    expect(vetoed.treasury[1]).toBe(money);
    expect(vetoed.groups[1]).toEqual([]);
    expect(vetoed.groupDeck[0]).toBe(AFL_CIO);
    expect(vetoed.turn?.stage).toBe("cross");
  });
});
