/**
 * The data folder's lock: refused while a live server refreshes it; taken over when its holder died
 * (at once after two quiet seconds when the owner is provably gone, else once the lock is stale),
 * whatever became of the holder's PID (unreaped, reused).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { createLobbyClient } from "backroom/client";
import { afterAll, describe, expect, it } from "vitest";
import {
  DataFolderLockedError,
  LOCK_NAME,
  type LockOwner,
  lockDataFolder,
  OWNER_NAME,
  processStart,
} from "../../src/server/storage/data-lock.js";
import { type ServerProcess, spawnServer } from "./harness.js";

const folders: string[] = [];
const processes: ServerProcess[] = [];
afterAll(async () => {
  for (const server of processes) await server.stop("SIGKILL");
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "backroom-lock-"));
  folders.push(folder);
  return folder;
}

/** Leaves a lock as a holder that died would: last refreshed `ageMs` ago, with its owner record. */
async function leaveLock(folder: string, owner: Partial<LockOwner>, ageMs = 0): Promise<void> {
  await mkdir(join(folder, LOCK_NAME));
  const record = { pid: process.pid, start: null, host: hostname(), since: "earlier", ...owner };
  await writeFile(join(folder, OWNER_NAME), JSON.stringify(record));
  const then = new Date(Date.now() - ageMs);
  await utimes(join(folder, LOCK_NAME), then, then);
}

/** Locks and releases `folder`, returning the waiting notices it printed. */
async function lockOnce(folder: string, staleMs?: number): Promise<string[]> {
  const notices: string[] = [];
  const lock = await lockDataFolder(folder, {
    ...(staleMs === undefined ? {} : { staleMs }),
    onWait: (line) => notices.push(line),
  });
  await lock.release();
  expect(existsSync(join(folder, LOCK_NAME))).toBe(false);
  return notices;
}

describe("the data folder lock", () => {
  it("is not fooled by a live process id: an old version's PID file, a stale lock", async () => {
    // The test runner is alive: an id-based lock would refuse both (the reused-PID case).
    const legacy = await tempFolder();
    await writeFile(join(legacy, LOCK_NAME), String(process.pid));
    const stale = await tempFolder();
    await leaveLock(stale, { start: processStart(process.pid) }, 60_000);
    expect(await lockOnce(legacy)).toEqual([]);
    expect(await lockOnce(stale)).toEqual([]);
  });

  it("refuses a second holder while the first refreshes, and is free again once released", async () => {
    const folder = await tempFolder();
    const held = await lockDataFolder(folder);
    const refused = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect((refused as Error).message).toContain(
      `in use by another backroom server (process ${process.pid} on host ${hostname()}`,
    );
    await held.release();
    expect(await lockOnce(folder)).toEqual([]);
  });

  it("takes over a fresh unrefreshed lock: soon when its owner is provably gone, else once stale", async () => {
    const exited = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => exited.once("exit", resolve));
    const gone = await tempFolder();
    await leaveLock(gone, { pid: exited.pid as number });
    const elsewhere = await tempFolder();
    await leaveLock(elsewhere, { host: `not-${hostname()}` }); // another host's PIDs tell nothing here
    const folders = [gone, elsewhere];
    const ownStart = processStart(process.pid);
    if (ownStart !== null) {
      // This process's PID with another start time: an earlier process whose PID was reused.
      const reused = await tempFolder();
      await leaveLock(reused, { start: String(Number(ownStart) - 1) });
      folders.push(reused);
    }
    const [goneNotices, elsewhereNotices, reusedNotices] = await Promise.all(
      folders.map((folder) => lockOnce(folder, 3000)),
    );
    // A notice says the server waits for staleness: never when the owner is provably gone.
    expect(goneNotices).toEqual([]);
    expect(reusedNotices ?? []).toEqual([]);
    expect(elsewhereNotices).toHaveLength(1);
    expect(elsewhereNotices?.[0]).toContain("stopped refreshing its lock");
  });

  it.runIf(process.platform === "linux")(
    "takes over a lock whose owner exited but is not yet reaped",
    async () => {
      // `sleep 0.1` runs in the background of a shell that then becomes `sleep 5`, which never reaps it.
      const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 5"]);
      try {
        const pid = Number(
          await new Promise<string>((resolve) => parent.stdout.once("data", (data) => resolve(String(data)))),
        );
        const start = processStart(pid);
        const state = () => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
        for (let i = 0; i < 100 && state() !== "Z"; i++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(state()).toBe("Z");
        expect(() => process.kill(pid, 0)).not.toThrow(); // a PID check alone would think it runs
        const folder = await tempFolder();
        await leaveLock(folder, { pid, start });
        expect(await lockOnce(folder)).toEqual([]);
      } finally {
        parent.kill("SIGKILL");
      }
    },
  );
});

it("backroom serve: a second server on the folder is refused; after SIGKILL a new one takes the folder over", async () => {
  const folder = await tempFolder();
  const args = ["--data", folder];
  const first = await spawnServer(args);
  processes.push(first);
  const created = await createLobbyClient(first.url).create({ game: "slush-fund", players: 3 });

  await expect(spawnServer(args)).rejects.toThrow(
    `the data folder ${folder} is in use by another backroom server (process ${first.child.pid} on host`,
  );

  // Killed: its lock is no longer refreshed and its owner is gone.
  await first.stop("SIGKILL");
  const second = await spawnServer(args);
  processes.push(second);
  expect(second.log.join("")).toBe("");
  expect((await createLobbyClient(second.url).match(created.id)).id).toBe(created.id);
  await second.stop();
  expect(second.child.exitCode).toBe(0);
  expect(existsSync(join(folder, LOCK_NAME))).toBe(false);
});
