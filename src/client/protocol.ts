/**
 * The match server's wire protocol: HTTP bodies, WebSocket messages and error codes. Each type is
 * derived from its JSON Schema (`schemas/`, TypeBox), which the server validates against and the
 * build publishes (`backroom/protocol/openapi.json`, `backroom/protocol/socket.schema.json`). Only
 * types and plain constants here, so the browser-safe client (`backroom/client`) carries no schema code.
 * docs/guides/match-server.md describes the protocol in prose.
 */
import type {
  ClockSettingsSchema,
  CreatedMatchSchema,
  MatchSummarySchema,
  SeatSummarySchema,
  Wire,
} from "./schemas/common.js";
import type {
  FinishedMatchPageSchema,
  FinishedMatchSchema,
  FinishedSeatSchema,
} from "./schemas/finished-matches.js";
import type {
  CreateMatchRequestSchema,
  GameSummarySchema,
  HttpErrorBodySchema,
  JoinRequestSchema,
  JoinResponseSchema,
  RecordChatLineSchema,
  RematchRequestSchema,
  ServerConfigSchema,
} from "./schemas/http.js";
import type {
  AcceptedMessageSchema,
  ActMessageSchema,
  ChatLineMessageSchema,
  ChatMessageSchema,
  ErrorMessageSchema,
  HelloMessageSchema,
  LeaveMessageSchema,
  NoticeMessageSchema,
  PingMessageSchema,
  PongMessageSchema,
  RematchMessageSchema,
  ResumeSeatMessageSchema,
  SeatStatusSchema,
  StateMessageSchema,
  TableMessageSchema,
  VersionEventsSchema,
  WelcomeMessageSchema,
} from "./schemas/socket.js";

export * from "./protocol-constants.js";

/** One seat of a match as anyone may see it: who sits there, never the token. */
export type SeatSummary = Wire<typeof SeatSummarySchema>;

/** A match as listed by `GET /matches`: configuration without the secret seed. */
export type MatchSummary = Wire<typeof MatchSummarySchema>;

/** The answer to `POST /matches`: the match, and for a private match the invitation secret to share. */
export type CreatedMatch = Wire<typeof CreatedMatchSchema>;

/** A match's turn clock. */
export type ClockSettings = Wire<typeof ClockSettingsSchema>;

/** A game the server hosts, as listed by `GET /games`. */
export type GameSummary = Wire<typeof GameSummarySchema>;

/** The body of `POST /matches`. */
export type CreateMatchRequest = Wire<typeof CreateMatchRequestSchema>;

/** The body of `POST /matches/:id/join`. */
export type JoinRequest = Wire<typeof JoinRequestSchema>;

/** The answer to a join: the seat and its secret token (keep it; it cannot be recovered). */
export type JoinResponse = Wire<typeof JoinResponseSchema>;

/** The JSON body of every failed HTTP request. */
export type HttpErrorBody = Wire<typeof HttpErrorBodySchema>;

/** The body of `POST /matches/:id/rematch`: the token of a seat of the finished match. */
export type RematchRequest = Wire<typeof RematchRequestSchema>;

/** A public chat line as the published record of a finished match carries it (`chat`); private lines are never published. */
export type RecordChatLine = Wire<typeof RecordChatLineSchema>;

/** Client → server: authenticate (with a seat token) or watch (without), and resume after `lastVersion`. */
export type HelloMessage = Wire<typeof HelloMessageSchema>;

/** Client → server: one action for the authenticated seat (`id` makes resending it safe). */
export type ActMessage = Wire<typeof ActMessageSchema>;

/** An act sent whose answer has not arrived: resend it with the same id to learn its fate safely. */
export interface PendingAct<A = unknown> {
  readonly id: string;
  readonly action: A;
  /** The version the act was chosen at (sent as `expectedVersion`), if it was sent with one. */
  readonly expectedVersion?: number;
}

/** Client → server: a keep-alive; answered with `pong`. */
export type PingMessage = Wire<typeof PingMessageSchema>;

/** Client → server: a line of table talk, to everyone (no `to`) or privately to one seat. */
export type ChatMessage = Wire<typeof ChatMessageSchema>;

/** Client → server: the person takes their seat back from the autopilot. */
export type ResumeSeatMessage = Wire<typeof ResumeSeatMessageSchema>;

/** Client → server: the person leaves the match; a bot plays the seat to the end. */
export type LeaveMessage = Wire<typeof LeaveMessageSchema>;

/** Every message a client may send. */
export type ClientMessage =
  | HelloMessage
  | ActMessage
  | PingMessage
  | ChatMessage
  | ResumeSeatMessage
  | LeaveMessage;

/** Server → client: the answer to `hello`. */
export type WelcomeMessage = Wire<typeof WelcomeMessageSchema>;

/** The redacted events one version caused, as the receiving seat may see them. */
export type VersionEvents = Wire<typeof VersionEventsSchema>;

/** Server → client: the receiving seat's view `V`, its legal actions `A[]` and the events since its last update. */
export type StateMessage<V = unknown, A = unknown> = Omit<
  Wire<typeof StateMessageSchema>,
  "view" | "legal"
> & {
  readonly view: V;
  readonly legal: readonly A[];
};

/** Server → client: the action with this `ref` was stored (and will be shown) as `version`. */
export type AcceptedMessage = Wire<typeof AcceptedMessageSchema>;

/** Server → client: a refusal; `rule` carries the game's `RuleError` code for `illegal-action`. */
export type ErrorMessage = Wire<typeof ErrorMessageSchema>;

/** Server → client: the answer to `ping`. */
export type PongMessage = Wire<typeof PongMessageSchema>;

/** Server → client: one line of table talk (the sender's own copy carries its `ref`). */
export type ChatLineMessage = Wire<typeof ChatLineMessageSchema>;

/** How one seat stands at the table: on autopilot, left, and its turn clock. */
export type SeatStatus = Wire<typeof SeatStatusSchema>;

/** Server → client: how every seat stands (sent after the first state and whenever it changes). */
export type TableMessage = Wire<typeof TableMessageSchema>;

/** Server → client: something everyone at the table is told, e.g. "Seat 2 is on autopilot". */
export type NoticeMessage = Wire<typeof NoticeMessageSchema>;

/** Server → client: a seat of this finished match asked for a rematch; accept it with `POST /matches/:id/rematch`. */
export type RematchMessage = Wire<typeof RematchMessageSchema>;

/** Every message the server sends. */
export type ServerMessage<V = unknown, A = unknown> =
  | WelcomeMessage
  | StateMessage<V, A>
  | AcceptedMessage
  | ErrorMessage
  | PongMessage
  | ChatLineMessage
  | TableMessage
  | NoticeMessage
  | RematchMessage;

/** What `GET /config` tells a page the server serves: the public address its invitation links carry (`null`: the address the browser used). */
export type ServerConfig = Wire<typeof ServerConfigSchema>;

/** One seat of a finished match: the person's display name or the bot that played it. */
export type FinishedSeat = Wire<typeof FinishedSeatSchema>;

/** A finished public match as `GET /matches/finished` lists it (never a token or the seed). */
export type FinishedMatch = Wire<typeof FinishedMatchSchema>;

/** One page of `GET /matches/finished`, newest first; `older` asks for the next page. */
export type FinishedMatchPage = Wire<typeof FinishedMatchPageSchema>;
