/**
 * What an online table holds besides the board: the chat lines this seat may read (by id, each
 * once), which conversation the person looks at and how many lines they have not seen in the
 * others, how the seats stand (autopilot, left, turn deadlines, with the server's clock offset),
 * the latest notice, and a proposed rematch. Lines that were said before this page (re)joined are
 * history: shown, but never told through the live region as if just said.
 */
import type { ChatLineMessage, NoticeMessage, TableMessage } from "backroom/client";

/** A conversation: `"all"` for the public lines, or the other seat of a private one. */
export type Conversation = "all" | number;

/** The chat, clocks and notices of one online table, seen from one seat (`null`: a spectator). */
export class TableTalk {
  /** Every line received, oldest first. */
  readonly lines: ChatLineMessage[] = [];
  /** The notices received, oldest first. */
  readonly notices: NoticeMessage[] = [];
  /** The latest seat statuses. */
  table: TableMessage | undefined;
  /** Server time minus this page's time when the table arrived, in ms. */
  offset = 0;
  /** The match a seat proposed as a rematch. */
  rematchId: string | undefined;
  /** The conversation on screen. */
  open: Conversation = "all";
  /** Whether the chat panel is unfolded. */
  shown = true;
  private readonly seen = new Map<Conversation, number>();
  /** The ids of lines said before the connection that delivered them joined. */
  private readonly history = new Set<number>();
  /**
   * The server's time when the current connection joined (the `now` of its first table status), or
   * `undefined` until that status arrives: the server sends it before the lines a joiner missed.
   */
  private joinedAt: number | undefined;

  constructor(readonly seat: number | null) {}

  /** The conversation a line belongs to, for this seat. */
  conversationOf(line: ChatLineMessage): Conversation {
    if (line.to === null) return "all";
    return line.from === this.seat ? line.to : line.from;
  }

  /** Notes that a new connection is joining: the lines it catches up on are history. */
  rejoining(): void {
    this.joinedAt = undefined;
  }

  /** Keeps a notice once: one that still stands is told again on every (re)join. */
  addNotice(notice: NoticeMessage): void {
    const known = this.notices.some(
      (kept) => kept.kind === notice.kind && kept.seat === notice.seat && kept.at === notice.at,
    );
    if (!known) this.notices.push(notice);
  }

  /** Keeps a line (once, in id order); a line of the open conversation counts as seen when the panel is shown. */
  add(line: ChatLineMessage): void {
    if (this.lines.some((kept) => kept.id === line.id)) return;
    // Before the join's table status, only caught-up lines can arrive; after it, the server's own
    // clock tells a line stored before the join from one said since (both times are the server's).
    if (this.joinedAt === undefined || Date.parse(line.at) < this.joinedAt) this.history.add(line.id);
    this.lines.push(line);
    this.lines.sort((a, b) => a.id - b.id);
    if (line.from === this.seat) this.markSeen(this.conversationOf(line));
  }

  /** The lines of one conversation. */
  linesOf(conversation: Conversation): ChatLineMessage[] {
    return this.lines.filter((line) => this.conversationOf(line) === conversation);
  }

  /** Whether a line arrived as it was said (not as history caught up on when this page joined). */
  isLive(line: ChatLineMessage): boolean {
    return !this.history.has(line.id);
  }

  /** Lines of a conversation newer than the last one the person saw. */
  unread(conversation: Conversation): number {
    const seen = this.seen.get(conversation) ?? 0;
    return this.linesOf(conversation).filter((line) => line.id > seen && line.from !== this.seat).length;
  }

  /** The unread lines of every conversation together. */
  unreadTotal(conversations: readonly Conversation[]): number {
    let total = 0;
    for (const conversation of conversations) total += this.unread(conversation);
    return total;
  }

  /** Marks a conversation read up to its newest line. */
  markSeen(conversation: Conversation): void {
    const newest = this.linesOf(conversation).at(-1)?.id ?? 0;
    this.seen.set(conversation, Math.max(this.seen.get(conversation) ?? 0, newest));
  }

  /** Takes a table status, noting the offset between the server's clock and this page's. */
  setTable(table: TableMessage, localNow: number): void {
    this.table = table;
    this.joinedAt ??= Date.parse(table.now);
    this.offset = Date.parse(table.now) - localNow;
  }

  /** Whole seconds left on a seat's clock at this page's time `localNow`, or `undefined` when it is not running. */
  secondsLeft(seat: number, localNow: number): number | undefined {
    const deadline = this.table?.seats[seat]?.deadline;
    if (!deadline) return undefined;
    return Math.max(0, Math.ceil((Date.parse(deadline) - (localNow + this.offset)) / 1000));
  }
}

/** Seconds as "m:ss" (or "h:mm:ss" from an hour, "N d" from two days). */
export function clockText(seconds: number): string {
  if (seconds >= 2 * 86_400) return `${Math.floor(seconds / 86_400)} d`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
