/**
 * How soon `backroom serve` answers (`npm run bench -- startup [runs] [old dist folder]`): starts the
 * built command line (`dist/cli/main.js serve --no-web`) `runs` times on a new data folder and
 * `runs` times on an existing one, and measures from the spawn to the first 200 from `GET /health`
 * (polled every 10 ms) and to the first that says the storage is ready (`storage: "ready"`; a build
 * whose /health has no `storage` field is ready when it answers). With an older build's dist folder
 * (e.g. a worktree of main, built), the two builds are started alternately in this one run, so both
 * are measured under the same load.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** A free loopback port (the server is told it, so the benchmark can poll before the server prints anything). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Milliseconds from the spawn to a first answer and to a ready storage. */
interface StartTimes {
  readonly answers: number;
  readonly ready: number;
}

/** Milliseconds from starting `dist`'s server on `folder` to its first 200 from /health and to a ready one; then stops it. */
async function timeToHealth(dist: string, folder: string): Promise<StartTimes> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(dist, "cli/main.js"), "serve", "--data", folder, "--port", String(port), "--no-web"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  let answers: number | undefined;
  try {
    for (;;) {
      if (gone) throw new Error(`the server of ${dist} exited before answering /health`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/health`);
        if (answer.status === 200) {
          const now = performance.now() - started;
          answers ??= now;
          const { storage } = (await answer.json()) as { storage?: string };
          if (storage === undefined || storage === "ready") return { answers, ready: now };
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((wait) => setTimeout(wait, 10));
    }
  } finally {
    child.kill("SIGINT");
    await exited;
  }
}

/** The median and the least of `values`. */
function summary(values: readonly number[]): { median: number; min: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0 };
}

/** Runs the benchmark (`[runs] [old dist]`) and prints a Markdown table. */
export async function runStartup(args: readonly string[]): Promise<void> {
  const runs = Number(args[0] ?? 5);
  const builds: [string, string][] = [["this build", join(repo, "dist")]];
  if (args[1]) builds.unshift([`old (${args[1]})`, resolve(args[1])]);
  const times = new Map<string, { fresh: StartTimes[]; existing: StartTimes[] }>(
    builds.map(([label]) => [label, { fresh: [], existing: [] }]),
  );
  const loads: number[] = [];
  const work = mkdtempSync(join(tmpdir(), "backroom-startup-"));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [index, [label, dist]] of builds.entries()) {
        const folder = join(work, `run-${run}-build-${index}`);
        const sums = times.get(label) as { fresh: StartTimes[]; existing: StartTimes[] };
        loads.push(loadavg()[0] ?? 0);
        sums.fresh.push(await timeToHealth(dist, folder)); // a new folder: the database is made
        sums.existing.push(await timeToHealth(dist, folder)); // the same folder again: opened
        rmSync(folder, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const cell = (values: readonly number[]) => {
    const { median, min } = summary(values);
    return `${(median / 1000).toFixed(2)} s (${(min / 1000).toFixed(2)})`;
  };
  console.log(
    `\n${runs} starts of each build on each kind of folder; load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the run; median (least)\n`,
  );
  console.log(
    "| build | new folder: /health answers | new folder: storage ready | existing folder: /health answers | existing folder: storage ready |",
  );
  console.log("|---|---:|---:|---:|---:|");
  for (const [label] of builds) {
    const { fresh, existing } = times.get(label) as { fresh: StartTimes[]; existing: StartTimes[] };
    const column = (list: StartTimes[], key: keyof StartTimes) => cell(list.map((times) => times[key]));
    console.log(
      `| ${label} | ${column(fresh, "answers")} | ${column(fresh, "ready")} | ${column(existing, "answers")} | ${column(existing, "ready")} |`,
    );
  }
}
