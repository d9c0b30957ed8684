import { describe, expect, it } from "vitest";
import { bool, checkAction, int, intList, literal, optional, RuleError, seat } from "../../src/core/index.js";

const schema = {
  pass: {},
  bid: {
    amount: int(0, 10),
    to: seat(),
    open: bool(),
    kind: literal("a", "b"),
    cards: intList(0, 5, 3),
    note: optional(int(0, 1)),
  },
};
const ok = { type: "bid", player: 1, amount: 3, to: 0, open: true, kind: "a", cards: [1, 2] };
const check = (action: unknown, toAct = [1]) => checkAction(schema, action, 3, toAct);

describe("action envelope and schema", () => {
  it("accepts a well-formed action of a seat that may act", () => {
    expect(check(ok)).toBeUndefined();
    expect(check({ ...ok, note: 1 })).toBeUndefined();
    expect(check({ type: "pass", player: 1 })).toBeUndefined();
  });

  it.each([
    ["null", null, "malformed-action"],
    ["a number", 3, "malformed-action"],
    ["a string", "bid", "malformed-action"],
    ["an array", [ok], "malformed-action"],
    [
      "a class instance",
      new (class Action {
        type = "pass";
        player = 1;
      })(),
      "malformed-action",
    ],
    ["no type", { player: 1 }, "malformed-action"],
    ["an unknown type", { ...ok, type: "steal" }, "unknown-action"],
    ["a prototype type", { ...ok, type: "toString" }, "unknown-action"],
    ["a fractional player", { ...ok, player: 1.5 }, "bad-player"],
    ["a negative player", { ...ok, player: -1 }, "bad-player"],
    ["a player out of range", { ...ok, player: 3 }, "bad-player"],
    ["a NaN player", { ...ok, player: Number.NaN }, "bad-player"],
    ["a __proto__ key", JSON.parse('{"__proto__":{},"type":"pass","player":1}'), "forbidden-key"],
    ["a constructor key", { type: "pass", player: 1, constructor: 1 }, "forbidden-key"],
    ["an extra field", { ...ok, extra: 1 }, "extra-field"],
    ["a missing field", { ...ok, amount: undefined }, "missing-field"],
    ["an out-of-range number", { ...ok, amount: 11 }, "bad-field"],
    ["NaN in a field", { ...ok, amount: Number.NaN }, "bad-field"],
    ["Infinity in a field", { ...ok, amount: Number.POSITIVE_INFINITY }, "bad-field"],
    ["a fraction in a field", { ...ok, amount: 1.5 }, "bad-field"],
    ["a string number", { ...ok, amount: "3" }, "bad-field"],
    ["a seat out of range", { ...ok, to: 3 }, "bad-field"],
    ["a non-boolean", { ...ok, open: 1 }, "bad-field"],
    ["a wrong literal", { ...ok, kind: "c" }, "bad-field"],
    ["a list too long", { ...ok, cards: [1, 2, 3, 4] }, "bad-field"],
    ["a list with a bad entry", { ...ok, cards: [1, 9] }, "bad-field"],
    ["a list that is not an array", { ...ok, cards: 1 }, "bad-field"],
  ])("refuses %s", (_name, action, code) => {
    const error = check(action);
    expect(error).toBeInstanceOf(RuleError);
    expect(error?.code).toBe(code);
    expect(error?.message.length).toBeGreaterThan(5);
  });

  it("refuses seats that may not act, and everything once the game is over", () => {
    expect(check(ok, [0, 2])?.code).toBe("not-your-turn");
    expect(check(ok, [])?.code).toBe("game-over");
  });
});
