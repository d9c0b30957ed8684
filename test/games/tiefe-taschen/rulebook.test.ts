/**
 * Rule lines of both editions that the trace (docs/rules/trace/tiefe-taschen-*.md) found without a
 * test of their own, each written from the rulebook's words and numbers, and the 2016 FAQ's
 * examples replayed as scenarios.
 */
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/core/index.js";
import type { ActionCard, Demand, TiefeTaschenEvent } from "../../../src/games/tiefe-taschen/index.js";
import {
  assign,
  confirm,
  distribute,
  fullBribe,
  game,
  investigate,
  newGame,
  play,
  rig,
  type S,
  setPool,
  setStack,
  value,
  values,
  vote,
  wealth,
} from "./helpers.js";

/** Every money card of a state, wherever it lies (private stacks, pool, treasury, bribes). */
function allMoney(s: S): number[] {
  const cards = [...s.money.flat(), ...s.pool, ...s.treasury];
  for (const pair of s.bribes) for (const bribe of pair) if (bribe) cards.push(bribe.card);
  return cards.filter((card) => card !== s.bankruptcyCard);
}

/** How many cards of each value 1..5 Mio. */
function countByValue(s: S, cards: number[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const card of cards) counts[value(s, card) - 1]! += 1;
  return counts;
}

const configError = (run: () => unknown): ConfigError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("no ConfigError thrown");
};

const ofType = <T extends TiefeTaschenEvent["type"]>(s: S, type: T) =>
  s.events.filter((e): e is Extract<TiefeTaschenEvent, { type: T }> => e.type === type);

describe("material and preparation", () => {
  it("2015: 100 money cards, 20 each of 1, 2, 3, 4 and 5 Mio, and no bankruptcy card", () => {
    const s = newGame(4, { edition: "2015" });
    expect(allMoney(s)).toHaveLength(100);
    expect(countByValue(s, allMoney(s))).toEqual([20, 20, 20, 20, 20]);
    expect(s.bankruptcyCard).toBe(null);
    expect(new Set(allMoney(s)).size).toBe(100);
  });

  it("2016: 90 money cards, 18 each of 1, 2, 3, 4 and 5 Mio, plus the bankruptcy card in the treasury", () => {
    const s = newGame(4);
    expect(allMoney(s)).toHaveLength(90);
    expect(countByValue(s, allMoney(s))).toEqual([18, 18, 18, 18, 18]);
    expect(s.treasury.filter((card) => card === s.bankruptcyCard)).toHaveLength(1);
  });

  it("is played by 4 to 8 players", () => {
    expect(game.players).toEqual({ min: 4, max: 8 });
    for (const players of [4, 8]) expect(newGame(players).players).toBe(players);
    for (const players of [3, 9]) expect(configError(() => newGame(players)).field).toBe("players");
  });

  it("gives every player two bribe tokens, Agree/Not agree and Reject/Not reject, and one investigator", () => {
    let s = distribute(newGame(4), [0]);
    const demands = new Set(game.legalActions(s, 1).flatMap((a) => (a.type === "bribe" ? [a.demand] : [])));
    expect([...demands].sort()).toEqual(["agree", "not-agree", "not-reject", "reject"]);
    expect(s.bribes[1]).toEqual([null, null]);
    s = play(s, ...fullBribe(1, "not-agree", 2, 2), ...fullBribe(1, "reject", 3, 3));
    // Both tokens are out: no third bribe, whatever the money left.
    expect(game.legalActions(s, 1).some((a) => a.type === "bribe")).toBe(false);
    // One investigator: placing it before another player moves it there.
    s = play(s, investigate(1, 2), investigate(1, 3));
    expect(s.investigator[1]).toBe(3);
  });

  it("shuffles the rest of the money into the treasury, in an order set by the seed", () => {
    const a = newGame(4, {}, 11);
    const b = newGame(4, {}, 12);
    expect(newGame(4, {}, 11).treasury).toEqual(a.treasury);
    expect(b.treasury).not.toEqual(a.treasury);
    const rest = (s: S) => [...s.treasury, ...s.pool].sort((x, y) => x - y);
    expect(rest(b)).toEqual(rest(a));
    // 90 money cards less 3 × 4 starting cards, plus the bankruptcy card.
    expect(rest(a)).toHaveLength(90 - 12 + 1);
  });

  it("refuses a bankruptcy depth below 0, above the treasury size, or in the 2015 edition", () => {
    expect(configError(() => newGame(4, { bankruptcyDepth: -1 })).field).toBe("options.bankruptcyDepth");
    expect(configError(() => newGame(4, { bankruptcyDepth: 79 })).field).toBe("options.bankruptcyDepth");
    expect(newGame(4, { bankruptcyDepth: 78 }).phase).toBe("over");
    expect(configError(() => newGame(4, { edition: "2015", bankruptcyDepth: 3 })).field).toBe(
      "options.bankruptcyDepth",
    );
  });

  it("2016: a bankruptcy card higher in the treasury makes a shorter game, lower a longer one", () => {
    const periods = (bankruptcyDepth: number): number => {
      let s = newGame(4, { bankruptcyDepth });
      while (s.phase !== "over") s = vote(distribute(s, [0]), ["agree", "agree", "agree", "agree"]);
      return s.period;
    };
    // 78 cards in the treasury; each period draws 4 of those above the card.
    expect(periods(78 - 8)).toBe(2);
    expect(periods(78 - 20)).toBe(5);
  });
});

