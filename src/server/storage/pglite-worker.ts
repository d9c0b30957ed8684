/**
 * The worker-thread entry that holds the embedded database (started by pglite-thread.ts): PGlite
 * runs here, off the server's event loop, and answers the main thread's queries, transactions and
 * subscriptions one message at a time. PGlite queues its own work, so a query outside an open
 * transaction waits for it to end, exactly as in one thread.
 */
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parentPort } from "node:worker_threads";
import { PGlite, type PGliteOptions, type Transaction } from "@electric-sql/pglite";
import { createGroupCommit } from "./pglite-group-commit.js";
import {
  errorData,
  type PgliteMessage,
  type PgliteOpenRequest,
  type PgliteRequest,
} from "./pglite-thread-protocol.js";

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");
const post = (message: PgliteMessage) => port.postMessage(message);

/**
 * PostgreSQL's WebAssembly modules, compiled, and its file bundle, read, from PGlite's own files,
 * begun as soon as the thread starts (while the main thread locks the folder and unpacks it); when
 * they cannot be found here, PGlite loads them itself.
 */
async function preloaded(): Promise<Partial<PGliteOptions>> {
  try {
    const dist = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
    const compile = async (file: string) => WebAssembly.compile(await readFile(join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule, bundle] = await Promise.all([
      compile("pglite.wasm"),
      compile("initdb.wasm"),
      readFile(join(dist, "pglite.data")),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  } catch {
    return {};
  }
}

const preloading = preloaded();

/** An open transaction: its handle, how to end it, and the promise of its commit or rollback. */
interface OpenTransaction {
  readonly tx: Transaction;
  end(commit: boolean): void;
  readonly done: Promise<void>;
}

/** Open transactions by the id of their `begin`. */
const transactions = new Map<number, OpenTransaction>();

/** Thrown inside a transaction to roll it back (PGlite rolls back when its callback throws). */
const ROLLBACK = Symbol("rollback");

const { dataDir, startParams } = await new Promise<PgliteOpenRequest>((resolve) =>
  port.once("message", resolve),
);
let db: PGlite;
try {
  db = await PGlite.create(dataDir, {
    ...(await preloading),
    ...(startParams ? { startParams: [...startParams] } : {}),
  });
  post({ kind: "ready" });
} catch (error) {
  post({ kind: "failed", error: errorData(error) });
  throw error;
}

/** Statements outside a transaction are written in groups (pglite-group-commit.ts). */
const commitInGroup = createGroupCommit(db, post);

/** Opens a transaction and answers `begin` once it is open; it ends when `end` arrives. */
function begin(id: number): void {
  let opened = false;
  const run = async (): Promise<void> => {
    try {
      await db.transaction(async (tx) => {
        const commit = await new Promise<boolean>((resolve) => {
          transactions.set(id, { tx, end: resolve, done });
          opened = true;
          post({ kind: "answer", id });
        });
        if (!commit) throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK) return;
      // A failure to open is answered to `begin`; one at commit is rethrown to the `end` awaiting it.
      if (!opened) post({ kind: "error", id, error: errorData(error) });
      throw error;
    } finally {
      transactions.delete(id);
    }
  };
  const done = run();
  // Nobody awaits a transaction that failed to open: its failure was answered above.
  done.catch(() => {});
}

/** Runs one request and answers it. */
async function serve(request: PgliteRequest): Promise<void> {
  try {
    switch (request.op) {
      case "query": {
        if (request.tx === undefined) return commitInGroup(request);
        const target = transactions.get(request.tx)?.tx;
        if (!target) throw new Error(`no open transaction ${request.tx}`);
        const { rows, affectedRows } = await target.query(request.text, request.params);
        post({ kind: "answer", id: request.id, result: { rows, affectedRows } });
        return;
      }
      case "begin":
        begin(request.id);
        return;
      case "end": {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`no open transaction ${request.tx}`);
        open.end(request.commit);
        await open.done;
        post({ kind: "answer", id: request.id });
        return;
      }
      case "listen":
        await db.listen(request.channel, (payload) =>
          post({ kind: "notify", channel: request.channel, payload }),
        );
        post({ kind: "answer", id: request.id });
        return;
      case "close":
        await db.close();
        post({ kind: "answer", id: request.id });
        port?.close();
        return;
    }
  } catch (error) {
    post({ kind: "error", id: request.id, error: errorData(error) });
  }
}

port.on("message", (request: PgliteRequest) => {
  void serve(request);
});
