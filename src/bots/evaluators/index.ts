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
 * The search every game shares by default: flat Monte Carlo over the root actions (depth 1), the
 * game's heuristic bot playing the rollouts and biasing the root towards its own choice,
 * progressive widening so that a seat with many similar actions compares a few of them well,
 * rollouts cut off and scored by the game's evaluator, finished games scored half by the win and
 * half by the evaluator. Measured against the heuristic bots in docs/benchmarks.md.
 */
const guided: IsmctsSettings = {
  policy: "heuristic",
  prior: "heuristic",
  priorWeight: 2,
  depth: 1,
  widening: 1,
  reward: "blend",
  exploration: 0.4,
};

/**
 * The ISMCTS settings of each game, keyed by game id (a bot's own settings override them): budgets
 * in iterations (deterministic, independent of the machine's load) that keep a decision within
 * 200 ms of one core of the benchmark machine, and rollout lengths that suit each game.
 */
export const ismctsDefaults: Readonly<Record<string, IsmctsSettings>> = {
  "tiefe-taschen": { ...guided, iterations: 40, rolloutLimit: 30 },
  "kohle-kies-knete": { ...guided, iterations: 100, rolloutLimit: 30 },
  "slush-fund": { ...guided, iterations: 100, rolloutLimit: 40, pairedSamples: true },
  campaign: { ...guided, iterations: 80, rolloutLimit: 100 },
};
