/** The player count each game is benchmarked at (the count its issue asks the figures for). */
export const BENCH_PLAYERS: Readonly<Record<string, number>> = {
  "high-card": 4,
  "tiefe-taschen": 5,
  "kohle-kies-knete": 4,
  "slush-fund": 4,
  campaign: 4,
};
