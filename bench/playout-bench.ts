/**
 * Random-playout throughput of a game on each runner: actions per CPU second (each action includes
 * `toAct`, `legalActions` for the actor and the random choice), games per second and peak heap.
 */
import v8 from "node:v8";
import { type AnyGame, chooseActor, clonePlain, createRandom } from "../src/index.js";
import { cpuSeconds } from "./cpu-time.js";
import { collectGarbage } from "./heap.js";

/**
 * CPU seconds of unmeasured random games before each measurement. A game's code runs interpreted
 * at first and reaches full speed only after V8 has optimized it (about 1.5 CPU seconds for
 * Campaign, whose first half second runs at a twentieth of the final rate, the compiler threads'
 * time included); the figures report that steady state, the one a simulator or server reaches.
 */
export const WARM_UP_SECONDS = 2;

/** One benchmark measurement. */
export interface PlayoutFigures {
  readonly game: string;
  readonly players: number;
  readonly runner: "applyInPlace" | "apply";
  readonly actionsPerSecond: number;
  readonly gamesPerSecond: number;
  readonly meanActions: number;
  readonly peakHeapMiB: number;
}

/** What a run of random games counted. */
interface Tally {
  readonly actions: number;
  readonly games: number;
  readonly elapsed: number;
  readonly peakHeap: number;
}

/** Plays random games (seeds `${label}/${n}`) on one runner for about `seconds` of CPU time. */
function playRandomGames(
  game: AnyGame,
  players: number,
  runner: "applyInPlace" | "apply",
  seconds: number,
  label: string,
  options: Record<string, unknown>,
): Tally {
  const random = createRandom(`${label}:${game.id}`);
  let actions = 0;
  let games = 0;
  let peak = 0;
  const started = cpuSeconds();
  // The clock and the heap are read every 4,096 actions, not per game: each read costs as much as
  // dozens of actions, which would understate games with short playouts. The heap is read from V8
  // (microseconds) rather than with process.memoryUsage(), which also measures the resident set.
  let timeUp = false;
  while (!timeUp || games === 0) {
    let state = game.setup({ players, seed: `${label}/${games}`, options });
    // The copy `playout` makes too: setup's state may be frozen, and the runner owns its copy.
    if (runner === "applyInPlace") state = clonePlain(state);
    for (;;) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      const seat = chooseActor(toAct, random);
      const legal = game.legalActions(state, seat);
      const action = legal[random.below(legal.length)];
      if (runner === "applyInPlace") game.applyInPlace(state, action);
      else state = game.apply(state, action);
      actions++;
      if ((actions & 4095) === 0) {
        peak = Math.max(peak, v8.getHeapStatistics().used_heap_size);
        timeUp = cpuSeconds() - started >= seconds;
      }
    }
    games++;
  }
  const elapsed = cpuSeconds() - started;
  return { actions, games, elapsed, peakHeap: Math.max(peak, v8.getHeapStatistics().used_heap_size) };
}

/**
 * Plays random games on one runner for about `seconds` and measures throughput, after
 * `warmUpSeconds` of unmeasured games and a full garbage collection (when exposed).
 */
export function benchPlayouts(
  game: AnyGame,
  players: number,
  runner: "applyInPlace" | "apply",
  seconds: number,
  options: Record<string, unknown> = {},
  warmUpSeconds = WARM_UP_SECONDS,
): PlayoutFigures {
  if (warmUpSeconds > 0) playRandomGames(game, players, runner, warmUpSeconds, "bench-warm-up", options);
  collectGarbage();
  const { actions, games, elapsed, peakHeap } = playRandomGames(
    game,
    players,
    runner,
    seconds,
    "bench",
    options,
  );
  return {
    game: game.id,
    players,
    runner,
    actionsPerSecond: actions / elapsed,
    gamesPerSecond: games / elapsed,
    meanActions: actions / games,
    peakHeapMiB: peakHeap / 2 ** 20,
  };
}
