/**
 * Tiefe Taschen's final score explained: each seat's private money, value by value (the score is
 * the sum of private money); read from a final view, where every stack lies open.
 */
import { type LocaleOption, rankOutcome, type ScoreBreakdown } from "../../core/index.js";
import { cardValue, copiesPerValue } from "./catalog.js";
import { reasonText, speak } from "./messages.js";
import { moneyLabel } from "./present.js";
import type { TiefeTaschenView } from "./types.js";

/** The money values of the cards, lowest first. */
const VALUES = [1, 2, 3, 4, 5] as const;

/** Each seat's money by card value from a final view (a seat's or a spectator's); `undefined` while the game runs. */
export function scoreBreakdown(view: TiefeTaschenView, options?: LocaleOption): ScoreBreakdown | undefined {
  if (view.phase !== "over") return undefined;
  const say = speak(options);
  const copies = copiesPerValue(view.options.edition);
  const counts = view.money.map((stack) => {
    const perValue = VALUES.map(() => 0);
    for (const card of stack) {
      const index = card === null ? -1 : cardValue(card, copies) - 1;
      if (index >= 0) perValue[index] = (perValue[index] as number) + 1;
    }
    return perValue;
  });
  const totals = counts.map((perValue) =>
    perValue.reduce((sum, count, index) => sum + count * (index + 1), 0),
  );
  const reason = view.endReason ?? "national bankruptcy";
  const outcome = rankOutcome(totals, reason);
  return {
    game: "tiefe-taschen",
    reason: reasonText(reason, options),
    unit: say("score.unit"),
    seats: totals.map((total, seat) => ({
      seat,
      total,
      rank: outcome.ranks[seat] as number,
      winner: outcome.winners.includes(seat),
    })),
    lines: VALUES.map((value, index) => ({
      key: `money.${value}`,
      label: say("score.value", { money: moneyLabel(value, options) }),
      points: counts.map((perValue) => (perValue[index] as number) * value),
      details: counts.map((perValue) => say("score.cards", { count: perValue[index] as number })),
    })),
  };
}
