/**
 * The heuristic as a non-Boss in a negotiation: take the deal over with a Boss card, recruit a card
 * the Boss needs, sell the families the Boss still needs at the fair price, spoil a rival's deal
 * with a Travel card, and otherwise pass.
 */
import type { CardId } from "../../../core/index.js";
import { familyOf, isJoker } from "../../../games/kohle-kies-knete/catalog.js";
import type { Deal, KkkAction, KkkView, SpaceRule } from "../../../games/kohle-kies-knete/types.js";
import { worthOpening } from "./boss.js";
import {
  cheapest,
  clanMask,
  type DealTurn,
  deficit,
  disposal,
  fairPrice,
  find,
  gainOf,
  investorMask,
  neededMask,
  offerMask,
  promised,
} from "./masks.js";

/** The Boss's disposal without one card (as if it travelled). */
function disposalWithout(view: KkkView, deal: Deal, on: "investor" | "clan", target: number): number {
  let mask = investorMask(view, deal.boss, deal) & ~(on === "investor" ? 1 << target : 0);
  for (const id of deal.table[deal.boss] as CardId[])
    if (!(on === "clan" && id === target)) mask |= 1 << familyOf(id);
  for (const offer of deal.offers) {
    if (!offer?.accepted) continue;
    if (on === "investor" ? offer.investors.includes(target) : offer.clans.includes(target)) continue;
    mask |= offerMask(offer);
  }
  return mask;
}

/** True when the seat's Investors and Clan cards (hand and table) would let it run this deal as Boss. */
function canRunDeal(view: KkkView, me: number, deal: Deal, hand: readonly CardId[]): boolean {
  const withTable = [...hand, ...(deal.table[me] as CardId[])];
  return (
    worthOpening(view, me, withTable, deal.space) &&
    deficit(view.spaces[deal.space] as SpaceRule, investorMask(view, me, deal) | clanMask(withTable)) <= 1
  );
}

/** The cards this seat can add to its offer (or lay down first) that lower the Boss's deficit. */
function sell(view: KkkView, legal: readonly KkkAction[], me: number, deal: Deal): KkkAction | undefined {
  const space = view.spaces[deal.space] as SpaceRule;
  const have = disposal(view, deal);
  const offer = deal.offers[me];
  if (offer?.accepted) return undefined;
  const offered = offer ? offerMask(offer) : 0;
  const useful = (family: number) => gainOf(space, have | offered, 1 << family) > 0;
  const investor = find(legal, "offerCard", (a) => a.on === "investor" && useful(a.target));
  if (investor) return investor;
  const clan = find(legal, "offerCard", (a) => a.on === "clan" && useful(familyOf(a.target)));
  if (clan) return clan;
  const onTable = clanMask(deal.table[me] as CardId[]) | investorMask(view, me, deal);
  const lay = find(
    legal,
    "playClan",
    (a) => useful(familyOf(a.card)) && (onTable & (1 << familyOf(a.card))) === 0,
  );
  if (lay) return lay;
  if (!offer) return undefined;
  // Ask the fair price; a lower price stands (the Boss accepts it all the sooner).
  const gain = gainOf(space, have, offered);
  const fair = fairPrice(view, deal, gain);
  if (gain === 0 || offer.price <= fair) return undefined;
  return find(legal, "setPrice", (a) => a.price === fair);
}

/**
 * A Travel card that breaks a rival Boss's deal: only when none of its money comes to this seat,
 * the deal is met or one family short, the Boss would end up richer than this seat, and the card's
 * family cannot be covered otherwise.
 */
function spoil(view: KkkView, legal: readonly KkkAction[], me: number, deal: Deal): KkkAction | undefined {
  if (deal.offers[me]?.accepted) return undefined;
  const space = view.spaces[deal.space] as SpaceRule;
  if (deficit(space, disposal(view, deal)) > 1) return undefined;
  const bossGain = deal.payout - promised(deal);
  if ((view.money[deal.boss] as number) + bossGain <= (view.money[me] as number)) return undefined;
  return cheapest(legal, "travel", (a) => {
    if (a.on === "investor" && view.owner[a.target] !== deal.boss) return Number.POSITIVE_INFINITY;
    if (a.on === "clan" && !(deal.table[deal.boss] as CardId[]).includes(a.target))
      return Number.POSITIVE_INFINITY;
    const rest = disposalWithout(view, deal, a.on, a.target);
    if (deficit(space, rest) <= deficit(space, disposal(view, deal))) return Number.POSITIVE_INFINITY;
    return isJoker(a.card) ? 1 : 0;
  });
}

/** The non-Boss's action in another player's negotiation. */
export function decideOther({ view, legal, me, deal, hand }: DealTurn): KkkAction {
  const takeOver = find(legal, "playBoss");
  if (takeOver && !deal.offers[me]?.accepted && canRunDeal(view, me, deal, hand)) return takeOver;
  // Recruit a family the Boss still needs (not the Boss's own Investor): it is this seat's to sell.
  const need = neededMask(view.spaces[deal.space] as SpaceRule, disposal(view, deal));
  const recruit = find(
    legal,
    "recruit",
    (a) => (need & (1 << a.target)) !== 0 && view.owner[a.target] !== deal.boss,
  );
  if (recruit) return recruit;
  return (
    sell(view, legal, me, deal) ??
    spoil(view, legal, me, deal) ??
    find(legal, "pass") ??
    (legal[0] as KkkAction)
  );
}
