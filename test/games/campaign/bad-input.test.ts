/**
 * The list of bad inputs: each is refused with its own code and leaves the state alone.
 */
import { describe, it } from "vitest";
import { GROUPS } from "../../../src/games/campaign/index.js";
import { A, electAndForm, expectRefused, faceUp, fresh, give, play, toTurnOf } from "./helpers.js";

const FOUR = ["democrats", "republicans", "greens", "libertarians"] as const;
const BIBLE_BELT = GROUPS.findIndex((g) => g.name === "The Bible Belt");
const AFL_CIO = GROUPS.findIndex((g) => g.name === "The AFL/CIO");

function presidentTurn() {
  const s = fresh([...FOUR, "anarchists"]);
  faceUp(s, BIBLE_BELT);
  give(s, 0, [AFL_CIO]);
  electAndForm(s, [8, 3, 2, 1, 1], "paid-vacation");
  return s;
}

describe("bad input", () => {
  it("buying more tokens than exist", () =>
    expectRefused(fresh([...FOUR]), A.bid(0, 11), "not-enough-tokens"));

  it("buying more tokens than you can pay", () => {
    const s = fresh([...FOUR]);
    const poor = structuredClone(s);
    poor.treasury[0] = 1;
    poor.ledger.paid -= 19;
    expectRefused(poor, A.bid(0, 2), "cannot-afford");
  });

  it("proposing a coalition under 8 seats or without yourself", () => {
    const s = fresh([...FOUR]);
    electAndForm(s, [4, 4, 3, 2]);
    expectRefused(s, A.propose(0, [0, 2]), "coalition-too-small");
    expectRefused(s, A.propose(0, [1, 2]), "proposer-not-member");
  });

  it("capturing a group you hold", () => expectRefused(presidentTurn(), A.capture(0, AFL_CIO), "group-own"));

  it("floor-crossing the Anarchists", () =>
    expectRefused(play(presidentTurn(), A.skip(0)), A.cross(0, 4), "anarchists-immune"));

  it("committing influence twice, or on a floor crossing", () => {
    const s = play(presidentTurn(), A.capture(0, BIBLE_BELT), A.noDeal(0), A.commit(0, AFL_CIO));
    expectRefused(s, A.commit(0, AFL_CIO), "influence-already-committed");
    const cross = play(presidentTurn(), A.skip(0), A.cross(0, 1), A.noDeal(0));
    expectRefused(cross, A.commit(0, AFL_CIO), "influence-on-crossing");
  });

  it("interfering twice or on a backroom-dealt attempt", () => {
    const s = play(
      presidentTurn(),
      A.capture(0, BIBLE_BELT),
      A.noDeal(0),
      A.done(0),
      A.interfere(1, 1, true),
      A.done(1),
    );
    expectRefused(s, A.interfere(1, 1, true), "already-interfered");
    const dealt = play(presidentTurn(), A.capture(0, BIBLE_BELT), A.payDeal(0));
    expectRefused(dealt, A.interfere(1, 1, true), "attempt-dealt");
  });

  it("a veto by a non-president, twice, or in a 2-player game", () => {
    const s = presidentTurn();
    const at = play(s, A.capture(0, BIBLE_BELT), A.noDeal(0), A.done(0));
    expectRefused(at, A.veto(1), "veto-not-president");
    const p1 = structuredClone(toTurnOf(s, 1));
    p1.vetoUsed = true;
    const again = play(p1, A.capture(1, BIBLE_BELT), A.done(1), A.done(2), A.done(3), A.done(4));
    expectRefused(again, A.veto(0), "veto-already-used");
    const two = fresh(["democrats", "republicans"]);
    electAndForm(two, [8, 7], "paid-vacation");
    const duel = play(toTurnOf(two, 1), A.capture(1, two.groupRow[0] as number), A.done(1));
    expectRefused(duel, A.veto(0), "veto-two-players");
  });

  it("spending money you do not have", () => {
    const s = play(presidentTurn(), A.capture(0, BIBLE_BELT), A.noDeal(0));
    const poor = structuredClone(s);
    poor.ledger.paid -= (poor.treasury[0] as number) - 4;
    poor.treasury[0] = 4;
    expectRefused(poor, A.spend(0, 5), "cannot-afford");
    const deal = structuredClone(presidentTurn());
    deal.ledger.paid -= (deal.treasury[0] as number) - 4;
    deal.treasury[0] = 4;
    expectRefused(play(deal, A.capture(0, BIBLE_BELT)), A.payDeal(0), "cannot-afford");
  });

  it("acting out of turn", () => {
    expectRefused(presidentTurn(), A.capture(1, BIBLE_BELT), "not-your-turn");
    expectRefused(presidentTurn(), A.pass(0), "wrong-step");
  });
});
