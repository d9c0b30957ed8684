/**
 * The heuristic's Boss: whether a deal is worth opening, and what to do when asked during its own
 * negotiation (close, complete the requirements at a fair price, spend the cheapest change while the
 * others have not all passed, or give up a deal it cannot close).
 */
import type { CardId } from "../../../core/index.js";
import {
  familyOf,
  isClan,
  isJoker,
  isRecruitment,
  isTravel,
} from "../../../games/kohle-kies-knete/catalog.js";
import {
  type Deal,
  type KkkAction,
  type KkkView,
  type Offer,
  POOL,
  RECRUIT_COST,
  type SpaceRule,
} from "../../../games/kohle-kies-knete/types.js";
import {
  type ActionOf,
  cheapest,
  clanMask,
  countOf,
  type DealTurn,
  deficit,
  disposal,
  fairPrice,
  familyWeights,
  find,
  gainOf,
  investorMask,
  neededMask,
  offerMask,
  othersInvestors,
  promised,
  recruitable,
} from "./masks.js";

/** Changes (acceptances included) a Boss wants to afford before it opens a deal. */
const OPEN_CHANGES = 7;

/** The recruitable families of the view's seat if it holds a Recruitment triple, else none. */
function recruitOption(view: KkkView, me: number, hand: readonly CardId[]): number {
  return countOf(hand, isRecruitment) >= RECRUIT_COST ? recruitable(view, me) : 0;
}

/** How many changes the hand pays for without giving anything away: Clan cards, usable Travel cards, Recruitment triples. */
export function changeCapacity(view: KkkView, me: number, hand: readonly CardId[]): number {
  // A family Travel card surely has a target only on that family's Investor held by another player.
  const usableTravel = (id: CardId) => {
    if (!isTravel(id)) return false;
    const f = familyOf(id);
    return f < 0 || (view.owner[f] !== me && view.owner[f] !== POOL);
  };
  return (
    countOf(hand, isClan) +
    countOf(hand, usableTravel) +
    Math.floor(countOf(hand, isRecruitment) / RECRUIT_COST)
  );
}

/**
 * True when a deal opened at the space can be closed at a profit: the seat's Investors and the Clan
 * cards in its hand, the other players' Investors it can buy and at most one recruitment meet the
 * requirements (every bought family at the fair price leaves the Boss one share of the payout), and
 * the hand pays for the changes the Boss must make while waiting for every other player's pass.
 */
export function worthOpening(
  view: KkkView,
  me: number,
  hand: readonly CardId[],
  spaceIndex: number,
): boolean {
  const space = view.spaces[spaceIndex] as SpaceRule;
  const mine = investorMask(view, me, null) | clanMask(hand);
  const toBuy = deficit(space, mine);
  const buyable = othersInvestors(view, me, null);
  let coverable = deficit(space, mine | buyable) === 0;
  const recruits = recruitOption(view, me, hand) & neededMask(space, mine);
  for (let f = 0; !coverable && recruits >> f !== 0; f++)
    if (recruits & (1 << f)) coverable = deficit(space, mine | buyable | (1 << f)) === 0;
  if (!coverable) return false;
  // Every other seat must pass after the Boss's last change; each acceptance is a change as well.
  return changeCapacity(view, me, hand) + toBuy >= OPEN_CHANGES;
}

/** The families some other player could still put at the Boss's disposal (Investors, table Clan cards, offers). */
function sources(view: KkkView, me: number, deal: Deal): number {
  let mask = othersInvestors(view, me, deal);
  deal.table.forEach((cards, seat) => {
    if (seat !== me) mask |= clanMask(cards);
  });
  for (const offer of deal.offers) if (offer) mask |= offerMask(offer);
  return mask;
}

/** True when the travel would hit a card the Boss uses or has bought. */
function hitsOwnDeal(view: KkkView, me: number, deal: Deal, a: ActionOf<"travel">): boolean {
  const hit = (offer: Offer | null) =>
    !!offer?.accepted &&
    (a.on === "investor" ? offer.investors.includes(a.target) : offer.clans.includes(a.target));
  if (deal.offers.some(hit)) return true;
  return a.on === "investor" ? view.owner[a.target] === me : (deal.table[me] as CardId[]).includes(a.target);
}

/** The best recruitment: a family in `prefer` first, then by how much the open spaces want it. */
export function chooseRecruit(
  view: KkkView,
  legal: readonly KkkAction[],
  prefer: number,
): KkkAction | undefined {
  const weights = familyWeights(view);
  return cheapest(
    legal,
    "recruit",
    (a) => -(weights[a.target] as number) - (prefer & (1 << a.target) ? 1000 : 0),
  );
}

