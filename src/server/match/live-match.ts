/**
 * One match held in memory by a server process: every state since setup (rebuilt with `replay`),
 * the connections watching it, and its server-side bots. Actions are applied one at a time through
 * a queue; each is stored (compare-and-set on the version) before it is acknowledged or shown.
 */
import { MAX_CATCH_UP, type StateMessage, type VersionEvents } from "../../client/protocol.js";
import type { AnyGame, StateBase } from "../../core/game.js";
import { type GameRecord, replay } from "../../core/match.js";
import { unavailableActions } from "../../core/unavailable.js";
import type { MatchStorage, StoredMatch } from "../storage/storage.js";
import { MatchTable } from "../table/match-table.js";
import { type ServerTime, systemTime } from "../table/turn-clock.js";
import type { Viewer } from "../table/viewer.js";
import type { BotRunner } from "./bot-pool.js";

/** The result of submitting an action; a refusal carries the version it was judged against. */
export type SubmitResult =
  | { readonly ok: true; readonly version: number }
  | {
      readonly ok: false;
      readonly code: "illegal-action" | "conflict" | "match-closed" | "stale-version";
      readonly message: string;
      readonly version: number;
      readonly rule?: string;
    };

/** How an act is submitted: its client-chosen id (a resend is answered, never applied twice) and the version its sender chose it at. */
export interface SubmitOptions {
  /** The stored key of the act's id (`actKey`), if it has one. */
  readonly actId?: string;
  /** The version whose legal actions the act was chosen from: any other current version refuses it (`stale-version`). */
  readonly expectedVersion?: number;
}

/** How often a write that lost a race is retried on the reloaded state before `conflict`. */
const WRITE_ATTEMPTS = 5;

/**
 * Resolves once the work already queued has run: the appends of many matches commit together
 * (storage/append-batch.ts) and each match's continuation runs in turn, so a match that showed its
 * change at once would make every later match of the batch wait for its views before sending its
 * acknowledgement. Waiting here sends every acknowledgement of the batch first, then the views.
 */
const afterTheseAcknowledgements = () => new Promise<void>((resolve) => setImmediate(resolve));

export type { Viewer } from "../table/viewer.js";

/** A live match; build it with `LiveMatch.load`. */
export class LiveMatch {
  /** The connections watching. */
  readonly viewers = new Set<Viewer>();
  /** Chat, clocks and autopilot around the board (set by `load` and `fromFinal`). */
  table!: MatchTable;
  private queue: Promise<unknown> = Promise.resolve();
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** The seats that acted since the clocks last settled. */
  private readonly acted = new Set<number>();
  /** True while a bot decision is being computed (off the event loop). */
  private deciding = false;
  /** Why the server ended the match, once it has. */
  private ended: string | undefined;

  private constructor(
    readonly game: AnyGame,
    readonly stored: StoredMatch,
    private readonly states: StateBase[],
    private readonly storage: MatchStorage,
    private readonly log: (line: string) => void,
    private readonly bots: BotRunner,
    /** The match's turn clock in seconds, or `null` without one (fixed when the match is created). */
    readonly turnSeconds: number | null,
    /** The version of `states[0]`: 0 after a replay, the last version for a match served from its final state. */
    private readonly offset = 0,
  ) {}

  /**
   * Rebuilds a stored match by replaying its actions (throws `ReplayError`/`ConfigError` if they no
   * longer apply). With `fresh` (a match this process has just created) nothing is read: it has no
   * actions, chat lines or seat states yet.
   */
  static async load(
    game: AnyGame,
    stored: StoredMatch,
    storage: MatchStorage,
    log: (line: string) => void,
    bots: BotRunner,
    turnSeconds: number | null = null,
    time: ServerTime = systemTime,
    fresh = false,
  ): Promise<LiveMatch> {
    const actions = fresh ? [] : await storage.actionsAfter(stored.id, 0);
    const record = recordOf(stored, actions);
    const match = new LiveMatch(game, stored, replay(game, record), storage, log, bots, turnSeconds);
    await match.loadTable(turnSeconds, time, fresh);
    match.scheduleBots();
    return match;
  }

