/**
 * Fast reads inside a recipe. Under `apply`, every object or array a recipe reads through the draft
 * becomes a proxy of its own, and every element read goes through a trap; a read-only helper that
 * scans the state (who holds a group, which tokens are free) pays that many times per action.
 */
import { isDraft, isModified, original } from "immer";

// How many `apply` calls are running their recipe on a draft; 0 for the in-place runner.
let drafting = 0;

/** Runs `produce` for `apply`: while it runs, `readable` looks for drafts (the in-place runner skips that). */
export function whileDrafting<T>(run: () => T): T {
  drafting++;
  try {
    return run();
  } finally {
    drafting--;
  }
}

/**
 * The value a read-only helper may scan: the frozen original behind an immer draft that this
 * recipe has not modified yet (its content is then the same), otherwise the value itself. Use it
 * only to read, and only before the next write to that part of the state.
 */
export function readable<T>(value: T): T {
  return drafting > 0 && isDraft(value) && !isModified(value) ? (original(value as never) as T) : value;
}

/**
 * Deep-freezes plain data that holds no draft, so that immer's finalization skips it instead of
 * walking it twice (once for drafts inside, once to freeze it). Returns false, and leaves `value`
 * (but not its draft-free parts) unfrozen, when a draft lies inside: immer then finalizes that part.
 */
export function freezePlain(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return true;
  if (isDraft(value)) return false;
  let plain = true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!freezePlain(value[i])) plain = false;
  } else {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) if (!freezePlain(record[key])) plain = false;
  }
  if (plain) Object.freeze(value);
  return plain;
}
