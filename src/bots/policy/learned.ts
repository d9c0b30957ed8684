/**
 * The `learned` bot: the shipped policy of a game at a player count (src/bots/policies/), played
 * as a policy bot. Which counts have one is part of the registry (`learnedPlayerCounts`).
 */
import type { Bot } from "../../core/bot.js";
import { ConfigError } from "../../core/errors.js";
import type { AnyGame } from "../../core/game.js";
import { shippedPolicies } from "../policies/index.js";
import { createPolicyBot } from "./policy-bot.js";

/** The player counts at which a game has a shipped policy, ascending (empty for none). */
export function learnedPlayerCounts(gameId: string): number[] {
  const policies = Object.hasOwn(shippedPolicies, gameId) ? shippedPolicies[gameId] : undefined;
  return Object.keys(policies ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/** The `learned` bot of a game at a player count; `ConfigError` when no policy ships for that count. */
export function createLearnedBot(game: AnyGame, players: number | undefined): Bot {
  const counts = learnedPlayerCounts(game.id);
  if (players === undefined || !counts.includes(players)) {
    const supported =
      counts.length > 0 ? `it plays ${counts.join(", ")} players` : "it has no policy for this game";
    throw new ConfigError(
      "players",
      players === undefined
        ? `the learned bot needs the player count (${game.id}: ${supported})`
        : `the learned bot has no policy for ${game.id} at ${players} players (${supported})`,
    );
  }
  const data = shippedPolicies[game.id]?.[players];
  return createPolicyBot(game, players, data, `src/bots/policies/${game.id}-${players}.json`, "learned");
}