  /**
   * A finished match from its stored final state (no replay); it shows the final view and the last
   * events. Its clocks no longer run (`turnSeconds` only describes the match).
   */
  static async fromFinal(
    game: AnyGame,
    stored: StoredMatch,
    final: unknown,
    storage: MatchStorage,
    log: (line: string) => void,
    bots: BotRunner,
    turnSeconds: number | null = null,
    time: ServerTime = systemTime,
  ): Promise<LiveMatch> {
    const match = new LiveMatch(
      game,
      stored,
      [final as StateBase],
      storage,
      log,
      bots,
      turnSeconds,
      stored.version,
    );
    await match.loadTable(null, time);
    return match;
  }

  /** Loads the match's table: its chat, seat states and clocks (`fresh`: a new match's, not read). */
  private async loadTable(turnSeconds: number | null, time: ServerTime, fresh = false): Promise<void> {
    this.table = await MatchTable.load(
      {
        game: this.game,
        stored: this.stored,
        viewers: this.viewers,
        toAct: () => this.game.toAct(this.current),
        enqueue: (work) => this.enqueue(work),
        wakeBots: () => this.scheduleBots(),
      },
      this.storage,
      turnSeconds,
      time,
      this.log,
      fresh,
    );
  }

  /** The match id. */
  get id(): string {
    return this.stored.id;
  }

  /** The number of actions applied. */
  get version(): number {
    return this.offset + this.states.length - 1;
  }

  /** Whether the game is over. */
  get finished(): boolean {
    return this.game.outcome(this.current) !== undefined;
  }

  private get current(): StateBase {
    return this.states[this.states.length - 1] as StateBase;
  }

  /** Starts sending updates to a viewer, first the current view with the events since its `lastVersion`. */
  attach(viewer: Viewer): void {
    viewer.lastVersion = Math.min(Math.max(0, Math.floor(viewer.lastVersion) || 0), this.version);
    this.viewers.add(viewer);
    this.push(viewer);
    this.table.welcome(viewer).catch((error) => this.log(`match ${this.id}: welcome failed: ${error}`));
  }

  /** Stops sending updates to a viewer. */
  detach(viewer: Viewer): void {
    this.viewers.delete(viewer);
  }

  /** The number of connections watching. */
  get viewerCount(): number {
    return this.viewers.size;
  }

  /**
   * Applies an untrusted action: validated, stored, then `acknowledge`d and shown to every viewer, in
   * that order. The caller has checked that the sender holds the action's seat. A refused action
   * changes nothing, so nobody but its sender (through the result) hears of it; the viewers are told
   * only when the match moved (this action, or others' that a lost race or a resend brought in).
   */
  submit(
    action: unknown,
    acknowledge: (version: number) => void = () => {},
    options: SubmitOptions = {},
  ): Promise<SubmitResult> {
    return this.enqueue(async () => {
      if (this.ended) return { ok: false, code: "match-closed", message: this.ended, version: this.version };
      const before = this.version;
      const result = await this.commit(action, WRITE_ATTEMPTS, options);
      if (result.ok) acknowledge(result.version);
      if (this.version !== before) {
        await afterTheseAcknowledgements();
        await this.changed();
      }
      return result;
    });
  }

  /**
   * Applies the actions other processes stored since this process's version; with `version` (the
   * one a notification announced), nothing is read when the match has reached it by its turn in
   * the queue, as it has for the notification of this process's own write, which arrives before
   * that write is acknowledged.
   */
  sync(version?: number): Promise<void> {
    return this.enqueue(async () => {
      if (version !== undefined && this.version >= version) return;
      if (await this.catchUp()) await this.changed();
      else this.scheduleBots();
    });
  }

  /** Ends a match the server closed (expired, abandoned): stops its bots, refuses acts, tells its viewers. */
  end(reason: string): void {
    this.ended = reason;
    this.close();
    for (const viewer of this.viewers) {
      viewer.send({ type: "error", code: "match-closed", message: reason, version: this.version });
    }
  }

