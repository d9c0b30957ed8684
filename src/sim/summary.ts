/**
 * Builds a simulation summary from per-game results. Results are taken in index order, so the
 * same games give bit-identical summaries however they were split among workers or shards.
 */
import { spread, wilsonInterval } from "./stats.js";
import type {
  BotSummary,
  GameResult,
  RoleRecord,
  Shard,
  SimulationConfig,
  SimulationSummary,
} from "./types.js";

/** One bot's running totals. */
interface Tally {
  wins: number;
  scores: number[];
  rankSum: number;
  roles: Map<string, { games: number; wins: number }>;
}

function newTally(): Tally {
  return { wins: 0, scores: [], rankSum: 0, roles: new Map() };
}

/** The per-role records, roles in alphabetical order (the same however the games were split). */
function roleRecords(
  roles: ReadonlyMap<string, { games: number; wins: number }>,
): Record<string, RoleRecord> {
  const records: Record<string, RoleRecord> = {};
  for (const role of [...roles.keys()].sort()) {
    const { games, wins } = roles.get(role) as { games: number; wins: number };
    records[role] = { games, wins, winShare: wins / games };
  }
  return records;
}

/** Summarizes the results of a batch (or of one shard, when `shard` is given) of a configuration. */
export function summarizeRecords(
  config: SimulationConfig,
  results: readonly GameResult[],
  extra: { shard?: Shard; seconds?: number } = {},
): SimulationSummary {
  const ordered = [...results].sort((a, b) => a.index - b.index);
  const names = [...new Set(config.bots)];
  const perBot = new Map(names.map((name) => [name, newTally()]));
  const seatWins = new Array<number>(config.players).fill(0);
  const lengths: number[] = [];
  for (const result of ordered) {
    lengths.push(result.actions);
    const { winners, scores, ranks } = result.outcome;
    const share = winners.length > 0 ? 1 / winners.length : 0;
    result.seats.forEach((name, seat) => {
      let entry = perBot.get(name);
      if (!entry) {
        entry = newTally();
        perBot.set(name, entry);
      }
      const won = winners.includes(seat);
      if (won) {
        entry.wins += share;
        seatWins[seat] = (seatWins[seat] ?? 0) + share;
      }
      const role = result.roles?.[seat];
      if (role !== undefined) {
        const record = entry.roles.get(role) ?? { games: 0, wins: 0 };
        record.games++;
        if (won) record.wins += share;
        entry.roles.set(role, record);
      }
      entry.scores.push(scores[seat] ?? 0);
      entry.rankSum += ranks[seat] ?? config.players;
    });
  }
  const bots: BotSummary[] = [...perBot].map(([name, entry]) => {
    const games = entry.scores.length;
    const score = spread(entry.scores);
    return {
      name,
      games,
      wins: entry.wins,
      winShare: games > 0 ? entry.wins / games : 0,
      winInterval: wilsonInterval(entry.wins, games),
      scoreMean: score.mean,
      scoreStdev: score.stdev,
      rankMean: games > 0 ? entry.rankSum / games : 0,
      ...(entry.roles.size > 0 ? { byRole: roleRecords(entry.roles) } : {}),
    };
  });
  const seconds = extra.seconds;
  return {
    config,
    ...(extra.shard ? { shard: extra.shard } : {}),
    games: ordered.length,
    fairShare: 1 / config.players,
    bots,
    seatWins,
    length: spread(lengths),
    ...(seconds !== undefined
      ? { timing: { seconds, gamesPerSecond: seconds > 0 ? ordered.length / seconds : 0 } }
      : {}),
  };
}

/** A summary without its wall-clock part: what must agree between equivalent runs. */
export function withoutTiming(summary: SimulationSummary): Omit<SimulationSummary, "timing"> {
  const { timing: _timing, ...rest } = summary;
  return rest;
}
