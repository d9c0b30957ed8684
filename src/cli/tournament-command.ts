/**
 * `backroom tournament [game…]` (what `npm start` runs): a short batch per game (every registered
 * one unless games are named) with the heuristic bot (where the game has one), the random bot and
 * the ISMCTS bot at its default budget for the game (`ismctsDefaults`), seats rotating, its plan
 * printed at once and a progress bar per game (a line per game played off a terminal) on standard
 * error, the results printed as one table with 95% confidence intervals. `--bots` replaces the
 * lineup (e.g. with `learned` or a `policy:<file>` bot), the same for every game named.
 */
import { availableParallelism } from "node:os";
import { type BotSettings, botFactories, botNamesFor } from "../bots/index.js";
import type { LocaleOption } from "../core/i18n/locale.js";
import { simulate } from "../sim/simulate.js";
import type { SimulationSummary } from "../sim/types.js";
import { botSettings, intOption, parseBots, UsageError } from "./args.js";
import { botCells, decimal } from "./format.js";
import { allGames } from "./game-lookup.js";
import type { CliIo } from "./io.js";
import { cliText, langOption, say } from "./messages.js";
import type { Flags } from "./options.js";
import { withPolicyFiles } from "./policy-files.js";
import { createProgress } from "./progress.js";
import { formatTable } from "./table.js";

/** The tournament's lineup, in this order, of the bots a game has. */
export const TOURNAMENT_BOTS = ["heuristic", "random", "ismcts"] as const;

/** Games per game id unless `--games` says otherwise (a multiple of 3: each bot plays each seat as often). */
export const TOURNAMENT_GAMES = 9;

/** Runs the tournament; returns the exit code. */
export async function tournamentCommand(ids: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  const count = intOption("games", flags.games, TOURNAMENT_GAMES);
  const lineup = flags.bots === undefined ? undefined : parseBots(flags.bots, [], Object.keys(botFactories));
  const settings = withPolicyFiles(
    botSettings(flags["ismcts-iterations"], flags["ismcts-rollout"]),
    lineup ?? [],
  );
  const workers = intOption("workers", flags.workers, Math.min(2, availableParallelism()));
  const seed = flags.seed ?? "1";
  const lang = langOption(flags.lang);
  await cliText.load(lang.locale);
  const t = say(lang);
  const known = await allGames(flags.module);
  for (const id of ids) {
    if (!known.some((game) => game.id === id)) throw new UsageError(`unknown game "${id}"`);
  }
  const games = ids.length > 0 ? known.filter((game) => ids.includes(game.id)) : known;
  if (games.length === 0) {
    io.out(t("tournament.none"));
    return 0;
  }
  // The plan first, on standard error with the progress: the table comes only at the end.
  const plan = {
    count,
    games: games.map((game) => game.id).join(", "),
    bots: (lineup ?? TOURNAMENT_BOTS).join(", "),
    workers,
  };
  io.progress.write(`${t("tournament.plan", plan)}\n`);
  const started = performance.now();
  const rows: string[][] = [];
  for (const game of games) {
    const bots = lineup ?? TOURNAMENT_BOTS.filter((name) => botNamesFor(game).includes(name));
    const players = Math.min(game.players.max, Math.max(game.players.min, bots.length));
    const progress = createProgress(count, game.id, io.progress, lang);
    let summary: SimulationSummary;
    try {
      summary = await simulate({
        game,
        players,
        bots,
        games: count,
        seed,
        botSettings: settings,
        workers,
        ...(flags.module ? { gameModule: flags.module } : {}),
        onProgress: (done) => progress.update(done),
      });
    } finally {
      progress.finish();
    }
    for (const bot of summary.bots) {
      rows.push([
        game.id,
        String(players),
        bot.name,
        ...botCells(bot, lang),
        decimal(summary.length.mean, 0, lang),
      ]);
    }
  }
  const headers = [
    t("tournament.game"),
    t("tournament.players"),
    t("tournament.bot"),
    t("tournament.seat-games"),
    t("tournament.wins"),
    t("tournament.win-share"),
    t("tournament.ci"),
    t("tournament.score"),
    t("tournament.rank"),
    t("tournament.length"),
  ];
  io.out(formatTable(headers, rows));
  const seconds = decimal((performance.now() - started) / 1000, 1, lang);
  io.out(t("tournament.footer", { count, seed, budget: budgetText(settings, lang), seconds }));
  return 0;
}

/** The ISMCTS budget line of the footer: the flags' values, else the per-game defaults. */
function budgetText(settings: BotSettings, options: LocaleOption): string {
  const t = say(options);
  const { iterations, rolloutLimit } = settings.ismcts ?? {};
  const budget =
    iterations === undefined ? t("tournament.default-budget") : t("tournament.iterations", { iterations });
  return rolloutLimit === undefined ? budget : t("tournament.rollouts", { budget, limit: rolloutLimit });
}
