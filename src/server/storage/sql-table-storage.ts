/**
 * The SQL side of `TableStorage`, beside `sql-storage.ts` on the same client: chat lines numbered per
 * match (the match row is locked while a line is numbered, so ids commit in order), seat states,
 * turn clocks and rematch links. `pg_notify` on its own channel tells the other processes.
 */
import type { SqlClient } from "./sql-client.js";
import type { StoredChatLine, TableEventKind, TableStorage } from "./table-store.js";

/** The notification channel: payload `<match id> <kind>`. */
export const TABLE_CHANNEL = "backroom_table_event";

/** The table side's schema statements (run after the match tables exist). */
export const TABLE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS backroom_chat (
    match_id text NOT NULL REFERENCES backroom_matches (id),
    id integer NOT NULL,
    from_seat integer NOT NULL,
    to_seat integer,
    text text NOT NULL,
    at text NOT NULL,
    PRIMARY KEY (match_id, id)
  )`,
  `CREATE TABLE IF NOT EXISTS backroom_seat_states (
    match_id text NOT NULL REFERENCES backroom_matches (id),
    seat integer NOT NULL,
    autopilot boolean NOT NULL,
    left_match boolean NOT NULL,
    deadline_ms double precision,
    PRIMARY KEY (match_id, seat)
  )`,
  `CREATE TABLE IF NOT EXISTS backroom_clocks (
    match_id text PRIMARY KEY REFERENCES backroom_matches (id),
    turn_seconds integer NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS backroom_rematches (
    match_id text PRIMARY KEY REFERENCES backroom_matches (id),
    rematch_id text NOT NULL
  )`,
];

interface ChatRow {
  id: number;
  from_seat: number;
  to_seat: number | null;
  text: string;
  at: string;
}

const toLine = (row: ChatRow): StoredChatLine => ({
  id: row.id,
  from: row.from_seat,
  to: row.to_seat,
  text: row.text,
  at: row.at,
});

const CHAT_COLUMNS = "id, from_seat, to_seat, text, at";

/** The table side of the storage on a `SqlClient` whose schema includes `TABLE_SCHEMA`. */
export function createSqlTableStorage(client: SqlClient): TableStorage {
  const notify = (tx: { query: SqlClient["query"] }, matchId: string, kind: TableEventKind) =>
    tx.query("SELECT pg_notify($1, $2)", [TABLE_CHANNEL, `${matchId} ${kind}`]);
  return {
    async appendChat(matchId, line, maxLines = Number.MAX_SAFE_INTEGER) {
      return client.transaction(async (tx) => {
        const { rows: match } = await tx.query<{ talk_removed: boolean | null }>(
          "SELECT talk_removed FROM backroom_matches WHERE id = $1 FOR UPDATE",
          [matchId],
        );
        if (match[0] === undefined || match[0].talk_removed === true) return undefined;
        // Ids are never reused, so the newest id is the number of lines the match has stored.
        const { rows } = await tx.query<ChatRow>(
          `INSERT INTO backroom_chat (match_id, id, from_seat, to_seat, text, at)
           SELECT $1, COALESCE(MAX(id), 0) + 1, $2, $3, $4, $5 FROM backroom_chat WHERE match_id = $1
           HAVING COALESCE(MAX(id), 0) < $6::bigint
           RETURNING ${CHAT_COLUMNS}`,
          [matchId, line.from, line.to, line.text, line.at, maxLines],
        );
        if (rows[0] === undefined) return undefined;
        await notify(tx, matchId, "chat");
        return toLine(rows[0]);
      });
    },
    async chatAfter(matchId, afterId, reader, limit) {
      const { rows } = await client.query<ChatRow>(
        `SELECT ${CHAT_COLUMNS} FROM backroom_chat
         WHERE match_id = $1 AND id > $2 AND ($3 OR to_seat IS NULL OR from_seat = $4 OR to_seat = $4)
         ORDER BY id DESC LIMIT $5`,
        [matchId, afterId, reader === "server", typeof reader === "number" ? reader : -1, limit],
      );
      return rows.reverse().map(toLine);
    },
    async publicChat(matchId) {
      const { rows } = await client.query<ChatRow>(
        `SELECT ${CHAT_COLUMNS} FROM backroom_chat WHERE match_id = $1 AND to_seat IS NULL ORDER BY id`,
        [matchId],
      );
      return rows.map(toLine);
    },
    async turnSeconds(matchIds) {
      const found = new Map<string, number>();
      if (matchIds.length === 0) return found;
      const { rows } = await client.query<{ match_id: string; turn_seconds: number }>(
        "SELECT match_id, turn_seconds FROM backroom_clocks WHERE match_id = ANY($1::text[])",
        [matchIds],
      );
      for (const row of rows) found.set(row.match_id, row.turn_seconds);
      return found;
    },
    async seatStates(matchId) {
      const { rows } = await client.query<{
        seat: number;
        autopilot: boolean;
        left_match: boolean;
        deadline_ms: number | null;
      }>("SELECT seat, autopilot, left_match, deadline_ms FROM backroom_seat_states WHERE match_id = $1", [
        matchId,
      ]);
      return rows
        .map((row) => ({
          seat: row.seat,
          autopilot: row.autopilot,
          left: row.left_match,
          deadline: row.deadline_ms === null ? null : Number(row.deadline_ms),
        }))
        .sort((a, b) => a.seat - b.seat);
    },
    async putSeatStates(matchId, states) {
      if (states.length === 0) return;
      await client.transaction(async (tx) => {
        for (const state of states) {
          await tx.query(
            `INSERT INTO backroom_seat_states (match_id, seat, autopilot, left_match, deadline_ms)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (match_id, seat) DO UPDATE
             SET autopilot = $3, left_match = backroom_seat_states.left_match OR $4, deadline_ms = $5`,
            [matchId, state.seat, state.autopilot, state.left, state.deadline],
          );
        }
        await notify(tx, matchId, "seats");
      });
    },
    async linkRematch(matchId, rematchId) {
      return client.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO backroom_rematches (match_id, rematch_id) VALUES ($1, $2) ON CONFLICT (match_id) DO NOTHING",
          [matchId, rematchId],
        );
        const { rows } = await tx.query<{ rematch_id: string }>(
          "SELECT rematch_id FROM backroom_rematches WHERE match_id = $1",
          [matchId],
        );
        await notify(tx, matchId, "rematch");
        return (rows[0] as { rematch_id: string }).rematch_id;
      });
    },
    async rematchOf(matchId) {
      const { rows } = await client.query<{ rematch_id: string }>(
        "SELECT rematch_id FROM backroom_rematches WHERE match_id = $1",
        [matchId],
      );
      return rows[0]?.rematch_id;
    },
    async claimReservedSeat(matchId, seat, reservation, tokenHash) {
      const { rowCount } = await client.query(
        "UPDATE backroom_seats SET token_hash = $4 WHERE match_id = $1 AND seat = $2 AND token_hash = $3",
        [matchId, seat, reservation, tokenHash],
      );
      return rowCount === 1;
    },
    async dropMatch(matchId) {
      await client.query("UPDATE backroom_matches SET status = 'finished' WHERE id = $1", [matchId]);
    },
    async onTableEvent(listener) {
      await client.listen(
        TABLE_CHANNEL,
        (payload) => {
          const [matchId, kind] = payload.split(" ");
          if (matchId && (kind === "chat" || kind === "seats" || kind === "rematch")) listener(matchId, kind);
        },
        () => listener(null, null),
      );
    },
  };
}