  /** Stops the bots; viewers are left to the caller. */
  close(): void {
    this.closed = true;
    this.table.close();
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = undefined;
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.queue;
    const run = (async () => {
      await previous;
      return work();
    })();
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * Validates and stores an action, retrying on the reloaded state up to `attempts` times after lost
   * races. An act id already stored (a resend, here or through another process) answers with the
   * version it was stored as, and nothing is applied again. An act chosen at another version than
   * the current one (`expectedVersion`) is refused as `stale-version` unless its id was stored: a
   * resend of a stored act is still answered, and a stale act is never applied.
   */
  private async commit(
    action: unknown,
    attempts: number,
    options: SubmitOptions = {},
  ): Promise<SubmitResult> {
    const { actId, expectedVersion } = options;
    // An act id is looked up only when the act cannot be stored as new (refused, or the write lost):
    // a resend is refused by the rules or by the id's unique index, so the common path costs nothing.
    const earlier = async (): Promise<SubmitResult | undefined> => {
      const stored = actId === undefined ? undefined : await this.storage.versionOfAct(this.id, actId);
      if (stored === undefined) return undefined;
      if (stored > this.version) await this.catchUp(); // stored through another process
      return { ok: true, version: stored };
    };
    // A version this process has not reached may have been stored through another one.
    if (expectedVersion !== undefined && expectedVersion > this.version) await this.catchUp();
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (expectedVersion !== undefined && expectedVersion !== this.version) {
        return (await earlier()) ?? staleVersion(expectedVersion, this.version);
      }
      const error = this.game.validate(this.current, action);
      if (error) {
        return (
          (await earlier()) ?? {
            ok: false,
            code: "illegal-action",
            rule: error.code,
            message: error.message,
            version: this.version,
          }
        );
      }
      const next = this.game.apply(this.current, action);
      const finished = this.game.outcome(next) !== undefined;
      if (await this.storage.appendAction(this.id, this.version, action, finished, actId)) {
        this.states.push(next);
        this.acted.add((action as { player: number }).player);
        if (finished) {
          // Later hellos are served from it; without it (a failed write) the match is replayed instead.
          await this.storage
            .storeFinalState(this.id, next)
            .catch((error) =>
              this.log(`match ${this.id}: final state not stored: ${(error as Error).message}`),
            );
        }
        return { ok: true, version: this.version };
      }
      const repeated = await earlier();
      if (repeated) return repeated;
      await this.catchUp(); // another process stored first: take its actions, then check again
    }
    return {
      ok: false,
      code: "conflict",
      message: "the match kept changing under this write; try again",
      version: this.version,
    };
  }

  /** Loads and applies the stored actions after this process's version; true when there were any. */
  private async catchUp(): Promise<boolean> {
    const missing = await this.storage.actionsAfter(this.id, this.version);
    for (const action of missing) {
      this.states.push(this.game.apply(this.current, action));
      this.acted.add((action as { player: number }).player);
    }
    return missing.length > 0;
  }

  /** Shows a change to every viewer, settles the clocks and looks for a bot to act. */
  private async changed(): Promise<void> {
    this.broadcast();
    const acted = new Set(this.acted);
    this.acted.clear();
    await this.table.settle(acted);
    this.scheduleBots();
  }

  /**
   * Sends every viewer the change. The view (and its events since the viewer's last version) is
   * made once per seat and version, and the same message object goes to each socket of that seat,
   * which serialises it once too (socket/message-text.ts).
   */
  private broadcast(): void {
    const messages = new Map<string, StateMessage>();
    for (const viewer of this.viewers) {
      const key = `${viewer.seat}/${viewer.lastVersion}`;
      let message = messages.get(key);
      if (!message) {
        message = this.stateMessage(viewer.seat, viewer.lastVersion);
        messages.set(key, message);
      }
      viewer.send(message);
      viewer.lastVersion = this.version;
    }
  }

  private push(viewer: Viewer): void {
    viewer.send(this.stateMessage(viewer.seat, viewer.lastVersion));
    viewer.lastVersion = this.version;
  }

