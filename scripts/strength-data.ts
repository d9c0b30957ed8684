/**
 * The strength study's data (docs/strength/<game>.json) and its pure parts: the pairs to measure,
 * a measured pair from a `backroom simulate --json` summary, merging, and the markdown tables that
 * docs/research.md's Strength section shows. The runner is scripts/strength-table.ts.
 */
import { wilsonInterval } from "../src/sim/stats.js";

/** The shipped bots the study seats against each other, in the tables' order. */
export const SHIPPED_BOTS = ["random", "heuristic", "ismcts", "learned"] as const;

/** The player count each game is measured at (its usual table in the research docs). */
export const STUDY_PLAYERS: Readonly<Record<string, number>> = {
  "tiefe-taschen": 4,
  "kohle-kies-knete": 3,
  campaign: 3,
  "slush-fund": 3,
};

/** One measured pair: the row bot at one seat, copies of `against` at every other seat, seats rotated. */
export interface PairResult {
  readonly row: string;
  readonly against: string;
  readonly games: number;
  readonly seed: string;
  /** The ISMCTS iteration budget per decision when ISMCTS was at the table, else null. */
  readonly ismctsIterations: number | null;
  /** The row bot's wins (a win shared by k seats counts 1/k). */
  readonly wins: number;
  readonly winShare: number;
  /** The 95% Wilson interval of the win share, [low, high]. */
  readonly interval: readonly [number, number];
  /** The win share divided by the fair share 1/players. */
  readonly ratioToFair: number;
  /** The command that repeats the row (from the repository, after `npm run build`). */
  readonly command: string;
  /** Wall-clock seconds the run took on the shared machine (not part of the result). */
  readonly seconds: number;
  /** When the run finished, ISO 8601 UTC. */
  readonly measuredAt: string;
}

/** One best response: a fresh policy trained against `target` at every other seat, then evaluated. */
export interface BestResponseResult {
  readonly target: string;
  /** The CPU minutes the training took (this process and its engines). */
  readonly cpuMinutes: number;
  readonly trainingGames: number;
  /** Whether the policy started from a fresh network. */
  readonly fresh: boolean;
  /** The ISMCTS iteration budget of the target in training and evaluation, when the target is ISMCTS. */
  readonly ismctsIterations: number | null;
  readonly games: number;
  readonly seed: string;
  readonly winShare: number;
  readonly interval: readonly [number, number];
  readonly ratioToFair: number;
  readonly command: string;
  readonly measuredAt: string;
}

/** A game's file: its measured pairs and best responses. */
export interface StrengthFile {
  readonly game: string;
  readonly players: number;
  readonly pairs: readonly PairResult[];
  readonly bestResponses: readonly BestResponseResult[];
}

/** A pair to measure: the row bot and the bot at every other seat. */
export interface Pair {
  readonly row: string;
  readonly against: string;
}

/** An empty file for a game at a player count. */
export function emptyStrengthFile(game: string, players: number): StrengthFile {
  return { game, players, pairs: [], bestResponses: [] };
}

/** Every ordered pair of distinct bots among `bots`, in the order of `bots` (rows first). */
export function orderedPairs(bots: readonly string[]): Pair[] {
  const pairs: Pair[] = [];
  for (const row of bots) for (const against of bots) if (row !== against) pairs.push({ row, against });
  return pairs;
}

/** The pairs of `wanted` that `file` has not measured yet (what a resumed run still has to play). */
export function missingPairs(file: StrengthFile, wanted: readonly Pair[]): Pair[] {
  return wanted.filter((pair) => !file.pairs.some((p) => p.row === pair.row && p.against === pair.against));
}

/** Whether a pair seats an ISMCTS bot (its games cost far more and take the ISMCTS budget). */
export function pairHasIsmcts(pair: Pair): boolean {
  return pair.row === "ismcts" || pair.against === "ismcts";
}

/** The `--bots` lineup of a pair: the row bot, then `against` at the other `players - 1` seats. */
export function lineup(pair: Pair, players: number): string[] {
  return [pair.row, ...Array.from({ length: players - 1 }, () => pair.against)];
}

/** The figures of `wins` out of `games` at a table of `players`: share, 95% Wilson interval, ratio to fair. */
export function shareFigures(
  wins: number,
  games: number,
  players: number,
): { winShare: number; interval: [number, number]; ratioToFair: number } {
  const winShare = games > 0 ? wins / games : 0;
  const { low, high } = wilsonInterval(wins, games);
  return { winShare, interval: [low, high], ratioToFair: winShare * players };
}

