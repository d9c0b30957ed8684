import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { beginFormation } from "../../../src/games/campaign/apply/formation.js";
import {
  campaign,
  GROUPS,
  LIBERAL_MEDIA,
  type PresidentCard,
  presidentCardId,
} from "../../../src/games/campaign/index.js";
import {
  A,
  electAndForm,
  eventsOf,
  expectRefused,
  fresh,
  give,
  play,
  rigged,
  stackPresident,
  toTermEnd,
  toTurnOf,
  withDice,
} from "./helpers.js";

const FOUR = ["democrats", "republicans", "greens", "libertarians"] as const;
const BIBLE_BELT = GROUPS.findIndex((g) => g.name === "The Bible Belt");

/** Seat 0 (Democrats, electability 10) takes office with `card` and reaches its seat-loss roll. */
function presidentWith(card: PresidentCard) {
  const s = fresh([...FOUR]);
  electAndForm(s, [8, 3, 2, 2], card);
  return s;
}

const thresholdOf = (card: PresidentCard): number | undefined =>
  play(presidentWith(card), A.skip(0), A.skip(0)).turn?.seatLoss?.threshold;

/** The card lies face up in front of the president, sets its next threshold, and goes to the discard after the roll. */
function expectThresholdCard(card: PresidentCard, threshold: number): void {
  const s = presidentWith(card);
  expect(s.active[0]).toEqual([presidentCardId(card)]);
  const at = play(s, A.skip(0), A.skip(0));
  expect(at.turn?.seatLoss?.threshold).toBe(threshold);
  const rolled = play(withDice(at, [1, 1]), A.done(1), A.done(2), A.done(3));
  expect(rolled.active[0]).toEqual([]);
  expect(rolled.presidentDiscard).toContain(presidentCardId(card));
}

