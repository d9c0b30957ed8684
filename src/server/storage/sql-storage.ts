/**
 * The one SQL implementation of `MatchStorage`, run on PGlite (embedded) and on PostgreSQL (`pg`).
 * Actions are stored one row per version; appending bumps the match's version with
 * `UPDATE … WHERE version = $n` in the same statement (append-batch.ts, which writes the appends
 * of many matches together), so of two racing writers exactly one wins and the loser's statement
 * changes nothing. `pg_notify` (delivered at commit) tells the others.
 */
import { createHash } from "node:crypto";
import { APPEND_BATCH_FUNCTION, createAppendBatcher } from "./append-batch.js";
import { createSqlFinishedMatches, FINISHED_SCHEMA } from "./finished-matches.js";
import type { SqlClient } from "./sql-client.js";
import { createSqlRetention, RETENTION_SCHEMA } from "./sql-retention.js";
import { createSqlTableStorage, TABLE_SCHEMA } from "./sql-table-storage.js";
import type { MatchStorage, StoredMatch, StoredSeat } from "./storage.js";

/** The notification channel: payload `<match id> <version>`. */
export const NOTIFY_CHANNEL = "backroom_match_version";

/**
 * The function that reads one match with its seats in one statement (a JSON array, in seat order),
 * whose plan the session keeps: the server reads a match at every join and hello, and two
 * statements sent as text cost the embedded database about 1.7 times as much (docs/benchmarks.md).
 * The final state, which can be large, is left out.
 */
const MATCH_FUNCTION = `CREATE OR REPLACE FUNCTION backroom_match(wanted text) RETURNS TABLE (
    id text, game text, rules_version text, package_version text, players integer, seed text,
    options text, bot_delay_ms integer, created_at text, status text, version integer,
    invitation_hash text, seats json
  ) LANGUAGE plpgsql STABLE AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    SELECT m.id, m.game, m.rules_version, m.package_version, m.players, m.seed, m.options,
      m.bot_delay_ms, m.created_at, m.status, m.version, m.invitation_hash,
      (SELECT json_agg(json_build_object('seat', s.seat, 'bot', s.bot, 'token_hash', s.token_hash,
          'name', s.name, 'connected', s.connected) ORDER BY s.seat)
        FROM backroom_seats s WHERE s.match_id = m.id)
    FROM backroom_matches m WHERE m.id = wanted;
  END $$`;

/** Reads one match with its seats (exported for bench/statement-bench.ts). */
export const MATCH_READ = "SELECT * FROM backroom_match($1)";

/**
 * Inserts a match, its turn clock when it has one, and its seats (in seat order) in one statement,
 * which is atomic by itself: no reader finds the match without its clock, and an explicit
 * transaction would hold the embedded database, every other match's actions waiting, across one
 * round trip to its worker thread per statement (docs/benchmarks.md, "Saturation").
 */
const MATCH_INSERT = `WITH inserted AS (
    INSERT INTO backroom_matches (id, game, rules_version, package_version, players, seed, options,
      bot_delay_ms, created_at, status, version, invitation_hash)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
    RETURNING id
  ), clock AS (
    INSERT INTO backroom_clocks (match_id, turn_seconds)
    SELECT inserted.id, $16::integer FROM inserted WHERE $16::integer IS NOT NULL
  )
  INSERT INTO backroom_seats (match_id, seat, bot, token_hash, name)
  SELECT inserted.id, s.seat - 1, s.bot, s.token_hash, s.name
  FROM inserted, unnest($13::text[], $14::text[], $15::text[]) WITH ORDINALITY AS s (bot, token_hash, name, seat)`;

