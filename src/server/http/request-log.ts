/**
 * Structured request logs: one JSON line per answered HTTP request (fastify's pino logger) with the
 * method, the route, a URL that carries no secret, the status and the time taken. Seat tokens and
 * invitations travel in bodies and socket messages, never in a URL the server defines; a query
 * string a client adds anyway is logged with its values hidden, but for `all` and `limit`.
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

/** The URL as logged: the path, and the query string with every value but the paging ones hidden; cut to 200 characters. */
export function loggableUrl(url: string): string {
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

/** Logs one answered request as a JSON line at `info` (the request's child logger adds its id). */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info(
    {
      method: request.method,
      route: routeOf(request),
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      address: request.ip,
    },
    "request",
  );
}
