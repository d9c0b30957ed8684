/**
 * The socket messages about the table rather than the board: `chat` (a seat talks, publicly or to one
 * seat), `resume-seat` (take the seat back from the autopilot) and `leave` (a bot plays the rest).
 * Each presents the seat token; every refusal is an `error` message carrying the message's `ref`.
 * A line is stored only within its match's cap on lines and its sender's address's budget of bytes
 * for the day; past either only that line is refused.
 */
import type { ChatMessage, LeaveMessage, ResumeSeatMessage, ServerErrorCode } from "../../client/protocol.js";
import { MAX_CHAT_LENGTH } from "../../client/protocol.js";
import { type TalkBudget, talkLineCost } from "../guards/talk-budget.js";
import { tokenMatches } from "../guards/tokens.js";
import type { LiveMatch, Viewer } from "../match/live-match.js";
import { chatTextProblem, cleanChatText } from "../table/chat-lines.js";

/** Who talks on a connection, and the bounds on what is stored of it. */
export interface TalkSender {
  /** The connection's client address. */
  readonly address: string;
  /** Every address's stored talk today. */
  readonly budget: TalkBudget;
  /** The most lines a match stores. */
  readonly maxLines: number;
}

/** What a table message needs of its connection. */
export interface TableMessageContext {
  /** The hello'd viewer with its token hash, if any. */
  readonly viewer: (Viewer & { readonly tokenHash: string | null }) | undefined;
  readonly match: () => Promise<LiveMatch | undefined>;
  readonly fail: (code: ServerErrorCode, message: string, ref?: number | null) => void;
  readonly talk: TalkSender;
}

/** Handles one `chat`, `resume-seat` or `leave` message (checked against its schema). */
export async function handleTableMessage(
  message: ChatMessage | ResumeSeatMessage | LeaveMessage,
  context: TableMessageContext,
): Promise<void> {
  const { viewer, fail } = context;
  const reference = message.ref ?? null;
  if (!viewer) return fail("not-authenticated", "say hello with your seat token first", reference);
  if (viewer.seat === null) {
    const what = message.type === "chat" ? "talk (they read the public lines)" : "hold a seat";
    return fail("spectator", `spectators cannot ${what}`, reference);
  }
  if (!tokenMatches(message.token, viewer.tokenHash)) {
    return fail("bad-token", "every message must carry this seat's token", reference);
  }
  const match = await context.match();
  if (!match) return fail("unknown-match", "the match is gone", reference);
  const seat = viewer.seat;
  if (message.type === "leave") return match.table.leave(seat);
  if (message.type === "resume-seat") {
    if (match.table.hasLeft(seat))
      return fail("seat-left", "you left this match; a bot plays your seat", reference);
    return match.table.resume(seat);
  }
  const { text, to } = message;
  const players = match.stored.players;
  if (to !== undefined && (to >= players || to === seat)) {
    return fail("bad-message", `to must be another seat, from 0 to ${players - 1}`, reference);
  }
  const cleaned = cleanChatText(text);
  const problem = chatTextProblem(cleaned);
  if (problem === "empty") return fail("bad-message", "say something (the text is empty)", reference);
  if (problem === "too-long") {
    return fail("chat-too-long", `a chat line has at most ${MAX_CHAT_LENGTH} characters`, reference);
  }
  if (!match.table.chatAllowed(seat))
    return fail("rate-limited", "too many chat lines; wait a moment", reference);
  const { address, budget, maxLines } = context.talk;
  const cost = talkLineCost(cleaned);
  if (!budget.charge(address, cost)) {
    return fail(
      "chat-quota",
      `this address has had ${budget.bytesPerDay} bytes of talk stored today; talk again tomorrow (UTC)`,
      reference,
    );
  }
  if (!(await match.table.say(viewer, to ?? null, cleaned, reference, maxLines))) {
    budget.refund(address, cost);
    return fail("chat-full", `this match stores at most ${maxLines} talk lines`, reference);
  }
}
