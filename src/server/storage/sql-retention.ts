/**
 * Removing what ended long ago, in small batches: a match that is no longer open (finished,
 * expired, abandoned) ended when it last changed (`updated_at`, else its creation); past the talk
 * retention its chat lines go (the match is marked, so no line is stored there again), past the
 * match retention the match goes with every row that hangs on it. Each batch is one statement, so
 * it is atomic by itself and never holds the database across round trips; open matches are never
 * touched.
 */
import type { SqlClient } from "./sql-client.js";
import type { MatchStorage } from "./storage.js";

/** When a match that is no longer open ended (the expression the index below is built on). */
const ENDED = "COALESCE(updated_at, created_at)";

/** The schema statements of retention (run after the match and table tables exist). */
export const RETENTION_SCHEMA = [
  // Set once an ended match's talk is removed: no line is stored there again.
  "ALTER TABLE backroom_matches ADD COLUMN IF NOT EXISTS talk_removed boolean",
  `CREATE INDEX IF NOT EXISTS backroom_matches_ended ON backroom_matches ((${ENDED})) WHERE status <> 'open'`,
  `CREATE INDEX IF NOT EXISTS backroom_matches_talk_kept ON backroom_matches ((${ENDED}))
    WHERE status <> 'open' AND talk_removed IS NOT TRUE`,
];

/** The tables whose rows hang on a match by `match_id`. */
const MATCH_PARTS = [
  "backroom_actions",
  "backroom_seats",
  "backroom_chat",
  "backroom_seat_states",
  "backroom_clocks",
] as const;

/** Removes up to `$2` matches that ended before `$1`, oldest first, with all their rows; returns their ids. */
const REMOVE_MATCHES = `WITH doomed AS MATERIALIZED (
    SELECT id FROM backroom_matches WHERE status <> 'open' AND ${ENDED} < $1
    ORDER BY ${ENDED} LIMIT $2 FOR UPDATE
  ), ${MATCH_PARTS.map(
    (table, index) => `part${index} AS (DELETE FROM ${table} WHERE match_id IN (SELECT id FROM doomed))`,
  ).join(", ")},
  links AS (
    DELETE FROM backroom_rematches
    WHERE match_id IN (SELECT id FROM doomed) OR rematch_id IN (SELECT id FROM doomed)
  )
  DELETE FROM backroom_matches WHERE id IN (SELECT id FROM doomed) RETURNING id`;

/** Removes the talk of up to `$2` matches that ended before `$1` and still keep it; returns how many matches. */
const REMOVE_TALK = `WITH talked AS MATERIALIZED (
    SELECT id FROM backroom_matches
    WHERE status <> 'open' AND talk_removed IS NOT TRUE AND ${ENDED} < $1
    ORDER BY ${ENDED} LIMIT $2 FOR UPDATE
  ), lines AS (DELETE FROM backroom_chat WHERE match_id IN (SELECT id FROM talked))
  UPDATE backroom_matches SET talk_removed = true WHERE id IN (SELECT id FROM talked) RETURNING id`;

/** Retention on a `SqlClient` whose schema includes `RETENTION_SCHEMA`. */
export function createSqlRetention(
  client: SqlClient,
): Pick<MatchStorage, "removeEndedMatches" | "removeEndedTalk"> {
  return {
    async removeEndedMatches(endedBefore, limit) {
      const { rows } = await client.query<{ id: string }>(REMOVE_MATCHES, [endedBefore, limit]);
      return rows.map((row) => row.id);
    },
    async removeEndedTalk(endedBefore, limit) {
      const { rows } = await client.query<{ id: string }>(REMOVE_TALK, [endedBefore, limit]);
      return rows.length;
    },
  };
}
