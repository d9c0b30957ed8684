/**
 * The WebSocket messages as JSON Schema (TypeBox), both directions: what a client may send (checked by
 * the server with compiled validators) and every frame the server sends. `protocol.ts` derives the
 * TypeScript types; the build publishes them as `backroom/protocol/socket.schema.json`.
 */
import { Type } from "@sinclair/typebox";
import { ACT_ID_PATTERN, MAX_CATCH_UP, MAX_CHAT_LENGTH, NOTICE_KINDS } from "../protocol-constants.js";
import {
  ClockSettingsSchema,
  GamePart,
  GameString,
  IsoTime,
  MatchIdSchema,
  MatchSummarySchema,
  Nullable,
  SeatNumber,
  ServerErrorCodeSchema,
  StringEnum,
} from "./common.js";

/** A number of the client's choosing, echoed in the answer (a safe integer). */
const Ref = () =>
  Type.Integer({
    minimum: Number.MIN_SAFE_INTEGER,
    maximum: Number.MAX_SAFE_INTEGER,
    description: "A number of the client's choosing, echoed in the answer.",
  });

/** The seat token every play message presents. */
const Token = () => Type.String({ description: "The seat token from the join." });

/** A count of versions or chat lines seen. */
const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** Client → server: authenticate (with a seat token) or watch (without), and resume after `lastVersion`. */
export const HelloMessageSchema = Type.Object(
  {
    type: Type.Literal("hello"),
    token: Type.Optional(
      Type.String({ description: "The seat token from the join; omit it to watch as a spectator." }),
    ),
    lastVersion: Type.Optional(
      Count("The last version this client has seen; the server sends the events missed since then."),
    ),
    lastChat: Type.Optional(
      Count("The id of the last chat line this client has seen; the server sends the lines after it."),
    ),
  },
  { title: "HelloMessage", description: "The first message: take the seat whose token this is, or watch." },
);

/** Client → server: one action for the authenticated seat. */
export const ActMessageSchema = Type.Object(
  {
    type: Type.Literal("act"),
    token: Token(),
    action: GamePart("Action", "The action (the game's JSON); its `player` must be the authenticated seat."),
    ref: Type.Optional(Ref()),
    id: Type.Optional(
      Type.String({
        pattern: ACT_ID_PATTERN,
        description:
          "An id of the client's choosing, unique per seat and match: the same act sent again is answered with the first one's `accepted` and never applied twice.",
      }),
    ),
    expectedVersion: Type.Optional(
      Count(
        "The version of the state whose legal actions this act was chosen from: at any other version the act is refused (`stale-version`, with the current version) and changes nothing, unless its `id` was stored, which is answered with its `accepted`. Omit it to have the act judged by the rules alone.",
      ),
    ),
  },
  { title: "ActMessage", description: "One action for the authenticated seat." },
);

/** Client → server: a keep-alive; answered with `pong`. */
export const PingMessageSchema = Type.Object(
  { type: Type.Literal("ping") },
  { title: "PingMessage", description: "A keep-alive; answered with `pong`." },
);

/** Client → server: a line of table talk, to everyone (no `to`) or privately to one seat. */
export const ChatMessageSchema = Type.Object(
  {
    type: Type.Literal("chat"),
    token: Token(),
    text: Type.String({
      description: `At most ${MAX_CHAT_LENGTH} characters after cleaning; control and bidi characters are removed.`,
    }),
    to: Type.Optional(SeatNumber("The one seat to whisper to; omit for a public line.")),
    ref: Type.Optional(Ref()),
  },
  { title: "ChatMessage", description: "A line of table talk, to everyone or privately to one seat." },
);

/** Client → server: the person takes their seat back from the autopilot. */
export const ResumeSeatMessageSchema = Type.Object(
  { type: Type.Literal("resume-seat"), token: Token(), ref: Type.Optional(Ref()) },
  { title: "ResumeSeatMessage", description: "Take the seat back from the autopilot." },
);

/** Client → server: the person leaves the match; a bot plays the seat to the end. */
export const LeaveMessageSchema = Type.Object(
  { type: Type.Literal("leave"), token: Token(), ref: Type.Optional(Ref()) },
  { title: "LeaveMessage", description: "Leave the match: a bot plays the seat to the end." },
);

/** Every message a client may send, by its `type`. */
export const CLIENT_MESSAGE_SCHEMAS = {
  hello: HelloMessageSchema,
  act: ActMessageSchema,
  ping: PingMessageSchema,
  chat: ChatMessageSchema,
  "resume-seat": ResumeSeatMessageSchema,
  leave: LeaveMessageSchema,
} as const;

/** Server → client: the answer to `hello`. */
export const WelcomeMessageSchema = Type.Object(
  {
    type: Type.Literal("welcome"),
    match: MatchSummarySchema,
    seat: Nullable(SeatNumber(), { description: "The authenticated seat, or null for a spectator." }),
  },
  { title: "WelcomeMessage", description: "The answer to a good hello." },
);

/** The redacted events one version caused, as the receiving seat may see them. */
export const VersionEventsSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    events: Type.Array(GamePart("Event", "One event, redacted for the receiving seat.")),
  },
  {
    title: "VersionEvents",
    description: "The events one version caused, as the receiving seat may see them.",
  },
);

/** A kind of action the receiving seat cannot take now, and the refusal an attempt of it gets. */
export const UnavailableActionSchema = Type.Object(
  {
    type: Type.String({ description: "The action type." }),
    code: GameString("RuleCode", "The rule error code an attempt of this kind is refused with."),
    text: Type.String({
      description:
        "That refusal's text in English (the game's catalogue gives it in other languages by `code`).",
    }),
  },
  {
    title: "UnavailableAction",
    description: "A kind of action the current step names that the seat cannot take now, and why.",
  },
);

