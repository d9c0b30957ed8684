/**
 * What happens around one live match's board: table talk relayed to the seats that may read it,
 * the turn clocks with their stored deadlines, the autopilot for a person who let the clock run out
 * or left, and the notices about it. Changes to seat states run on the match's queue, so they never
 * interleave with actions; chat has its own queue.
 */
import {
  type ChatLineMessage,
  MAX_CHAT_CATCH_UP,
  type NoticeKind,
  type NoticeMessage,
  type SeatStatus,
  type TableMessage,
} from "../../client/protocol.js";
import type { AnyGame } from "../../core/game.js";
import { createRateLimiter, type RateLimit } from "../guards/rate-limit.js";
import type { MatchStorage, StoredMatch } from "../storage/storage.js";
import type { StoredChatLine, StoredSeatState } from "../storage/table-store.js";
import { noticeText, standInBotName } from "./autopilot.js";
import { mayRead } from "./chat-lines.js";
import { earliestDeadline, nextDeadlines, type ServerTime } from "./turn-clock.js";
import type { Viewer } from "./viewer.js";

/** The chat rate of one seat: a few lines at once, then one a second. */
export const CHAT_RATE_LIMIT: RateLimit = { burst: 8, perSecond: 1 };

/** The most lines one relay round loads (more follow in the next round). */
const RELAY_BATCH = 500;

/** What the table needs from its live match. */
export interface TableHost {
  readonly game: AnyGame;
  readonly stored: StoredMatch;
  readonly viewers: ReadonlySet<Viewer>;
  /** The seats that may act now. */
  toAct(): readonly number[];
  /** Runs work on the match's queue (after the actions before it). */
  enqueue<T>(work: () => Promise<T>): Promise<T>;
  /** Looks again whether a bot (or the autopilot) should act. */
  wakeBots(): void;
}

/** The table around one live match; build it with `MatchTable.load`. */
export class MatchTable {
  /** The name of the bot that plays a person's seat on autopilot. */
  readonly standInName: string;
  private chatQueue: Promise<unknown> = Promise.resolve();
  private relayed = 0;
  private readonly chatLimiters = new Map<number, () => boolean>();
  /** The connection that said a line (by line id) and its `ref`, until the line is relayed. */
  private readonly refs = new Map<number, { readonly viewer: Viewer; readonly ref: number | null }>();
  private cancelTimer: () => void = () => {};
  private closed = false;
  /** The seats' display names, refreshed when someone connects (people join after the match is loaded). */
  private names: (string | null)[];
  /** When the autopilot took each seat it took in this process (epoch ms); earlier ones count from `loadedAt`. */
  private readonly takenAt = new Map<number, number>();
  /** When this process loaded the table (epoch ms). */
  private readonly loadedAt: number;
  /** The latest autopilot or left notice of each seat this process told, told again to whoever joins while it stands. */
  private readonly standing = new Map<number, NoticeMessage>();

  private constructor(
    private readonly host: TableHost,
    private readonly storage: MatchStorage,
    /** The turn in milliseconds, or `null` without a clock. */
    private readonly turnMs: number | null,
    private readonly time: ServerTime,
    private readonly log: (line: string) => void,
    private readonly states: StoredSeatState[],
  ) {
    this.standInName = standInBotName(host.game);
    this.names = host.stored.seats.map((seat) => seat.name);
    this.loadedAt = time.now();
  }

  /**
   * Loads the stored seat states and the newest chat id, and starts the clocks where they stopped;
   * `fresh` (a match just created) has neither yet, so nothing is read.
   */
  static async load(
    host: TableHost,
    storage: MatchStorage,
    turnSeconds: number | null,
    time: ServerTime,
    log: (line: string) => void,
    fresh = false,
  ): Promise<MatchTable> {
    const stored = fresh ? [] : await storage.seatStates(host.stored.id);
    const states = host.stored.seats.map(
      (_, seat): StoredSeatState =>
        stored.find((state) => state.seat === seat) ?? {
          seat,
          autopilot: false,
          left: false,
          deadline: null,
        },
    );
    const table = new MatchTable(
      host,
      storage,
      turnSeconds === null ? null : turnSeconds * 1000,
      time,
      log,
      states,
    );
    if (!fresh) table.relayed = (await storage.chatAfter(host.stored.id, 0, "server", 1))[0]?.id ?? 0;
    await table.settle(new Set());
    return table;
  }

  private get id(): string {
    return this.host.stored.id;
  }

  /** Whether the autopilot plays this seat now (a timed-out or departed person). */
  playsFor(seat: number): boolean {
    const state = this.states[seat];
    return state !== undefined && (state.autopilot || state.left);
  }

