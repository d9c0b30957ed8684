/**
 * Simulator and search throughput: games per second of `simulate` (random bots) on 1 and 2 worker
 * threads, and ISMCTS iterations per second on decisions taken from random or heuristic games.
 */
import { type BotSettings, createBot } from "../src/bots/index.js";
import { createIsmctsBot, type IsmctsBot } from "../src/bots/ismcts.js";
import {
  type ActionBase,
  type AnyGame,
  type Bot,
  createRandom,
  playout,
  randomBot,
  type ViewBase,
} from "../src/index.js";
import { simulate } from "../src/sim/simulate.js";

/** One simulator measurement. */
export interface SimulatorFigures {
  readonly game: string;
  readonly players: number;
  readonly workers: number;
  readonly games: number;
  /** Wall-clock games per second, worker start-up included. */
  readonly gamesPerSecond: number;
}

/** Runs `simulate` with random bots on `workers` threads and reports its wall-clock speed. */
export async function benchSimulator(
  game: AnyGame,
  players: number,
  workers: number,
  games: number,
  gameModule?: string,
): Promise<SimulatorFigures> {
  const summary = await simulate({
    game: game.id,
    players,
    bots: ["random"],
    games,
    seed: "bench",
    workers,
    ...(gameModule ? { gameModule } : {}),
  });
  return { game: game.id, players, workers, games, gamesPerSecond: summary.timing?.gamesPerSecond ?? 0 };
}

/** One ISMCTS measurement. */
export interface IsmctsFigures {
  readonly game: string;
  readonly players: number;
  readonly decisions: number;
  readonly iterationsPerSecond: number;
  readonly msPerDecision: number;
}

/**
 * Decision points (a seat's view and its legal actions, more than one) sampled from one game played
 * by `bot` in every seat (random unless given).
 */
export function decisionPoints(
  game: AnyGame,
  players: number,
  count: number,
  bot: Bot = randomBot,
  seed = "bench/ismcts",
): [ViewBase, ActionBase[]][] {
  const all: [ViewBase, ActionBase[]][] = [];
  playout(game, {
    players,
    seed,
    bots: Array.from({ length: players }, () => bot),
    onAction: (_action, state) => {
      for (const seat of game.toAct(state).slice(0, 1)) {
        const legal = game.legalActions(state, seat) as ActionBase[];
        if (legal.length > 1) all.push([game.viewFor(state, seat), legal]);
      }
    },
  });
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}

/**
 * Runs ISMCTS over sampled decisions for about `seconds` of CPU time: the generic bot at
 * `iterations` per decision (random rollouts of up to 2,000 actions) on decisions from random
 * games, or with `registry` the registry's `ismcts` bot (the game's default settings, overridden by
 * `registry.ismcts`) on decisions from heuristic games, the kind it meets against the heuristic bots.
 */
export function benchIsmcts(
  game: AnyGame,
  players: number,
  seconds: number,
  iterations = 100,
  registry?: BotSettings,
): IsmctsFigures {
  const points = registry
    ? decisionPoints(game, players, 30, createBot("heuristic", game), "bench/strength")
    : decisionPoints(game, players, 20);
  const bot = (
    registry ? createBot("ismcts", game, registry) : createIsmctsBot(game, { iterations })
  ) as IsmctsBot;
  const random = createRandom("bench/ismcts");
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  let done = 0;
  let decisions = 0;
  const started = cpu();
  while (cpu() - started < seconds || decisions === 0) {
    const [view, legal] = points[decisions % points.length] as [ViewBase, ActionBase[]];
    bot.act(view, legal, random);
    done += bot.lastSearch.iterations;
    decisions++;
  }
  const elapsed = cpu() - started;
  return {
    game: game.id,
    players,
    decisions,
    iterationsPerSecond: done / elapsed,
    msPerDecision: (1000 * elapsed) / decisions,
  };
}
