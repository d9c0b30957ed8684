/**
 * The actions of Kohle, Kie$ & Knete: one interface per verb, and their union.
 */
import type { CardId, Seat } from "../../core/index.js";

/** Where a played card aims: an Investor (target = family) or a Clan card on a table (target = card id). */
export type TargetKind = "investor" | "clan";

/** Places the dollar marker before the first turn (the seat right of the start player). */
export interface PlaceMarker {
  readonly type: "placeMarker";
  readonly player: Seat;
  readonly space: number;
}
/** Opens the deal at the marker's space; the player becomes the Boss. */
export interface OpenDeal {
  readonly type: "openDeal";
  readonly player: Seat;
}
/** Rolls the die and moves the marker that many open spaces clockwise. */
export interface Roll {
  readonly type: "roll";
  readonly player: Seat;
}
/** After a roll: draws three influence cards instead of opening the deal; the turn ends. */
export interface Draw {
  readonly type: "draw";
  readonly player: Seat;
}
/** Over the hand limit: discards one card of the hand (face up). */
export interface Discard {
  readonly type: "discard";
  readonly player: Seat;
  readonly card: CardId;
}
/** Lays a Clan card from the hand face up on the own table. */
export interface PlayClan {
  readonly type: "playClan";
  readonly player: Seat;
  readonly card: CardId;
}
/** Adds an own Investor or table Clan card to the own offer (creating it at the deal's payout). */
export interface OfferCard {
  readonly type: "offerCard";
  readonly player: Seat;
  readonly on: TargetKind;
  readonly target: number;
}
/** Takes a card out of the own open offer (the offer is withdrawn when it empties). */
export interface RetractCard {
  readonly type: "retractCard";
  readonly player: Seat;
  readonly on: TargetKind;
  readonly target: number;
}
/** Changes the price of the own open offer. */
export interface SetPrice {
  readonly type: "setPrice";
  readonly player: Seat;
  readonly price: number;
}
/** Withdraws the own open offer. */
export interface Withdraw {
  readonly type: "withdraw";
  readonly player: Seat;
}
/** The Boss accepts the open offer of a seat (binding). */
export interface Accept {
  readonly type: "accept";
  readonly player: Seat;
  readonly seat: Seat;
}
/** Plays a Travel card from the hand (of the target's family, or a joker) on an Investor or a table Clan card. */
export interface Travel {
  readonly type: "travel";
  readonly player: Seat;
  readonly card: CardId;
  readonly on: TargetKind;
  readonly target: number;
}
/** Plays a Recruitment triple to take an Investor (only investors can be recruited). */
export interface Recruit {
  readonly type: "recruit";
  readonly player: Seat;
  readonly on: TargetKind;
  readonly target: number;
}
/** Plays a Boss card to become the Boss. */
export interface PlayBoss {
  readonly type: "playBoss";
  readonly player: Seat;
}
/** In a Stop window: cancels the pending card. */
export interface Stop {
  readonly type: "stop";
  readonly player: Seat;
}
/** In a Stop window: lets the pending card go ahead (as far as this seat is concerned). */
export interface Allow {
  readonly type: "allow";
  readonly player: Seat;
}
/** A non-Boss player declares to have nothing more to do since the last change. */
export interface Pass {
  readonly type: "pass";
  readonly player: Seat;
}
/** The Boss closes the deal; with `choose` the Boss then names the cards used, else the engine picks. */
export interface Close {
  readonly type: "close";
  readonly player: Seat;
  readonly choose: boolean;
}
/** While naming the cards used: names one more card at the Boss's disposal. */
export interface UseCard {
  readonly type: "useCard";
  readonly player: Seat;
  readonly on: TargetKind;
  readonly target: number;
}
/** The Boss gives up the deal. */
export interface Fail {
  readonly type: "fail";
  readonly player: Seat;
}

/** Every action of the game. */
export type KkkAction =
  | PlaceMarker
  | OpenDeal
  | Roll
  | Draw
  | Discard
  | PlayClan
  | OfferCard
  | RetractCard
  | SetPrice
  | Withdraw
  | Accept
  | Travel
  | Recruit
  | PlayBoss
  | Stop
  | Allow
  | Pass
  | Close
  | UseCard
  | Fail;
