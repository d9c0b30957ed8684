/**
 * `unavailableActions` along seeded random games of every game: each kind it reports is refused
 * with that code (and the catalogue's text) when attempted, no kind with a legal action is
 * reported, and every kind the step names is either offered or reported.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AnyGame,
  createRandom,
  errorText,
  games,
  loadLocale,
  type Seat,
  unavailableActions,
} from "../../src/index.js";

/** The games whose steps name their kinds of action (`Game.attempts`). */
const PLAYED = Object.values(games);

/** Checks the contract of `unavailableActions` for every seat of one state. */
function checkState(game: AnyGame, state: unknown, players: number): number {
  let reported = 0;
  const before = JSON.stringify(state);
  for (let seat: Seat = 0; seat < players; seat++) {
    const unavailable = unavailableActions(game, state, seat);
    const legalTypes = new Set(game.legalActions(state, seat).map((action: { type: string }) => action.type));
    const attempts = game.attempts?.(state, seat) ?? [];
    for (const entry of unavailable) {
      expect(legalTypes.has(entry.type), `${game.id}: ${entry.type} is legal but reported`).toBe(false);
      const attempt = attempts.find((action: { type: string }) => action.type === entry.type);
      expect(attempt, `${game.id}: no attempt of ${entry.type}`).toBeDefined();
      const error = game.validate(state, attempt);
      expect(error?.code).toBe(entry.code);
      expect(entry.text).toBe(errorText(error as never, { game }));
      expect(() => game.apply(state, attempt)).toThrow();
      reported++;
    }
    const kinds = new Set(attempts.map((action: { type: string }) => action.type));
    for (const kind of kinds) {
      const named = legalTypes.has(kind) || unavailable.some((entry) => entry.type === kind);
      expect(named, `${game.id}: ${kind} is neither offered nor reported`).toBe(true);
    }
    for (const type of legalTypes) {
      expect(kinds.has(type), `${game.id}: legal ${type} is not among the step's kinds`).toBe(true);
    }
  }
  expect(JSON.stringify(state)).toBe(before);
  return reported;
}

describe("unavailableActions", () => {
  it.each(PLAYED.map((game) => [game.id, game] as const))(
    "%s: what it reports is refused with its code; nothing offered is reported",
    (_id, game) => {
      expect(game.attempts, `${game.id} names the kinds of its steps`).toBeDefined();
      let reported = 0;
      fc.assert(
        fc.property(
          fc.integer({ min: game.players.min, max: game.players.max }),
          fc.integer({ min: 0, max: 1_000_000 }),
          (players, seed) => {
            let state = game.setup({ players, seed });
            const random = createRandom(seed);
            // A third of the states along the walk, chosen at random, are checked (all of them cost
            // most of a minute in the long games and found nothing more).
            const sample = createRandom(`${seed}/checked`);
            for (let step = 0; step < 300; step++) {
              if (sample.below(3) === 0) reported += checkState(game, state, players);
              const toAct = game.toAct(state);
              if (toAct.length === 0) break;
              const seat = toAct[random.below(toAct.length)] as Seat;
              const legal = game.legalActions(state, seat);
              state = game.apply(state, legal[random.below(legal.length)]);
            }
            if (game.toAct(state).length === 0) {
              for (let seat = 0; seat < players; seat++)
                expect(unavailableActions(game, state, seat)).toEqual([]);
            }
          },
        ),
        { numRuns: 8, seed: 48 },
      );
      // The walk met refusals to explain, so the checks above ran on real reasons.
      expect(reported).toBeGreaterThan(0);
    },
  );
});

describe("Slush Fund's take from a small slush fund", () => {
  it("says why taking is not offered, in English, German and French", async () => {
    const game = games["slush-fund"] as AnyGame;
    const state = structuredClone(game.setup({ players: 3, seed: 5, options: { firstPlayer: 0 } }));
    state.fund = state.deck.splice(-2);
    expect(game.legalActions(state, 0).map((action: { type: string }) => action.type)).toEqual(["draw"]);
    expect(unavailableActions(game, state, 0)).toEqual([
      { type: "take", code: "fund-too-small", text: "The slush fund holds fewer than three cards." },
    ]);
    await loadLocale(game, "de");
    await loadLocale(game, "fr");
    expect(unavailableActions(game, state, 0, { locale: "de" })[0]?.text).toMatch(/schwarze Kasse/);
    expect(unavailableActions(game, state, 0, { locale: "fr" })[0]?.text).toMatch(/caisse noire/);
    // A seat waiting for its turn cannot take either kind, and is told so.
    expect(unavailableActions(game, state, 1).map((entry) => [entry.type, entry.code])).toEqual([
      ["draw", "not-your-turn"],
      ["take", "not-your-turn"],
    ]);
  });
});
