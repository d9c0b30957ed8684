/** Human-readable summaries of simulations. */
import type { LocaleOption } from "../core/index.js";
import type { BotSummary, RoleRecord, SimulationSummary } from "../sim/types.js";
import { formatTable } from "./table.js";

/**
 * A number with a fixed count of decimals, in the option's language ("0,500" in German and French);
 * English keeps `toFixed`'s output, which the simulate and merge reports and their readers rely on.
 */
export function decimal(value: number, digits: number, options?: LocaleOption): string {
  const locale = options?.locale ?? "en";
  if (locale === "en") return value.toFixed(digits);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

const fixed = (value: number, digits: number) => decimal(value, digits);

/** The cells of one bot's row (seat-games, wins, win share, CI, score mean ± sd, mean rank), numbers in the option's language. */
export function botCells(bot: BotSummary, options?: LocaleOption): string[] {
  const fixed = (value: number, digits: number) => decimal(value, digits, options);
  return [
    String(bot.games),
    fixed(bot.wins, bot.wins % 1 === 0 ? 0 : 2),
    fixed(bot.winShare, 3),
    `${fixed(bot.winInterval.low, 3)}–${fixed(bot.winInterval.high, 3)}`,
    `${fixed(bot.scoreMean, 2)} ± ${fixed(bot.scoreStdev, 2)}`,
    fixed(bot.rankMean, 2),
  ];
}

/** The column headers matching `botCells`. */
export const BOT_HEADERS = ["seat-games", "wins", "win share", "95% CI", "score (mean ± sd)", "mean rank"];

/** A bot's win share in each role it played, with its seat-games: "learned by role: democrats 0.664 (302), …". */
function roleLine(name: string, byRole: Readonly<Record<string, RoleRecord>>): string {
  const parts = Object.entries(byRole).map(([role, r]) => `${role} ${fixed(r.winShare, 3)} (${r.games})`);
  return `${name} by role: ${parts.join(", ")}`;
}

/** Formats a simulation summary as a short report with one table row per bot. */
export function formatSummary(summary: SimulationSummary): string {
  const { config } = summary;
  const shard = summary.shard ? `, shard ${summary.shard.index}/${summary.shard.count}` : "";
  const options = Object.keys(config.options).length > 0 ? `, options ${JSON.stringify(config.options)}` : "";
  const lines = [
    `${config.game}, ${config.players} players, ${summary.games} of ${config.games} games${shard} (seed "${config.seed}"${options})`,
    formatTable(
      ["bot", ...BOT_HEADERS],
      summary.bots.map((bot) => [bot.name, ...botCells(bot)]),
    ),
    ...summary.bots.flatMap((bot) => (bot.byRole ? [roleLine(bot.name, bot.byRole)] : [])),
    `fair share ${fixed(summary.fairShare, 3)}; wins per seat: ${summary.seatWins.map((w) => fixed(w, w % 1 === 0 ? 0 : 2)).join(", ")}`,
    `game length ${fixed(summary.length.mean, 1)} ± ${fixed(summary.length.stdev, 1)} actions`,
  ];
  if (summary.timing) {
    lines.push(`${fixed(summary.timing.gamesPerSecond, 1)} games/s (${fixed(summary.timing.seconds, 1)} s)`);
  }
  return lines.join("\n");
}
