/**
 * What the Kohle, Kie$ & Knete heuristic reads off a view: families as bit masks (who holds which
 * Investor, what the Boss has at its disposal, what a space still needs), the fair price of a card,
 * and small helpers to pick among legal actions.
 */
import type { CardId } from "../../../core/index.js";
import { familyOf, isClan } from "../../../games/kohle-kies-knete/catalog.js";
import { popcount } from "../../../games/kohle-kies-knete/requirements.js";
import {
  type Deal,
  FAMILY_COUNT,
  type KkkAction,
  type KkkView,
  type Offer,
  POOL,
  type SpaceRule,
} from "../../../games/kohle-kies-knete/types.js";

/** What a negotiation decision looks at: the seat's view, its legal actions, its seat, the deal and its hand. */
export interface DealTurn {
  readonly view: KkkView;
  readonly legal: readonly KkkAction[];
  readonly me: number;
  readonly deal: Deal;
  readonly hand: readonly CardId[];
}

/** An action of one type. */
export type ActionOf<T extends KkkAction["type"]> = Extract<KkkAction, { type: T }>;

/** How many more families the mask needs to meet the space (groups and fixed families are disjoint). */
export function deficit(space: SpaceRule, mask: number): number {
  let missing = popcount(space.fixed & ~mask);
  for (const group of space.groups) missing += Math.max(0, group.count - popcount(mask & group.mask));
  return missing;
}

/** The families that would lower the deficit: missing fixed ones and the open ones of unfilled groups. */
export function neededMask(space: SpaceRule, mask: number): number {
  let need = space.fixed & ~mask;
  for (const group of space.groups) if (popcount(mask & group.mask) < group.count) need |= group.mask & ~mask;
  return need;
}

/** By how much adding the families of `extra` lowers the deficit of `mask`. */
export function gainOf(space: SpaceRule, mask: number, extra: number): number {
  return deficit(space, mask) - deficit(space, mask | extra);
}

/** The families of the Clan cards in a list. */
export function clanMask(cards: readonly CardId[]): number {
  let mask = 0;
  for (const id of cards) if (isClan(id)) mask |= 1 << familyOf(id);
  return mask;
}

/** How many cards of the list pass the test. */
export function countOf(cards: readonly CardId[], test: (id: CardId) => boolean): number {
  let count = 0;
  for (const id of cards) if (test(id)) count++;
  return count;
}

/** The seat's Investors as a mask (in a deal: only those not travelling). */
export function investorMask(view: KkkView, seat: number, deal: Deal | null): number {
  let mask = 0;
  for (let f = 0; f < FAMILY_COUNT; f++)
    if (view.owner[f] === seat && (!deal || (deal.travel[f] as number) < 0)) mask |= 1 << f;
  return mask;
}

/** The families of an offer's cards. */
export function offerMask(offer: Offer): number {
  let mask = 0;
  for (const f of offer.investors) mask |= 1 << f;
  for (const id of offer.clans) mask |= 1 << familyOf(id);
  return mask;
}

/** What the deal's Boss has at its disposal (own untravelled Investors, own table Clan cards, accepted offers). */
export function disposal(view: KkkView, deal: Deal): number {
  let mask = investorMask(view, deal.boss, deal) | clanMask(deal.table[deal.boss] as CardId[]);
  for (const offer of deal.offers) if (offer?.accepted) mask |= offerMask(offer);
  return mask;
}

/** The sum of the accepted prices. */
export function promised(deal: Deal): number {
  let sum = 0;
  for (const offer of deal.offers) if (offer?.accepted) sum += offer.price;
  return sum;
}

/** The families the seat could recruit now (the pool first). */
export function recruitable(view: KkkView, seat: number): number {
  let pool = 0;
  let others = 0;
  for (let f = 0; f < FAMILY_COUNT; f++) {
    const owner = view.owner[f];
    if (owner === POOL) pool |= 1 << f;
    else if (owner !== seat) others |= 1 << f;
  }
  return pool !== 0 ? pool : others;
}

/** The families held as Investors by players other than `seat` (in a deal: not travelling). */
export function othersInvestors(view: KkkView, seat: number, deal: Deal | null): number {
  let mask = 0;
  for (let f = 0; f < FAMILY_COUNT; f++) {
    const owner = view.owner[f] as number;
    if (owner !== POOL && owner !== seat && (!deal || (deal.travel[f] as number) < 0)) mask |= 1 << f;
  }
  return mask;
}

/** Per family, how much the open spaces want it (dividends, groups shared among their families). */
export function familyWeights(view: KkkView): number[] {
  const weights = new Array<number>(FAMILY_COUNT).fill(0);
  view.spaces.forEach((space, i) => {
    if (view.tiles[i] !== 0) return;
    for (let f = 0; f < FAMILY_COUNT; f++) {
      const bit = 1 << f;
      if (space.fixed & bit) weights[f] = (weights[f] as number) + space.dividends;
      for (const group of space.groups) {
        if (group.mask & bit)
          weights[f] = (weights[f] as number) + (space.dividends * group.count) / popcount(group.mask);
      }
    }
  });
  return weights;
}

/**
 * The fair price of cards lowering the Boss's deficit by `gain`: what is left of the payout shared
 * evenly between the Boss and every family still missing. Sellers ask it and the Boss accepts up to
 * it, so a Boss that buys every missing family this way keeps one share for itself.
 */
export function fairPrice(view: KkkView, deal: Deal, gain: number): number {
  const space = view.spaces[deal.space] as SpaceRule;
  const missing = Math.max(1, deficit(space, disposal(view, deal)));
  return Math.floor(((deal.payout - promised(deal)) * gain) / (missing + 1));
}

/** The first legal action of the type passing the test. */
export function find<T extends KkkAction["type"]>(
  legal: readonly KkkAction[],
  type: T,
  test: (a: ActionOf<T>) => boolean = () => true,
): ActionOf<T> | undefined {
  for (const a of legal) if (a.type === type && test(a as ActionOf<T>)) return a as ActionOf<T>;
  return undefined;
}

/** The legal action of the type with the lowest finite cost (ties keep the first); undefined when none. */
export function cheapest<T extends KkkAction["type"]>(
  legal: readonly KkkAction[],
  type: T,
  cost: (a: ActionOf<T>) => number,
): ActionOf<T> | undefined {
  let best: ActionOf<T> | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== type) continue;
    const c = cost(a as ActionOf<T>);
    if (c < bestCost) {
      best = a as ActionOf<T>;
      bestCost = c;
    }
  }
  return best;
}
