/**
 * `apply` by copy: the recipe runs in place on a working copy of the state, and the result is then
 * settled against the input, so that it shares every unchanged part with it and is frozen throughout.
 * The working copy copies a top-level field only when the recipe first reaches it, so the fields an
 * action never touches cost nothing.
 */
import { freezePlain } from "./draft.js";

// Symbols, so that no state key can collide with the slots.
const KEYS = Symbol("keys");
const VALUES = Symbol("values");
const TOUCHED = Symbol("touched");

// The recipe's working copy of a state: an object whose top-level fields read and write like the
// state's (through accessors on its prototype, one per key), backed by slots. An object field is
// deep-copied on its first access, read or write. Recipes reach fields by name; the copy has no own
// string keys, so a spread or Object.keys of it sees nothing (no recipe does either).
class WorkingState {
  /** The state's keys, in order. */
  readonly [KEYS]: readonly string[];
  /** The fields' values in the order of the keys (the input's until first accessed). */
  readonly [VALUES]: unknown[];
  /** 1 where a field was accessed, and so holds a private copy or a new value. */
  readonly [TOUCHED]: number[];
  constructor(keys: readonly string[], values: unknown[]) {
    this[KEYS] = keys;
    this[VALUES] = values;
    this[TOUCHED] = new Array<number>(values.length).fill(0);
  }
}

/** A working-copy class for one list of state keys, with an accessor per key. */
interface WorkingShape {
  readonly keys: readonly string[];
  readonly make: new (keys: readonly string[], values: unknown[]) => WorkingState;
}

// Defines the accessor of the field in slot `index`: copy-on-first-access for objects, except for
// the constant fields, which the recipe only reads.
function defineSlot(prototype: object, key: string, index: number, constant: boolean): void {
  Object.defineProperty(prototype, key, {
    enumerable: true,
    get(this: WorkingState) {
      const values = this[VALUES];
      if (this[TOUCHED][index] === 0) {
        this[TOUCHED][index] = 1;
        const value = values[index];
        if (!constant && typeof value === "object" && value !== null) values[index] = copyDeep(value);
      }
      return values[index];
    },
    set(this: WorkingState, value: unknown) {
      this[TOUCHED][index] = 1;
      this[VALUES][index] = value;
    },
  });
}

function workingShape(keys: readonly string[], constant: readonly string[]): WorkingShape {
  const make = class extends WorkingState {};
  keys.forEach((key, index) => {
    defineSlot(make.prototype, key, index, constant.includes(key));
  });
  return { keys, make };
}

// Whether `keys` lists exactly the keys of `state`, in order.
function sameKeys(keys: readonly string[], state: Record<string, unknown>): boolean {
  const actual = Object.keys(state);
  if (actual.length !== keys.length) return false;
  for (let i = 0; i < actual.length; i++) if (actual[i] !== keys[i]) return false;
  return true;
}

// How many key lists a runner remembers (a game's states have one or a few).
const SHAPES_KEPT = 8;

/** The two halves of `apply` by copy for one game (see `copyOnAccess`). */
export interface CopyRunner {
  /** The recipe's working copy of `state`; the state is not changed. */
  workingCopy<S extends object>(state: S): S;
  /** The next state from the input `base` and the recipe's finished working copy `work` of it. */
  settle<S extends object>(base: S, work: S): S;
}

/**
 * The copy-on-access runner for one game: `workingCopy` gives the recipe an object that reads and
 * writes like the state, deep-copying each object field when the recipe first reaches it, and
 * `settle` turns it into the next state, which shares every part that did not change with the input
 * and is frozen throughout. The `constant` fields (such as the options) are never copied: they are
 * deep-frozen first, so that a recipe writing into one throws a `TypeError` instead of changing the
 * caller's state.
 */
