/** The little a SQL database must offer the match storage; PGlite and `pg` each get an adapter. */

/** The rows of a query and how many rows it changed. */
export interface SqlResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

/** How to schedule a statement. */
export interface QueryOptions {
  /**
   * A player waits on it (an action's append): a database that queues statements (the embedded one,
   * pglite-group-commit.ts) runs it before those waiting that nobody is timing, such as a new match's setup.
   */
  readonly urgent?: boolean;
}

/** Runs parameterized statements (`$1`, `$2`, …). */
export interface SqlExecutor {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<SqlResult<R>>;
}

/** A database connection (or pool) with transactions and notifications. */
export interface SqlClient extends SqlExecutor {
  /** A short description for logs (never contains a password). */
  readonly description: string;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Subscribes to a notification channel; `onReconnect` runs when notifications may have been lost. */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<void>;
  /** Replaces a broken connection with a new one (listeners kept); absent where the driver reconnects itself. */
  reopen?(): Promise<void>;
  /**
   * True when no other process can write this database (the embedded one, whose folder one process
   * holds): a new version is then announced inside the process, without a database notification.
   */
  readonly soleWriter?: boolean;
  close(): Promise<void>;
}
