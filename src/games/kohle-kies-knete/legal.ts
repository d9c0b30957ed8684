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

function recruitCandidates(s: KkkState, p: Seat, out: KkkAction[]): void {
  if (countCards(s.hands[p] as CardId[], isRecruitment) < RECRUITS_NEEDED) return;
  // The pool-first rule: while the pool holds an Investor, only pool Investors may be recruited.
  const from = s.owner.includes(IN_POOL) ? IN_POOL : -2;
  for (let f = 0; f < FAMILIES; f++) {
    const owner = s.owner[f] as number;
    if (owner === p || (from === IN_POOL && owner !== IN_POOL)) continue;
    out.push({ type: "recruit", player: p, on: "investor", target: f });
  }
}

function offerCandidates(s: KkkState, deal: Deal, p: Seat, out: KkkAction[]): void {
  const offer = deal.offers[p];
  if (offer?.accepted) return;
  for (let f = 0; f < FAMILIES; f++) {
    if (s.owner[f] !== p || (deal.travel[f] as number) >= 0 || offer?.investors.includes(f)) continue;
    out.push({ type: "offerCard", player: p, on: "investor", target: f });
  }
  for (const id of deal.table[p] as CardId[]) {
    if (!offer?.clans.includes(id)) out.push({ type: "offerCard", player: p, on: "clan", target: id });
  }
  if (!offer) return;
  for (const f of offer.investors) out.push({ type: "retractCard", player: p, on: "investor", target: f });
  for (const id of offer.clans) out.push({ type: "retractCard", player: p, on: "clan", target: id });
  for (let price = 0; price <= deal.payout; price++) {
    if (price !== offer.price) out.push({ type: "setPrice", player: p, price });
  }
  out.push({ type: "withdraw", player: p });
}

function travelCandidates(s: KkkState, deal: Deal, p: Seat, out: KkkAction[]): void {
  for (const card of s.hands[p] as CardId[]) {
    if (!travelCard(card)) continue;
    const family = familyOfCard(card);
    for (let f = 0; f < FAMILIES; f++) {
      if ((family >= 0 && family !== f) || s.owner[f] === IN_POOL || (deal.travel[f] as number) >= 0)
        continue;
      out.push({ type: "travel", player: p, card, on: "investor", target: f });
    }
    for (const table of deal.table) {
      for (const target of table) {
        if (family < 0 || family === familyOfCard(target))
          out.push({ type: "travel", player: p, card, on: "clan", target });
      }
    }
  }
}

function bossCandidates(s: KkkState, deal: Deal, p: Seat, out: KkkAction[]): void {
  const room = deal.payout - acceptedSum(deal);
  for (let seat = 0; seat < s.players; seat++) {
    const offer = deal.offers[seat];
    if (offer && !offer.accepted && offer.price <= room) out.push({ type: "accept", player: p, seat });
  }
  travelCandidates(s, deal, p, out);
  recruitCandidates(s, p, out);
  if (allOthersPassed(deal) && requirementsMet(s, deal)) {
    out.push({ type: "close", player: p, choose: false }, { type: "close", player: p, choose: true });
  }
  out.push({ type: "fail", player: p });
}

function dealCandidates(s: KkkState, deal: Deal, p: Seat, out: KkkAction[]): void {
  const boss = p === deal.boss;
  if (deal.picking) {
    if (!boss) return;
    for (const card of usableCards(s, deal, deal.picking))
      out.push({ type: "useCard", player: p, on: card.on, target: card.target });
    return;
  }
  if (!boss) {
    // A seat that has passed waits for the next change, whatever it holds (its hand stays private).
    if (deal.passed[p]) return;
    out.push({ type: "pass", player: p });
    if (limitReached(s, deal)) return;
  }
  const hand = s.hands[p] as CardId[];
  for (const card of hand) if (clanCard(card)) out.push({ type: "playClan", player: p, card });
  if (boss) {
    bossCandidates(s, deal, p, out);
    return;
  }
  offerCandidates(s, deal, p, out);
  travelCandidates(s, deal, p, out);
  recruitCandidates(s, p, out);
  if (hand.some(isBoss)) out.push({ type: "playBoss", player: p });
}

/** Appends every legal action of the seat to `out` (none when it may not act). */
function enumerate(s: KkkState, p: Seat, out: KkkAction[]): void {
  const window = s.window;
  if (window) {
    if (p !== window.next) return;
    if ((s.hands[p] as CardId[]).some(isStop)) out.push({ type: "stop", player: p });
    out.push({ type: "allow", player: p });
    return;
  }
  switch (s.phase) {
    case "marker":
      if (p !== (s.turn + s.players - 1) % s.players) return;
      for (let space = 0; space < s.tiles.length; space++)
        out.push({ type: "placeMarker", player: p, space });
      return;
    case "turn":
      if (p !== s.turn) return;
      out.push(
        { type: "openDeal", player: p },
        s.rolled ? { type: "draw", player: p } : { type: "roll", player: p },
      );
      return;
    case "handLimit":
      if (p !== overLimitSeat(s)) return;
      for (const card of s.hands[p] as CardId[]) out.push({ type: "discard", player: p, card });
      recruitCandidates(s, p, out);
      return;
    case "deal":
      dealCandidates(s, s.deal as Deal, p, out);
      return;
    default:
      return;
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
