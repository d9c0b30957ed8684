/**
 * The data folder's lock: refused while a running process holds it, taken over at once when its
 * owner is gone, a zombie not yet reaped, or its PID was reused by another process.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { LOCK_NAME, lockDataFolder, OWNER_NAME, ownerOf } from "../../src/server/data-lock.js";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});
async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), "backroom-lock-"));
  folders.push(made);
  return made;
}
/** Leaves a fresh lock as a process that never released it would, owned by `owner`. */
async function leaveLock(where: string, owner: unknown): Promise<void> {
  await mkdir(join(where, LOCK_NAME));
  await writeFile(join(where, OWNER_NAME), JSON.stringify(owner));
}

it("refuses a folder a running process holds, and frees it on release", async () => {
  const where = await folder();
  const release = await lockDataFolder(where);
  await expect(lockDataFolder(where)).rejects.toThrow(`in use by process ${process.pid}`);
  await release();
  expect(existsSync(join(where, LOCK_NAME))).toBe(false);
  await (await lockDataFolder(where))();
});

it("takes over at once a fresh lock whose owner is gone, or whose PID now belongs to another process", async () => {
  const gone = await folder();
  const child = spawn(process.execPath, ["-e", ""]);
  const pid = child.pid as number;
  await new Promise((resolve) => child.once("exit", resolve));
  await leaveLock(gone, { pid, start: null });
  await (await lockDataFolder(gone))();

  // This process's PID, recorded with another start time: the owner was an earlier process.
  const reused = await folder();
  await leaveLock(reused, { ...ownerOf(process.pid), start: "1" });
  if (ownerOf(process.pid).start !== null) await (await lockDataFolder(reused))();
});

it.runIf(process.platform === "linux")(
  "takes over a lock whose owner exited but is not yet reaped",
  async () => {
    const where = await folder();
    // `sleep 0.1` runs in the background of a shell that then becomes `sleep 5`, which never reaps it.
    const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 5"]);
    const pid = Number(
      await new Promise<string>((resolve) => parent.stdout.once("data", (data) => resolve(String(data)))),
    );
    const owner = ownerOf(pid);
    const state = () => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    for (let i = 0; i < 100 && state() !== "Z"; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state()).toBe("Z");
    expect(() => process.kill(pid, 0)).not.toThrow(); // a PID check alone would think it runs
    await leaveLock(where, owner);
    await (await lockDataFolder(where))();
    parent.kill("SIGKILL");
  },
);
