import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLobbyClient } from "backroom/client";
import { afterAll, describe, expect, it } from "vitest";
import { DataFolderLockedError, LOCK_NAME, lockDataFolder } from "../../src/server/data-lock.js";
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

/** Leaves a lock directory as a dead server would: last refreshed `ageMs` ago, naming a live process. */
async function leaveLock(folder: string, ageMs: number): Promise<void> {
  await mkdir(join(folder, LOCK_NAME));
  await writeFile(
    join(folder, "backroom-server.owner.json"),
    JSON.stringify({ pid: process.pid, host: "here", since: "long ago" }),
  );
  const then = new Date(Date.now() - ageMs);
  await utimes(join(folder, LOCK_NAME), then, then);
}

describe("the data folder lock", () => {
  it("is not fooled by a process id: an old PID file or a stale lock naming a live process", async () => {
    // The test runner is alive: an id-based lock would refuse both (the reused-PID case).
    const legacy = await tempFolder();
    await writeFile(join(legacy, LOCK_NAME), String(process.pid));
    const first = await lockDataFolder(legacy);
    await first.release();
    const stale = await tempFolder();
    await leaveLock(stale, 60_000);
    const second = await lockDataFolder(stale);
    await second.release();
    expect(existsSync(join(stale, LOCK_NAME))).toBe(false);
  });

  it("refuses a second holder while the first refreshes, and is free again once released", async () => {
    const folder = await tempFolder();
    const held = await lockDataFolder(folder);
    const refused = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect((refused as Error).message).toContain(`in use by another backroom server (process ${process.pid}`);
    await held.release();
    await (await lockDataFolder(folder)).release();
  });

  it("takes over a fresh lock whose holder stopped refreshing it (died unreaped) once it is stale", async () => {
    const folder = await tempFolder();
    await leaveLock(folder, 0);
    const notices: string[] = [];
    const lock = await lockDataFolder(folder, { staleMs: 3000, onWait: (line) => notices.push(line) });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain("stopped refreshing its lock");
    await lock.release();
  });
});

it("backroom serve: a second server on the folder is refused; after SIGKILL a new one takes the folder over", async () => {
  const folder = await tempFolder();
  const args = ["--data", folder, "--lock-stale", "2000"];
  const first = await spawnServer(args);
  processes.push(first);
  const created = await createLobbyClient(first.url).create({ game: "slush-fund", players: 3 });

  await expect(spawnServer(args)).rejects.toThrow(
    `the data folder ${folder} is in use by another backroom server (process ${first.child.pid} on host`,
  );

  // Killed: its lock is no longer refreshed (whether or not the process is reaped yet).
  await first.stop("SIGKILL");
  const second = await spawnServer(args);
  processes.push(second);
  expect(second.log.join("")).toBe("");
  expect((await createLobbyClient(second.url).match(created.id)).id).toBe(created.id);
  await second.stop();
  expect(second.child.exitCode).toBe(0);
  expect(existsSync(join(folder, LOCK_NAME))).toBe(false);
});
