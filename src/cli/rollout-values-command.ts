/**
 * `backroom rollout-values <game> --out file.npy`: plays games by a bot at every seat and writes,
 * for sampled decisions, the bot's choice and other legal actions valued by rollouts from the same
 * determinizations (a dataset for one step of policy improvement; docs/research.md, "Tenth round").
 */
import { createEncoding, rolloutValues } from "../rl/index.js";
import { intOption, parseOptions, UsageError } from "./args.js";
import { lookupGame } from "./game-lookup.js";
import type { CliIo } from "./io.js";
import { NpyWriter } from "./npy-writer.js";
import type { Flags } from "./options.js";

/** A probability flag in (0, 1], or the fallback when absent. */
function shareOption(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === "" || !(value > 0 && value <= 1))
    throw new UsageError(`--share must be a number in (0, 1], got "${text}"`);
  return value;
}

/** Runs the command; returns the exit code. */
export async function rolloutValuesCommand(
  args: readonly string[],
  flags: Flags,
  io: CliIo,
): Promise<number> {
  if (args.length > 1) throw new UsageError(`rollout-values takes one game, got "${args.join(" ")}"`);
  const game = await lookupGame(args[0], flags.module);
  if (flags.out === undefined) throw new UsageError("name the dataset file with --out (a .npy file)");
  const players = intOption("players", flags.players, game.players.min);
  const options = parseOptions(flags.options);
  const candidates = intOption("candidates", flags.candidates, 8);
  const limitText = flags["rollout-limit"];
  const rolloutLimit =
    limitText === "end" ? Number.POSITIVE_INFINITY : intOption("rollout-limit", limitText, 100);
  const settings = {
    players,
    options,
    seed: flags.seed ?? "1",
    games: intOption("games", flags.games, 10),
    share: shareOption(flags.share, 0.05),
    candidates,
    rollouts: intOption("rollouts", flags.rollouts, 4),
    rolloutLimit,
    bot: flags.bot ?? "heuristic",
  };
  const encoding = createEncoding(game, { players, options });
  // The settings are checked here, before the file is created.
  const samples = rolloutValues(game, settings);
  const writer = new NpyWriter(flags.out, [
    { name: "observation", type: "<f4", length: encoding.observationSize },
    { name: "mask", type: "|u1", length: encoding.numActions },
    { name: "candidates", type: "<i4", length: candidates },
    { name: "values", type: "<f4", length: candidates },
  ]);
  const padded = (data: ArrayLike<number>, fill: number) =>
    Array.from({ length: candidates }, (_, i) => (i < data.length ? (data[i] as number) : fill));
  let count: number;
  try {
    for (const sample of samples) {
      writer.write([
        sample.observation,
        sample.mask,
        padded(sample.candidates, -1),
        padded(sample.values, Number.NaN),
      ]);
    }
  } finally {
    // Even after a failure the file stays a valid array of the records written so far.
    count = writer.close();
  }
  io.out(
    `${game.id}, ${players} players: ${count} decisions of ${settings.games} games (seed "${settings.seed}") to ${flags.out}`,
  );
  return 0;
}
