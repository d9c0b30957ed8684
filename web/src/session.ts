/// <reference lib="dom" />
/**
 * A game played in this page (no rendering): the match, the bots, whose screen it is, the per-viewer
 * logs in the game's words and the bot timer; it implements `TableSession` for the play screen. Who
 * acts next in a simultaneous phase is drawn as in the simulator; a person in `toAct` may act at
 * any moment, which cancels a pending bot move.
 */
import {
  type ActionBase,
  type AnyGame,
  type Bot,
  chooseActor,
  createMatch,
  createRandom,
  type GameRecord,
  type Locale,
  type Match,
  type Outcome,
  type RandomSource,
  replay,
  type Seat,
  type StateBase,
  type UnavailableAction,
  unavailableActions,
  type ViewBase,
} from "backroom";
import type { Board } from "./boards/board.js";
import { boardFor } from "./boards/index.js";
import { createBot } from "./bots.js";
import { currentLocale, t } from "./i18n/message.js";
import type { LogEntry, Status, TableSession } from "./table-session.js";

/** What a seat is played by: a person at this screen, or a named bot. */
export type Role = "human" | string;

/** Everything needed to start a game. */
export interface SessionConfig {
  readonly game: AnyGame;
  readonly players: number;
  readonly seed: string | number;
  readonly options: Record<string, unknown>;
  /** One role per seat. */
  readonly roles: readonly Role[];
  /** Milliseconds before a bot moves. */
  readonly botDelay: number;
  /** The setup's Advanced tools: the seed in the bar, the raw view and saving the record mid-game. */
  readonly advanced?: boolean;
}

/** A running game; `onChange` fires after every action and screen change. */
export class Session implements TableSession {
  readonly config: SessionConfig;
  readonly board: Board;
  readonly match: Match<StateBase, ActionBase, ViewBase, unknown>;
  readonly humans: readonly Seat[];
  /** The seat whose view is on screen (`null`: spectator, when no person plays). */
  holder: Seat | null;
  /** The seat drawn to act in the current state. */
  drawn: Seat | undefined;
  /** The record may be saved at any moment (this page holds the whole match). */
  readonly secretRecord = false;
  /** Set when a bot threw; the game stops there. */
  error: unknown;
  private readonly bots: readonly (Bot | undefined)[];
  private readonly random: RandomSource;
  private readonly logs = new Map<Seat | null, LogEntry[]>();
  /** The language the logs are told in (a language switch redraws the table: they are told again). */
  private toldIn: Locale = currentLocale();
  private timer: (() => void) | undefined;
  private stopped = false;
  private count = 0;

  constructor(
    config: SessionConfig,
    private readonly onChange: () => void,
  ) {
    this.config = config;
    this.board = boardFor(config.game.id);
    this.match = createMatch(config.game, {
      players: config.players,
      seed: config.seed,
      options: config.options,
    }) as Match<StateBase, ActionBase, ViewBase, unknown>;
    this.bots = config.roles.map((role) =>
      role === "human" ? undefined : createBot(role, config.game, config.players),
    );
    this.humans = config.roles.flatMap((role, seat) => (role === "human" ? [seat] : []));
    this.holder = this.humans.length === 1 ? (this.humans[0] as Seat) : this.humans.length === 0 ? null : -1;
    this.random = createRandom(`${config.seed}/bots`);
    for (const viewer of this.viewers()) this.logs.set(viewer, []);
  }

  /** The game being played. */
  get game(): AnyGame {
    return this.config.game;
  }

  /** How many seats play. */
  get players(): number {
    return this.config.players;
  }

  /** Who plays each seat. */
  get roles(): readonly string[] {
    return this.config.roles;
  }

  /** Who plays, shown in the bar (and the seed, with the Advanced tools). */
  get label(): string {
    const people = this.humans.length;
    const seats = t("session.seats", { people, bots: this.config.players - people });
    return this.config.advanced
      ? `${seats} · ${t("session.seed", { seed: JSON.stringify(this.config.seed) })}`
      : seats;
  }

  /** The viewer's view now (none behind a cover). */
  view(): ViewBase | undefined {
    const viewer = this.viewer;
    return viewer === undefined ? undefined : (this.match.viewFor(viewer) as ViewBase);
  }

  /** The outcome once the game is over. */
  outcome(): Outcome | undefined {
    return this.match.outcome();
  }

  /** True when several people share the screen (a cover screen separates their turns). */
  get hotSeat(): boolean {
    return this.humans.length > 1;
  }

  /** Starts (or resumes) the game loop. */
  start(): void {
    this.advance();
  }

  /** Stops the bot timer for good (when the page leaves this game). */
  stop(): void {
    this.stopped = true;
    this.timer?.();
  }

  /** How many actions have been taken so far. */
  get step(): number {
    return this.count;
  }

  /** The seat whose view is visible, or `undefined` behind a cover screen or before anyone looks. */
  get viewer(): Seat | null | undefined {
    if (this.status === "game-over") return this.hotSeat ? null : this.holder;
    if (this.holder === -1 || this.status === "cover") return undefined;
    return this.holder;
  }

