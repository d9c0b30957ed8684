/**
 * Travel, Recruitment and Boss cards: playing one opens its Stop window; a Stop cancels it, and
 * when every other player has allowed it, it takes effect. Offers lapse with the cards they hold.
 */
import { type CardId, moveCard } from "../../../core/index.js";
import { findCard, isBoss, isRecruitment, isStop } from "../catalog.js";
import { overLimitSeat, tableOwner } from "../flow.js";
import {
  type Allow,
  type Deal,
  type KkkState,
  type PlayBoss,
  RECRUIT_COST,
  type Recruit,
  type Stop,
  type StopWindow,
  type TargetKind,
  type Travel,
} from "../types.js";

/** Records a change of the negotiation: counts it and clears every pass. */
export function markChange(deal: Deal): void {
  deal.count += 1;
  for (let seat = 0; seat < deal.passed.length; seat++) if (deal.passed[seat]) deal.passed[seat] = false;
}

/** Removes every offer holding the card (an Investor by family or a Clan card by id). */
export function lapseOffersWith(s: KkkState, deal: Deal, on: TargetKind, target: number): void {
  deal.offers.forEach((offer, seat) => {
    if (!offer) return;
    const holds = on === "investor" ? offer.investors.includes(target) : offer.clans.includes(target);
    if (!holds) return;
    deal.offers[seat] = null;
    s.events.push({ type: "offerLapsed", player: seat });
  });
}

function takeFromHand(s: KkkState, player: number, card: CardId): void {
  const hand = s.hands[player] as CardId[];
  hand.splice(hand.indexOf(card), 1);
}

function openWindow(
  s: KkkState,
  kind: StopWindow["kind"],
  player: number,
  cards: CardId[],
  on: TargetKind | null,
  target: number,
): void {
  s.window = { kind, player, cards, on, target, next: (player + 1) % s.players };
  s.events.push({ type: "cardPlayed", player, kind, cards: cards.slice(), on, target });
  if (s.deal) markChange(s.deal);
}

/** Plays a Travel card; it waits for its Stop window. */
export function travel(s: KkkState, a: Travel): void {
  takeFromHand(s, a.player, a.card);
  openWindow(s, "travel", a.player, [a.card], a.on, a.target);
}

/** Plays a Recruitment triple (the lowest ids); it waits for its Stop window. */
export function recruit(s: KkkState, a: Recruit): void {
  const cards = (s.hands[a.player] as CardId[])
    .filter(isRecruitment)
    .sort((x, y) => x - y)
    .slice(0, RECRUIT_COST);
  for (const id of cards) takeFromHand(s, a.player, id);
  openWindow(s, "recruitment", a.player, cards, a.on, a.target);
}

/** Plays a Boss card; it waits for its Stop window. */
export function playBoss(s: KkkState, a: PlayBoss): void {
  const card = findCard(s.hands[a.player] as CardId[], isBoss);
  takeFromHand(s, a.player, card);
  openWindow(s, "boss", a.player, [card], null, -1);
}

/** After a window closes outside a negotiation (a recruitment at the hand limit), the hand limit goes on. */
function afterWindow(s: KkkState): void {
  if (!s.deal) s.phase = overLimitSeat(s) >= 0 ? "handLimit" : "turn";
}

/** A Stop cancels the pending card: both are discarded and nothing happens. */
export function stop(s: KkkState, a: Stop): void {
  const window = s.window as StopWindow;
  const card = findCard(s.hands[a.player] as CardId[], isStop);
  moveCard(s.hands[a.player] as CardId[], s.discard, card);
  for (const id of window.cards) s.discard.push(id);
  s.window = null;
  s.events.push({ type: "stopped", player: a.player, card });
  afterWindow(s);
}

function takeEffect(
  s: KkkState,
  kind: StopWindow["kind"],
  player: number,
  cards: CardId[],
  on: TargetKind | null,
  target: number,
): void {
  const deal = s.deal;
  if (kind === "recruitment") {
    const from = s.owner[target] as number;
    s.owner[target] = player;
    for (const id of cards) s.discard.push(id);
    s.events.push({ type: "recruited", player, family: target, from });
    if (deal) lapseOffersWith(s, deal, "investor", target);
    return;
  }
  if (!deal) return;
  const card = cards[0] as CardId;
  if (kind === "travel") {
    if (on === "investor") {
      deal.travel[target] = card;
    } else {
      moveCard(deal.table[tableOwner(deal, target)] as CardId[], s.discard, target);
      s.discard.push(card);
    }
    s.events.push({ type: "travelled", player, on: on as TargetKind, target });
    lapseOffersWith(s, deal, on as TargetKind, target);
    return;
  }
  const previous = deal.boss;
  deal.boss = player;
  s.discard.push(card);
  for (const offer of deal.offers) if (offer?.accepted) offer.accepted = false;
  if (deal.offers[player]) {
    deal.offers[player] = null;
    s.events.push({ type: "offerLapsed", player });
  }
  s.events.push({ type: "bossChanged", player, previous });
}

/** A seat lets the pending card go ahead; after the last answer it takes effect. */
export function allow(s: KkkState, a: Allow): void {
  const window = s.window as StopWindow;
  s.events.push({ type: "allowed", player: a.player });
  const next = (window.next + 1) % s.players;
  if (next !== window.player) {
    window.next = next;
    return;
  }
  const { kind, player, on, target } = window;
  const cards = window.cards.slice();
  s.window = null;
  takeEffect(s, kind, player, cards, on, target);
  afterWindow(s);
}
