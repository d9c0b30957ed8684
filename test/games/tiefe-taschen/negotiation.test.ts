/** Phase 3: the free negotiation, bribes and investigators, and the ordered form after the change limit. */
import { describe, expect, it } from "vitest";
import {
  bribe,
  bribeMoney,
  choose,
  distribute,
  done,
  expectRefused,
  fullBribe,
  game,
  investigate,
  moveBribe,
  newGame,
  pass,
  play,
  recall,
  revealBribe,
  rig,
  type S,
  setStack,
  values,
  withdrawBribe,
} from "./helpers.js";

const negotiating = (players = 4, options = {}): S => distribute(newGame(players, options), [0]);

describe("free negotiation", () => {
  it("lets every active player act at once", () => {
    expect(game.toAct(negotiating(5))).toEqual([0, 1, 2, 3, 4]);
  });

  it("ends when every player has a card and is done, with no change since", () => {
    let s = negotiating();
    s = play(s, choose(0, "agree"), choose(1, "agree"), choose(2, "agree"), choose(3, "agree"));
    s = play(s, done(0), done(1), done(2));
    expect(s.phase).toBe("negotiate");
    s = play(s, done(3));
    expect(s.period).toBe(2);
    expect(s.phase).toBe("distribute");
  });

  it("clears everyone's done on any change, also a player changing their own card", () => {
    let s = negotiating();
    s = play(s, choose(0, "agree"), choose(1, "agree"), done(0), done(1));
    s = play(s, choose(1, "treasury"));
    expect(s.done).toEqual([false, false, false, false]);
    s = play(s, done(0), investigate(2, 0));
    expect(s.done[0]).toBe(false);
  });

  it("does not count revealing a bribe in front of you as a change", () => {
    let s = negotiating();
    s = play(s, ...fullBribe(1, "agree", 2, 3), choose(2, "agree"), done(2));
    s = play(s, revealBribe(2, 1, "agree"));
    expect(s.done[2]).toBe(true);
    expect(s.changes).toBe(2);
  });

  it("requires a chosen card for done and refuses done twice", () => {
    let s = negotiating();
    expectRefused(s, done(1), "no-card-chosen");
    s = play(s, choose(1, "avert"), done(1));
    expectRefused(s, done(1), "already-done");
    expectRefused(s, choose(1, "avert"), "card-already-chosen");
  });

  it("offers all five cards every period, four to the president (2016 FAQ: Sind gespielte Aktionskarten weg?)", () => {
    let s = negotiating();
    const cards = (seat: number): string[] =>
      game.legalActions(s, seat).flatMap((a) => (a.type === "chooseCard" ? [a.card] : []));
    expect(cards(1)).toEqual(["agree", "reject", "treasury", "blackmail", "avert"]);
    expect(cards(0)).toEqual(["agree", "treasury", "blackmail", "avert"]);
    s = play(s, choose(0, "treasury"), choose(1, "reject"), choose(2, "treasury"), choose(3, "agree"));
    s = play(s, done(0), done(1), done(2), done(3));
    s = distribute(s, [1]);
    expect(cards(1)).toEqual(["agree", "reject", "treasury", "blackmail", "avert"]);
  });
});

describe("investigators", () => {
  it("can be placed, moved and withdrawn, never before oneself", () => {
    let s = negotiating();
    s = play(s, investigate(1, 2), investigate(1, 3));
    expect(s.investigator[1]).toBe(3);
    expectRefused(s, investigate(1, 3), "investigator-already-there");
    expectRefused(s, investigate(1, 1), "target-self");
    s = play(s, recall(1));
    expect(s.investigator[1]).toBe(null);
    expectRefused(s, recall(1), "investigator-not-placed");
  });
});