/** Every statement that creates or updates the tables and functions, in order (exported for bench/statement-bench.ts). */
export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS backroom_matches (
    id text PRIMARY KEY,
    game text NOT NULL,
    rules_version text NOT NULL,
    package_version text NOT NULL,
    players integer NOT NULL,
    seed text NOT NULL,
    options text NOT NULL,
    bot_delay_ms integer NOT NULL,
    created_at text NOT NULL,
    status text NOT NULL,
    version integer NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS backroom_seats (
    match_id text NOT NULL REFERENCES backroom_matches (id),
    seat integer NOT NULL,
    bot text,
    token_hash text,
    name text,
    PRIMARY KEY (match_id, seat)
  )`,
  `CREATE TABLE IF NOT EXISTS backroom_actions (
    match_id text NOT NULL REFERENCES backroom_matches (id),
    version integer NOT NULL,
    action text NOT NULL,
    PRIMARY KEY (match_id, version)
  )`,
  "CREATE INDEX IF NOT EXISTS backroom_matches_status ON backroom_matches (status, created_at)",
  ...TABLE_SCHEMA,
  // Idempotent acts (added later: data folders created before get the column on their next start).
  "ALTER TABLE backroom_actions ADD COLUMN IF NOT EXISTS act_id text",
  "CREATE UNIQUE INDEX IF NOT EXISTS backroom_actions_act_id ON backroom_actions (match_id, act_id)",
  // When the match last changed (expiry of idle matches); older rows fall back to created_at.
  "ALTER TABLE backroom_matches ADD COLUMN IF NOT EXISTS updated_at text",
  // Private matches: the hash of the invitation secret (null for a public match).
  "ALTER TABLE backroom_matches ADD COLUMN IF NOT EXISTS invitation_hash text",
  // A finished match's final state, so it is served without a replay.
  "ALTER TABLE backroom_matches ADD COLUMN IF NOT EXISTS final_state text",
  // When a person's seat was claimed and whether its token has connected since (freeing unused seats).
  "ALTER TABLE backroom_seats ADD COLUMN IF NOT EXISTS claimed_at text",
  "ALTER TABLE backroom_seats ADD COLUMN IF NOT EXISTS connected boolean",
  // Appends are written in batches through a function, whose plan is kept (append-batch.ts).
  APPEND_BATCH_FUNCTION,
  // A match and its seats are read through a function, whose plan is kept.
  MATCH_FUNCTION,
  // Ended matches and their talk are removed after their retention (sql-retention.ts).
  ...RETENTION_SCHEMA,
  // Finished matches are listed newest first along an index of their end.
  ...FINISHED_SCHEMA,
];

interface MatchRow {
  id: string;
  game: string;
  rules_version: string;
  package_version: string;
  players: number;
  seed: string;
  options: string;
  bot_delay_ms: number;
  created_at: string;
  status: StoredMatch["status"];
  version: number;
  invitation_hash: string | null;
}

interface SeatRow {
  match_id: string;
  seat: number;
  bot: string | null;
  token_hash: string | null;
  name: string | null;
  connected: boolean | null;
}

/**
 * What the schema is: a hash of every statement of `SCHEMA`, stored in the database once they have
 * run, so a start on a database that has them all skips them (a changed or added statement changes
 * it, and the next start runs them all again: every one is idempotent).
 */
export const SCHEMA_FINGERPRINT = createHash("sha256").update(SCHEMA.join("\n;\n")).digest("hex");

/** The table that holds `SCHEMA_FINGERPRINT` once the schema's statements have run (one row). */
const FINGERPRINT_TABLE = `CREATE TABLE IF NOT EXISTS backroom_schema (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    fingerprint text NOT NULL
  )`;

/** PostgreSQL's code for a table that does not exist. */
const UNDEFINED_TABLE = "42P01";

/** The schema fingerprint stored in the database, or undefined before any was stored. */
async function storedFingerprint(client: SqlClient): Promise<string | undefined> {
  try {
    const { rows } = await client.query<{ fingerprint: string }>("SELECT fingerprint FROM backroom_schema");
    return rows[0]?.fingerprint;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return undefined;
    throw error;
  }
}

/**
 * Creates or updates the tables and functions unless the database says it has this schema already
 * (under an advisory lock, so two processes starting together do not race); exported for the
 * build's data-folder template (scripts/data-folder-template.ts).
 */
export async function ensureSchema(client: SqlClient): Promise<void> {
  if ((await storedFingerprint(client)) === SCHEMA_FINGERPRINT) return;
  await client.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(727274)");
    for (const statement of SCHEMA) await tx.query(statement);
    await tx.query(FINGERPRINT_TABLE);
    await tx.query(
      `INSERT INTO backroom_schema (fingerprint) VALUES ($1)
       ON CONFLICT (singleton) DO UPDATE SET fingerprint = EXCLUDED.fingerprint`,
      [SCHEMA_FINGERPRINT],
    );
  });
}

/** Builds a `StoredMatch` from its row and seat rows. */
function toMatch(row: MatchRow, seats: readonly Omit<SeatRow, "match_id">[]): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    rulesVersion: row.rules_version,
    packageVersion: row.package_version,
    players: row.players,
    seed: JSON.parse(row.seed),
    options: JSON.parse(row.options),
    botDelayMs: row.bot_delay_ms,
    createdAt: row.created_at,
    status: row.status,
    version: row.version,
    invitationHash: row.invitation_hash ?? null,
    seats: [...seats]
      .sort((a, b) => a.seat - b.seat)
      .map(
        (s): StoredSeat => ({
          bot: s.bot,
          tokenHash: s.token_hash,
          name: s.name,
          connected: s.connected === true,
        }),
      ),
  };
}

/** Match storage on any `SqlClient`; creates its tables on first use. */
export async function createSqlStorage(client: SqlClient): Promise<MatchStorage> {
  await ensureSchema(client);
  const seatsOf = async (ids: readonly string[]): Promise<Map<string, SeatRow[]>> => {
    const bySeat = new Map<string, SeatRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return bySeat;
    const { rows } = await client.query<SeatRow>(
      "SELECT match_id, seat, bot, token_hash, name, connected FROM backroom_seats WHERE match_id = ANY($1::text[])",
      [ids],
    );
    for (const row of rows) bySeat.get(row.match_id)?.push(row);
    return bySeat;
  };
  // Appends arriving together share one statement (append-batch.ts). A sole writer announces its
  // new versions itself: a database notification would only come back to this process, through
  // the embedded database's worker, at a cost on both threads for every action.
  const versionListeners: ((matchId: string, version: number) => void)[] = [];
  const announce = (matchId: string, version: number) => {
    setImmediate(() => {
      for (const listener of versionListeners) listener(matchId, version);
    });
  };
  const append = createAppendBatcher(client, client.soleWriter ? null : NOTIFY_CHANNEL);
  return {
    ...createSqlTableStorage(client),
    ...createSqlRetention(client),
    ...createSqlFinishedMatches(client),
    description: client.description,
    async createMatch(match, turnSeconds = null) {
      await client.query(MATCH_INSERT, [
        match.id,
        match.game,
        match.rulesVersion,
        match.packageVersion,
        match.players,
        JSON.stringify(match.seed),
        JSON.stringify(match.options),
        match.botDelayMs,
        match.createdAt,
        match.status,
        match.version,
        match.invitationHash ?? null,
        match.seats.map((seat) => seat.bot),
        match.seats.map((seat) => seat.tokenHash),
        match.seats.map((seat) => seat.name),
        turnSeconds,
      ]);
    },
    async getMatch(id) {
      const { rows } = await client.query<MatchRow & { seats: Omit<SeatRow, "match_id">[] | null }>(
        MATCH_READ,
        [id],
      );
      const row = rows[0];
      return row ? toMatch(row, row.seats ?? []) : undefined;
    },
    async countOpenMatches() {
      const { rows } = await client.query<{ count: number | string }>(
        "SELECT count(*) AS count FROM backroom_matches WHERE status = 'open'",
      );
      return Number(rows[0]?.count ?? 0);
    },
    async pageMatches({ all, after, limit }) {
      const params: unknown[] = [limit];
      const where: string[] = [];
      if (!all) where.push("status = 'open'");
      where.push("invitation_hash IS NULL"); // private matches are never listed
      if (after !== undefined) {
        params.push(after);
        where.push("(created_at, id) > (SELECT created_at, id FROM backroom_matches WHERE id = $2)");
      }
      const { rows } = await client.query<MatchRow>(
        `SELECT * FROM backroom_matches ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY created_at, id LIMIT $1`,
        params,
      );
      const seats = await seatsOf(rows.map((row) => row.id));
      return rows.map((row) => toMatch(row, seats.get(row.id) ?? []));
    },
    async expireMatches(unjoinedBefore, idleBefore, at = new Date().toISOString()) {
      // The time of closing is the match's end, from which its retention counts.
      const { rows: expired } = await client.query<{ id: string }>(
        `UPDATE backroom_matches m SET status = 'expired', updated_at = $2
         WHERE status = 'open' AND version = 0 AND created_at < $1
           AND NOT EXISTS (SELECT 1 FROM backroom_seats s WHERE s.match_id = m.id AND s.token_hash IS NOT NULL)
         RETURNING id`,
        [unjoinedBefore, at],
      );
      const { rows: abandoned } = await client.query<{ id: string }>(
        `UPDATE backroom_matches SET status = 'abandoned', updated_at = $2
         WHERE status = 'open' AND COALESCE(updated_at, created_at) < $1 RETURNING id`,
        [idleBefore, at],
      );
      return [...expired, ...abandoned].map((row) => row.id);
    },
    async listMatches(all = false) {
      const { rows } = await client.query<MatchRow>(
        `SELECT * FROM backroom_matches ${all ? "" : "WHERE status = 'open'"} ORDER BY created_at, id`,
      );
      const seats = await seatsOf(rows.map((row) => row.id));
      return rows.map((row) => toMatch(row, seats.get(row.id) ?? []));
    },
    async actionsAfter(id, version) {
      const { rows } = await client.query<{ action: string }>(
        "SELECT action FROM backroom_actions WHERE match_id = $1 AND version > $2 ORDER BY version",
        [id, version],
      );
      return rows.map((row) => JSON.parse(row.action));
    },
    async claimSeat(id, seat, tokenHash, name) {
      const { rowCount } = await client.query(
        `UPDATE backroom_seats SET token_hash = $3, name = $4, claimed_at = $5, connected = false
         WHERE match_id = $1 AND seat = $2 AND bot IS NULL AND token_hash IS NULL`,
        [id, seat, tokenHash, name, new Date().toISOString()],
      );
      return rowCount === 1;
    },
    async markSeatConnected(id, seat, tokenHash) {
      const { rowCount } = await client.query(
        "UPDATE backroom_seats SET connected = true WHERE match_id = $1 AND seat = $2 AND token_hash = $3",
        [id, seat, tokenHash],
      );
      return rowCount === 1;
    },
    async freeUnconnectedSeats(claimedBefore) {
      const { rowCount } = await client.query(
        `UPDATE backroom_seats s SET token_hash = NULL, name = NULL, claimed_at = NULL, connected = NULL
         FROM backroom_matches m
         WHERE m.id = s.match_id AND m.status = 'open' AND s.token_hash IS NOT NULL
           AND s.connected = false AND s.claimed_at < $1`,
        [claimedBefore],
      );
      return rowCount;
    },
    async storeFinalState(id, state) {
      await client.query("UPDATE backroom_matches SET final_state = $2 WHERE id = $1", [
        id,
        JSON.stringify(state),
      ]);
    },
    async finalStateOf(id) {
      const { rows } = await client.query<{ final_state: string | null }>(
        "SELECT final_state FROM backroom_matches WHERE id = $1",
        [id],
      );
      const text = rows[0]?.final_state;
      return text ? JSON.parse(text) : undefined;
    },
    async versionOfAct(id, actId) {
      const { rows } = await client.query<{ version: number }>(
        "SELECT version FROM backroom_actions WHERE match_id = $1 AND act_id = $2",
        [id, actId],
      );
      return rows[0]?.version;
    },
    async appendAction(id, expectedVersion, action, finished, actId) {
      const stored = await append({
        matchId: id,
        expectedVersion,
        action: JSON.stringify(action),
        finished,
        actId: actId ?? null,
      });
      if (stored && client.soleWriter) announce(id, expectedVersion + 1);
      return stored;
    },
    async onNewVersion(listener) {
      if (client.soleWriter) versionListeners.push(listener);
      // Still subscribed as a sole writer: a reopened database calls the listener with `null`.
      await client.listen(
        NOTIFY_CHANNEL,
        (payload) => {
          const [matchId, version] = payload.split(" ");
          if (matchId && version) listener(matchId, Number(version));
        },
        () => listener(null, 0),
      );
    },
    async ping() {
      await client.query("SELECT 1");
    },
    ...(client.reopen ? { reopen: client.reopen } : {}),
    close: () => client.close(),
  };
}
