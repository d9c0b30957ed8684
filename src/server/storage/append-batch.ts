/**
 * Appending actions in batches: the appends that arrive while one batch is being written go to the
 * database together, as one statement, once that batch is answered. Every statement costs the
 * embedded database a fixed part (parsing, planning, its round trip to the worker) that a batch of
 * many matches' actions now pays once (docs/benchmarks.md, "Saturation"). Each match's row is still
 * moved by compare-and-set on its version, each append is answered only once its statement has
 * committed, and a batch that fails is written again one append at a time, so each gets exactly the
 * answer (or error) it would have had alone.
 */
import type { SqlExecutor } from "./sql-client.js";

/** PostgreSQL's error code for a unique index violation. */
const UNIQUE_VIOLATION = "23505";

/** One action to append as its match's next version. */
export interface PendingAppend {
  readonly matchId: string;
  readonly expectedVersion: number;
  /** The action as JSON text. */
  readonly action: string;
  readonly finished: boolean;
  readonly actId: string | null;
}

/**
 * The function that writes a batch (created with the schema): moves every match of the batch whose
 * version is still the expected one, stores its action as the next version, notifies `channel`
 * (unless it is null) and returns the ids of the matches moved, in one statement (one implicit
 * transaction). A match that moved meanwhile, or is no longer open, is left out: its append wrote
 * nothing. A PL/pgSQL function keeps its statement's plan for the session, where the same statement
 * sent as text is parsed and planned at every batch, which cost the embedded database more than
 * writing the rows (docs/benchmarks.md, "Saturation").
 */
export const APPEND_BATCH_FUNCTION = `CREATE OR REPLACE FUNCTION backroom_append_batch(
    batch_ids text[], batch_expected integer[], batch_statuses text[], batch_actions text[],
    batch_act_ids text[], changed_at text, channel text
  ) RETURNS SETOF text LANGUAGE plpgsql AS $$
  DECLARE
    moved_id text;
    moved_version integer;
  BEGIN
    FOR moved_id, moved_version IN
      WITH input AS (
        SELECT * FROM unnest(batch_ids, batch_expected, batch_statuses, batch_actions, batch_act_ids)
          AS i (id, expected_version, status, action, act_id)
      ), moved AS (
        UPDATE backroom_matches m SET version = i.expected_version + 1, status = i.status, updated_at = changed_at
        FROM input i
        WHERE m.id = i.id AND m.version = i.expected_version AND m.status = 'open'
        RETURNING m.id, m.version
      )
      INSERT INTO backroom_actions AS a (match_id, version, action, act_id)
      SELECT moved.id, moved.version, i.action, i.act_id FROM moved JOIN input i ON i.id = moved.id
      RETURNING a.match_id, a.version
    LOOP
      IF channel IS NOT NULL THEN
        PERFORM pg_notify(channel, moved_id || ' ' || moved_version);
      END IF;
      RETURN NEXT moved_id;
    END LOOP;
  END $$`;

/** Writes a batch through the function: its rows are the ids of the matches moved (exported for bench/statement-bench.ts). */
export const APPEND_BATCH = "SELECT backroom_append_batch($1, $2, $3, $4, $5, $6, $7) AS match_id";

/** Players wait on every append: it goes before statements nobody is timing, such as a new match's setup. */
const URGENT = { urgent: true } as const;

/**
 * Returns `append`, which resolves true once the action is stored (false: the match had moved, or the
 * act id was stored before); each stored version is announced on `channel` (`null`: not at all).
 */
export function createAppendBatcher(
  db: SqlExecutor,
  channel: string | null,
): (append: PendingAppend) => Promise<boolean> {
  let waiting: { append: PendingAppend; resolve(stored: boolean): void; reject(error: unknown): void }[] = [];
  let writing = false;

  /** Writes appends of distinct matches in one statement; resolves the ids of the matches that moved. */
  const write = async (appends: readonly PendingAppend[]): Promise<Set<string>> => {
    const { rows } = await db.query<{ match_id: string }>(
      APPEND_BATCH,
      [
        appends.map((a) => a.matchId),
        appends.map((a) => a.expectedVersion),
        appends.map((a) => (a.finished ? "finished" : "open")),
        appends.map((a) => a.action),
        appends.map((a) => a.actId),
        new Date().toISOString(),
        channel,
      ],
      URGENT,
    );
    return new Set(rows.map((row) => row.match_id));
  };

  const writeAlone = async (append: PendingAppend): Promise<boolean> => {
    try {
      return (await write([append])).has(append.matchId);
    } catch (error) {
      // An act id stored before (a resend) violates its unique index: nothing is written.
      if (append.actId !== null && (error as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  };

  const writeBatch = async (): Promise<void> => {
    // One append per match in a batch: a second one for the same match waits for the next.
    const batch: typeof waiting = [];
    const later: typeof waiting = [];
    const matches = new Set<string>();
    for (const entry of waiting) {
      if (matches.has(entry.append.matchId)) later.push(entry);
      else {
        matches.add(entry.append.matchId);
        batch.push(entry);
      }
    }
    waiting = later;
    if (batch.length > 1) {
      let moved: Set<string> | undefined;
      try {
        moved = await write(batch.map((entry) => entry.append));
      } catch {
        // Written again one by one below, so the append that failed gets its own answer.
      }
      if (moved) {
        for (const entry of batch) entry.resolve(moved.has(entry.append.matchId));
        return;
      }
    }
    for (const entry of batch) {
      try {
        entry.resolve(await writeAlone(entry.append));
      } catch (error) {
        entry.reject(error);
      }
    }
  };

  const writeBatches = async (): Promise<void> => {
    writing = true;
    try {
      while (waiting.length > 0) await writeBatch();
    } finally {
      writing = false;
    }
  };

  return (append) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ append, resolve, reject });
      if (!writing) void writeBatches();
    });
}
