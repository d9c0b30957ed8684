/** Display names as the server stores them: normalized, stripped of invisible tricks, bounded. */

/** The longest display name, in characters (code points). */
export const MAX_NAME_LENGTH = 40;

/**
 * Control characters, and the bidirectional marks, embeddings, overrides and isolates that can make
 * a name display as something else (U+061C, U+200E-F, U+202A-E, U+2066-9).
 */
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A display name cleaned for storage and display: Unicode NFC, control and bidirectional-override
 * characters removed, surrounding spaces trimmed, cut to `MAX_NAME_LENGTH` characters; `null` when
 * nothing is left.
 */
export function cleanDisplayName(name: string): string | null {
  const cleaned = [...name.normalize("NFC").replace(UNSAFE, "").trim()].slice(0, MAX_NAME_LENGTH).join("");
  return cleaned.trim() === "" ? null : cleaned.trim();
}
