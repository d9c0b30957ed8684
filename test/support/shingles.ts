/**
 * Runs of eight words, for the check that no guide text copies a sentence of the rule texts: words
 * are lowercased letters and digits (accents kept), each run hashed so the committed list never
 * holds the seeds' words.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** How many consecutive words make one run. */
export const SHINGLE_WORDS = 8;

/** The words of a text, lowercased, without punctuation. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Every run of eight consecutive words of a text, each as a short hash. */
export function shingleHashes(text: string): string[] {
  const words = wordsOf(text);
  const out: string[] = [];
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    out.push(hashRun(words.slice(i, i + SHINGLE_WORDS)));
  }
  return out;
}

/** The hash of one run of words (12 hex digits of SHA-256). */
export function hashRun(words: readonly string[]): string {
  return createHash("sha256").update(words.join(" ")).digest("hex").slice(0, 12);
}

/** The rule texts of each game in ../shared/seeds, by file name. */
export const SEED_FILES: Readonly<Record<string, readonly string[]>> = {
  "tiefe-taschen": ["tiefe-taschen-2015-en.txt", "tiefe-taschen-2016-de.txt"],
  "kohle-kies-knete": ["kohle-kies-knete-en.txt"],
  campaign: ["campaign.txt"],
  "slush-fund": ["slush-fund-fr.txt"],
};

/** The nearest `shared/seeds` folder beside the checkout or one of its parents (a worktree sits deeper), or `undefined`. */
export function findSeeds(root: string): string | undefined {
  for (let dir = dirname(root); ; dir = dirname(dir)) {
    const seeds = join(dir, "shared", "seeds");
    if (existsSync(seeds)) return seeds;
    if (dirname(dir) === dir) return undefined;
  }
}
