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
 * - `actionMaskBits[i*maskBytes ..]`: with `packedMasks`, the same mask as bits (bit `k % 8` of
 *   byte `k >> 3` is action `k`; `maskBytes` = ceil(numActions / 8)): an eighth of the bytes to send.
 * - `illegalActions[i]`: 1 when the last step's action in game i was illegal and, under
 *   `illegalAction: "lose"`, ended the game (its mover rewarded -1, the others 0); else 0.
 *
 * Auto-reset: a game that the last step ended starts anew within the same `step` call, so its
 * observation, mask and agent already belong to the new game while `rewards`, `terminations` and
 * `truncations` report the end of the old one. With `finalObservations`, the old game's last
 * observation is kept: `finalObservations` holds, one after the other in row order, for every game
 * that ended with the last step, the observation of the seat that acted in it (`finalCount` of them).
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
  /** With `packedMasks`: every game's mask as bits, `maskBytes` bytes per game; else empty. */
  readonly actionMaskBits: Uint8Array;
  /** The bytes of one game's row of `actionMaskBits`: ceil(numActions / 8). */
  readonly maskBytes: number;
  /** Per game: 1 when its last action was illegal and lost it (`illegalAction: "lose"`). */
  readonly illegalActions: Uint8Array;
  /** With `finalObservations`: the last observations of the games the last step ended, packed in row order. */
  readonly finalObservations: Float32Array;
  /** How many observations `finalObservations` holds after the last step (0 without the option). */
  readonly finalCount: number;
  /** Starts every game anew; game i of the n-th game of the batch is seeded `<seed>/<i>/<n>`. */
  reset(seed?: number | string): void;
  /**
   * Plays `actions[i]` for `agentSelection[i]` in every game i and auto-resets finished games;
   * `NO_ACTION` (-1) leaves game i as it is (no reward, nothing ended). An illegal index throws
   * `RuleError` (its message names the game) before any game moves, unless `illegalAction` is
   * `lose`: then an index that is in range but not legal ends its game as a loss of its mover.
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
  /** Keeps the last observation of every game that ends (`finalObservations`). Default false. */
  readonly finalObservations?: boolean;
  /** Also writes the masks as bits (`actionMaskBits`), for a client that reads them so. Default false. */
  readonly packedMasks?: boolean;
}

/** The action value that leaves a row as it is for one step (`VectorEnv.step`). */
export const NO_ACTION = -1;

/** What `step` does with a row: play its checked action, leave it, or end it as a forfeit. */
const PLAY = 0;
const SKIP = 1;
const FORFEIT = 2;

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
  // Per row, what the step does: play the chosen action, skip the row, or forfeit the game.
  const moves = new Uint8Array(numEnvs);
  const keepFinal = config.finalObservations === true;
  const packed = config.packedMasks === true;
  const maskBytes = Math.ceil(numActions / 8);
  let finalCount = 0;
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
    actionMaskBits: new Uint8Array(packed ? numEnvs * maskBytes : 0),
    maskBytes,
    illegalActions: new Uint8Array(numEnvs),
    finalObservations: new Float32Array(keepFinal ? numEnvs * observationSize : 0),
    get finalCount() {
      return finalCount;
    },
    reset(seed) {
      if (seed !== undefined) baseSeed = seed;
      games.fill(0);
      vec.rewards.fill(0);
      vec.terminations.fill(0);
      vec.truncations.fill(0);
      vec.illegalActions.fill(0);
      finalCount = 0;
      for (let i = 0; i < numEnvs; i++) start(i);
    },
    step(actions) {
      if (!actions || actions.length !== numEnvs) {
        throw new RuleError("bad-index", `step needs one action index per game (${numEnvs})`);
      }
      for (let i = 0; i < numEnvs; i++) {
        const episode = episodes[i] as Episode;
        const action = actions[i] as number;
        if (action === NO_ACTION) {
          moves[i] = SKIP;
          continue;
        }
        try {
          chosen[i] = episode.check(action);
          moves[i] = PLAY;
        } catch (error) {
          if (episode.forfeits(error)) moves[i] = FORFEIT;
          else if (error instanceof RuleError) throw new RuleError(error.code, `game ${i}: ${error.message}`);
          else throw error;
        }
      }
      finalCount = 0;
      for (let i = 0; i < numEnvs; i++) {
        const move = moves[i];
        vec.illegalActions[i] = move === FORFEIT ? 1 : 0;
        if (move === SKIP) {
          vec.rewards.fill(0, i * players, (i + 1) * players);
          vec.terminations[i] = 0;
          vec.truncations[i] = 0;
          continue;
        }
        const episode = episodes[i] as Episode;
        const mover = episode.actor;
        if (move === FORFEIT) episode.forfeit();
        const status = move === FORFEIT ? "terminated" : episode.play(chosen[i] as ActionBase);
        episode.writeRewards(vec.rewards, i * players);
        vec.terminations[i] = status === "terminated" ? 1 : 0;
        vec.truncations[i] = status === "truncated" ? 1 : 0;
        if (status === "running") publish(i);
        else {
          if (keepFinal) episode.observeSeat(mover, vec.finalObservations, finalCount++ * observationSize);
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
    if (packed) episode.writeMaskBits(vec.actionMaskBits, i * maskBytes, maskBytes);
    if (teacher) vec.teacherActions[i] = episode.teacherIndex();
    if (anchor) vec.anchorActions[i] = episode.anchorIndex();
    if (config.potentials) episode.writePotentials(vec.potentials, i * players);
  }

  vec.reset();
  return vec;
}
