/** `backroom merge <files…>`: the summary of results files (shards of one batch), as one run would give it. */
import { readFileSync } from "node:fs";
import { mergeResults, parseResults } from "../sim/results-file.js";
import { UsageError } from "./args.js";
import { formatSummary } from "./format.js";
import type { CliIo } from "./io.js";
import type { Flags } from "./options.js";

/** Runs `merge`; returns the exit code (1 when the files do not belong together). */
export async function mergeCommand(files: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  if (files.length === 0) throw new UsageError("name the results files to merge");
  let merged: ReturnType<typeof mergeResults>;
  try {
    const parsed = files.map((file) => parseResults(readFileSync(file, "utf8"), file));
    merged = mergeResults(parsed, files);
  } catch (error) {
    io.err(`backroom merge: ${(error as Error).message}`);
    return 1;
  }
  if (merged.missing.length > 0) {
    const sample = merged.missing.slice(0, 10).join(", ");
    io.err(
      `backroom merge: warning: ${merged.missing.length} of ${merged.summary.config.games} games are missing (e.g. ${sample}); a shard is absent or unfinished`,
    );
  }
  io.out(flags.json ? JSON.stringify(merged.summary) : formatSummary(merged.summary));
  return 0;
}
