/**
 * What `validate` refuses for its shape the schema refuses too: fast-check takes random states of
 * every game (at its largest player count, where the schema's seat range is the game's), a legal
 * action of a seat that may act, and breaks it (a field of the wrong type, NaN, infinity, a fraction,
 * a field too many or too few, a `__proto__` or `constructor` key, an unknown type, not an object);
 * wherever the game answers with a shape code, the game's `Action` schema must refuse the value.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AnyGame, chooseActor, createRandom, games } from "../../src/index.js";
import { schemaProblems } from "./schema-support.js";

/** The codes of the shared envelope check: the action's shape, not the moment. */
const SHAPE_CODES = new Set([
  "malformed-action",
  "forbidden-key",
  "unknown-action",
  "bad-player",
  "missing-field",
  "extra-field",
  "bad-field",
]);

/** A value of another JSON type (or none JSON has) to put where a field was. */
const wrongValue = fc.oneof(
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(0.5),
  fc.constant(-1),
  fc.constant(1e9),
  fc.constant(null),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.constant([1, "x"]),
  fc.constant({}),
  fc.integer({ min: -3, max: 100 }),
);

/** A way to break an action. */
const breakage = fc.oneof(
  fc.record({ kind: fc.constant("wrong-value" as const), value: wrongValue, field: fc.nat() }),
  fc.record({
    kind: fc.constant("extra-field" as const),
    key: fc.constantFrom("extra", "cards", "x", "amount"),
  }),
  fc.record({ kind: fc.constant("missing-field" as const), field: fc.nat() }),
  fc.record({
    kind: fc.constant("forbidden-key" as const),
    key: fc.constantFrom("__proto__", "constructor", "prototype"),
  }),
  fc.record({ kind: fc.constant("unknown-type" as const), type: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant("not-an-object" as const), value: wrongValue }),
);

/** One way to break an action, as fast-check draws it. */
type Breakage = typeof breakage extends fc.Arbitrary<infer B> ? B : never;

/** The action broken as told (a new value; `__proto__` as an own key, as JSON.parse makes it). */
function broken(action: Record<string, unknown>, how: Breakage): unknown {
  const keys = Object.keys(action);
  switch (how.kind) {
    case "wrong-value":
      return { ...action, [keys[how.field % keys.length] as string]: how.value };
    case "extra-field":
      return { ...action, [how.key]: 1 };
    case "missing-field": {
      const copy = { ...action };
      delete copy[keys[how.field % keys.length] as string];
      return copy;
    }
    case "forbidden-key":
      return JSON.parse(`{${JSON.stringify(how.key)}:{},${JSON.stringify(action).slice(1)}`);
    case "unknown-type":
      return { ...action, type: how.type };
    case "not-an-object":
      return how.value;
  }
}

/** A random state of the game at its largest player count, `steps` random actions in. */
function stateAfter(game: AnyGame, seed: number, steps: number): unknown {
  const random = createRandom(`malformed/${game.id}/${seed}`);
  let state = game.setup({ players: game.players.max, seed });
  for (let step = 0; step < steps && game.toAct(state).length > 0; step++) {
    const seat = chooseActor(game.toAct(state), random);
    const legal = game.legalActions(state, seat);
    state = game.apply(state, legal[random.below(legal.length)]);
  }
  return state;
}

describe("a malformed action", () => {
  for (const [id, game] of Object.entries(games)) {
    it(`that ${id}'s validate refuses for its shape is refused by its schema`, () => {
      const refusedFor = new Map<string, number>();
      fc.assert(
        fc.property(
          fc.nat({ max: 1000 }),
          fc.nat({ max: 60 }),
          fc.nat(),
          breakage,
          (seed, steps, pick, how) => {
            const state = stateAfter(game, seed, steps);
            const toAct = game.toAct(state);
            if (toAct.length === 0) return;
            const seat = toAct[pick % toAct.length] as number;
            const legal = game.legalActions(state, seat);
            const action = legal[pick % legal.length] as Record<string, unknown>;
            expect(schemaProblems(id, "Action", action)).toBe("");
            const value = broken(action, how);
            const error = game.validate(state, value);
            if (!error || !SHAPE_CODES.has(error.code)) return;
            refusedFor.set(error.code, (refusedFor.get(error.code) ?? 0) + 1);
            expect(schemaProblems(id, "Action", value), `${error.code}: ${error.message}`).not.toBe("");
          },
        ),
        { numRuns: 300, seed: 49 },
      );
      // The property met every kind of shape refusal (so it could fail for each).
      for (const code of [
        "malformed-action",
        "forbidden-key",
        "unknown-action",
        "missing-field",
        "extra-field",
        "bad-field",
      ]) {
        expect(refusedFor.get(code) ?? 0, code).toBeGreaterThan(0);
      }
    }, 300_000);
  }
});
