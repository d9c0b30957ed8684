/**
 * The bodies of `GET /matches/finished`: one page of the server's recent finished public matches,
 * newest first, with what anyone may know of them once they are over (who sat where, when each
 * ended and its outcome; never a token, never the seed).
 */
import { Type } from "@sinclair/typebox";
import { MAX_PAGE_SIZE } from "../protocol-constants.js";
import { GamePart, GameString, IsoTime, MatchIdSchema, Nullable, SeatNumber } from "./common.js";

/** The shape of a finished-match cursor (`older` of a page, `before` of the next request). */
export const FINISHED_CURSOR_PATTERN = "^[A-Za-z0-9_-]{1,200}$";

/** One seat of a finished match: the person's display name or the bot that played it. */
export const FinishedSeatSchema = Type.Object(
  {
    seat: SeatNumber(),
    bot: Nullable(Type.String(), {
      description: "The bot that played the seat (its name), null for a person.",
    }),
    name: Nullable(Type.String(), {
      description: "The display name the person joined with; null for a bot or a person without one.",
    }),
  },
  { title: "FinishedSeat", description: "One seat of a finished match." },
);

/** A finished match as `GET /matches/finished` lists it. */
export const FinishedMatchSchema = Type.Object(
  {
    id: MatchIdSchema,
    game: GameString("GameId", "The game's id."),
    title: Type.String({ description: "The game's title." }),
    players: Type.Integer({ minimum: 1, description: "The number of seats." }),
    seats: Type.Array(FinishedSeatSchema, { description: "Every seat, in seat order." }),
    moves: Type.Integer({ minimum: 1, description: "The number of actions played." }),
    createdAt: IsoTime("The time the match was created."),
    endedAt: IsoTime("The time its last action was stored."),
    outcome: Nullable(GamePart("Outcome", "The outcome."), {
      description:
        "The game's outcome (scores, ranks, winners, reason); null when this server no longer serves the game.",
    }),
  },
  {
    title: "FinishedMatch",
    description: "A finished public match: its record (GET /matches/{id}/record) replays it step by step.",
  },
);

/** The answer to `GET /matches/finished`. */
export const FinishedMatchPageSchema = Type.Object(
  {
    matches: Type.Array(FinishedMatchSchema, { description: "The matches of the page, newest first." }),
    older: Nullable(Type.String({ pattern: FINISHED_CURSOR_PATTERN }), {
      description: "Pass as `before` for the next, older page; null when there is none.",
    }),
  },
  {
    title: "FinishedMatchPage",
    description: "One page of the server's finished public matches, newest first.",
  },
);

/** The query of `GET /matches/finished`. */
export const FinishedMatchQuerySchema = Type.Object({
  before: Type.Optional(
    Type.String({
      pattern: FINISHED_CURSOR_PATTERN,
      description: "A page's `older` cursor (opaque): the matches that ended before the page's last one.",
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: "Matches per page (default 20, at most the server's pageSize, 100 by default).",
    }),
  ),
});
