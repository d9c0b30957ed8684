/**
 * The Pardon: after an involuntary loss (a raided group, a seat taken by crossing, seats lost to
 * the roll) its holder decides whether to play it; either way the turn then goes on.
 */
import type { Seat } from "../../../core/index.js";
import type { CampaignState, TurnState } from "../types.js";
import type { HandOver } from "./hand-over.js";

/** After an involuntary loss, a Pardon holder decides whether to play it. */
export function offerPardon(s: CampaignState, pardon: NonNullable<TurnState["pardon"]>): void {
  if ((s.hands[pardon.seat] as number[]).length > 0) (s.turn as TurnState).pardon = pardon;
}

/** Plays the Pardon: everything lost in the event comes back; the card is discarded. */
export function playPardon(s: CampaignState, seat: Seat): HandOver | undefined {
  const turn = s.turn as TurnState;
  const pardon = turn.pardon;
  if (!pardon) return undefined;
  turn.pardon = null;
  if (pardon.loss === "raid" && pardon.gainer !== null && pardon.group !== null) {
    const gained = s.groups[pardon.gainer] as number[];
    gained.splice(gained.indexOf(pardon.group), 1);
    (s.groups[seat] as number[]).push(pardon.group);
  } else if (pardon.loss === "crossing" && pardon.gainer !== null) {
    s.seats[pardon.gainer] = (s.seats[pardon.gainer] as number) - pardon.seats;
    s.seats[seat] = (s.seats[seat] as number) + pardon.seats;
  } else {
    s.middle -= pardon.seats;
    s.seats[seat] = (s.seats[seat] as number) + pardon.seats;
  }
  const hand = s.hands[seat] as number[];
  s.presidentDiscard.push(hand.pop() as number);
  s.events.push({ type: "pardoned", player: seat, loss: pardon.loss });
  return "continue-turn";
}

/** Keeps the Pardon and accepts the loss. */
export function acceptLoss(s: CampaignState): HandOver {
  (s.turn as TurnState).pardon = null;
  return "continue-turn";
}
