/**
 * The slow-reader soak (`npm run bench -- soak [seconds] [sockets] [acts per second]`, default 30 s,
 * 32 sockets, 19 acts a second): a `backroom serve --data` process restarted on a temporary folder
 * (so its memory is not the first start's); one client joins a seat of a Slush Fund match and opens
 * `sockets` connections with its token, each of which stops reading after its hello and sends an
 * illegal act `acts per second` times a second (under the per-connection rate, so none is dropped
 * for rate). Meanwhile a neighbouring match is played at a
 * person's pace (100 ms think time) and its act → accepted times are recorded. Reports the server
 * process's resident memory (from /proc) at the start of the attack, its peak and at the end, the
 * attack's connections still open at the end (GET /metrics), and the neighbour's act p50 and p99.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WebSocket } from "ws";
import { createLobbyClient } from "../src/client/index.js";
import { createRandom } from "../src/index.js";
import { spawnServer } from "../test/server/harness.js";
import { lane, quantile } from "./server-bench.js";

/** The figures of one soak. */
export interface SoakFigures {
  readonly sockets: number;
  readonly actsPerSecond: number;
  readonly seconds: number;
  readonly actsSent: number;
  /** Connections of the attacking seat the server still held at the end. */
  readonly attackOpenAtEnd: number;
  /** Why and when the server stopped during the soak, if it did (its last log line). */
  readonly serverStopped?: string;
  readonly rssStartMiB: number;
  readonly rssPeakMiB: number;
  readonly rssEndMiB: number;
  readonly neighbourActs: number;
  readonly neighbourP50Ms: number;
  readonly neighbourP99Ms: number;
}

/** The resident memory of a process in MiB (Linux), or 0 once it has gone. */
function rssMiB(pid: number): number {
  try {
    const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return Number(line?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server's open WebSocket connections, from GET /metrics. */
async function openConnections(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^backroom_connections (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

/** Opens one attacking connection: hello with the token, stop reading, then illegal acts on a timer. */
function attacker(
  url: string,
  matchId: string,
  token: string,
  seat: number,
  perSecond: number,
  sent: { n: number },
) {
  const socket = new WebSocket(`${url.replace("http", "ws")}/matches/${matchId}/socket`);
  socket.on("error", () => {});
  let timer: ReturnType<typeof setInterval> | undefined;
  socket.once("open", () => {
    socket.send(JSON.stringify({ type: "hello", token }));
    (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    timer = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      sent.n++;
      socket.send(
        JSON.stringify({ type: "act", token, ref: sent.n, action: { type: "no-such-action", player: seat } }),
      );
    }, 1000 / perSecond);
  });
  return () => {
    clearInterval(timer);
    socket.terminate();
  };
}

/** Runs the soak for `seconds` with `sockets` paused connections of one seat, each sending `perSecond` illegal acts a second. */
export async function benchSoak(seconds: number, sockets: number, perSecond: number): Promise<SoakFigures> {
  const folder = await mkdtemp(join(tmpdir(), "backroom-soak-"));
  const args = [
    "--data",
    folder,
    "--log-level",
    "silent",
    // One client address plays every part here: the per-address limits are raised out of the way.
    ...[
      "connectionsPerAddress=10000",
      "requestsPerMinute=1000000",
      "createsPerMinute=1000000",
      "joinsPerMinute=1000000",
    ].flatMap((limit) => ["--limit", limit]),
  ];
  // The first start creates the database in the process (a once-only cost of memory): measure a
  // server restarted on its folder, as one runs for days.
  await (await spawnServer(args)).stop("SIGTERM");
  const server = await spawnServer(args);
  const pid = server.child.pid as number;
  const stops: (() => void)[] = [];
  try {
    const lobby = createLobbyClient(server.url);
    const target = await lobby.create({ game: "slush-fund", players: 3 });
    const { token, seat } = await lobby.join(target.id);
    // The neighbour plays a little first, so the start figure is a server that has served a match.
    const latencies: number[] = [];
    await lane(server.url, performance.now() + 3000, createRandom("soak/warm"), [], 100);
    const rssStart = rssMiB(pid);
    let rssPeak = rssStart;
    let rssLast = rssStart;
    const sampler = setInterval(() => {
      const rss = rssMiB(pid);
      if (rss > 0) rssLast = rss;
      rssPeak = Math.max(rssPeak, rss);
    }, 250);
    const sent = { n: 0 };
    for (let i = 0; i < sockets; i++)
      stops.push(attacker(server.url, target.id, token, seat, perSecond, sent));
    const started = performance.now();
    // A server that gives way under the attack ends the soak: its clients' sockets then fail.
    let serverStopped: string | undefined;
    const exited = new Promise<void>((resolve) =>
      server.child.once("exit", () => {
        const at = ((performance.now() - started) / 1000).toFixed(1);
        serverStopped = `stopped after ${at} s: ${server.log.join("").trim().split("\n").at(-1) ?? ""}`;
        resolve();
      }),
    );
    const ignore = () => {};
    process.on("uncaughtException", ignore);
    await Promise.race([
      lane(server.url, started + seconds * 1000, createRandom("soak/neighbour"), latencies, 100),
      exited,
    ]);
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rssEnd = serverStopped ? rssLast : rssMiB(pid);
    rssPeak = Math.max(rssPeak, rssEnd);
    // The neighbour's lane has closed its sockets; what is left open is the attack's.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const attackOpenAtEnd = serverStopped ? Number.NaN : await openConnections(server.url);
    process.off("uncaughtException", ignore);
    latencies.sort((a, b) => a - b);
    return {
      sockets,
      actsPerSecond: perSecond,
      seconds: elapsed,
      actsSent: sent.n,
      attackOpenAtEnd,
      ...(serverStopped === undefined ? {} : { serverStopped }),
      rssStartMiB: rssStart,
      rssPeakMiB: rssPeak,
      rssEndMiB: rssEnd,
      neighbourActs: latencies.length,
      neighbourP50Ms: quantile(latencies, 0.5),
      neighbourP99Ms: quantile(latencies, 0.99),
    };
  } finally {
    for (const stop of stops) stop();
    await server.stop("SIGTERM");
    await rm(folder, { recursive: true, force: true });
  }
}

/** Prints one soak as a Markdown table row (with its header). */
export async function printSoak(seconds: number, sockets: number, perSecond: number): Promise<void> {
  const r = await benchSoak(seconds, sockets, perSecond);
  if (r.serverStopped) console.log(`The server ${r.serverStopped}\n`);
  console.log(
    "| paused sockets on one seat | illegal acts/s each | seconds | acts sent | attack sockets open at end | RSS start | RSS peak | RSS end | neighbour acts | neighbour p50 act→accepted | neighbour p99 act→accepted |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  console.log(
    `| ${r.sockets} | ${r.actsPerSecond} | ${r.seconds.toFixed(1)} | ${r.actsSent} | ${r.attackOpenAtEnd} | ${mib(r.rssStartMiB)} | ${mib(r.rssPeakMiB)} | ${mib(r.rssEndMiB)} | ${r.neighbourActs} | ${r.neighbourP50Ms.toFixed(1)} ms | ${r.neighbourP99Ms.toFixed(1)} ms |`,
  );
}