/** True when the seat could still change an offer this deal: an open offer, an untravelled Investor or a table Clan card. */
function canOffer(view: KkkView, deal: Deal, seat: number): boolean {
  const offer = deal.offers[seat];
  if (offer) return !offer.accepted;
  return (deal.table[seat] as CardId[]).length > 0 || investorMask(view, seat, deal) !== 0;
}

/** True when, after accepting the seat's offer, the Boss keeps more of the payout than any seller gets. */
function affordable(deal: Deal, seat: number): boolean {
  let sum = 0;
  let top = 0;
  deal.offers.forEach((offer, s) => {
    if (!offer || !(offer.accepted || s === seat)) return;
    sum += offer.price;
    top = Math.max(top, offer.price);
  });
  return deal.payout - sum > top;
}

/**
 * The cheapest change that keeps the deal alive while the others have not all passed. An open offer
 * can always change its price, so the Boss first freezes the others' offers (an accepted one cannot
 * change) when the price is at most an even split of what is left between the Boss and the offers
 * still open; then it recruits (a lasting gain), sends a Travel card onto an Investor another player
 * could still offer, lays a Clan card (unused ones come back), travels another card the deal does not
 * need, and at last, once the requirements are met, accepts the cheapest offer that leaves it a profit.
 */
function stall(
  view: KkkView,
  legal: readonly KkkAction[],
  me: number,
  deal: Deal,
  need: number,
): KkkAction | undefined {
  let open = 0;
  for (let seat = 0; seat < view.players; seat++) if (seat !== me && canOffer(view, deal, seat)) open++;
  const share = Math.floor((deal.payout - promised(deal)) / (open + 1));
  const freeze = cheapest(legal, "accept", (a) => {
    const price = (deal.offers[a.seat] as Offer).price;
    return price <= share && affordable(deal, a.seat) ? price : Number.POSITIVE_INFINITY;
  });
  if (freeze) return freeze;
  const recruit = chooseRecruit(view, legal, need);
  if (recruit) return recruit;
  const useless = (a: ActionOf<"travel">) => {
    if (hitsOwnDeal(view, me, deal, a)) return false;
    // While the deal is unmet, keep the cards it could still buy.
    return (need & (1 << (a.on === "investor" ? a.target : familyOf(a.target)))) === 0;
  };
  // A travelling Investor can no longer be offered: its holder runs out of changes sooner.
  const ground = cheapest(legal, "travel", (a) => {
    if (a.on !== "investor" || !useless(a) || !canOffer(view, deal, view.owner[a.target] as number))
      return Number.POSITIVE_INFINITY;
    return (isJoker(a.card) ? 10 : 0) + (deal.offers[view.owner[a.target] as number] ? 0 : 1);
  });
  if (ground) return ground;
  const have = disposal(view, deal);
  const clan = cheapest(legal, "playClan", (a) => ((have & (1 << familyOf(a.card))) !== 0 ? 0 : 1));
  if (clan) return clan;
  const travel = cheapest(legal, "travel", (a) =>
    useless(a) ? (isJoker(a.card) ? 10 : 0) + (a.on === "clan" ? 0 : 1) : Number.POSITIVE_INFINITY,
  );
  if (travel) return travel;
  if (need !== 0) return undefined;
  const left = deal.payout - promised(deal);
  return cheapest(legal, "accept", (a) => {
    const price = (deal.offers[a.seat] as Offer).price;
    return price < left ? price : Number.POSITIVE_INFINITY;
  });
}

/** The Boss's action in its own negotiation. */
export function decideBoss({ view, legal, me, deal, hand }: DealTurn): KkkAction {
  const close = find(legal, "close", (a) => !a.choose);
  if (close) return close;
  const fail = find(legal, "fail") as KkkAction;
  const space = view.spaces[deal.space] as SpaceRule;
  const have = disposal(view, deal);
  const missing = deficit(space, have);
  const need = neededMask(space, have);
  if (missing > 0) {
    const clan = find(legal, "playClan", (a) => (need & (1 << familyOf(a.card))) !== 0);
    if (clan) return clan;
    const accept = cheapest(legal, "accept", (a) => {
      const offer = deal.offers[a.seat] as Offer;
      const gain = gainOf(space, have, offerMask(offer));
      return gain > 0 && offer.price <= fairPrice(view, deal, gain) ? offer.price : Number.POSITIVE_INFINITY;
    });
    if (accept) return accept;
    const recruit = find(
      legal,
      "recruit",
      (a) => (need & (1 << a.target)) !== 0 && (deal.travel[a.target] as number) < 0,
    );
    if (recruit) return recruit;
    // Give up what nobody can complete any more, and an unmet deal past the negotiation limit
    // (only passes are left to the others, so it would fail at the last pass anyway).
    const reachable = sources(view, me, deal) | (recruitOption(view, me, hand) & need);
    if (deficit(space, have | reachable) > 0 || deal.count >= view.options.negotiationLimit) return fail;
  }
  return stall(view, legal, me, deal, need) ?? fail;
}
