/**
 * The changes between two JSON values as a flat list of `[path, value]` pairs, for golden files
 * that store a view as what changed since the previous line.
 */

/** One change: the path (object keys and array indices) and the new value found there. */
export type Change = [path: (string | number)[], value: unknown];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const left = Object.keys(a);
  const right = Object.keys(b);
  return left.length === right.length && left.every((key, i) => key === right[i]);
}

/**
 * The changes that turn `before` into `after`. Objects with the same keys (in the same order) are
 * compared key by key and arrays of equal length item by item; anything else that differs is
 * replaced whole, so applying the changes rebuilds `after` exactly, key order included.
 */
export function diffJson(before: unknown, after: unknown, path: (string | number)[] = []): Change[] {
  if (Object.is(before, after)) return [];
  const sameShape =
    (Array.isArray(before) && Array.isArray(after) && before.length === after.length) ||
    (isObject(before) && isObject(after) && sameKeys(before, after));
  if (!sameShape) return [[path, after]];
  const changes: Change[] = [];
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  for (const key of Object.keys(right)) {
    const step = Array.isArray(right) ? Number(key) : key;
    changes.push(...diffJson(left[key], right[key], [...path, step]));
  }
  return changes;
}

/** Applies changes made by `diffJson` to a copy of `before`. */
export function patchJson(before: unknown, changes: readonly Change[]): unknown {
  let root = structuredClone(before);
  for (const [path, value] of changes) {
    if (path.length === 0) {
      root = structuredClone(value);
      continue;
    }
    let target = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    target[path[path.length - 1] as string | number] = structuredClone(value);
  }
  return root;
}
