import { describe, expect, it } from "vitest";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { createBot } from "../../src/bots/index.js";
import {
  type ActionBase,
  ConfigError,
  chooseActor,
  createRandom,
  type StateBase,
} from "../../src/core/index.js";
import { getGame } from "../../src/games/registry.js";
import {
  createEncoding,
  encodedGameIds,
  type RolloutValueSample,
  rolloutValues,
} from "../../src/rl/index.js";

const PLAYERS: Record<string, number> = {
  "tiefe-taschen": 4,
  "kohle-kies-knete": 3,
  campaign: 3,
  "slush-fund": 3,
};

/** An independent scoring of one rollout: the bot plays every seat, cut after `limit` actions. */
function expectedScore(gameId: string, state: StateBase, seat: number, seed: number, limit: number): number {
  const game = getGame(gameId);
  const bot = createBot("heuristic", game);
  const evaluate = rolloutEvaluators[gameId] as (state: StateBase) => readonly number[];
  const random = createRandom(seed + 1);
  for (let steps = 0; ; steps++) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) {
      const winners = game.outcome(state)?.winners ?? [];
      const win = winners.includes(seat) ? 1 / winners.length : 0;
      return limit === Number.POSITIVE_INFINITY ? win : (win + (evaluate(state)[seat] as number)) / 2;
    }
    if (steps >= limit) return evaluate(state)[seat] as number;
    const actor = chooseActor(toAct, random);
    const legal = game.legalActions(state, actor);
    game.applyInPlace(
      state,
      legal.length === 1 ? legal[0] : bot.act(game.viewFor(state, actor), legal, random),
    );
  }
}

describe.each(encodedGameIds())("rollout values of %s", (gameId) => {
  const players = PLAYERS[gameId] as number;
  const game = getGame(gameId);
  const encoding = createEncoding(game, { players });
  const settings = { players, seed: 5, games: 2, share: 0.05, candidates: 4, rollouts: 2, rolloutLimit: 20 };
  const samples = [...rolloutValues(gameId, settings)];

  it("samples decisions whose first candidate is the bot's choice and the rest other legal actions", () => {
    expect(samples.length).toBeGreaterThan(0);
    const heuristic = createBot("heuristic", game);
    for (const sample of samples) {
      expect(sample.observation).toEqual(encoding.observe(sample.view));
      const legalIndices = [...sample.mask.keys()].filter((i) => sample.mask[i] === 1);
      expect(legalIndices.length).toBeGreaterThan(1);
      // The engine's order of the legal actions (a bot may break ties by it), from a determinization.
      const viewer = (sample.view as { viewer: number }).viewer;
      const legal: ActionBase[] = game.legalActions(game.determinize(sample.view as never, 0), viewer);
      expect(legal.map((action) => encoding.encodeAction(sample.view, action)).sort((a, b) => a - b)).toEqual(
        legalIndices,
      );
      const chosen = heuristic.act(sample.view as never, legal, createRandom(0));
      expect(sample.candidates[0]).toBe(encoding.encodeAction(sample.view, chosen));
      expect(sample.candidates.length).toBe(Math.min(4, legalIndices.length));
      expect(new Set(sample.candidates).size).toBe(sample.candidates.length);
      for (const index of sample.candidates) expect(sample.mask[index]).toBe(1);
      expect(sample.seeds).toHaveLength(2);
    }
  });

  it("values each candidate by the mean of its rollouts on the shared determinizations", () => {
    for (const sample of samples.slice(0, 3) as RolloutValueSample[]) {
      sample.candidates.forEach((index, i) => {
        const action = encoding.decodeAction(sample.view, index);
        const scores = sample.seeds.map((seed) => {
          const state = game.determinize(sample.view as never, seed);
          game.applyInPlace(state, action);
          return expectedScore(gameId, state, (sample.view as { viewer: number }).viewer, seed, 20);
        });
        expect(sample.values[i]).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 5);
      });
    }
  });

  it("repeats with its seed and differs with another", () => {
    const again = [...rolloutValues(gameId, settings)];
    expect(again.map((s) => [...s.values])).toEqual(samples.map((s) => [...s.values]));
    expect(again.map((s) => [...s.candidates])).toEqual(samples.map((s) => [...s.candidates]));
    const other = [...rolloutValues(gameId, { ...settings, seed: 6 })];
    expect(other.map((s) => [...s.observation])).not.toEqual(samples.map((s) => [...s.observation]));
  });
});

describe("rollout values played to the end", () => {
  it("score the win share alone", () => {
    const samples = [
      ...rolloutValues("slush-fund", {
        players: 3,
        seed: 1,
        games: 1,
        share: 0.02,
        rollouts: 1,
        rolloutLimit: Infinity,
      }),
    ];
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples)
      for (const value of sample.values) expect([0, 1 / 3, 1 / 2, 1]).toContain(value);
  });
});

describe("rollout value settings", () => {
  const base = { players: 3, seed: 1, games: 1 };
  it.each([
    ["games", { games: 0 }],
    ["candidates", { candidates: 1.5 }],
    ["rollouts", { rollouts: -1 }],
    ["share", { share: 0 }],
    ["share", { share: 1.5 }],
    ["rolloutLimit", { rolloutLimit: 0 }],
    ["bot", { bot: "nobody" }],
  ])("refuse a bad %s at once, as a ConfigError naming it", (field, change) => {
    let error: unknown;
    try {
      rolloutValues("campaign", { ...base, ...change });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).field).toBe(field);
  });
});
