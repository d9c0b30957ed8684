/**
 * Watches the storage for a broken handle: every call is counted, and after a run of failures with
 * no success in between the storage is reopened (the embedded database) or reported unhealthy until
 * a probe succeeds again (PostgreSQL, whose pool reconnects by itself). A failed call always fails
 * only its own request; nothing failed is cached.
 */
import type { MatchStorage } from "./storage.js";

/** Failed calls in a row after which the handle is taken for broken. */
export const FAILURES_BEFORE_REOPEN = 3;

/** A storage that knows whether it works. */
export interface MonitoredStorage extends MatchStorage {
  /** False while the last calls all failed (and a reopen or probe has not yet succeeded). */
  readonly healthy: boolean;
  /** Probes the storage (a trivial query) when it is unhealthy; resolves to whether it works now. */
  check(): Promise<boolean>;
}

/** Wraps a storage; `onResult` is told every call's method, success and result (metrics). */
export function monitorStorage(
  storage: MatchStorage,
  log: (line: string) => void,
  onResult: (method: string, ok: boolean, result?: unknown) => void = () => {},
): MonitoredStorage {
  let failuresInRow = 0;
  let recovering: Promise<boolean> | undefined;

  const recover = (): Promise<boolean> => {
    recovering ??= (async () => {
      try {
        if (storage.reopen) {
          log(`storage: ${failuresInRow} calls failed in a row; reopening ${storage.description}`);
          await storage.reopen();
        }
        await storage.ping?.();
        failuresInRow = 0;
        return true;
      } catch (error) {
        log(`storage: still failing: ${(error as Error).message}`);
        return false;
      } finally {
        recovering = undefined;
      }
    })();
    return recovering;
  };

  const watch =
    <A extends unknown[], R>(method: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await call(...args);
        failuresInRow = 0;
        onResult(method, true, result);
        return result;
      } catch (error) {
        failuresInRow++;
        onResult(method, false);
        if (failuresInRow >= FAILURES_BEFORE_REOPEN) recover().catch(() => {});
        throw error;
      }
    };

  const unwatched = new Set<PropertyKey>(["onNewVersion", "close", "reopen", "ping"]);
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(storage, {
    get(target, property, receiver) {
      if (property === "healthy") return failuresInRow < FAILURES_BEFORE_REOPEN;
      if (property === "check") {
        return async () => failuresInRow < FAILURES_BEFORE_REOPEN || (await recover());
      }
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || unwatched.has(property)) return value;
      if (!wrapped.has(property)) wrapped.set(property, watch(String(property), value.bind(target)));
      return wrapped.get(property);
    },
  }) as MonitoredStorage;
}
