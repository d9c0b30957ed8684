/**
 * The messages between the server's main thread and the worker thread that holds its embedded
 * database (pglite-thread.ts and pglite-worker.ts): requests carry an id, answers repeat it.
 */

/**
 * The first message to the worker: which database to open. The worker is started before it is
 * known (it compiles PostgreSQL meanwhile), so this comes as a message, not as `workerData`.
 */
export interface PgliteOpenRequest {
  readonly op: "open";
  /** The folder of the database files; absent for an in-memory database. */
  readonly dataDir: string | undefined;
  /** PostgreSQL's start parameters. */
  readonly startParams: readonly string[] | undefined;
}

/** A request to the worker. `tx` names the open transaction a query runs in. */
export type PgliteRequest =
  | {
      readonly id: number;
      readonly op: "query";
      readonly text: string;
      readonly params: unknown[];
      readonly tx?: number;
      /** Runs before the other statements waiting outside a transaction (see `QueryOptions`). */
      readonly urgent?: boolean;
    }
  | { readonly id: number; readonly op: "begin" }
  | { readonly id: number; readonly op: "end"; readonly tx: number; readonly commit: boolean }
  | { readonly id: number; readonly op: "listen"; readonly channel: string }
  | { readonly id: number; readonly op: "close" };

/** A database error as it crosses the thread boundary (PostgreSQL's fields that the storage reads). */
export interface PgliteErrorData {
  readonly message: string;
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;
}

/** A message from the worker: an answer, a notification, or that the database is ready. */
export type PgliteMessage =
  | { readonly kind: "ready" }
  | { readonly kind: "failed"; readonly error: PgliteErrorData }
  | { readonly kind: "answer"; readonly id: number; readonly result?: unknown }
  | { readonly kind: "error"; readonly id: number; readonly error: PgliteErrorData }
  | { readonly kind: "notify"; readonly channel: string; readonly payload: string };

/** The fields of an error worth sending across (a `DatabaseError` keeps its `code`). */
export function errorData(error: unknown): PgliteErrorData {
  const { message, code, detail, constraint } = error as Partial<Record<keyof PgliteErrorData, unknown>>;
  return {
    message: typeof message === "string" ? message : String(error),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof detail === "string" ? { detail } : {}),
    ...(typeof constraint === "string" ? { constraint } : {}),
  };
}
