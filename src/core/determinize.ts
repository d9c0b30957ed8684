/**
 * Helpers for `determinize`: rebuilding a full state from a view by dealing the cards the viewer
 * has not seen, at random, into the places the view shows only as placeholders.
 */
import { invariant } from "./errors.js";
import { type RngState, shuffle } from "./rng.js";
import { type CardView, HIDDEN } from "./view.js";
import type { CardId } from "./zones.js";

/** The catalog ids (`0..catalogSize-1`) that appear in none of the given visible zones. */
export function unseenCards(catalogSize: number, seen: Iterable<CardView>): CardId[] {
  const visible = new Set<CardId>();
  for (const card of seen) if (card !== HIDDEN) visible.add(card);
  const unseen: CardId[] = [];
  for (let id = 0; id < catalogSize; id++) if (!visible.has(id)) unseen.push(id);
  return unseen;
}

/**
 * A shuffled supply of unseen cards, dealt one at a time into hidden slots; `finish` asserts
 * the supply matched the number of hidden slots exactly.
 */
export interface HiddenDealer {
  /** Replaces every placeholder of a projected zone with a dealt card. */
  fill(zone: readonly CardView[]): CardId[];
  /** Deals one card. */
  next(): CardId;
  /** The cards not dealt yet (for a deck rebuilt from what remains). */
  rest(): CardId[];
  /** The generator after the shuffle. */
  readonly rng: RngState;
}

/** Shuffles the unseen cards with the generator and returns a dealer over them. */
export function createHiddenDealer(unseen: readonly CardId[], rng: RngState): HiddenDealer {
  const [shuffled, next] = shuffle(rng, unseen);
  let position = 0;
  const dealOne = (): CardId => {
    invariant(position < shuffled.length, "determinize: more hidden slots than unseen cards");
    return shuffled[position++] as CardId;
  };
  return {
    fill: (zone) => zone.map((card) => (card === HIDDEN ? dealOne() : card)),
    next: dealOne,
    rest: () => shuffled.slice(position),
    rng: next,
  };
}
