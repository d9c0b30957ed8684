/**
 * The HTTP API's bodies as JSON Schema (TypeBox): what each route takes and answers. The server
 * validates requests against these and `GET /openapi.json` publishes them; `protocol.ts` derives the
 * TypeScript types from them.
 */
import { Type } from "@sinclair/typebox";
import {
  MAX_BOT_DELAY_MS,
  MAX_INVITATION_LENGTH,
  MAX_PAGE_SIZE,
  SERVER_ERROR_CODES,
} from "../protocol-constants.js";
import {
  ClockSettingsSchema,
  GameOptions,
  GamePart,
  GameString,
  IsoTime,
  MatchIdSchema,
  Nullable,
  SeatNumber,
  StringEnum,
} from "./common.js";

/** The body of `POST /matches`. */
export const CreateMatchRequestSchema = Type.Object(
  {
    game: GameString("GameId", "The game's id, as in GET /games."),
    players: Type.Integer({ description: "The number of seats (within the game's range)." }),
    options: Type.Optional(
      GameOptions("The game's options (see GET /games); the others keep their defaults."),
    ),
    bots: Type.Optional(
      Type.Array(Nullable(Type.String()), {
        description:
          "One entry per seat: a bot name for a server-side bot, null for a person. Default: all people.",
      }),
    ),
    botDelayMs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_BOT_DELAY_MS,
        description: "Milliseconds a bot waits before acting (default: the server's; raised to its minimum).",
      }),
    ),
    seed: Type.Optional(
      Type.Union([Type.String(), Type.Number()], {
        description:
          "A fixed seed; refused unless the server was started with allowSeeds (whoever knows it can compute hidden cards).",
      }),
    ),
    clock: Type.Optional(ClockSettingsSchema),
    private: Type.Optional(
      Type.Boolean({
        description:
          "A private match: never listed, and joining needs the invitation the creation answers with.",
      }),
    ),
  },
  { title: "CreateMatchRequest", additionalProperties: false, description: "The body of POST /matches." },
);

/** The body of `POST /matches/:id/join` (it may be left out: any free seat, no name). */
export const JoinRequestSchema = Type.Object(
  {
    seat: Type.Optional(SeatNumber("The seat wanted; default: the lowest free seat for a person.")),
    name: Type.Optional(
      Type.String({
        description:
          "A display name, cleaned and cut to 40 graphemes within 400 UTF-16 code units (a longer one is cut, not refused; the whole body is at most 4 KiB). A name with no visible character is refused with bad-request; leave it out for no name.",
      }),
    ),
    invitation: Type.Optional(
      Type.String({ maxLength: MAX_INVITATION_LENGTH, description: "A private match's invitation secret." }),
    ),
  },
  {
    title: "JoinRequest",
    additionalProperties: false,
    description: "The body of POST /matches/:id/join (at most 4 KiB).",
  },
);

/** The answer to a join or a rematch: the seat and its secret token (keep it; it cannot be recovered). */
export const JoinResponseSchema = Type.Object(
  {
    matchId: MatchIdSchema,
    seat: SeatNumber(),
    token: Type.String({
      description: "The seat's secret token: every socket message of the seat carries it.",
    }),
  },
  {
    title: "JoinResponse",
    description:
      "The answer to a join or a rematch: the seat and its secret token (keep it; it cannot be recovered).",
  },
);

/** The body of `POST /matches/:id/rematch`: the token of a seat of the finished match. */
export const RematchRequestSchema = Type.Object(
  { token: Type.String({ description: "The token of a seat of the finished match." }) },
  { title: "RematchRequest", description: "The body of POST /matches/:id/rematch." },
);

/** The JSON body of every failed HTTP request. */
export const HttpErrorBodySchema = Type.Object(
  {
    error: StringEnum(SERVER_ERROR_CODES, { description: "One of the server's error codes." }),
    message: Type.String({ description: "The problem in words." }),
  },
  { title: "HttpErrorBody", description: "The JSON body of every failed HTTP request." },
);

/** A game the server hosts, as listed by `GET /games`. */
export const GameSummarySchema = Type.Object(
  {
    id: GameString("GameId", "The game's id."),
    title: Type.String(),
    players: Type.Object({ min: Type.Integer({ minimum: 1 }), max: Type.Integer({ minimum: 1 }) }),
    defaultOptions: GamePart("Options", "The game's options when a match sets none."),
    bots: Type.Array(Type.String(), { description: "The bot names usable for this game's seats." }),
  },
  { title: "GameSummary", description: "A game the server hosts, as listed by GET /games." },
);

/** A public chat line as the published record of a finished match carries it; private lines are never published. */
export const RecordChatLineSchema = Type.Object(
  {
    from: SeatNumber("The seat that said it."),
    text: Type.String(),
    at: IsoTime("The time the server stored the line."),
  },
  { title: "RecordChatLine", description: "A public chat line of a finished match's record." },
);

/** The answer to `GET /matches/:id/record`: the game record (replayable with `replay`) and its public chat. */
export const MatchRecordSchema = Type.Object(
  {
    game: GameString("GameId", "The game's id."),
    version: Type.String({ description: "The game's rules version the record was made under." }),
    packageVersion: Type.String({ description: "The package version that made the record (informative)." }),
    players: Type.Integer({ minimum: 1 }),
    seed: Type.Union([Type.String(), Type.Number()], {
      description: "The match's seed, secret until the end.",
    }),
    options: GameOptions("The options the match was created with."),
    actions: Type.Array(GamePart("Action", "One action."), {
      description: "Every action in the order it was applied.",
    }),
    chat: Type.Array(RecordChatLineSchema),
  },
  {
    title: "MatchRecord",
    description: "A finished match's game record (replayable with `replay`) with its public chat lines.",
  },
);

/** The query of `GET /matches`. */
export const MatchListQuerySchema = Type.Object({
  all: Type.Optional(
    Type.String({
      description: "`true` to list finished, expired and abandoned matches too (never private ones).",
    }),
  ),
  after: Type.Optional(MatchIdSchema),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: "Matches per page (at most the server's pageSize, 100 by default).",
    }),
  ),
});

/** The path parameters of every `/matches/:id` route. */
export const MatchParamsSchema = Type.Object({ id: MatchIdSchema });

/** The body of `GET /config`: the public address the server's invitation links carry. */
export const ServerConfigSchema = Type.Object(
  {
    publicUrl: Nullable(Type.String(), {
      description:
        "The server's public address (no trailing slash) that invitation links carry; null: the address the browser used.",
    }),
  },
  {
    title: "ServerConfig",
    additionalProperties: false,
    description: "What a page the server serves needs to know.",
  },
);

/**
 * `GET /health` while the server runs: `storage` is `ready` while the storage works, `starting`
 * while it is still being opened (the routes that need it answer 503 `starting` until then).
 */
export const HealthySchema = Type.Object(
  {
    ok: Type.Literal(true),
    storage: Type.Union([Type.Literal("ready"), Type.Literal("starting")], {
      description: "`ready`: matches can be made and played; `starting`: the storage is still being opened.",
    }),
  },
  { title: "Healthy" },
);

/** `GET /health` (503) while the storage fails. */
export const UnhealthySchema = Type.Object(
  { ok: Type.Literal(false), storage: Type.Literal("failing") },
  { title: "Unhealthy" },
);
