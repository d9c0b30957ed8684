/**
 * Per-game knowledge for the generic bots, keyed by game id: each game's documented heuristic bot,
 * and optional rollout evaluators that let ISMCTS score a rollout cut off before the game's end.
 */
import type { Bot } from "../core/bot.js";
import type { StateBase } from "../core/game.js";
import { IDEOLOGY_IDS } from "../games/campaign/index.js";
import {
  campaignEvaluator,
  kohleKiesKneteEvaluator,
  slushFundEvaluator,
  tiefeTaschenEvaluator,
} from "./evaluators/index.js";
import {
  CAMPAIGN_HEURISTIC_WEIGHTS,
  campaignHeuristicBot,
  createCampaignHeuristicBot,
} from "./heuristic/campaign.js";
import { kohleKiesKneteHeuristicBot } from "./heuristic/kohle-kies-knete.js";
import { slushFundHeuristicBot } from "./heuristic/slush-fund.js";
import { tiefeTaschenHeuristicBot } from "./heuristic/tiefe-taschen.js";

/** The heuristic bot of each game that has one, keyed by game id. */
export const heuristicBots: Readonly<Record<string, Bot>> = {
  campaign: campaignHeuristicBot as Bot,
  "kohle-kies-knete": kohleKiesKneteHeuristicBot as Bot,
  "slush-fund": slushFundHeuristicBot as Bot,
  "tiefe-taschen": tiefeTaschenHeuristicBot as Bot,
};

/** A heuristic bot whose judgement rests on named numbers that a policy file's anchor may change. */
export interface WeightedHeuristic {
  /** Every weight's name and the documented bot's value. */
  readonly defaults: Readonly<Record<string, number>>;
  /** The roles whose seats may play other weights (Campaign: the ideologies); see `Game.roles`. */
  readonly roles: readonly string[];
  /**
   * The bot with the given weights (the others keep their defaults), and other weights again while
   * its seat plays one of `roles`; names and roles must be known.
   */
  readonly create: (
    weights: Readonly<Record<string, number>>,
    roleWeights?: Readonly<Record<string, Readonly<Record<string, number>>>>,
  ) => Bot;
}

/** The heuristic bots that take weights, keyed by game id (`backroom heuristic-weights <game>` lists them). */
export const weightedHeuristics: Readonly<Record<string, WeightedHeuristic>> = {
  campaign: {
    defaults: CAMPAIGN_HEURISTIC_WEIGHTS as unknown as Readonly<Record<string, number>>,
    roles: IDEOLOGY_IDS,
    create: (weights, roleWeights = {}) => createCampaignHeuristicBot(weights, roleWeights) as Bot,
  },
};

/** Scores a state cut off mid-game as a reward per seat (like an outcome), keyed by game id. */
export const rolloutEvaluators: Readonly<Record<string, (state: StateBase) => readonly number[]>> = {
  campaign: campaignEvaluator,
  "kohle-kies-knete": kohleKiesKneteEvaluator,
  "slush-fund": slushFundEvaluator,
  "tiefe-taschen": tiefeTaschenEvaluator,
};
