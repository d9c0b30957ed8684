/**
 * The heuristic bot of Kohle, Kie$ & Knete: a Boss who opens only deals it can meet and outlast, and
 * prices acceptances against the payout; a non-Boss who sells needed cards at prices such a Boss
 * accepts, takes over deals with a Boss card, recruits Investors and guards its position with Stops.
 *
 * The Boss has no pass: whenever it is asked before every other player has passed, it must make a
 * change (lay a card, accept an offer) or give up. So a deal is a war of attrition, and the bot plans
 * for it.
 * - **Its turn.** It opens the deal at the marker when the space is *reachable* (its own Investors and
 *   the Clan cards in its hand meet it, or miss one family it can recruit with three Recruitment
 *   cards) and its hand can pay for enough changes: Clan cards, Travel cards with a target, and
 *   Recruitment triples must number at least 3 + 0.7 × the fullest other hand (every seat is asked
 *   equally often, so the Boss must outlast the busiest player). Otherwise it rolls, opens where the
 *   marker lands on the same test, and draws three cards otherwise. The first marker goes on the space
 *   needing the most investors (the hardest for the next player).
 * - **As Boss.** It closes (engine's pick) as soon as it may. While the requirements are unmet it lays
 *   a Clan card of a needed family, accepts the cheapest offer covering a needed family within half
 *   the payout, or recruits a needed Investor; it gives up when more than one family is missing or
 *   nobody could still sell the missing one. Otherwise it spends the cheapest change: it first
 *   *freezes* the others' offers (an open offer can always change its price, an accepted one cannot),
 *   accepting one when its price is at most an even split of what is left between the Boss and the
 *   open offers, and only while the Boss keeps more than any seller; then it recruits (a permanent
 *   gain), sends a Travel card onto an Investor another player could still offer, lays a Clan card
 *   (it comes back when unused), travels another rival card, and finally accepts any offer that still
 *   leaves it the largest share. With nothing left it gives up.
 * - **As non-Boss.** It plays a Boss card to take over a deal it can meet alone (or with one recruit);
 *   recruits an Investor whenever it holds three Recruitment cards (the one the rival Boss needs, else
 *   the one most wanted on the open spaces); offers the cards of families the Boss still needs, asking
 *   half the payout shared among the missing families (what a Boss of its kind accepts); sends a
 *   Travel card onto a card the rival Boss cannot do without once that deal is met and none of its
 *   money comes to the bot; and otherwise passes (or, asked again after passing, nudges its offer's
 *   price, the cheapest change).
 * - **Stop cards** answer only what hurts it: a recruitment of its own Investor, a card against its
 *   accepted offer, or, as Boss, a Boss card or a card that would leave its deal further from the
 *   requirements.
 * - **Hand limit.** It recruits if it can, and otherwise discards the card it values least: Boss cards,
 *   one Stop, Recruitment cards and Clan cards of families it lacks are kept; spare Stops, family Travel
 *   cards and Clan cards of its own Investors' families go first.
 *
 * It sees only its view and the legal actions, never uses the random source, and so is deterministic.
 */
import type { Bot } from "../../core/bot.js";
import type { CardId } from "../../core/index.js";
import {
  familyOf,
  isBoss,
  isClan,
  isJoker,
  isRecruitment,
  isStop,
  isTravel,
} from "../../games/kohle-kies-knete/catalog.js";
import type {
  Deal,
  KkkAction,
  KkkView,
  Offer,
  SpaceRule,
  StopWindow,
} from "../../games/kohle-kies-knete/types.js";

type View = KkkView;
type Action = KkkAction;

const FAMILIES = 6;
const POOL = -1;
const RECRUITS = 3;

/** The strategy's constants. */
const PARAMS = {
  /** Share of the payout the Boss may promise for the families it still needs. */
  bossBudget: 0.5,
  /** Share of the payout a non-Boss asks for, split among the families the Boss still misses. */
  askShare: 0.5,
  /** Changes the Boss wants to be able to pay for in any case before opening a deal. */
  stallReserve: 3,
  /** Extra changes per card in the fullest hand among the other players. */
  stallPerCard: 0.7,
};

