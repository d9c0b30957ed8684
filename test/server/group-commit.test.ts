/**
 * The worker's group commit (storage/pglite-group-commit.ts) on a stand-in database that answers
 * each statement with its own text: urgent statements go first, but a stream of them never keeps
 * the others waiting for more than one urgent group.
 */
import type { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { createGroupCommit, type LooseQuery } from "../../src/server/storage/pglite-group-commit.js";
import type { PgliteMessage } from "../../src/server/storage/pglite-thread-protocol.js";

const echo = async (text: string) => ({ rows: [text], affectedRows: 0 });
const standIn = { query: echo, transaction: (work: (tx: unknown) => unknown) => work({ query: echo }) };

it("answers an urgent statement first, yet lets the others in between a stream of urgent ones", async () => {
  const answered: string[] = [];
  let id = 0;
  const statement = (text: string, urgent = false): LooseQuery => ({
    id: ++id,
    op: "query",
    text,
    params: [],
    ...(urgent ? { urgent: true } : {}),
  });
  let nextUrgent = 1;
  const enqueue = createGroupCommit(standIn as unknown as PGlite, (message: PgliteMessage) => {
    if (message.kind !== "answer") throw new Error(`unexpected ${message.kind}`);
    const text = (message.result as { rows: string[] }).rows[0] as string;
    answered.push(text);
    // Each answered append is followed at once by the next one, as the append batcher does.
    if (text.startsWith("urgent") && nextUrgent < 4) enqueue(statement(`urgent ${++nextUrgent}`, true));
  });
  enqueue(statement("other 1"));
  enqueue(statement("other 2"));
  enqueue(statement("urgent 1", true));
  await expect.poll(() => answered.length).toBe(6);
  expect(answered).toEqual(["urgent 1", "other 1", "other 2", "urgent 2", "urgent 3", "urgent 4"]);
});
