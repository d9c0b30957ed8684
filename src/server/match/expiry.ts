/**
 * The periodic sweep that keeps stored matches bounded: open matches no person joined expire,
 * matches with no action for a long time end as abandoned (both in the storage, so every process
 * agrees), the live copies of the ended matches stop their bots and tell their viewers, and seats
 * whose person never connected within `seatConnectMs` of joining are freed for others.
 */
import type { ServerLimits } from "../guards/limits.js";
import type { MatchStorage } from "../storage/storage.js";
import type { MatchRegistry } from "./match-registry.js";

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
  );
  await registry.retire(ended, "the match was closed: nobody joined it, or nobody played it for too long");
  return ended;
}

/** Sweeps every `limits.sweepIntervalMs` (the timer does not keep the process alive); returns a stop function. */
export function startSweeping(
  storage: MatchStorage,
  registry: MatchRegistry,
  limits: ServerLimits,
  log: (line: string) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        const ended = await sweepMatches(storage, registry, limits, Date.now());
        if (ended.length > 0) log(`closed ${ended.length} expired or abandoned match(es)`);
      } catch (error) {
        log(`sweep failed: ${(error as Error).message}`);
      } finally {
        running = false;
      }
    })();
  }, limits.sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