/** The number of set bits of a family mask. */
function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** How many more families the mask needs to meet the space (groups and fixed families are disjoint). */
function deficit(space: SpaceRule, mask: number): number {
  let missing = popcount(space.fixed & ~mask);
  for (const group of space.groups) missing += Math.max(0, group.count - popcount(mask & group.mask));
  return missing;
}

/** The families that would lower the deficit: missing fixed ones and the open ones of unfilled groups. */
function neededMask(space: SpaceRule, mask: number): number {
  let need = space.fixed & ~mask;
  for (const group of space.groups) if (popcount(mask & group.mask) < group.count) need |= group.mask & ~mask;
  return need;
}

/** The families of the Clan cards in a list. */
function clanMask(cards: readonly CardId[]): number {
  let mask = 0;
  for (const id of cards) if (isClan(id)) mask |= 1 << familyOf(id);
  return mask;
}

function countOf(cards: readonly CardId[], test: (id: CardId) => boolean): number {
  let count = 0;
  for (const id of cards) if (test(id)) count++;
  return count;
}

/** The seat's Investors as a mask (in a deal: those not travelling). */
function investorMask(view: View, seat: number, deal: Deal | null): number {
  let mask = 0;
  for (let f = 0; f < FAMILIES; f++)
    if (view.owner[f] === seat && (!deal || (deal.travel[f] as number) < 0)) mask |= 1 << f;
  return mask;
}

function offerMask(offer: Offer): number {
  let mask = 0;
  for (const f of offer.investors) mask |= 1 << f;
  for (const id of offer.clans) mask |= 1 << familyOf(id);
  return mask;
}

/** What the deal's Boss has at its disposal (own untravelled Investors, own table Clan cards, accepted offers). */
function disposal(view: View, deal: Deal): number {
  let mask = investorMask(view, deal.boss, deal) | clanMask(deal.table[deal.boss] as CardId[]);
  for (const offer of deal.offers) if (offer?.accepted) mask |= offerMask(offer);
  return mask;
}

/** The families the seat could recruit now (the pool first). */
function recruitable(view: View, seat: number): number {
  let pool = 0;
  let others = 0;
  for (let f = 0; f < FAMILIES; f++) {
    const owner = view.owner[f];
    if (owner === POOL) pool |= 1 << f;
    else if (owner !== seat) others |= 1 << f;
  }
  return pool !== 0 ? pool : others;
}

/** The families held as Investors by players other than the seat. */
function othersInvestors(view: View, seat: number, deal: Deal | null): number {
  let mask = 0;
  for (let f = 0; f < FAMILIES; f++) {
    const owner = view.owner[f] as number;
    if (owner !== POOL && owner !== seat && (!deal || (deal.travel[f] as number) < 0)) mask |= 1 << f;
  }
  return mask;
}