describe("the bribe tokens (2016: Bestechungen)", () => {
  const cards: ActionCard[] = ["agree", "reject", "treasury", "blackmail", "avert"];
  /** Which of the five cards, played by the bribed seat 2, win it a 5 Mio bribe with this demand. */
  const fulfilledBy = (demand: Demand): ActionCard[] =>
    cards.filter((card) => {
      let s = rig(distribute(newGame(4), [0]), (d) => {
        setStack(d, 1, [5]);
        setStack(d, 2, [1]);
      });
      s = play(s, ...fullBribe(1, demand, 2, 5));
      s = vote(s, ["agree", "agree", card, "agree"]);
      const won = values(s, s.money[2]!).includes(5);
      expect(values(s, s.money[won ? 2 : 1]!)).toContain(5);
      expect(s.bribes[1]).toEqual([null, null]);
      return won;
    });

  it("the Agree token is fulfilled by Agree alone", () => {
    expect(fulfilledBy("agree")).toEqual(["agree"]);
  });

  it("the Not-agree token is fulfilled by Reject, Take from treasury, Blackmail or Avert", () => {
    expect(fulfilledBy("not-agree")).toEqual(["reject", "treasury", "blackmail", "avert"]);
  });

  it("the Reject token is fulfilled by Reject alone", () => {
    expect(fulfilledBy("reject")).toEqual(["reject"]);
  });

  it("the Not-reject token is fulfilled by Agree, Take from treasury, Blackmail or Avert", () => {
    expect(fulfilledBy("not-reject")).toEqual(["agree", "treasury", "blackmail", "avert"]);
  });
});

describe("after a resignation", () => {
  it("starts take-from-treasury afresh in the new president's reveal", () => {
    let s = distribute(newGame(5), [0]);
    const count = wealth(s, 4);
    s = vote(s, ["agree", "reject", "reject", "reject", "treasury"]);
    expect(ofType(s, "treasury-taken").map((e) => e.player)).toEqual([4]);
    expect(s.president).toBe(1);
    s = distribute(s, [1]);
    s = vote(s, [null, "agree", "agree", "treasury", "treasury"]);
    // Seat 3 reveals before seat 4 now, and is the first taker of this reveal.
    expect(ofType(s, "treasury-taken").map((e) => e.player)).toEqual([3]);
    expect(s.money[4]).toHaveLength(4);
    expect(wealth(s, 4)).toBeGreaterThan(count);
  });

  it("skips the resigned president in the reveal and in the vote", () => {
    let s = distribute(newGame(4, { firstPresident: 2 }), [2]);
    s = vote(s, ["reject", "reject", "agree", "reject"]);
    expect(s.president).toBe(3);
    s = distribute(s, [3]);
    s = vote(s, ["reject", "agree", null, "agree"]);
    const reveals = s.events.flatMap((e) => (e.type === "card-revealed" ? [e.player] : []));
    expect(reveals).toEqual([3, 0, 1]);
    expect(ofType(s, "vote")[0]).toMatchObject({ agree: 2, reject: 1, accepted: true });
  });
});

describe("what the table sees of the money", () => {
  it("shows the pool and the president's distribution to every seat", () => {
    let s = newGame(4);
    s = play(s, assign(0, s.pool[0]!, 2), assign(0, s.pool[1]!, 0));
    for (const viewer of [null, 0, 1, 2, 3]) {
      const view = game.viewFor(s, viewer);
      expect(view.pool).toEqual(s.pool);
      expect(view.assignedTo).toEqual([2, 0, null, null]);
    }
  });
});

describe("2016 FAQ examples", () => {
  it("replays the FAQ's distributions: one card each, some empty-handed, the president and one other, all kept", () => {
    const paid = (receivers: number[]): number[] => {
      let s = rig(newGame(4), (d) => setPool(d, [1, 2, 3, 4]));
      s = play(s, ...s.pool.map((card, i) => assign(0, card, receivers[i]!)), confirm(0));
      s = vote(s, ["agree", "agree", "agree", "agree"]);
      return [0, 1, 2, 3].map((p) => wealth(s, p) - 9);
    };
    expect(paid([0, 1, 2, 3])).toEqual([1, 2, 3, 4]);
    expect(paid([1, 1, 3, 3])).toEqual([0, 3, 0, 7]);
    expect(paid([0, 2, 0, 2])).toEqual([4, 0, 6, 0]);
    expect(paid([0, 0, 0, 0])).toEqual([10, 0, 0, 0]);
  });

  it("lets every player place the investigator every period, at no cost (2016 FAQ: Was hindert mich daran, den Schnüffler immer zu spielen?)", () => {
    let s = distribute(newGame(4), [0]);
    for (let period = 0; period < 2; period++) {
      s = play(s, investigate(0, 1), investigate(1, 2), investigate(2, 3), investigate(3, 0));
      expect(s.investigator).toEqual([1, 2, 3, 0]);
      const before = [0, 1, 2, 3].map((p) => s.money[p]!.length);
      s = vote(s, ["agree", "agree", "agree", "agree"]);
      expect(ofType(s, "money-stolen")).toEqual([]);
      expect([1, 2, 3].map((p) => s.money[p]!.length)).toEqual(before.slice(1));
      s = distribute(s, [0]);
    }
  });
});
