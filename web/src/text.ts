/**
 * Plain-text helpers of the play screens (no DOM).
 */
import type { Outcome, Seat } from "backroom";
import { type Message, t } from "./i18n/message.js";

/** The outcome's headline: who won and why, in the current language. */
export function outcomeHeadline(outcome: Outcome, seatName: (seat: Seat) => string): Message {
  const winners = outcome.winners.map(seatName).join(", ");
  return t("outcome.headline", { reason: outcome.reason, count: outcome.winners.length, winners });
}
