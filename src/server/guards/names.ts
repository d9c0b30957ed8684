/** Display names as the server stores them: normalized, stripped of invisible tricks, bounded. */

/** The longest display name, in graphemes (characters as a reader counts them). */
export const MAX_NAME_LENGTH = 40;

/** The longest display name in UTF-16 code units, so that 40 graphemes heavy with marks stay small. */
export const MAX_NAME_UNITS = 400;

/**
 * Control characters, and the bidirectional marks, embeddings, overrides and isolates that can make
 * a name display as something else (U+061C, U+200E-F, U+202A-E, U+2066-9).
 */
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Characters that draw nothing although some are letters or symbols: every default-ignorable code
 * point (zero-width spaces and joiners, U+2060, U+FEFF, the Hangul fillers U+3164 and U+FFA0, tags)
 * and the blank Braille pattern U+2800.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** A character that shows: a letter, digit, punctuation mark or symbol (not a mark, space or format character). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first `MAX_NAME_LENGTH` graphemes of `text`, whole graphemes within `MAX_NAME_UNITS` code units. */
function cut(text: string): string {
  let kept = "";
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === MAX_NAME_LENGTH || kept.length + segment.length > MAX_NAME_UNITS) break;
    kept += segment;
    count++;
  }
  return kept;
}

/**
 * A display name cleaned for storage and display: Unicode NFC, control and bidirectional-override
 * characters removed, surrounding spaces trimmed, cut to its first `MAX_NAME_LENGTH` graphemes
 * (whole ones within `MAX_NAME_UNITS` code units); `null` when no visible character is left (a
 * name of spaces, combining marks or invisible characters alone).
 */
export function cleanDisplayName(name: string): string | null {
  const cleaned = cut(name.normalize("NFC").replace(UNSAFE, "").trim()).trim();
  return VISIBLE.test(cleaned.replace(INVISIBLE, "")) ? cleaned : null;
}
