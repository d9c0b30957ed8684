/**
 * The data of Slush Fund: cards, politicians, options, state and views.
 */
import type { CardId, CardView, RngState, Seat } from "../../core/index.js";
import type { EndReason, SlushFundEvent } from "./actions.js";
import type { Politician } from "./politicians.js";

export { POLITICIANS, type Politician } from "./politicians.js";

/** The kinds of cards in the deck. */
export const CARD_KINDS = ["money", "vp", "scandal", "thief", "spy", "transfer", "time"] as const;
/** One kind of card. */
export type CardKind = (typeof CARD_KINDS)[number];

/** A card of the catalog; `value` is the money value in thousands of dollars (0 for other kinds). */
export interface Card {
  readonly kind: CardKind;
  readonly value: number;
}

/** The entries of a deck composition, in catalog order (money by value, then the other kinds). */
export const DECK_ENTRIES = [
  "money10",
  "money20",
  "money30",
  "money40",
  "money50",
  "vp",
  "scandal",
  "thief",
  "spy",
  "transfer",
  "time",
] as const;
/** One entry of a deck composition. */
export type DeckEntry = (typeof DECK_ENTRIES)[number];
/** How many cards of each entry the deck holds. */
export type DeckComposition = Readonly<Record<DeckEntry, number>>;

/** What a Thief may take: the top card of the pile (the rulebook) or any money card of it. */
export type ThiefTakes = "top" | "any";

/** The options `setup` accepts (each field optional there; `deck` may list only some entries). */
export interface SlushFundOptions {
  /** The deck composition; entries left out keep their default count. */
  readonly deck: Partial<DeckComposition>;
  /** How many revealed Time cards end the game (1..the Time cards of the deck). */
  readonly timeCardsToEnd: number;
  /** What a Thief takes from the chosen pile. */
  readonly thiefTakes: ThiefTakes;
  /** The seat that starts, or `null` to draw it with the seeded generator. */
  readonly firstPlayer: Seat | null;
}

/** The options as validated and completed at setup, kept in the state. */
export interface ResolvedOptions extends SlushFundOptions {
  readonly deck: DeckComposition;
}

/** The step the active player is at. */
export type Phase =
  | "choose" // take from the deck or start taking from the slush fund
  | "stash" // put one of the revealed cards into the slush fund
  | "take" // take the second and third card from the slush fund
  | "play" // play the cards of the current set
  | "spy-move" // the Spy's first part: move a scandal
  | "spy-look" // the Spy's second part: look at a pile
  | "steal" // a Thief (thiefTakes "any") picks the money card from the pile it looked at
  | "over";

/** One player's bribe pile at one politician (top = last) and the spies who know its content. */
export interface Pile {
  cards: CardId[];
  /** Opponents who looked at this pile with a Spy (or a Thief) since it last changed. */
  seenBy: Seat[];
}

/** The pile a Thief looked into, while its player picks the card to steal. */
export interface ThiefTarget {
  readonly politician: Politician;
  readonly victim: Seat;
}

/** The full game state (plain JSON). */
export interface SlushFundState {
  rng: RngState;
  events: SlushFundEvent[];
  players: number;
  options: ResolvedOptions;
  /** What each card id is (public: the deck composition is known). */
  catalog: Card[];
  phase: Phase;
  /** The active player. */
  turn: Seat;
  /** The face-down deck, top = last. */
  deck: CardId[];
  /** Cards revealed from the deck this turn, before one goes to the slush fund (public). */
  revealed: CardId[];
  /** The active player's current set: the cards still to be played this turn (public). */
  hand: CardId[];
  /** The face-up slush fund. */
  fund: CardId[];
  /** The Time cards laid aside so far. */
  timeCards: CardId[];
  /** Cards out of the game: discards and used power cards (the piles lost with a fallen politician stay at it). */
  removed: CardId[];
  /** Scandal cards on each politician. */
  scandals: CardId[][];
  /** Politicians removed by their fifth scandal. */
  fallen: boolean[];
  /** Bribe piles, `piles[politician][seat]`. */
  piles: Pile[][];
  /** The pile a Thief looked into (phase "steal"), otherwise `null`. */
  target: ThiefTarget | null;
  endReason: EndReason | null;
}

/** A pile as one viewer sees it: every card's slot (top always visible), and who spied on it. */
export interface PileView {
  readonly cards: CardView[];
  readonly seenBy: Seat[];
}

/**
 * What one seat (or a spectator) sees. The catalog is left out to keep views small: it follows from
 * `options.deck` (see `catalogFor`).
 */
export interface SlushFundView
  extends Omit<SlushFundState, "rng" | "deck" | "piles" | "events" | "catalog" | "options"> {
  readonly viewer: Seat | null;
  readonly options: ResolvedOptions;
  /** How many cards the deck holds (its order is never shown). */
  readonly deckSize: number;
  readonly piles: PileView[][];
  readonly events: SlushFundEvent[];
}
