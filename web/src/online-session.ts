/// <reference lib="dom" />
/**
 * A seat (or a spectator) of a match on a match server, as a `TableSession` for the play screen:
 * the views, legal actions and events come from the server through `backroom/client`, actions go
 * to it, refusals are told in words, and a dropped connection (or a reloaded page, with the seat
 * token kept in `sessionStorage`) resumes where it left off.
 */
import type {
  ActionBase,
  AnyGame,
  GameRecord,
  Locale,
  Outcome,
  Seat,
  UnavailableAction,
  ViewBase,
} from "backroom";
import { games } from "backroom";
import {
  connectToMatch,
  createLobbyClient,
  type LobbyClient,
  type MatchConnection,
  MatchServerError,
  type MatchSummary,
  type StateMessage,
} from "backroom/client";
import type { Board } from "./boards/board.js";
import { boardFor } from "./boards/index.js";
import { currentLocale, t } from "./i18n/message.js";
import { refusalText, ruleText, ToldError } from "./refusals.js";
import type { LogEntry, Status, TableSession } from "./table-session.js";
import { TableTalk } from "./table-talk.js";

/** Which match to open, and as whom. */
export interface OnlineTarget {
  /** The server's base URL, e.g. `http://localhost:8080` (or the page's own origin behind a proxy). */
  readonly server: string;
  readonly matchId: string;
  /** The seat token from joining and its seat; both absent for a spectator. */
  readonly token?: string;
  readonly seat?: Seat;
  /** A private match's invitation secret, carried by the invitation link. */
  readonly invitation?: string;
}

/** A move as the server's log gave it: who, what it caused, and for this seat's own move the action and the view it was chosen in. */
interface HeardMove {
  readonly index: number;
  readonly seat: Seat;
  readonly events: readonly unknown[];
  readonly own: { readonly action: ActionBase; readonly view: ViewBase | undefined } | undefined;
}

/** How the connection stands, for the bar above the table. */
export type Link = "connecting" | "connected" | "reconnecting" | "refused";

const STORE_PREFIX = "backroom-seat:";

/** The `sessionStorage` key of a match's seat token. */
const storeKey = (server: string, matchId: string) => `${STORE_PREFIX}${server}|${matchId}`;

/** Keeps a seat's token for this browser tab, so a reload or a drop resumes the seat. */
export function keepSeat(server: string, matchId: string, seat: Seat, token: string): void {
  sessionStorage.setItem(storeKey(server, matchId), JSON.stringify({ seat, token }));
}

/** The seat and token this tab holds for a match, if any. */
export function keptSeat(server: string, matchId: string): { seat: Seat; token: string } | undefined {
  const kept = sessionStorage.getItem(storeKey(server, matchId));
  return kept === null ? undefined : (JSON.parse(kept) as { seat: Seat; token: string });
}

/** Milliseconds before reconnecting: doubles after each failure, up to 8 s. */
const retryDelay = (attempt: number) => Math.min(8000, 500 * 2 ** attempt);

