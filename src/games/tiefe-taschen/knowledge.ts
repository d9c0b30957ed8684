/**
 * Who knows where a money card is. Each card id carries a bit mask: bit `s` means seat `s` knows the
 * card's identity and place, bit 8 means everyone (spectators included). Public moves set every bit;
 * a card leaving a face-down stack unseen makes everyone but the witnesses forget that stack.
 */
import type { Seat } from "../../core/index.js";

/** The bit meaning "public knowledge". */
export const PUBLIC_BIT = 1 << 8;
/** Everyone knows: every seat bit and the public bit. */
export const EVERYONE = (1 << 9) - 1;

/** The mask of one seat. */
export function seatBit(seat: Seat): number {
  return 1 << seat;
}

/** Whether a viewer (a seat, or `null` for a spectator) knows a card with this mask. */
export function knows(mask: number, viewer: Seat | null): boolean {
  return viewer === null ? (mask & PUBLIC_BIT) !== 0 : (mask & (1 << viewer)) !== 0;
}

/** After an unseen card left `stack`, only the seats in `witnesses` may still know its other cards. */
export function forgetStack(seen: number[], stack: readonly number[], witnesses: number): void {
  for (const card of stack) {
    const mask = seen[card] as number;
    if ((mask & witnesses) !== mask) seen[card] = mask & witnesses;
  }
}
