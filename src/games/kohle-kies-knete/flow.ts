/**
 * Small read-only helpers about the course of the game: the board's open spaces, the hand limit,
 * the negotiation limit and the current deal's payout.
 */
import type { CardId } from "../../core/index.js";
import { type Deal, HAND_LIMIT, type KkkState, type SpaceRule } from "./types.js";

/** The next open space clockwise after `from` (`from` itself when it is the only open one), or -1. */
export function nextOpenSpace(s: KkkState, from: number): number {
  const size = s.tiles.length;
  for (let step = 1; step <= size; step++) {
    const space = (from + step) % size;
    if (s.tiles[space] === 0) return space;
  }
  return -1;
}

/** The first seat, clockwise from the seat whose turn comes, holding more than the hand limit; -1 if none. */
export function overLimitSeat(s: KkkState): number {
  for (let i = 0; i < s.players; i++) {
    const seat = (s.turn + i) % s.players;
    if ((s.hands[seat] as CardId[]).length > HAND_LIMIT) return seat;
  }
  return -1;
}

/** The payout of a deal opened now at the space: its dividends × the value of the next tile. */
export function payoutAt(s: KkkState, space: number): number {
  return (s.spaces[space] as SpaceRule).dividends * (s.options.tileValues[s.tilesPlaced] as number);
}

/** True once the deal has seen `negotiationLimit` counted actions: the non-Boss players may only pass. */
export function limitReached(s: KkkState, deal: Deal): boolean {
  return deal.count >= s.options.negotiationLimit;
}

/** True when every player but the Boss has passed since the last change. */
export function allOthersPassed(deal: Deal): boolean {
  for (let seat = 0; seat < deal.passed.length; seat++)
    if (seat !== deal.boss && !deal.passed[seat]) return false;
  return true;
}

/** The seat whose table holds the Clan card, or -1. */
export function tableOwner(deal: Deal, card: CardId): number {
  for (let seat = 0; seat < deal.table.length; seat++)
    if ((deal.table[seat] as CardId[]).includes(card)) return seat;
  return -1;
}
