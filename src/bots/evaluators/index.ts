/**
 * Per-game knowledge for the ISMCTS bot: the rollout evaluators that score a rollout cut off before
 * the game's end, and the search settings that suit each game's length and branching.
 */
import type { IsmctsOptions } from "../ismcts.js";

export { campaignEvaluator } from "./campaign.js";
export { kohleKiesKneteEvaluator } from "./kohle-kies-knete.js";
export { rewardsFromScores } from "./rewards-from-scores.js";
export { slushFundEvaluator } from "./slush-fund.js";
export { tiefeTaschenEvaluator } from "./tiefe-taschen.js";

/** ISMCTS settings as plain JSON (for worker threads and the CLI): the options, with bots named. */
export interface IsmctsSettings extends Omit<IsmctsOptions, "evaluate" | "policy" | "prior"> {
  /** Who plays rollout steps: `random` (default) or the game's `heuristic` bot. */
  readonly policy?: "random" | "heuristic";
  /** `heuristic`: the game's heuristic bot biases the root towards its choice; `none` (default). */
  readonly prior?: "none" | "heuristic";
}

/**
 * The ISMCTS settings of each game, keyed by game id (a bot's own settings override them): small
 * budgets, tuned against random opponents, that keep a 300-game test and the tournament short.
 */
export const ismctsDefaults: Readonly<Record<string, IsmctsSettings>> = {
  "tiefe-taschen": { iterations: 12, rolloutLimit: 6, exploration: 0.3 },
  "kohle-kies-knete": { iterations: 12, rolloutLimit: 3 },
  "slush-fund": { iterations: 20, rolloutLimit: 5, exploration: 0.4 },
  campaign: { iterations: 6, rolloutLimit: 4, exploration: 0.3 },
};
