/**
 * The parts of the wire protocol that both the HTTP API and the socket messages carry: a match as
 * anyone may see it, its seats and clock, and the error codes. Each schema is JSON Schema (TypeBox);
 * its `title` names the type that code generators in other languages make of it.
 */
import { type SchemaOptions, type Static, type TSchema, type TUnsafe, Type } from "@sinclair/typebox";
import {
  MATCH_ID_PATTERN,
  MAX_TURN_SECONDS,
  MIN_TURN_SECONDS,
  SERVER_ERROR_CODES,
} from "../protocol-constants.js";

/**
 * A string that is one of `values`, as `{ "type": "string", "enum": [...] }` (the form code generators
 * turn into an enumeration). Only for what the server sends: TypeBox's own checker does not read `enum`.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...options });
}

/** A value that may be `null`: `{ "type": ["…", "null"] }` in the published documents (as `anyOf`). */
export const Nullable = <T extends TSchema>(schema: T, options: SchemaOptions = {}) =>
  Type.Union([schema, Type.Null()], options);

/**
 * The key that marks where a game's own JSON goes in a message or body. The protocol documents put
 * each game's generated schema there (`backroom/protocol/<game>.schema.json`, `$defs` of the part's
 * name); the server's own checks read no such key.
 */
export const GAME_PART = "x-game-part";

/** The parts of a game's schema a message or body may carry (`GameId`: one of the games' ids). */
export type GamePartName =
  | "GameId"
  | "Options"
  | "SetupOptions"
  | "Action"
  | "View"
  | "Event"
  | "Outcome"
  | "RuleCode";

/** A value that is the game's own JSON (`part` of its schema), left open for the server's own checks. */
export const GamePart = (part: GamePartName, description: string) =>
  Type.Unknown({ description, [GAME_PART]: part });

/** The options a match is created with (any of the game's options; the others keep their defaults). */
export const GameOptions = (description: string) =>
  Type.Record(Type.String(), Type.Unknown(), { description, [GAME_PART]: "SetupOptions" });

/** A game's id, or one of its rule codes: a string, whose values the documents list per game. */
export const GameString = (part: "GameId" | "RuleCode", description: string) =>
  Type.String({ description, [GAME_PART]: part });

/** An ISO 8601 time (`2026-11-26T21:00:00.000Z`). */
export const IsoTime = (description: string) => Type.String({ format: "date-time", description });

/** A seat number (0 for the first seat). */
export const SeatNumber = (description = "A seat number (0 for the first seat).") =>
  Type.Integer({ minimum: 0, description });

/** A match id. */
export const MatchIdSchema = Type.String({
  pattern: MATCH_ID_PATTERN,
  description: "A match id: 8 to 64 characters of A-Z a-z 0-9 _ - (the server makes 16).",
});

/** One of the server's error codes (docs/guides/match-server.md explains each). */
export const ServerErrorCodeSchema: TUnsafe<(typeof SERVER_ERROR_CODES)[number]> = StringEnum(
  SERVER_ERROR_CODES,
  { title: "ServerErrorCode", description: "One of the server's error codes." },
);

/** A match's turn clock. */
export const ClockSettingsSchema = Type.Object(
  {
    turnSeconds: Type.Integer({
      minimum: MIN_TURN_SECONDS,
      maximum: MAX_TURN_SECONDS,
      description: "Seconds a person's seat may take to act.",
    }),
  },
  { title: "ClockSettings", additionalProperties: false, description: "A match's turn clock." },
);

/** One seat of a match as anyone may see it: who sits there, never the token. */
export const SeatSummarySchema = Type.Object(
  {
    seat: SeatNumber(),
    bot: Nullable(Type.String(), {
      description:
        "The bot playing this seat on the server (`random`, `heuristic`, `ismcts`), or null for a person.",
    }),
    taken: Type.Boolean({
      description: "Whether a person holds this seat's token (bot seats are always taken).",
    }),
    name: Nullable(Type.String(), {
      description: "The display name given when joining (not authenticated, for display only).",
    }),
  },
  {
    title: "SeatSummary",
    description: "One seat of a match as anyone may see it: who sits there, never the token.",
  },
);

/** How a match stands: `expired` (no person joined in time) and `abandoned` (idle too long) play on no more. */
export const MATCH_STATUSES = ["open", "finished", "expired", "abandoned"] as const;

/** The fields of a match as listed: configuration without the secret seed. */
const matchSummaryFields = {
  id: MatchIdSchema,
  game: GameString("GameId", "The game's id, as in GET /games."),
  title: Type.String({ description: "The game's title." }),
  players: Type.Integer({ minimum: 1, description: "The number of seats." }),
  options: GameOptions("The game's options this match was created with (the others are the defaults)."),
  seats: Type.Array(SeatSummarySchema),
  version: Type.Integer({ minimum: 0, description: "The number of actions accepted so far." }),
  status: StringEnum(MATCH_STATUSES, {
    description:
      "`expired`: no person joined in time; `abandoned`: no action for a long time; neither plays on.",
  }),
  botDelayMs: Type.Integer({
    minimum: 0,
    description: "Milliseconds a server-side bot waits before acting.",
  }),
  createdAt: IsoTime("The time the match was created."),
  clock: Nullable(ClockSettingsSchema, {
    description: "The turn clock, or null when people may take as long as they like.",
  }),
  private: Type.Optional(
    Type.Boolean({
      description: "True for a private match: joining needs its invitation, and it is never listed.",
    }),
  ),
};

/** A match as listed by `GET /matches`: configuration without the secret seed. */
export const MatchSummarySchema = Type.Object(matchSummaryFields, {
  title: "MatchSummary",
  description: "A match as listed by GET /matches: configuration without the secret seed.",
});

/** The answer to `POST /matches`: the match, and for a private match the invitation secret to share. */
export const CreatedMatchSchema = Type.Object(
  {
    ...matchSummaryFields,
    invitation: Type.Optional(
      Type.String({
        description: "The secret a join of this private match must carry (put it in the invitation link).",
      }),
    ),
  },
  {
    title: "CreatedMatch",
    description:
      "The answer to POST /matches: the match, and for a private match the invitation secret to share.",
  },
);

/** The static type of a schema, every property and array read-only (as the hand-written types were). */
export type Wire<T extends TSchema> = DeepReadonly<Static<T>>;

/** `T` with every property and array read-only, all the way down (`unknown` stays `unknown`). */
export type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
