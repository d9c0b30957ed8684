/**
 * The periodic sweep that keeps stored matches bounded: open matches no person joined expire,
 * matches with no action for a long time end as abandoned (both in the storage, so every process
 * agrees), the live copies of the ended matches stop their bots and tell their viewers, seats
 * whose person never connected within `seatConnectMs` of joining are freed for others, and what
 * ended longer ago than the retention is removed (retention.ts). Time is the server's clock.
 */
import type { ServerLimits } from "../guards/limits.js";
import type { MatchStorage } from "../storage/storage.js";
import type { ServerTime } from "../table/turn-clock.js";
import type { MatchRegistry } from "./match-registry.js";
import { sweepRetention } from "./retention.js";

/** Runs one sweep at time `now` (milliseconds since the epoch); resolves to the ids ended. */
export async function sweepMatches(
  storage: MatchStorage,
  registry: MatchRegistry,
  limits: Pick<ServerLimits, "unjoinedMatchMs" | "idleMatchMs" | "seatConnectMs">,
  now: number,
): Promise<string[]> {
  await storage.freeUnconnectedSeats(new Date(now - limits.seatConnectMs).toISOString());
  const ended = await storage.expireMatches(
    new Date(now - limits.unjoinedMatchMs).toISOString(),
    new Date(now - limits.idleMatchMs).toISOString(),
    new Date(now).toISOString(),
  );
  await registry.retire(ended, "the match was closed: nobody joined it, or nobody played it for too long");
  return ended;
}

/**
 * Sweeps every `limits.sweepIntervalMs` on `time`'s timers (the system's do not keep the process
 * alive), the next sweep armed when one has ended; returns a stop function.
 */
export function startSweeping(
  storage: MatchStorage,
  registry: MatchRegistry,
  limits: ServerLimits,
  log: (line: string) => void,
  time: ServerTime,
): () => void {
  let stopped = false;
  let cancel = () => {};
  const sweep = async () => {
    try {
      const now = time.now();
      const ended = await sweepMatches(storage, registry, limits, now);
      if (ended.length > 0) log(`closed ${ended.length} expired or abandoned match(es)`);
      const removed = await sweepRetention(storage, registry, limits, now);
      if (removed.talks > 0) log(`removed the talk of ${removed.talks} match(es) past its retention`);
      if (removed.matches.length > 0) log(`removed ${removed.matches.length} match(es) past their retention`);
    } catch (error) {
      log(`sweep failed: ${(error as Error).message}`);
    } finally {
      if (!stopped) cancel = time.setTimer(() => void sweep(), limits.sweepIntervalMs);
    }
  };
  cancel = time.setTimer(() => void sweep(), limits.sweepIntervalMs);
  return () => {
    stopped = true;
    cancel();
  };
}
