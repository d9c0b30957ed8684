/**
 * The shapes of the simulator: its configuration, the JSON line it writes per game, and the
 * summary it returns.
 */
import type { BotSettings } from "../bots/index.js";
import type { Outcome } from "../core/game.js";
import type { GameRecord } from "../core/match.js";

/** Which games of a batch a run plays: those whose index `i` has `i % count === index`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The reproducible part of a simulation's configuration: everything its results depend on. */
export interface SimulationConfig {
  /** The game id. */
  readonly game: string;
  readonly players: number;
  /** Bot names; in game `i`, seat `s` is played by `bots[(s + i) % bots.length]`. */
  readonly bots: readonly string[];
  /** The number of games in the whole batch (all shards together). */
  readonly games: number;
  /** The batch seed; game `i` is set up with the seed `${seed}/${i}`. */
  readonly seed: string;
  /** The game options passed to `setup`. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Settings of the bots (e.g. the ISMCTS iteration budget). */
  readonly botSettings: BotSettings;
}

/** One finished game, as streamed to `onRecord` and written as one JSON line. */
export interface GameResult {
  /** The game's index in the batch. */
  readonly index: number;
  /** The game's setup seed, `${seed}/${index}`. */
  readonly seed: string;
  /** The bot name playing each seat. */
  readonly seats: readonly string[];
  readonly outcome: Outcome;
  /** The number of actions the game took. */
  readonly actions: number;
  /** The role each seat played (Campaign: its ideology), for games that deal roles (`Game.roles`). */
  readonly roles?: readonly string[];
  /** The full game record, when the simulation was asked to keep records. */
  readonly record?: GameRecord;
}

/** The first line of a results file: what was simulated (the shard included, if any). */
export interface ResultsHeader {
  readonly backroom: "simulation";
  /** The results format version. */
  readonly format: 1;
  readonly config: SimulationConfig;
  readonly shard?: Shard;
}

/** A 95% confidence interval. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** How one bot (all the seats it played, under one name) fared. */
export interface BotSummary {
  readonly name: string;
  /** Seat-games played (a bot named twice in a lineup counts each seat it plays). */
  readonly games: number;
  /** Wins; a win shared by k seats counts 1/k. */
  readonly wins: number;
  /** `wins / games`. */
  readonly winShare: number;
  /** The Wilson score interval (95%) of the win share. */
  readonly winInterval: Interval;
  readonly scoreMean: number;
  /** Sample standard deviation of the score. */
  readonly scoreStdev: number;
  /** Mean rank (1 = best). */
  readonly rankMean: number;
  /** Seat-games and wins by the role the bot's seat played, for games that deal roles (`Game.roles`). */
  readonly byRole?: Readonly<Record<string, RoleRecord>>;
}

/** A bot's seat-games and wins in one role. */
export interface RoleRecord {
  readonly games: number;
  /** Wins; a win shared by k seats counts 1/k. */
  readonly wins: number;
  /** `wins / games`. */
  readonly winShare: number;
}

/** A mean and a sample standard deviation. */
export interface Spread {
  readonly mean: number;
  readonly stdev: number;
}

/** What a simulation (or a merge of shards) reports. */
export interface SimulationSummary {
  readonly config: SimulationConfig;
  /** The shard this summary covers; absent for a whole batch or a merge of all shards. */
  readonly shard?: Shard;
  /** Games summarized. */
  readonly games: number;
  /** The win share of a seat when all bots are equally strong: 1 / players. */
  readonly fairShare: number;
  /** Per bot name, in the order of first appearance in `config.bots`. */
  readonly bots: readonly BotSummary[];
  /** Win shares per seat (a shared win counts 1/k), to see a seat advantage. */
  readonly seatWins: readonly number[];
  /** Game length in actions. */
  readonly length: Spread;
  /** Wall-clock figures; absent for a summary rebuilt from files, and never part of the results. */
  readonly timing?: { readonly seconds: number; readonly gamesPerSecond: number };
}
