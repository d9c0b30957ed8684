/**
 * `createVectorEnv`: many games stepped in one call, their observations, masks and rewards in
 * preallocated typed arrays (for batched training loops and the Python bridge).
 */
import { clonePlain } from "../core/clone.js";
import { ConfigError, RuleError } from "../core/errors.js";
import type { ActionBase, ViewBase } from "../core/game.js";
import { createEncoding, type GameRef, resolveGame } from "../encoding/encoding.js";
import type { Encoding } from "../encoding/types.js";
import { checkMaxSteps } from "./env.js";
import { Episode, type EpisodeSettings } from "./episode.js";
import { resolveOpponents, resolveTeacher } from "./opponents.js";

/**
 * `numEnvs` games of one configuration stepped together. Every buffer is allocated once and
 * rewritten in place by `reset` and `step`; row `i` of each belongs to game `i`:
 *
 * - `agentSelection[i]`: the seat to act in game i (in a simultaneous phase, picked by `actorOrder`
 *   as in `createEnv`); never an opponent's seat when the
 *   configuration has `opponents` (they play inside `step` and `reset`).
 * - `observations[i*observationSize ..]`: that seat's observation; `actionMasks[i*numActions ..]` its mask.
 * - `rewards[i*players + seat]`: each seat's reward from the last step: 0 while a game runs, the outcome
 *   reward (`win`: winners share 1; `rank`: first 1 … last 0) on the step that ended it, 0 on a truncation.
 *   With opponents, the step that ended it is the learner's step after which the opponents finished it.
 * - `terminations[i]` / `truncations[i]`: 1 when the last step ended game i (by its rules / by `maxSteps`).
 * - `episodeSteps[i]`: actions played in game i's current game (the opponents' included).
 * - `potentials[i*players + seat]`: with `potentials`, each seat's potential in the game now shown
 *   (after an auto-reset, the new game's); zeros without.
 *
 * Auto-reset: a game that the last step ended starts anew within the same `step` call, so its
 * observation, mask and agent already belong to the new game while `rewards`, `terminations` and
 * `truncations` report the end of the old one (the final observation is not kept).
 */
export interface VectorEnv {
  readonly numEnvs: number;
  readonly players: number;
  readonly numActions: number;
  readonly observationSize: number;
  /** The encoding behind the environments (layouts, `decodeAction` for logs). */
  readonly encoding: Encoding;
  readonly agentSelection: Int32Array;
  readonly observations: Float32Array;
  readonly actionMasks: Uint8Array;
  readonly rewards: Float32Array;
  readonly terminations: Uint8Array;
  readonly truncations: Uint8Array;
  readonly episodeSteps: Int32Array;
  /** With a `teacher`: the action index it would play in each game now; else -1 everywhere. */
  readonly teacherActions: Int32Array;
  /** With an `anchor`: the action index it would play in each game now; else -1 everywhere. */
  readonly anchorActions: Int32Array;
  /** With `potentials`: each seat's potential per game (see `EpisodeSettings.potentials`); else zeros. */
  readonly potentials: Float32Array;
  /** Starts every game anew; game i of the n-th game of the batch is seeded `<seed>/<i>/<n>`. */
  reset(seed?: number | string): void;
  /**
   * Plays `actions[i]` for `agentSelection[i]` in every game i and auto-resets finished games. An
   * illegal index throws `RuleError` (its message names the game) before any game moves.
   */
  step(actions: ArrayLike<number>): void;
  /** A copy of game i's full state, for debugging. */
  state(env: number): unknown;
}

/** The configuration of `createVectorEnv`. */
export interface VectorEnvConfig extends EpisodeSettings {
  readonly numEnvs: number;
  /** The base seed of every game (default 0). */
  readonly seed?: number | string;
}

/**
 * Builds `numEnvs` environments of a game (engine or id) and resets them.
 *
 * @example
 * ```ts
 * const vec = createVectorEnv("slush-fund", { players: 3, numEnvs: 64, seed: 1 });
 * const actions = new Int32Array(vec.numEnvs);
 * for (let i = 0; i < vec.numEnvs; i++) actions[i] = vec.actionMasks.indexOf(1, i * vec.numActions) - i * vec.numActions;
 * vec.step(actions);
 * ```
 */
