/**
 * The negotiation's own actions: Clan cards on the table, offers and their prices, acceptance,
 * passes (with the negotiation limit's automatic end), the close, naming the cards used, failure.
 */
import type { CardId } from "../../../core/index.js";
import { allOthersPassed, limitReached } from "../flow.js";
import { autoPick, pickingComplete, requirementsMet } from "../requirements.js";
import type {
  Accept,
  Close,
  Deal,
  KkkState,
  Offer,
  OfferCard,
  Pass,
  PlayClan,
  RetractCard,
  SetPrice,
  UseCard,
  Withdraw,
} from "../types.js";
import { markChange } from "./cards.js";
import { failDeal, settle } from "./settle.js";

const copyOffer = (offer: Offer | null): Offer | null =>
  offer && {
    investors: offer.investors.slice(),
    clans: offer.clans.slice(),
    price: offer.price,
    accepted: offer.accepted,
  };

function offerChanged(s: KkkState, deal: Deal, player: number): void {
  markChange(deal);
  s.events.push({ type: "offerChanged", player, offer: copyOffer(deal.offers[player] ?? null) });
}

/** Lays a Clan card face up on the player's table (for the Boss it counts at once). */
export function playClan(s: KkkState, a: PlayClan): void {
  const deal = s.deal as Deal;
  const hand = s.hands[a.player] as CardId[];
  hand.splice(hand.indexOf(a.card), 1);
  (deal.table[a.player] as CardId[]).push(a.card);
  markChange(deal);
  s.events.push({ type: "clanPlayed", player: a.player, card: a.card });
}

/** Adds a card to the player's offer; a new offer starts at the deal's payout (the offerer lowers it). */
export function offerCard(s: KkkState, a: OfferCard): void {
  const deal = s.deal as Deal;
  let offer = deal.offers[a.player];
  if (!offer) {
    offer = { investors: [], clans: [], price: deal.payout, accepted: false };
    deal.offers[a.player] = offer;
  }
  if (a.on === "investor") offer.investors.push(a.target);
  else offer.clans.push(a.target);
  offerChanged(s, deal, a.player);
}

/** Takes a card out of the player's open offer; an emptied offer is withdrawn. */
export function retractCard(s: KkkState, a: RetractCard): void {
  const deal = s.deal as Deal;
  const offer = deal.offers[a.player] as Offer;
  const list = a.on === "investor" ? offer.investors : offer.clans;
  list.splice(list.indexOf(a.target), 1);
  if (offer.investors.length + offer.clans.length === 0) deal.offers[a.player] = null;
  offerChanged(s, deal, a.player);
}

/** Changes the price of the player's open offer. */
export function setPrice(s: KkkState, a: SetPrice): void {
  const deal = s.deal as Deal;
  (deal.offers[a.player] as Offer).price = a.price;
  offerChanged(s, deal, a.player);
}

/** Withdraws the player's open offer (its cards stay on the table). */
export function withdraw(s: KkkState, a: Withdraw): void {
  const deal = s.deal as Deal;
  deal.offers[a.player] = null;
  offerChanged(s, deal, a.player);
}

/** The Boss accepts an offer: it binds and will be paid at the close. */
export function accept(s: KkkState, a: Accept): void {
  const deal = s.deal as Deal;
  const offer = deal.offers[a.seat] as Offer;
  offer.accepted = true;
  markChange(deal);
  s.events.push({ type: "accepted", player: a.player, seat: a.seat, price: offer.price });
}

/** A non-Boss passes; past the negotiation limit the last pass ends the deal (close if possible, else fail). */
export function pass(s: KkkState, a: Pass): void {
  const deal = s.deal as Deal;
  deal.passed[a.player] = true;
  s.events.push({ type: "passed", player: a.player });
  if (!limitReached(s, deal) || !allOthersPassed(deal)) return;
  if (requirementsMet(s, deal)) settle(s, autoPick(s, deal));
  else failDeal(s);
}

/** The Boss closes the deal: the engine picks the cards, or the Boss names them next. */
export function close(s: KkkState, a: Close): void {
  const deal = s.deal as Deal;
  if (a.choose) deal.picking = { investors: [], clans: [] };
  else settle(s, autoPick(s, deal));
}

/** The Boss names one card used; once the space's investors are all named, the deal settles. */
export function useCard(s: KkkState, a: UseCard): void {
  const deal = s.deal as Deal;
  const picking = deal.picking as NonNullable<Deal["picking"]>;
  if (a.on === "investor") picking.investors.push(a.target);
  else picking.clans.push(a.target);
  s.events.push({ type: "picked", player: a.player, on: a.on, target: a.target });
  if (pickingComplete(s, deal, picking))
    settle(s, { investors: picking.investors.slice(), clans: picking.clans.slice() });
}

/** The Boss gives up the deal. */
export function fail(s: KkkState): void {
  failDeal(s);
}
