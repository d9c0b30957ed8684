/**
 * `npm run bench`: throughput figures for every game (random playouts on both runners, the rates of
 * `viewFor`, `legalActions` and `determinize`, the simulator on 1 and 2 worker threads, ISMCTS
 * iterations, the match server's load test), printed as Markdown tables for docs/benchmarks.md.
 * Everything runs in one process, one measurement after another; each playout figure is taken after
 * unmeasured warm-up games, and every measurement starts with a full garbage collection (`npm run
 * bench` exposes `gc`). `npm run bench -- <game-id> [seconds]` measures one game; `npm run bench --
 * self-play [games]` prints the heuristic self-play tables instead; `npm run bench -- server
 * [seconds] [matches] [all-ISMCTS matches] [think ms]` runs only the match server's load test
 * (without, then with bot matches; human matches paced by the think time, default 0: saturation); `npm run bench -- strength …` measures the ISMCTS bot against the heuristic
 * bots; `npm run bench -- throughput [seconds] [matches] [rounds] [base revision] [--together]` measures the
 * match server at saturation with its clients in another process, beside an older build; `npm run
 * bench -- rl [seconds] [game-id]` prints only the research interface's figures (encoding and
 * environment rates); `npm run bench -- soak [seconds] [sockets] [acts/s]` runs the slow-reader
 * soak against a `backroom serve` process (bench/socket-soak.ts); `npm run bench -- bundle` prints
 * the bytes a frontend downloads per game and per language from the built package (scripts/bundle-cost.ts);
 * `npm run bench -- statements [repetitions]` compares the server's hot database statements as sent
 * before and as function calls now (bench/statement-bench.ts); `npm run bench -- startup [runs] [old dist]`
 * times `backroom serve` to its first healthy answer on new and existing data folders, beside an
 * older build when given (bench/startup.ts).
 */
import os from "node:os";
import { fileURLToPath } from "node:url";
import { bundleCostTable } from "../scripts/bundle-cost.js";
import { games } from "../src/index.js";
import { highCard } from "../test/fixtures/high-card.js";
import { BENCH_PLAYERS } from "./players.js";
import { benchPlayouts, type PlayoutFigures } from "./playout-bench.js";
import { benchQueries, type QueryFigures } from "./query-bench.js";
import { benchRl, printRlFigures } from "./rl-bench.js";
import { printSelfPlay } from "./self-play.js";
import { benchServer } from "./server-bench.js";
import { runThroughput } from "./server-throughput.js";
import { benchIsmcts, benchSimulator, type IsmctsFigures, type SimulatorFigures } from "./sim-bench.js";
import { printSoak } from "./socket-soak.js";
import { runStartup } from "./startup.js";
import { printStatements } from "./statement-bench.js";
import { runStrength } from "./strength.js";

const [only, secondsText, matchesText, botMatchesText, thinkText] = process.argv.slice(2);
if (only === "strength") {
  await runStrength(process.argv.slice(3));
  process.exit(0);
}
if (only === "bundle") {
  console.log(await bundleCostTable("dist"));
  process.exit(0);
}
if (only === "statements") {
  await printStatements(process.argv.slice(3));
  process.exit(0);
}
if (only === "startup") {
  await runStartup(process.argv.slice(3));
  process.exit(0);
}
if (only === "throughput") {
  await runThroughput(process.argv.slice(3));
  process.exit(0);
}
const seconds = Number(secondsText ?? 3);
const machine = () =>
  `Machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}\n`;

