/**
 * A broken embedded database handle is replaced: `reopen` closes PGlite and opens the same folder
 * again, the data and the folder's lock stay, and version notifications resume (with a resync call).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPgliteStorage } from "backroom/server";
import { afterAll, expect, it, onTestFinished } from "vitest";
import { storedMatch } from "../support/stored-match.js";

let folder = "";
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it("reopens the embedded database on the same folder, keeping data, lock and notifications", async () => {
  folder = await mkdtemp(join(tmpdir(), "backroom-reopen-"));
  const storage = await openPgliteStorage(folder);
  // Closed even when an expectation fails: an open embedded database left behind while afterAll
  // removes its folder keeps the test process busy.
  onTestFinished(() => storage.close().catch(() => {}));
  const heard: (string | null)[] = [];
  await storage.onNewVersion((matchId) => heard.push(matchId));
  await storage.createMatch(storedMatch("reopen-match-1"));
  expect(storage.reopen).toBeTypeOf("function");
  await storage.reopen?.();
  expect(heard).toEqual([null]); // notifications may have been lost: every match resyncs
  expect((await storage.getMatch("reopen-match-1"))?.version).toBe(0);
  expect(await storage.appendAction("reopen-match-1", 0, { type: "x", player: 0 }, false)).toBe(true);
  for (let i = 0; i < 50 && !heard.includes("reopen-match-1"); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(heard).toContain("reopen-match-1");
  await expect(openPgliteStorage(folder)).rejects.toThrow(
    `in use by another backroom server (process ${process.pid}`,
  );
});