export function createVectorEnv(game: GameRef, config: VectorEnvConfig): VectorEnv {
  const engine = resolveGame(game);
  const { numEnvs, players } = config;
  if (!Number.isInteger(numEnvs) || numEnvs < 1) {
    throw new ConfigError("numEnvs", `must be a positive integer, got ${String(numEnvs)}`);
  }
  checkMaxSteps(config.maxSteps);
  const encoding = createEncoding<ViewBase, ActionBase>(engine, config);
  const { numActions, observationSize } = encoding;
  const bots = resolveOpponents(engine, players, config.opponents, config.botSettings);
  const teacher = resolveTeacher(engine, players, config.teacher, config.botSettings);
  const anchor = resolveTeacher(engine, players, config.anchor, config.botSettings, "anchor");
  const episodes = Array.from(
    { length: numEnvs },
    () => new Episode(engine, encoding, config, bots, teacher, anchor),
  );
  const games = new Int32Array(numEnvs);
  const chosen: ActionBase[] = new Array(numEnvs);
  let baseSeed: number | string = config.seed ?? 0;
  const vec: VectorEnv = {
    numEnvs,
    players,
    numActions,
    observationSize,
    encoding,
    agentSelection: new Int32Array(numEnvs),
    observations: new Float32Array(numEnvs * observationSize),
    actionMasks: new Uint8Array(numEnvs * numActions),
    rewards: new Float32Array(numEnvs * players),
    terminations: new Uint8Array(numEnvs),
    truncations: new Uint8Array(numEnvs),
    episodeSteps: new Int32Array(numEnvs),
    teacherActions: new Int32Array(numEnvs).fill(-1),
    anchorActions: new Int32Array(numEnvs).fill(-1),
    potentials: new Float32Array(numEnvs * players),
    reset(seed) {
      if (seed !== undefined) baseSeed = seed;
      games.fill(0);
      vec.rewards.fill(0);
      vec.terminations.fill(0);
      vec.truncations.fill(0);
      for (let i = 0; i < numEnvs; i++) start(i);
    },
    step(actions) {
      if (!actions || actions.length !== numEnvs) {
        throw new RuleError("bad-index", `step needs one action index per game (${numEnvs})`);
      }
      for (let i = 0; i < numEnvs; i++) {
        try {
          chosen[i] = (episodes[i] as Episode).check(actions[i] as number);
        } catch (error) {
          if (error instanceof RuleError) throw new RuleError(error.code, `game ${i}: ${error.message}`);
          throw error;
        }
      }
      for (let i = 0; i < numEnvs; i++) {
        const episode = episodes[i] as Episode;
        const status = episode.play(chosen[i] as ActionBase);
        episode.writeRewards(vec.rewards, i * players);
        vec.terminations[i] = status === "terminated" ? 1 : 0;
        vec.truncations[i] = status === "truncated" ? 1 : 0;
        if (status === "running") publish(i);
        else {
          games[i] = (games[i] as number) + 1;
          start(i);
        }
      }
    },
    state(env) {
      const episode = episodes[env];
      if (!episode) throw new RangeError(`no game ${env}: numEnvs is ${numEnvs}`);
      return clonePlain(episode.state);
    },
  };

  function start(i: number): void {
    (episodes[i] as Episode).reset(`${baseSeed}/${i}/${games[i]}`);
    publish(i);
  }

  function publish(i: number): void {
    const episode = episodes[i] as Episode;
    vec.agentSelection[i] = episode.actor;
    vec.episodeSteps[i] = episode.steps;
    episode.writeActor(vec.observations, i * observationSize, vec.actionMasks, i * numActions);
    if (teacher) vec.teacherActions[i] = episode.teacherIndex();
    if (anchor) vec.anchorActions[i] = episode.anchorIndex();
    if (config.potentials) episode.writePotentials(vec.potentials, i * players);
  }

  vec.reset();
  return vec;
}
