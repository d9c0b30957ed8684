/**
 * `apply` by copy: the recipe runs in place on a working copy of the state, and the result is then
 * settled against the input, so that it shares every unchanged part with it and is frozen throughout.
 */
import { freezePlain } from "./draft.js";

/**
 * A working copy of `state` for the recipe: a fresh top-level object in which every field is a deep
 * copy, except the `constant` ones, which are shared (deep-frozen first, so that a recipe writing
 * into one throws a `TypeError` instead of changing the caller's state).
 */
export function workingCopy<S extends object>(state: S, constant: readonly string[]): S {
  const source = state as Record<string, unknown>;
  const work: Record<string, unknown> = { ...source };
  for (const key in work) {
    const value = work[key];
    if (typeof value !== "object" || value === null) continue;
    if (constant.includes(key)) {
      if (!Object.isFrozen(value)) freezePlain(value);
    } else {
      work[key] = copyDeep(value);
    }
  }
  return work as S;
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
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const field = out[key];
    if (typeof field === "object" && field !== null) out[key] = copyDeep(field);
  }
  return out;
}

/**
 * The next state from the input `base` and the recipe's working copy `work`: each part of `work`
 * whose content equals the same part of `base` (same keys in the same order, same values) is
 * replaced by that part of `base`, the parts left new are frozen, and `base` itself comes back
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