export function copyOnAccess(constant: readonly string[]): CopyRunner {
  const shapes: WorkingShape[] = [];
  const shapeOf = (state: Record<string, unknown>): WorkingShape => {
    for (const shape of shapes) if (sameKeys(shape.keys, state)) return shape;
    const shape = workingShape(Object.keys(state), constant);
    if (shapes.length === SHAPES_KEPT) shapes.pop();
    shapes.unshift(shape);
    return shape;
  };
  return {
    workingCopy<S extends object>(state: S): S {
      const source = state as Record<string, unknown>;
      for (const key of constant) {
        const value = source[key];
        if (typeof value === "object" && value !== null && !Object.isFrozen(value)) freezePlain(value);
      }
      const shape = shapeOf(source);
      return new shape.make(shape.keys, Object.values(source)) as unknown as S;
    },
    settle<S extends object>(base: S, work: S): S {
      const working = work as unknown as WorkingState;
      const keys = working[KEYS];
      const values = working[VALUES];
      const touched = working[TOUCHED];
      const source = base as Record<string, unknown>;
      // A copy of the input's top level, then the changed fields. A spread, not Object.assign: V8
      // gives an assigned copy of an object of more than about twenty keys dictionary properties,
      // which every later state inherits, and reads of such a state's fields are several times slower.
      let next: Record<string, unknown> | undefined;
      for (let i = 0; i < keys.length; i++) {
        const value = values[i];
        if (touched[i] === 0) {
          if (typeof value === "object" && value !== null && !Object.isFrozen(value)) freezePlain(value);
          continue;
        }
        const key = keys[i] as string;
        const before = source[key];
        const settled = settleChild(before, value);
        if (settled === before) continue;
        next ??= { ...source };
        next[key] = settled;
      }
      // Fields the recipe added beyond the state's keys (own properties of the working copy).
      for (const key of Object.keys(work)) {
        const value = (work as Record<string, unknown>)[key];
        freezePlain(value);
        next ??= { ...source };
        next[key] = value;
      }
      if (next === undefined) {
        if (!Object.isFrozen(base)) Object.freeze(base);
        return base;
      }
      return Object.freeze(next) as S;
    },
  };
}

// A deep copy of plain JSON data (objects and arrays of primitives, objects and arrays).
function copyDeep(value: object): object {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      out.push(typeof item === "object" && item !== null ? copyDeep(item) : item);
    }
    return out;
  }
  // Copied key by key, not spread: V8 freezes a spread copy about twenty times as slowly.
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in source) {
    const field = source[key];
    out[key] = typeof field === "object" && field !== null ? copyDeep(field) : field;
  }
  return out;
}

/**
 * The next value from the input `base` and a changed deep copy of it, `work` (plain data): each part
 * of `work` whose content equals the same part of `base` (same keys in the same order, same values)
 * is replaced by that part of `base`, the parts left new are frozen, and `base` itself comes back
 * when nothing changed. Parts of `base` that end up shared are deep-frozen if they were not yet.
 */
export function settle<T>(base: T, work: T): T {
  return settleValue(base, work) as T;
}

function settleValue(base: unknown, work: unknown): unknown {
  if (work === base) {
    if (typeof work === "object" && work !== null && !Object.isFrozen(work)) freezePlain(work);
    return work;
  }
  if (typeof work !== "object" || work === null) return work;
  if (typeof base !== "object" || base === null || Array.isArray(base) !== Array.isArray(work)) {
    freezePlain(work);
    return work;
  }
  const same = Array.isArray(work)
    ? settleArray(base as unknown[], work)
    : settleObject(base as Record<string, unknown>, work as Record<string, unknown>);
  if (same) {
    if (!Object.isFrozen(base)) freezePlain(base);
    return base;
  }
  Object.freeze(work);
  return work;
}

// Settles one element or field; a primitive equal to the input's comes back at once.
function settleChild(before: unknown, value: unknown): unknown {
  return value === before && (typeof value !== "object" || value === null)
    ? value
    : settleValue(before, value);
}

// Settles each element of `work` against `base`; true when every one came back as `base`'s.
function settleArray(base: readonly unknown[], work: unknown[]): boolean {
  let same = base.length === work.length;
  for (let i = 0; i < work.length; i++) {
    const before = i < base.length ? base[i] : undefined;
    const value = work[i];
    const settled = settleChild(before, value);
    if (settled !== value) work[i] = settled;
    if (settled !== before) same = false;
  }
  return same;
}

// Settles each field of `work` against `base`; true when both have the same keys in the same order
// and every field came back as `base`'s.
function settleObject(base: Record<string, unknown>, work: Record<string, unknown>): boolean {
  const workKeys = Object.keys(work);
  let same = true;
  let index = 0;
  for (const key in base) {
    if (workKeys[index++] !== key) {
      same = false;
      break;
    }
  }
  if (index !== workKeys.length) same = false;
  for (let i = 0; i < workKeys.length; i++) {
    const key = workKeys[i] as string;
    const before = base[key];
    const value = work[key];
    const settled = settleChild(before, value);
    if (settled !== value) work[key] = settled;
    if (settled !== before) same = false;
  }
  return same;
}
