/**
 * A policy as a bot: the seat's view becomes the encoding's observation, the legal actions its
 * mask, and the policy's choice (the legal index of highest logit) is played. An anchored policy
 * first asks its anchor bot (with the file's weights, if any), and that bot's choice gains the
 * anchor's bonus; a policy without layers plays its anchor's choice. A policy with a search plays
 * the search's choice at the decisions it names, the search's rollouts playing the policy.
 */
import type { Bot } from "../../core/bot.js";
import { ConfigError } from "../../core/errors.js";
import type { ActionBase, AnyGame, Seat } from "../../core/game.js";
import { createEncoding } from "../../encoding/encoding.js";
import { ismctsDefaults } from "../evaluators/index.js";
import { heuristicBots, rolloutEvaluators, weightedHeuristics } from "../heuristic.js";
import { createIsmctsBot } from "../ismcts.js";
import { bestLegal, policyLogits } from "./forward.js";
import { type Policy, type PolicyAnchor, type PolicySearch, parsePolicy } from "./policy-file.js";

/**
 * Builds the bot named `name` that plays the policy file `data` (already parsed JSON) in `game` at
 * `players` players; `source` names the file in errors. Throws `ConfigError` when the file is
 * broken or was built for another game, player count, encoding version or layout.
 */
export function createPolicyBot(
  game: AnyGame,
  players: number,
  data: unknown,
  source: string,
  name: string,
): Bot {
  if (typeof data === "object" && data !== null && "game" in data && data.game !== game.id) {
    throw new ConfigError(
      "policy",
      `${source}: the policy is for the game ${String(data.game)}, not ${game.id}`,
    );
  }
  const encoding = createEncoding(game, { players });
  const policy = parsePolicy(data, source, {
    game: game.id,
    players,
    encoding: encoding.version,
    observationSize: encoding.observationSize,
    numActions: encoding.numActions,
  });
  const played = networkBot(game, policy, encoding, source, name);
  return policy.search ? searchingBot(game, policy.search, played, source, name) : played;
}

/** The policy's own play, without its search: its network over its anchor, or its anchor alone. */
function networkBot(
  game: AnyGame,
  policy: Policy,
  encoding: ReturnType<typeof createEncoding>,
  source: string,
  name: string,
): Bot {
  const anchor = policy.anchor && anchorBot(game, policy.anchor, source);
  if (anchor && policy.layers.length === 0)
    return { name, act: (view, legal, random) => anchor.act(view, legal, random) };
  const bonus = policy.anchor?.bonus ?? 0;
  const mask = new Uint8Array(encoding.numActions);
  // The network's input: the observation, then (for an anchor input) the anchor's choice one-hot.
  const input = new Float64Array(encoding.observationSize + (policy.anchor?.input ? encoding.numActions : 0));
  return {
    name,
    act(view, legal, random) {
      // Each legal action under its index, so the bot returns the very object it was offered.
      const byIndex = new Map<number, ActionBase>();
      mask.fill(0);
      for (const action of legal) {
        const index = encoding.encodeAction(view, action);
        mask[index] = 1;
        byIndex.set(index, action);
      }
      input.fill(0);
      input.set(encoding.observe(view));
      const anchored = anchor && encoding.encodeAction(view, anchor.act(view, legal, random));
      if (anchored !== undefined && policy.anchor?.input) input[encoding.observationSize + anchored] = 1;
      const logits = policyLogits(policy, input);
      if (anchored !== undefined) logits[anchored] = (logits[anchored] as number) + bonus;
      const choice = bestLegal(logits, mask);
      return byIndex.get(choice) as ActionBase;
    },
  };
}

/**
 * The policy with its search: where a legal action's type is one of the search's, the game's
 * ISMCTS bot (its default settings, the file's iterations) chooses, `played` biasing its root and
 * playing the searching seat's rollout moves, the search's `opponents` the other seats'; elsewhere
 * `played` chooses. Seeded by the bot's random source. `ConfigError` naming the file where the
 * search names an action type the game does not have, or opponents it does not have.
 */
