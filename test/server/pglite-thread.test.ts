/**
 * The embedded database on its worker thread: queries, transactions that commit and roll back,
 * PostgreSQL's error codes across the thread boundary, notifications, group commit (urgent
 * statements first), and closing.
 */

import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { MAX_GROUP } from "../../src/server/storage/pglite-group-commit.js";
import { openPgliteThread, type PgliteDb } from "../../src/server/storage/pglite-thread.js";
import { freshDataFolder, removeDataFolder } from "../support/data-folder.js";

/** The thread on a copied fresh folder (test/support/data-folder.ts), removed when the test ends. */
async function openCopiedFolder(): Promise<PgliteDb> {
  const folder = await freshDataFolder();
  onTestFinished(() => removeDataFolder(folder));
  return openPgliteThread(join(folder, "pglite"), undefined);
}

describe("PGlite on a worker thread", () => {
  // In memory, so that one test here starts a database from nothing.
  it("queries, commits, rolls back, keeps error codes and relays notifications", async () => {
    const db = await openPgliteThread(undefined, undefined);
    onTestFinished(() => db.close());
    await db.query("CREATE TABLE t (k integer PRIMARY KEY, v text)");
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES ($1, $2)", [1, "one"]);
      await tx.query("INSERT INTO t VALUES ($1, $2)", [2, "two"]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES ($1, $2)", [3, "three"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const { rows } = await db.query<{ k: number; v: string }>("SELECT k, v FROM t ORDER BY k");
    expect(rows).toEqual([
      { k: 1, v: "one" },
      { k: 2, v: "two" },
    ]);
    // A unique violation keeps PostgreSQL's code, which the storage reads to spot a resent act.
    await expect(db.query("INSERT INTO t VALUES (1, 'again')")).rejects.toMatchObject({ code: "23505" });
    const heard: string[] = [];
    await db.listen("news", (payload) => heard.push(payload));
    await db.query("SELECT pg_notify('news', 'hello')");
    await expect.poll(() => heard).toEqual(["hello"]);
  });

  it("commits statements sent together as one group, each answered as if it ran alone", async () => {
    const db = await openCopiedFolder();
    onTestFinished(() => db.close());
    await db.query("CREATE TABLE t (k integer PRIMARY KEY)");
    await db.query("INSERT INTO t VALUES (0)");
    // Sent in one go, they share transactions: fewer transaction ids than statements.
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => db.query<{ id: string }>("SELECT txid_current()::text AS id")),
    );
    expect(new Set(ids.map(({ rows }) => rows[0]?.id)).size).toBeLessThan(10);
    // One failing statement fails alone: the others of its group are written and answered.
    const heard: string[] = [];
    await db.listen("news", (payload) => heard.push(payload));
    const keys = [1, 2, 0, 3, 4];
    const outcomes = await Promise.allSettled(
      keys.map((k) =>
        db.query(
          "WITH i AS (INSERT INTO t VALUES ($1) RETURNING k) SELECT pg_notify('news', k::text) FROM i",
          [k],
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect(outcomes[2]).toMatchObject({ reason: { code: "23505" } });
    const { rows } = await db.query<{ k: number }>("SELECT k FROM t ORDER BY k");
    expect(rows.map((row) => row.k)).toEqual([0, 1, 2, 3, 4]);
    await expect.poll(() => [...heard].sort()).toEqual(["1", "2", "3", "4"]);
  });

  it("answers an urgent statement before the others waiting, which go at most MAX_GROUP to a group", async () => {
    const db = await openCopiedFolder();
    onTestFinished(() => db.close());
    const answered: string[] = [];
    const others = Array.from({ length: 3 * MAX_GROUP }, (_, i) =>
      db.query<{ id: string }>("SELECT txid_current()::text AS id").then(({ rows }) => {
        answered.push(`other ${i}`);
        return rows[0]?.id;
      }),
    );
    const urgent = db.query("SELECT 1", [], { urgent: true }).then(() => answered.push("urgent"));
    const ids = await Promise.all(others);
    await urgent;
    // Sent last, it waits at most for the one group already being written.
    expect(answered.indexOf("urgent")).toBeLessThanOrEqual(MAX_GROUP);
    // The others still share transactions, never more than MAX_GROUP to one.
    const perTransaction = new Map<string | undefined, number>();
    for (const id of ids) perTransaction.set(id, (perTransaction.get(id) ?? 0) + 1);
    expect(perTransaction.size).toBeLessThan(ids.length);
    expect(Math.max(...perTransaction.values())).toBeLessThanOrEqual(MAX_GROUP);
  });

  it("refuses work once closed", async () => {
    const db = await openCopiedFolder();
    await db.close();
    await expect(db.query("SELECT 1")).rejects.toThrow(/database worker stopped/);
  });
});
