/**
 * What `backroom env` does with each request: one AEC environment, or a vector of them when
 * `--num-envs` is given. A session turns a request frame into a response frame and never throws:
 * a refused action, a bad request or an engine failure becomes an error response.
 */

import type { BotSettings } from "../bots/index.js";
import { ConfigError, RuleError } from "../core/errors.js";
import type { AnyGame } from "../core/game.js";
import {
  type ActorOrder,
  type AecEnv,
  createEnv,
  createVectorEnv,
  type OpponentSpec,
  type Opponents,
  type RewardScheme,
  type VectorEnv,
} from "../rl/index.js";
import { encodeCommand } from "./env-encode.js";
import { encodeFrame, type Frame, type NamedArray, payloadArray } from "./env-frames.js";

/** The protocol's name and version, sent in the greeting; the version grows with incompatible changes. */
export const PROTOCOL = { protocol: "backroom-env", version: 1 } as const;

/** How the session was configured (from the command line). */
export interface SessionConfig {
  readonly players: number;
  readonly options: Record<string, unknown>;
  readonly seed: number | string;
  readonly maxSteps?: number;
  readonly numEnvs?: number;
  readonly reward: RewardScheme;
  /** How the seat to act is picked in a simultaneous phase (`--actor-order`). */
  readonly actorOrder: ActorOrder;
  /** Seats played by bots inside the engine (`--opponents`). */
  readonly opponents?: Opponents;
  /** The bot whose advice the vector form reports as `teacherActions` (`--teacher`). */
  readonly teacher?: OpponentSpec;
  /** A second advisor, reported as `anchorActions` (`--anchor`: a residual policy's anchor bot). */
  readonly anchor?: OpponentSpec;
  /** Settings the opponents' bots share (the `policy:<path>` files' contents). */
  readonly botSettings?: BotSettings;
  /** The vector form reports each seat's potential as `potentials` (`--potentials`). */
  readonly potentials?: boolean;
}

/** A running session: its greeting, and the handler of every later request. */
export interface Session {
  readonly hello: Buffer;
  /** Answers one request; `done` is true after `close`. */
  handle(frame: Frame): { response: Buffer; done: boolean };
}

/** Why a request failed, as sent to the client: `rule` for a refused action, `config`, `request`, `internal`. */
export type ErrorKind = "rule" | "config" | "request" | "internal";

/** A request the session cannot serve (unknown command, wrong field), reported with kind `request`. */
class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The error response for a thrown value. */
export function errorFrame(error: unknown): Buffer {
  if (error instanceof RuleError) return errorResponse("rule", error.code, error.message);
  if (error instanceof ConfigError) return errorResponse("config", "bad-config", error.message, error.field);
  if (error instanceof RequestError) return errorResponse("request", error.code, error.message);
  return errorResponse("internal", "internal-error", error instanceof Error ? error.message : String(error));
}

/** An error response. */
export function errorResponse(kind: ErrorKind, code: string, message: string, field?: string): Buffer {
  return encodeFrame({ error: { kind, code, message, ...(field === undefined ? {} : { field }) } });
}

/** A seed from a request: a number or a string; absent means the environment's own next seed. */
function requestSeed(header: Record<string, unknown>): number | string | undefined {
  const seed = header.seed;
  if (seed === undefined || seed === null) return undefined;
  if (typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed))) return seed;
  throw new RequestError("bad-request", `"seed" must be a number or a string, got ${JSON.stringify(seed)}`);
}

/** Starts a session for a game: a single environment, or a vector one when `numEnvs` is set. */
export function openSession(game: AnyGame, config: SessionConfig): Session {
  return config.numEnvs === undefined ? singleSession(game, config) : vectorSession(game, config);
}

