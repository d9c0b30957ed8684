/**
 * Heuristic self-play: every seat is the game's heuristic bot. Reports how games end (the game's own
 * end condition or a limit), their length, how far the scores spread and how often each event
 * happens (for Kohle, Kie$ & Knete: deals opened, closed and failed). `npm run bench -- self-play`.
 */
import { heuristicBots } from "../src/bots/heuristic.js";
import { type AnyGame, playout } from "../src/index.js";

/** Figures of one batch of self-play games. */
export interface SelfPlayFigures {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly meanActions: number;
  /** How many games ended for each `outcome.reason`. */
  readonly reasons: Readonly<Record<string, number>>;
  /** Games ended by a turn, round or negotiation limit (a reason naming a limit). */
  readonly limitEnds: number;
  /** Games in which every seat scored the same. */
  readonly allEqual: number;
  /** Mean of (best score − worst score). */
  readonly meanSpread: number;
  /** Per event type, the mean number of events per game (e.g. Kohle's `dealOpened`, `dealClosed`). */
  readonly meanEvents: Readonly<Record<string, number>>;
}

/** True when an outcome reason says that a limit, not the game's own end condition, ended the game. */
export function endedByLimit(reason: string): boolean {
  return /limit/i.test(reason);
}

/** Plays `games` heuristic self-play games (seeds `self/<players>/<i>`) and sums them up. */
export function selfPlay(game: AnyGame, players: number, games: number): SelfPlayFigures {
  const bot = heuristicBots[game.id];
  if (!bot) throw new Error(`${game.id} has no heuristic bot`);
  const reasons: Record<string, number> = {};
  let actions = 0;
  let limitEnds = 0;
  let allEqual = 0;
  let spread = 0;
  const events: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const result = playout(game, {
      players,
      seed: `self/${players}/${i}`,
      bots: Array(players).fill(bot),
      onAction: (_action, state) => {
        for (const event of state.events as readonly { type: string }[])
          events[event.type] = (events[event.type] ?? 0) + 1 / games;
      },
    });
    const { reason, scores } = result.outcome;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    if (endedByLimit(reason)) limitEnds++;
    const best = Math.max(...scores);
    const worst = Math.min(...scores);
    if (best === worst) allEqual++;
    spread += best - worst;
    actions += result.actions;
  }
  return {
    game: game.id,
    players,
    games,
    meanActions: actions / games,
    reasons,
    limitEnds,
    allEqual,
    meanSpread: spread / games,
    meanEvents: events,
  };
}

/** Player counts of the self-play table: each game's smallest and its usual count. */
const TABLE_COUNTS: Record<string, readonly number[]> = {
  "tiefe-taschen": [4, 5],
  "kohle-kies-knete": [3, 4, 5, 6],
  "slush-fund": [2, 4],
  campaign: [2, 4],
};

/** The end reasons, grouped by their head (the text before a colon: a party, "national bankruptcy"). */
function reasonsText(figures: SelfPlayFigures): string {
  const groups: Record<string, number> = {};
  for (const [reason, count] of Object.entries(figures.reasons)) {
    const head = reason.split(":")[0] as string;
    groups[head] = (groups[head] ?? 0) + count;
  }
  return Object.entries(groups)
    .map(([head, count]) => `${head} ${count}`)
    .join("; ");
}

/** Prints the self-play tables (Markdown) for docs/benchmarks.md: `games` games per row. */
export function printSelfPlay(all: Readonly<Record<string, AnyGame>>, games: number): void {
  const rows: SelfPlayFigures[] = [];
  for (const [id, counts] of Object.entries(TABLE_COUNTS)) {
    const game = all[id];
    if (!game) continue;
    for (const players of counts) rows.push(selfPlay(game, players, games));
  }
  console.log(
    "| game | players | games | mean actions | end reasons | limit ends | all scores equal | mean score spread |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.game} | ${r.players} | ${r.games} | ${r.meanActions.toFixed(0)} | ${reasonsText(r)} | ${r.limitEnds} | ${r.allEqual} | ${r.meanSpread.toFixed(1)} |`,
    );
  }
  console.log(
    "\n| Kohle players | deals opened | closed | failed | Boss cards | Travel | Stops | recruitments |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows.filter((row) => row.game === "kohle-kies-knete")) {
    const e = (type: string) => (r.meanEvents[type] ?? 0).toFixed(1);
    console.log(
      `| ${r.players} | ${e("dealOpened")} | ${e("dealClosed")} | ${e("dealFailed")} | ${e("bossChanged")} | ${e("travelled")} | ${e("stopped")} | ${e("recruited")} |`,
    );
  }
}
