/**
 * The match server's wire protocol: HTTP bodies, WebSocket messages and error codes. Types and
 * constants only, so the browser-safe client (`backroom/client`) shares them with the server.
 * docs/guides/match-server.md describes the protocol in prose.
 */

/** Error codes the server sends (`error` messages on the socket, `error` fields of HTTP bodies). */
export const SERVER_ERROR_CODES = [
  "bad-json",
  "binary-frame",
  "unknown-message",
  "bad-message",
  "rate-limited",
  "not-authenticated",
  "already-authenticated",
  "bad-token",
  "spectator",
  "not-your-seat",
  "illegal-action",
  "conflict",
  "unknown-game",
  "unknown-match",
  "bad-request",
  "seat-taken",
  "no-free-seat",
  "match-running",
  "internal",
  "chat-too-long",
  "bad-clock",
  "seat-left",
  "match-not-finished",
  "not-found",
  "too-large",
  "uri-too-long",
  "unsupported-media-type",
  "timeout",
  "server-full",
  "match-closed",
  "bad-invitation",
  "too-many-connections",
  "unauthorized",
] as const;

/** One of the server's error codes. */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** One seat of a match as anyone may see it: who sits there, never the token. */
export interface SeatSummary {
  readonly seat: number;
  /** The bot playing this seat on the server (`random`, `heuristic`, `ismcts`), or `null` for a person. */
  readonly bot: string | null;
  /** Whether a person holds this seat's token (bot seats are always taken). */
  readonly taken: boolean;
  /** The display name given when joining (not authenticated, for display only). */
  readonly name: string | null;
}

/** A match as listed by `GET /matches`: configuration without the secret seed. */
export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly players: number;
  readonly options: Record<string, unknown>;
  readonly seats: readonly SeatSummary[];
  /** The number of actions accepted so far. */
  readonly version: number;
  /** `expired`: no person joined in time; `abandoned`: no action for a long time; neither plays on. */
  readonly status: "open" | "finished" | "expired" | "abandoned";
  /** Milliseconds a server-side bot waits before acting. */
  readonly botDelayMs: number;
  /** ISO time of creation. */
  readonly createdAt: string;
  /** The turn clock, or `null` when people may take as long as they like. */
  readonly clock: ClockSettings | null;
  /** True for a private match: joining needs its invitation, and it is never listed. */
  readonly private?: boolean;
}

/** The answer to `POST /matches`: the match, and for a private match the invitation secret to share. */
export interface CreatedMatch extends MatchSummary {
  /** The secret a join of this private match must carry (put it in the invitation link). */
  readonly invitation?: string;
}

/** A game the server hosts, as listed by `GET /games`. */
export interface GameSummary {
  readonly id: string;
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly defaultOptions: unknown;
  /** The bot names usable for this game's seats. */
  readonly bots: readonly string[];
}

/** The body of `POST /matches`. */
export interface CreateMatchRequest {
  readonly game: string;
  readonly players: number;
  readonly options?: Record<string, unknown>;
  /** One entry per seat: a bot name for a server-side bot, `null` for a person. Default: all people. */
  readonly bots?: readonly (string | null)[];
  /** Milliseconds a bot waits before acting (default: the server's `botDelayMs`). */
  readonly botDelayMs?: number;
  /** A fixed seed; refused unless the server was started with `allowSeeds` (whoever knows it can compute hidden cards). */
  readonly seed?: number | string;
  /** A turn clock: a person's seat that may act and has not for `turnSeconds` is played by a bot until they are back. */
  readonly clock?: ClockSettings;
  /** A private match: never listed, and joining needs the invitation the creation answers with. */
  readonly private?: boolean;
}

/** The body of `POST /matches/:id/join`. */
export interface JoinRequest {
  /** The seat wanted; default: the lowest free seat for a person. */
  readonly seat?: number;
  /** A display name, cut to 40 graphemes; one with no visible character is refused (leave it out for none). */
  readonly name?: string;
  /** A private match's invitation secret. */
  readonly invitation?: string;
}

/** The answer to a join: the seat and its secret token (keep it; it cannot be recovered). */
export interface JoinResponse {
  readonly matchId: string;
  readonly seat: number;
  readonly token: string;
}

