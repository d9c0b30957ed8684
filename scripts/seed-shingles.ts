/**
 * Writes test/fixtures/seed-shingles.json: the hashed eight-word runs of each game's rule texts in
 * ../shared/seeds, so the guides' anti-copy test runs where the seeds are not present. Run
 * `tsx scripts/seed-shingles.ts` after a seed changes; the file holds hashes only, never the words.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findSeeds, SEED_FILES, shingleHashes } from "../test/support/shingles.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SEEDS = findSeeds(ROOT);
if (!SEEDS) throw new Error("no shared/seeds folder beside this checkout or its parents");

const out: Record<string, string> = {};
for (const [game, files] of Object.entries(SEED_FILES)) {
  const hashes = new Set(files.flatMap((file) => shingleHashes(readFileSync(join(SEEDS, file), "utf8"))));
  out[game] = [...hashes].sort().join(" ");
}
writeFileSync(join(ROOT, "test", "fixtures", "seed-shingles.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log(
  Object.entries(out)
    .map(([game, hashes]) => `${game}: ${hashes.split(" ").length} runs`)
    .join("\n"),
);
