/** The end of the game in both editions, and the outcome with shared ranks. */
import { describe, expect, it } from "vitest";
import {
  distribute,
  drainTreasury,
  game,
  moveBankruptcy,
  newGame,
  play,
  rig,
  type S,
  setPool,
  setStack,
  vote,
  wealth,
} from "./helpers.js";

/** A 2016 game whose bankruptcy card lies `above` cards below the top. */
function nearBankruptcy(above: number, players = 4): S {
  const treasury = 90 - 3 * players;
  return newGame(players, { bankruptcyDepth: treasury - above });
}

describe("2016: the bankruptcy card", () => {
  it("sits a third of the treasury deep by default, or where the option puts it", () => {
    const s = newGame(4);
    expect(s.treasury.indexOf(s.bankruptcyCard!)).toBe(Math.floor(78 / 3));
    const deep = newGame(4, { bankruptcyDepth: 10 });
    expect(deep.treasury.indexOf(deep.bankruptcyCard!)).toBe(10);
  });

  it("ends the game at once when it comes up in the period-start draw, and the drawn cards go back", () => {
    // 4 cards above it: the first period draws them, the second draws the bankruptcy card first.
    let s = nearBankruptcy(4);
    expect(s.phase).toBe("distribute");
    s = distribute(s, [0]);
    const treasury = s.treasury.slice();
    s = vote(s, ["agree", "agree", "agree", "agree"]);
    expect(s.phase).toBe("over");
    expect(s.bankruptcyShown).toEqual([s.bankruptcyCard]);
    expect(s.treasury).toEqual(treasury.slice(0, -1));
    expect(s.pool).toEqual([]);
    expect(s.events).toContainEqual({ type: "bankruptcy-drawn", during: "period-start" });
    expect(game.outcome(s)?.scores).toEqual([wealth(s, 0), 9, 9, 9]);
    expect(wealth(s, 0)).toBeGreaterThan(9);
  });

  it("returns the cards drawn before it when it comes up in the middle of the draw", () => {
    let s = nearBankruptcy(6);
    s = distribute(s, [0]);
    const before = s.treasury.slice();
    s = vote(s, ["agree", "agree", "agree", "agree"]);
    expect(s.phase).toBe("over");
    expect(s.treasury).toEqual(before.filter((c) => c !== s.bankruptcyCard));
  });

  it("in take-from-treasury: laid open, the taker draws the next card, the phase ends, the vote pays out, the game ends", () => {
    let s = nearBankruptcy(4);
    s = distribute(s, [1]);
    const next = s.treasury[s.treasury.length - 2]!;
    s = vote(s, ["agree", "agree", "treasury", "agree"]);
    expect(s.events).toContainEqual({ type: "bankruptcy-drawn", during: "treasury" });
    expect(s.money[2]).toContain(next);
    expect(s.events.map((e) => e.type).slice(-3)).toEqual(["vote", "paid-out", "game-over"]);
    expect(s.phase).toBe("over");
    expect(wealth(s, 1)).toBeGreaterThan(9);
    expect(game.toAct(s)).toEqual([]);
  });

  it("in take-from-treasury with a rejected vote: no new distribution, the pool goes back unscored", () => {
    let s = nearBankruptcy(4);
    s = distribute(s, [0]);
    const pool = s.pool.slice();
    s = vote(s, ["treasury", "reject", "agree", "reject"]);
    expect(s.phase).toBe("over");
    expect(s.pool).toEqual([]);
    for (const card of pool) expect(s.treasury).toContain(card);
    expect(wealth(s, 0)).toBeGreaterThanOrEqual(9);
    expect(s.money[0]!.some((c) => pool.includes(c))).toBe(false);
  });

  it("with the bankruptcy card on the bottom, the taker who draws it gets nothing more", () => {
    let s = newGame(4, { bankruptcyDepth: 0 });
    s = rig(s, (d) => drainTreasury(d, 0, 3));
    expect(s.treasury).toEqual([s.bankruptcyCard]);
    s = distribute(s, [0]);
    s = vote(s, ["agree", "treasury", "agree", "agree"]);
    expect(s.events).toContainEqual({ type: "treasury-empty", player: 1 });
    expect(s.phase).toBe("over");
  });
});

describe("2015: national bankruptcy", () => {
  it("ends at the start of a period when fewer cards than players are left", () => {
    let s = newGame(4, { edition: "2015" });
    s = rig(s, (d) => drainTreasury(d, 3, 3));
    s = distribute(s, [0]);
    s = vote(s, ["agree", "agree", "agree", "agree"]);
    expect(s.phase).toBe("over");
    expect(s.treasury).toHaveLength(3);
    expect(s.endReason).toBe("national bankruptcy: the treasury cannot pay another period");
  });

  it("plays on when exactly as many cards as players are left", () => {
    let s = newGame(4, { edition: "2015" });
    s = rig(s, (d) => drainTreasury(d, 4, 3));
    s = vote(distribute(s, [0]), ["agree", "agree", "agree", "agree"]);
    expect(s.phase).toBe("distribute");
    expect(s.treasury).toHaveLength(0);
  });

  it("gives nothing for take-from-treasury when the treasury is empty", () => {
    let s = newGame(4, { edition: "2015" });
    s = rig(s, (d) => drainTreasury(d, 0, 3));
    s = vote(distribute(s, [0]), ["agree", "treasury", "agree", "agree"]);
    expect(s.events).toContainEqual({ type: "treasury-empty", player: 1 });
    expect(s.phase).toBe("over");
  });
});

describe("outcome", () => {
  it("scores private money and shares ranks between equal scores", () => {
    let s = rig(newGame(4), (d) => {
      setStack(d, 1, [5, 5, 5, 5]);
      setStack(d, 2, [5, 5, 5, 5]);
      setPool(d, [1, 1, 1, 1]);
      moveBankruptcy(d, 0);
    });
    s = vote(distribute(s, [0]), ["agree", "agree", "agree", "agree"]);
    expect(game.outcome(s)).toEqual({
      scores: [13, 20, 20, 9],
      ranks: [3, 1, 1, 4],
      winners: [1, 2],
      reason: s.endReason,
    });
  });

  it("has no outcome while the game runs", () => {
    expect(game.outcome(play(newGame(4)))).toBeUndefined();
  });
});
