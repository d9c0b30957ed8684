/**
 * The conventions the rulings set for all four games (rulings/README.md), checked on every game of
 * the registry with random play: seats, randomness only from the state's generator, an end for any
 * policy, conservation after every action, and options that are validated and recorded.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyGame } from "../../src/core/game.js";
import { ConfigError, createMatch, createRandom, replay } from "../../src/core/index.js";
import { games } from "../../src/games/registry.js";

/**
 * Short games for each id, so that random play reaches the end quickly; Kohle's small board with
 * easy spaces lets random play close deals (money moves), as in its conformance suite.
 */
const SHORT: Record<string, { players: number; options: Record<string, unknown> }> = {
  "tiefe-taschen": { players: 4, options: {} },
  "kohle-kies-knete": {
    players: 4,
    options: {
      maxTurns: 20,
      negotiationLimit: 6,
      tileValues: [2, 3, 4, 5],
      endRolls: [[], [1, 2], [1, 2, 3]],
      board: [
        { fixed: ["H"], groups: [], dividends: 2 },
        { fixed: [], groups: [{ count: 1, from: ["K", "L"] }], dividends: 2 },
        { fixed: ["P"], groups: [{ count: 1, from: ["R", "T"] }], dividends: 3 },
        { fixed: [], groups: [{ count: 2, from: ["H", "K", "L", "P", "R", "T"] }], dividends: 3 },
        { fixed: ["T", "R"], groups: [], dividends: 4 },
      ],
    },
  },
  campaign: { players: 3, options: {} },
  "slush-fund": { players: 3, options: {} },
};

/** Plays random legal actions to the end (or `limit` actions), calling `check` after each. */
function randomGame(
  game: AnyGame,
  seed: number,
  limit: number,
  check: (state: unknown, step: number) => void = () => {},
): { state: unknown; actions: unknown[]; ended: boolean } {
  const { players, options } = SHORT[game.id]!;
  const state = game.setup({ players, seed, options });
  const random = createRandom(`policy-${seed}`);
  const actions: unknown[] = [];
  while (actions.length < limit) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) return { state, actions, ended: true };
    const seat = toAct[random.below(toAct.length)]!;
    const legal = game.legalActions(state, seat);
    const action = legal[random.below(legal.length)];
    game.applyInPlace(state, action);
    actions.push(action);
    check(state, actions.length);
  }
  return { state, actions, ended: false };
}

const all = Object.values(games);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("conventions for all four games", () => {
  it("seats are numbered 0..n-1: every seat to act and every action's player is one of them", () => {
    for (const game of all) {
      const { players } = SHORT[game.id]!;
      randomGame(game, 1, 400, (state) => {
        for (const seat of game.toAct(state)) {
          expect(Number.isInteger(seat) && seat >= 0 && seat < players, game.id).toBe(true);
          for (const action of game.legalActions(state, seat)) expect(action.player, game.id).toBe(seat);
        }
      });
    }
  });

  it("randomness comes only from the generator in the state: same seed and actions, same states", () => {
    // Any other source of randomness would break here.
    vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    for (const game of all) {
      const first = randomGame(game, 7, 300);
      const again = randomGame(game, 7, 300);
      expect(JSON.stringify(again.state), game.id).toBe(JSON.stringify(first.state));
      // The generator is plain data in the state, and another seed deals another game.
      expect(typeof (first.state as { rng: unknown }).rng, game.id).toBe("object");
      const { players, options } = SHORT[game.id]!;
      expect(JSON.stringify(game.setup({ players, seed: 8, options })), game.id).not.toBe(
        JSON.stringify(game.setup({ players, seed: 7, options })),
      );
    }
  });

  it("every game ends after finitely many actions for a random policy", () => {
    for (const game of all) {
      for (const seed of [1, 2]) {
        const { state, ended } = randomGame(game, seed, 200_000);
        expect(ended, `${game.id} seed ${seed}`).toBe(true);
        expect(game.outcome(state), game.id).toBeDefined();
      }
    }
  });

  it("money and cards are conserved after every action", () => {
    for (const game of all) {
      const start = JSON.stringify(game.setup({ ...SHORT[game.id]!, seed: 5 }));
      const { state } = randomGame(game, 5, 1_500, (state, step) => {
        const problems = game.invariants(state);
        expect(problems, `${game.id} after action ${step}`).toEqual([]);
      });
      // Money and cards did move: the check covered play, not a standing table.
      expect(JSON.stringify(state), game.id).not.toBe(start);
    }
    // Kohle's short board lets random play close deals, so the bank pays out.
    const kohle = randomGame(games["kohle-kies-knete"]!, 5, 1_500);
    expect((kohle.state as { bankPaid: number }).bankPaid).toBeGreaterThan(0);
  });

  it("options are validated at setup, recorded in the game record and replayed from it", () => {
    for (const game of all) {
      const { players, options } = SHORT[game.id]!;
      let error: unknown;
      try {
        game.setup({ players, seed: 1, options: { noSuchOption: 1 } as never });
      } catch (caught) {
        error = caught;
      }
      expect(error, game.id).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).field, game.id).toMatch(/^options/);
      const match = createMatch(game, { players, seed: 5, options });
      const random = createRandom(5);
      for (let i = 0; i < 30 && match.toAct().length > 0; i++) {
        const toAct = match.toAct();
        const seat = toAct[random.below(toAct.length)]!;
        const legal = match.legalActions(seat);
        match.act(legal[random.below(legal.length)]);
      }
      const record = match.record();
      expect(record.options, game.id).toEqual(options);
      const states = replay(game, JSON.parse(JSON.stringify(record)));
      expect(JSON.stringify(states.at(-1)), game.id).toBe(JSON.stringify(match.state));
    }
  });
});
