import { describe, expect, it } from "vitest";
import { campaign, GROUPS, type IdeologyId } from "../../../src/games/campaign/index.js";
import { attemptTarget, crossingDefence } from "../../../src/games/campaign/predicates.js";
import {
  A,
  electAndForm,
  eventsOf,
  expectRefused,
  fresh,
  give,
  play,
  toTurnOf,
  withDice,
} from "./helpers.js";

const group = (name: string): number => GROUPS.findIndex((g) => g.name === name);
const BIBLE_BELT = group("The Bible Belt");
const BIG_FINANCE = group("Big Finance");
const TELECOMS = group("The Telecoms");
const ARTISTS = group("Artists");
const COLONIES = group("The Colonies");
const PROLETARIAT = group("The Proletariat");
const DEBTORS = group("The Debtors");

/** Republicans (seat 1) hold 9 seats and The Bible Belt; seat 2 is at its crossing step. */
function crossingSetup(attacker: IdeologyId = "greens") {
  const first: IdeologyId = attacker === "democrats" ? "greens" : "democrats";
  const s = fresh([first, "republicans", attacker, "libertarians"]);
  give(s, 1, [BIBLE_BELT]);
  electAndForm(s, [2, 9, 2, 2], "paid-vacation");
  return play(toTurnOf(s, 2), A.skip(2));
}

describe("floor crossings", () => {
  it("high discipline, 9 seats and cooperativeness 2: the attacker rolls 10 − (9 − 2) = 3 or less", () => {
    const s = crossingSetup();
    expect(crossingDefence(s, 1)).toBe(3);
    const at = play(s, A.cross(2, 1), A.done(2), A.done(3), A.done(0), A.done(1));
    expect(attemptTarget(at)).toBe(3);
    expect(at.turn?.attempt?.step).toBe("veto");
    const won = play(withDice(at, [1, 2]), A.allow(1));
    expect(eventsOf(won, "attempt-rolled")[0]).toMatchObject({ target: 3, success: true });
    expect(won.seats).toEqual([2, 8, 3, 2]);
    const lost = play(withDice(at, [2, 2]), A.allow(1));
    expect(lost.seats).toEqual([2, 9, 2, 2]);
    expect(lost.turn?.stage).toBe("seat-loss");
  });

  it("groups supporting more than all its seats never raise a party's defence above its discipline", () => {
    const s = structuredClone(crossingSetup());
    give(s, 3, [DEBTORS]);
    // Libertarians: medium discipline 8, 2 seats, cooperativeness 8 supports them all.
    expect(crossingDefence(s, 3)).toBe(8);
    expect(attemptTarget(play(s, A.cross(2, 3)))).toBe(8);
  });

  it("gives the Democrats +3 on their floor crossings", () => {
    const s = crossingSetup("democrats");
    expect(s.ideology[2]).toBe("democrats");
    expect(attemptTarget(play(s, A.cross(2, 1)))).toBe(3 + 3);
  });

  it("refuses crossings against the Anarchists, yourself or a party without seats", () => {
    const s = fresh(["democrats", "republicans", "greens", "anarchists"]);
    electAndForm(s, [8, 3, 0, 4], "paid-vacation");
    const at = play(s, A.skip(0));
    expectRefused(at, A.cross(0, 3), "anarchists-immune");
    expectRefused(at, A.cross(0, 0), "cross-self");
    expectRefused(at, A.cross(0, 2), "target-no-seats");
    expect(campaign.legalActions(at, 0)).toEqual([A.skip(0), A.cross(0, 1)]);
  });
});

describe("the presidential veto", () => {
  it("refunds every dollar spent on the attempt and uses the action up", () => {
    const s = crossingSetup();
    const before = [...s.treasury];
    const at = play(s, A.cross(2, 1), A.spend(2, 2), A.done(2), A.interfere(3, 1, true), A.done(3));
    const vetoed = play(at, A.interfere(0, 1, false), A.done(0), A.done(1), A.veto(1));
    expect(vetoed.treasury).toEqual(before);
    expect(vetoed.vetoUsed).toBe(true);
    expect(vetoed.turn?.stage).toBe("seat-loss");
    expect(eventsOf(vetoed, "vetoed")).toEqual([{ type: "vetoed", player: 1 }]);
    // Once per term: in the next player's attempt the president is only an interferer.
    const next = structuredClone(toTurnOf(vetoed, 3));
    const again = play(next, A.skip(3), A.cross(3, 1), A.done(3), A.done(0));
    expect(campaign.toAct(again)).toEqual([1]);
    expectRefused(again, A.veto(1), "veto-already-used");
    const rolled = play(withDice(again, [6, 6]), A.done(1), A.done(2));
    expect(eventsOf(rolled, "attempt-rolled")).toHaveLength(1);
  });

  it("refuses a veto by a non-president, on the president's own attempt, and with two players", () => {
    const s = crossingSetup();
    const at = play(s, A.cross(2, 1), A.done(2));
    expectRefused(at, A.veto(3), "veto-not-president");
    const own = fresh(["democrats", "republicans", "greens"]);
    electAndForm(own, [8, 4, 3], "paid-vacation");
    const mine = play(own, A.capture(0, own.groupRow[0] as number), A.noDeal(0));
    expectRefused(mine, A.veto(0), "veto-own-attempt");
    const two = fresh(["democrats", "republicans"]);
    electAndForm(two, [8, 7], "paid-vacation");
    const p1 = play(toTurnOf(two, 1), A.capture(1, two.groupRow[0] as number), A.done(1));
    expect(campaign.toAct(p1)).toEqual([0]);
    expectRefused(p1, A.veto(0), "veto-two-players");
    // With two players the attempt goes straight from interference to the roll.
    expect(eventsOf(play(p1, A.done(0)), "attempt-rolled")).toHaveLength(1);
  });

  it("a new government brings the veto back", () => {
    const s = fresh(["democrats", "republicans", "greens", "libertarians"]);
    s.vetoUsed = true;
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    expect(s.vetoUsed).toBe(false);
    const p1 = toTurnOf(s, 1);
    const at = play(p1, A.capture(1, p1.groupRow[0] as number), A.done(1), A.done(2), A.done(3), A.done(0));
    expect(at.turn?.attempt?.step).toBe("veto");
    expect(campaign.legalActions(at, 0)).toContainEqual(A.veto(0));
  });
});

