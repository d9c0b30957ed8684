/** Checks of the HTTP request bodies; each problem is an `HttpError` with a status and an error code. */
import { botNamesFor } from "../../bots/index.js";
import type { CreateMatchRequest, JoinRequest } from "../../client/protocol.js";
import type { AnyGame } from "../../core/game.js";
import { HttpError } from "../guards/http-error.js";
import { cleanDisplayName } from "../guards/names.js";
import { BAD_CLOCK, readClock } from "./clock-request.js";

/** Whether a parsed JSON value is an object (not an array, not null). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Fails with `bad-request` unless the body has only these keys. */
function onlyKeys(body: Record<string, unknown>, keys: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !keys.includes(key));
  if (extra.length > 0) throw new HttpError(400, "bad-request", `unknown field ${extra.join(", ")}`);
}

/** A checked `POST /matches` body: the game exists, player count, bots and delay are in range. */
export function parseCreateMatch(
  body: unknown,
  games: Readonly<Record<string, AnyGame>>,
  allowSeeds: boolean,
): CreateMatchRequest & { readonly gameObject: AnyGame } {
  if (!isObject(body)) throw new HttpError(400, "bad-request", "send a JSON object");
  onlyKeys(body, ["game", "players", "options", "bots", "botDelayMs", "seed", "clock", "private"]);
  const { game: id, players, options, bots, botDelayMs, seed, clock } = body;
  if (body.private !== undefined && typeof body.private !== "boolean") {
    throw new HttpError(400, "bad-request", "private must be true or false");
  }
  const game = typeof id === "string" && Object.hasOwn(games, id) ? games[id] : undefined;
  if (!game) throw new HttpError(404, "unknown-game", `unknown game ${JSON.stringify(id)}; see GET /games`);
  if (typeof players !== "number" || !Number.isInteger(players)) {
    throw new HttpError(400, "bad-request", "players must be an integer");
  }
  if (options !== undefined && !isObject(options))
    throw new HttpError(400, "bad-request", "options must be an object");
  if (bots !== undefined) {
    const usable = botNamesFor(game);
    if (!Array.isArray(bots) || bots.length !== players) {
      throw new HttpError(400, "bad-request", "bots must list one entry per seat (a bot name or null)");
    }
    for (const bot of bots) {
      if (bot !== null && !(typeof bot === "string" && usable.includes(bot))) {
        throw new HttpError(
          400,
          "bad-request",
          `unknown bot ${JSON.stringify(bot)}; available: ${usable.join(", ")}`,
        );
      }
    }
  }
  if (
    botDelayMs !== undefined &&
    !(
      typeof botDelayMs === "number" &&
      Number.isInteger(botDelayMs) &&
      botDelayMs >= 0 &&
      botDelayMs <= 60_000
    )
  ) {
    throw new HttpError(400, "bad-request", "botDelayMs must be an integer from 0 to 60000");
  }
  if (seed !== undefined) {
    if (!allowSeeds) throw new HttpError(400, "bad-request", "this server does not accept chosen seeds");
    if (!(typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed)))) {
      throw new HttpError(400, "bad-request", "seed must be a string or a finite number");
    }
  }
  return {
    game: game.id,
    gameObject: game,
    players,
    ...(options === undefined ? {} : { options }),
    ...(bots === undefined ? {} : { bots: bots as (string | null)[] }),
    ...(botDelayMs === undefined ? {} : { botDelayMs }),
    ...(seed === undefined ? {} : { seed }),
    ...(clock === undefined ? {} : { clock: checkedClock(clock) }),
    ...(body.private === true ? { private: true } : {}),
  };
}

/** The clock of a create request, or a 400 `bad-clock`. */
function checkedClock(value: unknown) {
  const clock = readClock(value);
  if (!clock) throw new HttpError(400, "bad-clock", BAD_CLOCK);
  return clock;
}

/** A checked `POST /matches/:id/join` body. */
export function parseJoin(body: unknown): JoinRequest {
  const value = body ?? {};
  if (!isObject(value)) throw new HttpError(400, "bad-request", "send a JSON object");
  onlyKeys(value, ["seat", "name", "invitation"]);
  const { seat, name, invitation } = value;
  if (invitation !== undefined && !(typeof invitation === "string" && invitation.length <= 200)) {
    throw new HttpError(400, "bad-request", "invitation must be the invitation's string");
  }
  if (seat !== undefined && !(typeof seat === "number" && Number.isInteger(seat) && seat >= 0)) {
    throw new HttpError(400, "bad-request", "seat must be a seat number");
  }
  if (name !== undefined && !(typeof name === "string" && name.length <= 400)) {
    throw new HttpError(400, "bad-request", "name must be a string (it is kept to 40 characters)");
  }
  const cleaned = name === undefined ? null : cleanDisplayName(name);
  return {
    ...(seat === undefined ? {} : { seat }),
    ...(cleaned === null ? {} : { name: cleaned }),
    ...(invitation === undefined ? {} : { invitation: invitation as string }),
  };
}
