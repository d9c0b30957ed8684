/**
 * Random-playout throughput of a game on each runner: actions per CPU second (each action includes
 * `toAct`, `legalActions` for the actor and the random choice), games per second and peak heap.
 */
import { type AnyGame, chooseActor, clonePlain, createRandom } from "../src/index.js";
import { cpuSeconds } from "./cpu-time.js";

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

/** Plays random games on one runner for about `seconds` and measures throughput. */
export function benchPlayouts(
  game: AnyGame,
  players: number,
  runner: "applyInPlace" | "apply",
  seconds: number,
  options: Record<string, unknown> = {},
): PlayoutFigures {
  const random = createRandom(`bench:${game.id}`);
  let actions = 0;
  let games = 0;
  let peak = 0;
  const started = cpuSeconds();
  // The clock and the heap are read every 4,096 actions, not per game: both are system calls that
  // cost as much as dozens of actions, which would understate games with short playouts.
  let timeUp = false;
  while (!timeUp || games === 0) {
    let state = game.setup({ players, seed: `bench/${games}`, options });
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
        peak = Math.max(peak, process.memoryUsage().heapUsed);
        timeUp = cpuSeconds() - started >= seconds;
      }
    }
    games++;
  }
  const elapsed = cpuSeconds() - started;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return {
    game: game.id,
    players,
    runner,
    actionsPerSecond: actions / elapsed,
    gamesPerSecond: games / elapsed,
    meanActions: actions / games,
    peakHeapMiB: peak / 2 ** 20,
  };
}
