/**
 * The checks of HTTP request bodies that their schemas cannot make (fastify has validated each body
 * against its route's schema before these run): the game exists, the bots suit it and its player
 * count (the learned bot and the operator's served policies included), a seed is allowed,
 * a display name is cleaned and keeps a visible character. Each problem is an `HttpError` with a
 * status and an error code.
 */
import { botNamesFor, learnedPlayerCounts } from "../../bots/index.js";
import type { CreateMatchRequest, JoinRequest } from "../../client/protocol.js";
import type { AnyGame } from "../../core/game.js";
import { HttpError } from "../guards/http-error.js";
import { cleanDisplayName } from "../guards/names.js";
import { policyBotNames, type ServedPolicy } from "../guards/served-policies.js";

/** A `POST /matches` body the server can create: its game object, one usable bot entry per seat. */
export function checkCreateMatch(
  body: CreateMatchRequest,
  games: Readonly<Record<string, AnyGame>>,
  allowSeeds: boolean,
  policies: readonly ServedPolicy[] = [],
): CreateMatchRequest & { readonly gameObject: AnyGame } {
  const game = Object.hasOwn(games, body.game) ? games[body.game] : undefined;
  if (!game) {
    throw new HttpError(404, "unknown-game", `unknown game ${JSON.stringify(body.game)}; see GET /games`);
  }
  if (body.bots !== undefined) {
    const { players } = body;
    const usable = [...botNamesFor(game, players), ...policyBotNames(policies, game.id, players)];
    if (body.bots.length !== players) {
      throw new HttpError(400, "bad-request", "bots must list one entry per seat (a bot name or null)");
    }
    if (body.bots.includes("learned") && !usable.includes("learned")) {
      const counts = learnedPlayerCounts(game.id);
      throw new HttpError(
        400,
        "bad-request",
        `the learned bot has no policy for ${game.id} at ${players} players` +
          (counts.length > 0 ? ` (it plays ${counts.join(", ")} players)` : ""),
      );
    }
    const unknown = body.bots.find((bot) => bot !== null && !usable.includes(bot));
    if (unknown !== undefined) {
      throw new HttpError(
        400,
        "bad-request",
        `unknown bot ${JSON.stringify(unknown)}; available: ${usable.join(", ")}`,
      );
    }
  }
  if (body.seed !== undefined && !allowSeeds) {
    throw new HttpError(400, "bad-request", "this server does not accept chosen seeds");
  }
  const { private: isPrivate, ...rest } = body;
  return { ...rest, game: game.id, gameObject: game, ...(isPrivate === true ? { private: true } : {}) };
}

/** The largest `POST /matches/:id/join` body in bytes: a name, a seat and an invitation fit many times over. */
export const JOIN_BODY_LIMIT = 4096;

/** A join body with its display name cleaned; a given name must leave a visible character (else 400 `bad-request`). */
export function cleanJoin(body: JoinRequest): JoinRequest {
  const { name, ...rest } = body;
  const cleaned = name === undefined ? null : cleanDisplayName(name);
  // An invisible player: a name of spaces, marks or zero-width characters would show as nobody.
  if (name !== undefined && cleaned === null) {
    throw new HttpError(400, "bad-request", "a name needs a visible character; leave it out for no name");
  }
  return { ...rest, ...(cleaned === null ? {} : { name: cleaned }) };
}
