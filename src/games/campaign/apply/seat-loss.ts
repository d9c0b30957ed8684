/**
 * The seat-loss roll at the end of a turn: the other players may pay to lower the threshold, then
 * 2d6 (or only the higher die with Favorable Supreme Court) decide how many seats go to the middle.
 */
import { drawFrom, rollDie, type Seat } from "../../../core/index.js";
import { ROLL_CARDS } from "../data.js";
import { payBank } from "../money.js";
import { higherDieOnly, nextSeat, seatLossThreshold } from "../predicates.js";
import type { CampaignState, SeatLoss, TurnState } from "../types.js";
import type { HandOver } from "./hand-over.js";
import { offerPardon } from "./pardon.js";
import { discardActive } from "./president.js";

/** Computes the threshold and gives the first other player the chance to lower it. */
export function startSeatLoss(s: CampaignState): HandOver | undefined {
  const turn = s.turn as TurnState;
  turn.seatLoss = { threshold: seatLossThreshold(s, turn.active), lowered: 0, lowerer: turn.active };
  return nextLowerer(s, turn.active);
}

// Each other player once, clockwise from the active one; players without money are skipped.
function nextLowerer(s: CampaignState, after: Seat): HandOver | undefined {
  const turn = s.turn as TurnState;
  const seatLoss = turn.seatLoss as SeatLoss;
  const treasury = s.treasury;
  for (let seat = nextSeat(s, after); seat !== turn.active; seat = nextSeat(s, seat)) {
    if ((treasury[seat] as number) > 0) {
      seatLoss.lowerer = seat;
      return undefined;
    }
  }
  return rollSeatLoss(s);
}

/** A player pays to lower the threshold; with no money left their turn to lower ends. */
export function lower(s: CampaignState, seat: Seat, amount: number): HandOver | undefined {
  const seatLoss = (s.turn as TurnState).seatLoss as SeatLoss;
  payBank(s, seat, amount, "lower the seat-loss threshold");
  seatLoss.lowered += amount;
  s.events.push({ type: "threshold-lowered", player: seat, amount });
  return (s.treasury[seat] as number) === 0 ? nextLowerer(s, seat) : undefined;
}

/** The lowering player is done. */
export function finishLowering(s: CampaignState, seat: Seat): HandOver | undefined {
  return nextLowerer(s, seat);
}

/** The seats lost for a roll against a threshold: min(seats, max(0, roll − threshold)). */
export function seatsLost(seats: number, roll: number, threshold: number): number {
  return Math.min(seats, Math.max(0, roll - threshold));
}

// The turn ends after the roll, unless a Pardon decision comes first.
function rollSeatLoss(s: CampaignState): HandOver | undefined {
  const turn = s.turn as TurnState;
  const seat = turn.active;
  const seatLoss = turn.seatLoss as SeatLoss;
  const dice: [number, number] = [drawFrom(s, (r) => rollDie(r)), drawFrom(s, (r) => rollDie(r))];
  const roll = higherDieOnly(s, seat) ? Math.max(dice[0], dice[1]) : dice[0] + dice[1];
  const threshold = seatLoss.threshold - seatLoss.lowered;
  const lost = seatsLost(s.seats[seat] as number, roll, threshold);
  s.seats[seat] = (s.seats[seat] as number) - lost;
  s.middle += lost;
  s.events.push({ type: "seat-loss-rolled", player: seat, dice, roll, threshold, lost });
  turn.seatLoss = null;
  // The cards that modified this roll have done their work.
  discardActive(s, seat, ROLL_CARDS);
  if (lost > 0) offerPardon(s, { seat, loss: "seats", seats: lost, gainer: null, group: null });
  return turn.pardon ? undefined : "end-turn";
}
