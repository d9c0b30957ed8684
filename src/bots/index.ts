/**
 * The bot registry: every bot a simulation, tournament or the CLI can name, built for a game.
 * Browser-safe (no Node modules), so frontends can use the same bots.
 */
import { type Bot, randomBot } from "../core/bot.js";
import { ConfigError } from "../core/errors.js";
import type { AnyGame } from "../core/game.js";
import { type IsmctsSettings, ismctsDefaults } from "./evaluators/index.js";
import { heuristicBots, rolloutEvaluators } from "./heuristic.js";
import { createIsmctsBot } from "./ismcts.js";
import { createLearnedBot, learnedPlayerCounts, loadLearnedPolicy } from "./policy/learned.js";
import { createPolicyBot } from "./policy/policy-bot.js";
import { fetchShippedPolicy, type PolicySource } from "./policy/policy-source.js";

export { actionKey } from "./action-key.js";
export type { IsmctsSettings } from "./evaluators/index.js";
export type { CampaignHeuristicWeights } from "./heuristic/campaign.js";
export {
  heuristicBots,
  rolloutEvaluators,
  type WeightedHeuristic,
  weightedHeuristics,
} from "./heuristic.js";
export {
  createIsmctsBot,
  DEFAULT_ISMCTS_ITERATIONS,
  type IsmctsBot,
  type IsmctsOptions,
  type IsmctsStats,
} from "./ismcts.js";
export { shippedPolicyFiles } from "./policies/index.js";
export { bestLegal, policyLogits } from "./policy/forward.js";
export { learnedPlayerCounts } from "./policy/learned.js";
export { createPolicyBot } from "./policy/policy-bot.js";
export {
  POLICY_ACTIVATIONS,
  POLICY_ANCHOR_BOTS,
  POLICY_FORMAT,
  POLICY_SEARCH_MAX_ITERATIONS,
  POLICY_SEARCH_OPPONENTS,
  POLICY_VERSION,
  POLICY_VERSIONS,
  type Policy,
  type PolicyActivation,
  type PolicyAnchor,
  type PolicyAnchorBot,
  type PolicyExpectation,
  type PolicyLayer,
  type PolicySearch,
  type PolicySearchOpponents,
  parsePolicy,
} from "./policy/policy-file.js";
export { fetchShippedPolicy, type PolicySource } from "./policy/policy-source.js";
export { neutralReward, outcomeRewards, type RewardScheme } from "./rewards.js";

/** The prefix of a bot that plays a policy file: `policy:<path>` (see `BotSettings.policies`). */
export const POLICY_PREFIX = "policy:";

/** Settings a bot factory may use (plain JSON, so they can travel to worker threads). */
export interface BotSettings {
  /** Options of `ismcts` bots (budget, exploration, rollout limit and policy, prior, reward scheme). */
  readonly ismcts?: IsmctsSettings;
  /**
   * Policy files' contents (parsed JSON) keyed by the path a `policy:<path>` bot names: whoever
   * can read files (the CLI, an operator's server) reads them, so bots stay browser-safe.
   */
  readonly policies?: Readonly<Record<string, unknown>>;
}

/**
 * Builds a named bot for a game at a player count (needed by bots bound to one count, `learned`
 * and `policy:`); throws when the bot does not exist for that game.
 */
export type BotFactory = (game: AnyGame, settings?: BotSettings, players?: number) => Bot;

/**
 * Every named bot: `random` (uniform), `ismcts` (search with the game's tuned budget from
 * `ismctsDefaults`, scoring cut-off rollouts with its `rolloutEvaluators` entry; `settings.ismcts`
 * overrides both), `heuristic` (the game's own, where it has one), `learned` (the game's shipped
 * policy for the player count, see `learnedPlayerCounts`).
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
  learned: (game, _settings, players) => createLearnedBot(game, players),
};

/**
 * The bot names usable with a game at `players` (`heuristic` only when the game has one, `learned`
 * only where a policy ships for that count); without `players`, the bots usable at every count
 * (so no `learned`). `policy:<path>` bots are not listed.
 */
export function botNamesFor(game: AnyGame, players?: number): string[] {
  return Object.keys(botFactories).filter((name) => {
    if (name === "heuristic") return heuristicBots[game.id] !== undefined;
    if (name === "learned") return players !== undefined && learnedPlayerCounts(game.id).includes(players);
    return true;
  });
}

/** The bot names usable with a game at some player count: `botNamesFor`, plus `learned` where any policy ships. */
export function botNamesForSomeCount(game: AnyGame): string[] {
  const names = botNamesFor(game);
  return learnedPlayerCounts(game.id).length > 0 ? [...names, "learned"] : names;
}

/**
 * Fetches what the named bots need before `createBot` can build them at `players`: the `learned`
 * bot's shipped policy (read once, from `source`); other bots need nothing. The default source
 * reads the package's own files when the package is loaded by Node (`readShippedPolicy` of
 * `backroom/sim`) and fetches `policies/<file>` next to the page in a browser (`fetchShippedPolicy`).
 */
export async function loadBots(
  game: AnyGame,
  names: readonly string[],
  players?: number,
  source: PolicySource = fetchShippedPolicy,
): Promise<void> {
  if (names.includes("learned") && players !== undefined) await loadLearnedPolicy(game.id, players, source);
}

/**
 * Builds the named bot for a game at a player count; throws an error listing the usable names for
 * an unknown one, and `ConfigError` for a policy that does not fit (or `learned` at a count
 * without a policy, or before `loadBots` fetched its policy). A `policy:<path>` bot needs the
 * file's contents in `settings.policies[path]`.
 */
export function createBot(name: string, game: AnyGame, settings?: BotSettings, players?: number): Bot {
  if (name.startsWith(POLICY_PREFIX)) {
    const path = name.slice(POLICY_PREFIX.length);
    const policies = settings?.policies ?? {};
    if (!Object.hasOwn(policies, path)) {
      throw new ConfigError(
        "policy",
        `${path}: the policy file was not loaded (pass its contents in settings.policies)`,
      );
    }
    if (players === undefined) throw new ConfigError("players", `${name} needs the player count`);
    return createPolicyBot(game, players, policies[path], path, name);
  }
  const factory = Object.hasOwn(botFactories, name) ? botFactories[name] : undefined;
  if (!factory || !(name === "learned" || botNamesFor(game).includes(name))) {
    throw new Error(`unknown bot "${name}" for ${game.id}; available: ${botNamesFor(game).join(", ")}`);
  }
  return factory(game, settings, players);
}
