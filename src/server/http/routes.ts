/**
 * Every HTTP route's method, path and schemas, declared once: the server validates requests against
 * them (`http/validation.ts` turns a failure into the documented error code) and `@fastify/swagger`
 * makes the OpenAPI document of them (`http/openapi.ts`, served as `GET /openapi.json`).
 */
import { Type } from "@sinclair/typebox";
import type { FastifySchema, HTTPMethods } from "fastify";
import { CLOSE_POLICY, CLOSE_TOO_LARGE } from "../../client/protocol-constants.js";
import { CreatedMatchSchema, MatchSummarySchema } from "../../client/schemas/common.js";
import { FinishedMatchPageSchema, FinishedMatchQuerySchema } from "../../client/schemas/finished-matches.js";
import {
  CreateMatchRequestSchema,
  GameSummarySchema,
  HealthySchema,
  JoinRequestSchema,
  JoinResponseSchema,
  MatchListQuerySchema,
  MatchParamsSchema,
  MatchRecordSchema,
  RematchRequestSchema,
  ServerConfigSchema,
  UnhealthySchema,
} from "../../client/schemas/http.js";
import { DEFAULT_LIMITS } from "../guards/limits.js";
import { DEFAULT_RATE_LIMIT } from "../guards/rate-limit.js";

/** One route: where it is and what it takes and answers. */
export interface RouteDeclaration {
  readonly method: HTTPMethods;
  readonly url: string;
  readonly schema: FastifySchema & {
    readonly operationId: string;
    readonly summary: string;
    readonly tags: readonly string[];
  };
}

const matchTag = ["matches"];

/** The name the server registers each route's handler under. */
export type RouteName =
  | "health"
  | "config"
  | "metrics"
  | "games"
  | "listMatches"
  | "finishedMatches"
  | "createMatch"
  | "match"
  | "join"
  | "record"
  | "rematch"
  | "socket";

