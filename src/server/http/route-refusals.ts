/**
 * The error codes each HTTP route may answer with, by status: what a generated client of the OpenAPI
 * document can expect (`http/openapi.ts` makes one error body per route and status of them, its
 * `error` an enum of these codes). docs/guides/match-server.md explains every code.
 */
import type { ServerErrorCode } from "../../client/protocol.js";
import type { RouteName } from "./routes.js";

/** A route's refusals: the codes of each status it may answer with. */
export type RouteRefusals = Readonly<Record<number, readonly ServerErrorCode[]>>;

/** What any request may meet: a request Node's parser refuses (400, 408, 431) and a server fault (500). */
const ANY_REQUEST: RouteRefusals = {
  400: ["bad-request"],
  408: ["timeout"],
  431: ["too-large"],
  500: ["internal"],
};

/** What a request with a JSON body may meet besides. */
const WITH_BODY: RouteRefusals = {
  400: ["bad-request", "bad-json"],
  413: ["too-large"],
  415: ["unsupported-media-type"],
};

/** What a request naming a match (`/matches/{id}…`) may meet besides. */
const NAMING_A_MATCH: RouteRefusals = { 404: ["unknown-match"], 414: ["uri-too-long"] };

/** What a route counted against the per-address request rate may meet besides. */
const RATE_LIMITED: RouteRefusals = { 429: ["rate-limited"] };

/** The refusals of several groups together, each status's codes once. */
function merged(...groups: readonly RouteRefusals[]): RouteRefusals {
  const result: Record<number, ServerErrorCode[]> = {};
  for (const group of groups) {
    for (const [status, codes] of Object.entries(group)) {
      const known = result[Number(status)] ?? [];
      result[Number(status)] = [...known, ...codes.filter((code) => !known.includes(code))];
    }
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => Number(a) - Number(b)));
}

/** What a route that needs the storage may meet besides: the server is starting and its storage not open yet. */
const NEEDS_STORAGE: RouteRefusals = { 503: ["starting"] };

/** The routes that need the storage, answered 503 `starting` (with `retry-after`) while the server starts. */
export const STORAGE_ROUTES: readonly RouteName[] = [
  "listMatches",
  "finishedMatches",
  "createMatch",
  "match",
  "join",
  "record",
  "rematch",
  "socket",
];

/** The routes `@fastify/rate-limit` counts: all but `/health` and `/metrics` (they send `x-ratelimit-*` headers). */
export const RATE_LIMITED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  "config",
  "games",
  "listMatches",
  "finishedMatches",
  "createMatch",
  "match",
  "join",
  "record",
  "rematch",
  "socket",
]);

/** Every route's own refusals, by the route's name (`ROUTE_REFUSALS` adds what needing the storage brings). */
const OWN_REFUSALS: Readonly<Record<RouteName, RouteRefusals>> = {
  health: ANY_REQUEST,
  config: merged(ANY_REQUEST, RATE_LIMITED),
  metrics: merged(ANY_REQUEST, { 401: ["unauthorized"] }),
  games: merged(ANY_REQUEST, RATE_LIMITED),
  listMatches: merged(ANY_REQUEST, RATE_LIMITED),
  finishedMatches: merged(ANY_REQUEST, RATE_LIMITED),
  createMatch: merged(ANY_REQUEST, WITH_BODY, RATE_LIMITED, {
    400: ["bad-clock"],
    404: ["unknown-game"],
    503: ["server-full"],
  }),
  match: merged(ANY_REQUEST, NAMING_A_MATCH, RATE_LIMITED),
  join: merged(ANY_REQUEST, WITH_BODY, NAMING_A_MATCH, RATE_LIMITED, {
    403: ["bad-invitation"],
    409: ["seat-taken", "no-free-seat", "match-closed"],
  }),
  record: merged(ANY_REQUEST, NAMING_A_MATCH, RATE_LIMITED, { 403: ["match-running"] }),
  rematch: merged(ANY_REQUEST, WITH_BODY, NAMING_A_MATCH, RATE_LIMITED, {
    403: ["bad-token"],
    409: ["match-not-finished", "seat-taken"],
    503: ["server-full"],
  }),
  socket: merged(ANY_REQUEST, NAMING_A_MATCH, RATE_LIMITED, { 426: ["upgrade-required"] }),
};

/** Every route's refusals, by the route's name. */
export const ROUTE_REFUSALS: Readonly<Record<RouteName, RouteRefusals>> = Object.fromEntries(
  Object.entries(OWN_REFUSALS).map(([name, refusals]) => [
    name,
    STORAGE_ROUTES.includes(name as RouteName) ? merged(refusals, NEEDS_STORAGE) : refusals,
  ]),
) as Record<RouteName, RouteRefusals>;
