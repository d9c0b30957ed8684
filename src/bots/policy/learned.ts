/**
 * The `learned` bot: the shipped policy of a game at a player count (src/bots/policies/), played
 * as a policy bot. Which counts have one is part of the registry (`learnedPlayerCounts`). The
 * policies are large and most programs play none of them, so each is fetched on demand
 * (`loadLearnedPolicy`, through `loadBots`) before the bot can be built.
 */
import type { Bot } from "../../core/bot.js";
import { ConfigError } from "../../core/errors.js";
import type { AnyGame } from "../../core/game.js";
import { shippedPolicies } from "../policies/index.js";
import { createPolicyBot } from "./policy-bot.js";

/** The policies fetched so far, by `game id/player count`. */
const loaded = new Map<string, unknown>();

/** The player counts at which a game has a shipped policy, ascending (empty for none). */
export function learnedPlayerCounts(gameId: string): number[] {
  const policies = Object.hasOwn(shippedPolicies, gameId) ? shippedPolicies[gameId] : undefined;
  return Object.keys(policies ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/** Fetches the shipped policy of a game at a player count, once; resolves at once where none ships. */
export async function loadLearnedPolicy(gameId: string, players: number): Promise<void> {
  const key = `${gameId}/${players}`;
  const load = learnedPlayerCounts(gameId).includes(players) ? shippedPolicies[gameId]?.[players] : undefined;
  if (load && !loaded.has(key)) loaded.set(key, await load());
}

/**
 * The `learned` bot of a game at a player count; `ConfigError` when no policy ships for that count,
 * or when it has not been fetched yet (`await loadBots(game, ["learned"], players)` first).
 */
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
  const key = `${game.id}/${players}`;
  if (!loaded.has(key)) {
    throw new ConfigError(
      "learned",
      `the learned bot's policy for ${game.id} at ${players} players is not loaded yet: await loadBots(game, ["learned"], ${players}) first`,
    );
  }
  return createPolicyBot(
    game,
    players,
    loaded.get(key),
    `src/bots/policies/${game.id}-${players}.json`,
    "learned",
  );
}
