/**
 * Plain-text helpers of the play screens (no DOM).
 */
import type { Outcome, Seat } from "backroom";

/** The outcome's headline: who won and why. */
export function outcomeHeadline(outcome: Outcome, seatName: (seat: Seat) => string): string {
  const winners = outcome.winners.map(seatName).join(", ") || "nobody";
  return `Game over (${outcome.reason}). Winner${outcome.winners.length === 1 ? "" : "s"}: ${winners}.`;
}
