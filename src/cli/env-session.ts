/**
 * What `backroom env` does with each request: one AEC environment, or a vector of them when
 * `--num-envs` is given. A session turns a request frame into a response frame and never throws:
 * a refused action, a bad request or an engine failure becomes an error response.
 */

import type { BotSettings } from "../bots/index.js";
import { ConfigError, RuleError } from "../core/errors.js";
import type { AnyGame } from "../core/game.js";
import type { Encoding } from "../encoding/types.js";
import {
  type ActorOrder,
  type AecEnv,
  createEnv,
  createVectorEnv,
  type IllegalActionMode,
  type OpponentSpec,
  type Opponents,
  type RewardScheme,
  type VectorEnv,
} from "../rl/index.js";
import { encodeCommand } from "./env-encode.js";
import { encodeFrame, encodeFrameInto, type Frame, type NamedArray, payloadArray } from "./env-frames.js";

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
  /** What an illegal action index does (`--illegal-action`; default `raise`). */
  readonly illegalAction?: IllegalActionMode;
  /** The vector form reports the last observation of every game that ends (`--final-observations`). */
  readonly finalObservations?: boolean;
  /** The vector form sends its masks as bits, `actionMaskBits`, instead of bytes (`--packed-masks`). */
  readonly packedMasks?: boolean;
}

/** A running session: its greeting, and the handler of every later request. */
export interface Session {
  readonly hello: Buffer;
  /** Answers one request; `done` is true after `close`. */
  handle(frame: Frame): { response: Buffer; done: boolean };
  /**
   * Hands back a response the output has finished with (its bytes reached the system), so the
   * session may write a later response into the same buffer. Without it every response is new.
   */
  recycle(response: Buffer): void;
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

/** The response to `spaces`: the action count, the observation size and the observation's bounds. */
function spacesFrame(encoding: Encoding): Buffer {
  return encodeFrame({ numActions: encoding.numActions, observationSize: encoding.observationSize }, [
    { name: "observationLow", data: encoding.observationLow },
    { name: "observationHigh", data: encoding.observationHigh },
  ]);
}

/** A game's options for one reset (`options` of a request), passed on for the engine to check. */
function requestOptions(header: Record<string, unknown>): object | undefined {
  const options = header.options;
  if (options === undefined || options === null) return undefined;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new ConfigError("options", `a game's options are an object, got ${JSON.stringify(options)}`);
  }
  return options;
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
    ...(config.illegalAction === undefined ? {} : { illegalAction: config.illegalAction }),
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
            env.reset(requestSeed(header), requestOptions(header));
            return { response: snapshot(), done: false };
          case "spaces":
            return { response: spacesFrame(env.encoding), done: false };
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
            return common(header, "reset, step, observe, spaces, state, encode");
        }
      } catch (error) {
        return { response: errorFrame(error), done: false };
      }
    },
    recycle() {},
  };
}

/** Room a vector response's buffer keeps for a longer header (more final observations) next time. */
const FRAME_SLACK = 4096;

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
    ...(config.illegalAction === undefined ? {} : { illegalAction: config.illegalAction }),
    ...(config.finalObservations ? { finalObservations: true } : {}),
    ...(config.packedMasks ? { packedMasks: true } : {}),
  });
  // The arrays every response carries, in order; the optional ones only when configured, so that
  // the plain configuration sends (and the engine computes) nothing it did not ask for.
  const always: NamedArray[] = [
    ...(config.teacher === undefined ? [] : [{ name: "teacherActions", data: vector.teacherActions }]),
    ...(config.anchor === undefined ? [] : [{ name: "anchorActions", data: vector.anchorActions }]),
    ...(config.potentials ? [{ name: "potentials", data: vector.potentials }] : []),
    { name: "observations", data: vector.observations },
    { name: "rewards", data: vector.rewards },
    { name: "agentSelection", data: vector.agentSelection },
    { name: "episodeSteps", data: vector.episodeSteps },
    config.packedMasks
      ? { name: "actionMaskBits", data: vector.actionMaskBits }
      : { name: "actionMasks", data: vector.actionMasks },
    { name: "terminations", data: vector.terminations },
    { name: "truncations", data: vector.truncations },
    ...(config.illegalAction === "lose" ? [{ name: "illegalActions", data: vector.illegalActions }] : []),
  ];
  const arrays = (): NamedArray[] =>
    config.finalObservations
      ? [
          ...always,
          {
            name: "finalObservations",
            data: vector.finalObservations.subarray(0, vector.finalCount * vector.observationSize),
          },
        ]
      : always;
  // The buffer the responses are written into, and whether the output still holds the last one
  // (then a response goes into a buffer of its own).
  let owned: Buffer | undefined;
  let inFlight = false;
  const respond = (): { response: Buffer; done: boolean } => {
    const response = encodeFrameInto({}, arrays(), inFlight ? undefined : owned, FRAME_SLACK);
    if (!inFlight) owned = Buffer.from(response.buffer);
    inFlight = true;
    return { response, done: false };
  };
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
            if (requestOptions(header) !== undefined) {
              throw new ConfigError("options", "a vector of games keeps the options it was started with");
            }
            vector.reset(requestSeed(header));
            return respond();
          case "spaces":
            return { response: spacesFrame(vector.encoding), done: false };
          case "step": {
            const actions = payloadArray(payload, "i32", numEnvs);
            if (!actions) {
              throw new RequestError(
                "bad-request",
                `"step" needs ${numEnvs} int32 actions (${numEnvs * 4} bytes), got ${payload.byteLength} bytes`,
              );
            }
            vector.step(actions);
            return respond();
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
            return common(header, "reset, step, spaces, state");
        }
      } catch (error) {
        return { response: errorFrame(error), done: false };
      }
    },
    recycle(response) {
      if (owned !== undefined && response.buffer === owned.buffer) inFlight = false;
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