/** The JSON body of every failed HTTP request. */
export interface HttpErrorBody {
  readonly error: ServerErrorCode;
  readonly message: string;
}

/** Client → server: authenticate (with a seat token) or watch (without), and resume after `lastVersion`. */
export interface HelloMessage {
  readonly type: "hello";
  /** The seat token from the join; omit it to watch as a spectator. */
  readonly token?: string;
  /** The last version this client has seen; the server sends the events missed since then. */
  readonly lastVersion?: number;
  /** The id of the last chat line this client has seen; the server sends the lines after it (at most `MAX_CHAT_CATCH_UP`). */
  readonly lastChat?: number;
}

/** Client → server: one action for the authenticated seat. */
export interface ActMessage {
  readonly type: "act";
  /** The seat token again: every play message presents it. */
  readonly token: string;
  /** The action; its `player` must be the authenticated seat. */
  readonly action: unknown;
  /** A number of the client's choosing, echoed in the answer. */
  readonly ref?: number;
  /**
   * An id of the client's choosing (1-64 characters of `A-Z a-z 0-9 _ - . :`), unique per seat and
   * match: the server stores it with the action, and the same act sent again (after a reconnect, say)
   * is answered with the first one's `accepted` and never applied twice.
   */
  readonly id?: string;
}

/** An act sent whose answer has not arrived: resend it with the same id to learn its fate safely. */
export interface PendingAct<A = unknown> {
  readonly id: string;
  readonly action: A;
}

/** Client → server: a keep-alive; answered with `pong`. */
export interface PingMessage {
  readonly type: "ping";
}

/** Every message a client may send. */
export type ClientMessage =
  | HelloMessage
  | ActMessage
  | PingMessage
  | ChatMessage
  | ResumeSeatMessage
  | LeaveMessage;

/** Server → client: the answer to `hello`. */
export interface WelcomeMessage {
  readonly type: "welcome";
  readonly match: MatchSummary;
  /** The authenticated seat, or `null` for a spectator. */
  readonly seat: number | null;
}

/** The redacted events one version caused, as the receiving seat may see them. */
export interface VersionEvents {
  readonly version: number;
  readonly events: readonly unknown[];
}

/** Server → client: the current view of the receiving seat and what happened since its last update. */
export interface StateMessage<V = unknown, A = unknown> {
  readonly type: "state";
  /** The number of actions applied; the state this view shows. */
  readonly version: number;
  /** `viewFor(state, seat)` (the spectator view for spectators); `view.events` are this version's events. */
  readonly view: V;
  /** The seat's legal actions now (empty for spectators and seats not to act). */
  readonly legal: readonly A[];
  readonly toAct: readonly number[];
  /** The outcome once the game is over, else `null`. */
  readonly outcome: unknown;
  /**
   * The events of every version after the one the client last received (or named in `hello`) up to
   * and including this one, each redacted for the receiving seat. At most `MAX_CATCH_UP` entries.
   */
  readonly log: readonly VersionEvents[];
  /** True when the gap was longer than `MAX_CATCH_UP` and the oldest entries were left out. */
  readonly truncated: boolean;
}

/** Server → client: the action with this `ref` was stored (and will be shown) as `version`. */
export interface AcceptedMessage {
  readonly type: "accepted";
  readonly ref: number | null;
  readonly version: number;
}

/** Server → client: a refusal; `rule` carries the game's `RuleError` code for `illegal-action`. */
export interface ErrorMessage {
  readonly type: "error";
  readonly code: ServerErrorCode;
  readonly message: string;
  readonly ref?: number | null;
  readonly rule?: string;
}

/** Server → client: the answer to `ping`. */
export interface PongMessage {
  readonly type: "pong";
}

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

/** The most versions of missed events one `state` message carries. */
export const MAX_CATCH_UP = 500;

/** WebSocket close code for a frame over the size limit (sent by the server's WebSocket layer). */
export const CLOSE_TOO_LARGE = 1009;

/** WebSocket close code when a connection keeps flooding after being rate limited. */
export const CLOSE_POLICY = 1008;