/** Per family, how much the open spaces want it (dividends, groups shared among their families). */
function familyWeights(view: View): number[] {
  const weights = new Array<number>(FAMILIES).fill(0);
  view.spaces.forEach((space, i) => {
    if (view.tiles[i] !== 0) return;
    for (let f = 0; f < FAMILIES; f++) {
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

function find<T extends Action["type"]>(
  legal: readonly Action[],
  type: T,
  test: (a: Extract<Action, { type: T }>) => boolean = () => true,
): Extract<Action, { type: T }> | undefined {
  for (const a of legal) if (a.type === type && test(a as Extract<Action, { type: T }>)) return a as never;
  return undefined;
}

/** The cheapest legal action by a cost function (ties keep the first); undefined when none passes. */
function cheapest<T extends Action["type"]>(
  legal: readonly Action[],
  type: T,
  cost: (a: Extract<Action, { type: T }>) => number,
): Extract<Action, { type: T }> | undefined {
  let best: Extract<Action, { type: T }> | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const a of legal) {
    if (a.type !== type) continue;
    const c = cost(a as Extract<Action, { type: T }>);
    if (c < bestCost) {
      best = a as Extract<Action, { type: T }>;
      bestCost = c;
    }
  }
  return best;
}

/** True when the seat can meet the space on its own, with one family bought or recruited at most. */
function reachable(view: View, me: number, hand: readonly CardId[], spaceIndex: number): boolean {
  const space = view.spaces[spaceIndex] as SpaceRule;
  const mine = investorMask(view, me, null) | clanMask(hand);
  const missing = deficit(space, mine);
  if (missing === 0) return true;
  if (missing > 1) return false;
  const need = neededMask(space, mine);
  return countOf(hand, isRecruitment) >= RECRUITS && (need & recruitable(view, me)) !== 0;
}

/** How many changes the hand can pay for while waiting for the others to pass (Clan, Travel, Recruitment triples). */
function stallCapacity(view: View, me: number, hand: readonly CardId[]): number {
  // A family Travel card is surely playable only on that family's Investor in another player's hands.
  const usableTravel = (id: CardId) => {
    if (!isTravel(id)) return false;
    const f = familyOf(id);
    return f < 0 || (view.owner[f] !== me && view.owner[f] !== POOL);
  };
  return (
    countOf(hand, isClan) + countOf(hand, usableTravel) + Math.floor(countOf(hand, isRecruitment) / RECRUITS)
  );
}

/** True when the hand can outlast the others' changes: a base reserve plus a share of the cards they hold. */
function enoughStalls(view: View, me: number, hand: readonly CardId[]): boolean {
  // Every seat is asked equally often, so the Boss must outlast the busiest other player.
  let others = 0;
  view.hands.forEach((cards, seat) => {
    if (seat !== me) others = Math.max(others, cards.length);
  });
  return stallCapacity(view, me, hand) >= PARAMS.stallReserve + others * PARAMS.stallPerCard;
}

function decideTurn(view: View, legal: readonly Action[], me: number, hand: readonly CardId[]): Action {
  const open = find(legal, "openDeal");
  if (open && reachable(view, me, hand, view.marker) && enoughStalls(view, me, hand)) return open;
  return find(legal, "roll") ?? find(legal, "draw") ?? (legal[0] as Action);
}

function placeMarker(view: View, legal: readonly Action[]): Action {
  return (
    cheapest(legal, "placeMarker", (a) => -(view.spaces[a.space] as SpaceRule).investors * 100 + a.space) ??
    (legal[0] as Action)
  );
}

/** How much the bot wants to keep a card of its hand (higher = keep). */
function keepValue(view: View, me: number, hand: readonly CardId[], card: CardId): number {
  if (isBoss(card)) return 9;
  // One Stop protects a deal; more of them are dead weight in a hand that must pay for changes.
  if (isStop(card)) return countOf(hand, isStop) > 1 ? 2 : 8;
  if (isRecruitment(card)) return 7;
  if (isClan(card)) {
    const f = familyOf(card);
    if (view.owner[f] === me) return 1;
    const same = countOf(hand, (id) => isClan(id) && familyOf(id) === f);
    return same > 1 ? 3 : 6;
  }
  if (isJoker(card)) return 5;
  return isTravel(card) ? 2 : 0;
}

function decideHandLimit(view: View, legal: readonly Action[], me: number, hand: readonly CardId[]): Action {
  const recruit = chooseRecruit(view, legal, 0);
  if (recruit) return recruit;
  return (
    cheapest(legal, "discard", (a) => keepValue(view, me, hand, a.card) * 100 + a.card) ??
    (legal[0] as Action)
  );
}

/** The best recruitment: a family in `prefer` first, then by board weight. */
function chooseRecruit(view: View, legal: readonly Action[], prefer: number): Action | undefined {
  const weights = familyWeights(view);
  return cheapest(
    legal,
    "recruit",
    (a) => -(weights[a.target] as number) - (prefer & (1 << a.target) ? 1000 : 0),
  );
}

/** The disposal mask after the pending card of a window would take effect. */
function disposalAfter(view: View, deal: Deal, window: StopWindow): number {
  const boss = window.kind === "boss" ? window.player : deal.boss;
  const owner = view.owner.slice();
  const travel = deal.travel.slice();
  const table = deal.table.map((cards) => cards.slice());
  const lapsed = new Set<number>();
  const offerHas = (offer: Offer) =>
    window.on === "investor" ? offer.investors.includes(window.target) : offer.clans.includes(window.target);
  if (window.kind === "recruitment") owner[window.target] = window.player;
  if (window.kind === "travel") {
    if (window.on === "investor") travel[window.target] = 0;
    else
      for (const cards of table)
        if (cards.includes(window.target)) cards.splice(cards.indexOf(window.target), 1);
  }
  if (window.kind !== "boss")
    deal.offers.forEach((offer, seat) => {
      if (offer && offerHas(offer)) lapsed.add(seat);
    });
  let mask = 0;
  for (let f = 0; f < FAMILIES; f++) if (owner[f] === boss && (travel[f] as number) < 0) mask |= 1 << f;
  mask |= clanMask(table[boss] as CardId[]);
  if (window.kind !== "boss") {
    deal.offers.forEach((offer, seat) => {
      if (offer?.accepted && !lapsed.has(seat)) mask |= offerMask(offer);
    });
  }
  return mask;
}

function decideWindow(view: View, legal: readonly Action[], me: number): Action {
  const stop = find(legal, "stop");
  const allow = find(legal, "allow") as Action;
  const window = view.window as StopWindow;
  if (!stop) return allow;
  // Recruiting one of its Investors is a permanent loss.
  if (window.kind === "recruitment" && view.owner[window.target] === me) return stop;
  const deal = view.deal;
  if (!deal) return allow;
  if (deal.boss === me) {
    if (window.kind === "boss") return stop;
    const space = view.spaces[deal.space] as SpaceRule;
    const hand = view.hands[me] as CardId[];
    const before = deficit(space, disposal(view, deal) | clanMask(hand));
    const after = deficit(space, disposalAfter(view, deal, window) | clanMask(hand));
    return after > before ? stop : allow;
  }
  // An accepted offer of its own is money at the close: protect its cards.
  const mine = deal.offers[me];
  if (mine?.accepted && window.kind !== "boss" && window.on !== null) {
    const hit =
      window.on === "investor" ? mine.investors.includes(window.target) : mine.clans.includes(window.target);
    if (hit) return stop;
  }
  return allow;
}

function decideBoss(view: View, legal: readonly Action[], me: number, deal: Deal): Action {
  const close = find(legal, "close", (a) => !a.choose);
  if (close) return close;
  const space = view.spaces[deal.space] as SpaceRule;
  const have = disposal(view, deal);
  const missing = deficit(space, have);
  const need = neededMask(space, have);
  const budget = Math.floor(deal.payout * PARAMS.bossBudget);
  let promised = 0;
  for (const offer of deal.offers) if (offer?.accepted) promised += offer.price;
  const room = budget - promised;
  const fail = find(legal, "fail") as Action;

  if (missing > 0) {
    const clan = find(legal, "playClan", (a) => (need & (1 << familyOf(a.card))) !== 0);
    if (clan) return clan;
    const share = Math.floor(room / missing);
    const accept = cheapest(legal, "accept", (a) => {
      const offer = deal.offers[a.seat] as Offer;
      const gain = deficit(space, have) - deficit(space, have | offerMask(offer));
      return gain > 0 && offer.price <= Math.max(share * gain, 0) ? offer.price : Number.POSITIVE_INFINITY;
    });
    if (accept) return accept;
    const recruit = find(
      legal,
      "recruit",
      (a) => (need & (1 << a.target)) !== 0 && (deal.travel[a.target] as number) < 0,
    );
    if (recruit) return recruit;
    // Waiting only makes sense when one family is missing and another player could still sell it.
    const sellers = othersInvestors(view, me, deal);
    let onTables = 0;
    deal.table.forEach((cards, seat) => {
      if (seat !== me) onTables |= clanMask(cards);
    });
    if (missing > 1 || (need & (sellers | onTables)) === 0) return fail;
  }
  return stall(view, legal, me, deal, have) ?? fail;
}

/** True when the seat could still change an offer this deal: an open offer, or an untravelled Investor or table Clan card. */
function canOffer(view: View, deal: Deal, seat: number): boolean {
  const offer = deal.offers[seat];
  if (offer) return !offer.accepted;
  if ((deal.table[seat] as CardId[]).length > 0) return true;
  for (let f = 0; f < FAMILIES; f++)
    if (view.owner[f] === seat && (deal.travel[f] as number) < 0) return true;
  return false;
}

/**
 * The cheapest change that keeps the Boss's deal alive while the others have not all passed. The
 * others' open offers are what keeps them changing (a price can always move), so the Boss first
 * freezes them: it accepts them within its budget (an accepted offer can no longer change) or sends
 * a Travel card onto the Investors they could offer; then it spends cards that cost nothing.
 */
function stall(
  view: View,
  legal: readonly Action[],
  me: number,
  deal: Deal,
  have: number,
): Action | undefined {
  const space = view.spaces[deal.space] as SpaceRule;
  let open = 0;
  for (let seat = 0; seat < view.players; seat++) if (seat !== me && canOffer(view, deal, seat)) open++;
  // Split what is left evenly between the Boss and the offers still open: each may take one share.
  let promised = 0;
  for (const offer of deal.offers) if (offer?.accepted) promised += offer.price;
  const share = Math.floor((deal.payout - promised) / (open + 1));
  const freeze = cheapest(legal, "accept", (a) => {
    const price = (deal.offers[a.seat] as Offer).price;
    return price <= share && affordable(deal, a.seat) ? price : Number.POSITIVE_INFINITY;
  });
  if (freeze) return freeze;
  const recruit = chooseRecruit(view, legal, neededMask(space, have));
  if (recruit) return recruit;
  const ours = (a: Extract<Action, { type: "travel" }>): boolean => {
    if (a.on === "investor") {
      if (view.owner[a.target] === me) return true;
      return deal.offers.some((o) => o?.accepted && o.investors.includes(a.target));
    }
    if ((deal.table[me] as CardId[]).includes(a.target)) return true;
    return deal.offers.some((o) => o?.accepted && o.clans.includes(a.target));
  };
  // A travelling Investor can no longer be offered: its holder runs out of changes sooner.
  const ground = cheapest(legal, "travel", (a) => {
    if (ours(a) || a.on !== "investor") return Number.POSITIVE_INFINITY;
    const holder = view.owner[a.target] as number;
    if (!canOffer(view, deal, holder)) return Number.POSITIVE_INFINITY;
    return (isJoker(a.card) ? 10 : 0) + (deal.offers[holder] ? 0 : 1);
  });
  if (ground) return ground;
  // A Clan card of a family the Boss already has stays unused and comes back after the deal.
  const clan = cheapest(legal, "playClan", (a) => ((have & (1 << familyOf(a.card))) !== 0 ? 0 : 1));
  if (clan) return clan;
  const travel = cheapest(legal, "travel", (a) =>
    ours(a) ? Number.POSITIVE_INFINITY : (isJoker(a.card) ? 10 : 0) + (a.on === "clan" ? 0 : 1),
  );
  if (travel) return travel;
  return cheapest(legal, "accept", (a) =>
    affordable(deal, a.seat) ? (deal.offers[a.seat] as Offer).price : Number.POSITIVE_INFINITY,
  );
}

/** True when, after accepting the seat's offer, the Boss still keeps more of the payout than any seller gets. */
function affordable(deal: Deal, seat: number): boolean {
  let promised = 0;
  let top = 0;
  deal.offers.forEach((offer, s) => {
    if (!offer || !(offer.accepted || s === seat)) return;
    promised += offer.price;
    top = Math.max(top, offer.price);
  });
  return deal.payout - promised > top;
}

/** The price a Boss of this bot's kind pays for one needed family in the deal as it stands. */
function askPrice(view: View, deal: Deal): number {
  const space = view.spaces[deal.space] as SpaceRule;
  const missing = Math.max(1, deficit(space, disposal(view, deal)));
  return Math.max(1, Math.floor((deal.payout * PARAMS.askShare) / missing));
}

function decideOther(
  view: View,
  legal: readonly Action[],
  me: number,
  deal: Deal,
  hand: readonly CardId[],
): Action {
  const space = view.spaces[deal.space] as SpaceRule;
  const pass = find(legal, "pass");
  // Take over a deal it can meet alone.
  const takeOver = find(legal, "playBoss");
  if (takeOver) {
    const mine = investorMask(view, me, deal) | clanMask(deal.table[me] as CardId[]) | clanMask(hand);
    const missing = deficit(space, mine);
    if (missing === 0) return takeOver;
    if (
      missing === 1 &&
      countOf(hand, isRecruitment) >= RECRUITS &&
      (neededMask(space, mine) & recruitable(view, me)) !== 0
    )
      return takeOver;
  }
  const bossHas = disposal(view, deal);
  const bossNeeds = neededMask(space, bossHas);
  const recruit = chooseRecruit(view, legal, bossNeeds & investorMask(view, deal.boss, null));
  if (recruit) return recruit;

  // Sell what the Boss still needs.
  const offer = deal.offers[me];
  if (!offer?.accepted && bossNeeds !== 0) {
    const has = offer ? offerMask(offer) : 0;
    const addInvestor = find(
      legal,
      "offerCard",
      (a) => a.on === "investor" && (bossNeeds & ~has & (1 << a.target)) !== 0,
    );
    if (addInvestor) return addInvestor;
    const addClan = find(
      legal,
      "offerCard",
      (a) => a.on === "clan" && (bossNeeds & ~has & (1 << familyOf(a.target))) !== 0,
    );
    if (addClan) return addClan;
    const tableHas = clanMask(deal.table[me] as CardId[]) | investorMask(view, me, deal);
    const layClan = find(
      legal,
      "playClan",
      (a) => (bossNeeds & ~has & ~tableHas & (1 << familyOf(a.card))) !== 0,
    );
    if (layClan) return layClan;
    if (offer) {
      const target = Math.min(
        deal.payout,
        askPrice(view, deal) * Math.max(1, popcount(offerMask(offer) & bossNeeds)),
      );
      const price = find(legal, "setPrice", (a) => a.price === target);
      if (price) return price;
    }
  }

  // Break a rival's deal that is met when none of its money comes to this seat.
  if (!offer?.accepted && deficit(space, bossHas) === 0) {
    const travel = cheapest(legal, "travel", (a) => {
      if (a.on === "investor" && view.owner[a.target] !== deal.boss) return Number.POSITIVE_INFINITY;
      if (a.on === "clan" && !(deal.table[deal.boss] as CardId[]).includes(a.target))
        return Number.POSITIVE_INFINITY;
      // Only a card whose family the Boss cannot cover otherwise breaks the deal.
      const rest = disposalWithout(view, deal, a.on, a.target);
      if (deficit(space, rest) === 0) return Number.POSITIVE_INFINITY;
      return isJoker(a.card) ? 1 : 0;
    });
    if (travel) return travel;
  }
  if (pass) return pass;
  // Passed already but asked to act: the cheapest change is a price nudge on an open offer.
  if (offer && !offer.accepted) {
    const nudge = cheapest(
      legal,
      "setPrice",
      (a) => Math.abs(a.price - offer.price) * 2 + (a.price < offer.price ? 1 : 0),
    );
    if (nudge) return nudge;
  }
  const forced =
    find(legal, "offerCard", (a) => a.on === "investor") ??
    find(legal, "playClan") ??
    find(legal, "offerCard") ??
    find(legal, "retractCard") ??
    find(legal, "withdraw");
  if (forced) return forced;
  return legal[0] as Action;
}

/** The Boss's disposal without one card (as if it travelled). */
function disposalWithout(view: View, deal: Deal, on: "investor" | "clan", target: number): number {
  let mask = 0;
  for (let f = 0; f < FAMILIES; f++)
    if (view.owner[f] === deal.boss && (deal.travel[f] as number) < 0 && !(on === "investor" && f === target))
      mask |= 1 << f;
  for (const id of deal.table[deal.boss] as CardId[])
    if (!(on === "clan" && id === target)) mask |= 1 << familyOf(id);
  for (const offer of deal.offers) {
    if (!offer?.accepted) continue;
    if (on === "investor" ? offer.investors.includes(target) : offer.clans.includes(target)) continue;
    mask |= offerMask(offer);
  }
  return mask;
}

/** The Kohle, Kie$ & Knete heuristic bot (strategy in the module comment). */
export const kohleKiesKneteHeuristicBot: Bot<KkkView, KkkAction> = {
  name: "heuristic",
  act(view, legal) {
    const me = view.viewer as number;
    const hand = (view.hands[me] ?? []) as CardId[];
    const first = legal[0] as Action;
    if (legal.length === 1) return first;
    if (view.window) return decideWindow(view, legal, me);
    switch (view.phase) {
      case "marker":
        return placeMarker(view, legal);
      case "turn":
        return decideTurn(view, legal, me, hand);
      case "handLimit":
        return decideHandLimit(view, legal, me, hand);
      case "deal": {
        const deal = view.deal as Deal;
        if (deal.picking) return first;
        return deal.boss === me
          ? decideBoss(view, legal, me, deal)
          : decideOther(view, legal, me, deal, hand);
      }
      default:
        return first;
    }
  },
};