/** The part of a `backroom simulate --json` summary a pair result needs. */
export interface SimulateSummaryLike {
  readonly games: number;
  readonly config: { readonly players: number; readonly seed: string };
  readonly bots: readonly { readonly name: string; readonly games: number; readonly wins: number }[];
}

/** A pair's result from the summary of its run; the row bot must be in the summary once per game. */
export function pairFromSummary(
  pair: Pair,
  summary: SimulateSummaryLike,
  run: { ismctsIterations: number | null; command: string; seconds: number; measuredAt: string },
): PairResult {
  const mine = summary.bots.find((bot) => bot.name === pair.row);
  if (mine === undefined) throw new Error(`the summary has no bot "${pair.row}"`);
  if (mine.games !== summary.games) {
    throw new Error(
      `"${pair.row}" played ${mine.games} seat-games in ${summary.games} games; it must sit once a game`,
    );
  }
  return {
    row: pair.row,
    against: pair.against,
    games: summary.games,
    seed: summary.config.seed,
    ismctsIterations: run.ismctsIterations,
    wins: mine.wins,
    ...shareFigures(mine.wins, summary.games, summary.config.players),
    command: run.command,
    seconds: run.seconds,
    measuredAt: run.measuredAt,
  };
}

/** `file` with `result` in place of the pair's earlier result (or added), pairs kept in table order. */
export function withPair(file: StrengthFile, result: PairResult): StrengthFile {
  const others = file.pairs.filter((p) => !(p.row === result.row && p.against === result.against));
  return { ...file, pairs: [...others, result].sort(comparePairs) };
}

/** `file` with `result` in place of the target's earlier best response (or added). */
export function withBestResponse(file: StrengthFile, result: BestResponseResult): StrengthFile {
  const others = file.bestResponses.filter((b) => b.target !== result.target);
  return {
    ...file,
    bestResponses: [...others, result].sort((a, b) => botOrder(a.target) - botOrder(b.target)),
  };
}

/** Reads a file's JSON text, checking that it is a strength file of `game`. */
export function parseStrengthFile(text: string, game: string): StrengthFile {
  const data = JSON.parse(text) as Partial<StrengthFile>;
  if (data.game !== game || typeof data.players !== "number" || !Array.isArray(data.pairs)) {
    throw new Error(`not a strength file of ${game}`);
  }
  return { game, players: data.players, pairs: data.pairs, bestResponses: data.bestResponses ?? [] };
}

/** The position of a bot in the tables (shipped bots first, in their order; others after, by name). */
function botOrder(bot: string): number {
  const index = (SHIPPED_BOTS as readonly string[]).indexOf(bot);
  return index === -1 ? SHIPPED_BOTS.length : index;
}

/** Table order: by row bot, then by the other bot. */
function comparePairs(a: Pair, b: Pair): number {
  return (
    botOrder(a.row) - botOrder(b.row) ||
    botOrder(a.against) - botOrder(b.against) ||
    a.row.localeCompare(b.row)
  );
}

/** A share with three decimals. */
function share(value: number): string {
  return value.toFixed(3);
}

/** A share with its interval, `0.612 (0.581–0.642)`. */
function shareWithInterval(winShare: number, interval: readonly [number, number]): string {
  return `${share(winShare)} (${share(interval[0])}–${share(interval[1])})`;
}

/** A whole number with thousands separators. */
function count(value: number): string {
  return value.toLocaleString("en-US");
}

/** The bot as a table shows it, with its ISMCTS budget when it is ISMCTS. */
function botLabel(bot: string, iterations: number | null): string {
  return bot === "ismcts" && iterations !== null ? `ismcts (${iterations} it.)` : bot;
}

/** Bold when the interval lies wholly above 1.5× fair: a best response that has found an exploit. */
function marked(text: string, interval: readonly [number, number], players: number): string {
  return interval[0] * players > 1.5 ? `**${text}**` : text;
}

/** The markdown table of the pairs of several games (a row per pair), rows in file order. */
export function renderPairsTable(files: readonly StrengthFile[]): string {
  const lines = [
    "| game, players | row bot | against (every other seat) | games (seed) | row's win share (95% CI) | ratio to fair |",
    "|---|---|---|---|---|---|",
  ];
  for (const file of files) {
    for (const p of file.pairs) {
      const n = file.players;
      lines.push(
        `| ${file.game}, ${n} | ${botLabel(p.row, p.ismctsIterations)} | ${botLabel(p.against, p.ismctsIterations)} ×${n - 1} | ` +
          `${count(p.games)} (\`${p.seed}\`) | ${shareWithInterval(p.winShare, p.interval)} | ${p.ratioToFair.toFixed(2)}× |`,
      );
    }
  }
  return lines.join("\n");
}

