/**
 * Who may act (`toAct`) and exactly which actions (`legalActions`). The lists are generated
 * directly from the state for speed; they mirror `checks.ts`, and the conformance kit proves that
 * they agree with `validate` in both directions.
 */
import type { CardId, Seat } from "../../core/index.js";
import { countCards, familyOf, isBoss, isClan, isRecruitment, isStop, isTravel } from "./catalog.js";
import { allOthersPassed, limitReached, overLimitSeat } from "./flow.js";
import { acceptedSum, requirementsMet, usableCards } from "./requirements.js";
import { type Deal, FAMILY_COUNT, type KkkAction, type KkkState, POOL, RECRUIT_COST } from "./types.js";

// Module-local copies of hot imports: transpilers that compile imports to live-binding getters
// (tsx, CommonJS builds) would otherwise add a getter call to every use inside the loops below.
const FAMILIES = FAMILY_COUNT;
const IN_POOL = POOL;
const RECRUITS_NEEDED = RECRUIT_COST;
const clanCard = isClan;
const travelCard = isTravel;
const familyOfCard = familyOf;

/**
 * Where enumerated actions go: a list to fill, or null to stop at the first legal one (toAct only
 * needs to know whether a seat has any). Module-level functions instead of closures keep the hot
 * path free of per-call allocations.
 */
type Sink = KkkAction[] | null;

/** Records a legal action; true means "stop" (an existence check found one). */
function emit(out: Sink, action: KkkAction): boolean {
  if (out === null) return true;
  out.push(action);
  return false;
}

function recruitCandidates(s: KkkState, p: Seat, out: Sink): boolean {
  if (countCards(s.hands[p] as CardId[], isRecruitment) < RECRUITS_NEEDED) return false;
  // The pool-first rule: while the pool holds an Investor, only pool Investors may be recruited.
  const from = s.owner.includes(IN_POOL) ? IN_POOL : -2;
  for (let f = 0; f < FAMILIES; f++) {
    const owner = s.owner[f] as number;
    if (owner === p || (from === IN_POOL && owner !== IN_POOL)) continue;
    if (emit(out, { type: "recruit", player: p, on: "investor", target: f })) return true;
  }
  return false;
}

function offerCandidates(s: KkkState, deal: Deal, p: Seat, out: Sink): boolean {
  const offer = deal.offers[p];
  if (offer?.accepted) return false;
  for (let f = 0; f < FAMILIES; f++) {
    if (s.owner[f] !== p || (deal.travel[f] as number) >= 0 || offer?.investors.includes(f)) continue;
    if (emit(out, { type: "offerCard", player: p, on: "investor", target: f })) return true;
  }
  for (const id of deal.table[p] as CardId[]) {
    if (offer?.clans.includes(id)) continue;
    if (emit(out, { type: "offerCard", player: p, on: "clan", target: id })) return true;
  }
  if (!offer) return false;
  for (const f of offer.investors)
    if (emit(out, { type: "retractCard", player: p, on: "investor", target: f })) return true;
  for (const id of offer.clans)
    if (emit(out, { type: "retractCard", player: p, on: "clan", target: id })) return true;
  for (let price = 0; price <= deal.payout; price++) {
    if (price !== offer.price && emit(out, { type: "setPrice", player: p, price })) return true;
  }
  return emit(out, { type: "withdraw", player: p });
}

function travelCandidates(s: KkkState, deal: Deal, p: Seat, out: Sink): boolean {
  for (const card of s.hands[p] as CardId[]) {
    if (!travelCard(card)) continue;
    const family = familyOfCard(card);
    for (let f = 0; f < FAMILIES; f++) {
      if ((family >= 0 && family !== f) || s.owner[f] === IN_POOL || (deal.travel[f] as number) >= 0)
        continue;
      if (emit(out, { type: "travel", player: p, card, on: "investor", target: f })) return true;
    }
    for (const table of deal.table) {
      for (const target of table) {
        if (family >= 0 && family !== familyOfCard(target)) continue;
        if (emit(out, { type: "travel", player: p, card, on: "clan", target })) return true;
      }
    }
  }
  return false;
}

