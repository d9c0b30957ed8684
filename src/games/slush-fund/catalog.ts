/**
 * The default deck and the catalog built from a deck composition.
 */
import { buildCatalog } from "../../core/index.js";
import { type Card, DECK_ENTRIES, type DeckComposition, type DeckEntry } from "./types.js";

/** The engine's default 90-card deck (the rule text gives no list; this is the product's ruling). */
export const DEFAULT_DECK: DeckComposition = {
  money10: 14,
  money20: 12,
  money30: 10,
  money40: 8,
  money50: 6,
  vp: 8,
  scandal: 10,
  thief: 5,
  spy: 4,
  transfer: 3,
  time: 10,
};

/** The card each deck entry stands for. */
export const ENTRY_CARDS: Readonly<Record<DeckEntry, Card>> = {
  money10: { kind: "money", value: 10 },
  money20: { kind: "money", value: 20 },
  money30: { kind: "money", value: 30 },
  money40: { kind: "money", value: 40 },
  money50: { kind: "money", value: 50 },
  vp: { kind: "vp", value: 0 },
  scandal: { kind: "scandal", value: 0 },
  thief: { kind: "thief", value: 0 },
  spy: { kind: "spy", value: 0 },
  transfer: { kind: "transfer", value: 0 },
  time: { kind: "time", value: 0 },
};

/** Lists the cards of a composition, ids in catalog order (entries in `DECK_ENTRIES` order). */
export function catalogFor(deck: DeckComposition): Card[] {
  return buildCatalog(DECK_ENTRIES.map((entry) => [ENTRY_CARDS[entry], deck[entry]] as const)).cards.map(
    (card) => ({ ...card }),
  );
}
