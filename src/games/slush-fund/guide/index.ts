/**
 * Slush Fund's how-to-play guide and glossary (English bundled, German and French loaded on demand),
 * with its numbers read from the engine's defaults, and the glossary term of each field of a view.
 */
import { defineGuide } from "../../../core/index.js";
import { DEFAULT_DECK } from "../catalog.js";
import { DEFAULT_OPTIONS } from "../options.js";
import { BASE_VP, FUND_TAKE, REVEAL_COUNT, SCANDALS_TO_REMOVE } from "../predicates.js";
import type { SlushFundView } from "../types.js";
import { en, type SlushFundGuide } from "./en.js";

const deck = DEFAULT_DECK;
const moneyCards = deck.money10 + deck.money20 + deck.money30 + deck.money40 + deck.money50;

/** Slush Fund's guide book: the how-to-play text and the glossary in every loaded language. */
export const guide = defineGuide({
  gameId: "slush-fund",
  en,
  load: {
    de: () => import("./de.js").then((module) => module.de),
    fr: () => import("./fr.js").then((module) => module.fr),
  },
  values: () => ({
    timeCardsToEnd: DEFAULT_OPTIONS.timeCardsToEnd,
    deckSize: Object.values(deck).reduce((sum, count) => sum + count, 0),
    moneyCards,
    money10: deck.money10,
    money20: deck.money20,
    money30: deck.money30,
    money40: deck.money40,
    money50: deck.money50,
    vpCards: deck.vp,
    scandals: deck.scandal,
    thieves: deck.thief,
    spies: deck.spy,
    transfers: deck.transfer,
    timeCards: deck.time,
    revealCount: REVEAL_COUNT,
    fundTake: FUND_TAKE,
    fallAt: SCANDALS_TO_REMOVE,
    baseVp: BASE_VP,
  }),
});

/** A term id of Slush Fund's glossary. */
export type SlushFundTermId = keyof SlushFundGuide["terms"];

/** The glossary term that explains each field of a Slush Fund view, or `null` for a field a table does not draw as a thing. */
export const VIEW_TERMS: Readonly<Record<keyof SlushFundView, SlushFundTermId | null>> = {
  viewer: null,
  players: null,
  options: null,
  events: null,
  phase: null,
  turn: null,
  endReason: null,
  deckSize: "zone.deck",
  timeCards: "zone.time",
  removed: "zone.removed",
  fund: "zone.fund",
  revealed: "zone.revealed",
  hand: "zone.hand",
  piles: "zone.pile",
  scandals: "card.scandal",
  fallen: "mark.fallen",
  target: "card.thief",
};