  /**
   * When the autopilot took this seat from a person who may take it back (epoch ms), or `undefined`
   * when it does not play the seat or the person left for good (then it plays at a bot's speed).
   */
  autopilotSince(seat: number): number | undefined {
    const state = this.states[seat];
    if (!state?.autopilot || state.left) return undefined;
    return this.takenAt.get(seat) ?? this.loadedAt;
  }

  /** Whether the person of this seat left the match. */
  hasLeft(seat: number): boolean {
    return this.states[seat]?.left === true;
  }

  /** Every seat's status and the clock, as sent to clients. */
  message(): TableMessage {
    return {
      type: "table",
      clock: this.turnMs === null ? null : { turnSeconds: this.turnMs / 1000 },
      seats: this.states.map(
        (state): SeatStatus => ({
          seat: state.seat,
          name: this.names[state.seat] ?? null,
          autopilot: state.autopilot || state.left,
          left: state.left,
          deadline: state.deadline === null ? null : new Date(state.deadline).toISOString(),
        }),
      ),
      now: new Date(this.time.now()).toISOString(),
    };
  }

  /**
   * Brings the clocks up to the match's moment after actions by `acted` (call on the match's queue
   * after every change): new deadlines are stored, told to everyone and armed.
   */
  async settle(acted: ReadonlySet<number>): Promise<void> {
    if (this.turnMs === null) return;
    const before = this.states.map((state) => state.deadline);
    const after = nextDeadlines(before, {
      toAct: this.host.toAct(),
      acted,
      timed: (seat) => this.host.stored.seats[seat]?.bot === null && !this.playsFor(seat),
      now: this.time.now(),
      turnMs: this.turnMs,
    });
    const changed = after.flatMap((deadline, seat) =>
      deadline === before[seat] ? [] : [{ ...(this.states[seat] as StoredSeatState), deadline }],
    );
    await this.store(changed);
    this.arm();
  }

  /** Sends a new viewer the table, the notices that still stand and the chat lines it missed (after its `lastChat`, at most `MAX_CHAT_CATCH_UP`). */
  welcome(viewer: Viewer): Promise<void> {
    viewer.send(this.message());
    // A seat still on autopilot (or left) is told to a late joiner as it was told to those present.
    for (const [seat, notice] of [...this.standing].sort(([a], [b]) => a - b))
      if (this.playsFor(seat)) viewer.send(notice);
    const since = viewer.lastChat;
    return this.onChatQueue(async () => {
      await this.refreshNames();
      const missed = await this.storage.chatAfter(this.id, since, viewer.seat, MAX_CHAT_CATCH_UP);
      // Sent even when a newer line was relayed meanwhile (clients keep lines by id).
      for (const line of missed) this.sendLine(viewer, line, true);
    });
  }

  /** Whether `seat` may say another line now (its own rate limit, over every connection of this process). */
  chatAllowed(seat: number): boolean {
    let allowed = this.chatLimiters.get(seat);
    if (!allowed) {
      allowed = createRateLimiter(CHAT_RATE_LIMIT);
      this.chatLimiters.set(seat, allowed);
    }
    return allowed();
  }

  /**
   * Stores a cleaned line from `viewer`'s seat and relays it; the sending connection's copy carries
   * `ref`. Resolves false (nothing stored) when the match holds `maxLines` lines already or keeps no
   * talk any more.
   */
  say(
    viewer: Viewer,
    to: number | null,
    text: string,
    ref: number | null,
    maxLines: number,
  ): Promise<boolean> {
    const from = viewer.seat as number;
    return this.onChatQueue(async () => {
      const line = await this.storage.appendChat(
        this.id,
        { from, to, text, at: new Date(this.time.now()).toISOString() },
        maxLines,
      );
      if (line === undefined) return false;
      this.refs.set(line.id, { viewer, ref });
      await this.relay();
      return true;
    });
  }

  /** Relays the lines stored (by any process) since the last relay to the viewers that may read them. */
  relayChat(): Promise<void> {
    return this.onChatQueue(() => this.relay());
  }

  /** The person takes their seat back from the autopilot (a departed person cannot). */
  resume(seat: number): Promise<void> {
    return this.host.enqueue(async () => {
      const state = this.states[seat];
      if (!state || state.left || !state.autopilot) return;
      await this.store([{ ...state, autopilot: false }]);
      await this.notify("resumed", seat);
      await this.settle(new Set([seat]));
      this.host.wakeBots(); // the autopilot's next move for the seat is called off
    });
  }

  /** The person leaves: the autopilot plays the seat to the end. */
  leave(seat: number): Promise<void> {
    return this.host.enqueue(async () => {
      const state = this.states[seat];
      if (!state || state.left) return;
      await this.store([{ ...state, autopilot: true, left: true, deadline: null }]);
      await this.notify("left", seat);
      this.host.wakeBots();
    });
  }

