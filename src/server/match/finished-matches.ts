/**
 * The lobby's list of finished matches: pages of the storage's finished public matches, newest
 * first, each with its seats (display names and bots, never a token), when it ended and its outcome,
 * and an opaque cursor for the next, older page. A finished match never changes, so its outcome is
 * computed once (from its stored final state, else by replaying its record) and kept.
 */
import type { FinishedMatch, FinishedMatchPage, FinishedSeat } from "../../client/protocol.js";
import { MATCH_ID_PATTERN } from "../../client/protocol-constants.js";
import { ConfigError } from "../../core/errors.js";
import type { AnyGame, Outcome, StateBase } from "../../core/game.js";
import { ReplayError, replay } from "../../core/match.js";
import { HttpError } from "../guards/http-error.js";
import type { FinishedCursor, FinishedStoredMatch } from "../storage/finished-matches.js";
import type { MatchStorage } from "../storage/storage.js";
import { recordOf } from "./live-match.js";

/** How many finished matches a page holds unless the request says otherwise. */
export const DEFAULT_FINISHED_PAGE = 20;

/** How many outcomes are kept (the oldest is forgotten first; a forgotten one is computed again). */
const KEPT_OUTCOMES = 2000;

/** The opaque cursor of a page's last match: base64url of its end time and id. */
export function finishedCursor(match: FinishedCursor): string {
  return Buffer.from(`${match.endedAt} ${match.id}`).toString("base64url");
}

/** A cursor read back, or 400 `bad-request` when it is not one this server made. */
export function readFinishedCursor(text: string): FinishedCursor {
  const [endedAt = "", id = "", ...rest] = Buffer.from(text, "base64url").toString().split(" ");
  if (rest.length > 0 || Number.isNaN(Date.parse(endedAt)) || !new RegExp(MATCH_ID_PATTERN).test(id)) {
    throw new HttpError(400, "bad-request", "before must be the older cursor of a page of finished matches");
  }
  return { endedAt, id };
}

/** The finished matches of one storage, as the lobby lists them. */
export class FinishedMatches {
  private readonly outcomes = new Map<string, Outcome | null>();

  constructor(
    private readonly storage: MatchStorage,
    private readonly games: Readonly<Record<string, AnyGame>>,
  ) {}

  /** Up to `limit` finished public matches, newest first, that ended before the cursor `before`. */
  async page(before: string | undefined, limit: number): Promise<FinishedMatchPage> {
    const cursor = before === undefined ? undefined : readFinishedCursor(before);
    // One more than asked: whether an older page exists.
    const rows = await this.storage.pageFinishedMatches({
      limit: limit + 1,
      ...(cursor ? { before: cursor } : {}),
    });
    const shown = rows.slice(0, limit);
    const matches = await Promise.all(shown.map((row) => this.describe(row)));
    const last = shown.at(-1);
    return { matches, older: rows.length > limit && last ? finishedCursor(last) : null };
  }

  private async describe(row: FinishedStoredMatch): Promise<FinishedMatch> {
    return {
      id: row.id,
      game: row.game,
      title: this.games[row.game]?.title ?? row.game,
      players: row.players,
      seats: row.seats.map((seat, index): FinishedSeat => ({ seat: index, bot: seat.bot, name: seat.name })),
      moves: row.version,
      createdAt: row.createdAt,
      endedAt: row.endedAt,
      outcome: await this.outcomeOf(row),
    };
  }

  /** The match's outcome, `null` when its game is not served here or its record no longer replays. */
  private async outcomeOf(row: FinishedStoredMatch): Promise<Outcome | null> {
    const kept = this.outcomes.get(row.id);
    if (kept !== undefined) return kept;
    const game = this.games[row.game];
    const outcome = game ? ((await this.finalOutcome(game, row.id)) ?? null) : null;
    this.outcomes.set(row.id, outcome);
    if (this.outcomes.size > KEPT_OUTCOMES) {
      const oldest = this.outcomes.keys().next().value;
      if (oldest !== undefined) this.outcomes.delete(oldest);
    }
    return outcome;
  }

  private async finalOutcome(game: AnyGame, id: string): Promise<Outcome | undefined> {
    const final = await this.storage.finalStateOf(id);
    if (final !== undefined) return game.outcome(final as StateBase);
    const stored = await this.storage.getMatch(id);
    if (!stored) return undefined;
    const actions = await this.storage.actionsAfter(id, 0);
    try {
      return game.outcome(replay(game, recordOf(stored, actions)).at(-1) as StateBase);
    } catch (error) {
      // A record this engine no longer replays is listed without its outcome.
      if (error instanceof ReplayError || error instanceof ConfigError) return undefined;
      throw error;
    }
  }
}
