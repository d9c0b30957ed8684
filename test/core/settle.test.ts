import v8 from "node:v8";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/core/index.js";
import { copyOnAccess, settle } from "../../src/core/settle.js";
import { campaign, kohleKiesKnete, slushFund, tiefeTaschen } from "../../src/index.js";
import { firstUnfrozen } from "../conformance/inspect.js";

interface Table {
  options: { stake: number; names: string[] };
  money: number[];
  seats: { held: number[]; name: string }[];
  events: unknown[];
}

const table = (): Table => ({
  options: { stake: 2, names: ["Ada", "Bo"] },
  money: [5, 6],
  seats: [
    { held: [1], name: "Ada" },
    { held: [2, 3], name: "Bo" },
  ],
  events: [],
});

/** The fields of a working copy, read by name as a recipe reads them. */
const fieldsOf = (work: Table): Table => ({
  options: work.options,
  money: work.money,
  seats: work.seats,
  events: work.events,
});

describe("copyOnAccess: the working copy", () => {
  it("reads like the state, and copies an object field deeply on its first access, except the constant ones", () => {
    const state = table();
    const runner = copyOnAccess(["options"]);
    const work = runner.workingCopy(state);
    expect(work).not.toBe(state);
    expect(work.options).toBe(state.options);
    expect(firstUnfrozen(state.options)).toBeUndefined();
    expect(work.money).not.toBe(state.money);
    expect(work.money).toBe(work.money);
    expect(work.seats[1]).not.toBe(state.seats[1]);
    expect(work.seats[1]?.held).not.toBe(state.seats[1]?.held);
    expect(fieldsOf(work)).toEqual(state);
  });

  it("lets the recipe write anywhere but into a constant field without touching the input", () => {
    const state = table();
    const before = JSON.stringify(state);
    const work = copyOnAccess(["options"]).workingCopy(state);
    work.money[0] = 0;
    work.seats[1]?.held.push(4);
    work.events.push({ type: "paid" });
    expect(JSON.stringify(state)).toBe(before);
    expect(() => {
      work.options.names.push("Cy");
    }).toThrow(TypeError);
    expect(JSON.stringify(state)).toBe(before);
  });

  it("takes a field the recipe replaces whole, and one it adds beyond the state's keys", () => {
    const state = table();
    const runner = copyOnAccess([]);
    const work = runner.workingCopy(state) as Table & { extra?: number[] };
    work.money = [9, 9];
    work.extra = [1];
    const next = runner.settle(state, work) as Table & { extra?: number[] };
    expect(next).toEqual({ ...table(), money: [9, 9], extra: [1] });
    expect(Object.keys(next)).toEqual(["options", "money", "seats", "events", "extra"]);
    expect(firstUnfrozen(next)).toBeUndefined();
  });

  it("serves states of several key lists, each with its own fields", () => {
    const runner = copyOnAccess([]);
    const short = { a: [1], b: 2 };
    const long = { b: 3, a: [4], c: { d: 5 } };
    const one = runner.workingCopy(short);
    const two = runner.workingCopy(long);
    one.a.push(9);
    two.c.d = 6;
    expect(runner.settle(short, one)).toEqual({ a: [1, 9], b: 2 });
    expect(runner.settle(long, two)).toEqual({ b: 3, a: [4], c: { d: 6 } });
    expect(Object.keys(runner.settle(long, runner.workingCopy(long)))).toEqual(["b", "a", "c"]);
  });
});

