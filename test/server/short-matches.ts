/** Short games, so a whole match through the server takes a second or two: people and server-side bots. */
export const SHORT: Record<
  string,
  { players: number; options: Record<string, unknown>; bots: (string | null)[] }
> = {
  "slush-fund": { players: 3, options: {}, bots: [null, null, "heuristic"] },
  "tiefe-taschen": {
    players: 4,
    options: { bankruptcyDepth: 60, negotiationLimit: 4 },
    bots: [null, "random", null, null],
  },
  "kohle-kies-knete": {
    players: 3,
    options: { maxTurns: 8, negotiationLimit: 4 },
    bots: [null, null, "ismcts"],
  },
  campaign: { players: 3, options: { maxRounds: 3 }, bots: [null, "heuristic", null] },
};