function bossCandidates(s: KkkState, deal: Deal, p: Seat, out: Sink): boolean {
  const room = deal.payout - acceptedSum(deal);
  for (let seat = 0; seat < s.players; seat++) {
    const offer = deal.offers[seat];
    if (offer && !offer.accepted && offer.price <= room && emit(out, { type: "accept", player: p, seat }))
      return true;
  }
  if (travelCandidates(s, deal, p, out) || recruitCandidates(s, p, out)) return true;
  if (allOthersPassed(deal) && requirementsMet(s, deal)) {
    if (
      emit(out, { type: "close", player: p, choose: false }) ||
      emit(out, { type: "close", player: p, choose: true })
    ) {
      return true;
    }
  }
  return emit(out, { type: "fail", player: p });
}

function dealCandidates(s: KkkState, deal: Deal, p: Seat, out: Sink): boolean {
  const boss = p === deal.boss;
  if (deal.picking) {
    if (!boss) return false;
    for (const card of usableCards(s, deal, deal.picking)) {
      if (emit(out, { type: "useCard", player: p, on: card.on, target: card.target })) return true;
    }
    return false;
  }
  if (!boss) {
    // A seat that has passed waits for the next change, whatever it holds (its hand stays private).
    if (deal.passed[p]) return false;
    if (emit(out, { type: "pass", player: p })) return true;
    if (limitReached(s, deal)) return false;
  }
  const hand = s.hands[p] as CardId[];
  for (const card of hand)
    if (clanCard(card) && emit(out, { type: "playClan", player: p, card })) return true;
  if (boss) return bossCandidates(s, deal, p, out);
  if (offerCandidates(s, deal, p, out) || travelCandidates(s, deal, p, out) || recruitCandidates(s, p, out))
    return true;
  return hand.some(isBoss) && emit(out, { type: "playBoss", player: p });
}

/** Sends every legal action of the seat to the sink (none when it may not act); true if stopped early. */
function enumerate(s: KkkState, p: Seat, out: Sink): boolean {
  const window = s.window;
  if (window) {
    if (p !== window.next) return false;
    if ((s.hands[p] as CardId[]).some(isStop) && emit(out, { type: "stop", player: p })) return true;
    return emit(out, { type: "allow", player: p });
  }
  switch (s.phase) {
    case "marker":
      if (p !== (s.turn + s.players - 1) % s.players) return false;
      for (let space = 0; space < s.tiles.length; space++)
        if (emit(out, { type: "placeMarker", player: p, space })) return true;
      return false;
    case "turn":
      if (p !== s.turn) return false;
      if (emit(out, { type: "openDeal", player: p })) return true;
      return emit(out, s.rolled ? { type: "draw", player: p } : { type: "roll", player: p });
    case "handLimit":
      if (p !== overLimitSeat(s)) return false;
      for (const card of s.hands[p] as CardId[])
        if (emit(out, { type: "discard", player: p, card })) return true;
      return recruitCandidates(s, p, out);
    case "deal":
      return dealCandidates(s, s.deal as Deal, p, out);
    default:
      return false;
  }
}

/**
 * The seats that may act now: one seat outside negotiations; in one, the Boss and every other seat
 * that has not passed since the last change. It depends on public facts only, never on a hand.
 */
export function toAct(s: KkkState): Seat[] {
  if (s.phase === "over") return [];
  if (s.window) return [s.window.next];
  switch (s.phase) {
    case "marker":
      return [(s.turn + s.players - 1) % s.players];
    case "turn":
      return [s.turn];
    case "handLimit":
      return [overLimitSeat(s)];
    default: {
      const deal = s.deal as Deal;
      if (deal.picking) return [deal.boss];
      const seats: Seat[] = [];
      // The Boss may always give up and a seat that has not passed may always pass.
      for (let p = 0; p < s.players; p++) if (p === deal.boss || !deal.passed[p]) seats.push(p);
      return seats;
    }
  }
}

/** Exactly the actions `validate` accepts from the seat now ([] when it may not act). */
export function legalActions(s: KkkState, p: Seat): KkkAction[] {
  const out: KkkAction[] = [];
  if (!Number.isInteger(p) || p < 0 || p >= s.players) return out;
  enumerate(s, p, out);
  return out;
}