/** The match server's load test, printed as a Markdown table (without, then with bot matches). */
async function printServerFigures(
  seconds: number,
  matches: number,
  botMatches: number,
  thinkMs = 0,
): Promise<void> {
  console.log(
    `\n| concurrent matches | think time | all-ISMCTS matches | seconds | actions | finished matches | actions/s | p50 round trip | p99 round trip | bot moves | /health p50 | /health p99 |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const bots of botMatches > 0 ? [0, botMatches] : [0]) {
    const r = await benchServer(seconds, matches, bots, thinkMs);
    console.log(
      `| ${r.matches} | ${r.thinkMs} ms | ${r.botMatches} | ${r.seconds.toFixed(1)} | ${r.actions} | ${r.finishedMatches} | ${r.actionsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${r.botActions} | ${r.healthP50Ms.toFixed(1)} ms | ${r.healthP99Ms.toFixed(1)} ms |`,
    );
  }
}

/** The research interface's figures for every game (or one), as a Markdown table. */
function printRl(seconds: number, gameIds: readonly string[]): void {
  printRlFigures(
    gameIds.map((id) => {
      const game = games[id];
      if (!game) throw new Error(`unknown game ${id}`);
      return benchRl(game, BENCH_PLAYERS[id] ?? game.players.min, seconds);
    }),
  );
}

if (only === "rl") {
  console.log(machine());
  printRl(Number(secondsText ?? 3), matchesText ? [matchesText] : Object.keys(games));
  process.exit(0);
}
if (only === "soak") {
  console.log(machine());
  await printSoak(Number(secondsText ?? 30), Number(matchesText ?? 32), Number(botMatchesText ?? 19));
  process.exit(0);
}
if (only === "server") {
  console.log(machine());
  await printServerFigures(
    Number(secondsText ?? 10),
    Number(matchesText ?? 8),
    Number(botMatchesText ?? 0),
    Number(thinkText ?? 0),
  );
  process.exit(0);
}
const all = { [highCard.id]: highCard, ...games };
if (only === "self-play") {
  console.log(machine());
  printSelfPlay(games, Number(secondsText ?? 10));
  process.exit(0);
}
const ids = only ? [only] : Object.keys(all);
const rows: PlayoutFigures[] = [];
const queryRows: QueryFigures[] = [];
for (const id of ids) {
  const game = all[id];
  if (!game) throw new Error(`unknown game ${id}`);
  const players = BENCH_PLAYERS[id] ?? game.players.min;
  for (const runner of ["applyInPlace", "apply"] as const) {
    rows.push(benchPlayouts(game, players, runner, seconds));
  }
  queryRows.push(benchQueries(game, players, seconds));
}
console.log(machine());
console.log("| game | players | runner | actions/s | games/s | mean actions/game | peak heap (MiB) |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.game} | ${r.players} | ${r.runner} | ${Math.round(r.actionsPerSecond).toLocaleString("en")} | ${r.gamesPerSecond.toFixed(1)} | ${r.meanActions.toFixed(0)} | ${r.peakHeapMiB.toFixed(0)} |`,
  );
}

const fmt = (rate: number) => Math.round(rate).toLocaleString("en");
console.log("\n| game | players | viewFor/s | legalActions/s | determinize/s | in-place actions/s |");
console.log("|---|---|---|---|---|---|");
for (const q of queryRows) {
  const inPlace = rows.find((r) => r.game === q.game && r.runner === "applyInPlace");
  console.log(
    `| ${q.game} | ${q.players} | ${fmt(q.viewsPerSecond)} | ${fmt(q.legalActionsPerSecond)} | ${fmt(q.determinizePerSecond)} | ${fmt(inPlace?.actionsPerSecond ?? 0)} |`,
  );
}

// The simulator: random bots, wall-clock time including the start of the worker threads; about
// `seconds` worth of games on one thread.
const fixtureModule = fileURLToPath(new URL("../test/fixtures/high-card.ts", import.meta.url));
const simulatorRows: SimulatorFigures[] = [];
const ismctsRows: IsmctsFigures[] = [];
const defaultRows: IsmctsFigures[] = [];
for (const id of ids) {
  const game = all[id];
  if (!game) continue;
  const players = BENCH_PLAYERS[id] ?? game.players.min;
  const raw = rows.find((r) => r.game === id && r.runner === "applyInPlace");
  const count = Math.max(8, Math.round((raw?.gamesPerSecond ?? 8) * seconds * 0.5));
  const module = id === highCard.id ? fixtureModule : undefined;
  for (const workers of [1, 2])
    simulatorRows.push(await benchSimulator(game, players, workers, count, module));
  ismctsRows.push(benchIsmcts(game, players, seconds));
  if (id !== highCard.id) defaultRows.push(benchIsmcts(game, players, seconds, 0, {}));
}
console.log("\n| game | players | workers | games | games/s |");
console.log("|---|---|---|---|---|");
for (const r of simulatorRows) {
  console.log(`| ${r.game} | ${r.players} | ${r.workers} | ${r.games} | ${r.gamesPerSecond.toFixed(1)} |`);
}
console.log(
  "\n| game | players | in-place actions/s | ISMCTS iterations/s (random rollouts) | ms/decision (100 iterations) | default ISMCTS iterations/s | ms/decision (default budget) |",
);
console.log("|---|---|---|---|---|---|---|");
for (const r of ismctsRows) {
  const raw = rows.find((p) => p.game === r.game && p.runner === "applyInPlace");
  const guided = defaultRows.find((d) => d.game === r.game);
  const rate = (x: number) => Math.round(x).toLocaleString("en");
  console.log(
    `| ${r.game} | ${r.players} | ${raw ? rate(raw.actionsPerSecond) : ""} | ${rate(r.iterationsPerSecond)} | ${r.msPerDecision.toFixed(1)} | ${guided ? rate(guided.iterationsPerSecond) : ""} | ${guided ? guided.msPerDecision.toFixed(1) : ""} |`,
  );
}
printRl(
  seconds,
  ids.filter((id) => games[id]),
);
if (!only) await printServerFigures(seconds * 3, 8, 0);
