/**
 * Writes the prepared embedded database that new data folders are unpacked from
 * (`dist/server/data-folder-template.bin`, see src/server/storage/data-folder-template.ts): PGlite
 * creates a database, the server's own schema code (`ensureSchema`, every statement of `SCHEMA`)
 * fills it, and the folder, closed cleanly, is packed with the fingerprint of that schema and of
 * this PGlite version. Run by `npm run build`; `tsx scripts/data-folder-template.ts [file]`.
 *
 * Before closing, the write-ahead log moves to a new segment and a checkpoint follows (with
 * segments removed, not recycled): the one segment kept is then zeros but for the checkpoint, not
 * 16 MiB of initdb's records, and the template packs to a fraction of the size.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { templateFingerprint, writeTemplate } from "../src/server/storage/data-folder-template.js";
import type { SqlClient, SqlExecutor } from "../src/server/storage/sql-client.js";
import { ensureSchema, SCHEMA_FINGERPRINT } from "../src/server/storage/sql-storage.js";

/** A `SqlClient` over one PGlite in this thread: all `ensureSchema` needs. */
function clientOf(db: PGlite): SqlClient {
  const executor = (target: Pick<PGlite, "query">): SqlExecutor => ({
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(text, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  });
  return {
    description: "the template's PGlite",
    soleWriter: true,
    query: (text, params) => executor(db).query(text, params),
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    async listen() {},
    close: () => db.close(),
  };
}

/** Builds the template into `file`; returns its size in bytes. */
export async function buildTemplate(file: string): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), "backroom-template-build-"));
  try {
    const dataDir = join(folder, "pglite");
    const db = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, "-c", "wal_recycle=off"],
    });
    await ensureSchema(clientOf(db));
    await db.query("SELECT pg_switch_wal()");
    await db.query("CHECKPOINT");
    await db.close();
    return writeTemplate(dataDir, file, templateFingerprint(SCHEMA_FINGERPRINT));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? "dist/server/data-folder-template.bin";
  const bytes = await buildTemplate(file);
  console.log(`${file}: the prepared embedded database, ${(bytes / 1024).toFixed(0)} KiB`);
}
