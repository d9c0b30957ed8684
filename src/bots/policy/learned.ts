/**
 * The `learned` bot: the shipped policy of a game at a player count (src/bots/policies/), played
 * as a policy bot. Which counts have one is part of the registry (`learnedPlayerCounts`). The
 * policies are large and most programs play none of them, so each is read on demand from a
 * `PolicySource` (`loadLearnedPolicy`, through `loadBots`) before the bot can be built.
 */
import type { Bot } from "../../core/bot.js";
import { ConfigError } from "../../core/errors.js";
import type { AnyGame } from "../../core/game.js";
import { shippedPolicyFiles } from "../policies/index.js";
import { createPolicyBot } from "./policy-bot.js";
import type { PolicySource } from "./policy-source.js";

/** The policies read so far, by `game id/player count`. */
const loaded = new Map<string, unknown>();
/** The reads under way, by `game id/player count` (so two callers share one read). */
const reading = new Map<string, Promise<void>>();

/** The player counts at which a game has a shipped policy, ascending (empty for none). */
export function learnedPlayerCounts(gameId: string): number[] {
  const policies = Object.hasOwn(shippedPolicyFiles, gameId) ? shippedPolicyFiles[gameId] : undefined;
  return Object.keys(policies ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Reads the shipped policy of a game at a player count from `source`, once (a failed read is tried
 * again next time); resolves at once where none ships.
 */
export async function loadLearnedPolicy(
  gameId: string,
  players: number,
  source: PolicySource,
): Promise<void> {
  const key = `${gameId}/${players}`;
  const file = learnedPlayerCounts(gameId).includes(players)
    ? shippedPolicyFiles[gameId]?.[players]
    : undefined;
  if (file === undefined || loaded.has(key)) return;
  let read = reading.get(key);
  if (!read) {
    read = source(file)
      .then((data) => {
        loaded.set(key, data);
      })
      .finally(() => reading.delete(key));
    reading.set(key, read);
  }
  await read;
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
