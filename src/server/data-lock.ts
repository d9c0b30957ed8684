/**
 * One server process per data folder: a lock directory kept fresh by `proper-lockfile` (its mtime is
 * renewed every few seconds, so a lock left by a process that died goes stale on its own, whatever
 * became of its PID), and an owner file naming the process (PID and start time) so a restart need
 * not wait for staleness when the owner is provably gone: not running, a zombie not yet reaped, or
 * its PID reused by another process.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type * as ProperLockfile from "proper-lockfile";
import { importOptional } from "./optional-import.js";

/** The lock directory's name in the data folder. */
export const LOCK_NAME = "backroom-server.lock";
/** The owner file's name (PID and start time of the process holding the lock). */
export const OWNER_NAME = "backroom-server.owner";
/** Milliseconds after which a lock no process renewed is stale. */
const STALE_MS = 10_000;

/** Who holds a lock: a PID and, where the system tells, the process's start time. */
interface Owner {
  readonly pid: number;
  readonly start: string | null;
}

/** Fields of `/proc/<pid>/stat` after the command name: state, then (at index 19) the start time. */
function procStat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** The owner record of a process as this system can tell it. */
export function ownerOf(pid: number): Owner {
  return { pid, start: procStat(pid)?.[19] ?? null };
}

/** Whether the process recorded as `owner` is still running (not gone, not a zombie, not a reused PID). */
export function ownerRuns(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code !== "EPERM") return false;
  }
  const stat = procStat(owner.pid);
  if (!stat) return true; // no /proc: a running PID is all this system tells
  if (stat[0] === "Z") return false; // exited, waiting to be reaped
  return owner.start === null || stat[19] === owner.start;
}

/** The recorded owner of the lock in `folder`, if any (also the PID file an older version left). */
function recordedOwner(folder: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(join(folder, OWNER_NAME), "utf8")) as Owner;
  } catch {
    const legacy = join(folder, LOCK_NAME);
    if (existsSync(legacy) && statSync(legacy).isFile()) {
      return { pid: Number(readFileSync(legacy, "utf8")), start: null };
    }
    return undefined;
  }
}

/**
 * Locks the data folder for this process; resolves to the release function. Throws when a running
 * process holds it; takes over a lock whose owner is gone. `log` hears of a lock lost while held
 * (the folder's lock directory removed by hand, or the process stalled past the staleness time).
 */
export async function lockDataFolder(
  folder: string,
  log: (line: string) => void = () => {},
): Promise<() => Promise<void>> {
  const lockfile = await importOptional<typeof ProperLockfile>(
    "proper-lockfile",
    "the embedded match database",
  );
  const options = {
    lockfilePath: join(folder, LOCK_NAME),
    realpath: false,
    stale: STALE_MS,
    onCompromised: (error: Error) => log(`the data folder's lock was lost: ${error.message}`),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const release = await lockfile.lock(folder, options);
      writeFileSync(join(folder, OWNER_NAME), JSON.stringify(ownerOf(process.pid)));
      return async () => {
        rmSync(join(folder, OWNER_NAME), { force: true });
        await release().catch(() => {});
      };
    } catch (error) {
      if ((error as { code?: string }).code !== "ELOCKED" || attempt > 0) {
        const owner = recordedOwner(folder);
        throw new Error(
          `the data folder ${folder} is in use${owner ? ` by process ${owner.pid}` : ""}; one server per folder`,
        );
      }
      const owner = recordedOwner(folder);
      if (owner && ownerRuns(owner)) {
        throw new Error(`the data folder ${folder} is in use by process ${owner.pid}; one server per folder`);
      }
      // The owner is gone (or never wrote its record and its lock is fresh: a start in progress).
      if (!owner) {
        throw new Error(
          `the data folder ${folder} is being locked by another process; one server per folder`,
        );
      }
      rmSync(join(folder, LOCK_NAME), { recursive: true, force: true });
    }
  }
}
