/**
 * A policy as a bot: the seat's view becomes the encoding's observation, the legal actions its
 * mask, and the policy's choice (the legal index of highest logit) is played. An anchored policy
 * first asks its anchor bot (with the file's weights, if any), and that bot's choice gains the
 * anchor's bonus; a policy without layers plays its anchor's choice.
 */
import type { Bot } from "../../core/bot.js";
import { ConfigError } from "../../core/errors.js";
import type { ActionBase, AnyGame } from "../../core/game.js";
import { createEncoding } from "../../rl/encoding.js";
import { heuristicBots, weightedHeuristics } from "../heuristic.js";
import { bestLegal, policyLogits } from "./forward.js";
import { type PolicyAnchor, parsePolicy } from "./policy-file.js";

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
