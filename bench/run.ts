/**
 * `npm run bench`: throughput figures for every game (random playouts on both runners, the rates of
 * `viewFor`, `legalActions` and `determinize`, the simulator on 1 and 2 worker threads, ISMCTS
 * iterations), printed as Markdown tables for docs/benchmarks.md. `npm run bench -- <game-id>
 * [seconds]` measures one game. Everything runs in one process, one measurement after another.
 */
import os from "node:os";
import { fileURLToPath } from "node:url";
import { games } from "../src/index.js";
import { highCard } from "../test/fixtures/high-card.js";
import { benchPlayouts, type PlayoutFigures } from "./playout-bench.js";
import { benchQueries, type QueryFigures } from "./query-bench.js";
import { benchIsmcts, benchSimulator, type IsmctsFigures, type SimulatorFigures } from "./sim-bench.js";

/** The player count each game's issue asks the figures for. */
const BENCH_PLAYERS: Record<string, number> = {
  "high-card": 4,
  "tiefe-taschen": 5,
  "kohle-kies-knete": 4,
  "slush-fund": 4,
  campaign: 4,
};

const [only, secondsText] = process.argv.slice(2);
const seconds = Number(secondsText ?? 3);
const all = { [highCard.id]: highCard, ...games };
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
const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}\n`,
);
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
}
console.log("\n| game | players | workers | games | games/s |");
console.log("|---|---|---|---|---|");
for (const r of simulatorRows) {
  console.log(`| ${r.game} | ${r.players} | ${r.workers} | ${r.games} | ${r.gamesPerSecond.toFixed(1)} |`);
}
console.log("\n| game | players | ISMCTS iterations/s | ms per decision (100 iterations) |");
console.log("|---|---|---|---|");
for (const r of ismctsRows) {
  console.log(
    `| ${r.game} | ${r.players} | ${Math.round(r.iterationsPerSecond).toLocaleString("en")} | ${r.msPerDecision.toFixed(1)} |`,
  );
}
