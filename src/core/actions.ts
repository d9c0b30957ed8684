/**
 * Validation of untrusted actions: the shared envelope (`type`, `player`) and each action's fields.
 *
 * Games declare a schema per action type; `checkAction` then rejects anything that is not exactly
 * such an action (wrong shapes, extra or missing fields, non-finite or non-integer numbers,
 * prototype keys) before the game's own rule checks run, so those can trust the field types.
 */
import { RuleError } from "./errors.js";
import type { Seat } from "./seat.js";

/** How one field of an action is checked. */
export type FieldSpec =
  | { readonly kind: "int"; readonly min: number; readonly max: number }
  | { readonly kind: "seat" }
  | { readonly kind: "bool" }
  | { readonly kind: "literal"; readonly values: readonly (string | number)[] }
  | { readonly kind: "intList"; readonly min: number; readonly max: number; readonly maxLength: number }
  | { readonly kind: "optional"; readonly spec: FieldSpec };

/** The field specs of every action type of a game, keyed by `type` (without `type` and `player`). */
export type ActionSchema = Readonly<Record<string, Readonly<Record<string, FieldSpec>>>>;

/** Field spec: an integer in `min..max` (defaults: any safe integer). */
export const int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): FieldSpec => ({
  kind: "int",
  min,
  max,
});
/** Field spec: a seat number of this game (`0..players-1`). */
export const seat = (): FieldSpec => ({ kind: "seat" });
/** Field spec: a boolean. */
export const bool = (): FieldSpec => ({ kind: "bool" });
/** Field spec: one of the listed strings or numbers. */
export const literal = (...values: (string | number)[]): FieldSpec => ({ kind: "literal", values });
/** Field spec: an array of integers in `min..max`, at most `maxLength` long. */
export const intList = (min: number, max: number, maxLength: number): FieldSpec => ({
  kind: "intList",
  min,
  max,
  maxLength,
});
/** Field spec: the field may be absent; when present it must match `spec`. */
export const optional = (spec: FieldSpec): FieldSpec => ({ kind: "optional", spec });

/** Keys that could reach or shadow prototypes; refused in every action. */
function isForbiddenKey(key: string): boolean {
  return key === "__proto__" || key === "constructor" || key === "prototype";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function describe(value: unknown): string {
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function checkField(spec: FieldSpec, value: unknown, players: number): string | undefined {
  switch (spec.kind) {
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) return "must be an integer";
      if (value < spec.min || value > spec.max) return `must be between ${spec.min} and ${spec.max}`;
      return undefined;
    case "seat":
      if (typeof value !== "number" || !Number.isInteger(value)) return "must be a seat number";
      if (value < 0 || value >= players) return `must be a seat from 0 to ${players - 1}`;
      return undefined;
    case "bool":
      return typeof value === "boolean" ? undefined : "must be true or false";
    case "literal":
      return spec.values.includes(value as string | number)
        ? undefined
        : `must be one of ${spec.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "intList": {
      if (!Array.isArray(value)) return "must be an array of integers";
      if (value.length > spec.maxLength) return `must hold at most ${spec.maxLength} entries`;
      for (const item of value) {
        if (typeof item !== "number" || !Number.isInteger(item) || item < spec.min || item > spec.max) {
          return `must hold integers between ${spec.min} and ${spec.max}`;
        }
      }
      return undefined;
    }
    case "optional":
      return value === undefined ? undefined : checkField(spec.spec, value, players);
  }
}

/** One action type's fields as parallel arrays, in the schema's key order. */
interface CompiledFields {
  readonly keys: readonly string[];
  readonly specs: readonly FieldSpec[];
}

/**
 * Schemas as maps of arrays, built once per schema object: every game's actions pass through the
 * one `checkAction`, where reading each game's schema objects directly would see many shapes and
 * fall back to V8's slow generic property lookups.
 */
const compiledSchemas = new WeakMap<ActionSchema, ReadonlyMap<string, CompiledFields>>();

function compiledSchema(schema: ActionSchema): ReadonlyMap<string, CompiledFields> {
  let compiled = compiledSchemas.get(schema);
  if (!compiled) {
    const types = new Map<string, CompiledFields>();
    for (const type of Object.keys(schema)) {
      const fields = schema[type] as Readonly<Record<string, FieldSpec>>;
      const keys = Object.keys(fields);
      types.set(type, { keys, specs: keys.map((key) => fields[key] as FieldSpec) });
    }
    compiled = types;
    compiledSchemas.set(schema, compiled);
  }
  return compiled;
}

/**
 * Checks an untrusted value against the envelope and the game's schema; returns a `RuleError`
 * describing the first problem, or `undefined` when the value is a well-formed action of a seat
 * that may act now (`toAct`). Never throws.
 */
export function checkAction(
  schema: ActionSchema,
  action: unknown,
  players: number,
  toAct: readonly Seat[],
): RuleError | undefined {
  if (!isPlainObject(action)) {
    return new RuleError("malformed-action", `an action must be a plain object, got ${describe(action)}`);
  }
  const keys = Object.keys(action);
  for (const key of keys) {
    if (isForbiddenKey(key)) return new RuleError("forbidden-key", `the key "${key}" is not allowed`);
  }
  const { type, player } = action;
  if (typeof type !== "string") return new RuleError("malformed-action", "an action needs a string `type`");
  const fields = compiledSchema(schema).get(type);
  if (!fields) return new RuleError("unknown-action", `unknown action type "${type}"`);
  if (typeof player !== "number" || !Number.isInteger(player) || player < 0 || player >= players) {
    return new RuleError(
      "bad-player",
      `player must be a seat from 0 to ${players - 1}, got ${describe(player)}`,
    );
  }
  if (toAct.length === 0) return new RuleError("game-over", "the game is over");
  if (!toAct.includes(player)) {
    return new RuleError("not-your-turn", `seat ${player} may not act now (waiting for ${toAct.join(", ")})`);
  }
  for (const key of keys) {
    if (key !== "type" && key !== "player" && !fields.keys.includes(key)) {
      return new RuleError("extra-field", `"${type}" has no field "${key}"`);
    }
  }
  for (let i = 0; i < fields.keys.length; i++) {
    const key = fields.keys[i] as string;
    const spec = fields.specs[i] as FieldSpec;
    const value = action[key];
    if (value === undefined && spec.kind !== "optional") {
      return new RuleError("missing-field", `"${type}" needs the field "${key}"`);
    }
    const problem = checkField(spec, value, players);
    if (problem) return new RuleError("bad-field", `"${type}".${key} ${problem}, got ${describe(value)}`);
  }
  return undefined;
}
