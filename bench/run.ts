/**
 * `npm run bench`: throughput figures for every game, printed as a Markdown table for
 * docs/benchmarks.md. `npm run bench -- <game-id> [seconds]` measures one game.
 */
import os from "node:os";
import { games } from "../src/index.js";
import { highCard } from "../test/fixtures/high-card.js";
import { benchPlayouts, type PlayoutFigures } from "./playout-bench.js";

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
for (const id of ids) {
  const game = all[id];
  if (!game) throw new Error(`unknown game ${id}`);
  for (const runner of ["applyInPlace", "apply"] as const) {
    rows.push(benchPlayouts(game, BENCH_PLAYERS[id] ?? game.players.min, runner, seconds));
  }
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
