/**
 * The matches of one server process: creates and joins them through the storage, keeps the open
 * ones live (loaded on start, or on first use when another process created them), and applies
 * other processes' writes when the storage reports a new version.
 */
import { randomBytes } from "node:crypto";
import type {
  CreatedMatch,
  CreateMatchRequest,
  JoinResponse,
  MatchSummary,
  RecordChatLine,
  SeatSummary,
} from "../../client/protocol.js";
import { ConfigError } from "../../core/errors.js";
import type { AnyGame } from "../../core/game.js";
import { type GameRecord, ReplayError } from "../../core/match.js";
import { PACKAGE_VERSION } from "../../core/version.js";
import { HttpError } from "../guards/http-error.js";
import { createMatchId, createToken, hashToken, tokenMatches } from "../guards/tokens.js";
import type { MatchStorage, StoredMatch } from "../storage/storage.js";
import type { TableEventKind } from "../storage/table-store.js";
import { DEFAULT_AUTOPILOT_PACE_MS } from "../table/autopilot.js";
import { type ServerTime, systemTime } from "../table/turn-clock.js";
import type { BotRunner } from "./bot-pool.js";
import { LiveMatch, recordOf } from "./live-match.js";
import { rematch } from "./rematch.js";

/** The live matches of a process over one storage. */
export class MatchRegistry {
  private readonly live = new Map<string, Promise<LiveMatch | undefined>>();

  constructor(
    private readonly storage: MatchStorage,
    private readonly games: Readonly<Record<string, AnyGame>>,
    private readonly defaultBotDelayMs: number,
    private readonly log: (line: string) => void,
    private readonly bots: BotRunner,
    private readonly time: ServerTime = systemTime,
    /** The least time before each autopilot move of a person who may come back. */
    private readonly autopilotPaceMs = DEFAULT_AUTOPILOT_PACE_MS,
  ) {}

  /** Loads every open match (replaying it) and subscribes to other processes' writes. */
  async start(): Promise<number> {
    await this.storage.onNewVersion((matchId, version) => {
      const targets = matchId === null ? [...this.live.values()] : [this.live.get(matchId)];
      const sync = async (target: Promise<LiveMatch | undefined>): Promise<void> => {
        try {
          const match = await target;
          if (!match) return;
          if (matchId === null) await match.sync();
          else if (match.version < version) await match.sync(version);
        } catch (error) {
          this.log(`match ${matchId}: sync failed: ${(error as Error).message}`);
        }
      };
      for (const target of targets) if (target) void sync(target);
    });
    await this.storage.onTableEvent((matchId, kind) => this.tableEvent(matchId, kind));
    const open = await this.storage.listMatches();
    for (const stored of open) {
      const loading = this.revive(stored);
      this.live.set(stored.id, loading);
      // A match whose actions could not be read now is loaded again on first use.
      loading.catch((error) => {
        this.log(`match ${stored.id}: could not be loaded: ${(error as Error).message}`);
        if (this.live.get(stored.id) === loading) this.live.delete(stored.id);
      });
    }
    const loaded = await Promise.allSettled(this.live.values());
    return loaded.filter((result) => result.status === "fulfilled" && result.value).length;
  }

  /** Creates a match (seats for people are free until joined; bot seats are taken by their bots). */
  async create(request: CreateMatchRequest & { readonly gameObject: AnyGame }): Promise<CreatedMatch> {
    const game = request.gameObject;
    const seed = request.seed ?? randomBytes(16).toString("base64url");
    try {
      game.setup({ players: request.players, seed, options: request.options ?? {} });
    } catch (error) {
      if (error instanceof ConfigError) throw new HttpError(400, "bad-request", error.message);
      throw error;
    }
    const invitation = request.private ? createToken() : undefined;
    const stored: StoredMatch = {
      id: createMatchId(),
      invitationHash: invitation === undefined ? null : hashToken(invitation),
      game: game.id,
      rulesVersion: game.version,
      packageVersion: PACKAGE_VERSION,
      players: request.players,
      seed,
      options: { ...(request.options ?? {}) },
      botDelayMs: request.botDelayMs ?? this.defaultBotDelayMs,
      createdAt: new Date().toISOString(),
      status: "open",
      version: 0,
      seats: Array.from({ length: request.players }, (_, seat) => ({
        bot: request.bots?.[seat] ?? null,
        tokenHash: null,
        name: null,
      })),
    };
    const summary = await this.adopt(stored, request.clock?.turnSeconds ?? null);
    return invitation === undefined ? summary : { ...summary, invitation };
  }

