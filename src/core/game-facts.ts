/**
 * What a setup card says about a game: its title, one line, player counts and typical length, the
 * length measured from seeded heuristic-bot games (`scripts/measure-lengths.ts`).
 */

/**
 * The seconds a person is assumed to take per decision (one action), for the minutes estimate:
 * most decisions are one click among few choices, some need a moment's thought.
 */
export const SECONDS_PER_DECISION = 8;

/** How long a game typically runs at one player count. */
export interface TypicalLength {
  readonly players: number;
  /** The median number of actions each seat takes in a game (measured from bot games). */
  readonly decisionsPerPerson: number;
  /** The estimated minutes: every seat's decisions one after another at `SECONDS_PER_DECISION` each. */
  readonly minutes: number;
}

/** A game's measured lengths as `scripts/measure-lengths.ts` records them (the game's `length.json`). */
export interface MeasuredLengths {
  /** The game id. */
  readonly game: string;
  /** The bot every seat played. */
  readonly bot: string;
  /** The games played per player count. */
  readonly games: number;
  /** The seeds played: `${seedPrefix}${players}-${n}` for n = 0..games-1. */
  readonly seedPrefix: string;
  /** Per player count: the decisions of each game (total actions ÷ players), in seed order, and their median. */
  readonly counts: readonly {
    readonly players: number;
    readonly decisionsPerPerson: number;
    readonly perGame: readonly number[];
  }[];
}

/** The facts of a game for a setup card, in the requested language. */
export interface GameFacts {
  readonly id: string;
  readonly title: string;
  /** What the game is about, in one line. */
  readonly oneLine: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The typical length per player count, fewest players first. */
  readonly typicalLength: readonly TypicalLength[];
}

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The typical lengths of measured figures: the median decisions per person and the minutes they take. */
export function typicalLengths(measured: MeasuredLengths): TypicalLength[] {
  return measured.counts.map(({ players, decisionsPerPerson }) => ({
    players,
    decisionsPerPerson,
    minutes: Math.max(1, Math.round((decisionsPerPerson * players * SECONDS_PER_DECISION) / 60)),
  }));
}
