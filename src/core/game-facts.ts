/**
 * What a setup card says about a game: its title, one line, player counts and typical length, the
 * length measured from seeded heuristic-bot games (`scripts/measure-lengths.ts`) and timed as people
 * play.
 *
 * The time model: every decision of a measured game is one of three kinds, each with its seconds
 * (`DECISION_SECONDS`), and a decision taken while several seats may act at once (a negotiation, a
 * simultaneous choice) is shared by those seats, who think at the same time: it costs its seconds
 * divided by the number of seats that may act then. The game's minutes are the sum over its
 * decisions; the typical length is the median over the measured games.
 *
 * - `choice`: the seat had several legal actions and took one that does something — 8 s (most are
 *   one click among few choices, some need a moment's thought).
 * - `reply`: the seat had several legal actions and let the moment go by with one of the game's
 *   replies (`Game.replies`: a pass, "done", "allow") — 2 s, an answer given at a glance. The
 *   heuristic bot answers every change in a negotiation this way, which is what made the old
 *   estimate (every action 8 s) read 92–320 minutes for Kohle, Kie$ & Knete.
 * - `forced`: the seat had exactly one legal action (an automatic step, a pass it cannot avoid) — 1 s.
 */
/** The kinds of decision the length estimate tells apart (see the module's time model). */
export type DecisionKind = "choice" | "reply" | "forced";

/** The seconds a person is assumed to take per decision of each kind, before sharing among seats acting at once. */
export const DECISION_SECONDS: Readonly<Record<DecisionKind, number>> = { choice: 8, reply: 2, forced: 1 };

/** How long a game typically runs at one player count. */
export interface TypicalLength {
  readonly players: number;
  /** The median number of actions each seat takes in a game (measured from bot games). */
  readonly decisionsPerPerson: number;
  /** The estimated minutes: the median over the measured games of their decisions timed by `DECISION_SECONDS`. */
  readonly minutes: number;
}

/**
 * One measured game: its actions per seat, and its decisions of each kind, each counted as
 * 1 ÷ (the seats that could act when it was taken), so that `DECISION_SECONDS` times them.
 */
export interface MeasuredGame {
  /** The game's actions divided by its seats. */
  readonly decisions: number;
  /** The shared count of decisions among several legal actions that did something. */
  readonly choices: number;
  /** The shared count of decisions among several legal actions that were one of the game's replies. */
  readonly replies: number;
  /** The shared count of decisions with exactly one legal action. */
  readonly forced: number;
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
  /** The action types counted as replies (the game's `replies`). */
  readonly replies: readonly string[];
  /** Per player count: each game's figures, in seed order, and the median of their decisions per seat. */
  readonly counts: readonly {
    readonly players: number;
    readonly decisionsPerPerson: number;
    readonly perGame: readonly MeasuredGame[];
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

/** A verb of an action (`ActionBase`'s `type`), all the time model reads of one. */
export interface Verb {
  readonly type: string;
}

/** The kind of a decision: `chosen` taken among `legal`, where `replies` are the game's reply verbs. */
export function decisionKind(legal: readonly Verb[], chosen: Verb, replies: readonly string[]): DecisionKind {
  if (legal.length <= 1) return "forced";
  return replies.includes(chosen.type) ? "reply" : "choice";
}

/** The seconds one decision of a kind costs the table while `actingSeats` seats may act at once. */
export function decisionSeconds(kind: DecisionKind, actingSeats: number): number {
  return DECISION_SECONDS[kind] / Math.max(1, actingSeats);
}

/** The seconds a measured game takes people: its shared decision counts timed by `DECISION_SECONDS`. */
export function gameSeconds(game: MeasuredGame): number {
  return (
    game.choices * DECISION_SECONDS.choice +
    game.replies * DECISION_SECONDS.reply +
    game.forced * DECISION_SECONDS.forced
  );
}

/** The typical lengths of measured figures: the median decisions per person and the median minutes. */
export function typicalLengths(measured: MeasuredLengths): TypicalLength[] {
  return measured.counts.map(({ players, decisionsPerPerson, perGame }) => ({
    players,
    decisionsPerPerson,
    minutes: Math.max(1, Math.round(median(perGame.map(gameSeconds)) / 60)),
  }));
}
