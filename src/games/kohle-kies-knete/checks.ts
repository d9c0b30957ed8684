/**
 * The rule checks of every action as pure predicates returning a rule code (or null when legal);
 * `rules` turns the code into a RuleError. Returning codes instead of errors keeps them cheap.
 * They assume the envelope passed: the player is a seat in `toAct`.
 */
import type { CardId } from "../../core/index.js";
import { countCards, familyOf, isBoss, isClan, isRecruitment, isStop, isTravel } from "./catalog.js";
import { allOthersPassed, limitReached, tableOwner } from "./flow.js";
import { acceptedSum, requirementsMet, usableCards } from "./requirements.js";
import {
  type Deal,
  FAMILY_COUNT,
  type KkkAction,
  type KkkState,
  POOL,
  RECRUIT_COST,
  type RuleCode,
  type TargetKind,
} from "./types.js";

/** Why a Travel card cannot go on the target now, or null. */
function travelProblem(
  s: KkkState,
  deal: Deal,
  card: CardId,
  on: TargetKind,
  target: number,
): RuleCode | null {
  const family = familyOf(card);
  if (on === "investor") {
    if (target >= FAMILY_COUNT) return "no-such-target";
    if (s.owner[target] === POOL) return "investor-in-pool";
    if ((deal.travel[target] as number) >= 0) return "already-travelling";
    if (family >= 0 && family !== target) return "travel-wrong-family";
    return null;
  }
  if (!isClan(target) || tableOwner(deal, target) < 0) return "no-such-target";
  if (family >= 0 && family !== familyOf(target)) return "travel-wrong-family";
  return null;
}

/** Why the player cannot recruit the target now (hand and phase aside), or null. */
function recruitProblem(s: KkkState, player: number, on: TargetKind, target: number): RuleCode | null {
  if (on === "clan") return "clan-not-recruitable";
  if (target >= FAMILY_COUNT) return "no-such-target";
  if (s.owner[target] === player) return "own-investor";
  if (s.owner[target] !== POOL && s.owner.includes(POOL)) return "pool-first";
  return null;
}

function offerCardProblem(
  s: KkkState,
  deal: Deal,
  player: number,
  on: TargetKind,
  target: number,
): RuleCode | null {
  const offer = deal.offers[player];
  if (offer?.accepted) return "offer-accepted";
  if (on === "investor") {
    if (target >= FAMILY_COUNT || s.owner[target] !== player) return "card-not-held";
    if ((deal.travel[target] as number) >= 0) return "investor-travelling";
    return offer?.investors.includes(target) ? "card-already-offered" : null;
  }
  if (!(deal.table[player] as CardId[]).includes(target)) return "card-not-held";
  return offer?.clans.includes(target) ? "card-already-offered" : null;
}

function retractProblem(deal: Deal, player: number, on: TargetKind, target: number): RuleCode | null {
  const offer = deal.offers[player];
  if (!offer) return "no-offer";
  if (offer.accepted) return "offer-accepted";
  const held = on === "investor" ? offer.investors.includes(target) : offer.clans.includes(target);
  return held ? null : "card-not-offered";
}

function openOfferProblem(deal: Deal, player: number): RuleCode | null {
  const offer = deal.offers[player];
  if (!offer) return "no-offer";
  return offer.accepted ? "offer-accepted" : null;
}

/** The check of an action during an open negotiation (no Stop window). */
function dealProblem(s: KkkState, deal: Deal, a: KkkAction): RuleCode | null {
  if (deal.picking) {
    if (a.type !== "useCard") return "wrong-phase";
    const usable = usableCards(s, deal, deal.picking);
    return usable.some((c) => c.on === a.on && c.target === a.target) ? null : "card-not-usable";
  }
  const boss = a.player === deal.boss;
  const limited = !boss && limitReached(s, deal);
  const hand = s.hands[a.player] as CardId[];
  switch (a.type) {
    case "playClan":
      if (limited) return "negotiation-limit";
      if (!hand.includes(a.card)) return "card-not-in-hand";
      return isClan(a.card) ? null : "wrong-card-kind";
    case "offerCard":
    case "retractCard":
    case "setPrice":
    case "withdraw":
      if (boss) return "boss-cannot-offer";
      if (limited) return "negotiation-limit";
      if (a.type === "offerCard") return offerCardProblem(s, deal, a.player, a.on, a.target);
      if (a.type === "retractCard") return retractProblem(deal, a.player, a.on, a.target);
      if (a.type === "withdraw") return openOfferProblem(deal, a.player);
      if (a.price > deal.payout) return "price-out-of-range";
      return (
        openOfferProblem(deal, a.player) ??
        (deal.offers[a.player]?.price === a.price ? "price-unchanged" : null)
      );
    case "accept": {
      if (!boss) return "boss-only";
      const offer = deal.offers[a.seat];
      if (!offer) return "no-offer";
      if (offer.accepted) return "offer-accepted";
      return acceptedSum(deal) + offer.price > deal.payout ? "beyond-payout" : null;
    }
    case "travel":
      if (limited) return "negotiation-limit";
      if (!hand.includes(a.card)) return "card-not-in-hand";
      if (!isTravel(a.card)) return "wrong-card-kind";
      return travelProblem(s, deal, a.card, a.on, a.target);
    case "recruit":
      if (limited) return "negotiation-limit";
      if (countCards(hand, isRecruitment) < RECRUIT_COST) return "card-not-in-hand";
      return recruitProblem(s, a.player, a.on, a.target);
    case "playBoss":
      if (boss) return "already-boss";
      if (limited) return "negotiation-limit";
      return hand.some(isBoss) ? null : "card-not-in-hand";
    case "pass":
      return boss ? "boss-cannot-pass" : null;
    case "close":
      if (!boss) return "boss-only";
      if (!requirementsMet(s, deal)) return "requirements-unmet";
      return allOthersPassed(deal) ? null : "not-all-passed";
    case "fail":
      return boss ? null : "boss-only";
    case "useCard":
      return "not-picking";
    default:
      return "wrong-phase";
  }
}

/** The rule code refusing the action, or null when it is legal (envelope already checked). */
export function actionProblem(s: KkkState, a: KkkAction): RuleCode | null {
  if (s.window) {
    if (a.type === "stop") return (s.hands[a.player] as CardId[]).some(isStop) ? null : "card-not-in-hand";
    return a.type === "allow" ? null : "window-open";
  }
  if (a.type === "stop") return s.lastWasStop ? "stop-against-stop" : "no-stop-window";
  if (a.type === "allow") return "no-stop-window";
  switch (s.phase) {
    case "marker":
      if (a.type !== "placeMarker") return "wrong-phase";
      return a.space < s.tiles.length ? null : "no-such-space";
    case "turn":
      if (a.type === "openDeal") return null;
      if (a.type === "roll") return s.rolled ? "already-rolled" : null;
      if (a.type === "draw") return s.rolled ? null : "roll-first";
      return "wrong-phase";
    case "handLimit": {
      const hand = s.hands[a.player] as CardId[];
      if (a.type === "discard") return hand.includes(a.card) ? null : "card-not-in-hand";
      if (a.type !== "recruit") return "wrong-phase";
      if (countCards(hand, isRecruitment) < RECRUIT_COST) return "card-not-in-hand";
      return recruitProblem(s, a.player, a.on, a.target);
    }
    case "deal":
      return dealProblem(s, s.deal as Deal, a);
    default:
      return "wrong-phase";
  }
}
