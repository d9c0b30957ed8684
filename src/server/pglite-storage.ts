/**
 * The embedded default: PostgreSQL in this process through `@electric-sql/pglite`, in a data folder
 * (or in memory). One process owns a folder at a time; its lock (data-lock.ts) refuses a second one.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { lockDataFolder } from "./data-lock.js";
import { importOptional } from "./optional-import.js";
import type { SqlClient, SqlExecutor } from "./sql-client.js";
import { createSqlStorage } from "./sql-storage.js";
import type { MatchStorage } from "./storage.js";

interface PgliteQueryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
}
interface PgliteDb extends PgliteQueryable {
  transaction<T>(work: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}
interface PgliteModule {
  PGlite: {
    create(dataDir?: string, options?: { startParams?: string[] }): Promise<PgliteDb>;
    readonly defaultStartParams?: readonly string[];
  };
}

/**
 * Smaller buffers than PostgreSQL's defaults (128 MB of shared buffers): the server's tables are
 * small and its queries simple, and in one WebAssembly process every buffer is the server's own
 * memory (a reopened folder settles at about half the resident memory; docs/benchmarks.md).
 */
const SMALL_BUFFERS = [
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=1MB",
  "-c",
  "temp_buffers=1MB",
  "-c",
  "wal_buffers=1MB",
];

/** Adapts PGlite's result shape to `SqlExecutor`. */
function executor(db: PgliteQueryable): SqlExecutor {
  return {
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<R>(text, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/**
 * Opens (creating when needed) the embedded database in `folder`, or an in-memory one when
 * `folder` is omitted; throws `MissingDependencyError` when `@electric-sql/pglite` is not installed.
 */
export async function openPgliteStorage(folder?: string): Promise<MatchStorage> {
  const { PGlite } = await importOptional<PgliteModule>(
    "@electric-sql/pglite",
    "the embedded match database",
  );
  let unlock = async () => {};
  let dataDir: string | undefined;
  if (folder !== undefined) {
    const absolute = resolve(folder);
    mkdirSync(absolute, { recursive: true });
    unlock = await lockDataFolder(absolute);
    dataDir = join(absolute, "pglite");
  }
  try {
    const defaults = PGlite.defaultStartParams;
    const options = defaults ? { startParams: [...defaults, ...SMALL_BUFFERS] } : {};
    let db = await PGlite.create(dataDir, options);
    const listeners: [string, (payload: string) => void, () => void][] = [];
    const client: SqlClient = {
      description: dataDir
        ? `embedded PostgreSQL (PGlite) in ${resolve(folder as string)}`
        : "in-memory PGlite",
      query: (text, params) => executor(db).query(text, params),
      transaction: (work) => db.transaction((tx) => work(executor(tx))),
      async listen(channel, onPayload, onReconnect) {
        listeners.push([channel, onPayload, onReconnect]);
        await db.listen(channel, onPayload);
      },
      // Only a database on disk can be reopened (an in-memory one would come back empty).
      ...(dataDir === undefined
        ? {}
        : {
            async reopen() {
              await db.close().catch(() => {});
              db = await PGlite.create(dataDir, options);
              for (const [channel, onPayload, onReconnect] of listeners) {
                await db.listen(channel, onPayload);
                onReconnect(); // notifications sent meanwhile are lost: resync
              }
            },
          }),
      async close() {
        await db.close();
        await unlock();
      },
    };
    return await createSqlStorage(client);
  } catch (error) {
    await unlock();
    throw error;
  }
}
