/**
 * Structured request logs: one JSON line per answered HTTP request (fastify's pino logger) with the
 * method, the route, a URL that carries no secret, the status and the time taken. Seat tokens and
 * invitations travel in bodies and socket messages, never in a URL the server defines; a query
 * string a client adds anyway is logged with its values hidden, but for `all` and `limit`, and
 * anything shaped like a token (a secret pasted where a match id goes) is hidden wherever it stands.
 * A flood of refusals is not a flood of lines: past the rate limit, one line at `warn` per address
 * and minute, the rest at `debug`.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** The log levels of `--log-level` (pino's, and `silent` for none). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** One log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Query parameters whose values are logged when well-formed (`GET /matches`); any other value is
 * hidden, `after` too (a match id is shaped like a token).
 */
const PLAIN_QUERY: Readonly<Record<string, (value: string) => boolean>> = {
  all: (value) => value === "true" || value === "false",
  limit: (value) => /^\d{1,3}$/.test(value),
};

/** The longest URL logged (a client may send any path, up to Node's header limit). */
const MAX_LOGGED_URL = 200;

/**
 * A run of base64url characters as long as a secret: seat tokens and invitations are 43 (32 random
 * bytes), a match id the server makes is 16, so a run of 32 or more is hidden as a possible secret.
 */
const TOKEN_SHAPED = /[A-Za-z0-9_-]{32,}/g;

/**
 * The URL as logged: every token-shaped run hidden (`*`), the path, and the query string with every
 * value but the paging ones hidden; cut to 200 characters.
 */
export function loggableUrl(rawUrl: string): string {
  const url = rawUrl.replace(TOKEN_SHAPED, "*");
  const mark = url.indexOf("?");
  if (mark < 0) return url.slice(0, MAX_LOGGED_URL);
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const cut = pair.indexOf("=");
      const key = cut < 0 ? pair : pair.slice(0, cut);
      const plain = Object.hasOwn(PLAIN_QUERY, key) && PLAIN_QUERY[key]?.(pair.slice(cut + 1));
      return plain || cut < 0 ? pair : `${key}=*`;
    });
  return `${url.slice(0, mark)}?${query.join("&")}`.slice(0, MAX_LOGGED_URL);
}

/** The route a request matched (`/matches/:id`), or `unmatched` (a 404, a refusal before routing). */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? "unmatched";
}

/** How long an address's first rate refusal keeps its later ones at `debug`. */
const REFUSAL_WINDOW_MS = 60_000;
/** Addresses remembered per window at most (a flood from many addresses starts a new window early). */
const MAX_NOTED_ADDRESSES = 10_000;

/**
 * Returns the logger of answered requests: one JSON line each at `info` (the request's child logger
 * adds its id), except rate refusals (429): an address's first in a minute at `warn`, the rest at
 * `debug`, so that an address hammering the server cannot fill the log.
 */
export function createRequestLogger(
  now: () => number = Date.now,
): (request: FastifyRequest, reply: FastifyReply) => void {
  let windowStart = now();
  const noted = new Set<string>();
  const firstRefusal = (address: string): boolean => {
    const time = now();
    if (time - windowStart >= REFUSAL_WINDOW_MS || noted.size >= MAX_NOTED_ADDRESSES) {
      noted.clear();
      windowStart = time;
    }
    if (noted.has(address)) return false;
    noted.add(address);
    return true;
  };
  return (request, reply) => {
    const line = {
      method: request.method,
      route: routeOf(request),
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      address: request.ip,
    };
    if (reply.statusCode !== 429) request.log.info(line, "request");
    else if (firstRefusal(request.ip))
      request.log.warn(line, "rate limited; more refusals this minute at debug");
    else request.log.debug(line, "request");
  };
}
