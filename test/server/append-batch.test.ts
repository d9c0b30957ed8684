/**
 * Appends that arrive together are written as one statement (storage/append-batch.ts), and each
 * still gets the answer it would have had alone: a stale version or a closed match writes nothing,
 * a resent act id makes the batch fail and be written again one append at a time, and every stored
 * action is announced with its version.
 */
import { expect, it, onTestFinished } from "vitest";
import { createAppendBatcher } from "../../src/server/storage/append-batch.js";
import type { QueryOptions } from "../../src/server/storage/sql-client.js";
import { openFreshStorage } from "../support/data-folder.js";
import { storedMatch } from "../support/stored-match.js";

const matchOf = (id: string) => storedMatch(id);

const act = (player: number, n: number) => ({ type: "x", player, n });

it("answers each append of a batch as if it ran alone", async () => {
  const storage = await openFreshStorage();
  onTestFinished(() => storage.close().catch(() => {}));
  const heard: string[] = [];
  await storage.onNewVersion((matchId, version) => heard.push(`${matchId} ${version}`));
  for (const id of ["a", "b", "c", "d"]) await storage.createMatch(matchOf(id));

  // The first append is written at once; the ones sent while it is written go together next.
  const first = storage.appendAction("a", 0, act(0, 1), false, "0/1");
  const together = [
    storage.appendAction("b", 0, act(0, 1), false),
    storage.appendAction("c", 7, act(0, 1), false), // stale: c is at version 0
    storage.appendAction("d", 0, act(0, 1), true), // finishes d
    storage.appendAction("a", 1, act(1, 2), false),
    storage.appendAction("a", 2, act(2, 3), false), // a second one for a waits for the next batch
  ];
  expect(await first).toBe(true);
  expect(await Promise.all(together)).toEqual([true, false, true, true, true]);

  // A resent act id (a's "0/1") fails the whole statement: each append is then written alone.
  const primer = storage.appendAction("b", 1, act(1, 2), false);
  const withResend = [
    storage.appendAction("a", 3, act(0, 1), false, "0/1"),
    storage.appendAction("c", 0, act(0, 1), false, "0/1"),
    storage.appendAction("d", 1, act(0, 2), false), // d is finished: nothing written
  ];
  expect(await primer).toBe(true);
  expect(await Promise.all(withResend)).toEqual([false, true, false]);

  expect(await storage.actionsAfter("a", 0)).toEqual([act(0, 1), act(1, 2), act(2, 3)]);
  expect(await storage.actionsAfter("b", 0)).toEqual([act(0, 1), act(1, 2)]);
  expect(await storage.actionsAfter("c", 0)).toEqual([act(0, 1)]);
  expect(await storage.actionsAfter("d", 0)).toEqual([act(0, 1)]);
  expect((await storage.getMatch("d"))?.status).toBe("finished");
  expect(await storage.versionOfAct("c", "0/1")).toBe(1);
  for (let i = 0; i < 50 && heard.length < 7; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(heard.sort()).toEqual(["a 1", "a 2", "a 3", "b 1", "b 2", "c 1", "d 1"]);
});

it("marks its statement urgent, so the embedded database writes it before statements nobody is timing", async () => {
  const options: unknown[] = [];
  const append = createAppendBatcher(
    {
      async query<R>(_text: string, _params?: readonly unknown[], given?: QueryOptions) {
        options.push(given);
        return { rows: [{ match_id: "m" }] as R[], rowCount: 1 };
      },
    },
    "channel",
  );
  expect(await append({ matchId: "m", expectedVersion: 0, action: "{}", finished: false, actId: null })).toBe(
    true,
  );
  expect(options).toEqual([{ urgent: true }]);
});