/** The routes, by the name the server registers each handler under. */
export const ROUTES: Readonly<Record<RouteName, RouteDeclaration>> = {
  health: {
    method: "GET",
    url: "/health",
    schema: {
      operationId: "getHealth",
      summary: "Whether the server and its storage work",
      tags: ["operations"],
      response: {
        200: { ...HealthySchema, description: "The server runs; its storage works or is still opening." },
        503: { ...UnhealthySchema, description: "The storage fails; the server recovers by itself." },
      },
    },
  },
  config: {
    method: "GET",
    url: "/config",
    schema: {
      operationId: "getConfig",
      summary: "What a page the server serves needs: the public address of its invitation links",
      tags: ["operations"],
      response: { 200: ServerConfigSchema },
    },
  },
  metrics: {
    method: "GET",
    url: "/metrics",
    schema: {
      operationId: "getMetrics",
      summary: "Prometheus metrics (with the metrics token when the server has one)",
      tags: ["operations"],
      response: {
        200: {
          description: "The Prometheus text format.",
          content: { "text/plain": { schema: Type.String() } },
        },
      },
    },
  },
  games: {
    method: "GET",
    url: "/games",
    schema: {
      operationId: "listGames",
      summary: "The games this server hosts",
      tags: ["games"],
      response: { 200: Type.Array(GameSummarySchema, { description: "Every game served." }) },
    },
  },
  listMatches: {
    method: "GET",
    url: "/matches",
    schema: {
      operationId: "listMatches",
      summary: "One page of public matches, oldest first (pass the last id as `after` for the next)",
      tags: matchTag,
      querystring: MatchListQuerySchema,
      response: { 200: Type.Array(MatchSummarySchema, { description: "One page of matches." }) },
    },
  },
  finishedMatches: {
    method: "GET",
    url: "/matches/finished",
    schema: {
      operationId: "listFinishedMatches",
      summary:
        "One page of finished public matches, newest first (pass the page's `older` as `before` for the next)",
      description:
        "What anyone may know of a match once it is over: its seats' display names and bots, how many moves, when it ended and its outcome; never a token or the seed (the record, GET /matches/{id}/record, holds the seed and replays the match with every seat's view).",
      tags: matchTag,
      querystring: FinishedMatchQuerySchema,
      response: { 200: FinishedMatchPageSchema },
    },
  },
  createMatch: {
    method: "POST",
    url: "/matches",
    schema: {
      operationId: "createMatch",
      summary: "Create a match",
      tags: matchTag,
      body: CreateMatchRequestSchema,
      response: { 201: CreatedMatchSchema },
    },
  },
  match: {
    method: "GET",
    url: "/matches/:id",
    schema: {
      operationId: "getMatch",
      summary: "One match",
      tags: matchTag,
      params: MatchParamsSchema,
      response: { 200: MatchSummarySchema },
    },
  },
  join: {
    method: "POST",
    url: "/matches/:id/join",
    schema: {
      operationId: "joinMatch",
      summary: "Take a seat: the answer holds its secret token",
      tags: matchTag,
      params: MatchParamsSchema,
      body: JoinRequestSchema,
      response: { 201: JoinResponseSchema },
    },
  },
  record: {
    method: "GET",
    url: "/matches/:id/record",
    schema: {
      operationId: "getMatchRecord",
      summary: "The record of a finished match, with its public chat (403 match-running before the end)",
      tags: matchTag,
      params: MatchParamsSchema,
      response: { 200: MatchRecordSchema },
    },
  },
  rematch: {
    method: "POST",
    url: "/matches/:id/rematch",
    schema: {
      operationId: "rematchMatch",
      summary: "Ask for (or accept) the rematch of a finished match: this person's seat in it",
      tags: matchTag,
      params: MatchParamsSchema,
      body: RematchRequestSchema,
      response: { 201: JoinResponseSchema },
    },
  },
  socket: {
    method: "GET",
    url: "/matches/:id/socket",
    schema: {
      operationId: "openMatchSocket",
      summary: "The match's WebSocket (ws:// or wss://)",
      description: [
        "Upgrade to a WebSocket and exchange JSON text frames: a client sends `ClientMessage` frames (`hello` first, with the seat token or none to watch) and receives `ServerMessage` frames; a client of one game may read them as its own union (`SlushFundServerMessage`, …). The messages are also published as socket.schema.json beside this document (backroom/protocol/socket.schema.json).",
        "An act is checked against the current state and stored before it is answered: `accepted` (its `ref` and version) comes before the `state` that shows it, and an act sent again with the same `id` is answered with the first one's `accepted`, never applied twice. A refused act changes nothing and is answered to its sender alone (`error`, `illegal-action` with the game's `rule` code).",
        `Limits (the defaults): frames of at most ${DEFAULT_LIMITS.maxMessageBytes} bytes (a larger one closes the connection with ${CLOSE_TOO_LARGE}); ${DEFAULT_RATE_LIMIT.burst} messages at once and ${DEFAULT_RATE_LIMIT.perSecond} a second, and ${DEFAULT_LIMITS.bytesPerSecond} bytes a second, per connection (further ones are dropped and answered with \`rate-limited\`); hello within ${DEFAULT_LIMITS.helloTimeoutMs / 1000} s; ${DEFAULT_LIMITS.connectionsPerAddress} connections per address and ${DEFAULT_LIMITS.maxSocketsPerSeat} per seat. The server closes with ${CLOSE_POLICY} when it refuses a connection: flooding, too many connections, a bad token or unknown match at hello, no hello in time, or a client that does not read.`,
        "Without an upgrade the route answers 426 `upgrade-required` (404 `unknown-match` for no such match).",
      ].join("\n\n"),
      tags: matchTag,
      params: MatchParamsSchema,
      response: {
        101: { type: "null", description: "Switching Protocols: the socket is open; say hello first." },
      },
    },
  },
};
