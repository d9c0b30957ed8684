/**
 * Retention: ended matches (finished, expired, abandoned) are removed `retainDays` after they ended,
 * and their talk `retainTalkDays` after, in small batches with a turn of the event loop between them
 * (and on the embedded database behind every waiting action), so a sweep never stalls play. What
 * one sweep leaves over, the next one takes.
 */
import type { ServerLimits } from "../guards/limits.js";
import type { MatchStorage } from "../storage/storage.js";
import type { MatchRegistry } from "./match-registry.js";

/** Matches one statement removes (or removes the talk of) at most. */
export const RETENTION_BATCH = 50;

/** Batches of each kind one sweep runs at most. */
export const RETENTION_BATCHES_PER_SWEEP = 20;

const DAY_MS = 24 * 60 * 60_000;

/** What one retention sweep removed. */
export interface RetentionSweep {
  /** The ids of the matches removed. */
  readonly matches: readonly string[];
  /** How many matches lost their talk. */
  readonly talks: number;
}

/** Lets the event loop run what waits (socket messages, actions) before the next batch. */
const yieldToPlay = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Removes, at time `now` (ms since the epoch), the talk and the matches past their retention. */
export async function sweepRetention(
  storage: MatchStorage,
  registry: MatchRegistry,
  limits: Pick<ServerLimits, "retainDays" | "retainTalkDays">,
  now: number,
): Promise<RetentionSweep> {
  const talkBefore = new Date(now - limits.retainTalkDays * DAY_MS).toISOString();
  const matchBefore = new Date(now - limits.retainDays * DAY_MS).toISOString();
  let talks = 0;
  for (let batch = 0; batch < RETENTION_BATCHES_PER_SWEEP; batch++) {
    const removed = await storage.removeEndedTalk(talkBefore, RETENTION_BATCH);
    talks += removed;
    if (removed < RETENTION_BATCH) break;
    await yieldToPlay();
  }
  const matches: string[] = [];
  for (let batch = 0; batch < RETENTION_BATCHES_PER_SWEEP; batch++) {
    const removed = await storage.removeEndedMatches(matchBefore, RETENTION_BATCH);
    matches.push(...removed);
    await registry.retire(
      removed,
      "the match was removed: it ended longer ago than this server keeps matches",
    );
    if (removed.length < RETENTION_BATCH) break;
    await yieldToPlay();
  }
  return { matches, talks };
}
