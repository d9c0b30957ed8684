/**
 * A temporary PostgreSQL cluster for tests (Debian's `postgresql` package; `.ci/run` installs it),
 * listening only on a Unix socket in a temporary folder. Without the binaries a test skips with a
 * warning, except on CI, where it fails.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The newest installed PostgreSQL's binaries, if any. */
function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((bin) => existsSync(join(bin, "initdb")));
}

/** The binaries' folder, or `undefined` (with the warning, or an error on CI) when PostgreSQL is not installed. */
export function postgresBinaries(what: string): string | undefined {
  const bin = postgresBin();
  if (!bin) {
    const message = `PostgreSQL binaries not found (apt-get install postgresql): ${what} cannot run`;
    if (process.env.CI) throw new Error(message);
    console.warn(`\n*** SKIPPED: ${message} ***\n`);
  }
  return bin;
}

/** A running temporary cluster: its connection string, and how to stop, start again and remove it. */
export interface TemporaryCluster {
  readonly url: string;
  /** Stops the cluster at once, as a crash or an outage would. */
  stop(): void;
  /** Starts it again and waits until it accepts connections. */
  start(): void;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** Makes, starts and returns a temporary cluster with the binaries in `bin`. */
export async function startTemporaryCluster(bin: string): Promise<TemporaryCluster> {
  // initdb and postgres refuse to run as root: as root (CI), run them as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const pgRun = (tool: string, args: readonly string[]) =>
    execFileSync(
      asRoot ? "runuser" : join(bin, tool),
      asRoot ? ["-u", "postgres", "--", join(bin, tool), ...args] : [...args],
      { stdio: "pipe" },
    );
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
  const start = () =>
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
  const stop = () => pgRun("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  pgRun("initdb", ["-D", data, "-U", "backroom", "-A", "trust", "--no-sync", "--no-instructions"]);
  start();
  return {
    url: `postgres://backroom@/postgres?host=${encodeURIComponent(folder)}`,
    stop,
    start,
    async remove() {
      try {
        stop();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
