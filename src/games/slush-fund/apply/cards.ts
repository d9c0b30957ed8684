/**
 * Playing the cards of the current set: discards, bribes, scandals and the three power cards.
 */
import { type CardId, moveCard, type Seat } from "../../../core/index.js";
import { canMoveScandal, canPeek, pileHasMoney, pileOf, SCANDALS_TO_REMOVE } from "../predicates.js";
import type { Pile, Politician, SlushFundState } from "../types.js";
import { afterCard } from "./turn.js";

function pile(s: SlushFundState, politician: Politician, seat: Seat): Pile {
  return (s.piles[politician] as Pile[])[seat] as Pile;
}

/** A pile changed: whatever spies knew of it is out of date. */
function changed(target: Pile): void {
  if (target.seenBy.length > 0) target.seenBy = [];
}

function learn(target: Pile, seat: Seat): void {
  if (!target.seenBy.includes(seat)) {
    target.seenBy.push(seat);
    target.seenBy.sort((a, b) => a - b);
  }
}

/** Moves a played card from the current set out of the game. */
function spend(s: SlushFundState, card: CardId): void {
  moveCard(s.hand, s.removed, card);
}

/**
 * Removes a politician from play. Its bribe piles are lost but stay where they lie, frozen and as
 * hidden as they were: each seat keeps seeing what it saw, the others only how many cards there are.
 */
function removePolitician(s: SlushFundState, politician: Politician): void {
  s.fallen[politician] = true;
  const lost = (s.piles[politician] as Pile[]).map((target) => target.cards.length);
  s.events.push({ type: "politician-removed", politician, lost });
}

function addScandal(s: SlushFundState, politician: Politician, card: CardId): void {
  (s.scandals[politician] as CardId[]).push(card);
  if ((s.scandals[politician] as CardId[]).length >= SCANDALS_TO_REMOVE) removePolitician(s, politician);
}

/** Discards a card of the current set (discarding counts as playing it). */
export function discard(s: SlushFundState, player: Seat, card: CardId): void {
  spend(s, card);
  s.events.push({ type: "discarded", player, card });
  afterCard(s);
}

/** Puts a Money or VP card on top of the player's own pile at a politician. */
export function bribe(s: SlushFundState, player: Seat, card: CardId, politician: Politician): void {
  const own = pile(s, politician, player);
  moveCard(s.hand, own.cards, card);
  changed(own);
  s.events.push({ type: "bribed", player, card, politician });
  afterCard(s);
}

/** Puts a Scandal on a politician; the fifth removes it. */
export function scandal(s: SlushFundState, player: Seat, card: CardId, politician: Politician): void {
  s.hand.splice(s.hand.indexOf(card), 1);
  const count = (s.scandals[politician] as CardId[]).length + 1;
  s.events.push({ type: "scandal", player, card, politician, count });
  addScandal(s, politician, card);
  afterCard(s);
}

function stealCard(
  s: SlushFundState,
  player: Seat,
  victim: Seat,
  politician: Politician,
  card: CardId,
): void {
  const from = pile(s, politician, victim);
  const to = pile(s, politician, player);
  moveCard(from.cards, to.cards, card);
  changed(from);
  changed(to);
  s.events.push({ type: "stolen", player, victim, politician, card });
}

/**
 * Plays a Thief: takes the top money card (thiefTakes "top"), or looks into the pile and then
 * lets the player pick any money card of it (thiefTakes "any"; a pile without money yields nothing).
 */
export function thief(
  s: SlushFundState,
  player: Seat,
  card: CardId,
  politician: Politician,
  victim: Seat,
): void {
  spend(s, card);
  s.events.push({ type: "thief", player, card, politician, victim });
  const from = pile(s, politician, victim);
  if (s.options.thiefTakes === "top") {
    stealCard(s, player, victim, politician, from.cards[from.cards.length - 1] as CardId);
  } else {
    learn(from, player);
    if (pileHasMoney(s, from.cards)) {
      s.target = { politician, victim };
      s.phase = "steal";
      return;
    }
    s.events.push({ type: "thief-missed", player, victim, politician });
  }
  afterCard(s);
}

/** Completes a Thief under thiefTakes "any": the chosen money card moves to the thief's pile. */
export function steal(s: SlushFundState, player: Seat, card: CardId): void {
  const { politician, victim } = s.target as NonNullable<SlushFundState["target"]>;
  s.target = null;
  stealCard(s, player, victim, politician, card);
  afterCard(s);
}

function spyLookOrFinish(s: SlushFundState, player: Seat): void {
  if (canPeek(s, player)) s.phase = "spy-look";
  else afterCard(s);
}

/** Plays a Spy: its scandal move comes first when possible, then its look. */
export function spy(s: SlushFundState, player: Seat, card: CardId): void {
  spend(s, card);
  s.events.push({ type: "spy", player, card });
  if (canMoveScandal(s)) s.phase = "spy-move";
  else spyLookOrFinish(s, player);
}

/** The Spy's first part: one scandal moves (possibly removing its new politician). */
export function moveScandal(s: SlushFundState, player: Seat, from: Politician, to: Politician): void {
  const card = (s.scandals[from] as CardId[]).pop() as CardId;
  s.events.push({ type: "scandal-moved", player, from, to, card });
  addScandal(s, to, card);
  spyLookOrFinish(s, player);
}

/** The Spy's second part: the player sees that pile until it changes. */
export function peek(s: SlushFundState, player: Seat, politician: Politician, victim: Seat): void {
  learn(pile(s, politician, victim), player);
  s.events.push({ type: "peeked", player, victim, politician });
  afterCard(s);
}

/** Plays a Money Transfer: one of the player's money cards moves onto their pile at another politician. */
export function transfer(s: SlushFundState, player: Seat, card: CardId, moved: CardId, to: Politician): void {
  spend(s, card);
  const from = pileOf(s, player, moved);
  const source = pile(s, from, player);
  const target = pile(s, to, player);
  moveCard(source.cards, target.cards, moved);
  changed(source);
  changed(target);
  s.events.push({ type: "transferred", player, card, moved, from, to });
  afterCard(s);
}