describe("bribes", () => {
  it("take exactly one card from private money when placed and give it back when withdrawn", () => {
    let s = rig(negotiating(), (d) => setStack(d, 1, [1, 5]));
    s = play(s, bribe(1, "agree", 2));
    expect(game.toAct(s)).toEqual([1]);
    expect(game.legalActions(s, 1)).toEqual([bribeMoney(1, 1), bribeMoney(1, 5)]);
    s = play(s, bribeMoney(1, 5));
    expect(values(s, s.money[1]!)).toEqual([1]);
    expect(s.bribes[1]![0]).toMatchObject({ target: 2, demand: "agree", faceUp: false });
    expectRefused(s, bribe(1, "not-agree", 3), "token-in-use");
    s = play(s, withdrawBribe(1, "agree"));
    expect(values(s, s.money[1]!)).toEqual([1, 5]);
    expect(s.bribes[1]![0]).toBe(null);
  });

  it("refuses a card value that is not in private money", () => {
    const s = play(
      rig(negotiating(), (d) => setStack(d, 1, [1])),
      bribe(1, "reject", 2),
    );
    expectRefused(s, bribeMoney(1, 4), "card-not-held");
    expectRefused(s, choose(1, "agree"), "bribe-money-pending");
  });

  it("may go to two different players or both to one (2016 FAQ: mehrere Mitspieler bestechen)", () => {
    let s = play(negotiating(), ...fullBribe(2, "agree", 0, 2), ...fullBribe(2, "not-reject", 3, 3));
    expect(s.bribes[2]!.map((b) => b?.target)).toEqual([0, 3]);
    s = play(s, moveBribe(2, "reject", "not-reject", 0));
    expect(s.bribes[2]!.map((b) => b?.target)).toEqual([0, 0]);
  });

  it("can be placed by anyone still in the game, not only the president (2016 FAQ)", () => {
    const s = play(negotiating(), ...fullBribe(3, "not-agree", 1, 4));
    expect(s.bribes[3]![0]?.target).toBe(1);
  });

  it("can be moved and turned to the other side of the token, but not to a side of the other token", () => {
    let s = play(negotiating(), ...fullBribe(1, "agree", 2, 3));
    s = play(s, moveBribe(1, "agree", "not-agree", 2), moveBribe(1, "agree", "not-agree", 3));
    expect(s.bribes[1]![0]).toMatchObject({ target: 3, demand: "not-agree" });
    expectRefused(s, moveBribe(1, "agree", "reject", 3), "demand-not-on-token");
    expectRefused(s, moveBribe(1, "agree", "not-agree", 3), "bribe-unchanged");
    expectRefused(s, moveBribe(1, "reject", "reject", 3), "token-not-placed");
  });

  it("face up is seen by everyone, face down only by the briber and the bribed (2016 FAQ)", () => {
    let s = play(negotiating(), ...fullBribe(1, "agree", 2, 3, true), ...fullBribe(3, "reject", 2, 4, false));
    const up = s.bribes[1]![0]!.card;
    const down = s.bribes[3]![1]!.card;
    for (const viewer of [null, 0, 1, 2, 3]) {
      const view = game.viewFor(s, viewer);
      expect(view.bribes[1]![0]!.card).toBe(up);
      expect(view.bribes[3]![1]!.card).toBe(viewer === 2 || viewer === 3 ? down : null);
    }
    // The bribed player may turn it face up for everyone to see.
    s = play(s, revealBribe(2, 3, "reject"));
    expect(game.viewFor(s, 0).bribes[3]![1]!.card).toBe(down);
    expectRefused(s, revealBribe(2, 3, "reject"), "bribe-already-face-up");
    expectRefused(s, revealBribe(1, 3, "reject"), "bribe-not-found");
  });

  it("shows a moved face-down bribe to its new target as well", () => {
    let s = play(negotiating(), ...fullBribe(1, "agree", 2, 3));
    const card = s.bribes[1]![0]!.card;
    expect(game.viewFor(s, 3).bribes[1]![0]!.card).toBe(null);
    s = play(s, moveBribe(1, "agree", "agree", 3));
    expect(game.viewFor(s, 3).bribes[1]![0]!.card).toBe(card);
    expect(game.viewFor(s, 0).bribes[1]![0]!.card).toBe(null);
  });
});

describe("ordered form after endless changes (2016 FAQ: Was passiert, wenn es in Phase 3 ewig hin und her geht?)", () => {
  it("starts after 4 × active players changes by default", () => {
    let s = negotiating();
    expect(s.limit).toBe(16);
    for (let i = 0; i < 15; i++) s = play(s, investigate(1, 2 + (i % 2)));
    expect(s.phase).toBe("negotiate");
    s = play(s, investigate(1, 0));
    expect(s.phase).toBe("ordered");
    expect(s.orderTurn).toBe(0);
  });

  it("lets each player in turn from the president move each item once, then everyone chooses a card", () => {
    let s = distribute(newGame(4, { negotiationLimit: 1, firstPresident: 2 }), [2]);
    s = play(s, choose(1, "blackmail"));
    expect(s.phase).toBe("ordered");
    expect(game.toAct(s)).toEqual([2]);
    expectRefused(s, investigate(3, 0), "not-your-order-turn");
    expectRefused(s, choose(2, "agree"), "wrong-phase");
    s = play(s, investigate(2, 0));
    expectRefused(s, investigate(2, 1), "investigator-already-touched");
    s = play(s, ...fullBribe(2, "agree", 1, 2));
    expectRefused(s, withdrawBribe(2, "agree"), "token-already-touched");
    s = play(s, pass(2));
    expect(s.orderTurn).toBe(3);
    s = play(s, pass(3), investigate(0, 1), pass(0), pass(1));
    expect(s.phase).toBe("final-choice");
    expect(game.toAct(s)).toEqual([0, 1, 2, 3]);
    // Player 1 keeps Blackmail by choosing it again; the others choose once, hidden.
    s = play(s, choose(1, "blackmail"), choose(0, "agree"), choose(3, "agree"));
    expectRefused(s, choose(1, "agree"), "card-already-final");
    expect(game.viewFor(s, 0).chosen[1]).toBe(null);
    s = play(s, choose(2, "agree"));
    expect(s.phase).toBe("distribute");
    expect(s.period).toBe(2);
  });

  it("goes straight to the ordered form with a limit of 0", () => {
    const s = distribute(newGame(4, { negotiationLimit: 0 }), [0]);
    expect(s.phase).toBe("ordered");
  });
});
