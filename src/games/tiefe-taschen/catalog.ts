/**
 * The money cards of each edition. Card ids are ordered by value: with `k` copies per value,
 * ids `(v-1)·k .. v·k-1` are worth `v` Mio; the 2016 bankruptcy card is the id after the money.
 */
import type { ActionCard, Demand, Edition, Token } from "./types.js";

/** Copies of each money value (1..5 Mio) in an edition. */
export function copiesPerValue(edition: Edition): number {
  return edition === "2015" ? 20 : 18;
}

/** The number of money cards of an edition (100 or 90). */
export function moneyCount(edition: Edition): number {
  return 5 * copiesPerValue(edition);
}

/** The catalog size: the money cards plus, in 2016, the bankruptcy card. */
export function catalogSize(edition: Edition): number {
  return moneyCount(edition) + (edition === "2016" ? 1 : 0);
}

/** The bankruptcy card's id, or `null` for the 2015 edition. */
export function bankruptcyCardOf(edition: Edition): number | null {
  return edition === "2016" ? moneyCount(edition) : null;
}

/** The value in Mio of a money card id, given the copies per value. */
export function cardValue(card: number, copies: number): number {
  return Math.floor(card / copies) + 1;
}

/** The id of the n-th copy (0-based) of a value. */
export function cardId(value: number, copy: number, copies: number): number {
  return (value - 1) * copies + copy;
}

/** The largest id in any edition's catalog (for the action schema's range). */
export const MAX_CARD_ID = 100;

/** Which token a demand belongs to. */
export function tokenOf(demand: Demand): Token {
  return demand === "agree" || demand === "not-agree" ? "agree" : "reject";
}

/** The token's index in a player's `bribes` pair. */
export function tokenIndex(token: Token): 0 | 1 {
  return token === "agree" ? 0 : 1;
}

/** The demands printed on each token (index as in `tokenIndex`). */
export const TOKEN_DEMANDS: readonly (readonly [Demand, Demand])[] = [
  ["agree", "not-agree"],
  ["reject", "not-reject"],
];

/** Whether the revealed action card fulfils a bribe's demand. */
export function fulfils(card: ActionCard, demand: Demand): boolean {
  switch (demand) {
    case "agree":
      return card === "agree";
    case "not-agree":
      return card !== "agree";
    case "reject":
      return card === "reject";
    case "not-reject":
      return card !== "reject";
  }
}
