/**
 * The embedded database on a worker thread of its own (pglite-worker.ts), behind the same small
 * interface as PGlite itself: PostgreSQL compiled to WebAssembly takes most of the time of an action,
 * and there it no longer holds up the event loop that answers every socket (docs/benchmarks.md,
 * "Throughput"). An answer arrives only after the worker's PGlite has written it, so an acknowledged
 * action is as durable as before.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { isTypeScript } from "../../sim/import-module.js";
import { workerEntry } from "../../sim/pool.js";
import type {
  PgliteErrorData,
  PgliteMessage,
  PgliteOpenRequest,
  PgliteRequest,
} from "./pglite-thread-protocol.js";
import type { QueryOptions } from "./sql-client.js";

/** What the storage needs of PGlite: queries, transactions, notifications and closing. */
export interface PgliteQueryable {
  query<R>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: R[]; affectedRows?: number }>;
}

/** A PGlite database, in this thread or on a worker thread. */
export interface PgliteDb extends PgliteQueryable {
  transaction<T>(work: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}

/** A request without its id (the thread numbers them). */
type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, "id"> : never) : never;

/** The worker script: the TypeScript source when running from source, else the built file. */
function workerFile(): string {
  const here = import.meta.url;
  if (isTypeScript(fileURLToPath(here))) return fileURLToPath(new URL("./pglite-worker.ts", here));
  for (const candidate of ["./pglite-worker.js", "./server/pglite-worker.js", "../server/pglite-worker.js"]) {
    const path = fileURLToPath(new URL(candidate, here));
    if (existsSync(path)) return path;
  }
  throw new Error(`the database worker script was not found next to ${here}; was the package built?`);
}

/** An error from the worker, with PostgreSQL's fields (`code` above all) as the storage reads them. */
function toError(data: PgliteErrorData): Error {
  return Object.assign(new Error(data.message), data);
}

/** A database thread started before its database is known: it compiles PostgreSQL meanwhile. */
export interface PgliteThread {
  /** Opens PGlite on `dataDir` (in memory when absent) in the thread; resolves once it is open. Call once. */
  open(dataDir: string | undefined, startParams: readonly string[] | undefined): Promise<PgliteDb>;
  /** Stops a thread that was never opened (an opened one stops with its database's `close`). */
  terminate(): Promise<void>;
}

/** Starts a worker thread for PGlite, which begins compiling PostgreSQL at once; `open` names the database. */
export function startPgliteThread(): PgliteThread {
  const file = workerFile();
  const entry = workerEntry(file);
  const worker = new Worker(entry === file ? file : new URL(entry));
  // A thread that fails before `open` (or while opening) is reported by `open`, never thrown here.
  const stopped = new Promise<Error>((resolve) => {
    worker.once("error", resolve);
    worker.once("exit", (code) => resolve(new Error(`the database worker stopped (exit code ${code})`)));
  });
  return {
    open: (dataDir, startParams) => connect(worker, stopped, dataDir, startParams),
    async terminate() {
      await worker.terminate();
    },
  };
}

/** Starts a worker thread holding PGlite on `dataDir` (in memory when absent) and resolves once it is open. */
export async function openPgliteThread(
  dataDir: string | undefined,
  startParams: readonly string[] | undefined,
): Promise<PgliteDb> {
  const thread = startPgliteThread();
  try {
    return await thread.open(dataDir, startParams);
  } catch (error) {
    await thread.terminate();
    throw error;
  }
}

/** Asks a started worker to open the database and returns the database it holds. */
async function connect(
  worker: Worker,
  stopped: Promise<Error>,
  dataDir: string | undefined,
  startParams: readonly string[] | undefined,
): Promise<PgliteDb> {
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, (payload: string) => void>();
  let next = 1;
  let broken: Error | undefined;

  const fail = (error: Error) => {
    broken ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: PgliteMessage) => {
      switch (message.kind) {
        case "ready":
          return resolve();
        case "failed":
          return reject(toError(message.error));
        case "notify":
          return listeners.get(message.channel)?.(message.payload);
        case "answer":
        case "error": {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          if (message.kind === "answer") waiting?.resolve(message.result);
          else waiting?.reject(toError(message.error));
        }
      }
    });
    worker.on("error", (error) => {
      fail(error);
      reject(error);
    });
    worker.on("exit", (code) => {
      const error = new Error(`the database worker stopped (exit code ${code})`);
      fail(error);
      reject(error);
    });
  });
  const open: PgliteOpenRequest = { op: "open", dataDir, startParams };
  worker.postMessage(open);
  // The thread may have stopped before this listened; once open, its stopping is `fail`'s to tell.
  const stoppedEarly = (async (): Promise<never> => {
    throw await stopped;
  })();
  stoppedEarly.catch(() => {});
  await Promise.race([ready, stoppedEarly]);

  const ask = <T>(request: Request, id = next++): Promise<T> => {
    if (broken) return Promise.reject(broken);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryIn =
    (tx: number | undefined) =>
    <R>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
      ask<{ rows: R[]; affectedRows?: number }>({
        op: "query",
        text,
        params,
        ...(tx === undefined ? {} : { tx }),
        ...(options.urgent ? { urgent: true } : {}),
      });

  return {
    query: queryIn(undefined),
    async transaction(work) {
      const tx = next++;
      await ask({ op: "begin" }, tx);
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work({ query: queryIn(tx) });
      } catch (error) {
        await ask({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await ask({ op: "end", tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      listeners.set(channel, callback);
      await ask({ op: "listen", channel });
    },
    async close() {
      if (!broken) await ask({ op: "close" }).catch(() => {});
      await worker.terminate();
    },
  };
}