  /** Stores a new match (with its turn clock, if any) and makes it live. */
  async adopt(stored: StoredMatch, turnSeconds: number | null): Promise<MatchSummary> {
    await this.storage.createMatch(stored, turnSeconds);
    const match = LiveMatch.load(
      this.games[stored.game] as AnyGame,
      stored,
      this.storage,
      this.log,
      this.bots,
      turnSeconds,
      this.time,
      true,
      this.autopilotPaceMs,
    );
    this.live.set(stored.id, match);
    try {
      await match;
    } catch (error) {
      if (this.live.get(stored.id) === match) this.live.delete(stored.id); // loaded again on first use
      throw error;
    }
    return this.summarize(stored, turnSeconds);
  }

  /**
   * The live match, loading it from the storage when another process created it; `undefined` if
   * none. A lookup that fails (storage down) rejects and is forgotten, so the next one tries again.
   */
  get(id: string): Promise<LiveMatch | undefined> {
    let match = this.live.get(id);
    if (!match) {
      const loading = this.load(id);
      match = loading;
      this.live.set(id, loading);
      void this.forgetUnlessFound(id, loading);
    }
    return match;
  }

  // Loads a match another process created, reviving it; undefined when the storage has none.
  private async load(id: string): Promise<LiveMatch | undefined> {
    const stored = await this.storage.getMatch(id);
    return stored ? this.revive(stored) : undefined;
  }

  // Forgets a lookup that found nothing or failed, so that the next one asks the storage again.
  private async forgetUnlessFound(id: string, loading: Promise<LiveMatch | undefined>): Promise<void> {
    const found = await loading.catch(() => undefined);
    if (!found && this.live.get(id) === loading) this.live.delete(id);
  }

  /** The stored match or a 404 `unknown-match`. */
  async stored(id: string): Promise<StoredMatch> {
    const stored = await this.storage.getMatch(id);
    if (!stored) throw new HttpError(404, "unknown-match", `no match ${JSON.stringify(id)}`);
    return stored;
  }

  /** The summary of a match, fresh from the storage (seats may have been taken by another process). */
  async summary(id: string): Promise<MatchSummary> {
    return this.summarize(await this.stored(id), await this.turnSecondsOf(id));
  }

  /**
   * The summary of a live match as a request has just read it (`fresh`); the clock is the live
   * match's own, so no second read.
   */
  summaryOf(fresh: StoredMatch, match: LiveMatch): MatchSummary {
    return this.summarize(fresh, match.turnSeconds);
  }

  /** One page of match summaries in creation order (open ones unless `all`), after the match `after`. */
  async list(all: boolean, after: string | undefined, limit: number): Promise<MatchSummary[]> {
    const page = await this.storage.pageMatches({ all, limit, ...(after === undefined ? {} : { after }) });
    const clocks = await this.storage.turnSeconds(page.map((stored) => stored.id));
    return page.map((stored) => this.summarize(stored, clocks.get(stored.id) ?? null));
  }

  /** Ends matches the storage closed (expired, abandoned): their bots stop and their viewers are told. */
  async retire(ids: readonly string[], reason: string): Promise<void> {
    for (const id of ids) {
      const loading = this.live.get(id);
      if (!loading) continue;
      this.live.delete(id);
      (await loading.catch(() => undefined))?.end(reason);
    }
  }

  /** Stops a live match and marks it finished in the storage (a rematch that lost a race). */
  async discard(id: string): Promise<void> {
    (await this.live.get(id))?.close();
    this.live.delete(id);
    await this.storage.dropMatch(id);
  }

  /** A match's turn clock in seconds, or `null` without one. */
  async turnSecondsOf(id: string): Promise<number | null> {
    return (await this.storage.turnSeconds([id])).get(id) ?? null;
  }

  /**
   * A rematch of a finished match for the holder of one of its seats' `token`: the new match (made by
   * the first to ask, once `assertRoom` lets it: it throws when no match may be opened) and that
   * person's seat in it with a fresh token.
   */
  rematch(id: string, token: unknown, assertRoom: () => Promise<void>): Promise<JoinResponse> {
    return rematch(this, this.storage, id, token, assertRoom);
  }