/** Server → client: the current view of the receiving seat and what happened since its last update. */
export const StateMessageSchema = Type.Object(
  {
    type: Type.Literal("state"),
    version: Count("The number of actions applied; the state this view shows."),
    view: GamePart("View", "The game's view for the receiving seat (the spectator view for spectators)."),
    legal: Type.Array(GamePart("Action", "A legal action, ready to send."), {
      description: "The seat's legal actions now (empty for spectators and seats not to act).",
    }),
    unavailable: Type.Optional(
      Type.Array(UnavailableActionSchema, {
        description:
          "The kinds of action the current step names for the receiving seat that it cannot take now, each with the rule code and English text that attempting one gives (empty for spectators).",
      }),
    ),
    toAct: Type.Array(SeatNumber(), { description: "The seats that may act now." }),
    outcome: Nullable(GamePart("Outcome", "The outcome."), {
      description: "The outcome once the game is over, else null.",
    }),
    log: Type.Array(VersionEventsSchema, {
      maxItems: MAX_CATCH_UP,
      description: "The events of every version after the one the client last received, up to this one.",
    }),
    truncated: Type.Boolean({ description: "True when the oldest entries of `log` were left out." }),
  },
  {
    title: "StateMessage",
    description: "The receiving seat's view and what happened since its last update.",
  },
);

/** Server → client: the action with this `ref` was stored (and will be shown) as `version`. */
export const AcceptedMessageSchema = Type.Object(
  { type: Type.Literal("accepted"), ref: Nullable(Ref()), version: Type.Integer({ minimum: 1 }) },
  { title: "AcceptedMessage", description: "The act with this `ref` was stored as `version`." },
);

/** Server → client: a refusal; `rule` carries the game's `RuleError` code for `illegal-action`. */
export const ErrorMessageSchema = Type.Object(
  {
    type: Type.Literal("error"),
    code: ServerErrorCodeSchema,
    message: Type.String(),
    ref: Type.Optional(Nullable(Ref())),
    rule: Type.Optional(GameString("RuleCode", "The game's rule error code, for `illegal-action`.")),
    version: Type.Optional(
      Count(
        "The match's version when the error was sent (the one an act was judged against); absent only before the hello has found the match.",
      ),
    ),
  },
  { title: "ErrorMessage", description: "A refusal; `ref` echoes the message it answers." },
);

/** Server → client: the answer to `ping`. */
export const PongMessageSchema = Type.Object(
  { type: Type.Literal("pong") },
  { title: "PongMessage", description: "The answer to `ping`." },
);

/** Server → client: one line of table talk (the sender's own copy carries its `ref`). */
export const ChatLineMessageSchema = Type.Object(
  {
    type: Type.Literal("chat"),
    id: Type.Integer({
      minimum: 1,
      description: "Increasing within the match; pass the last one seen as `lastChat`.",
    }),
    from: SeatNumber("The seat that said it."),
    to: Nullable(SeatNumber(), { description: "The recipient of a private line, null for a public one." }),
    text: Type.String(),
    at: IsoTime("The time the server stored the line."),
    ref: Type.Optional(Nullable(Ref())),
  },
  { title: "ChatLineMessage", description: "One line of table talk this connection may read." },
);

/** How one seat stands at the table: on autopilot, left, and its turn clock. */
export const SeatStatusSchema = Type.Object(
  {
    seat: SeatNumber(),
    name: Nullable(Type.String(), { description: "The display name given when joining, or null." }),
    autopilot: Type.Boolean({
      description: "A bot plays this person's seat until they act or send `resume-seat`.",
    }),
    left: Type.Boolean({ description: "The person left: a bot plays the seat to the end of the match." }),
    deadline: Nullable(IsoTime("The time the seat's turn runs out."), {
      description: "The time the seat's turn runs out, or null when its clock is not running.",
    }),
  },
  { title: "SeatStatus", description: "How one seat stands at the table." },
);

/** Server → client: how every seat stands (sent after the first state and whenever it changes). */
export const TableMessageSchema = Type.Object(
  {
    type: Type.Literal("table"),
    clock: Nullable(ClockSettingsSchema, { description: "The match's clock, or null without one." }),
    seats: Type.Array(SeatStatusSchema),
    now: IsoTime("The server's time when it sent this, to count down with the offset to the client's clock."),
  },
  { title: "TableMessage", description: "How every seat stands." },
);

/** Server → client: something everyone at the table is told, e.g. "Seat 2 is on autopilot". */
export const NoticeMessageSchema = Type.Object(
  {
    type: Type.Literal("notice"),
    kind: StringEnum(NOTICE_KINDS, { description: "Why the notice was given." }),
    seat: SeatNumber(),
    text: Type.String({ description: "The notice in words." }),
    at: IsoTime("The time of the notice."),
  },
  { title: "NoticeMessage", description: "Something everyone at the table is told." },
);

/** Server → client: a seat of this finished match asked for a rematch; accept it with `POST /matches/:id/rematch`. */
export const RematchMessageSchema = Type.Object(
  { type: Type.Literal("rematch"), matchId: MatchIdSchema },
  { title: "RematchMessage", description: "A seat of this finished match asked for a rematch." },
);

/** Every frame the server sends, by its `type`. */
export const SERVER_MESSAGE_SCHEMAS = {
  welcome: WelcomeMessageSchema,
  state: StateMessageSchema,
  accepted: AcceptedMessageSchema,
  error: ErrorMessageSchema,
  pong: PongMessageSchema,
  chat: ChatLineMessageSchema,
  table: TableMessageSchema,
  notice: NoticeMessageSchema,
  rematch: RematchMessageSchema,
} as const;
