/**
 * The turn outside negotiations: placing the marker, rolling, drawing, opening a deal, the hand
 * limit's discards, passing the turn on and ending the game.
 */
import { type CardId, drawCards, drawFrom, moveCard, rollDie, shuffle } from "../../../core/index.js";
import { nextOpenSpace, overLimitSeat, payoutAt } from "../flow.js";
import {
  type Discard,
  DRAW_COUNT,
  type Draw,
  type EndReason,
  FAMILY_COUNT,
  type KkkState,
  type OpenDeal,
  type PlaceMarker,
  type Roll,
} from "../types.js";

/** Ends the game for the reason given. */
export function endGame(s: KkkState, reason: EndReason): void {
  s.phase = "over";
  s.endReason = reason;
  s.window = null;
  s.events.push({ type: "gameOver", reason });
}

/** Ends a turn: counts it, ends the game at the turn limit, else hands the turn to `seat` (hand limit first). */
export function nextTurn(s: KkkState, seat: number): void {
  s.turnsPlayed += 1;
  if (s.turnsPlayed >= s.options.maxTurns) {
    endGame(s, "turn-limit");
    return;
  }
  s.turn = seat;
  s.rolled = false;
  s.phase = overLimitSeat(s) >= 0 ? "handLimit" : "turn";
}

/** Draws up to `count` influence cards into the hand, reshuffling the discards into an empty deck. */
export function drawInfluence(s: KkkState, player: number, count: number): CardId[] {
  const hand = s.hands[player] as CardId[];
  const drawn: CardId[] = [];
  for (let i = 0; i < count; i++) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      const pile = s.discard.slice();
      s.deck = drawFrom(s, (rng) => shuffle(rng, pile));
      s.discard = [];
      s.events.push({ type: "reshuffled", cards: pile.length });
    }
    drawn.push(...drawCards(s.deck, hand, 1));
  }
  return drawn;
}

/** The seat right of the start player puts the marker on any space; the start player's turn begins. */
export function placeMarker(s: KkkState, a: PlaceMarker): void {
  s.marker = a.space;
  s.phase = "turn";
  s.events.push({ type: "markerPlaced", player: a.player, space: a.space });
}

/** Opens the deal at the marker's space; the player becomes its Boss. */
export function openDeal(s: KkkState, a: OpenDeal): void {
  const payout = payoutAt(s, s.marker);
  s.deal = {
    space: s.marker,
    payout,
    boss: a.player,
    table: s.hands.map(() => []),
    travel: Array.from({ length: FAMILY_COUNT }, () => -1),
    offers: s.hands.map(() => null),
    passed: s.hands.map(() => false),
    count: 0,
    picking: null,
  };
  s.phase = "deal";
  s.failedBoss = null;
  s.events.push({ type: "dealOpened", player: a.player, space: s.marker, payout });
}

/** Rolls the die and moves the marker that many open spaces clockwise (covered spaces do not count). */
export function roll(s: KkkState, a: Roll): void {
  const die = drawFrom(s, (rng) => rollDie(rng));
  let space = s.marker;
  for (let step = 0; step < die; step++) space = nextOpenSpace(s, space);
  s.marker = space;
  s.rolled = true;
  s.failedBoss = null;
  s.events.push({ type: "rolled", player: a.player, die, space });
}

/** Draws three cards instead of opening the deal; the turn passes left. */
export function draw(s: KkkState, a: Draw): void {
  const cards = drawInfluence(s, a.player, DRAW_COUNT);
  s.events.push({ type: "drew", player: a.player, cards });
  nextTurn(s, (a.player + 1) % s.players);
}

/** Over the hand limit: discards a card face up; the turn starts once nobody is over the limit. */
export function discard(s: KkkState, a: Discard): void {
  moveCard(s.hands[a.player] as CardId[], s.discard, a.card);
  s.events.push({ type: "discarded", player: a.player, card: a.card });
  if (overLimitSeat(s) < 0) s.phase = "turn";
}