  /** Gives a person's seat (the one asked for, or the lowest free one) and its new secret token. */
  async join(
    id: string,
    seat: number | undefined,
    name: string | undefined,
    invitation?: string,
  ): Promise<JoinResponse> {
    const stored = await this.stored(id);
    if (stored.invitationHash && !tokenMatches(invitation, stored.invitationHash)) {
      throw new HttpError(403, "bad-invitation", "this match is private: join it through its invitation");
    }
    if (stored.status === "expired" || stored.status === "abandoned") {
      throw new HttpError(409, "match-closed", `the match was closed (${stored.status})`);
    }
    if (stored.status !== "open") throw new HttpError(409, "seat-taken", "the match is over");
    const free = stored.seats.flatMap((s, index) => (s.bot === null && s.tokenHash === null ? [index] : []));
    const wanted = seat ?? free[0];
    if (wanted === undefined) throw new HttpError(409, "no-free-seat", "every seat is taken");
    if (wanted >= stored.players)
      throw new HttpError(400, "bad-request", `seat must be below ${stored.players}`);
    const token = createToken();
    if (!(await this.storage.claimSeat(id, wanted, hashToken(token), name ?? null))) {
      throw new HttpError(409, "seat-taken", `seat ${wanted} is taken`);
    }
    return { matchId: id, seat: wanted, token };
  }

  /** The record of a finished match (it holds the seed, so never of a running one: 403 `match-running`). */
  async record(id: string): Promise<GameRecord & { readonly chat: readonly RecordChatLine[] }> {
    const stored = await this.stored(id);
    if (stored.status === "open") {
      throw new HttpError(403, "match-running", "the record is published when the match is over");
    }
    const chat = (await this.storage.publicChat(id)).map(({ from, text, at }) => ({ from, text, at }));
    return { ...recordOf(stored, await this.storage.actionsAfter(id, 0)), chat };
  }

  /** Notes that a seat's person connected; false when the seat no longer holds this token (it was freed). */
  markConnected(id: string, seat: number, tokenHash: string): Promise<boolean> {
    return this.storage.markSeatConnected(id, seat, tokenHash);
  }

  /** Forgets a finished match nobody watches any more (it is reloaded from the storage if asked for). */
  release(match: LiveMatch): void {
    if (match.finished && match.viewerCount === 0) {
      match.close();
      this.live.delete(match.id);
    }
  }

  /** Stops every bot; the storage is closed by its owner. */
  async close(): Promise<void> {
    for (const result of await Promise.allSettled(this.live.values())) {
      if (result.status === "fulfilled") result.value?.close();
    }
  }

  private async revive(stored: StoredMatch): Promise<LiveMatch | undefined> {
    const game = this.games[stored.game];
    if (!game) {
      this.log(`match ${stored.id}: game ${stored.game} is not served here; skipped`);
      return undefined;
    }
    try {
      const turnSeconds = await this.turnSecondsOf(stored.id);
      if (stored.status === "finished") {
        const final = await this.storage.finalStateOf(stored.id);
        if (final !== undefined) {
          return await LiveMatch.fromFinal(
            game,
            stored,
            final,
            this.storage,
            this.log,
            this.bots,
            turnSeconds,
            this.time,
          );
        }
      }
      return await LiveMatch.load(
        game,
        stored,
        this.storage,
        this.log,
        this.bots,
        turnSeconds,
        this.time,
        false,
        this.autopilotPaceMs,
      );
    } catch (error) {
      // A storage failure fails this lookup only; a record that no longer replays is skipped.
      if (!(error instanceof ReplayError || error instanceof ConfigError)) throw error;
      this.log(`match ${stored.id}: could not be replayed: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** Passes a table event (from any process) to the live match it concerns, or to all on `null`. */
  private tableEvent(matchId: string | null, kind: TableEventKind | null): void {
    const targets = matchId === null ? [...this.live.values()] : [this.live.get(matchId)];
    const pass = async (target: Promise<LiveMatch | undefined>): Promise<void> => {
      try {
        const match = await target;
        if (!match) return;
        if (kind === null || kind === "chat") await match.table.relayChat();
        if (kind === null || kind === "seats") await match.table.reloadSeats();
        if (kind === "rematch") await match.table.announceRematch();
      } catch (error) {
        this.log(`match ${matchId}: table event failed: ${(error as Error).message}`);
      }
    };
    for (const target of targets) if (target) void pass(target);
  }

  private summarize(stored: StoredMatch, turnSeconds: number | null): MatchSummary {
    return {
      id: stored.id,
      game: stored.game,
      title: this.games[stored.game]?.title ?? stored.game,
      players: stored.players,
      options: stored.options,
      seats: stored.seats.map(
        (s, seat): SeatSummary => ({
          seat,
          bot: s.bot,
          taken: s.bot !== null || s.tokenHash !== null,
          name: s.name,
        }),
      ),
      version: stored.version,
      status: stored.status,
      botDelayMs: stored.botDelayMs,
      createdAt: stored.createdAt,
      clock: turnSeconds === null ? null : { turnSeconds },
      ...(stored.invitationHash ? { private: true } : {}),
    };
  }
}