describe("seat-loss roll", () => {
  it("5 groups and electability 5 rolling 12: two seats go to the middle", () => {
    // Libertarians (electability 7) with 3 groups stand for the text's 5 + 5.
    const s = fresh(["republicans", "democrats", "greens", "libertarians"]);
    give(s, 3, [COLONIES, PROLETARIAT, ARTISTS]);
    electAndForm(s, [8, 1, 2, 4], "paid-vacation");
    const at = play(toTurnOf(s, 3), A.skip(3), A.skip(3));
    expect(at.turn?.seatLoss?.threshold).toBe(10);
    const rolled = play(withDice(at, [6, 6]), A.done(0), A.done(1), A.done(2));
    expect(eventsOf(rolled, "seat-loss-rolled")[0]).toMatchObject({ roll: 12, threshold: 10, lost: 2 });
    expect(rolled.seats[3]).toBe(2);
    expect(rolled.middle).toBe(2);
  });

  it("others may pay $10 to bring electability 10 and 5 groups down to 5", () => {
    const s = fresh(["democrats", "republicans", "greens", "libertarians"]);
    give(s, 0, [COLONIES, PROLETARIAT, ARTISTS, BIBLE_BELT, TELECOMS]);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    const at = play(s, A.skip(0), A.skip(0));
    expect(at.turn?.seatLoss?.threshold).toBe(15);
    const lowered = play(at, A.lower(1, 6), A.done(1), A.lower(2, 4));
    expectRefused(lowered, A.lower(1, 1), "already-interfered");
    const poor = structuredClone(lowered);
    expectRefused(poor, A.lower(2, 10), "cannot-afford");
    const rolled = play(withDice(lowered, [4, 4]), A.done(2), A.done(3));
    expect(eventsOf(rolled, "seat-loss-rolled")[0]).toMatchObject({ roll: 8, threshold: 5, lost: 3 });
    expect(rolled.seats[0]).toBe(5);
    expect(rolled.middle).toBe(3);
    expect(rolled.turn?.active).toBe(1);
  });

  it("a party loses at most the seats it holds", () => {
    const s = fresh(["republicans", "democrats", "greens", "libertarians"]);
    electAndForm(s, [8, 1, 2, 4], "paid-vacation");
    const at = play(toTurnOf(s, 1), A.skip(1), A.skip(1));
    expect(at.turn?.seatLoss?.threshold).toBe(10);
    const lowered = play(at, A.lower(2, 8), A.done(2));
    const rolled = play(withDice(lowered, [6, 6]), A.done(3), A.done(0));
    expect(eventsOf(rolled, "seat-loss-rolled")[0]).toMatchObject({ roll: 12, threshold: 2, lost: 1 });
    expect(rolled.seats[1]).toBe(0);
    expect(rolled.middle).toBe(1);
  });

  it("players without money are skipped when interfering and when lowering", () => {
    const s = structuredClone(crossingSetup());
    s.ledger.paid -= s.treasury[3] as number;
    s.treasury[3] = 0;
    const at = play(s, A.cross(2, 1), A.done(2));
    expect(campaign.toAct(at)).toEqual([0]);
    const rolled = play(withDice(at, [6, 6]), A.done(0), A.done(1), A.allow(1));
    expect(rolled.turn?.seatLoss?.lowerer).toBe(0);
    expect(campaign.toAct(play(rolled, A.done(0)))).toEqual([1]);
  });

  it("adds +3 to the Republicans' threshold", () => {
    const s = fresh(["republicans", "democrats", "greens", "libertarians"]);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    expect(play(s, A.skip(0), A.skip(0)).turn?.seatLoss?.threshold).toBe(10 + 3);
  });

  it("seats lost go back up for auction in the next round's election", () => {
    const s = fresh(["democrats", "republicans", "greens", "libertarians"]);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    let state = play(withDice(play(s, A.skip(0), A.skip(0)), [6, 6]), A.done(1), A.done(2), A.done(3));
    expect(state.middle).toBe(2);
    state = toTurnOf(state, 3);
    state = play(state, A.skip(3), A.skip(3), A.done(0), A.done(1), A.done(2));
    expect(state.phase).toBe("auction");
    expect(state.round).toBe(2);
    expect(state.auction?.remaining).toBe(2);
  });
});

describe("income", () => {
  it("pays the ideology's contributions plus the groups' at the start of each turn", () => {
    const s = fresh(["democrats", "republicans", "greens", "libertarians"]);
    give(s, 0, [BIG_FINANCE, BIBLE_BELT]);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    const income = s.events.find((e) => e.type === "paid" && e.reason === "income");
    expect(income).toMatchObject({ to: 0, amount: 10 + 8 + 5 });
  });

  it("pays the Communists $1 more per BB group held by anyone", () => {
    const s = fresh(["communists", "republicans", "greens", "libertarians"]);
    give(s, 0, [TELECOMS]);
    give(s, 2, [BIG_FINANCE]);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    const income = s.events.find((e) => e.type === "paid" && e.reason === "income");
    expect(income).toMatchObject({ to: 0, amount: 8 + 6 + 2 });
  });
});
