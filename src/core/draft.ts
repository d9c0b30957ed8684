/**
 * Freezing plain data that a recipe created, for both runners of `apply` (see `game.ts`).
 */
import { isDraft } from "immer";

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