/** A session over one AEC environment. */
function singleSession(game: AnyGame, config: SessionConfig): Session {
  const env: AecEnv = createEnv(game, {
    players: config.players,
    options: config.options,
    seed: config.seed,
    reward: config.reward,
    actorOrder: config.actorOrder,
    ...(config.maxSteps === undefined ? {} : { maxSteps: config.maxSteps }),
    ...(config.opponents === undefined ? {} : { opponents: config.opponents }),
    ...(config.botSettings === undefined ? {} : { botSettings: config.botSettings }),
  });
  const agents = env.possibleAgents;
  const encode = encodeCommand(game, env.encoding, config);
  const snapshot = (): Buffer => {
    const last = env.last();
    return encodeFrame(
      {
        agents: env.agents,
        agentSelection: env.agentSelection,
        rewards: env.rewards,
        cumulativeRewards: env.cumulativeRewards,
        terminations: env.terminations,
        truncations: env.truncations,
        infos: env.infos,
      },
      [
        { name: "observation", data: last.observation },
        { name: "actionMask", data: last.actionMask },
      ],
    );
  };
  const hello = encodeFrame({
    ...PROTOCOL,
    game: game.id,
    players: config.players,
    possibleAgents: agents,
    numActions: env.numActions,
    observationSize: env.observationSize,
    encodingVersion: env.encoding.version,
  });
  return {
    hello,
    handle({ header }) {
      try {
        switch (header.cmd) {
          case "reset":
            env.reset(requestSeed(header));
            return { response: snapshot(), done: false };
          case "step": {
            const action = header.action;
            if (action !== null && !(typeof action === "number" && Number.isInteger(action))) {
              throw new RequestError(
                "bad-request",
                `"action" must be an integer or null, got ${JSON.stringify(action)}`,
              );
            }
            env.step(action);
            return { response: snapshot(), done: false };
          }
          case "observe": {
            const agent = header.agent;
            if (typeof agent !== "number" || !agents.includes(agent)) {
              throw new RequestError(
                "bad-request",
                `"agent" must be one of ${agents.join(", ")}, got ${JSON.stringify(agent)}`,
              );
            }
            const { observation, actionMask } = env.observe(agent);
            const arrays: NamedArray[] = [
              { name: "observation", data: observation },
              { name: "actionMask", data: actionMask },
            ];
            return { response: encodeFrame({ agent }, arrays), done: false };
          }
          case "state":
            return { response: encodeFrame({ state: env.state() }), done: false };
          case "encode":
            return { response: encode(header), done: false };
          default:
            return common(header, "reset, step, observe, state, encode");
        }
      } catch (error) {
        return { response: errorFrame(error), done: false };
      }
    },
  };
}

/** A session over a vector of environments stepped together. */
function vectorSession(game: AnyGame, config: SessionConfig): Session {
  const numEnvs = config.numEnvs as number;
  const vector: VectorEnv = createVectorEnv(game, {
    players: config.players,
    options: config.options,
    numEnvs,
    seed: config.seed,
    reward: config.reward,
    actorOrder: config.actorOrder,
    ...(config.maxSteps === undefined ? {} : { maxSteps: config.maxSteps }),
    ...(config.opponents === undefined ? {} : { opponents: config.opponents }),
    ...(config.botSettings === undefined ? {} : { botSettings: config.botSettings }),
    ...(config.teacher === undefined ? {} : { teacher: config.teacher }),
    ...(config.anchor === undefined ? {} : { anchor: config.anchor }),
    ...(config.potentials ? { potentials: true } : {}),
  });
  const arrays = (): NamedArray[] => [
    ...(config.teacher === undefined ? [] : [{ name: "teacherActions", data: vector.teacherActions }]),
    ...(config.anchor === undefined ? [] : [{ name: "anchorActions", data: vector.anchorActions }]),
    ...(config.potentials ? [{ name: "potentials", data: vector.potentials }] : []),
    { name: "observations", data: vector.observations },
    { name: "rewards", data: vector.rewards },
    { name: "agentSelection", data: vector.agentSelection },
    { name: "episodeSteps", data: vector.episodeSteps },
    { name: "actionMasks", data: vector.actionMasks },
    { name: "terminations", data: vector.terminations },
    { name: "truncations", data: vector.truncations },
  ];
  const hello = encodeFrame({
    ...PROTOCOL,
    game: game.id,
    players: config.players,
    numEnvs,
    possibleAgents: Array.from({ length: vector.players }, (_, seat) => seat).filter(
      (seat) => config.opponents?.[seat] === undefined,
    ),
    numActions: vector.numActions,
    observationSize: vector.observationSize,
    encodingVersion: vector.encoding.version,
  });
  return {
    hello,
    handle({ header, payload }) {
      try {
        switch (header.cmd) {
          case "reset":
            vector.reset(requestSeed(header));
            return { response: encodeFrame({}, arrays()), done: false };
          case "step": {
            const actions = payloadArray(payload, "i32", numEnvs);
            if (!actions) {
              throw new RequestError(
                "bad-request",
                `"step" needs ${numEnvs} int32 actions (${numEnvs * 4} bytes), got ${payload.byteLength} bytes`,
              );
            }
            vector.step(actions);
            return { response: encodeFrame({}, arrays()), done: false };
          }
          case "state": {
            const index = header.env;
            if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= numEnvs) {
              throw new RequestError(
                "bad-request",
                `"env" must be a game index from 0 to ${numEnvs - 1}, got ${JSON.stringify(index)}`,
              );
            }
            return { response: encodeFrame({ state: vector.state(index) }), done: false };
          }
          default:
            return common(header, "reset, step, state");
        }
      } catch (error) {
        return { response: errorFrame(error), done: false };
      }
    },
  };
}

/** The requests every session answers alike: `close`, and anything unknown. */
function common(header: Record<string, unknown>, known: string): { response: Buffer; done: boolean } {
  if (header.cmd === "close") return { response: encodeFrame({ ok: true }), done: true };
  throw new RequestError(
    "unknown-command",
    `unknown command ${JSON.stringify(header.cmd)}; known: ${known}, close`,
  );
}
