/**
 * The embedded default: PostgreSQL in this process through `@electric-sql/pglite`, in a data folder
 * (or in memory), on a worker thread of its own (storage/pglite-thread.ts). One process owns a
 * folder at a time (see data-lock.ts).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { prepareFromTemplate, shippedTemplate, templateFingerprint } from "./data-folder-template.js";
import { lockDataFolder } from "./data-lock.js";
import { importOptional } from "./optional-import.js";
import { openPgliteThread, type PgliteDb, type PgliteQueryable, startPgliteThread } from "./pglite-thread.js";
import type { QueryOptions, SqlClient, SqlExecutor } from "./sql-client.js";
import { createSqlStorage, SCHEMA_FINGERPRINT } from "./sql-storage.js";
import type { MatchStorage } from "./storage.js";

interface PgliteModule {
  PGlite: { readonly defaultStartParams?: readonly string[] };
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
    async query<R>(text: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const result = await db.query<R>(text, [...params], options);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/** How to open the embedded database in a folder. */
export interface PgliteStorageOptions {
  /** How long the folder's lock lasts without a refresh before another server may take it over (default 10 s). */
  readonly lockStaleMs?: number;
  /** Where to write notices (waiting for a stale lock, a lost lock). */
  readonly log?: (line: string) => void;
  /** Called when the folder's lock was lost while open: the storage has stopped working; stop the server. */
  readonly onLockLost?: (error: Error) => void;
  /**
   * The prepared database a new folder is unpacked from (data-folder-template.ts): a template
   * file, or `false` to have PGlite create the database (initdb, seconds); default: the package's
   * own, `dist/server/data-folder-template.bin`. One made for another schema or PGlite version is
   * not used.
   */
  readonly template?: string | false;
}

/**
 * Opens (creating when needed) the embedded database in `folder`, or an in-memory one when
 * `folder` is omitted. Throws `DataFolderLockedError` while another live server holds the folder
 * (a holder that died is taken over once its lock is stale), and `MissingDependencyError` when
 * `@electric-sql/pglite` or `proper-lockfile` is not installed.
 */
export async function openPgliteStorage(
  folder?: string,
  options: PgliteStorageOptions = {},
): Promise<MatchStorage> {
  const { PGlite } = await importOptional<PgliteModule>(
    "@electric-sql/pglite",
    "the embedded match database",
  );
  let unlock = async () => {};
  let dataDir: string | undefined;
  // Once the lock is lost another process may write the folder: this handle must not touch it again.
  let lockLost: Error | undefined;
  let db: PgliteDb | undefined;
  const usable = (): PgliteDb => {
    if (lockLost) throw lockLost;
    return db as PgliteDb;
  };
  // The database's thread compiles PostgreSQL while this one locks the folder and unpacks it.
  const thread = startPgliteThread();
  if (folder !== undefined) {
    const absolute = resolve(folder);
    mkdirSync(absolute, { recursive: true });
    const lock = await lockDataFolder(absolute, {
      ...(options.lockStaleMs === undefined ? {} : { staleMs: options.lockStaleMs }),
      ...(options.log ? { onWait: options.log } : {}),
      onLost: (error) => {
        lockLost = new Error(`the data folder lock of ${absolute} was lost: ${error.message}`);
        options.log?.(`${lockLost.message}; the database is closed`);
        db?.close().catch(() => {});
        options.onLockLost?.(lockLost);
      },
    }).catch(async (error: unknown) => {
      await thread.terminate();
      throw error;
    });
    unlock = () => lock.release();
    dataDir = join(absolute, "pglite");
  }
  try {
    if (dataDir !== undefined) {
      const template = options.template ?? shippedTemplate() ?? false;
      const prepared = await prepareFromTemplate(dataDir, template, templateFingerprint(SCHEMA_FINGERPRINT));
      if (prepared.kind !== "existing" && prepared.removedLeftover) {
        options.log?.(`${dataDir}: removed what an interrupted start left half unpacked`);
      }
      if (prepared.kind === "template")
        options.log?.(`${dataDir}: a new database, from the prepared template`);
      if (prepared.kind === "create") {
        options.log?.(`${dataDir}: creating a new database (${prepared.reason}); this takes a few seconds`);
      }
    }
    const defaults = PGlite.defaultStartParams;
    const startParams = defaults ? [...defaults, ...SMALL_BUFFERS] : undefined;
    db = await thread.open(dataDir, startParams);
    const listeners: [string, (payload: string) => void, () => void][] = [];
    const client: SqlClient = {
      description: dataDir
        ? `embedded PostgreSQL (PGlite) in ${resolve(folder as string)}`
        : "in-memory PGlite",
      // The folder's lock (or memory) keeps every other process out.
      soleWriter: true,
      query: async (text, params, options) => executor(usable()).query(text, params, options),
      transaction: async (work) => usable().transaction((tx) => work(executor(tx))),
      async listen(channel, onPayload, onReconnect) {
        listeners.push([channel, onPayload, onReconnect]);
        await usable().listen(channel, onPayload);
      },
      // Only a database on disk can be reopened (an in-memory one would come back empty).
      ...(dataDir === undefined
        ? {}
        : {
            async reopen() {
              await usable()
                .close()
                .catch(() => {});
              db = await openPgliteThread(dataDir, startParams);
              for (const [channel, onPayload, onReconnect] of listeners) {
                await usable().listen(channel, onPayload);
                onReconnect(); // notifications sent meanwhile are lost: resync
              }
            },
          }),
      async close() {
        if (!lockLost) await db?.close();
        await unlock();
      },
    };
    return await createSqlStorage(client);
  } catch (error) {
    await (db ? db.close() : thread.terminate()).catch(() => {});
    await unlock();
    throw error;
  }
}
