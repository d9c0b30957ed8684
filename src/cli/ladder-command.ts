/**
 * `backroom ladder <game> --bots a,b,c`: a seat-rotated batch among the named players, rated with
 * openskill; prints each player's rating with its 95% interval, games and win share against fair,
 * and writes the same as an SVG chart with `--out`.
 */
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { ismctsDefaults } from "../bots/evaluators/index.js";
import { botNamesForSomeCount } from "../bots/index.js";
import { DEFAULT_ISMCTS_ITERATIONS } from "../bots/ismcts.js";
import { type LadderEntry, ladder } from "../sim/ladder.js";
import { botSettings, intOption, parseBots, parseOptions, playerCount, UsageError } from "./args.js";
import { lookupGame } from "./game-lookup.js";
import type { CliIo } from "./io.js";
import { ladderChart } from "./ladder-chart.js";
import { cliText, langOption } from "./messages.js";
import type { Flags } from "./options.js";
import { withPolicyFiles } from "./policy-files.js";
import { createProgress } from "./progress.js";
import { formatTable } from "./table.js";

/** Games of a ladder unless `--games` says otherwise. */
export const LADDER_GAMES = 200;

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** The words of the ladder's table and chart. */
const TEXT = {
  headers: ["#", "player", "rating μ", "95% interval", "ordinal", "seat-games", "win share", "vs fair"],
  title: (game: string, players: number, games: number, seed: string) =>
    `${game}: ${games} games at ${players} players (seed "${seed}")`,
  footer: (players: number) =>
    `ratings: openskill (Plackett–Luce), μ from 25 ± 8.33, rated game by game in order; 95% interval = μ ± 1.96 σ; ` +
    `ordinal = μ − 3 σ; vs fair = win share ÷ (1/${players})`,
  ratingAxis: "rating μ with its 95% interval (μ ± 1.96 σ)",
  winShareHeading: "win share (vs fair)",
  winShareCell: (entry: LadderEntry) => `${fixed(entry.winShare, 3)} (${fixed(entry.vsFair, 2)}× fair)`,
  budgets: (ismcts: string | undefined, seed: string, games: number) =>
    `budgets: ${ismcts === undefined ? "no ismcts player" : `ismcts ${ismcts}`}; learned and policy: files play greedily (a file's own search as it says); seed "${seed}", ${games} games, seats rotated`,
  ismcts: (iterations: number, rolloutLimit: number | undefined) =>
    `${iterations} iterations a decision${rolloutLimit === undefined ? "" : `, rollouts cut at ${rolloutLimit} actions`}`,
  wrote: (path: string) => `chart: ${path}`,
};

/** The chart's budgets line: ISMCTS's iterations and rollout cut (the flags', else the game's defaults), the seed. */
function budgetNote(
  gameId: string,
  bots: readonly string[],
  flags: Flags,
  seed: string,
  games: number,
): string {
  if (!bots.includes("ismcts")) return TEXT.budgets(undefined, seed, games);
  const defaults = ismctsDefaults[gameId] ?? {};
  const settings = botSettings(flags["ismcts-iterations"], flags["ismcts-rollout"]).ismcts ?? {};
  const iterations = settings.iterations ?? defaults.iterations ?? DEFAULT_ISMCTS_ITERATIONS;
  const rolloutLimit = settings.rolloutLimit ?? defaults.rolloutLimit;
  return TEXT.budgets(TEXT.ismcts(iterations, rolloutLimit), seed, games);
}

/** Runs the ladder; returns the exit code. */
export async function ladderCommand(args: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  const game = await lookupGame(args[0], flags.module);
  if (flags.bots === undefined)
    throw new UsageError("name the players with --bots (e.g. random,heuristic,ismcts)");
  const bots = parseBots(flags.bots, [], botNamesForSomeCount(game));
  if (new Set(bots).size < 2) throw new UsageError("a ladder needs at least two different players in --bots");
  const players = playerCount(flags.players, bots.length, game.players);
  const games = intOption("games", flags.games, LADDER_GAMES);
  const seed = flags.seed ?? "1";
  const lang = langOption(flags.lang);
  await cliText.load(lang.locale);
  const progress = createProgress(games, game.id, io.progress, lang);
  let result: Awaited<ReturnType<typeof ladder>>;
  try {
    result = await ladder({
      game,
      players,
      bots,
      games,
      seed,
      options: parseOptions(flags.options),
      botSettings: withPolicyFiles(botSettings(flags["ismcts-iterations"], flags["ismcts-rollout"]), bots),
      workers: intOption("workers", flags.workers, Math.min(2, availableParallelism())),
      ...(flags.module ? { gameModule: flags.module } : {}),
      onProgress: (done) => progress.update(done),
    });
  } finally {
    progress.finish();
  }
  const title = TEXT.title(game.id, players, games, seed);
  const rows = result.entries.map((entry, index) => [
    String(index + 1),
    entry.name,
    fixed(entry.mu, 2),
    `${fixed(entry.interval.low, 2)}–${fixed(entry.interval.high, 2)}`,
    fixed(entry.ordinal, 2),
    String(entry.games),
    fixed(entry.winShare, 3),
    `${fixed(entry.vsFair, 2)}×`,
  ]);
  io.out([title, formatTable(TEXT.headers, rows), TEXT.footer(players)].join("\n"));
  if (flags.out !== undefined) {
    writeFileSync(
      flags.out,
      ladderChart(result.entries, {
        title,
        ratingAxis: TEXT.ratingAxis,
        winShareHeading: TEXT.winShareHeading,
        winShareCell: TEXT.winShareCell,
        notes: [TEXT.footer(players), budgetNote(game.id, bots, flags, seed, games)],
      }),
    );
    io.out(TEXT.wrote(flags.out));
  }
  return 0;
}
