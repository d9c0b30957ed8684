/**
 * Per-game knowledge for the generic bots, keyed by game id: each game's documented heuristic bot,
 * and optional rollout evaluators that let ISMCTS score a rollout cut off before the game's end.
 */
import type { Bot } from "../core/bot.js";
import type { StateBase } from "../core/game.js";
import {
  campaignEvaluator,
  kohleKiesKneteEvaluator,
  slushFundEvaluator,
  tiefeTaschenEvaluator,
} from "./evaluators/index.js";
import { campaignHeuristicBot } from "./heuristic/campaign.js";
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

/** Scores a state cut off mid-game as a reward per seat (like an outcome), keyed by game id. */
export const rolloutEvaluators: Readonly<Record<string, (state: StateBase) => readonly number[]>> = {
  campaign: campaignEvaluator,
  "kohle-kies-knete": kohleKiesKneteEvaluator,
  "slush-fund": slushFundEvaluator,
  "tiefe-taschen": tiefeTaschenEvaluator,
};