describe("president cards", () => {
  it("Wiretapping backfire: −4 on the president's next seat-loss threshold, then discarded", () => {
    expectThresholdCard("wiretapping", 10 - 4);
  });

  it("Past history: −3 on the president's next seat-loss threshold, then discarded", () => {
    expectThresholdCard("past-history", 10 - 3);
  });

  it("Assassination Attempt: +1 on the president's next seat-loss threshold, then discarded", () => {
    expectThresholdCard("assassination-attempt", 10 + 1);
  });

  it("FOI request: −1 on the president's next seat-loss threshold, then discarded", () => {
    expectThresholdCard("foi-request", 10 - 1);
  });

  it("Signing statement: +2 on the president's next seat-loss threshold, then discarded", () => {
    expectThresholdCard("signing-statement", 10 + 2);
  });

  it("Sex scandal: −2 on the president's next seat-loss threshold, then discarded", () => {
    expectThresholdCard("sex-scandal", 10 - 2);
  });

  it("Scathing roast: −1 on the president's next seat-loss threshold, then discarded", () => {
    expectThresholdCard("scathing-roast", 10 - 1);
  });

  it("Favorable Supreme Court: the roll counts only the higher die", () => {
    const at = play(presidentWith("supreme-court"), A.skip(0), A.skip(0));
    const rolled = play(withDice(at, [6, 5]), A.done(1), A.done(2), A.done(3));
    expect(eventsOf(rolled, "seat-loss-rolled")[0]).toMatchObject({
      dice: [6, 5],
      roll: 6,
      threshold: 10,
      lost: 0,
    });
    const plain = play(
      withDice(play(presidentWith("paid-vacation"), A.skip(0), A.skip(0)), [6, 5]),
      A.done(1),
      A.done(2),
      A.done(3),
    );
    expect(eventsOf(plain, "seat-loss-rolled")[0]).toMatchObject({ roll: 11, lost: 1 });
  });

  it("Spoiled ballots: a die rolled on drawing adds if even, subtracts if odd", () => {
    for (const [die, threshold] of [
      [4, 14],
      [3, 7],
    ] as const) {
      const s = fresh([...FOUR]);
      s.rng = rigged([die]);
      electAndForm(s, [8, 3, 2, 2], "spoiled-ballots");
      expect(s.spoiled[0]).toBe(threshold - 10);
      expect(play(s, A.skip(0), A.skip(0)).turn?.seatLoss?.threshold).toBe(threshold);
    }
    expect(thresholdOf("paid-vacation")).toBe(10);
  });

  it("Develop Alzheimers drops the last entry of the sequence, Terrorist Attack repeats it", () => {
    const a = fresh([...FOUR]);
    a.sequences[0] = ["c", "m"];
    electAndForm(a, [8, 3, 2, 2], "alzheimers");
    expect(a.sequences[0]).toEqual(["c", "m"]);
    expect(a.presidentDiscard).toEqual([presidentCardId("alzheimers")]);
    const t = fresh([...FOUR]);
    t.sequences[0] = ["c", "m"];
    electAndForm(t, [8, 3, 2, 2], "terrorist-attack");
    expect(t.sequences[0]).toEqual(["c", "m", "M", "M"]);
  });

  it("Paid vacation pays $20 on top of the $10 allowance", () => {
    const s = presidentWith("paid-vacation");
    expect(s.treasury[0]).toBe(20 + 10 + 20 + 10);
  });

  it("Drunk daughters: roll 2d6 and pay that to the bank, at most the treasury", () => {
    const s = fresh([...FOUR]);
    s.rng = rigged([3, 5]);
    electAndForm(s, [8, 3, 2, 2], "drunk-daughters");
    expect(s.treasury[0]).toBe(20 + 10 - 8 + 10);
    const poor = fresh([...FOUR]);
    poor.treasury[0] = 0;
    poor.ledger.paid -= 20;
    poor.rng = rigged([6, 6]);
    electAndForm(poor, [8, 3, 2, 2], "drunk-daughters");
    expect(eventsOf(poor, "paid").find((e) => e.reason === "drunk daughters")).toMatchObject({ amount: 10 });
    expect(poor.treasury[0]).toBe(10);
  });

  it("Unfortunate photo-op: $6 to the holder of The Liberal Media, else to the bank", () => {
    const held = fresh([...FOUR]);
    give(held, 2, [LIBERAL_MEDIA]);
    electAndForm(held, [8, 3, 2, 2], "photo-op");
    expect(held.treasury[0]).toBe(20 + 10 - 6 + 10);
    expect(held.treasury[2]).toBe(13 + 6);
    const bank = presidentWith("photo-op");
    expect(bank.treasury[2]).toBe(13);
    expect(eventsOf(bank, "paid").find((e) => e.reason === "photo-op")).toMatchObject({
      from: 0,
      to: null,
      amount: 6,
    });
  });

  it("*gate keeps the party out of the next government, even with a majority", () => {
    const s = fresh([...FOUR]);
    stackPresident(s, "gate");
    s.presidentDeck.pop();
    s.active[0] = [presidentCardId("gate")];
    electAndForm(s, [9, 3, 2, 1], "paid-vacation");
    expect(s.phase).toBe("formation");
    expectRefused(s, A.propose(0, [0, 1]), "member-excluded");
    const formed = play(s, A.pass(0), A.pass(1), A.pass(2), A.pass(3));
    expect(formed.government).toEqual({ kind: "m", members: [1], president: 1 });
    expect(formed.sequences[0]).toEqual([]);
    expect(formed.active[0]).toEqual([]);
    expect(formed.presidentDiscard).toContain(presidentCardId("gate"));
  });

  it("*gate drawn on taking office stays face up until the next formation", () => {
    const s = presidentWith("gate");
    expect(s.active[0]).toEqual([presidentCardId("gate")]);
    expect(play(s, A.skip(0), A.skip(0)).turn?.seatLoss?.threshold).toBe(10);
  });

  it("Embarrassing gaffe: no veto for the rest of the term", () => {
    const s = fresh(["greens", "democrats", "republicans", "libertarians"]);
    give(s, 1, [BIBLE_BELT]);
    electAndForm(s, [8, 3, 2, 2], "gaffe");
    const at = play(toTurnOf(s, 1), A.skip(1), A.cross(1, 2), A.noDeal(1), A.done(1), A.done(2), A.done(3));
    expect(campaign.toAct(at)).toEqual([0]);
    expectRefused(at, A.veto(0), "veto-lost");
    expect(eventsOf(play(at, A.done(0)), "attempt-rolled")).toHaveLength(1);
  });

  it("Embarrassing gaffe lasts only for the term: it is discarded when the term ends", () => {
    const s = presidentWith("gaffe");
    expect(s.active[0]).toEqual([presidentCardId("gaffe")]);
    const ended = toTermEnd(s);
    expect(ended.round).toBe(2);
    expect(ended.active[0]).toEqual([]);
    expect(ended.presidentDiscard).toContain(presidentCardId("gaffe"));
  });

  it("Pardon is kept face down: only its holder sees it", () => {
    const s = presidentWith("pardon");
    const pardon = presidentCardId("pardon");
    expect(s.hands[0]).toEqual([pardon]);
    expect(campaign.viewFor(s, 0).hands[0]).toEqual([pardon]);
    for (const viewer of [null, 1, 2]) {
      const view = campaign.viewFor(s, viewer);
      expect(view.hands[0]).toEqual([HIDDEN]);
      const drawn = view.events.find((e) => e.type === "president-card");
      expect(drawn).toMatchObject({ player: 0, card: HIDDEN, kept: true });
      expect(JSON.stringify(view)).not.toContain(`"presidentDeck"`);
    }
  });

  it("Pardon restores the seats of a seat-loss roll", () => {
    const at = play(presidentWith("pardon"), A.skip(0), A.skip(0));
    const rolled = play(withDice(at, [6, 6]), A.done(1), A.done(2), A.done(3));
    expect(rolled.seats[0]).toBe(6);
    expect(campaign.toAct(rolled)).toEqual([0]);
    const pardoned = play(rolled, A.pardon(0));
    expect(pardoned.seats[0]).toBe(8);
    expect(pardoned.middle).toBe(0);
    expect(pardoned.hands[0]).toEqual([]);
    expect(pardoned.presidentDiscard).toContain(presidentCardId("pardon"));
    expect(pardoned.turn?.active).toBe(1);
    const kept = play(rolled, A.acceptLoss(0));
    expect(kept.seats[0]).toBe(6);
    expect(kept.hands[0]).toEqual([presidentCardId("pardon")]);
  });

  it("Pardon restores a seat lost to a floor crossing and a group lost to a raid", () => {
    const s = presidentWith("pardon");
    give(s, 0, [BIBLE_BELT]);
    const p1 = toTurnOf(s, 1);
    const raid = play(
      p1,
      A.capture(1, BIBLE_BELT),
      A.spend(1, 10),
      A.done(1),
      A.done(2),
      A.done(3),
      A.done(0),
    );
    const raided = play(withDice(raid, [1, 1]), A.allow(0));
    expect(raided.groups).toEqual([[], [BIBLE_BELT], [], []]);
    expect(campaign.toAct(raided)).toEqual([0]);
    const back = play(raided, A.pardon(0));
    expect(back.groups).toEqual([[BIBLE_BELT], [], [], []]);
    expect(back.turn?.stage).toBe("cross");
    expect(campaign.toAct(back)).toEqual([1]);

    const cross = play(p1, A.skip(1), A.cross(1, 0), A.done(1), A.done(2), A.done(3), A.done(0));
    const crossed = play(withDice(cross, [1, 1]), A.allow(0));
    expect(crossed.seats).toEqual([7, 4, 2, 2]);
    const restored = play(crossed, A.pardon(0));
    expect(restored.seats).toEqual([8, 3, 2, 2]);
    expect(restored.turn?.stage).toBe("seat-loss");
  });

  it("a hidden kept card can only be the Pardon when the state is rebuilt from a view", () => {
    const s = presidentWith("pardon");
    for (const viewer of [null, 2]) {
      const rebuilt = campaign.determinize(campaign.viewFor(s, viewer), "x");
      expect(rebuilt.hands[0]).toEqual([presidentCardId("pardon")]);
      expect(rebuilt.presidentDeck).toHaveLength(16);
      expect(campaign.invariants(rebuilt)).toEqual([]);
    }
  });

  it("reshuffles the discard into a new deck when the deck is empty", () => {
    const s = fresh([...FOUR]);
    s.presidentDiscard = s.presidentDeck.splice(0, 17);
    s.seats = [8, 3, 2, 2];
    s.middle = 0;
    s.auction = null;
    beginFormation(s);
    expect(s.presidentDeck).toHaveLength(16);
    expect(s.presidentDiscard.length + s.active[0]!.length + s.hands[0]!.length).toBe(1);
    expect(campaign.invariants(s)).toEqual([]);
  });

  it("refuses a Pardon nobody asked for", () => {
    const s = presidentWith("pardon");
    expectRefused(s, A.pardon(0), "wrong-step");
  });
});
