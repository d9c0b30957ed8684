/**
 * The strength study behind docs/research.md's Strength section, resumable (pairs and best
 * responses already in docs/strength/<game>.json are skipped, and the file is written after each):
 *
 *   npx tsx scripts/strength-table.ts pairs [--game g,…] [--bots a,…] [--seating bot] [--games 300] [--ismcts-games 60] [--ismcts-iterations 30] [--seed strength]
 *   npx tsx scripts/strength-table.ts best-responses [--game g,…] [--targets a,…] [--cpu-minutes 2] [--eval-games 300] [--ismcts-eval-games 60] [--python python3]
 *   npx tsx scripts/strength-table.ts render
 *
 * `pairs` plays, for every ordered pair of distinct bots (`--seating`: only the pairs with that
 * bot), the row bot at one seat against the other at every other seat, seats rotated, with the built CLI (`npm run build` first);
 * `best-responses` runs python/examples/best_response.py per target; `render` writes the two
 * tables and the strongest response measured against each bot (either's best) into
 * docs/research.md between its `<!-- strength:… -->` markers.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  type BestResponseResult,
  emptyStrengthFile,
  lineup,
  missingPairs,
  orderedPairs,
  pairFromSummary,
  pairHasIsmcts,
  parseStrengthFile,
  renderBestResponsesTable,
  renderExploitabilityTable,
  renderPairsTable,
  replaceBetweenMarkers,
  SHIPPED_BOTS,
  type SimulateSummaryLike,
  STUDY_PLAYERS,
  type StrengthFile,
  withBestResponse,
  withPair,
} from "./strength-data.js";

/** The folder of the study's files. */
const FOLDER = join("docs", "strength");
/** The document whose Strength section shows the tables. */
const DOCUMENT = join("docs", "research.md");

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: "string", default: Object.keys(STUDY_PLAYERS).join(",") },
    bots: { type: "string", default: SHIPPED_BOTS.join(",") },
    seating: { type: "string" },
    targets: { type: "string", default: "learned,heuristic,random,ismcts" },
    games: { type: "string", default: "300" },
    "ismcts-games": { type: "string", default: "60" },
    "ismcts-iterations": { type: "string", default: "30" },
    seed: { type: "string" },
    workers: { type: "string", default: "1" },
    "cpu-minutes": { type: "string", default: "2" },
    "eval-games": { type: "string", default: "300" },
    "ismcts-eval-games": { type: "string", default: "60" },
    python: { type: "string", default: "python3" },
  },
});

