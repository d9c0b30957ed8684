/**
 * The suite's check of the `ismcts` bot in a real game at its default settings. How strong it is
 * against the heuristic bots (and how much its search adds over its prior) is a measurement over
 * hundreds of games, so it lives in `npm run bench -- strength` (docs/benchmarks.md); the suite
 * checks what must hold on every decision.
 */
import { expect } from "vitest";
import { ismctsDefaults } from "../../src/bots/evaluators/index.js";
import { createBot, heuristicBots, type IsmctsBot, type IsmctsSettings } from "../../src/bots/index.js";
import {
  type ActionBase,
  type AnyGame,
  type Bot,
  createRandom,
  playout,
  type ViewBase,
} from "../../src/core/index.js";

/** One decision met in a game: the deciding seat's view and its legal actions. */
interface Decision {
  readonly view: ViewBase;
  readonly legal: readonly ActionBase[];
}

/** The decisions with a choice (more than one legal action) met in a seeded game of heuristic bots. */
function heuristicDecisions(game: AnyGame, players: number, seed: string): Decision[] {
  const heuristic = heuristicBots[game.id];
  if (!heuristic) throw new Error(`${game.id} has no heuristic bot`);
  const decisions: Decision[] = [];
  const recorder: Bot = {
    name: "recorder",
    act(view, legal, random) {
      if (legal.length > 1) decisions.push(structuredClone({ view, legal }));
      return heuristic.act(view, legal, random);
    },
  };
  playout(game, { players, seed, bots: Array.from({ length: players }, () => recorder) });
  return decisions;
}

/**
 * Takes `count` decisions spread over a seeded heuristic game and lets the game's `ismcts` bot
 * (default settings, `settings` over them) decide each twice from the same random source: it must
 * choose a legal action, run exactly its budget of iterations (every one visiting a root action),
 * and choose the same action after the same search again.
 */
export function checkIsmctsDecisions(
  game: AnyGame,
  players: number,
  count: number,
  settings: IsmctsSettings = {},
): void {
  const budget = settings.iterations ?? ismctsDefaults[game.id]?.iterations;
  if (budget === undefined) throw new Error(`${game.id} has no default ISMCTS budget`);
  const decisions = heuristicDecisions(game, players, `ismcts-decisions/${game.id}`);
  expect(decisions.length).toBeGreaterThanOrEqual(count);
  const bot = createBot("ismcts", game, { ismcts: settings }) as IsmctsBot;
  for (let i = 0; i < count; i++) {
    const { view, legal } = decisions[Math.floor((i * decisions.length) / count)] as Decision;
    const chosen = bot.act(view, legal, createRandom(`decision/${i}`));
    expect(legal).toContainEqual(chosen);
    expect(bot.lastSearch.iterations).toBe(budget);
    const visits = { ...bot.lastSearch.rootVisits };
    expect(Object.values(visits).reduce((sum, n) => sum + n, 0)).toBe(budget);
    expect(bot.act(view, legal, createRandom(`decision/${i}`))).toEqual(chosen);
    expect(bot.lastSearch.rootVisits).toEqual(visits);
  }
}
