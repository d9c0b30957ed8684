/**
 * Heuristic self-play is the real game: with every seat the game's heuristic bot, at the smallest and
 * the usual player count, each game ends by the game's own end condition (not a turn, round or
 * negotiation limit) and not with every seat tied (equal scores count only when the game's own
 * tie-break ranks the seats, as in a 20–20 Slush Fund game decided by the politicians' ranks).
 */
import { describe, expect, it } from "vitest";
import { endedByLimit } from "../../bench/self-play.js";
import { heuristicBots } from "../../src/bots/heuristic.js";
import { type AnyGame, games, playout } from "../../src/index.js";

/** The smallest and the usual player count of each game. */
const COUNTS: Record<string, readonly number[]> = {
  "tiefe-taschen": [4, 5],
  "kohle-kies-knete": [3, 4],
  "slush-fund": [2, 4],
  campaign: [2, 4],
};
const SEEDS = [1, 2, 3];
/**
 * Known defects (issue 16), kept visible: Campaign's heuristic at 4 players reaches the round limit
 * in some games (seed 3 here; 1 game in 10 in `npm run bench -- self-play`). `it.fails` turns red
 * once the bot is fixed, so the entry is then removed.
 */
const KNOWN_LIMIT_ENDS = new Set(["campaign/4"]);

describe("heuristic self-play", () => {
  for (const [id, counts] of Object.entries(COUNTS)) {
    const game = (games as Record<string, AnyGame>)[id] as AnyGame;
    for (const players of counts) {
      const test = KNOWN_LIMIT_ENDS.has(`${id}/${players}`) ? it.fails : it;
      test(`${id}, ${players} players: ends by the game's own end condition, not all tied`, () => {
        const bot = heuristicBots[id];
        expect(bot).toBeDefined();
        for (const seed of SEEDS) {
          const { outcome } = playout(game, { players, seed, bots: Array(players).fill(bot) });
          expect(endedByLimit(outcome.reason), `seed ${seed}: ${outcome.reason}`).toBe(false);
          expect(new Set(outcome.ranks).size, `seed ${seed}: scores ${outcome.scores}`).toBeGreaterThan(1);
        }
      });
    }
  }
});
