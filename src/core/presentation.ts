/**
 * Shared shapes for drawing a game's view in any frontend: a card's face in the game's words, a
 * pile with its count, and whose move it is in words. Each game's `present.ts` fills them in.
 */
import type { Seat } from "./game.js";
import { interfaceText } from "./i18n/interface.js";
import type { LocaleOption } from "./i18n/locale.js";

/** How one card shows on the table: its name in the game's words, or a card back when hidden. */
export interface CardFace {
  /** The card's printed name ("$40K", "Spy", "3 Mio"), or "face-down card" for a back. */
  readonly name: string;
  /** A short kind for styling and grouping ("money", "scandal", "back", …). */
  readonly kind: string;
  /** True for a card whose face this viewer may not see. */
  readonly hidden: boolean;
  /** The card's money or point value where it has one (for totals and sorting). */
  readonly value?: number;
}

/** A stack of cards on the table: its name, how many cards it holds and its open top card. */
export interface PileLabel {
  readonly name: string;
  readonly count: number;
  /** The face of its top card when that card is open. */
  readonly top?: CardFace;
}

/** Whose move the table waits for and what that step is, in words ("choose a card to stash"). */
export interface TurnSummary {
  /** The seats that may act now (empty once the game is over). */
  readonly seats: readonly Seat[];
  /** The step in words, without the seat ("bid for roll tokens"). */
  readonly step: string;
}

/** The face of a card this viewer may not see, in English (`cardBack` gives it in any language). */
export const CARD_BACK: CardFace = { name: "face-down card", kind: "back", hidden: true };

/** The face of a card this viewer may not see, named in the option's language. */
export function cardBack(options?: LocaleOption): CardFace {
  return options?.locale === undefined || options.locale === "en"
    ? CARD_BACK
    : { name: interfaceText.text("card.back", undefined, options), kind: "back", hidden: true };
}
