/**
 * Match server load test (`npm run bench -- server [seconds] [matches]`): a server on the embedded
 * database (PGlite in a temporary folder) and, in the same process, client connections for every
 * seat of `matches` concurrent Slush Fund matches (3 people each), each match driven by a client
 * that picks a random legal action of a seat to act as soon as the previous one is shown. Measures
 * accepted actions per second and the round trip of an action (sent → `accepted`, i.e. validated,
 * stored and acknowledged). Bounded by `seconds`; finished matches are replaced by new ones. With
 * `botMatches`, that many all-ISMCTS Kohle, Kie$ & Knete matches play meanwhile on the server's bot
 * workers (no delay: the worst case), and a prober measures `GET /health` every 20 ms. With
 * `thinkMs`, each human match pauses that long (on average: uniformly 0.5–1.5 times) before each of
 * its actions, as people at a table do; without it the matches are driven as fast as the server
 * answers (a saturation test).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLobbyClient } from "../src/client/index.js";
import { createRandom, type RandomSource } from "../src/index.js";
import { openPgliteStorage, startMatchServer } from "../src/server/index.js";
import { closeAll, LatestSeat } from "../test/server/harness.js";

/** The figures of one load test. */
export interface ServerFigures {
  readonly matches: number;
  /** The mean pause before each human action, in ms (0: as fast as the server answers). */
  readonly thinkMs: number;
  readonly seconds: number;
  readonly actions: number;
  readonly finishedMatches: number;
  readonly actionsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** All-ISMCTS matches playing meanwhile, and the bot moves they made. */
  readonly botMatches: number;
  readonly botActions: number;
  readonly healthP50Ms: number;
  readonly healthP99Ms: number;
}

/** The value at quantile `q` of sorted numbers. */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Probes `GET /health` every 20 ms until the deadline, recording each answer's time. */
async function probeHealth(url: string, deadline: number, times: number[]): Promise<void> {
  while (performance.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${url}/health`)).json();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Plays matches one after another on one lane until the deadline, recording the round trips of the
 * actions sent from `measureFrom` on (default: all); with `intervalMs`, the lane starts at most one
 * act per interval (an offered rate rather than flat out); with `startDelayMs`, it creates its
 * first match that much later; returns the matches finished.
 */
export async function lane(
  url: string,
  deadline: number,
  random: RandomSource,
  latencies: number[],
  thinkMs: number,
  measureFrom = 0,
  intervalMs = 0,
  startDelayMs = 0,
): Promise<number> {
  const lobby = createLobbyClient(url);
  let finished = 0;
  if (startDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, startDelayMs));
  // With an interval, the lane's acts start on a schedule (one per interval, later if the previous
  // one is still being answered), so the lanes together offer a fixed rate instead of saturating.
  // Each lane starts at a random phase of the interval, as independent players would: lanes in step
  // would send all their acts at the same instant, a burst every interval.
  let nextAct = performance.now() + (intervalMs * random.below(1000)) / 1000;
  while (performance.now() < deadline) {
    const match = await lobby.create({ game: "slush-fund", players: 3 });
    const seats: LatestSeat[] = [];
    for (let seat = 0; seat < 3; seat++)
      seats.push(new LatestSeat(url, match.id, (await lobby.join(match.id)).token));
    await Promise.all(seats.map((seat) => seat.untilVersion(0)));
    let version = 0;
    while (performance.now() < deadline) {
      const state = seats[0]!.latest;
      if (state.toAct.length === 0) {
        finished++;
        break;
      }
      const seat = seats[state.toAct[random.below(state.toAct.length)] as number]!;
      await seat.untilVersion(version);
      if (thinkMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + random.below(1001) / 1000)));
      }
      if (intervalMs > 0) {
        const wait = nextAct - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // A lane that fell behind (a slow answer) acts at once until it has caught up, so the lanes
        // together offer the whole rate; but never more than one interval's worth at once.
        nextAct = Math.max(nextAct + intervalMs, performance.now() - intervalMs);
      }
      const legal = seat.latest.legal;
      const started = performance.now();
      version = await seat.connection.act(legal[random.below(legal.length)]);
      if (started >= measureFrom) latencies.push(performance.now() - started);
      await Promise.all(seats.map((s) => s.untilVersion(version)));
    }
    closeAll(seats);
  }
  return finished;
}

/** Runs the load test for about `seconds` with `matches` concurrent human matches and `botMatches` all-ISMCTS ones. */
export async function benchServer(
  seconds: number,
  matches: number,
  botMatches = 0,
  thinkMs = 0,
): Promise<ServerFigures> {
  const folder = await mkdtemp(join(tmpdir(), "backroom-bench-"));
  const storage = await openPgliteStorage(folder);
  const server = await startMatchServer({
    storage,
    botDelayMs: 0,
    rateLimit: { burst: 1000, perSecond: 1000 },
    // One client address plays every seat here: the per-address limits are raised out of the way.
    limits: {
      requestsPerMinute: 1_000_000,
      createsPerMinute: 1_000_000,
      joinsPerMinute: 1_000_000,
      connectionsPerAddress: 10_000,
      minBotDelayMs: 0,
      minIsmctsDelayMs: 0,
    },
  });
  try {
    const lobby = createLobbyClient(server.url);
    const bots = await Promise.all(
      Array.from({ length: botMatches }, () =>
        lobby.create({ game: "kohle-kies-knete", players: 3, bots: ["ismcts", "ismcts", "ismcts"] }),
      ),
    );
    const latencies: number[] = [];
    const health: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const [finished] = await Promise.all([
      Promise.all(
        Array.from({ length: matches }, (_, i) =>
          lane(server.url, deadline, createRandom(`bench/${i}`), latencies, thinkMs),
        ),
      ),
      probeHealth(server.url, deadline, health),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    let botActions = 0;
    for (const match of bots) botActions += (await lobby.match(match.id)).version;
    latencies.sort((a, b) => a - b);
    health.sort((a, b) => a - b);
    const at = (q: number) => quantile(latencies, q);
    return {
      botMatches,
      botActions,
      healthP50Ms: quantile(health, 0.5),
      healthP99Ms: quantile(health, 0.99),
      matches,
      thinkMs,
      seconds: elapsed,
      actions: latencies.length,
      finishedMatches: finished.reduce((a, b) => a + b, 0),
      actionsPerSecond: latencies.length / elapsed,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
    };
  } finally {
    await server.close();
    await storage.close();
    await rm(folder, { recursive: true, force: true });
  }
}
