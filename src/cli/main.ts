#!/usr/bin/env node
/**
 * The `backroom` command line: `simulate`, `merge`, `replay`, `play`, `tournament` (the
 * README's `npm start`), `ladder` (openskill ratings), `serve` (the match server) and `env` (the
 * reinforcement-learning environment behind the Python package), `rollout-values` and
 * `heuristic-weights` (training data and knobs for learned bots).
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ConfigError } from "../core/errors.js";
import { games } from "../games/registry.js";
import { DEFAULT_LIMITS } from "../server/guards/limits.js";
import { UsageError } from "./args.js";
import { type CliIo, processIo } from "./io.js";
import { type Flags, parseFlags } from "./options.js";

export { UsageError } from "./args.js";

/** The server's limits with their defaults, a few to a line, for the usage text. */
function wrapLimits(): string {
  const items = Object.entries(DEFAULT_LIMITS).map(([name, value]) => `${name}=${value}`);
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += 4)
    lines.push(`                   ${items.slice(i, i + 4).join("  ")}`);
  return lines.join("\n");
}

/** The usage text. */
export const USAGE = `usage:
  backroom simulate <game> [--players N] [--bots heuristic,random,ismcts] [--games K] [--seed S]
                    [--workers W] [--shard i/n] [--out results.jsonl] [--records] [--json]
                    [--options '{"edition":"2015"}'] [--ismcts-iterations N] [--ismcts-rollout N]
                    [--module game.js]
  backroom merge <results.jsonl>... [--json]
  backroom replay <record.json> [--module game.js]
  backroom play <game> --seat k [--lang en|de|fr] [--players N] [--bots random,ismcts] [--seed S]
                [--options JSON]
  backroom tournament [<game>...] [--lang en|de|fr] [--bots heuristic,random,ismcts] [--games K]
                      [--seed S] [--workers W] [--ismcts-iterations N] [--ismcts-rollout N]
                      [--module game.js]
  backroom ladder <game> --bots random,heuristic,ismcts[,learned,policy:file.json] [--games K]
                  [--players N] [--seed S] [--out chart.svg] [--workers W] [--ismcts-iterations N]
                  (openskill ratings with 95% intervals, win share against fair)
  backroom serve [--port 8080] [--host 127.0.0.1] [--data ./matches | --database postgres://...]
                 [--bot-delay ms] [--allow-seeds] [--limit name=value]...
                 [--autopilot-pace ms] (the least time before each move the autopilot makes for
                 a person whose clock ran out, whatever the bot delay; default 2000)
                 [--trust-proxy 1 | 10.0.0.0/8,127.0.0.1] (hops or proxy addresses whose
                 X-Forwarded-For entries are believed; true trusts every entry: unsafe)
                 [--log-level info] (request logs: JSON lines on standard output; silent: none)
                 [--metrics-token T] (GET /metrics then needs Authorization: Bearer T; or
                 BACKROOM_METRICS_TOKEN) [--lock-stale ms] (with --data; default 10000)
                 [--policy file.json]... (serve the bot policy:file.json for its game and count)
                 [--public-url https://games.example.org] (the address invitation links carry)
                 [--no-web] (the API alone, without the tables at /)
                 [--retain-days 30] [--retain-talk-days 7] (ended matches, and their talk, are
                 removed that many days after they ended)
                 limits and their defaults (docs/guides/match-server.md):
${wrapLimits()}
  backroom env <game> [--players N] [--seed S] [--options JSON] [--max-steps N] [--reward win|rank]
               [--num-envs N] [--opponents BOT|JSON [--seat k]] (bots play the other seats)
               [--actor-order random|clockwise] (who acts at each step when several seats may;
               default random, as in simulate)
               [--teacher BOT|JSON] (with --num-envs: the action BOT would take, as teacherActions)
               [--anchor BOT|JSON] (with --num-envs: a second advisor, as anchorActions)
               [--potentials] (with --num-envs: each seat's win estimate by the game's evaluator,
               as potentials, for reward shaping)
               [--illegal-action raise|lose] (an illegal index is refused, or loses the game: -1)
               [--final-observations] (with --num-envs: the last observation of every game that ends)
               [--packed-masks] (with --num-envs: the masks as bits, actionMaskBits)
               (a request/response protocol on stdin/stdout; see python/README.md)
  backroom rollout-values <game> --out file.npy [--players N] [--games K] [--seed S] [--options JSON]
               [--bot NAME] (plays every seat; default heuristic) [--share P] (decisions sampled; 0.05)
               [--candidates K] (actions valued per decision, the bot's first; 8) [--rollouts R] (4)
               [--rollout-limit N|end] (actions before the evaluator scores a rollout; 100)
  backroom heuristic-weights <game> (the heuristic bot's weights as JSON, for a policy file's anchor)
games: ${Object.keys(games).join(", ") || "(none yet)"}; bots: random, ismcts, heuristic (where a game has one),
  learned (the shipped policy, where the game has one for the player count), policy:<file.json>`;

/** A command: its arguments and flags in, the exit code out. */
type Command = (args: readonly string[], flags: Flags, io: CliIo) => Promise<number>;

/**
 * The commands, each loaded when it is run: `serve` does not wait for the simulator's, the
 * ladder's or the environment's modules to load before it listens.
 */
const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  simulate: async () => (await import("./simulate-command.js")).simulateCommand,
  merge: async () => (await import("./merge-command.js")).mergeCommand,
  replay: async () => (await import("./replay-command.js")).replayCommand,
  play: async () => (await import("./play-command.js")).playCommand,
  tournament: async () => (await import("./tournament-command.js")).tournamentCommand,
  ladder: async () => (await import("./ladder-command.js")).ladderCommand,
  serve: async () => (await import("./serve-command.js")).serveCommand,
  env: async () => (await import("./env-command.js")).envCommand,
  "rollout-values": async () => (await import("./rollout-values-command.js")).rolloutValuesCommand,
  "heuristic-weights": async () => (await import("./heuristic-weights-command.js")).heuristicWeightsCommand,
};

/** Runs the command line with the given arguments; resolves to the exit code (2 for usage errors). */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    const { values: flags, positionals } = parseFlags(argv);
    const [command, ...args] = positionals;
    if (flags.help || !command) {
      (flags.help ? io.out : io.err)(USAGE);
      return flags.help ? 0 : 2;
    }
    const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!load) throw new UsageError(`unknown command "${command}"`);
    return await (await load())(args, flags, io);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const usage =
      error instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"));
    if (usage || error instanceof ConfigError || error instanceof RangeError) {
      io.err(`backroom: ${(error as Error).message}`);
      if (usage) io.err(USAGE);
      return 2;
    }
    throw error;
  }
}

/** The file Node was asked to run, with symbolic links resolved (`npx backroom` runs `node_modules/.bin/backroom`, a link to this file). */
function entryFile(): string | undefined {
  const entry = process.argv[1];
  if (entry === undefined) return undefined;
  try {
    return realpathSync(entry);
  } catch {
    return entry;
  }
}

const entry = entryFile();
const invokedDirectly =
  entry !== undefined && (fileURLToPath(import.meta.url) === entry || entry.endsWith("/cli/main.js"));
if (invokedDirectly) process.exitCode = await main(process.argv.slice(2));
