/**
 * The simulator (Node only): `simulate` plays batches of games with bots on worker threads and
 * summarizes them; results files of shards merge into the same summary; `ladder` rates players
 * with openskill.
 */
export { importModule } from "./import-module.js";
export { type Ladder, type LadderEntry, ladder } from "./ladder.js";
export { playGames } from "./play-games.js";
export { fitRatings, type PlayerRating } from "./ratings.js";
export { loadGameModule, resolveGame } from "./resolve-game.js";
export {
  type MergedResults,
  mergeResults,
  parseResults,
  type ResultsFile,
  resultLine,
  resultsHeaderLine,
} from "./results-file.js";
export { botSeed, gameSeed, seatBots, shardIndices } from "./seating.js";
export { readShippedPolicy, shippedPolicyFolder } from "./shipped-policies.js";
export { type SimulateOptions, simulate, simulationConfig } from "./simulate.js";
export { spread, wilsonInterval, Z95 } from "./stats.js";
export { summarizeRecords, withoutTiming } from "./summary.js";
export type * from "./types.js";
