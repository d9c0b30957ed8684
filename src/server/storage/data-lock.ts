/**
 * The data folder's lock: one server process per embedded-database folder. The lock is a directory
 * (`proper-lockfile`) whose modification time its holder refreshes every second; a holder that died
 * stops refreshing, so its lock goes stale after `staleMs` whatever became of its process id (not
 * yet reaped, or reused by another program). A starting server that finds the lock watches it: a
 * refresh means a live server holds it (refused at once); a lock left unrefreshed is taken over as
 * soon as its recorded owner on this host is provably gone (exited, a zombie not yet reaped, or its
 * PID now another process's: Linux's /proc tells), else once it is stale.
 */
import { readFileSync } from "node:fs";
import { lstat, readFile, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import type * as properLockfile from "proper-lockfile";
import { importOptional } from "./optional-import.js";

/** The lock directory's name inside the data folder (older versions kept a PID file of this name). */
export const LOCK_NAME = "backroom-server.lock";
/** Who holds the lock: process, its start time, host and since when. */
export const OWNER_NAME = "backroom-server.owner.json";
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

/** The holder of a lock as its owner file records it. */
export interface LockOwner {
  readonly pid: number;
  /** The process's start time in clock ticks since boot (`/proc/<pid>/stat`), `null` where unknown. */
  readonly start: string | null;
  readonly host: string;
  readonly since: string;
}

/** The fields of `/proc/<pid>/stat` after the command name (state first, start time at 19), if any. */
function procStat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** The start time of a process where the system tells it (Linux), else `null`. */
export function processStart(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/**
 * Whether the recorded owner is provably no longer running on this host: its PID is free, a zombie
 * waiting to be reaped, or started at another time (reused). `false` when it may run or the system
 * cannot tell (another host, no /proc).
 */
export function ownerGone(owner: LockOwner): boolean {
  if (owner.host !== hostname() || !Number.isSafeInteger(owner.pid) || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return true;
  }
  const stat = procStat(owner.pid);
  if (!stat) return false;
  return stat[0] === "Z" || (owner.start !== null && stat[19] !== owner.start);
}

/** The owner file's record, if it can be read. */
async function recordedOwner(folder: string): Promise<LockOwner | undefined> {
  try {
    return JSON.parse(await readFile(join(folder, OWNER_NAME), "utf8")) as LockOwner;
  } catch {
    return undefined;
  }
}

/** " (process N on host H since T)" from the owner file, or "" when it cannot be read. */
async function describeHolder(folder: string): Promise<string> {
  const owner = await recordedOwner(folder);
  return owner ? ` (process ${owner.pid} on host ${owner.host} since ${owner.since})` : "";
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
 * Locks `folder` (which must exist) for this process: at once when it is free or its lock is stale;
 * when its holder stopped refreshing it, after about two seconds if that holder is provably gone,
 * else once the lock is `staleMs` old; never while a live holder refreshes it
 * (`DataFolderLockedError`, within about a second). Throws `MissingDependencyError` when
 * `proper-lockfile` is not installed.
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
      const owner: LockOwner = {
        pid: process.pid,
        start: processStart(process.pid),
        host: hostname(),
        since: new Date().toISOString(),
      };
      await writeFile(join(folder, OWNER_NAME), JSON.stringify(owner));
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
    const quiet = now - firstSeen.at > 2 * REFRESH_MS;
    const owner = quiet ? await recordedOwner(folder) : undefined;
    // Unrefreshed for two refresh periods and its owner provably gone: no need to wait for staleness.
    if (owner && ownerGone(owner) && (await refreshedAt(path)) === firstSeen.mtime) {
      await rm(path, { recursive: true, force: true });
      continue;
    }
    if (quiet && !waiting) {
      waiting = true;
      options.onWait?.(
        `the data folder ${folder} is locked by a server that stopped refreshing its lock${await describeHolder(folder)}; ` +
          `taking it over once the lock is ${staleMs / 1000} s old`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
