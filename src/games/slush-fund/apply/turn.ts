/**
 * The turn's frame: choosing cards (deck or slush fund), ending the turn, and ending the game.
 */
import type { CardId, Seat } from "../../../core/index.js";
import type { EndReason } from "../actions.js";
import { FUND_TAKE, nextSeat, REVEAL_COUNT } from "../predicates.js";
import { finalScores } from "../scoring.js";
import type { SlushFundState } from "../types.js";

/** Ends the game now (mid-turn if need be) and announces the final scores. */
export function endGame(s: SlushFundState, reason: EndReason): void {
  s.phase = "over";
  s.endReason = reason;
  s.target = null;
  s.events.push({ type: "game-ended", reason, scores: finalScores(s) });
}

/** Passes the turn clockwise, or ends the game when the deck ran out during this turn. */
export function endTurn(s: SlushFundState): void {
  const player = s.turn;
  if (s.deck.length === 0) {
    s.events.push({ type: "turn-ended", player, next: null });
    endGame(s, "deck-exhausted");
    return;
  }
  s.turn = nextSeat(s, player);
  s.phase = "choose";
  s.events.push({ type: "turn-ended", player, next: s.turn });
}

/** Called after a card's whole effect: ends the turn once the current set is played out. */
export function afterCard(s: SlushFundState): void {
  s.phase = "play";
  if (s.hand.length === 0) endTurn(s);
}

/**
 * Option (a): reveals cards until three non-Time cards lie face up, laying Time cards aside; the
 * last Time card ends the game at once, and an empty deck stops the reveal early.
 */
export function draw(s: SlushFundState, player: Seat): void {
  while (s.revealed.length < REVEAL_COUNT && s.deck.length > 0) {
    const card = s.deck.pop() as CardId;
    if (s.catalog[card]?.kind === "time") {
      s.timeCards.push(card);
      s.events.push({ type: "time-card", player, card, count: s.timeCards.length });
      if (s.timeCards.length >= s.options.timeCardsToEnd) {
        endGame(s, "time");
        return;
      }
    } else {
      s.revealed.push(card);
      s.events.push({ type: "revealed", player, card });
    }
  }
  if (s.revealed.length === 0) endTurn(s);
  else s.phase = "stash";
}

/** Puts one revealed card into the slush fund; the others become the set to play. */
export function stash(s: SlushFundState, player: Seat, card: CardId): void {
  const index = s.revealed.indexOf(card);
  s.revealed.splice(index, 1);
  s.fund.push(card);
  s.events.push({ type: "stashed", player, card });
  for (const rest of s.revealed) s.hand.push(rest);
  s.revealed.length = 0;
  afterCard(s);
}

/** Option (b): takes one card from the slush fund; the third card starts the play. */
export function take(s: SlushFundState, player: Seat, card: CardId): void {
  s.fund.splice(s.fund.indexOf(card), 1);
  s.hand.push(card);
  s.events.push({ type: "taken", player, card });
  s.phase = s.hand.length >= FUND_TAKE ? "play" : "take";
}
