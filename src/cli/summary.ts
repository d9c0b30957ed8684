/** Aggregates playout results into the summary the CLI prints. */
import type { Outcome } from "../core/game.js";

/** What `simulate` reports about a batch of games. */
export interface BatchSummary {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly meanActions: number;
  /** Win shares per seat (a shared win counts 1/k for each of k winners). */
  readonly winsPerSeat: readonly number[];
  readonly gamesPerSecond: number;
}

/** Summarizes outcomes and action counts of a batch played in `seconds`. */
export function summarize(
  game: string,
  players: number,
  results: readonly { outcome: Outcome; actions: number }[],
  seconds: number,
): BatchSummary {
  const winsPerSeat = Array.from({ length: players }, () => 0);
  let actions = 0;
  for (const { outcome, actions: count } of results) {
    actions += count;
    for (const seat of outcome.winners)
      winsPerSeat[seat] = (winsPerSeat[seat] as number) + 1 / outcome.winners.length;
  }
  return {
    game,
    players,
    games: results.length,
    meanActions: results.length ? actions / results.length : 0,
    winsPerSeat,
    gamesPerSecond: seconds > 0 ? results.length / seconds : 0,
  };
}

/** Formats a summary as a few human-readable lines. */
export function formatSummary(summary: BatchSummary): string {
  const wins = summary.winsPerSeat.map((w, seat) => `seat ${seat}: ${w.toFixed(1)}`).join(", ");
  return [
    `${summary.game}, ${summary.players} players, ${summary.games} games`,
    `  mean length: ${summary.meanActions.toFixed(1)} actions`,
    `  wins: ${wins}`,
    `  speed: ${summary.gamesPerSecond.toFixed(1)} games/s`,
  ].join("\n");
}
