/**
 * The match server at saturation with its clients in another process (`npm run bench -- throughput
 * [seconds] [matches] [rounds] [base revision]`): the server runs as a child process from a build
 * folder, the benchmark process drives `matches` concurrent three-player Slush Fund matches as fast
 * as the server answers (see `lane` in server-bench.ts) and measures, after an unmeasured warm-up
 * that the lanes play on from, accepted actions per second, the act→accepted round trip and the CPU
 * time per action of the server's threads and of the clients. With a base revision, that revision is built into a temporary git
 * worktree and the two servers are measured alternately, `rounds` times each, in this one run, so
 * the ratio is taken on the same machine under the same load; after each round the current build is
 * also offered, with paced lanes, twice the rate at which the base build saturated in that round,
 * so that its act→accepted tail is measured at that rate rather than flat out. With `--together`
 * (anywhere among the arguments) every lane starts its first match at the same moment, 4 s into
 * the warm-up, instead of at a random moment of its first 8 s: the matches then end and are set up
 * again in waves, some inside the window (the shape of the runs before 2026-11-27 13:24 UTC).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createRandom } from "../src/index.js";
import { lane } from "./server-bench.js";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** One measurement of one server build. */
export interface ThroughputFigures {
  readonly label: string;
  readonly seconds: number;
  readonly actions: number;
  readonly actionsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The server process's CPU time (user and system, all its threads) per accepted action. */
  readonly serverCpuMsPerAction: number;
  /** The CPU time of the server's main thread (the event loop) per accepted action. */
  readonly mainThreadCpuMsPerAction: number;
  /** The CPU time of the server's busiest other thread (the database worker) per accepted action. */
  readonly busiestOtherThreadCpuMsPerAction: number;
  /** The benchmark process's own CPU time (its 96 clients) per accepted action. */
  readonly clientCpuMsPerAction: number;
}

/** CPU time so far in ms of every thread of process `pid`, by thread id. */
function threadCpuMs(pid: number): Map<string, number> {
  const threads = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(task, cpuMsOf(`/proc/${pid}/task/${task}/stat`));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads;
}

/** CPU time so far in ms from a /proc stat file (Linux): user plus system time. */
function cpuMsOf(statFile: string): number {
  const fields = readFileSync(statFile, "utf8").split(") ")[1]!.split(" ");
  // After the command: state is field 3; utime and stime are fields 14 and 15 (in clock ticks of 10 ms).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * How long each server is driven before its measured window, and over how much of it the lanes'
 * first matches start (each lane at a random moment): lanes started together would also finish
 * and set up their matches together, a wave of 32 new matches at once inside the window rather
 * than the steady state of 32 matches at every stage, a new one now and then.
 */
const WARM_UP_SECONDS = 10;
const STAGGER_SECONDS = 8;
/** With `--together`: when every lane starts its first match. */
const TOGETHER_MS = 4000;

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Builds `revision` of this repository into a temporary worktree and returns its dist folder. */
function buildRevision(revision: string): { dist: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), "backroom-base-"));
  execFileSync("git", ["-C", repo, "worktree", "add", "--detach", folder, revision], { stdio: "ignore" });
  symlinkSync(join(repo, "node_modules"), join(folder, "node_modules"));
  execFileSync("npx", ["tsup", "--silent", "--no-dts"], { cwd: folder, stdio: "ignore" });
  return {
    dist: join(folder, "dist"),
    remove() {
      execFileSync("git", ["-C", repo, "worktree", "remove", "--force", folder], { stdio: "ignore" });
    },
  };
}