  private stateMessage(seat: number | null, since: number): StateMessage {
    const { game, version } = this;
    const view = game.viewFor(this.current, seat);
    // A match served from its final state knows only the last version's events.
    const first = Math.max(since, version - MAX_CATCH_UP, this.offset - 1) + 1;
    const log: VersionEvents[] = [];
    for (let v = first; v <= version; v++) {
      const events = v === version ? view.events : game.viewFor(this.states[v - this.offset], seat).events;
      log.push({ version: v, events });
    }
    const toAct = game.toAct(this.current);
    return {
      type: "state",
      version,
      view,
      legal: seat !== null && toAct.includes(seat) ? game.legalActions(this.current, seat) : [],
      unavailable: seat === null ? [] : unavailableActions(game, this.current, seat),
      toAct,
      outcome: game.outcome(this.current) ?? null,
      log,
      truncated: since < first - 1,
    };
  }

  /** Arms the bot timer when a bot seat may act now (after the match's delay, or the floor for its bot). */
  private scheduleBots(): void {
    if (this.closed || this.botTimer || this.deciding) return;
    const seat = this.botSeatToAct();
    if (seat === undefined) return;
    const name = this.stored.seats[seat]?.bot ?? this.table.standInName;
    const delay = this.bots.delayFor(name, this.stored.botDelayMs);
    this.botTimer = setTimeout(() => {
      this.botTimer = undefined;
      this.botTurn().catch((error) => {
        this.log(`match ${this.id}: bot failed: ${(error as Error).message}`);
        this.scheduleBots();
      });
    }, delay);
  }

  private botSeatToAct(): number | undefined {
    return this.game
      .toAct(this.current)
      .find((seat) => this.stored.seats[seat]?.bot || this.table.playsFor(seat));
  }

  /**
   * One bot move: decided off the event loop on the current state, then stored through the queue if
   * the match has not moved meanwhile (else the bot decides again on the new state).
   */
  private async botTurn(): Promise<void> {
    const seat = this.botSeatToAct();
    if (this.closed || seat === undefined) return;
    const name = this.stored.seats[seat]?.bot ?? this.table.standInName;
    const version = this.version;
    const state = this.current;
    let action: unknown;
    this.deciding = true;
    try {
      // Seeded by match, version and seat: a restarted or second process picks the same action.
      const seed = `${JSON.stringify(this.stored.seed)}/bot/${version}/${seat}`;
      const view = this.game.viewFor(state, seat);
      const legal = this.game.legalActions(state, seat);
      action = await this.bots.decide(this.game, name, view, legal, seed, this.stored.players);
    } finally {
      this.deciding = false;
    }
    await this.enqueue(async () => {
      if (this.closed) return;
      if (this.version !== version) return this.scheduleBots();
      // One attempt only: after a lost race the bot decides again on the new state (a retry could
      // repeat a move another process already made for it).
      const result = await this.commit(action, 1);
      // A lost race is expected when several processes serve the match; an illegal bot move is a bug.
      if (!result.ok && result.code === "illegal-action") {
        this.log(
          `match ${this.id}: the ${name} bot at seat ${seat} chose an illegal action: ${result.message}`,
        );
      }
      await this.changed();
    });
  }
}

/** The refusal of an act chosen at `expected` while the match is at `current`. */
function staleVersion(expected: number, current: number): SubmitResult {
  const words =
    expected < current
      ? `the match moved on to version ${current} since version ${expected}`
      : `the match is at version ${current}, not yet ${expected}`;
  return {
    ok: false,
    code: "stale-version",
    message: `${words}: choose again from the legal actions of version ${current}`,
    version: current,
  };
}

/** The game record of a stored match with these actions. */
export function recordOf(stored: StoredMatch, actions: readonly unknown[]): GameRecord {
  return {
    game: stored.game,
    version: stored.rulesVersion,
    packageVersion: stored.packageVersion,
    players: stored.players,
    seed: stored.seed,
    options: stored.options,
    actions: [...actions],
  };
}
