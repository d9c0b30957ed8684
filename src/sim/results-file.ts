/**
 * The results file (JSON Lines): a header line naming the configuration and shard, then one
 * `GameResult` per line in index order. Shards of one batch merge into the batch's summary.
 */
import { actionKey } from "../bots/action-key.js";
import { summarizeRecords } from "./summary.js";
import type { GameResult, ResultsHeader, Shard, SimulationConfig, SimulationSummary } from "./types.js";

/** The header line of a results file (without the newline). */
export function resultsHeaderLine(config: SimulationConfig, shard?: Shard): string {
  const header: ResultsHeader = { backroom: "simulation", format: 1, config, ...(shard ? { shard } : {}) };
  return JSON.stringify(header);
}

/** One result as a line (without the newline). */
export function resultLine(result: GameResult): string {
  return JSON.stringify(result);
}

/** A parsed results file. */
export interface ResultsFile {
  readonly header: ResultsHeader;
  readonly results: GameResult[];
}

/** Parses the text of a results file; `name` labels errors. Throws on a missing header or a bad line. */
export function parseResults(text: string, name = "results"): ResultsFile {
  const lines = text.split("\n");
  let header: ResultsHeader | undefined;
  const results: GameResult[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${name}:${i + 1}: not JSON`);
    }
    const entry = value as Partial<ResultsHeader & GameResult>;
    if (entry.backroom === "simulation") {
      if (header) throw new Error(`${name}:${i + 1}: a second header`);
      if (entry.format !== 1) throw new Error(`${name}:${i + 1}: unknown results format ${entry.format}`);
      header = entry as ResultsHeader;
      return;
    }
    if (!header) throw new Error(`${name}: not a backroom results file (the first line must be its header)`);
    if (typeof entry.index !== "number" || !entry.outcome || !Array.isArray(entry.seats)) {
      throw new Error(`${name}:${i + 1}: not a game result`);
    }
    results.push(entry as GameResult);
  });
  if (!header) throw new Error(`${name}: empty, or not a backroom results file`);
  return { header, results };
}

/** The merged summary of results files of one batch, and the game indices no file holds. */
export interface MergedResults {
  readonly summary: SimulationSummary;
  readonly missing: number[];
}

/**
 * Merges results files (shards, or partial runs) of one batch. Throws when their configurations
 * differ or a game appears twice; the summary equals that of one unsharded run when none is missing.
 */
export function mergeResults(files: readonly ResultsFile[], names: readonly string[] = []): MergedResults {
  const first = files[0];
  if (!first) throw new Error("no results to merge");
  const config = first.header.config;
  const key = actionKey(config);
  const seen = new Map<number, string>();
  const results: GameResult[] = [];
  files.forEach((file, f) => {
    const name = names[f] ?? `file ${f + 1}`;
    if (actionKey(file.header.config) !== key) {
      throw new Error(`${name} was made with another configuration than ${names[0] ?? "file 1"}`);
    }
    for (const result of file.results) {
      const other = seen.get(result.index);
      if (other !== undefined) throw new Error(`game ${result.index} appears in ${other} and in ${name}`);
      if (!Number.isInteger(result.index) || result.index < 0 || result.index >= config.games) {
        throw new Error(`${name}: game index ${result.index} is outside the batch of ${config.games}`);
      }
      seen.set(result.index, name);
      results.push(result);
    }
  });
  const missing: number[] = [];
  for (let i = 0; i < config.games; i++) if (!seen.has(i)) missing.push(i);
  return { summary: summarizeRecords(config, results), missing };
}
