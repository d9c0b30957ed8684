/**
 * The data folder's lock: one server process per embedded-database folder. The lock is a directory
 * (`proper-lockfile`) whose modification time its holder refreshes every second; a holder that died
 * stops refreshing, so its lock goes stale after `staleMs` whatever became of its process id (not
 * yet reaped, or reused by another program). A starting server that finds the lock watches it: a
 * refresh means a live server holds it (refused at once), no refresh until it is stale means the
 * holder is gone (taken over).
 */
import { lstat, readFile, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import type * as properLockfile from "proper-lockfile";
import { importOptional } from "./optional-import.js";

/** The lock directory's name inside the data folder (older versions kept a PID file of this name). */
export const LOCK_NAME = "backroom-server.lock";
/** Who holds the lock (process, host, since when), for the refusal's message only. */
const OWNER_NAME = "backroom-server.owner.json";
/** How long a lock lasts without a refresh before another process may take it over, by default. */
export const DEFAULT_LOCK_STALE_MS = 10_000;
/** The least stale time `proper-lockfile` accepts. */
export const MIN_LOCK_STALE_MS = 2_000;
/** How often the holder refreshes its lock. */
const REFRESH_MS = 1_000;
/** How often a starting server looks at a lock held by another. */
const POLL_MS = 200;

/** How to take the lock. */
export interface DataLockOptions {
  /** How long a lock lasts without a refresh before it is taken over (default 10 s, at least 2 s). */
  readonly staleMs?: number;
  /** Told once when the holder seems gone and the lock is awaited until it goes stale. */
  readonly onWait?: (message: string) => void;
  /** Called when the lock is lost while held (taken over after a long stall, or removed): stop using the folder. */
  readonly onLost?: (error: Error) => void;
}

/** Thrown when another live process holds the folder. */
export class DataFolderLockedError extends Error {
  constructor(folder: string, holder: string) {
    super(`the data folder ${folder} is in use by another backroom server${holder}; one server per folder`);
    this.name = "DataFolderLockedError";
  }
}

/** A held lock. */
export interface DataLock {
  /** Gives the folder up (a lost lock is not released again). */
  release(): Promise<void>;
}

/** The lock directory's modification time in ms, or `undefined` when there is none. */
async function refreshedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** " (process N on host H since T)" from the owner file, or "" when it cannot be read. */
async function describeHolder(folder: string): Promise<string> {
  try {
    const owner = JSON.parse(await readFile(join(folder, OWNER_NAME), "utf8")) as Record<string, unknown>;
    return ` (process ${owner.pid} on host ${owner.host} since ${owner.since})`;
  } catch {
    return "";
  }
}

/** Removes the PID file an older version left where the lock directory goes (it proves nothing). */
async function removeLegacyLockFile(path: string): Promise<void> {
  try {
    if ((await lstat(path)).isFile()) await rm(path, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Locks `folder` (which must exist) for this process: at once when it is free or its lock is stale,
 * after waiting up to `staleMs` when its holder stopped refreshing it, and never while a live holder
 * refreshes it (`DataFolderLockedError`, within about a second). Throws `MissingDependencyError`
 * when `proper-lockfile` is not installed.
 */
export async function lockDataFolder(folder: string, options: DataLockOptions = {}): Promise<DataLock> {
  const { default: lockfile } = await importOptional<{ default: typeof properLockfile }>(
    "proper-lockfile",
    "the embedded database's folder lock",
  );
  const staleMs = Math.max(options.staleMs ?? DEFAULT_LOCK_STALE_MS, MIN_LOCK_STALE_MS);
  const path = join(folder, LOCK_NAME);
  await removeLegacyLockFile(path);
  let lost = false;
  let firstSeen: { mtime: number; at: number } | undefined;
  let waiting = false;
  for (;;) {
    try {
      const release = await lockfile.lock(folder, {
        lockfilePath: path,
        stale: staleMs,
        update: REFRESH_MS,
        onCompromised: (error) => {
          lost = true;
          options.onLost?.(error);
        },
      });
      const since = new Date().toISOString();
      await writeFile(
        join(folder, OWNER_NAME),
        JSON.stringify({ pid: process.pid, host: hostname(), since }),
      );
      return {
        async release() {
          if (lost) return;
          lost = true;
          await rm(join(folder, OWNER_NAME), { force: true });
          await release();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    }
    const mtime = await refreshedAt(path);
    if (mtime === undefined) continue; // released meanwhile: try again
    const now = performance.now();
    firstSeen ??= { mtime, at: now };
    if (mtime !== firstSeen.mtime || now - firstSeen.at > 2 * staleMs) {
      throw new DataFolderLockedError(folder, await describeHolder(folder));
    }
    if (!waiting && now - firstSeen.at > 2 * REFRESH_MS) {
      waiting = true;
      options.onWait?.(
        `the data folder ${folder} is locked by a server that stopped refreshing its lock${await describeHolder(folder)}; ` +
          `taking it over once the lock is ${staleMs / 1000} s old`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