/** A match's turn clock. */
export interface ClockSettings {
  /** Seconds a person's seat may take to act (a whole number from `MIN_TURN_SECONDS` to `MAX_TURN_SECONDS`). */
  readonly turnSeconds: number;
}

/** The shortest turn a clock may give. */
export const MIN_TURN_SECONDS = 2;

/** The longest turn a clock may give: one week. */
export const MAX_TURN_SECONDS = 604_800;

/** The longest chat line, in characters (after cleaning). */
export const MAX_CHAT_LENGTH = 500;

/** The most missed chat lines sent to a connection that says hello (the newest ones). */
export const MAX_CHAT_CATCH_UP = 100;

/** Client → server: a line of table talk, to everyone (no `to`) or privately to one seat. */
export interface ChatMessage {
  readonly type: "chat";
  /** The seat token: only seats talk; spectators read the public lines. */
  readonly token: string;
  /** At most `MAX_CHAT_LENGTH` characters; control and bidi characters are removed. */
  readonly text: string;
  /** The one seat to whisper to; omit for a public line. */
  readonly to?: number;
  /** A number of the client's choosing, echoed on the sender's copy of the line or on the refusal. */
  readonly ref?: number;
}

/** Client → server: the person takes their seat back from the autopilot. */
export interface ResumeSeatMessage {
  readonly type: "resume-seat";
  readonly token: string;
  readonly ref?: number;
}

/** Client → server: the person leaves the match; a bot plays the seat to the end. */
export interface LeaveMessage {
  readonly type: "leave";
  readonly token: string;
  readonly ref?: number;
}

/** Server → client: one line of table talk (the sender's own copy carries its `ref`). */
export interface ChatLineMessage {
  readonly type: "chat";
  /** Increasing within the match; pass the last one seen as `lastChat` when reconnecting. */
  readonly id: number;
  readonly from: number;
  /** The recipient of a private line, `null` for a public one. */
  readonly to: number | null;
  readonly text: string;
  /** ISO time the server stored the line. */
  readonly at: string;
  readonly ref?: number | null;
}

/** How one seat stands at the table: on autopilot, left, and its turn clock. */
export interface SeatStatus {
  readonly seat: number;
  /** The display name given when joining (`null` for none, or a seat nobody joined yet). */
  readonly name: string | null;
  /** A bot plays this person's seat until they act or send `resume-seat`. */
  readonly autopilot: boolean;
  /** The person left: a bot plays the seat to the end of the match. */
  readonly left: boolean;
  /** ISO time the seat's turn runs out, or `null` when its clock is not running. */
  readonly deadline: string | null;
}

/** Server → client: how every seat stands (sent after the first state and whenever it changes). */
export interface TableMessage {
  readonly type: "table";
  /** The match's clock, or `null` without one. */
  readonly clock: ClockSettings | null;
  readonly seats: readonly SeatStatus[];
  /** The server's time when it sent this, so a client can count down with its own clock's offset. */
  readonly now: string;
}

/** Why a notice was given. */
export const NOTICE_KINDS = ["autopilot", "resumed", "left"] as const;

/** One of the notice kinds. */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Server → client: something everyone at the table is told, e.g. "Seat 2 is on autopilot". */
export interface NoticeMessage {
  readonly type: "notice";
  readonly kind: NoticeKind;
  readonly seat: number;
  /** The notice in words. */
  readonly text: string;
  readonly at: string;
}

/** Server → client: a seat of this finished match asked for a rematch; accept it with `POST /matches/:id/rematch`. */
export interface RematchMessage {
  readonly type: "rematch";
  /** The new match. */
  readonly matchId: string;
}

/** The body of `POST /matches/:id/rematch`: the token of a seat of the finished match. */
export interface RematchRequest {
  readonly token: string;
}

/** A public chat line as the published record of a finished match carries it (`chat`); private lines are never published. */
export interface RecordChatLine {
  readonly from: number;
  readonly text: string;
  readonly at: string;
}

/** What `GET /config` tells a page the server serves: the public address its invitation links carry (`null`: the address the browser used). */
export interface ServerConfig {
  readonly publicUrl: string | null;
}