  /** The page's state now. */
  get status(): Status {
    const toAct = this.match.toAct();
    if (toAct.length === 0 || this.error !== undefined) return "game-over";
    if (this.drawn !== undefined && this.bots[this.drawn]) return "bots";
    if (this.drawn !== undefined && this.drawn !== this.holder) return "cover";
    return this.holder !== null && toAct.includes(this.holder) ? "your-turn" : "waiting";
  }

  /** The seat a cover screen asks for. */
  get coverFor(): Seat | undefined {
    return this.status === "cover" ? this.drawn : undefined;
  }

  /** The person at the screen confirms they are the seat the cover asked for. */
  uncover(): void {
    if (this.status !== "cover" || this.drawn === undefined) return;
    this.holder = this.drawn;
    this.onChange();
  }

  /** The legal actions of the seat on screen (empty when it may not act now). */
  legalActions(): ActionBase[] {
    const seat = this.viewer;
    if (seat === null || seat === undefined || this.status === "game-over") return [];
    return this.match.toAct().includes(seat) ? this.match.legalActions(seat) : [];
  }

  /** What the step names that the seat on screen cannot do now, and why (the engine's reasons). */
  unavailable(): UnavailableAction[] {
    const seat = this.viewer;
    if (seat === null || seat === undefined || this.status !== "your-turn") return [];
    return unavailableActions(this.config.game, this.match.state, seat, { locale: currentLocale() });
  }

  /** The person on screen takes one of their legal actions. */
  act(action: ActionBase): void {
    if (this.viewer !== action.player || !this.humans.includes(action.player)) return;
    // A bot may have moved since the buttons were drawn (simultaneous phases): redraw instead.
    if (this.config.game.validate(this.match.state, action)) {
      this.onChange();
      return;
    }
    this.perform(action);
  }

  /** The log of the viewer on screen in the page's language (newest last; empty behind a cover). */
  log(): readonly LogEntry[] {
    const viewer = this.viewer;
    if (viewer === undefined) return [];
    if (this.toldIn !== currentLocale()) this.retell();
    return this.logs.get(viewer) ?? [];
  }

  /** The record of the game so far. */
  record(): GameRecord {
    return this.match.record() as GameRecord;
  }

  private viewers(): (Seat | null)[] {
    return [...this.humans, null];
  }

  private perform(action: ActionBase): void {
    this.timer?.();
    this.timer = undefined;
    // The new line joins lines told in the same language.
    if (this.toldIn !== currentLocale()) this.retell();
    const index = this.count++;
    const before = new Map(this.viewers().map((viewer) => [viewer, this.match.viewFor(viewer)]));
    this.match.act(action);
    for (const viewer of this.viewers())
      this.logs.get(viewer)?.push(this.tell(index, action, before.get(viewer), this.match.viewFor(viewer)));
    this.advance();
  }

  /** Tells every move so far again in the page's language, each with its viewer's views from the replayed record. */
  private retell(): void {
    const { game } = this.config;
    const record = this.match.record() as GameRecord;
    const states = replay(game, record);
    for (const viewer of this.viewers())
      this.logs.set(
        viewer,
        (record.actions as ActionBase[]).map((action, index) =>
          this.tell(
            index,
            action,
            game.viewFor(states[index] as StateBase, viewer),
            game.viewFor(states[index + 1] as StateBase, viewer),
          ),
        ),
      );
    this.toldIn = currentLocale();
  }

  /** One move as a viewer may know it, in the page's language: the game's words, read with the viewer's view before it, and its events. */
  private tell(index: number, action: ActionBase, before: ViewBase | undefined, after: ViewBase): LogEntry {
    const text =
      this.config.game.describeAction?.(action, before, { locale: currentLocale() }) ?? action.type;
    const { events } = after as ViewBase & { events?: unknown };
    const told = Array.isArray(events) ? events.map((event) => this.board.event(event, after)) : [];
    // An event that only repeats the action's own line adds nothing to the log.
    return { index, seat: action.player, text, events: told.filter((event) => !text.startsWith(event)) };
  }

  private advance(): void {
    if (this.stopped) return;
    const toAct = this.match.toAct();
    this.drawn = toAct.length === 0 ? undefined : chooseActor(toAct, this.random);
    const seat = this.drawn;
    const bot = seat === undefined ? undefined : this.bots[seat];
    if (seat !== undefined && bot) {
      this.timer = later(this.config.botDelay, () => this.botAct(seat, bot));
    }
    this.onChange();
  }

  private botAct(seat: Seat, bot: Bot): void {
    this.timer = undefined;
    if (this.stopped) return;
    try {
      const legal = this.match.legalActions(seat);
      this.perform(bot.act(this.match.viewFor(seat), legal, this.random));
    } catch (error) {
      this.error = error;
      this.onChange();
    }
  }
}

/**
 * Runs `task` after `ms` milliseconds and returns a cancel function. A zero delay posts a message
 * instead of using `setTimeout`, which browsers clamp to 4 ms once timers nest, so a long run of bot
 * moves still yields to the page between moves but takes no artificial time.
 */
function later(ms: number, task: () => void): () => void {
  if (ms > 0) {
    const id = setTimeout(task, ms);
    return () => clearTimeout(id);
  }
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) task();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
