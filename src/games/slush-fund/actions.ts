/**
 * The verbs of Slush Fund: actions, the events they cause, and the rule-error codes.
 */
import type { CardId, Seat } from "../../core/index.js";
import type { Politician } from "./politicians.js";

/** Why the game ended. */
export type EndReason = "time" | "deck-exhausted";

/** Reveal three cards from the deck (option a). */
export interface Draw {
  readonly type: "draw";
  readonly player: Seat;
}
/** Take one card from the slush fund (option b; the first take commits to three). */
export interface Take {
  readonly type: "take";
  readonly player: Seat;
  readonly card: CardId;
}
/** Put one revealed card into the slush fund. */
export interface Stash {
  readonly type: "stash";
  readonly player: Seat;
  readonly card: CardId;
}
/** Play a card of the current set by discarding it. */
export interface Discard {
  readonly type: "discard";
  readonly player: Seat;
  readonly card: CardId;
}
/** Play a Money or VP card onto your own pile at a politician. */
export interface Bribe {
  readonly type: "bribe";
  readonly player: Seat;
  readonly card: CardId;
  readonly politician: Politician;
}
/** Play a Scandal card onto a politician. */
export interface Scandal {
  readonly type: "scandal";
  readonly player: Seat;
  readonly card: CardId;
  readonly politician: Politician;
}
/** Play a Thief on an opponent's pile at a politician. */
export interface Thief {
  readonly type: "thief";
  readonly player: Seat;
  readonly card: CardId;
  readonly politician: Politician;
  readonly victim: Seat;
}
/** Pick the money card a Thief takes from the pile it looked into (thiefTakes "any"). */
export interface Steal {
  readonly type: "steal";
  readonly player: Seat;
  readonly card: CardId;
}
/** Play a Spy; its two parts follow as `move-scandal` and `peek` when possible. */
export interface Spy {
  readonly type: "spy";
  readonly player: Seat;
  readonly card: CardId;
}
/** The Spy's first part: move one scandal from a politician to another. */
export interface MoveScandal {
  readonly type: "move-scandal";
  readonly player: Seat;
  readonly from: Politician;
  readonly to: Politician;
}
/** The Spy's second part: look at an opponent's pile at a politician. */
export interface Peek {
  readonly type: "peek";
  readonly player: Seat;
  readonly politician: Politician;
  readonly victim: Seat;
}
/** Play a Money Transfer: move one of your money cards (`moved`) onto your pile at another politician. */
export interface Transfer {
  readonly type: "transfer";
  readonly player: Seat;
  readonly card: CardId;
  readonly moved: CardId;
  readonly to: Politician;
}

/** Every Slush Fund action. */
export type SlushFundAction =
  | Draw
  | Take
  | Stash
  | Discard
  | Bribe
  | Scandal
  | Thief
  | Steal
  | Spy
  | MoveScandal
  | Peek
  | Transfer;

/** What an action caused; every event is public. */
export type SlushFundEvent =
  | { readonly type: "revealed"; readonly player: Seat; readonly card: CardId }
  | { readonly type: "time-card"; readonly player: Seat; readonly card: CardId; readonly count: number }
  | { readonly type: "stashed"; readonly player: Seat; readonly card: CardId }
  | { readonly type: "taken"; readonly player: Seat; readonly card: CardId }
  | { readonly type: "discarded"; readonly player: Seat; readonly card: CardId }
  | { readonly type: "bribed"; readonly player: Seat; readonly card: CardId; readonly politician: Politician }
  | {
      readonly type: "scandal";
      readonly player: Seat;
      readonly card: CardId;
      readonly politician: Politician;
      readonly count: number;
    }
  | {
      readonly type: "politician-removed";
      readonly politician: Politician;
      /** How many bribe cards each seat lost there; the cards stay in their piles, as hidden as before. */
      readonly lost: number[];
    }
  | {
      readonly type: "thief";
      readonly player: Seat;
      readonly card: CardId;
      readonly politician: Politician;
      readonly victim: Seat;
    }
  | {
      readonly type: "stolen";
      readonly player: Seat;
      readonly victim: Seat;
      readonly politician: Politician;
      readonly card: CardId;
    }
  | {
      readonly type: "thief-missed";
      readonly player: Seat;
      readonly victim: Seat;
      readonly politician: Politician;
    }
  | { readonly type: "spy"; readonly player: Seat; readonly card: CardId }
  | {
      readonly type: "scandal-moved";
      readonly player: Seat;
      readonly from: Politician;
      readonly to: Politician;
      readonly card: CardId;
    }
  | { readonly type: "peeked"; readonly player: Seat; readonly victim: Seat; readonly politician: Politician }
  | {
      readonly type: "transferred";
      readonly player: Seat;
      readonly card: CardId;
      readonly moved: CardId;
      readonly from: Politician;
      readonly to: Politician;
    }
  | { readonly type: "turn-ended"; readonly player: Seat; readonly next: Seat | null }
  | { readonly type: "game-ended"; readonly reason: EndReason; readonly scores: number[] };

/** The rule-error codes of Slush Fund (besides the shared ones). */
export const RULE_CODES = [
  "wrong-phase",
  "fund-too-small",
  "card-not-in-fund",
  "card-not-revealed",
  "card-not-in-set",
  "wrong-card-kind",
  "politician-removed",
  "thief-own-pile",
  "thief-empty-pile",
  "thief-top-not-money",
  "steal-not-in-pile",
  "steal-not-money",
  "spy-useless",
  "no-scandal-to-move",
  "scandal-move-same-politician",
  "peek-own-pile",
  "peek-empty-pile",
  "transfer-not-your-card",
  "transfer-not-money",
  "transfer-same-politician",
] as const;
/** One Slush Fund rule-error code. */
export type SlushFundRuleCode = (typeof RULE_CODES)[number];