/** The markdown table of the best responses of several games; bold where one is wholly above 1.5× fair. */
export function renderBestResponsesTable(files: readonly StrengthFile[]): string {
  const lines = [
    "| game, players | target (every other seat) | training | training games | best response's win share (95% CI) | games (seed) | ratio to fair |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const file of files) {
    for (const b of file.bestResponses) {
      const n = file.players;
      const training = `${b.cpuMinutes.toFixed(1)} CPU minutes, ${b.fresh ? "fresh" : "fine-tuned"}`;
      lines.push(
        `| ${file.game}, ${n} | ${botLabel(b.target, b.ismctsIterations)} ×${n - 1} | ${training} | ${count(b.trainingGames)} | ` +
          `${marked(shareWithInterval(b.winShare, b.interval), b.interval, n)} | ${count(b.games)} (\`${b.seed}\`) | ` +
          `${marked(`${b.ratioToFair.toFixed(2)}×`, b.interval, n)} |`,
      );
    }
  }
  return lines.join("\n");
}

/** `text` with the part between `<!-- name -->` and `<!-- /name -->` replaced by `body`. */
export function replaceBetweenMarkers(text: string, name: string, body: string): string {
  const open = `<!-- ${name} -->`;
  const close = `<!-- /${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`the document has no ${open} … ${close} markers`);
  return `${text.slice(0, start + open.length)}\n${body}\n${text.slice(end)}`;
}

/** The strongest response measured against a target: the trained best response or a shipped bot's pair row. */
export interface StrongestResponse {
  readonly target: string;
  /** The ISMCTS iteration budget where ISMCTS was at the table, else null. */
  readonly ismctsIterations: number | null;
  /** What played against the target: a trained best response, or a shipped bot (its pair row). */
  readonly response:
    | { readonly kind: "best-response"; readonly cpuMinutes: number }
    | { readonly kind: "bot"; readonly bot: string };
  readonly games: number;
  readonly seed: string;
  readonly winShare: number;
  readonly interval: readonly [number, number];
  readonly ratioToFair: number;
  /**
   * How exploitable the target is at least, as a ratio to fair: the low end of the response's 95%
   * interval times the players, or null when that is not above fair (nothing measured beats it).
   */
  readonly bound: number | null;
}

/**
 * For every target with a best response or a pair row against it, the response whose 95% interval
 * reaches highest at its low end (the surest lower bound on the target's exploitability), in table order.
 */
export function strongestResponses(file: StrengthFile): StrongestResponse[] {
  const n = file.players;
  const measured = (
    target: string,
    response: StrongestResponse["response"],
    r: BestResponseResult | PairResult,
  ): StrongestResponse => {
    const { ismctsIterations, games, seed, winShare, interval, ratioToFair } = r;
    const bound = interval[0] * n > 1 ? interval[0] * n : null;
    return { target, ismctsIterations, response, games, seed, winShare, interval, ratioToFair, bound };
  };
  const candidates = [
    ...file.bestResponses.map((b) =>
      measured(b.target, { kind: "best-response", cpuMinutes: b.cpuMinutes }, b),
    ),
    ...file.pairs.map((p) => measured(p.against, { kind: "bot", bot: p.row }, p)),
  ];
  const best = new Map<string, StrongestResponse>();
  for (const candidate of candidates) {
    const held = best.get(candidate.target);
    if (held === undefined || candidate.interval[0] > held.interval[0]) best.set(candidate.target, candidate);
  }
  return [...best.values()].sort((a, b) => botOrder(a.target) - botOrder(b.target));
}

/** The markdown table of the strongest response measured against every bot of several games. */
export function renderExploitabilityTable(files: readonly StrengthFile[]): string {
  const lines = [
    "| game, players | target (every other seat) | strongest response measured | its win share (95% CI) | games (seed) | ratio to fair | exploitable at least |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const file of files) {
    const n = file.players;
    for (const s of strongestResponses(file)) {
      const response =
        s.response.kind === "bot"
          ? `the ${botLabel(s.response.bot, s.ismctsIterations)} bot`
          : `its trained best response (${s.response.cpuMinutes.toFixed(1)} CPU minutes)`;
      const bound = s.bound === null ? "nothing shown" : marked(`${s.bound.toFixed(2)}× fair`, s.interval, n);
      lines.push(
        `| ${file.game}, ${n} | ${botLabel(s.target, s.ismctsIterations)} ×${n - 1} | ${response} | ` +
          `${shareWithInterval(s.winShare, s.interval)} | ${count(s.games)} (\`${s.seed}\`) | ${s.ratioToFair.toFixed(2)}× | ${bound} |`,
      );
    }
  }
  return lines.join("\n");
}
