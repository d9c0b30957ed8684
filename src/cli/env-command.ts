/**
 * `backroom env <game>`: serves a reinforcement-learning environment (one AEC game, or a vector of
 * them with `--num-envs`) over standard input and output, for the Python package `backroom` and
 * any other client. Standard output carries the protocol only; python/README.md documents it.
 */
import type { Readable } from "node:stream";
import { loadBots } from "../bots/index.js";
import { ConfigError } from "../core/errors.js";
import type { AnyGame } from "../core/game.js";
import { games } from "../games/registry.js";
import {
  ACTOR_ORDERS,
  type ActorOrder,
  ILLEGAL_ACTION_MODES,
  type IllegalActionMode,
  opponentBotNames,
} from "../rl/index.js";
import { readShippedPolicy } from "../sim/shipped-policies.js";
import { intOption, parseOptions, UsageError } from "./args.js";
import { FrameReader, FrameSyntaxError } from "./env-frames.js";
import { parseOpponentsFlag, parseTeacherFlag } from "./env-opponents.js";
import { errorFrame, errorResponse, openSession, type Session } from "./env-session.js";
import type { CliIo } from "./io.js";
import type { Flags } from "./options.js";
import { withPolicyFiles } from "./policy-files.js";

/** A seed from the command line: a string of digits is that integer, anything else a string seed. */
export function parseSeed(text: string | undefined): number | string {
  if (text === undefined) return 0;
  return /^-?\d{1,15}$/.test(text) ? Number(text) : text;
}

/** The game a session serves; an unknown id is a configuration error (the client sees it in-protocol). */
function findGame(id: string | undefined): AnyGame {
  if (!id) throw new UsageError("name a game");
  const game = games[id];
  if (!game)
    throw new ConfigError("game", `unknown game "${id}"; known games: ${Object.keys(games).join(", ")}`);
  return game;
}

/** Opens the session the flags describe; a bad value is a `ConfigError` naming it. */
async function configure(args: readonly string[], flags: Flags): Promise<Session> {
  if (args.length > 1) throw new UsageError(`env takes one game, got "${args.join(" ")}"`);
  const game = findGame(args[0]);
  const numeric = (name: string, text: string | undefined, fallback: number): number => {
    try {
      return intOption(name, text, fallback);
    } catch (error) {
      throw new ConfigError(name, (error as Error).message);
    }
  };
  const players = numeric("players", flags.players, game.players.min);
  if (players < game.players.min || players > game.players.max) {
    throw new ConfigError(
      "players",
      `${game.title} takes ${game.players.min} to ${game.players.max} players, not ${players}`,
    );
  }
  let options: Record<string, unknown>;
  try {
    options = parseOptions(flags.options);
  } catch (error) {
    throw new ConfigError("options", (error as Error).message);
  }
  const maxSteps = flags["max-steps"] === undefined ? undefined : numeric("max-steps", flags["max-steps"], 1);
  const reward = flags.reward ?? "win";
  if (reward !== "win" && reward !== "rank") {
    throw new ConfigError("reward", `the reward scheme is "win" or "rank", got "${reward}"`);
  }
  const actorOrder = flags["actor-order"] ?? "random";
  if (!ACTOR_ORDERS.includes(actorOrder as ActorOrder)) {
    throw new ConfigError(
      "actor-order",
      `the actor order is ${ACTOR_ORDERS.map((o) => `"${o}"`).join(" or ")}, got "${actorOrder}"`,
    );
  }
  const illegalAction = flags["illegal-action"] ?? "raise";
  if (!ILLEGAL_ACTION_MODES.includes(illegalAction as IllegalActionMode)) {
    throw new ConfigError(
      "illegal-action",
      `an illegal action is ${ILLEGAL_ACTION_MODES.map((o) => `"${o}"`).join(" or ")}, got "${illegalAction}"`,
    );
  }
  const numEnvs = flags["num-envs"] === undefined ? undefined : numeric("num-envs", flags["num-envs"], 1);
  const potentials = flags.potentials === true;
  if (potentials && numEnvs === undefined) {
    throw new ConfigError("potentials", "--potentials reports an array of the vector form: add --num-envs");
  }
  const finalObservations = flags["final-observations"] === true;
  const packedMasks = flags["packed-masks"] === true;
  for (const [flag, on] of [
    ["final-observations", finalObservations],
    ["packed-masks", packedMasks],
  ] as const) {
    if (on && numEnvs === undefined) {
      throw new ConfigError(flag, `--${flag} is about the arrays of the vector form: add --num-envs`);
    }
  }
  const opponents = parseOpponentsFlag(flags.opponents, flags.seat, players);
  const teacher = parseTeacherFlag(flags.teacher);
  const anchor = parseTeacherFlag(flags.anchor, "anchor");
  const botNames = opponentBotNames(opponents, teacher, anchor);
  const botSettings = withPolicyFiles({}, botNames);
  await loadBots(game, botNames, players, readShippedPolicy);
  return openSession(game, {
    players,
    options,
    seed: parseSeed(flags.seed),
    reward,
    actorOrder: actorOrder as ActorOrder,
    illegalAction: illegalAction as IllegalActionMode,
    ...(maxSteps === undefined ? {} : { maxSteps }),
    ...(numEnvs === undefined ? {} : { numEnvs }),
    ...(opponents === undefined ? {} : { opponents }),
    ...(teacher === undefined ? {} : { teacher }),
    ...(anchor === undefined ? {} : { anchor }),
    ...(potentials ? { potentials } : {}),
    ...(finalObservations ? { finalObservations } : {}),
    ...(packedMasks ? { packedMasks } : {}),
    botSettings,
  });
}

/**
 * Runs `env`: greets, then answers every request in order until `close` or the end of input
 * (exit code 0). A configuration the engine refuses is answered with an error frame instead of the
 * greeting (exit code 2).
 */
export async function envCommand(args: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  let session: Session;
  try {
    session = await configure(args, flags);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.output.write(errorFrame(error));
    io.err(`backroom: ${error.message}`);
    return 2;
  }
  io.output.write(session.hello);
  const reader = new FrameReader();
  const input = io.input;
  // A stream on a file descriptor has handed a chunk to the system when its write completes, so the
  // session may write its next response into the same buffer; other streams may hold on to chunks.
  const recycles = typeof (io.output as { fd?: unknown }).fd === "number";
  return await new Promise<number>((resolve) => {
    const finish = (code: number) => {
      input.off("data", onData);
      input.off("end", onEnd);
      // Stop reading for good: an open standard input would keep the process alive after `close`.
      (input as Readable).destroy();
      resolve(code);
    };
    const onData = (chunk: Buffer | string) => {
      const frames = reader.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      for (const frame of frames) {
        if (frame instanceof FrameSyntaxError) {
          io.output.write(errorResponse("request", "bad-frame", frame.message));
          continue;
        }
        const { response, done } = session.handle(frame);
        io.output.write(response, recycles ? () => session.recycle(response) : undefined);
        if (done) return finish(0);
      }
    };
    // A client that went away (EPIPE) ends the session like the end of its input.
    const onOutputError = () => finish(0);
    const onEnd = () => {
      if (reader.partial) io.err("backroom env: the input ended inside a request");
      finish(0);
    };
    input.on("data", onData);
    input.on("end", onEnd);
    io.output.on("error", onOutputError);
  });
}
