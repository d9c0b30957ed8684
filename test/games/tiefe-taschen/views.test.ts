/** Hidden information: what each seat sees, what events reveal, and determinize. */
import { describe, expect, it } from "vitest";
import {
  choose,
  distribute,
  fullBribe,
  game,
  investigate,
  newGame,
  play,
  rig,
  type S,
  setStack,
  vote,
} from "./helpers.js";

const viewers = [null, 0, 1, 2, 3] as const;

describe("views", () => {
  it("show own money ids, only counts of others', and never the treasury or the generator", () => {
    const s = newGame(4);
    const view = game.viewFor(s, 1);
    expect(view.money[1]).toEqual(s.money[1]);
    expect(view.money[0]).toEqual([null, null, null]);
    expect(view.treasuryCount).toBe(s.treasury.length);
    const text = JSON.stringify(game.viewFor(s, null));
    expect(text).not.toContain('"treasury"');
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"seen"');
  });

  it("remember the publicly known starting money until a card leaves a stack unseen", () => {
    let s = distribute(newGame(4), [0]);
    expect(game.viewFor(s, 2).knownMoney[1]).toEqual([...s.money[1]!].sort((a, b) => a - b));
    s = play(s, ...fullBribe(1, "agree", 3, 2));
    // A face-down bribe: seats 0 and 2 no longer know which cards seat 1 still holds; seat 3 saw the card.
    expect(game.viewFor(s, 2).knownMoney[1]).toEqual([]);
    expect(game.viewFor(s, null).knownMoney[1]).toEqual([]);
    expect(game.viewFor(s, 3).knownMoney[1]).toEqual([...s.money[1]!].sort((a, b) => a - b));
  });

  it("show the paid-out distribution in everyone's memory", () => {
    let s = distribute(newGame(4), [2]);
    const pool = s.pool.slice();
    s = vote(s, ["agree", "agree", "agree", "agree"]);
    for (const card of pool) expect(game.viewFor(s, null).knownMoney[2]).toContain(card);
  });

  it("hide others' action cards but show that a card lies there", () => {
    const s = play(distribute(newGame(4), [0]), choose(2, "blackmail"));
    for (const viewer of viewers) {
      const view = game.viewFor(s, viewer);
      expect(view.hasCard).toEqual([false, false, true, false]);
      expect(view.chosen[2]).toBe(viewer === 2 ? "blackmail" : null);
      expect(view.events).toEqual([
        { type: "card-chosen", player: 2, card: viewer === 2 ? "blackmail" : null },
      ]);
    }
  });

  it("show a blackmailed card to the two players involved only", () => {
    let s = rig(distribute(newGame(4), [0]), (d) => setStack(d, 2, [5]));
    const card = s.money[2]![0]!;
    s = vote(play(s, investigate(1, 2)), ["agree", "blackmail", "agree", "agree"]);
    expect(game.viewFor(s, 2).knownMoney[1]).toContain(card);
    expect(game.viewFor(s, 1).money[1]).toContain(card);
    expect(game.viewFor(s, 3).knownMoney[1]).not.toContain(card);
    expect(game.viewFor(s, null).knownMoney[1]).not.toContain(card);
  });
});

describe("determinize", () => {
  const busy = (): S => {
    let s = distribute(newGame(4, { firstPresident: 1 }), [0, 2]);
    s = play(s, ...fullBribe(0, "agree", 2, 3), ...fullBribe(3, "not-reject", 0, 4, true), investigate(2, 3));
    return play(s, choose(0, "avert"), choose(2, "reject"), choose(1, "treasury"));
  };

  it("rebuilds a state every seat sees exactly as before", () => {
    const s = busy();
    for (const viewer of viewers) {
      const view = game.viewFor(s, viewer);
      const rebuilt = game.determinize(structuredClone(view), "x");
      expect(game.invariants(rebuilt)).toEqual([]);
      expect(game.viewFor(rebuilt, viewer)).toEqual(view);
      if (viewer !== null) expect(game.legalActions(rebuilt, viewer)).toEqual(game.legalActions(s, viewer));
    }
  });

  it("resamples others' money, hidden bribe cards, action cards and the treasury", () => {
    const s = busy();
    const view = game.viewFor(s, 3);
    const samples = Array.from({ length: 8 }, (_, i) => game.determinize(view, i));
    const distinct = (f: (x: S) => unknown) => new Set(samples.map((x) => JSON.stringify(f(x)))).size;
    expect(distinct((x) => x.treasury)).toBeGreaterThan(1);
    expect(distinct((x) => x.bribes[0]![0]!.card)).toBeGreaterThan(1);
    expect(distinct((x) => x.chosen[0])).toBeGreaterThan(1);
    for (const x of samples) {
      expect(x.chosen[3]).toBe(s.chosen[3]);
      expect(x.chosen[1]).not.toBe("reject");
      expect(x.bribes[3]![1]!.card).toBe(s.bribes[3]![1]!.card);
      expect(x.treasury.indexOf(x.bankruptcyCard!)).toBe(s.treasury.indexOf(s.bankruptcyCard!));
    }
  });

  it("keeps cards the viewer knows in the right stack", () => {
    let s = rig(distribute(newGame(4), [0]), (d) => setStack(d, 2, [5]));
    const card = s.money[2]![0]!;
    s = vote(play(s, investigate(1, 2)), ["agree", "blackmail", "agree", "agree"]);
    for (let seed = 0; seed < 5; seed++)
      expect(game.determinize(game.viewFor(s, 2), seed).money[1]).toContain(card);
  });
});
