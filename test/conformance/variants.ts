/**
 * Candidate actions for the kit: near-misses of legal actions (to prove `validate` accepts nothing
 * that `legalActions` omits) and malformed or out-of-turn values (to prove they are refused).
 */
import type { ActionBase, RandomSource, Seat } from "../../src/core/index.js";

const MAX_SAMPLED = 12;

function sample<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  if (items.length <= count) return items.slice();
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(items[random.below(items.length)] as T);
  return out;
}

/** Near-misses of a sample of legal actions: each field nudged, other seats, other verbs. */
export function mutatedVariants(
  legal: readonly ActionBase[],
  players: number,
  random: RandomSource,
): ActionBase[] {
  const out: ActionBase[] = [];
  const types = [...new Set(legal.map((a) => a.type))];
  for (const action of sample(legal, MAX_SAMPLED, random)) {
    const record = action as unknown as Record<string, unknown>;
    for (let seat = 0; seat < players; seat++) out.push({ ...action, player: seat });
    for (const type of types) if (type !== action.type) out.push({ ...action, type });
    for (const [key, value] of Object.entries(record)) {
      if (key === "type" || key === "player") continue;
      const variants: unknown[] = [];
      if (typeof value === "number") {
        variants.push(value - 1, value + 1, 0, value + players);
        for (let seat = 0; seat < players; seat++) variants.push(seat);
      } else if (typeof value === "boolean") {
        variants.push(!value);
      } else if (typeof value === "string") {
        for (const other of legal) {
          const candidate = (other as unknown as Record<string, unknown>)[key];
          if (typeof candidate === "string" && candidate !== value) variants.push(candidate);
        }
      } else if (Array.isArray(value)) {
        variants.push(value.slice(0, -1), [...value, 0], [...value, value[0]]);
        if (typeof value[0] === "number") variants.push([value[0] + 1, ...value.slice(1)]);
      } else if (value === null) {
        variants.push(0);
      }
      for (const variant of variants) out.push({ ...action, [key]: variant } as ActionBase);
    }
    const fields = Object.keys(record).filter((k) => k !== "type" && k !== "player");
    for (const key of fields) {
      const { [key]: _dropped, ...rest } = record;
      out.push(rest as unknown as ActionBase);
    }
  }
  return out;
}

/** A malformed or out-of-turn value with a label for messages. */
export interface Malformed {
  readonly label: string;
  readonly value: unknown;
}

/** Values that every game must refuse: wrong shapes, bad players, prototype keys, non-finite numbers, out-of-turn. */
export function malformedVariants(
  legal: readonly ActionBase[],
  players: number,
  toAct: readonly Seat[],
): Malformed[] {
  const base = legal[0] ?? { type: "pass", player: toAct[0] ?? 0 };
  const out: Malformed[] = [
    { label: "null", value: null },
    { label: "undefined", value: undefined },
    { label: "a number", value: 7 },
    { label: "a string", value: base.type },
    { label: "an array", value: [base] },
    { label: "an empty object", value: {} },
    { label: "an unknown type", value: { ...base, type: "no-such-action" } },
    { label: "a non-string type", value: { ...base, type: 3 } },
    { label: "a fractional player", value: { ...base, player: 0.5 } },
    { label: "a negative player", value: { ...base, player: -1 } },
    { label: "a player out of range", value: { ...base, player: players } },
    { label: "a NaN player", value: { ...base, player: Number.NaN } },
    { label: "a string player", value: { ...base, player: String(base.player) } },
    { label: "an extra field", value: { ...base, extra: 1 } },
    {
      label: "a __proto__ key",
      value: JSON.parse(
        `{"__proto__":{"polluted":true},"type":${JSON.stringify(base.type)},"player":${base.player}}`,
      ),
    },
    { label: "a constructor key", value: { ...base, constructor: { prototype: {} } } },
    { label: "a class instance", value: Object.assign(Object.create({ inherited: true }), base) },
  ];
  for (const [key, value] of Object.entries(base)) {
    if (key === "type" || key === "player") continue;
    if (typeof value === "number") {
      out.push({ label: `NaN in ${key}`, value: { ...base, [key]: Number.NaN } });
      out.push({ label: `Infinity in ${key}`, value: { ...base, [key]: Number.POSITIVE_INFINITY } });
      out.push({ label: `a fraction in ${key}`, value: { ...base, [key]: value + 0.5 } });
      out.push({ label: `a string in ${key}`, value: { ...base, [key]: String(value) } });
    }
    out.push({ label: `an object in ${key}`, value: { ...base, [key]: { valueOf: 1 } } });
  }
  const waiting = Array.from({ length: players }, (_, s) => s).filter((s) => !toAct.includes(s));
  for (const action of legal.slice(0, 4)) {
    for (const seat of waiting) {
      out.push({
        label: `out-of-turn: seat ${seat} plays ${JSON.stringify(action)}`,
        value: { ...action, player: seat },
      });
    }
  }
  return out;
}
