/**
 * Slush Fund for a frontend: card faces, money, pile labels and whose step it is, in the game's
 * words, all read from a view (the catalog follows from `view.options.deck`).
 */
import {
  CARD_BACK,
  type CardFace,
  type CardId,
  type CardView,
  HIDDEN,
  type PileLabel,
  type Seat,
  type TurnSummary,
} from "../../core/index.js";
import { catalogFor, DEFAULT_DECK } from "./catalog.js";
import { BASE_VP, pileTotals } from "./predicates.js";
import { type Card, DECK_ENTRIES, type DeckComposition, POLITICIANS, type SlushFundView } from "./types.js";

const catalogs = new Map<string, Card[]>();

/** The catalog of a deck composition, built once per composition (views leave the catalog out). */
export function catalogOf(deck: DeckComposition = DEFAULT_DECK): Card[] {
  const key = DECK_ENTRIES.map((entry) => deck[entry]).join(",");
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = catalogFor(deck);
    // Few compositions are ever used; the bound only keeps a long-running host from growing the cache.
    if (catalogs.size >= 16) catalogs.clear();
    catalogs.set(key, catalog);
  }
  return catalog;
}

/** Money as the cards print it, in thousands of dollars ("$120K"). */
export function moneyLabel(thousands: number): string {
  return `$${thousands}K`;
}

const KIND_NAMES: Readonly<Record<Exclude<Card["kind"], "money">, string>> = {
  vp: "VP card",
  scandal: "Scandal",
  thief: "Thief",
  spy: "Spy",
  transfer: "Money Transfer",
  time: "Time",
};

/** A card's face ("$30K", "Spy", or a back); ids follow the given catalog (the default deck without one). */
export function cardFace(card: CardView, catalog: readonly Card[] = catalogOf()): CardFace {
  if (card === HIDDEN) return CARD_BACK;
  const entry = catalog[card];
  if (!entry) return { name: "unknown card", kind: "unknown", hidden: false };
  if (entry.kind === "money")
    return { name: moneyLabel(entry.value), kind: "money", hidden: false, value: entry.value };
  return { name: KIND_NAMES[entry.kind], kind: entry.kind, hidden: false };
}

/** A politician's title ("Vice President"). */
export function politicianName(politician: number): string {
  return POLITICIANS[politician] ?? `politician ${politician + 1}`;
}

/** A bribe pile as this view shows it: size, top card, and the totals when every card is visible. */
export interface BribePileLabel extends PileLabel {
  /** Money and VP cards of the pile, when the viewer sees the whole pile. */
  readonly totals?: { readonly money: number; readonly vp: number };
  /** Every card's face (backs for cards the viewer may not see), bottom first. */
  readonly cards: readonly CardFace[];
  /** Opponents who know this pile through a Spy or a Thief. */
  readonly seenBy: readonly Seat[];
}

/** The bribe pile of `seat` at `politician`, labelled for display. */
export function bribePile(view: SlushFundView, politician: number, seat: Seat): BribePileLabel {
  const catalog = catalogOf(view.options.deck);
  const pile = view.piles[politician]?.[seat];
  const cards = pile?.cards ?? [];
  const top = cards[cards.length - 1];
  const whole = cards.length > 0 && !cards.includes(HIDDEN);
  return {
    name: `${politicianName(politician)}: Seat ${seat}`,
    count: cards.length,
    top: top === undefined ? undefined : cardFace(top, catalog),
    totals: whole ? pileTotals({ catalog: catalog as Card[] }, cards as CardId[]) : undefined,
    cards: cards.map((card) => cardFace(card, catalog)),
    seenBy: pile?.seenBy ?? [],
  };
}

const STEPS: Readonly<Record<SlushFundView["phase"], string>> = {
  choose: "draw from the deck or take three cards from the slush fund",
  stash: "put one revealed card into the slush fund",
  take: "take more cards from the slush fund",
  play: "play the cards of the set",
  "spy-move": "Spy: move a scandal",
  "spy-look": "Spy: look at a pile",
  steal: "Thief: pick the money card to steal",
  over: "game over",
};

/** Whose step it is and what it is ("Seat 1: put one revealed card into the slush fund"). */
export function turnSummary(view: SlushFundView): TurnSummary {
  return { seats: view.phase === "over" ? [] : [view.turn], step: STEPS[view.phase] };
}

/** What a politician is worth to the seat that wins them now: the base victory points less one per scandal. */
export function politicianValue(view: SlushFundView, politician: number): number {
  return BASE_VP - (view.scandals[politician]?.length ?? 0);
}
