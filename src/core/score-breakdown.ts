/**
 * The end explained: a final score broken down into the parts each game's rules add up, read from a
 * final view (a seat's or a spectator's). Each game builds its own (`Game.scoreBreakdown`).
 */
import type { Seat } from "./seat.js";

/** One part of the final score: a label and what it gives each seat. */
export interface ScoreLine {
  /** A stable key for the part (`politician.0`, `money`, …). */
  readonly key: string;
  /** The part in words ("President (7 VP, 1 scandal)"). */
  readonly label: string;
  /** Per seat: what this part adds to the seat's score. */
  readonly points: readonly number[];
  /** Per seat: what earned it, in words ("$120K in 3 cards"), where the rules weigh more than the points. */
  readonly details?: readonly string[];
  /** The seats this part went to, where the rules award it to some seats only (a politician's winners). */
  readonly winners?: readonly Seat[];
  /** A remark on the whole part ("fell to 5 scandals: nobody scores"). */
  readonly note?: string;
}

/** A game decided by a condition (Campaign): the condition in words and who met it. */
export interface WinCondition {
  /** A stable key of the condition that decided the game. */
  readonly key: string;
  /** The condition in words. */
  readonly label: string;
  /** Per seat: whether the seat met it. */
  readonly met: readonly boolean[];
}

/** One seat's result: its total, rank (1 = best) and whether it won. */
export interface SeatResult {
  readonly seat: Seat;
  readonly total: number;
  readonly rank: number;
  readonly winner: boolean;
}

/** A final score as the game's rules define it. */
export interface ScoreBreakdown {
  /** The game id. */
  readonly game: string;
  /** Why the game ended, in words. */
  readonly reason: string;
  /** What the totals count, in words ("victory points", "money"). */
  readonly unit: string;
  /** Every seat's total, rank and win. */
  readonly seats: readonly SeatResult[];
  /** The parts whose points add up to each seat's total (in the rules' order). */
  readonly lines: readonly ScoreLine[];
  /** The condition that decided the game, where a condition rather than the totals decides it. */
  readonly condition?: WinCondition;
  /** How ties were broken, in words, where the rules break them by more than the totals. */
  readonly tieBreak?: string;
}
