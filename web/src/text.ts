/**
 * Plain-text helpers of the play screens (no DOM).
 */
import type { AnyGame, Outcome, Seat } from "backroom";
import { currentLocale, type Message, t } from "./i18n/message.js";

/** The outcome's headline: who won and why (the reason in the game's words), in the current language. */
export function outcomeHeadline(game: AnyGame, outcome: Outcome, seatName: (seat: Seat) => string): Message {
  const winners = outcome.winners.map(seatName).join(", ");
  // The outcome records its reason in English; the game translates it where it can.
  const reason = game.outcomeReason?.(outcome.reason, { locale: currentLocale() }) ?? outcome.reason;
  return t("outcome.headline", { reason, count: outcome.winners.length, winners });
}
