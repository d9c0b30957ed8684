/**
 * Structural helpers for the conformance kit: deep comparison with the path of the first
 * difference, plain-JSON and aliasing checks, canonical action keys (the bots'), deep freezing.
 */

/** Returns the path of the first difference between two JSON-like values, or undefined if equal. */
export function firstDifference(a: unknown, b: unknown, path = "$"): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") {
    return `${path}: ${preview(a)} ≠ ${preview(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return `${path}: length ${a.length} ≠ ${other.length}`;
    for (let i = 0; i < a.length; i++) {
      const diff = firstDifference(a[i], other[i], `${path}[${i}]`);
      if (diff) return diff;
    }
    return undefined;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const diff = firstDifference(left[key], right[key], `${path}.${key}`);
    if (diff) return diff;
  }
  return undefined;
}

function preview(value: unknown): string {
  const text = value === undefined ? "undefined" : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Walks a value and reports the first thing that is not plain JSON data (class instances, Maps,
 * undefined, holes, non-finite numbers, functions) or an object reachable twice (aliasing).
 */
export function plainDataProblem(value: unknown): string | undefined {
  const seen = new Map<object, string>();
  const walk = (v: unknown, path: string): string | undefined => {
    if (v === null || typeof v === "string" || typeof v === "boolean") return undefined;
    if (typeof v === "number") return Number.isFinite(v) ? undefined : `${path} is ${v}`;
    if (typeof v !== "object") return `${path} is a ${typeof v}`;
    const earlier = seen.get(v);
    if (earlier !== undefined) return `${path} and ${earlier} are the same object (aliasing)`;
    seen.set(v, path);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) return `${path}[${i}] is a hole`;
        const problem = walk(v[i], `${path}[${i}]`);
        if (problem) return problem;
      }
      return undefined;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
    for (const [key, item] of Object.entries(v)) {
      if (item === undefined) return `${path}.${key} is undefined`;
      const problem = walk(item, `${path}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };
  return walk(value, "$");
}

/** A canonical string for an action (sorted keys), to compare sets of actions: the bots' own. */
export { actionKey } from "../../src/bots/action-key.js";

/** Freezes a value and everything reachable from it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The path of the first object or array reachable from `value` that is not frozen, if any. */
export function firstUnfrozen(value: unknown, path = "$"): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  if (!Object.isFrozen(value)) return path;
  for (const [key, item] of Object.entries(value)) {
    const found = firstUnfrozen(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** True when `needle` (an object key) occurs anywhere in the value. */
export function hasKeyDeep(value: unknown, needle: string): boolean {
  if (!value || typeof value !== "object") return false;
  if (!Array.isArray(value) && Object.hasOwn(value, needle)) return true;
  return Object.values(value).some((item) => hasKeyDeep(item, needle));
}
