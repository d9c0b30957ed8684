/**
 * Slush Fund's final score explained: for each politician, who won it with what, and the victory
 * points it gives; read from a final view (every pile still in play is open at the end).
 */
import { type LocaleOption, rankBy, type ScoreBreakdown } from "../../core/index.js";
import { reasonText, speak } from "./messages.js";
import { BASE_VP } from "./predicates.js";
import { catalogOf, moneyLabel, politicianName } from "./present.js";
import { compareSeats, finalScores, scoreTable } from "./scoring.js";
import type { Pile, SlushFundView } from "./types.js";

const REASONS = { time: "the last Time card was revealed", "deck-exhausted": "the deck ran out" } as const;

/** The final score per politician from a final view (a seat's or a spectator's); `undefined` while the game runs. */
export function scoreBreakdown(view: SlushFundView, options?: LocaleOption): ScoreBreakdown | undefined {
  if (view.phase !== "over") return undefined;
  const say = speak(options);
  // Hidden cards remain only at fallen politicians, which score nothing.
  const table = {
    players: view.players,
    catalog: catalogOf(view.options.deck),
    piles: view.piles as unknown as Pile[][],
    scandals: view.scandals,
    fallen: view.fallen,
  };
  const results = scoreTable(table);
  const scores = finalScores(table);
  const reason = REASONS[view.endReason ?? "deck-exhausted"];
  const outcome = rankBy(view.players, (a, b) => compareSeats(results, scores, a, b), scores, reason);
  const tied = scores.some((score, seat) => scores.indexOf(score) !== seat);
  return {
    game: "slush-fund",
    reason: reasonText(reason, options),
    unit: say("score.unit"),
    seats: scores.map((total, seat) => ({
      seat,
      total,
      rank: outcome.ranks[seat] as number,
      winner: outcome.winners.includes(seat),
    })),
    lines: results.map((result) => {
      const note = result.fallen
        ? say("score.fallen")
        : result.winners.length === 0
          ? say("score.unbribed")
          : undefined;
      return {
        key: `politician.${result.politician}`,
        label: say("score.politician", {
          name: politicianName(result.politician, options),
          vp: BASE_VP - result.scandals,
          scandals: result.scandals,
        }),
        points: result.points,
        details: result.money.map((money, seat) =>
          say("score.pile", {
            money: moneyLabel(money, options),
            count: result.moneyCards[seat] as number,
            vp: result.vpCards[seat] as number,
          }),
        ),
        winners: result.winners,
        ...(note === undefined ? {} : { note }),
      };
    }),
    ...(tied ? { tieBreak: say("score.tie-break") } : {}),
  };
}
