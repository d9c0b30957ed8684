/**
 * `scoreBreakdown` on finished seeded games of every game, from every seat's view and the
 * spectator's: its lines add up to the outcome's scores, and its ranks and winners are the outcome's.
 */
import { describe, expect, it } from "vitest";
import {
  type AnyGame,
  games,
  heuristicBots,
  loadLocale,
  playout,
  randomBot,
  scoreBreakdown,
} from "../../src/index.js";

/** Finished games of a game: random and heuristic seats, every player count. */
function finishedGames(game: AnyGame) {
  const out = [];
  for (let players = game.players.min; players <= game.players.max; players++) {
    for (const [name, bot] of [
      ["random", randomBot],
      ["heuristic", heuristicBots[game.id] ?? randomBot],
    ] as const) {
      const seed = `breakdown-${players}-${name}`;
      out.push(playout(game, { players, seed, bots: Array.from({ length: players }, () => bot) }));
    }
  }
  return out;
}

describe.each(Object.values(games).map((game) => [game.id, game] as const))("%s", (_id, game) => {
  it("adds up to the outcome from every view of a finished game", () => {
    for (const { finalState, outcome } of finishedGames(game)) {
      const players = outcome.scores.length;
      for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
        const breakdown = scoreBreakdown(game, game.viewFor(finalState, viewer));
        expect(breakdown, `${game.id} has a breakdown`).toBeDefined();
        if (!breakdown) continue;
        expect(breakdown.game).toBe(game.id);
        const sums = Array.from({ length: players }, (_, seat) =>
          breakdown.lines.reduce((sum, line) => sum + (line.points[seat] ?? 0), 0),
        );
        expect(sums).toEqual(outcome.scores);
        expect(breakdown.seats.map((seat) => seat.total)).toEqual(outcome.scores);
        expect(breakdown.seats.map((seat) => seat.rank)).toEqual(outcome.ranks);
        expect(breakdown.seats.filter((seat) => seat.winner).map((seat) => seat.seat)).toEqual(
          outcome.winners,
        );
        for (const line of breakdown.lines) expect(line.label.length).toBeGreaterThan(0);
        if (breakdown.condition) expect(breakdown.condition.met).toHaveLength(players);
      }
    }
  });

  it("says nothing while the game runs, and speaks German and French", async () => {
    const state = game.setup({ players: game.players.min, seed: 1 });
    expect(scoreBreakdown(game, game.viewFor(state, null))).toBeUndefined();
    const [{ finalState }] = finishedGames(game) as [ReturnType<typeof playout>];
    await loadLocale(game, "de");
    await loadLocale(game, "fr");
    const en = scoreBreakdown(game, game.viewFor(finalState, null));
    const de = scoreBreakdown(game, game.viewFor(finalState, null), { locale: "de" });
    const fr = scoreBreakdown(game, game.viewFor(finalState, null), { locale: "fr" });
    expect(de?.unit).not.toBe(en?.unit);
    expect(fr?.lines.map((line) => line.label)).not.toEqual(en?.lines.map((line) => line.label));
    expect(de?.lines.map((line) => line.points)).toEqual(en?.lines.map((line) => line.points));
  });
});
