/**
 * `createEnv`: one game as a PettingZoo-style AEC environment whose agents are seat numbers.
 */
import { clonePlain } from "../core/clone.js";
import { ConfigError, RuleError } from "../core/errors.js";
import type { ActionBase, Seat, ViewBase } from "../core/game.js";
import { createEncoding, type GameRef, resolveGame } from "../encoding/encoding.js";
import type { Encoding } from "../encoding/types.js";
import { Episode, type EpisodeSettings } from "./episode.js";
import { episodeEncoding } from "./episode-options.js";
import { resolveOpponents } from "./opponents.js";

/** What `last()` returns for the selected agent. */
export interface AgentStep {
  readonly observation: Float32Array;
  readonly actionMask: Uint8Array;
  /** The agent's reward accumulated since it last acted (PettingZoo's cumulative reward). */
  readonly reward: number;
  readonly termination: boolean;
  readonly truncation: boolean;
  readonly info: Record<string, unknown>;
}

/**
 * A game as a PettingZoo AEC environment: agents are seats, `agentSelection` is the seat to act,
 * `step(index)` plays that seat's action index.
 *
 * - In a simultaneous phase (several seats in `toAct`), the selected seat is drawn uniformly from
 *   `toAct` with a random source derived from the game's seed, as in the simulator (`actorOrder:
 *   "random"`, the default), or is the first of `toAct` clockwise after the seat that acted last
 *   (`actorOrder: "clockwise"`), so the seats that may act take turns around the table.
 * - Rewards are 0 until the game ends; then every seat gets its outcome reward (`win`: winners share
 *   1, others 0; `rank`: first 1 down to last 0) and every termination turns true.
 * - Truncation: after `maxSteps` actions a game still running ends with every truncation true and
 *   rewards 0 (no outcome is invented); `info.truncated` says so.
 * - After the end, as in PettingZoo, each agent is selected in seat order and must be stepped with
 *   `null` (the dead step), which removes it from `agents`; `agents` is empty when all are done.
 * - With `opponents`, the agents are the other seats only: the opponents play inside `reset` and
 *   `step`, so `agentSelection` is always a learner's seat, and the terminal reward arrives in the
 *   `rewards` (and `cumulativeRewards`) of the learner's step after which the opponents ended the game.
 *   `rewards`, `terminations`, `truncations` and `infos` stay indexed by seat, opponents included.
 */
export interface AecEnv {
  /** Every agent: all seats, or the seats no opponent plays. */
  readonly possibleAgents: readonly number[];
  /** The live agents; empty once every done agent has taken its dead step. */
  readonly agents: readonly number[];
  /** The seat to act now (or the next done agent to remove after the end). */
  readonly agentSelection: number;
  readonly numActions: number;
  readonly observationSize: number;
  /** The encoding behind the environment (layouts, `decodeAction` for logs). */
  readonly encoding: Encoding;
  /** Per seat: the reward of the last step. */
  readonly rewards: readonly number[];
  readonly terminations: readonly boolean[];
  readonly truncations: readonly boolean[];
  /** Per seat: rewards accumulated since the seat last acted. */
  readonly cumulativeRewards: readonly number[];
  /** Per seat: extra information (`outcome` once the game ended, `truncated` after a truncation). */
  readonly infos: readonly Record<string, unknown>[];
  /**
   * Starts a new game: with `seed` (which also restarts the sequence later unseeded resets follow:
   * `<seed>/1`, `<seed>/2`, …), or else the next seed of the sequence. `options` are the game's
   * options for this game alone (see `episodeOptions`); without them the environment's own.
   */
  reset(seed?: number | string, options?: object): void;
  /** A seat's observation, and its action mask (all zeros unless it is the selected agent). */
  observe(seat: number): { observation: Float32Array; actionMask: Uint8Array };
  /** The selected agent's observation, mask, accumulated reward, termination, truncation and info. */
  last(): AgentStep;
  /**
   * Plays an action index for the selected agent (`null` only for a done agent). An illegal index
   * throws `RuleError` and changes nothing, or under `illegalAction: "lose"` ends the game with the
   * mover rewarded -1 (`infos[seat].illegalAction` true, `forfeitedBy` the mover).
   */
  step(action: number | null): void;
  /** A copy of the full game state, for debugging (it holds what the seats may not see). */
  state(): unknown;
}

/** The configuration of `createEnv` (potentials are the vector form's: `createVectorEnv`). */
export interface EnvConfig extends Omit<EpisodeSettings, "potentials"> {
  /** The seed of the first game; later `reset()` calls without a seed derive `<seed>/<n>` from it. Default 0. */
  readonly seed?: number | string;
}

/**
 * Builds an AEC environment for a game (engine or id) and starts its first game.
 *
 * @example
 * ```ts
 * const env = createEnv("slush-fund", { players: 3, seed: 1 });
 * while (env.agents.length > 0) {
 *   const { actionMask, termination, truncation } = env.last();
 *   env.step(termination || truncation ? null : actionMask.indexOf(1));
 * }
 * ```
 */
