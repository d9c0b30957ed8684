/**
 * `npm run bench -- strength [game-id] [--games N] [--scaling-games N] [--budgets 1,10,100,1000]
 * [--settings JSON]`: the strength of the ISMCTS bot against the heuristic bots, which the suite
 * does not measure (it checks single decisions, test/bots/ismcts-decisions.ts). One ISMCTS seat
 * (seats rotated by the simulator) plays against the game's heuristic bot in every other seat, at
 * the default player count and options, on two worker threads; the win share comes with its 95%
 * Wilson interval and its ratio to the fair share. Then the same at other iteration budgets (the
 * scaling rows), and the CPU time of a decision at the default budget, measured on decisions taken
 * from heuristic games (after a warm-up, as in `npm run bench`). Figures are printed as Markdown
 * tables for docs/benchmarks.md.
 */
import os from "node:os";
import type { BotSettings } from "../src/bots/index.js";
import { type AnyGame, games } from "../src/index.js";
import { simulate } from "../src/sim/simulate.js";
import { BENCH_PLAYERS } from "./players.js";
import { benchIsmcts } from "./sim-bench.js";

/** One strength measurement. */
export interface StrengthFigures {
  readonly game: string;
  readonly players: number;
  readonly label: string;
  readonly games: number;
  readonly winShare: number;
  readonly low: number;
  readonly high: number;
  readonly fairShare: number;
}

/** Plays `count` games of one ISMCTS seat (rotated) against heuristic bots on two workers. */
export async function benchStrength(
  game: AnyGame,
  players: number,
  settings: BotSettings,
  count: number,
  label: string,
): Promise<StrengthFigures> {
  let played = 0;
  let wins = 0;
  const summary = await simulate({
    game: game.id,
    players,
    bots: ["ismcts", ...Array.from({ length: players - 1 }, () => "heuristic")],
    games: count,
    seed: "strength",
    botSettings: settings,
    workers: 2,
    onRecord: (result) => {
      // The running win share on stderr, so a long run shows where it is heading.
      played++;
      const seat = result.seats.indexOf("ismcts");
      if (result.outcome.winners.includes(seat)) wins += 1 / result.outcome.winners.length;
      if (played % 10 === 0 || played === count)
        process.stderr.write(
          `${game.id} ${label}: ${played}/${count} games, win share ${(wins / played).toFixed(3)}\n`,
        );
    },
  });
  const ismcts = summary.bots.find((bot) => bot.name === "ismcts");
  if (!ismcts) throw new Error("no ismcts seat in the summary");
  return {
    game: game.id,
    players,
    label,
    games: count,
    winShare: ismcts.winShare,
    low: ismcts.winInterval.low,
    high: ismcts.winInterval.high,
    fairShare: summary.fairShare,
  };
}

/** CPU milliseconds per decision of the ISMCTS bot with these settings, on heuristic games' decisions. */
export function msPerDecision(game: AnyGame, players: number, settings: BotSettings): number {
  return benchIsmcts(game, players, 3, 0, settings).msPerDecision;
}

/** Parses `--name value` flags and one optional positional game id. */
function parseArgs(argv: readonly string[]): { game?: string; flags: Record<string, string> } {
  const flags: Record<string, string> = {};
  let game: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith("--")) flags[arg.slice(2)] = argv[++i] ?? "";
    else game = arg;
  }
  return game === undefined ? { flags } : { game, flags };
}

/** Formats one row of the strength table. */
function row(r: StrengthFigures, ms?: number): string {
  const ratio = r.winShare / r.fairShare;
  return `| ${r.game} | ${r.players} | ${r.label} | ${ms === undefined ? "" : ms.toFixed(0)} | ${r.games} | ${r.winShare.toFixed(3)} (${r.low.toFixed(3)}–${r.high.toFixed(3)}) | ${r.fairShare.toFixed(3)} | ${ratio.toFixed(2)}× |`;
}

/** Runs the strength benchmark from the command line arguments (after `strength`). */
export async function runStrength(argv: readonly string[]): Promise<void> {
  const { game: only, flags } = parseArgs(argv);
  const count = Number(flags.games ?? 200);
  const scalingGames = Number(flags["scaling-games"] ?? 0);
  // One iteration plays the prior's (the heuristic's) choice: the baseline the search must beat.
  const budgets = (flags.budgets ?? "1,10,100,1000").split(",").map(Number);
  const extra = flags.settings ? (JSON.parse(flags.settings) as BotSettings["ismcts"]) : {};
  const ids = only ? [only] : Object.keys(games);
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}; ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    "| game | players | ISMCTS budget | ms/decision | games | ISMCTS win share (95% CI) | fair share | ratio |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const id of ids) {
    const game = (games as Record<string, AnyGame>)[id];
    if (!game) throw new Error(`unknown game ${id}`);
    const players = BENCH_PLAYERS[id] ?? game.players.min;
    const settings: BotSettings = { ismcts: { ...extra } };
    const ms = msPerDecision(game, players, settings);
    if (count > 0) console.log(row(await benchStrength(game, players, settings, count, "default"), ms));
    if (scalingGames <= 0) continue;
    for (const iterations of budgets) {
      const scaled: BotSettings = { ismcts: { ...extra, iterations } };
      const label = iterations === 1 ? "1 iteration (the prior's choice)" : `${iterations} iterations`;
      console.log(row(await benchStrength(game, players, scaled, scalingGames, label)));
    }
  }
}
