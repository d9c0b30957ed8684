/**
 * Campaign's end explained: the win condition that decided the game and who met it (or the round
 * limit's order: longest sequence of governments, then seats, then money), with every party's
 * standing; read from a final view.
 */
import { type LocaleOption, rankBy, rankOutcome, type ScoreBreakdown } from "../../core/index.js";
import { reasonText, speak } from "./messages.js";
import { moneyLabel, partyName } from "./present.js";
import type { CampaignState, CampaignView } from "./types.js";
import { compareAtLimit } from "./wins.js";

/** The win condition and every party's standing from a final view (a seat's or a spectator's); `undefined` while the game runs. */
export function scoreBreakdown(view: CampaignView, options?: LocaleOption): ScoreBreakdown | undefined {
  const result = view.result;
  if (!result) return undefined;
  const say = speak(options);
  const seats = Array.from({ length: view.players }, (_, seat) => seat);
  const sequences = view.sequences.map((sequence) => sequence.length);
  const standings = seats.map((seat) =>
    say("score.standing", {
      party: partyName(view, seat, options),
      governments: sequences[seat] as number,
      seats: view.seats[seat] as number,
      money: moneyLabel(view.treasury[seat] as number, options),
    }),
  );
  const won = seats.map((seat) => result.winners.includes(seat));
  const win = result.kind === "win";
  const scores = win ? won.map((met) => (met ? 1 : 0)) : sequences;
  // compareAtLimit reads the public sequences, seats and treasuries that a view carries unchanged.
  const table = view as unknown as CampaignState;
  const outcome = win
    ? rankOutcome(scores, result.reason)
    : rankBy(view.players, (a, b) => compareAtLimit(table, a, b), scores, result.reason);
  return {
    game: "campaign",
    reason: reasonText(result.reason, options),
    unit: say(win ? "score.unit.win" : "score.unit.sequence"),
    seats: scores.map((total, seat) => ({
      seat,
      total,
      rank: outcome.ranks[seat] as number,
      winner: outcome.winners.includes(seat),
    })),
    lines: [
      {
        key: win ? "win" : "sequence",
        label: say(win ? "score.win" : "score.sequence"),
        points: scores,
        details: standings,
        winners: result.winners,
      },
    ],
    condition: { key: result.kind, label: reasonText(result.reason, options), met: won },
    ...(win ? {} : { tieBreak: say("score.tie-break") }),
  };
}
