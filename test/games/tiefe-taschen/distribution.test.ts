/** Phases 1 and 2: the period reveal and the president's distribution (2016 FAQ: "Muss der Präsident jedem etwas geben?"). */
import { describe, expect, it } from "vitest";
import {
  assign,
  confirm,
  distribute,
  expectRefused,
  game,
  newGame,
  play,
  rig,
  setPool,
  unassign,
  vote,
  wealth,
} from "./helpers.js";

describe("period reveal", () => {
  it("draws one card per player face up from the treasury top", () => {
    const s = newGame(5);
    expect(s.period).toBe(1);
    expect(s.pool).toHaveLength(5);
    expect(s.phase).toBe("distribute");
    expect(s.treasury.length).toBe(90 - 15 + 1 - 5);
    expect(game.viewFor(s, 3).pool).toEqual(s.pool);
    expect(game.viewFor(s, null).pool).toEqual(s.pool);
  });

  it("gives everyone 2, 3 and 4 Mio of private money", () => {
    const s = newGame(6, { edition: "2015" });
    for (let p = 0; p < 6; p++) expect(wealth(s, p)).toBe(9);
    expect(s.treasury.length).toBe(100 - 18 - 6);
  });

  it("picks the first president with the generator unless the option names one", () => {
    const presidents = new Set(
      Array.from({ length: 20 }, (_, seed) => game.setup({ players: 4, seed }).president),
    );
    expect(presidents.size).toBeGreaterThan(1);
    expect(game.setup({ players: 4, seed: 3, options: { firstPresident: 2 } }).president).toBe(2);
  });
});

describe("distribution", () => {
  it("lets the president keep everything", () => {
    let s = rig(newGame(4), (d) => setPool(d, [5, 5, 4, 1]));
    s = distribute(s, [0]);
    expect(s.phase).toBe("negotiate");
    s = vote(s, ["agree", "reject", "reject", "agree"]);
    expect(wealth(s, 0)).toBe(9 + 15);
    expect(wealth(s, 1)).toBe(9);
  });

  it("lets the president leave players without money and give several cards to one", () => {
    let s = rig(newGame(4), (d) => setPool(d, [1, 2, 3, 4]));
    s = distribute(s, [0, 2, 2, 2]);
    s = vote(s, ["agree", "agree", "agree", "agree"]);
    expect([wealth(s, 0), wealth(s, 1), wealth(s, 2), wealth(s, 3)]).toEqual([10, 9, 18, 9]);
  });

  it("requires every card to be assigned before confirming", () => {
    const s = newGame(4);
    const partly = play(s, assign(0, s.pool[0]!, 1));
    expectRefused(partly, confirm(0), "distribution-incomplete");
    expect(game.legalActions(partly, 0).some((a) => a.type === "confirmDistribution")).toBe(false);
  });

  it("allows take-backs, at most as many as the pool has cards", () => {
    let s = newGame(4);
    const card = s.pool[0]!;
    for (let i = 0; i < 4; i++) s = play(s, assign(0, card, i % 4), unassign(0, card));
    expect(s.takeBacks).toBe(4);
    s = play(s, assign(0, card, 3));
    expect(s.assignedTo[0]).toBe(3);
    expectRefused(s, unassign(0, card), "take-back-limit");
  });

  it("refuses assigning a card twice or a card that is not in the pool", () => {
    const s = play(newGame(4), assign(0, newGame(4).pool[0]!, 1));
    expectRefused(s, assign(0, s.pool[0]!, 2), "card-already-assigned");
    expectRefused(s, assign(0, s.money[0]![0]!, 2), "card-not-in-pool");
    expectRefused(s, unassign(0, s.pool[1]!), "card-not-assigned");
  });

  it("refuses any distribution move from another player than the president", () => {
    const s = newGame(4);
    expectRefused(s, assign(1, s.pool[0]!, 1), "not-president");
  });

  it("refuses money for a resigned president", () => {
    let s = distribute(newGame(4), [0]);
    s = vote(s, ["agree", "reject", "reject", "reject"]);
    expect(s.active).toEqual([false, true, true, true]);
    expect(s.president).toBe(1);
    expectRefused(s, assign(1, s.pool[0]!, 0), "receiver-resigned");
    expect(game.legalActions(s, 1).some((a) => a.type === "assign" && a.to === 0)).toBe(false);
  });
});
