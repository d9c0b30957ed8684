/**
 * Policy files the operator serves (`backroom serve --policy file.json`): checked once at start, then
 * offered as the bot `policy:<name>` for the game and player count each was built for. Clients only
 * name them; the server never reads a file a client names.
 */
import { createPolicyBot, POLICY_PREFIX, parsePolicy } from "../../bots/index.js";
import { ConfigError } from "../../core/errors.js";
import type { AnyGame } from "../../core/game.js";

/** One served policy: its name (what follows `policy:`), what it plays, and the file's contents. */
export interface ServedPolicy {
  readonly name: string;
  readonly game: string;
  readonly players: number;
  readonly data: unknown;
}

/** Checks every policy against the served games (a `ConfigError` naming the file for one that does not fit). */
export function servedPolicies(
  policies: Readonly<Record<string, unknown>>,
  games: Readonly<Record<string, AnyGame>>,
): ServedPolicy[] {
  return Object.entries(policies).map(([name, data]) => {
    const { game: id, players } = parsePolicy(data, name);
    const game = Object.hasOwn(games, id) ? games[id] : undefined;
    if (!game)
      throw new ConfigError(
        "policy",
        `${name}: the policy is for the game ${id}, which this server does not serve`,
      );
    createPolicyBot(game, players, data, name, `${POLICY_PREFIX}${name}`);
    return { name, game: id, players, data };
  });
}

/** The `policy:<name>` bots usable in a game at a player count (every count when `players` is absent). */
export function policyBotNames(served: readonly ServedPolicy[], gameId: string, players?: number): string[] {
  return served
    .filter((policy) => policy.game === gameId && (players === undefined || policy.players === players))
    .map((policy) => `${POLICY_PREFIX}${policy.name}`);
}
