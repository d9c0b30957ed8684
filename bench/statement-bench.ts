/**
 * The database statements of the match server's hot paths, before and after they became calls of
 * PL/pgSQL functions whose plans the session keeps (`npm run bench -- statements [repetitions]`):
 * reading a match with its seats, and appending a batch of 1, 3 or 8 matches' actions. PGlite runs
 * in this process on the server's own schema, so a statement's CPU time is all in this thread; the
 * variants alternate, `repetitions` times each, and the medians are printed.
 */
import { PGlite } from "@electric-sql/pglite";
import { APPEND_BATCH } from "../src/server/storage/append-batch.js";
import { MATCH_READ, SCHEMA } from "../src/server/storage/sql-storage.js";
import { cpuSeconds } from "./cpu-time.js";

/** The read before dea66b9: the match row, then its seats, as two statements sent as text. */
const MATCH_READ_BEFORE = [
  "SELECT * FROM backroom_matches WHERE id = $1",
  "SELECT match_id, seat, bot, token_hash, name, connected FROM backroom_seats WHERE match_id = ANY($1::text[])",
];

/** The append batch before 2311b83: the same work as one statement sent as text. */
const APPEND_BATCH_BEFORE = `WITH input AS (
    SELECT * FROM unnest($1::text[], $2::integer[], $3::text[], $4::text[], $5::text[])
      AS i (match_id, expected, status, action, act_id)
  ), moved AS (
    UPDATE backroom_matches m SET version = i.expected + 1, status = i.status, updated_at = $6
    FROM input i
    WHERE m.id = i.match_id AND m.version = i.expected AND m.status = 'open'
    RETURNING m.id, m.version
  ), inserted AS (
    INSERT INTO backroom_actions (match_id, version, action, act_id)
    SELECT moved.id, moved.version, i.action, i.act_id FROM moved JOIN input i ON i.match_id = moved.id
    RETURNING match_id, version
  )
  SELECT match_id, pg_notify($7, match_id || ' ' || version) AS notified FROM inserted`;

const MATCHES = 32;
const CALLS = 400;
/** A typical stored action (a Slush Fund move). */
const ACTION = JSON.stringify({ type: "take", player: 1, card: { id: 17, kind: "money", value: 30 } });

/** One variant's median CPU time per call. */
export interface StatementFigures {
  readonly work: string;
  readonly beforeMs: number;
  readonly afterMs: number;
}

async function openDatabase(): Promise<PGlite> {
  const db = new PGlite();
  for (const statement of SCHEMA) await db.query(statement);
  await db.listen("backroom_bench", () => {});
  for (let i = 0; i < MATCHES; i++) {
    await db.query(
      `INSERT INTO backroom_matches (id, game, rules_version, package_version, players, seed, options,
        bot_delay_ms, created_at, status, version) VALUES ($1, 'slush-fund', '1', '0.1.0', 3, '"s"', '{}', 0, $2, 'open', 0)`,
      [`m${i}`, new Date().toISOString()],
    );
    for (let seat = 0; seat < 3; seat++) {
      await db.query(
        "INSERT INTO backroom_seats (match_id, seat, token_hash, name) VALUES ($1, $2, $3, $4)",
        [`m${i}`, seat, "h".repeat(43), `Player ${seat}`],
      );
    }
  }
  return db;
}

/** The median of a list of numbers. */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Runs the comparisons; resolves to one row per kind of work. */
export async function benchStatements(repetitions: number): Promise<StatementFigures[]> {
  const db = await openDatabase();
  const versions = new Array<number>(MATCHES).fill(0);
  let next = 0;
  let read = 0;
  /** The next match to read, round the table of matches. */
  const nextRead = (): string => {
    read = (read + 1) % MATCHES;
    return `m${read}`;
  };
  const appendBatch = (text: string, size: number) => async () => {
    const ids: string[] = [];
    const expected: number[] = [];
    for (let j = 0; j < size; j++, next = (next + 1) % MATCHES) {
      ids.push(`m${next}`);
      expected.push(versions[next] as number);
    }
    const { rows } = await db.query(text, [
      ids,
      expected,
      ids.map(() => "open"),
      ids.map(() => ACTION),
      ids.map(() => null),
      new Date().toISOString(),
      "backroom_bench",
    ]);
    if (rows.length !== size) throw new Error(`a batch of ${size} moved ${rows.length} matches`);
    for (const id of ids) versions[Number(id.slice(1))] = (versions[Number(id.slice(1))] as number) + 1;
  };
  const work: [string, () => Promise<void>, () => Promise<void>][] = [
    [
      "read a match and its seats",
      async () => {
        const id = nextRead();
        await db.query(MATCH_READ_BEFORE[0] as string, [id]);
        await db.query(MATCH_READ_BEFORE[1] as string, [[id]]);
      },
      async () => {
        await db.query(MATCH_READ, [nextRead()]);
      },
    ],
    ...[1, 3, 8].map((size): [string, () => Promise<void>, () => Promise<void>] => [
      `append a batch of ${size}`,
      appendBatch(APPEND_BATCH_BEFORE, size),
      appendBatch(APPEND_BATCH, size),
    ]),
  ];
  const timeOf = async (call: () => Promise<void>): Promise<number> => {
    const started = cpuSeconds();
    for (let i = 0; i < CALLS; i++) await call();
    return ((cpuSeconds() - started) * 1000) / CALLS;
  };
  const rows: StatementFigures[] = [];
  for (const [name, before, after] of work) {
    // Unmeasured warm-up of both, then the two alternate.
    await timeOf(before);
    await timeOf(after);
    const times = { before: [] as number[], after: [] as number[] };
    for (let r = 0; r < repetitions; r++) {
      times.before.push(await timeOf(before));
      times.after.push(await timeOf(after));
    }
    rows.push({ work: name, beforeMs: median(times.before), afterMs: median(times.after) });
  }
  await db.close();
  return rows;
}

/** Prints the comparison as a Markdown table. */
export async function printStatements(args: readonly string[]): Promise<void> {
  const repetitions = Number(args[0] ?? 6);
  console.log(`\n| work | before: statements sent as text | after: a function call | after / before |`);
  console.log(`|---|---|---|---|`);
  for (const row of await benchStatements(repetitions)) {
    console.log(
      `| ${row.work} | ${row.beforeMs.toFixed(2)} ms | ${row.afterMs.toFixed(2)} ms | ${(row.afterMs / row.beforeMs).toFixed(2)} |`,
    );
  }
}
