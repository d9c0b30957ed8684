/**
 * Query throughput of a game: `viewFor`, `legalActions` and `determinize` calls per CPU second, on
 * states sampled from random games (every seat's view and the spectator's, every actor's actions).
 */
import { type AnyGame, chooseActor, clonePlain, createRandom, type Seat } from "../src/index.js";
import { cpuSeconds } from "./cpu-time.js";
import { collectGarbage } from "./heap.js";

/** One game's query rates. */
export interface QueryFigures {
  readonly game: string;
  readonly players: number;
  /** The number of distinct states the calls cycle through. */
  readonly states: number;
  readonly viewsPerSecond: number;
  readonly legalActionsPerSecond: number;
  readonly determinizePerSecond: number;
}

/** A sampled state with the seats to query on it. */
interface Sample {
  readonly state: unknown;
  readonly actors: readonly Seat[];
}

/** Samples up to `count` states from random games, taking every `stride`-th state of each game. */
function sampleStates(
  game: AnyGame,
  players: number,
  count: number,
  options: Record<string, unknown>,
): Sample[] {
  const random = createRandom(`bench-queries:${game.id}`);
  const samples: Sample[] = [];
  const stride = 7;
  for (let g = 0; samples.length < count; g++) {
    const state = clonePlain(game.setup({ players, seed: `bench-queries/${g}`, options }));
    for (let step = 0; samples.length < count; step++) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      if (step % stride === 0) samples.push({ state: clonePlain(state), actors: toAct });
      const legal = game.legalActions(state, chooseActor(toAct, random));
      game.applyInPlace(state, legal[random.below(legal.length)]);
    }
  }
  return samples;
}

/**
 * Runs `call` over the samples round-robin for about `seconds` of CPU time, after a full collection
 * (when exposed); returns calls per second.
 */
function rate(samples: readonly Sample[], seconds: number, call: (sample: Sample) => number): number {
  collectGarbage();
  let calls = 0;
  const started = cpuSeconds();
  let elapsed = 0;
  for (let i = 0; elapsed < seconds || calls === 0; i++) {
    calls += call(samples[i % samples.length] as Sample);
    if ((i & 63) === 0) elapsed = cpuSeconds() - started;
  }
  return calls / (cpuSeconds() - started);
}

/** Measures `viewFor`, `legalActions` and `determinize` rates, about `seconds` of CPU time each. */
export function benchQueries(
  game: AnyGame,
  players: number,
  seconds: number,
  options: Record<string, unknown> = {},
): QueryFigures {
  const samples = sampleStates(game, players, 2000, options);
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: players }, (_, seat) => seat)];
  const viewsPerSecond = rate(samples, seconds, ({ state }) => {
    for (const viewer of viewers) game.viewFor(state, viewer);
    return viewers.length;
  });
  const legalActionsPerSecond = rate(samples, seconds, ({ state, actors }) => {
    for (const seat of actors) game.legalActions(state, seat);
    return actors.length;
  });
  const views = samples.map(({ state, actors }) => ({
    state: game.viewFor(state, actors[0] as Seat),
    actors,
  }));
  let seed = 0;
  const determinizePerSecond = rate(views, seconds, ({ state }) => {
    game.determinize(state, seed++);
    return 1;
  });
  return {
    game: game.id,
    players,
    states: samples.length,
    viewsPerSecond,
    legalActionsPerSecond,
    determinizePerSecond,
  };
}
