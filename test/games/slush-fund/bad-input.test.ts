/**
 * Every listed bad input is refused with its own code, by validate and by both runners, with no state change.
 */
import { describe, it } from "vitest";
import {
  act,
  expectRefused,
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

describe("bad input of the issue", () => {
  it("taking from a slush fund of fewer than three cards", () => {
    const s = newGame(2);
    const card = picker(s);
    const fund = [card("money", 10), card("money", 20)];
    put(s, s.fund, fund);
    expectRefused(s, act.take(0, fund[0]!), "fund-too-small");
  });

  it("playing a card not in the current set", () => {
    const s = newGame(2);
    const card = picker(s);
    const [held, elsewhere, inFund] = [card("money", 10), card("money", 20), card("scandal")];
    put(s, s.fund, [inFund]);
    setHand(s, 0, [held]);
    expectRefused(s, act.bribe(0, elsewhere, PRESIDENT), "card-not-in-set");
    expectRefused(s, act.scandal(0, inFund, PRESIDENT), "card-not-in-set");
    expectRefused(s, act.discard(0, elsewhere), "card-not-in-set");
  });

  it("a Thief on your own pile, on a VP top card, or on an empty pile", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, PRESIDENT, 0, [card("money", 50)]);
    setPile(s, SENATOR, 1, [card("money", 50), card("vp")]);
    const thief = card("thief");
    setHand(s, 0, [thief]);
    expectRefused(s, act.thief(0, thief, PRESIDENT, 0), "thief-own-pile");
    expectRefused(s, act.thief(0, thief, SENATOR, 1), "thief-top-not-money");
    expectRefused(s, act.thief(0, thief, GOVERNOR, 1), "thief-empty-pile");
  });

  it("a Transfer of a VP card or to a removed politician", () => {
    const s = newGame(2);
    const card = picker(s);
    const [money, vp] = [card("money", 30), card("vp")];
    setPile(s, SPEAKER, 0, [money, vp]);
    put(
      s,
      s.scandals[GOVERNOR] as number[],
      [1, 2, 3, 4, 5].map(() => card("scandal")),
    );
    s.fallen[GOVERNOR] = true;
    const transfer = card("transfer");
    setHand(s, 0, [transfer]);
    expectRefused(s, act.transfer(0, transfer, vp, PRESIDENT), "transfer-not-money");
    expectRefused(s, act.transfer(0, transfer, money, GOVERNOR), "politician-removed");
  });

  it("a Spy look at your own pile", () => {
    const s = newGame(2);
    const card = picker(s);
    setPile(s, SPEAKER, 0, [card("money", 30)]);
    setPile(s, SPEAKER, 1, [card("money", 30)]);
    put(s, s.removed, [card("spy")]);
    s.phase = "spy-look";
    expectRefused(s, act.peek(0, SPEAKER, 0), "peek-own-pile");
  });

  it("any action by the wrong player", () => {
    const s = newGame(3);
    expectRefused(s, act.draw(1), "not-your-turn");
    expectRefused(s, act.draw(2), "not-your-turn");
  });

  it("any action after the game ended", () => {
    const s = newGame(2, { timeCardsToEnd: 1 });
    const card = picker(s);
    stackDeck(s, [card("time")]);
    const end = play(s, act.draw(0));
    expectRefused(end, act.draw(0), "game-over");
    expectRefused(end, act.draw(1), "game-over");
  });
});

describe("further refusals", () => {
  it("an action of another step", () => {
    const s = newGame(2);
    const card = picker(s);
    const m = card("money", 10);
    expectRefused(s, act.stash(0, m), "wrong-phase");
    expectRefused(s, act.bribe(0, m, PRESIDENT), "wrong-phase");
    expectRefused(s, act.moveScandal(0, PRESIDENT, SENATOR), "wrong-phase");
  });

  it("stashing a card that was not revealed, taking one that is not in the fund", () => {
    const s = newGame(2);
    const card = picker(s);
    const revealed = [card("money", 10), card("money", 20), card("money", 30)];
    const other = card("money", 40);
    put(s, s.fund, [card("vp"), card("vp"), card("vp")]);
    expectRefused(s, act.take(0, other), "card-not-in-fund");
    put(s, s.revealed, revealed);
    s.phase = "stash";
    expectRefused(s, act.stash(0, other), "card-not-revealed");
  });

  it("a card used as another kind", () => {
    const s = newGame(2);
    const card = picker(s);
    const [scandal, money] = [card("scandal"), card("money", 10)];
    setHand(s, 0, [scandal, money]);
    expectRefused(s, act.bribe(0, scandal, PRESIDENT), "wrong-card-kind");
    expectRefused(s, act.scandal(0, money, PRESIDENT), "wrong-card-kind");
    expectRefused(s, act.spy(0, money), "wrong-card-kind");
  });

  it("a scandal move to the same politician or from one without scandals", () => {
    const s = newGame(2);
    const card = picker(s);
    put(s, s.scandals[SPEAKER] as number[], [card("scandal")]);
    s.phase = "spy-move";
    put(s, s.removed, [card("spy")]);
    expectRefused(s, act.moveScandal(0, SPEAKER, SPEAKER), "scandal-move-same-politician");
    expectRefused(s, act.moveScandal(0, PRESIDENT, SPEAKER), "no-scandal-to-move");
  });

  it("a look at an empty pile", () => {
    const s = newGame(3);
    const card = picker(s);
    setPile(s, SPEAKER, 1, [card("money", 30)]);
    put(s, s.removed, [card("spy")]);
    s.phase = "spy-look";
    expectRefused(s, act.peek(0, VICE_PRESIDENT, 1), "peek-empty-pile");
    expectRefused(s, act.peek(0, SPEAKER, 2), "peek-empty-pile");
  });

  it("a transfer of someone else's card or within the same pile", () => {
    const s = newGame(2);
    const card = picker(s);
    const [mine, theirs] = [card("money", 30), card("money", 30)];
    setPile(s, SPEAKER, 0, [mine]);
    setPile(s, SPEAKER, 1, [theirs]);
    const transfer = card("transfer");
    setHand(s, 0, [transfer]);
    expectRefused(s, act.transfer(0, transfer, theirs, PRESIDENT), "transfer-not-your-card");
    expectRefused(s, act.transfer(0, transfer, mine, SPEAKER), "transfer-same-politician");
  });

  it("stealing a card that is not in the pile the Thief looked into", () => {
    const s = newGame(2, { thiefTakes: "any" });
    const card = picker(s);
    const [inside, outside] = [card("money", 30), card("money", 20)];
    setPile(s, SPEAKER, 1, [inside]);
    setPile(s, SENATOR, 1, [outside]);
    put(s, s.removed, [card("thief")]);
    s.phase = "steal";
    s.target = { politician: SPEAKER, victim: 1 };
    s.piles[SPEAKER]![1]!.seenBy = [0];
    expectRefused(s, act.steal(0, outside), "steal-not-in-pile");
  });
});
