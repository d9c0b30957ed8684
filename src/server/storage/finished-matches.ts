/**
 * The finished public matches, newest first, in pages: the storage contract and its one SQL query
 * (PGlite and PostgreSQL alike), over an index of the finished matches by the time they ended. A
 * match's end is the time its last action was stored; private matches and matches that ended with
 * no action (a rematch that lost a race) are never listed, and no token hash leaves the database.
 */
import type { SqlExecutor } from "./sql-client.js";

/** A finished match as the list shows it: public facts only. */
export interface FinishedStoredMatch {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  /** The number of stored actions. */
  readonly version: number;
  readonly createdAt: string;
  /** When the last action was stored (ISO). */
  readonly endedAt: string;
  /** Every seat in seat order: its bot, or the person's display name. */
  readonly seats: readonly { readonly bot: string | null; readonly name: string | null }[];
}

/** Where a page starts: the matches that ended before this one (by end time, then id). */
export interface FinishedCursor {
  readonly endedAt: string;
  readonly id: string;
}

/** The finished-match side of a `MatchStorage`. */
export interface FinishedMatchStorage {
  /** Up to `limit` finished public matches, newest first, that ended before `before` when given. */
  pageFinishedMatches(query: { before?: FinishedCursor; limit: number }): Promise<FinishedStoredMatch[]>;
}

/** The end time of a stored match: its last action's, or its creation's for rows older than the column. */
const ENDED_AT = "COALESCE(m.updated_at, m.created_at)";

/** The index the query pages along (run after the match tables exist). */
export const FINISHED_SCHEMA = [
  `CREATE INDEX IF NOT EXISTS backroom_matches_finished ON backroom_matches
    ((COALESCE(updated_at, created_at)) DESC, id DESC)
    WHERE status = 'finished' AND invitation_hash IS NULL AND version > 0`,
];

/** One page, newest first; `$2`/`$3` (the cursor) may be null for the first page. */
const FINISHED_PAGE = `SELECT m.id, m.game, m.players, m.version, m.created_at, ${ENDED_AT} AS ended_at,
    (SELECT json_agg(json_build_object('bot', s.bot, 'name', s.name) ORDER BY s.seat)
      FROM backroom_seats s WHERE s.match_id = m.id) AS seats
  FROM backroom_matches m
  WHERE m.status = 'finished' AND m.invitation_hash IS NULL AND m.version > 0
    AND ($2::text IS NULL OR (${ENDED_AT}, m.id) < ($2::text, $3::text))
  ORDER BY ${ENDED_AT} DESC, m.id DESC
  LIMIT $1`;

interface FinishedRow {
  id: string;
  game: string;
  players: number;
  version: number;
  created_at: string;
  ended_at: string;
  seats: { bot: string | null; name: string | null }[] | null;
}

/** The finished-match side of the storage on a database whose schema includes `FINISHED_SCHEMA`. */
export function createSqlFinishedMatches(client: SqlExecutor): FinishedMatchStorage {
  return {
    async pageFinishedMatches({ before, limit }) {
      const { rows } = await client.query<FinishedRow>(FINISHED_PAGE, [
        limit,
        before?.endedAt ?? null,
        before?.id ?? null,
      ]);
      return rows.map((row) => ({
        id: row.id,
        game: row.game,
        players: row.players,
        version: row.version,
        createdAt: row.created_at,
        endedAt: row.ended_at,
        seats: (row.seats ?? []).map((seat) => ({ bot: seat.bot, name: seat.name })),
      }));
    },
  };
}
