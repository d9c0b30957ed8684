/**
 * Kohle, Kie$ & Knete's final score explained: most money wins, and each seat's money came from
 * the deals it led as Boss (payouts less the prices it paid) and the prices it received for offers.
 */
import { type LocaleOption, rankOutcome, type ScoreBreakdown } from "../../core/index.js";
import { endReasonText, speak } from "./messages.js";
import type { KkkView } from "./types.js";

/** Each seat's money by where it came from, from a final view (a seat's or a spectator's); `undefined` while the game runs. */
export function scoreBreakdown(view: KkkView, options?: LocaleOption): ScoreBreakdown | undefined {
  if (view.phase !== "over") return undefined;
  const say = speak(options);
  const seats = Array.from({ length: view.players }, (_, seat) => seat);
  // Money only changes at a close: the Boss gets the payout and pays the accepted prices to the offerers.
  const asBoss = seats.map((seat) =>
    view.history.reduce((sum, deal) => (deal.boss === seat ? sum + deal.payout - deal.paid : sum), 0),
  );
  const led = seats.map((seat) => view.history.filter((deal) => deal.boss === seat).length);
  const received = seats.map((seat) => (view.money[seat] as number) - (asBoss[seat] as number));
  const outcome = rankOutcome(view.money, view.endReason ?? "turn-limit");
  return {
    game: "kohle-kies-knete",
    reason: endReasonText(view.endReason ?? "turn-limit", options),
    unit: say("score.unit"),
    seats: view.money.map((total, seat) => ({
      seat,
      total,
      rank: outcome.ranks[seat] as number,
      winner: outcome.winners.includes(seat),
    })),
    lines: [
      {
        key: "boss",
        label: say("score.boss"),
        points: asBoss,
        details: led.map((count) => say("score.deals", { count })),
      },
      { key: "offers", label: say("score.offers"), points: received },
    ],
  };
}