function searchingBot(game: AnyGame, search: PolicySearch, played: Bot, source: string, name: string): Bot {
  const known = Object.keys(game.actionSchema ?? {});
  const unknown = search.actionTypes.filter((type) => !known.includes(type));
  if (known.length > 0 && unknown.length > 0) {
    throw new ConfigError(
      "policy",
      `${source}: the search names the action type ${unknown.join(", ")}, which ${game.id} does not have (it has ${known.join(", ")})`,
    );
  }
  const opponents = search.opponents === "heuristic" ? heuristicBots[game.id] : played;
  if (!opponents) {
    throw new ConfigError(
      "policy",
      `${source}: the search's opponents are the heuristic bot, which ${game.id} does not have`,
    );
  }
  // The seat searching now: the rollouts play the policy for it and the opponents for the others.
  let searching: Seat | undefined;
  const rollouts: Bot = {
    name: `${name} rollouts`,
    act: (view, legal, random) => (view.viewer === searching ? played : opponents).act(view, legal, random),
  };
  const { policy: _rollouts, prior: _prior, ...settings } = ismctsDefaults[game.id] ?? {};
  const evaluate = rolloutEvaluators[game.id];
  const searcher = createIsmctsBot(game, {
    ...settings,
    ...(evaluate ? { evaluate } : {}),
    iterations: search.iterations,
    policy: rollouts,
    prior: played,
  }) as Bot;
  const types = new Set(search.actionTypes);
  return {
    name,
    act(view, legal, random) {
      if (legal.length < 2 || !legal.some((action) => types.has(action.type)))
        return played.act(view, legal, random);
      searching = view.viewer ?? undefined;
      return searcher.act(view, legal, random);
    },
  };
}

/**
 * The bot a policy is anchored on, for this game, with the anchor's weights; `ConfigError` naming
 * the file where the game has no such bot, or its bot no weight or role of a given name.
 */
function anchorBot(game: AnyGame, anchor: PolicyAnchor, source: string): Bot {
  const { bot, weights, roleWeights } = anchor;
  if (weights !== undefined || roleWeights !== undefined)
    return weightedAnchor(game, weights ?? {}, roleWeights ?? {}, source);
  const found = bot === "heuristic" ? heuristicBots[game.id] : undefined;
  if (!found)
    throw new ConfigError(
      "policy",
      `${source}: the policy is anchored on the ${bot} bot, which ${game.id} does not have`,
    );
  return found;
}

/** The game's heuristic bot with a policy file's weights; `ConfigError` naming the file and the unknown weight or role. */
function weightedAnchor(
  game: AnyGame,
  weights: Readonly<Record<string, number>>,
  roleWeights: Readonly<Record<string, Readonly<Record<string, number>>>>,
  source: string,
): Bot {
  const weighted = weightedHeuristics[game.id];
  if (!weighted) {
    throw new ConfigError(
      "policy",
      `${source}: the anchor has weights, but ${game.id}'s heuristic bot takes none`,
    );
  }
  const unknownRoles = Object.keys(roleWeights).filter((role) => !weighted.roles.includes(role));
  if (unknownRoles.length > 0) {
    throw new ConfigError(
      "policy",
      `${source}: ${game.id}'s heuristic bot has no role ${unknownRoles.join(", ")} (it has ${weighted.roles.join(", ") || "none"})`,
    );
  }
  const names = [...Object.keys(weights), ...Object.values(roleWeights).flatMap((w) => Object.keys(w))];
  const unknown = [...new Set(names.filter((name) => !Object.hasOwn(weighted.defaults, name)))];
  if (unknown.length > 0) {
    throw new ConfigError(
      "policy",
      `${source}: ${game.id}'s heuristic bot has no weight ${unknown.join(", ")} (it has ${Object.keys(weighted.defaults).join(", ")})`,
    );
  }
  return weighted.create(weights, roleWeights);
}
