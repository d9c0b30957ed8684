/** `backroom simulate <game>`: a batch (or shard) of games with bots; summary to stdout, results to `--out`. */
import { closeSync, openSync, writeSync } from "node:fs";
import { botNamesForSomeCount } from "../bots/index.js";
import { resultLine, resultsHeaderLine } from "../sim/results-file.js";
import { shardIndices } from "../sim/seating.js";
import { type SimulateOptions, simulate, simulationConfig } from "../sim/simulate.js";
import type { SimulationSummary } from "../sim/types.js";
import { botSettings, intOption, parseBots, parseOptions, parseShard, playerCount } from "./args.js";
import { formatSummary } from "./format.js";
import { lookupGame } from "./game-lookup.js";
import type { CliIo } from "./io.js";
import { cliText, langOption } from "./messages.js";
import type { Flags } from "./options.js";
import { withPolicyFiles } from "./policy-files.js";
import { createProgress } from "./progress.js";

/** Runs `simulate`; returns the exit code. */
export async function simulateCommand(args: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  const game = await lookupGame(args[0], flags.module);
  const bots = parseBots(flags.bots, ["random"], botNamesForSomeCount(game));
  const players = playerCount(flags.players, bots.length, game.players);
  const games = intOption("games", flags.games, 100);
  const shard = parseShard(flags.shard);
  const options: SimulateOptions = {
    game,
    players,
    bots,
    games,
    seed: flags.seed ?? "1",
    options: parseOptions(flags.options),
    botSettings: withPolicyFiles(botSettings(flags["ismcts-iterations"], flags["ismcts-rollout"]), bots),
    workers: intOption("workers", flags.workers, 1),
    ...(shard ? { shard } : {}),
    ...(flags.module ? { gameModule: flags.module } : {}),
    includeRecords: flags.records ?? false,
  };
  const lang = langOption(flags.lang);
  await cliText.load(lang.locale);
  const progress = createProgress(shardIndices(games, shard).length, game.id, io.progress, lang);
  const file = flags.out === undefined ? undefined : openSync(flags.out, "w");
  let summary: SimulationSummary;
  try {
    if (file !== undefined)
      writeSync(file, `${resultsHeaderLine(simulationConfig(game.id, options), shard)}\n`);
    summary = await simulate({
      ...options,
      onProgress: (done) => progress.update(done),
      onRecord: (result) => {
        if (file !== undefined) writeSync(file, `${resultLine(result)}\n`);
      },
    });
  } finally {
    progress.finish();
    if (file !== undefined) closeSync(file);
  }
  io.out(flags.json ? JSON.stringify(summary) : formatSummary(summary));
  return 0;
}
