/**
 * A temporary PostgreSQL cluster for tests (Debian's `postgresql` package; `.ci/run` installs it),
 * listening only on a Unix socket in a temporary folder, with trust authentication for the user
 * `backroom`. Tests that need it run only where the binaries are (`postgresBin`); in CI their
 * absence is an error.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The newest installed PostgreSQL's binaries, if any. */
function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((bin) => existsSync(join(bin, "initdb")));
}

/** The folder of the PostgreSQL binaries, or undefined (after a warning; an error in CI) when there are none. */
export const postgresBin = findPostgresBin();
if (!postgresBin) {
  const message =
    "PostgreSQL binaries not found (apt-get install postgresql): the PostgreSQL tests cannot run";
  if (process.env.CI) throw new Error(message);
  console.warn(`\n*** SKIPPED: ${message} ***\n`);
}

// initdb and postgres refuse to run as root: as root (CI), run them as the postgres user.
const asRoot = process.getuid?.() === 0;
const pgRun = (tool: string, args: readonly string[]) =>
  execFileSync(
    asRoot ? "runuser" : join(postgresBin as string, tool),
    asRoot ? ["-u", "postgres", "--", join(postgresBin as string, tool), ...args] : [...args],
    { stdio: "pipe" },
  );

/** A running temporary cluster. */
export interface TemporaryCluster {
  /** The folder holding its data, log and socket. */
  readonly folder: string;
  /** The URL of its `postgres` database. */
  readonly url: string;
  /** Starts it again after `stop` and waits until it accepts connections. */
  start(): void;
  /** Stops it at once, as a crash or an outage would. */
  stop(): void;
  /** Creates an empty database and resolves to its URL. */
  createDatabase(name: string): string;
  /** Stops it (if running) and removes its folder. */
  remove(): Promise<void>;
}

/** Makes and starts a temporary cluster (needs `postgresBin`). */
export async function startTemporaryCluster(): Promise<TemporaryCluster> {
  const folder = await mkdtemp(join(tmpdir(), "backroom-pg-"));
  if (asRoot) {
    await chmod(folder, 0o755);
    chownSync(
      folder,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  }
  const data = join(folder, "data");
  pgRun("initdb", ["-D", data, "-U", "backroom", "-A", "trust", "--no-sync", "--no-instructions"]);
  let running = false;
  const start = () => {
    pgRun("pg_ctl", [
      "-D",
      data,
      "-l",
      join(folder, "postgres.log"),
      "-o",
      `-c listen_addresses='' -k ${folder} -c fsync=off`,
      "-w",
      "start",
    ]);
    running = true;
  };
  const stop = () => {
    pgRun("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    running = false;
  };
  const urlOf = (database: string) => `postgres://backroom@/${database}?host=${encodeURIComponent(folder)}`;
  start();
  return {
    folder,
    url: urlOf("postgres"),
    start,
    stop,
    createDatabase(name) {
      pgRun("createdb", ["-h", folder, "-U", "backroom", name]);
      return urlOf(name);
    },
    async remove() {
      try {
        if (running) stop();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