describe("copyOnAccess: settle", () => {
  it("shares every unchanged part with the input and freezes the result throughout", () => {
    const state = table();
    const runner = copyOnAccess(["options"]);
    const work = runner.workingCopy(state);
    work.seats[1]?.held.push(4);
    const next = runner.settle(state, work);
    expect(next).toEqual({ ...table(), seats: [table().seats[0], { held: [2, 3, 4], name: "Bo" }] });
    expect(next.options).toBe(state.options);
    expect(next.money).toBe(state.money);
    expect(next.events).toBe(state.events);
    expect(next.seats[0]).toBe(state.seats[0]);
    expect(next.seats[1]).not.toBe(state.seats[1]);
    expect(next.seats).not.toBe(state.seats);
    expect(firstUnfrozen(next)).toBeUndefined();
  });

  it("gives the input back when nothing changed, even where the recipe wrote the same values", () => {
    const state = table();
    const runner = copyOnAccess([]);
    const work = runner.workingCopy(state);
    work.money[0] = 5;
    work.seats = work.seats.map((seat) => ({ held: [...seat.held], name: seat.name }));
    expect(runner.settle(state, work)).toBe(state);
  });

  it("treats the same keys in another order as a change, so the result keeps the recipe's order", () => {
    const state = table();
    const runner = copyOnAccess([]);
    const work = runner.workingCopy(state);
    work.seats[0] = { name: "Ada", held: [1] };
    const next = runner.settle(state, work);
    expect(next.seats[0]).not.toBe(state.seats[0]);
    expect(Object.keys(next.seats[0] as object)).toEqual(["name", "held"]);
    expect(next.seats[1]).toBe(state.seats[1]);
  });

  it("sees added, removed and retyped parts as changes", () => {
    const state = { a: [1, 2], b: { c: 1 } as Record<string, unknown>, d: [[1]] as unknown[] };
    const runner = copyOnAccess([]);
    const work = runner.workingCopy(state);
    work.a.pop();
    work.b.e = undefined;
    work.d[0] = { 0: 1 };
    const next = runner.settle(state, work);
    expect(next).toEqual({ a: [1], b: { c: 1, e: undefined }, d: [{ 0: 1 }] });
    expect(next.a).not.toBe(state.a);
    expect(next.b).not.toBe(state.b);
    expect(Array.isArray(next.d[0])).toBe(false);
  });

  it("freezes the parts of an unfrozen input that the result shares, touched or not", () => {
    const state = table();
    const runner = copyOnAccess([]);
    const work = runner.workingCopy(state);
    work.money[1] = 7;
    const next = runner.settle(state, work);
    expect(next.seats).toBe(state.seats);
    expect(firstUnfrozen(next)).toBeUndefined();
    expect(Object.isFrozen(state.seats[0]?.held)).toBe(true);
  });
});

describe("settle (plain data)", () => {
  it("equals the recipe's copy, is frozen, and shares each part of the input it equals (any JSON)", () => {
    const sharedParts = (before: unknown, after: unknown): void => {
      if (typeof after !== "object" || after === null) return;
      if (typeof before === "object" && before !== null && JSON.stringify(before) === JSON.stringify(after)) {
        expect(after).toBe(before);
        return;
      }
      if (typeof before !== "object" || before === null || Array.isArray(before) !== Array.isArray(after))
        return;
      for (const [key, value] of Object.entries(after))
        sharedParts((before as Record<string, unknown>)[key], value);
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (before, after) => {
        const base = { a: before, b: [before] };
        const work = { a: structuredClone(after), b: [structuredClone(before)] };
        const next = settle(base, work);
        expect(JSON.stringify(next)).toBe(JSON.stringify({ a: after, b: [before] }));
        expect(firstUnfrozen(next)).toBeUndefined();
        expect(next.b).toBe(base.b);
        sharedParts(base.a, next.a);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

describe("apply by copy in the four games", () => {
  const games: AnyGame[] = [tiefeTaschen, kohleKiesKnete, campaign, slushFund];
  for (const game of games) {
    it(`${game.title}: shares the constant fields and what an action left alone, and freezes the rest`, () => {
      const state = game.setup({ players: 4, seed: "settle" });
      const seat = game.toAct(state)[0] as number;
      const action = game.legalActions(state, seat)[0];
      const next: Record<string, unknown> = game.apply(state, action);
      const before: Record<string, unknown> = state;
      expect(next.options).toBe(before.options);
      expect(firstUnfrozen(next)).toBeUndefined();
      const shared = Object.keys(next).filter(
        (key) => next[key] === before[key] && typeof next[key] === "object",
      );
      expect(shared.length).toBeGreaterThan(1);
    });
  }

  // V8 keeps an object's fields in a dictionary once it has been built one way (Object.assign of a
  // state of more than about twenty keys), and every state settled from it inherits that: reads of
  // such a state are several times slower. The check asks V8 itself (a native, behind a flag).
  v8.setFlagsFromString("--allow-natives-syntax");
  const hasFastProperties = new Function("o", "return %HasFastProperties(o)") as (o: object) => boolean;
  for (const game of games) {
    it(`${game.title}: states settled over 40 actions keep V8's fast properties`, () => {
      let state = game.setup({ players: 4, seed: "fast" });
      for (let n = 0; n < 40 && game.toAct(state).length > 0; n++) {
        const seat = game.toAct(state)[0] as number;
        const legal = game.legalActions(state, seat);
        state = game.apply(state, legal[n % legal.length]);
        expect(hasFastProperties(state)).toBe(true);
      }
    });
  }
});
