/**
 * The constants of the match server's wire protocol: error codes, notice kinds, close codes and the
 * bounds the schemas (`schemas/`) and the server share. Plain values, no TypeBox, so the client bundle
 * that uses them stays small.
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
  "stale-version",
  "conflict",
  "unknown-game",
  "unknown-match",
  "bad-request",
  "seat-taken",
  "no-free-seat",
  "match-running",
  "internal",
  "chat-too-long",
  "chat-full",
  "chat-quota",
  "bad-clock",
  "seat-left",
  "match-not-finished",
  "not-found",
  "upgrade-required",
  "too-large",
  "uri-too-long",
  "unsupported-media-type",
  "timeout",
  "server-full",
  "starting",
  "match-closed",
  "bad-invitation",
  "too-many-connections",
  "unauthorized",
] as const;

/** One of the server's error codes. */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** The most versions of missed events one `state` message carries. */
export const MAX_CATCH_UP = 500;

/** WebSocket close code for a frame over the size limit (sent by the server's WebSocket layer). */
export const CLOSE_TOO_LARGE = 1009;

/** WebSocket close code when the server refuses a connection (flooding, too many connections, a bad hello or none, not reading). */
export const CLOSE_POLICY = 1008;

/** The shortest turn a clock may give. */
export const MIN_TURN_SECONDS = 2;

/** The longest turn a clock may give: one week. */
export const MAX_TURN_SECONDS = 604_800;

/** The longest chat line, in characters (after cleaning). */
export const MAX_CHAT_LENGTH = 500;

/** The most missed chat lines sent to a connection that says hello (the newest ones). */
export const MAX_CHAT_CATCH_UP = 100;

/** Why a notice was given. */
export const NOTICE_KINDS = ["autopilot", "resumed", "left"] as const;

/** One of the notice kinds. */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The shape of a match id (base64url; the server makes 16 characters), as a JSON Schema pattern. */
export const MATCH_ID_PATTERN = "^[A-Za-z0-9_-]{8,64}$";

/** The shape of a client-chosen act id, as a JSON Schema pattern. */
export const ACT_ID_PATTERN = "^[A-Za-z0-9_.:-]{1,64}$";

/** The longest invitation a join may send. */
export const MAX_INVITATION_LENGTH = 200;

/** The longest `botDelayMs` a match may ask for. */
export const MAX_BOT_DELAY_MS = 60_000;

/** The largest page `GET /matches` serves (a server may serve smaller ones, its `pageSize`). */
export const MAX_PAGE_SIZE = 100;