/** A match on a server, seen from one seat (or as a spectator). */
export class OnlineSession implements TableSession {
  readonly game: AnyGame;
  readonly players: number;
  /** Who plays each seat: a bot's name, a person's name, or "human" for a person without one (yet). */
  roles: readonly string[];
  /** The people's names as the match summary gave them (a table update may bring newer ones). */
  private readonly named: readonly (string | null)[];
  readonly label: string;
  readonly hotSeat = false;
  /** The server publishes the record only once the match is over. */
  readonly secretRecord = true;
  readonly coverFor: Seat | undefined = undefined;
  /** The seat this tab plays (`null`: watching). */
  readonly seat: Seat | null;
  /** How the connection stands now. */
  link: Link = "connecting";
  /** The latest refusal or failure in words, until the next move. */
  notice: string | undefined;
  /** Never set: online, a refused move is a `notice` and the game goes on. */
  readonly error: unknown = undefined;
  /** Chat, clocks, notices and rematch around the board. */
  readonly talk: TableTalk;
  private readonly board: Board;
  private readonly bots: readonly Seat[];
  private readonly lobby: LobbyClient;
  private connection: MatchConnection<ViewBase, ActionBase> | undefined;
  private latest: StateMessage<ViewBase, ActionBase> | undefined;
  /** Every move heard so far, kept as what happened: the log tells them in the page's language. */
  private readonly heard: HeardMove[] = [];
  /** The log told in one language (told again when the page's language changes). */
  private told: { readonly locale: Locale; readonly entries: LogEntry[] } | undefined;
  /** This seat's own moves (and the view each was chosen in) by the version that stored them. */
  private readonly mine = new Map<number, { action: ActionBase; view: ViewBase | undefined }>();
  private finished: GameRecord | undefined;
  /** True from sending a move until the state showing it arrives (or the server refuses it). */
  private sending = false;
  /** The version the server stored this seat's move as, until the state showing it arrives. */
  private awaiting: number | undefined;
  private stopped = false;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly target: OnlineTarget,
    match: MatchSummary,
    private readonly onChange: () => void,
  ) {
    const game = games[match.game] as AnyGame | undefined;
    if (!game) throw new ToldError(t("refusal.unknownGame", { game: match.game }));
    this.game = game;
    this.board = boardFor(game.id);
    this.players = match.players;
    this.roles = match.seats.map((s) => s.bot ?? s.name ?? "human");
    this.named = match.seats.map((s) => (s.bot === null ? s.name : null));
    this.bots = match.seats.filter((s) => s.bot !== null).map((s) => s.seat);
    this.label = t("online.match", { id: match.id });
    this.seat = target.token === undefined ? null : (target.seat ?? null);
    this.lobby = createLobbyClient(target.server);
    this.talk = new TableTalk(this.seat);
  }

  /** Says a line to the table (`to` omitted) or privately to one seat; a refusal becomes the `notice`. */
  say(text: string, to?: Seat): Promise<boolean> {
    const connection = this.connection;
    if (!connection) return Promise.resolve(false);
    return connection.chat(text, to).then(
      (line) => {
        this.talk.add(line);
        this.onChange();
        return true;
      },
      (error: unknown) => {
        this.notice = refusalText(error, this.game);
        this.onChange();
        return false;
      },
    );
  }

  /** Takes this seat back from the autopilot. */
  resumeSeat(): void {
    this.connection?.resumeSeat();
  }

  /** Leaves the match for good: a bot plays this seat to the end. */
  leaveMatch(): void {
    this.connection?.leave();
  }

  /** Accepts (or proposes) a rematch: this seat in the new match, with its fresh token. */
  async rematch(): Promise<OnlineTarget & { token: string; seat: Seat }> {
    if (this.target.token === undefined) throw new ToldError(t("refusal.rematchSeat"));
    const joined = await this.lobby.rematch(this.target.matchId, this.target.token);
    return { server: this.target.server, matchId: joined.matchId, token: joined.token, seat: joined.seat };
  }

  /** Opens the match: asks the server for it, then connects (with the token, or as a spectator). */
  static async open(target: OnlineTarget, onChange: () => void): Promise<OnlineSession> {
    const match = await createLobbyClient(target.server).match(target.matchId);
    const session = new OnlineSession(target, match, onChange);
    session.connect();
    return session;
  }

  /** The match id. */
  get matchId(): string {
    return this.target.matchId;
  }

  /** The actions applied so far. */
  get step(): number {
    return this.latest?.version ?? 0;
  }

  /** The seat whose view is on screen: this tab's seat, or the spectator. */
  get viewer(): Seat | null | undefined {
    return this.latest ? this.seat : undefined;
  }

  /** The page's state now. */
  get status(): Status {
    const state = this.latest;
    if (!state) return "waiting";
    if (state.outcome !== null) return this.finished ? "game-over" : "waiting";
    if (!this.sending && state.legal.length > 0 && !this.hasLeft) return "your-turn";
    return this.drawn !== undefined ? "bots" : "waiting";
  }

  /** Whether this seat's person left the match (a bot plays it to the end). */
  get hasLeft(): boolean {
    return this.seat !== null && this.talk.table?.seats[this.seat]?.left === true;
  }

  /** A server bot to act next, when only bots are to act. */
  get drawn(): Seat | undefined {
    const toAct = this.latest?.toAct ?? [];
    const bots = toAct.filter((seat) => this.bots.includes(seat));
    return bots.length > 0 && bots.length === toAct.length ? bots[0] : undefined;
  }

  /** The view the server sent last. */
  view(): ViewBase | undefined {
    return this.latest?.view;
  }

  /** The seat's legal actions as the server sent them (none while a move is on its way). */
  legalActions(): ActionBase[] {
    return this.status === "your-turn" ? [...(this.latest?.legal ?? [])] : [];
  }

  /**
   * What the step names that this seat cannot do now, from the latest state: each reason in the
   * page's language, chosen by its rule code from the game's catalogue (the frame's text is English).
   */
  unavailable(): UnavailableAction[] {
    if (this.status !== "your-turn") return [];
    return (this.latest?.unavailable ?? []).map(({ type, code }) => ({
      type,
      code,
      text: ruleText(code, this.game),
    }));
  }

  /** Sends the move; a refusal is kept as `notice`, in words. */
  act(action: ActionBase): void {
    const connection = this.connection;
    if (!connection || this.sending || this.seat === null) return;
    const view = this.latest?.view;
    this.sending = true;
    this.notice = undefined;
    this.onChange();
    connection.act(action).then(
      (version) => {
        this.mine.set(version, { action, view });
        // The move stays on its way until the state that shows it arrives (the `accepted` comes first).
        if ((this.latest?.version ?? 0) >= version) this.sending = false;
        else this.awaiting = version;
      },
      (error: unknown) => {
        this.notice = refusalText(error, this.game);
        if (error instanceof MatchServerError && error.code === "stale-version") this.chooseAgain(error);
        else this.sending = false;
        this.onChange();
      },
    );
  }

  /**
   * Someone acted first (a simultaneous step): the move was not played, and the person chooses again
   * from the legal actions of the version the refusal names, once its state is here (it is sent first).
   */
  private chooseAgain(error: MatchServerError): void {
    const current = error.version ?? 0;
    if ((this.latest?.version ?? 0) >= current) this.sending = false;
    else this.awaiting = current;
  }

  /** No cover screen online: each person has their own screen. */
  uncover(): void {}

  /** The log of this seat's view in the page's language, newest last. */
  log(): readonly LogEntry[] {
    const locale = currentLocale();
    if (this.told?.locale !== locale)
      this.told = { locale, entries: this.heard.map((move) => this.tell(move)) };
    return this.told.entries;
  }

  /**
   * One move in the page's language: this seat's own move in the game's words (read with the view it
   * was chosen in), else its first event; the events told with the latest view (for the game's options).
   */
  private tell(move: HeardMove): LogEntry {
    const view = this.latest?.view as ViewBase;
    const told = move.events.map((event) => this.board.event(event, view));
    if (!move.own)
      return {
        index: move.index,
        seat: move.seat,
        text: told[0] ?? t("log.invisible"),
        events: told.slice(1),
      };
    const { action } = move.own;
    const text =
      this.game.describeAction?.(action, move.own.view, { locale: currentLocale() }) ?? action.type;
    // An event that only repeats the action's own line adds nothing to the log.
    return {
      index: move.index,
      seat: move.seat,
      text,
      events: told.filter((line) => !text.startsWith(line)),
    };
  }

  /** The outcome once the game is over. */
  outcome(): Outcome | undefined {
    return (this.latest?.outcome ?? undefined) as Outcome | undefined;
  }

  /** The record, which the server publishes once the match is over. */
  record(): GameRecord {
    if (!this.finished) throw new ToldError(t("refusal.recordLater"));
    return this.finished;
  }

  /** Closes the connection for good (the seat stays this tab's: the token is kept). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.connection?.close();
  }

  private connect(): void {
    const resume = this.latest?.version ?? 0;
    this.talk.rejoining();
    this.connection = connectToMatch<ViewBase, ActionBase>({
      baseUrl: this.target.server,
      matchId: this.target.matchId,
      token: this.target.token,
      lastVersion: resume,
      lastChat: this.talk.lines.at(-1)?.id ?? 0,
      onState: (state) => this.received(state),
      onChat: (line) => {
        this.talk.add(line);
        this.onChange();
      },
      onTable: (table) => {
        this.talk.setTable(table, Date.now());
        this.roles = this.roles.map((role, seat) =>
          role === "human" || role === this.named[seat] ? (table.seats[seat]?.name ?? role) : role,
        );
        this.onChange();
      },
      onNotice: (notice) => {
        this.talk.addNotice(notice);
        this.onChange();
      },
      onRematch: (rematch) => {
        this.talk.rematchId = rematch.matchId;
        this.onChange();
      },
      onError: (error) => {
        this.notice = refusalText(
          new MatchServerError(error.code, error.message, undefined, error.rule),
          this.game,
        );
        if (error.code === "bad-token") this.link = "refused";
        this.onChange();
      },
      onClose: () => this.dropped(),
    });
    this.connection.ready.then(
      () => {
        this.attempts = 0;
        this.link = "connected";
        this.onChange();
      },
      () => {},
    );
  }

  private dropped(): void {
    this.sending = false;
    this.awaiting = undefined;
    if (this.stopped || this.link === "refused" || this.finished) return;
    this.link = "reconnecting";
    this.onChange();
    this.retry = setTimeout(() => this.connect(), retryDelay(this.attempts++));
  }

  private received(state: StateMessage<ViewBase, ActionBase>): void {
    this.latest = state;
    if (this.awaiting !== undefined && state.version >= this.awaiting) {
      this.sending = false;
      this.awaiting = undefined;
    }
    this.link = "connected";
    for (const { version, events } of state.log) {
      if (this.heard.some((move) => move.index === version - 1)) continue;
      const own = this.mine.get(version);
      const actor = (events as { player?: unknown }[]).find((event) => typeof event.player === "number");
      const move: HeardMove = {
        index: version - 1,
        seat: own?.action.player ?? (actor?.player as Seat | undefined) ?? -1,
        events,
        own,
      };
      this.heard.push(move);
      if (this.told?.locale === currentLocale()) this.told.entries.push(this.tell(move));
    }
    if (state.outcome !== null && !this.finished) this.fetchRecord();
    this.onChange();
  }

  private fetchRecord(): void {
    this.lobby.record(this.target.matchId).then(
      (record) => {
        // The connection stays open: the table may go on talking and propose a rematch.
        this.finished = record as GameRecord;
        this.onChange();
      },
      (error: unknown) => {
        this.notice = refusalText(error, this.game);
        this.onChange();
      },
    );
  }
}
