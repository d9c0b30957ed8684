/**
 * Match storage on a PostgreSQL server through `pg`: a pool for statements and one dedicated
 * connection for LISTEN, reconnected when it drops (every match then resyncs, since notifications
 * sent meanwhile are lost).
 */
import { importOptional } from "./optional-import.js";
import type { SqlClient, SqlExecutor } from "./sql-client.js";
import { createSqlStorage } from "./sql-storage.js";
import type { MatchStorage } from "./storage.js";

interface PgQueryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}
interface PgPoolClient extends PgQueryable {
  release(error?: Error): void;
}
interface PgClient extends PgQueryable {
  connect(): Promise<void>;
  end(): Promise<void>;
  on(event: "notification", listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: "error" | "end", listener: (error?: Error) => void): void;
}
interface PgModule {
  default: {
    Pool: new (config: {
      connectionString: string;
      max?: number;
    }) => PgQueryable & {
      connect(): Promise<PgPoolClient>;
      end(): Promise<void>;
      on(event: "error", listener: (error: Error) => void): void;
    };
    Client: new (config: { connectionString: string }) => PgClient;
  };
}

/** Adapts `pg`'s result shape to `SqlExecutor`. */
function executor(db: PgQueryable): SqlExecutor {
  return {
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await db.query(text, [...params]);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  };
}

/** The connection string without its password, for logs. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}

/**
 * Connects to PostgreSQL at `connectionString` (`postgres://user:pass@host/db`, or
 * `postgres:///db?host=/socket/dir`); throws `MissingDependencyError` when `pg` is not installed.
 */
export async function openPostgresStorage(
  connectionString: string,
  log: (line: string) => void = () => {},
): Promise<MatchStorage> {
  const { default: pg } = await importOptional<PgModule>("pg", "a PostgreSQL match database");
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on("error", (error) => log(`database pool: ${error.message}`));
  let listener: PgClient | undefined;
  let closed = false;
  const client: SqlClient = {
    description: `PostgreSQL at ${redact(connectionString)}`,
    ...executor(pool),
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query("BEGIN");
        const result = await work(executor(connection));
        await connection.query("COMMIT");
        connection.release();
        return result;
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => {});
        connection.release(error as Error);
        throw error;
      }
    },
    async listen(channel, onPayload, onReconnect) {
      const reconnect = (): void => {
        setTimeout(async () => {
          try {
            await connect();
          } catch (error) {
            log(`database listener: ${(error as Error).message}; retrying`);
            reconnect();
            return;
          }
          try {
            onReconnect();
          } catch (error) {
            log(`database listener: resync failed: ${(error as Error).message}`);
          }
        }, 1000).unref();
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString });
        next.on("notification", (message) => {
          if (message.channel === channel && message.payload) onPayload(message.payload);
        });
        next.on("error", (error) => log(`database listener: ${error?.message}`));
        next.on("end", () => {
          if (closed || listener !== next) return;
          log("database listener disconnected; reconnecting");
          reconnect();
        });
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        listener = next;
      };
      await connect();
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
  try {
    return await createSqlStorage(client);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