export function createEnv(game: GameRef, config: EnvConfig): AecEnv {
  const engine = resolveGame(game);
  checkMaxSteps(config.maxSteps);
  if ((config as EpisodeSettings).potentials) {
    throw new ConfigError("potentials", "are reported by the vector form only: use createVectorEnv");
  }
  const encoding = createEncoding<ViewBase, ActionBase>(engine, config);
  const players = config.players;
  const bots = resolveOpponents(engine, players, config.opponents, config.botSettings);
  const own = new Episode(engine, encoding, config, bots);
  // The episode of the last game that had options of its own (kept while they repeat).
  let optioned: { key: string; episode: Episode } | undefined;
  let episode = own;
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const possibleAgents = bots ? seats.filter((seat) => bots[seat] === undefined) : seats;
  let baseSeed = config.seed ?? 0;
  let resets = 0;
  let agents: Seat[] = [];
  let agentSelection = 0;
  let rewards = new Array<number>(players).fill(0);
  let cumulativeRewards = new Array<number>(players).fill(0);
  let terminations = new Array<boolean>(players).fill(false);
  let truncations = new Array<boolean>(players).fill(false);
  let infos: Record<string, unknown>[] = seats.map(() => ({}));

  const isDone = (seat: Seat) => terminations[seat] === true || truncations[seat] === true;
  const observe = (seat: Seat) => {
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
      throw new RuleError("bad-player", `an agent is a seat from 0 to ${players - 1}, got ${String(seat)}`);
    }
    const observation = new Float32Array(encoding.observationSize);
    const actionMask = new Uint8Array(encoding.numActions);
    if (seat === episode.actor) episode.writeActor(observation, 0, actionMask, 0);
    else episode.observeSeat(seat, observation, 0);
    return { observation, actionMask };
  };
  const episodeFor = (options: object | undefined): Episode => {
    if (options === undefined) return own;
    const key = JSON.stringify(options);
    if (optioned?.key !== key) {
      const optionEncoding = episodeEncoding(engine, encoding, options);
      optioned = { key, episode: new Episode(engine, optionEncoding, { ...config, options }, bots) };
    }
    return optioned.episode;
  };
  /** Ends the game on the selected agent's illegal action (the `lose` mode). */
  const forfeit = (action: number) => {
    const mover = agentSelection;
    cumulativeRewards[mover] = 0;
    episode.forfeit();
    rewards = new Array<number>(players).fill(0);
    episode.writeRewards(rewards, 0);
    for (let seat = 0; seat < players; seat++) {
      cumulativeRewards[seat] = (cumulativeRewards[seat] as number) + (rewards[seat] as number);
    }
    terminations = seats.map(() => true);
    infos = seats.map(() => ({ illegalAction: true, forfeitedBy: mover, action }));
    agentSelection = agents[0] as Seat;
  };

  const env: AecEnv = {
    possibleAgents,
    get agents() {
      return agents;
    },
    get agentSelection() {
      return agentSelection;
    },
    numActions: encoding.numActions,
    observationSize: encoding.observationSize,
    encoding,
    get rewards() {
      return rewards;
    },
    get terminations() {
      return terminations;
    },
    get truncations() {
      return truncations;
    },
    get cumulativeRewards() {
      return cumulativeRewards;
    },
    get infos() {
      return infos;
    },
    reset(seed, options) {
      const next = episodeFor(options);
      if (seed !== undefined) {
        baseSeed = seed;
        resets = 0;
      }
      next.reset(resets === 0 ? baseSeed : `${baseSeed}/${resets}`);
      episode = next;
      resets++;
      agents = possibleAgents.slice();
      rewards = new Array<number>(players).fill(0);
      cumulativeRewards = new Array<number>(players).fill(0);
      terminations = new Array<boolean>(players).fill(false);
      truncations = new Array<boolean>(players).fill(false);
      infos = seats.map(() => ({}));
      agentSelection = episode.actor;
    },
    observe,
    last() {
      const { observation, actionMask } = observe(agentSelection);
      return {
        observation,
        actionMask,
        reward: cumulativeRewards[agentSelection] as number,
        termination: terminations[agentSelection] as boolean,
        truncation: truncations[agentSelection] as boolean,
        info: infos[agentSelection] as Record<string, unknown>,
      };
    },
    step(action) {
      if (agents.length === 0) throw new RuleError("game-over", "every agent is done; reset the environment");
      if (isDone(agentSelection)) {
        if (action !== null) {
          throw new RuleError(
            "agent-done",
            `seat ${agentSelection} is done: step it with null (the dead step)`,
          );
        }
        agents = agents.filter((seat) => seat !== agentSelection);
        rewards = new Array<number>(players).fill(0);
        agentSelection = agents[0] ?? agentSelection;
        return;
      }
      if (action === null) {
        throw new RuleError(
          "action-required",
          `seat ${agentSelection} must act: null is only for a done agent`,
        );
      }
      let chosen: ActionBase;
      try {
        chosen = episode.check(action);
      } catch (error) {
        if (!episode.forfeits(error)) throw error;
        forfeit(action);
        return;
      }
      cumulativeRewards[agentSelection] = 0;
      const status = episode.play(chosen);
      rewards = new Array<number>(players).fill(0);
      episode.writeRewards(rewards, 0);
      for (let seat = 0; seat < players; seat++) {
        cumulativeRewards[seat] = (cumulativeRewards[seat] as number) + (rewards[seat] as number);
      }
      if (status === "terminated") {
        terminations = seats.map(() => true);
        const outcome = episode.outcome();
        infos = seats.map(() => ({ outcome }));
      } else if (status === "truncated") {
        truncations = seats.map(() => true);
        infos = seats.map(() => ({ truncated: true, steps: episode.steps }));
      }
      agentSelection = status === "running" ? episode.actor : (agents[0] as Seat);
    },
    state() {
      return clonePlain(episode.state);
    },
  };
  env.reset(config.seed);
  return env;
}

/** Throws `ConfigError` unless `maxSteps` is absent or a positive integer. */
export function checkMaxSteps(maxSteps: unknown): void {
  if (
    maxSteps !== undefined &&
    !(typeof maxSteps === "number" && Number.isInteger(maxSteps) && maxSteps > 0)
  ) {
    throw new ConfigError("maxSteps", `must be a positive integer, got ${String(maxSteps)}`);
  }
}