/** A positive whole number from a flag, or an error naming the flag. */
function positive(flag: keyof typeof values): number {
  const value = Number(values[flag]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${flag} must be a positive integer, got ${values[flag]}`);
  return value;
}

/** The games the run covers, each checked against the study's list. */
function studyGames(): string[] {
  const ids = String(values.game).split(",");
  for (const id of ids) if (!(id in STUDY_PLAYERS)) throw new Error(`unknown game ${id}`);
  return ids;
}

/** The file of a game, or an empty one. */
function load(game: string): StrengthFile {
  const path = join(FOLDER, `${game}.json`);
  const players = STUDY_PLAYERS[game] as number;
  return existsSync(path)
    ? parseStrengthFile(readFileSync(path, "utf8"), game)
    : emptyStrengthFile(game, players);
}

/** Writes a game's file whole (through a temporary file, so an interrupted run never leaves half a file). */
function save(file: StrengthFile): void {
  const path = join(FOLDER, `${file.game}.json`);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
  // As the linter formats it, so that a study's output is what is committed.
  execFileSync("npx", ["biome", "format", "--write", path], { stdio: "ignore" });
}

/** Runs a command, echoing its standard error, and resolves with its standard output. */
function run(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** A shell-ready rendering of a command. */
function shell(args: readonly string[]): string {
  return args.map((a) => (/^[\w./:,=@-]+$/.test(a) ? a : `'${a}'`)).join(" ");
}

/** Plays every missing pair of every game. */
async function pairs(): Promise<void> {
  const bots = String(values.bots).split(",");
  const iterations = positive("ismcts-iterations");
  const seed = values.seed ?? "strength";
  for (const game of studyGames()) {
    const wanted = orderedPairs(bots).filter(
      (p) => values.seating === undefined || [p.row, p.against].includes(values.seating),
    );
    for (const pair of missingPairs(load(game), wanted)) {
      const withIsmcts = pairHasIsmcts(pair);
      const players = STUDY_PLAYERS[game] as number;
      const study = [
        "dist/cli/main.js",
        "simulate",
        game,
        "--players",
        String(players),
        "--bots",
        lineup(pair, players).join(","),
        "--games",
        String(positive(withIsmcts ? "ismcts-games" : "games")),
        "--seed",
        seed,
        ...(withIsmcts ? ["--ismcts-iterations", String(iterations)] : []),
        "--json",
      ];
      const started = process.hrtime.bigint();
      const output = await run(process.execPath, [...study, "--workers", String(positive("workers"))]);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const result = pairFromSummary(pair, JSON.parse(output) as SimulateSummaryLike, {
        ismctsIterations: withIsmcts ? iterations : null,
        command: `node ${shell(study)}`,
        seconds: Math.round(seconds),
        measuredAt: new Date().toISOString(),
      });
      // Reloaded so that a best-response run writing the same file meanwhile keeps its results.
      save(withPair(load(game), result));
      console.log(
        `${game}: ${pair.row} against ${pair.against}: ${result.winShare.toFixed(3)} of ${result.games} (${result.seconds} s)`,
      );
    }
  }
}

/** Trains and evaluates every missing best response of every game. */
async function bestResponses(): Promise<void> {
  const targets = String(values.targets).split(",");
  const iterations = positive("ismcts-iterations");
  const seed = values.seed ?? "best-response";
  for (const game of studyGames()) {
    for (const target of targets) {
      if (load(game).bestResponses.some((b) => b.target === target)) continue;
      const ismcts = target === "ismcts";
      const args = [
        join("python", "examples", "best_response.py"),
        game,
        "--target",
        target,
        "--players",
        String(STUDY_PLAYERS[game]),
        "--cpu-minutes",
        String(values["cpu-minutes"]),
        "--eval-games",
        String(positive(ismcts ? "ismcts-eval-games" : "eval-games")),
        "--eval-seed",
        seed,
        ...(ismcts ? ["--ismcts-iterations", String(iterations)] : []),
      ];
      const out = await run(String(values.python), args);
      const line = out
        .trim()
        .split("\n")
        .reverse()
        .find((l) => l.startsWith("{"));
      if (line === undefined)
        throw new Error(`best_response.py printed no report for ${game} against ${target}`);
      const report = JSON.parse(line) as Record<string, unknown>;
      const interval = report.interval as [number, number];
      const result: BestResponseResult = {
        target,
        cpuMinutes: report.cpuMinutes as number,
        trainingGames: report.trainingGames as number,
        fresh: report.fresh as boolean,
        ismctsIterations: ismcts ? iterations : null,
        games: report.games as number,
        seed: report.seed as string,
        winShare: report.winShare as number,
        interval,
        ratioToFair: report.ratioToFair as number,
        command: `python3 ${shell(args)}`,
        measuredAt: new Date().toISOString(),
      };
      save(withBestResponse(load(game), result));
      console.log(`${game}: best response to ${target}: ${result.winShare.toFixed(3)} of ${result.games}`);
    }
  }
}

/** Writes the three tables into the document. */
function render(): void {
  const files = Object.keys(STUDY_PLAYERS).map(load);
  let text = readFileSync(DOCUMENT, "utf8");
  text = replaceBetweenMarkers(text, "strength:pairs", renderPairsTable(files));
  text = replaceBetweenMarkers(text, "strength:best-responses", renderBestResponsesTable(files));
  text = replaceBetweenMarkers(text, "strength:exploitability", renderExploitabilityTable(files));
  writeFileSync(DOCUMENT, text);
  console.log(`${DOCUMENT}: the strength tables rendered from ${FOLDER}/`);
}

const [command] = positionals;
if (command === "pairs") await pairs();
else if (command === "best-responses") await bestResponses();
else if (command === "render") render();
else
  throw new Error(`usage: strength-table.ts pairs | best-responses | render (got ${command ?? "nothing"})`);
