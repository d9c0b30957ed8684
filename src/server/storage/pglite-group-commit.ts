/**
 * Group commit for the database worker (pglite-worker.ts): the statements that arrive while one
 * group is being written run next, together, in one transaction, and each is answered only after
 * that transaction has committed. One commit (and WAL flush) serves the whole group instead of one
 * per statement, and every answer is as durable as before. A group in which a statement fails is
 * rolled back whole and its statements run again one by one, so each gets exactly the answer (or
 * error) it would have had alone. Urgent statements (an action's append, which a player is timing)
 * form a group of their own that goes before the others waiting (but never twice in a row while
 * others wait), and those others are taken at most `MAX_GROUP` at a time, so a burst of new matches'
 * setup holds an append back by one small group at most (docs/benchmarks.md, "Saturation").
 */
import type { PGlite } from "@electric-sql/pglite";
import { errorData, type PgliteMessage, type PgliteRequest } from "./pglite-thread-protocol.js";

/** A statement outside any transaction. */
export type LooseQuery = Extract<PgliteRequest, { op: "query" }>;

/** The most non-urgent statements in one group: what an urgent one arriving meanwhile may wait for. */
export const MAX_GROUP = 8;

/** What a statement answers. */
interface QueryResult {
  readonly rows: unknown[];
  readonly affectedRows?: number;
}

/** Returns the function that queues a statement for the next group commit on `db`, answering through `post`. */
export function createGroupCommit(
  db: PGlite,
  post: (message: PgliteMessage) => void,
): (request: LooseQuery) => void {
  let urgent: LooseQuery[] = [];
  const waiting: LooseQuery[] = [];
  let writing = false;
  let urgentLast = false;

  /**
   * The urgent statements waiting, all together; else the next `MAX_GROUP` others, in arrival order.
   * After an urgent group the others go first if any wait, so a stream of appends cannot starve them.
   */
  const nextGroup = (): LooseQuery[] => {
    urgentLast = urgent.length > 0 && (!urgentLast || waiting.length === 0);
    if (!urgentLast) return waiting.splice(0, MAX_GROUP);
    const group = urgent;
    urgent = [];
    return group;
  };

  const runAlone = async (request: LooseQuery): Promise<void> => {
    try {
      const { rows, affectedRows } = await db.query(request.text, request.params);
      post({ kind: "answer", id: request.id, result: { rows, affectedRows } });
    } catch (error) {
      post({ kind: "error", id: request.id, error: errorData(error) });
    }
  };

  const runTogether = async (group: readonly LooseQuery[]): Promise<QueryResult[] | undefined> => {
    try {
      return await db.transaction(async (tx) => {
        const results: QueryResult[] = [];
        for (const request of group) {
          const { rows, affectedRows } = await tx.query(request.text, request.params);
          results.push({ rows, affectedRows });
        }
        return results;
      });
    } catch {
      return undefined;
    }
  };

  const writeGroup = async (group: readonly LooseQuery[]): Promise<void> => {
    const only = group.length === 1 ? group[0] : undefined;
    if (only) return runAlone(only);
    const results = await runTogether(group);
    if (!results) {
      for (const request of group) await runAlone(request);
      return;
    }
    for (const [index, request] of group.entries())
      post({ kind: "answer", id: request.id, result: results[index] });
  };

  const yieldToMessages = () => new Promise((resolve) => setImmediate(resolve));

  const writeGroups = async (): Promise<void> => {
    writing = true;
    try {
      // Yielding to the event loop first lets the messages already sent join the group.
      await yieldToMessages();
      while (urgent.length + waiting.length > 0) {
        await writeGroup(nextGroup());
        await yieldToMessages();
      }
    } finally {
      writing = false;
    }
  };

  return (request) => {
    (request.urgent ? urgent : waiting).push(request);
    if (!writing) void writeGroups();
  };
}