/** Starts a server from `dist` in a child process and measures it for `seconds` with `matches` lanes. */
export async function measureBuild(
  label: string,
  dist: string,
  seconds: number,
  matches: number,
  nodeArgs: readonly string[] = [],
  offeredPerSecond = 0,
  together = false,
): Promise<ThroughputFigures> {
  const data = mkdtempSync(join(tmpdir(), "backroom-throughput-"));
  const child = spawn(process.execPath, [...nodeArgs, join(repo, "bench/serve-build.mjs"), dist, data], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const first = await new Promise<string>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
      createInterface({ input: child.stdout! }).once("line", resolve);
    });
    const { url } = JSON.parse(first) as { url: string };
    // Unmeasured warm-up: the embedded database's WebAssembly and the server's code get compiled
    // by their optimising tiers before the window opens. The lanes play on into the window, so it
    // measures the steady state (matches at every stage, a new one now and then) rather than 32
    // matches being set up at once.
    const latencies: number[] = [];
    // The whole process (every thread), and its main thread alone (the thread whose id is the process id).
    const processStat = `/proc/${child.pid}/stat`;
    const mainStat = `/proc/${child.pid}/task/${child.pid}/stat`;
    const started = performance.now() + WARM_UP_SECONDS * 1000;
    const deadline = started + seconds * 1000;
    const before = new Promise<{
      cpu: number;
      main: number;
      threads: Map<string, number>;
      client: NodeJS.CpuUsage;
    }>((resolve) =>
      setTimeout(
        () =>
          resolve({
            cpu: cpuMsOf(processStat),
            main: cpuMsOf(mainStat),
            threads: threadCpuMs(child.pid!),
            client: process.cpuUsage(),
          }),
        started - performance.now(),
      ),
    );
    await Promise.all(
      Array.from({ length: matches }, (_, i) =>
        lane(
          url,
          deadline,
          createRandom(`throughput/${i}`),
          latencies,
          0,
          started,
          offeredPerSecond > 0 ? (1000 * matches) / offeredPerSecond : 0,
          together ? TOGETHER_MS : createRandom(`throughput/${i}/start`).below(STAGGER_SECONDS * 1000),
        ),
      ),
    );
    const { cpu: cpuBefore, main: mainBefore, threads: threadsBefore, client: clientBefore } = await before;
    // The acts sent before the deadline are counted; the window closes when the last is answered.
    const elapsed = (performance.now() - started) / 1000;
    const serverCpuMs = cpuMsOf(processStat) - cpuBefore;
    const mainCpuMs = cpuMsOf(mainStat) - mainBefore;
    const client = process.cpuUsage(clientBefore);
    const clientCpuMs = (client.user + client.system) / 1000;
    let busiestOtherMs = 0;
    for (const [thread, ms] of threadCpuMs(child.pid!)) {
      if (thread === String(child.pid)) continue;
      busiestOtherMs = Math.max(busiestOtherMs, ms - (threadsBefore.get(thread) ?? 0));
    }
    latencies.sort((a, b) => a - b);
    return {
      label,
      seconds: elapsed,
      actions: latencies.length,
      actionsPerSecond: latencies.length / elapsed,
      p50Ms: quantile(latencies, 0.5),
      p99Ms: quantile(latencies, 0.99),
      serverCpuMsPerAction: serverCpuMs / Math.max(1, latencies.length),
      mainThreadCpuMsPerAction: mainCpuMs / Math.max(1, latencies.length),
      busiestOtherThreadCpuMsPerAction: busiestOtherMs / Math.max(1, latencies.length),
      clientCpuMsPerAction: clientCpuMs / Math.max(1, latencies.length),
    };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}

/** Runs the comparison (or the current build alone) and prints a Markdown table. */
export async function runThroughput(args: readonly string[]): Promise<void> {
  const together = args.includes("--together");
  const [secondsText, matchesText, roundsText, base] = args.filter((arg) => arg !== "--together");
  const seconds = Number(secondsText ?? 15);
  const matches = Number(matchesText ?? 32);
  const rounds = Number(roundsText ?? 3);
  const current = join(repo, "dist");
  if (!existsSync(join(current, "server/index.js"))) throw new Error("build first: npm run build");
  const old = base ? buildRevision(base) : undefined;
  const print = (r: ThroughputFigures, round: number) =>
    console.log(
      `| ${r.label} | ${round} | ${r.seconds.toFixed(1)} | ${r.actions} | ${r.actionsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${r.serverCpuMsPerAction.toFixed(2)} ms | ${r.mainThreadCpuMsPerAction.toFixed(2)} ms | ${r.busiestOtherThreadCpuMsPerAction.toFixed(2)} ms | ${r.clientCpuMsPerAction.toFixed(2)} ms |`,
    );
  try {
    console.log(
      `| build | round | seconds | actions | actions/s | p50 act→accepted | p99 act→accepted | server CPU per action | main thread CPU per action | database thread CPU per action | client CPU per action |`,
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (let round = 1; round <= rounds; round++) {
      const builds: [string, string][] = [["current", current]];
      if (old) builds.unshift([`base ${base}`, old.dist]);
      let baseRate = 0;
      for (const [label, dist] of round % 2 === 0 ? builds.reverse() : builds) {
        const r = await measureBuild(label, dist, seconds, matches, [], 0, together);
        if (dist !== current) baseRate = r.actionsPerSecond;
        print(r, round);
      }
      // The target's other half: the current build offered twice the rate at which the base build
      // saturated in this round (the lanes paced, not flat out) must accept it with a short tail.
      if (old) {
        const offered = 2 * baseRate;
        print(
          await measureBuild(
            `current, offered ${offered.toFixed(0)}/s (2× base)`,
            current,
            seconds,
            matches,
            [],
            offered,
            together,
          ),
          round,
        );
      }
    }
  } finally {
    old?.remove();
  }
}
