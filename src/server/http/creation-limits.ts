/**
 * The limits on new matches, shared by every route that makes one (`POST /matches` and a rematch):
 * one creation rate per client address over both (`createsPerMinute`), and the cap on open matches
 * (`maxOpenMatches`, 503 `server-full`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HttpErrorBody } from "../../client/protocol.js";
import { HttpError } from "../guards/http-error.js";
import type { MatchStorage } from "../storage/storage.js";

/** Throws 503 `server-full` when the storage holds `maxOpenMatches` open matches already. */
export async function assertRoomForMatch(storage: MatchStorage, maxOpenMatches: number): Promise<void> {
  if ((await storage.countOpenMatches()) >= maxOpenMatches) {
    throw new HttpError(503, "server-full", "this server holds as many open matches as it may; try later");
  }
}

/**
 * A pre-handler that counts the request against the address's creations of this minute, shared by
 * every route it is given to; past `perMinute` it answers 429 `rate-limited` with `retry-after`.
 * `app` must have `@fastify/rate-limit` registered.
 */
export function creationRate(
  app: FastifyInstance,
  perMinute: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined> {
  const count = app.createRateLimit({ max: perMinute, timeWindow: 60_000 });
  return async (request, reply) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return undefined;
    const body: HttpErrorBody = {
      error: "rate-limited",
      message: `at most ${perMinute} matches created or rematches asked for a minute per address; retry in ${counted.ttlInSeconds} s`,
    };
    // Answered here, as the hook documents: the handler does not run.
    return reply.code(429).header("retry-after", counted.ttlInSeconds).send(body);
  };
}
