/**
 * Pure questions about a state, shared by validation, legal actions and the reducer.
 */
import type { CardId, Seat } from "../../core/index.js";
import { POLITICIANS, type Politician, type SlushFundState } from "./types.js";

/** The parts of a state or view the predicates read (views carry the same public fields). */
type Table = Pick<SlushFundState, "catalog" | "fallen" | "scandals" | "players" | "options"> & {
  readonly piles: readonly (readonly { readonly cards: readonly (CardId | null)[] }[])[];
};

/** The fewest cards the slush fund must hold for a player to take from it. */
export const FUND_TAKE = 3;
/** How many cards a turn reveals from the deck. */
export const REVEAL_COUNT = 3;
/** The scandal count that removes a politician. */
export const SCANDALS_TO_REMOVE = 5;
/** A won politician's base value in victory points. */
export const BASE_VP = 7;

/** True for a Money card. */
export function isMoney(s: Pick<Table, "catalog">, id: CardId): boolean {
  return s.catalog[id]?.kind === "money";
}

/** True for a card that goes onto a bribe pile (Money or VP). */
export function isBribeCard(s: Pick<Table, "catalog">, id: CardId): boolean {
  const kind = s.catalog[id]?.kind;
  return kind === "money" || kind === "vp";
}

/** True when the politician index exists and the politician is still in the game. */
export function isLive(s: Pick<Table, "fallen">, politician: Politician): boolean {
  return politician >= 0 && politician < POLITICIANS.length && s.fallen[politician] === false;
}

/** The politicians still in the game, by rank. */
export function livePoliticians(s: Pick<Table, "fallen">): Politician[] {
  const live: Politician[] = [];
  for (let p = 0; p < POLITICIANS.length; p++) if (!s.fallen[p]) live.push(p);
  return live;
}

/** True when a Spy can move a scandal: some live politician has one and another live politician exists. */
export function canMoveScandal(s: Table): boolean {
  let live = 0;
  let withScandal = false;
  for (let p = 0; p < POLITICIANS.length; p++) {
    if (s.fallen[p]) continue;
    live++;
    if ((s.scandals[p] as CardId[]).length > 0) withScandal = true;
  }
  return withScandal && live >= 2;
}

/** True when `player` can look at some opponent's non-empty pile at a live politician. */
export function canPeek(s: Table, player: Seat): boolean {
  for (let p = 0; p < POLITICIANS.length; p++) {
    if (s.fallen[p]) continue;
    const piles = s.piles[p] as readonly { readonly cards: readonly unknown[] }[];
    for (let seat = 0; seat < s.players; seat++) {
      if (seat !== player && (piles[seat]?.cards.length ?? 0) > 0) return true;
    }
  }
  return false;
}

/** True when a Spy has at least one part it can carry out. */
export function spyUsable(s: Table, player: Seat): boolean {
  return canMoveScandal(s) || canPeek(s, player);
}

/** True when the pile holds at least one Money card. */
export function pileHasMoney(s: Pick<SlushFundState, "catalog">, cards: readonly CardId[]): boolean {
  for (const id of cards) if (isMoney(s, id)) return true;
  return false;
}

/** The politician whose pile of `player` holds `card`, or -1. */
export function pileOf(s: Pick<SlushFundState, "piles">, player: Seat, card: CardId): Politician {
  for (let p = 0; p < POLITICIANS.length; p++) {
    if ((s.piles[p]?.[player]?.cards ?? []).includes(card)) return p;
  }
  return -1;
}

/** True when `player` owns a Money card on a pile at a live politician and another live politician exists. */
export function transferUsable(s: SlushFundState, player: Seat): boolean {
  if (livePoliticians(s).length < 2) return false;
  for (let p = 0; p < POLITICIANS.length; p++) {
    if (s.fallen[p]) continue;
    if (pileHasMoney(s, (s.piles[p] as SlushFundState["piles"][number])[player]?.cards ?? [])) return true;
  }
  return false;
}

/** The money total, money-card count and VP-card count of a pile. */
export function pileTotals(
  s: Pick<SlushFundState, "catalog">,
  cards: readonly CardId[],
): { money: number; count: number; vp: number } {
  let money = 0;
  let count = 0;
  let vp = 0;
  for (const id of cards) {
    const card = s.catalog[id];
    if (card?.kind === "money") {
      money += card.value;
      count++;
    } else if (card?.kind === "vp") vp++;
  }
  return { money, count, vp };
}

/** The seat after `seat`, clockwise. */
export function nextSeat(s: Pick<SlushFundState, "players">, seat: Seat): Seat {
  return (seat + 1) % s.players;
}
