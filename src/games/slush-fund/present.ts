/**
 * Slush Fund for a frontend: card faces, money, pile labels and whose step it is, in the game's
 * words, all read from a view (the catalog follows from `view.options.deck`).
 */
import {
  type CardFace,
  type CardId,
  type CardView,
  cardBack,
  HIDDEN,
  type LocaleOption,
  type PileLabel,
  type Seat,
  seatName,
  type TurnSummary,
} from "../../core/index.js";
import { catalogFor, DEFAULT_DECK } from "./catalog.js";
import { speak } from "./messages.js";
import { BASE_VP, pileTotals } from "./predicates.js";
import { type Card, DECK_ENTRIES, type DeckComposition, type SlushFundView } from "./types.js";

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

/** Money as the cards print it, in thousands of dollars ("$120K"), in the option's language. */
export function moneyLabel(thousands: number, options?: LocaleOption): string {
  return speak(options)("money", { amount: thousands });
}

const KIND_KEYS = {
  vp: "kind.vp",
  scandal: "kind.scandal",
  thief: "kind.thief",
  spy: "kind.spy",
  transfer: "kind.transfer",
  time: "kind.time",
} as const satisfies Record<Exclude<Card["kind"], "money">, string>;

/** A card's face ("$30K", "Spy", or a back); ids follow the given catalog (the default deck without one). */
export function cardFace(
  card: CardView,
  catalog: readonly Card[] = catalogOf(),
  options?: LocaleOption,
): CardFace {
  if (card === HIDDEN) return cardBack(options);
  const entry = catalog[card];
  if (!entry) return { name: speak(options)("card.unknown"), kind: "unknown", hidden: false };
  if (entry.kind === "money")
    return { name: moneyLabel(entry.value, options), kind: "money", hidden: false, value: entry.value };
  return { name: speak(options)(KIND_KEYS[entry.kind]), kind: entry.kind, hidden: false };
}

// In the order of POLITICIANS (President first).
const POLITICIAN_KEYS = [
  "politician.president",
  "politician.vice-president",
  "politician.speaker",
  "politician.senator",
  "politician.governor",
] as const;

/** A politician's title ("Vice President"), in the option's language. */
export function politicianName(politician: number, options?: LocaleOption): string {
  const key = POLITICIAN_KEYS[politician];
  return key === undefined
    ? speak(options)("politician.other", { number: politician + 1 })
    : speak(options)(key);
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

/** The bribe pile of `seat` at `politician`, labelled for display in the option's language. */
export function bribePile(
  view: SlushFundView,
  politician: number,
  seat: Seat,
  options?: LocaleOption,
): BribePileLabel {
  const catalog = catalogOf(view.options.deck);
  const pile = view.piles[politician]?.[seat];
  const cards = pile?.cards ?? [];
  const top = cards[cards.length - 1];
  const whole = cards.length > 0 && !cards.includes(HIDDEN);
  return {
    name: speak(options)("pile.name", {
      politician: politicianName(politician, options),
      seat: seatName(seat, options),
    }),
    count: cards.length,
    top: top === undefined ? undefined : cardFace(top, catalog, options),
    totals: whole ? pileTotals({ catalog: catalog as Card[] }, cards as CardId[]) : undefined,
    cards: cards.map((card) => cardFace(card, catalog, options)),
    seenBy: pile?.seenBy ?? [],
  };
}

const STEP_KEYS = {
  choose: "step.choose",
  stash: "step.stash",
  take: "step.take",
  play: "step.play",
  "spy-move": "step.spy-move",
  "spy-look": "step.spy-look",
  steal: "step.steal",
  over: "step.over",
} as const satisfies Record<SlushFundView["phase"], string>;

/** Whose step it is and what it is ("Seat 1: put one revealed card into the slush fund"), in the option's language. */
export function turnSummary(view: SlushFundView, options?: LocaleOption): TurnSummary {
  return { seats: view.phase === "over" ? [] : [view.turn], step: speak(options)(STEP_KEYS[view.phase]) };
}

/** What a politician is worth to the seat that wins them now: the base victory points less one per scandal. */
export function politicianValue(view: SlushFundView, politician: number): number {
  return BASE_VP - (view.scandals[politician]?.length ?? 0);
}