  /** Takes the stored seat states written by another process, telling what changed. */
  reloadSeats(): Promise<void> {
    return this.host.enqueue(async () => {
      const stored = await this.storage.seatStates(this.id);
      let changed = false;
      for (const state of stored) {
        const mine = this.states[state.seat];
        if (!mine) continue;
        if (state.left && !mine.left) await this.notify("left", state.seat);
        else if (state.autopilot && !mine.autopilot) {
          this.takenAt.set(state.seat, this.time.now());
          await this.notify("autopilot", state.seat);
        } else if (!state.autopilot && mine.autopilot) await this.notify("resumed", state.seat);
        changed ||= JSON.stringify(state) !== JSON.stringify(mine);
        this.states[state.seat] = state;
      }
      if (changed) this.broadcast(this.message());
      this.arm();
      this.host.wakeBots();
    });
  }

  /** Tells every viewer of this finished match that its rematch exists. */
  async announceRematch(): Promise<void> {
    const rematch = await this.storage.rematchOf(this.id);
    if (rematch) this.broadcast({ type: "rematch", matchId: rematch });
  }

  /** Stops the clocks. */
  close(): void {
    this.closed = true;
    this.cancelTimer();
  }

  /** Puts whole seat states into memory and storage and tells everyone. */
  private async store(states: readonly StoredSeatState[]): Promise<void> {
    if (states.length === 0) return;
    for (const state of states) this.states[state.seat] = state;
    await this.storage.putSeatStates(this.id, states);
    this.broadcast(this.message());
  }

  /** Arms one timer for the earliest deadline. */
  private arm(): void {
    this.cancelTimer();
    this.cancelTimer = () => {};
    const earliest = earliestDeadline(this.states.map((state) => state.deadline));
    if (this.closed || earliest === undefined) return;
    this.cancelTimer = this.time.setTimer(() => {
      this.host
        .enqueue(() => this.expire())
        .catch((error) => this.log(`match ${this.id}: clock failed: ${(error as Error).message}`));
    }, earliest - this.time.now());
  }

  /** Puts every seat whose turn ran out on autopilot. */
  private async expire(): Promise<void> {
    if (this.closed) return;
    const now = this.time.now();
    const expired = this.states.filter((state) => state.deadline !== null && state.deadline <= now);
    for (const state of expired) this.takenAt.set(state.seat, now);
    await this.store(expired.map((state) => ({ ...state, autopilot: true, deadline: null })));
    for (const state of expired) await this.notify("autopilot", state.seat);
    this.arm();
    this.host.wakeBots();
  }

  /** Reads the names again and tells everyone when one changed. */
  private async refreshNames(): Promise<void> {
    const stored = await this.storage.getMatch(this.id);
    const names = stored?.seats.map((seat) => seat.name) ?? this.names;
    if (names.every((name, seat) => name === this.names[seat])) return;
    this.names = names;
    this.broadcast(this.message());
  }

  /** Tells everyone about a seat, by the name it joined with. */
  private async notify(kind: NoticeKind, seat: number): Promise<void> {
    await this.refreshNames();
    const name = this.names[seat] ?? null;
    const notice: NoticeMessage = {
      type: "notice",
      kind,
      seat,
      text: noticeText(kind, seat, name),
      at: new Date(this.time.now()).toISOString(),
    };
    if (kind === "resumed") this.standing.delete(seat);
    else this.standing.set(seat, notice);
    this.broadcast(notice);
  }

  private broadcast(message: Parameters<Viewer["send"]>[0]): void {
    for (const viewer of this.host.viewers) viewer.send(message);
  }

  private async relay(): Promise<void> {
    for (;;) {
      const lines = await this.storage.chatAfter(this.id, this.relayed, "server", RELAY_BATCH);
      for (const line of lines) {
        for (const viewer of this.host.viewers) this.sendLine(viewer, line);
        this.relayed = line.id;
        this.refs.delete(line.id);
      }
      if (lines.length < RELAY_BATCH) return;
    }
  }

  private sendLine(viewer: Viewer, line: StoredChatLine, catchingUp = false): void {
    if ((!catchingUp && line.id <= viewer.lastChat) || !mayRead(line, viewer.seat)) return;
    const said = this.refs.get(line.id);
    const ref = said?.viewer === viewer ? said.ref : undefined;
    const message: ChatLineMessage = { type: "chat", ...line, ...(ref === undefined ? {} : { ref }) };
    viewer.send(message);
    viewer.lastChat = Math.max(viewer.lastChat, line.id);
  }

  private onChatQueue<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.chatQueue;
    const run = (async () => {
      await previous;
      return work();
    })();
    this.chatQueue = run.catch((error) =>
      this.log(`match ${this.id}: chat failed: ${(error as Error).message}`),
    );
    return run;
  }
}
