/**
 * The bot registry: every bot a simulation, tournament or the CLI can name, built for a game.
 * Browser-safe (no Node modules), so frontends can use the same bots.
 */
import { type Bot, randomBot } from "../core/bot.js";
import type { AnyGame } from "../core/game.js";
import { type IsmctsSettings, ismctsDefaults } from "./evaluators/index.js";
import { heuristicBots, rolloutEvaluators } from "./heuristic.js";
import { createIsmctsBot } from "./ismcts.js";

export { actionKey } from "./action-key.js";
export type { IsmctsSettings } from "./evaluators/index.js";
export { heuristicBots, rolloutEvaluators } from "./heuristic.js";
export {
  createIsmctsBot,
  DEFAULT_ISMCTS_ITERATIONS,
  type IsmctsBot,
  type IsmctsOptions,
  type IsmctsStats,
} from "./ismcts.js";
export { neutralReward, outcomeRewards, type RewardScheme } from "./rewards.js";

/** Settings a bot factory may use (plain JSON, so they can travel to worker threads). */
export interface BotSettings {
  /** Options of `ismcts` bots (budget, exploration, rollout limit and policy, prior, reward scheme). */
  readonly ismcts?: IsmctsSettings;
}

/** Builds a named bot for a game; throws when the bot does not exist for that game. */
export type BotFactory = (game: AnyGame, settings?: BotSettings) => Bot;

/**
 * Every named bot: `random` (uniform), `ismcts` (search with the game's tuned budget from
 * `ismctsDefaults`, scoring cut-off rollouts with its `rolloutEvaluators` entry; `settings.ismcts`
 * overrides both), `heuristic` (the game's own, where it has one).
 */
export const botFactories: Readonly<Record<string, BotFactory>> = {
  random: () => randomBot,
  ismcts: (game, settings) => {
    const evaluate = rolloutEvaluators[game.id];
    const { policy, prior, ...options } = { ...ismctsDefaults[game.id], ...settings?.ismcts };
    const heuristic = heuristicBots[game.id];
    return createIsmctsBot(game, {
      ...(evaluate ? { evaluate } : {}),
      ...(policy === "heuristic" && heuristic ? { policy: heuristic } : {}),
      ...(prior === "heuristic" && heuristic ? { prior: heuristic } : {}),
      ...options,
    }) as Bot;
  },
  heuristic: (game) => {
    const bot = heuristicBots[game.id];
    if (!bot) throw new Error(`${game.id} has no heuristic bot yet`);
    return bot;
  },
};

/** The bot names usable with a game (`heuristic` only when the game has one). */
export function botNamesFor(game: AnyGame): string[] {
  return Object.keys(botFactories).filter((name) => name !== "heuristic" || heuristicBots[game.id]);
}

/** Builds the named bot for a game; throws an error listing the usable names for an unknown one. */
export function createBot(name: string, game: AnyGame, settings?: BotSettings): Bot {
  const factory = Object.hasOwn(botFactories, name) ? botFactories[name] : undefined;
  if (!factory || !botNamesFor(game).includes(name)) {
    throw new Error(`unknown bot "${name}" for ${game.id}; available: ${botNamesFor(game).join(", ")}`);
  }
  return factory(game, settings);
}
