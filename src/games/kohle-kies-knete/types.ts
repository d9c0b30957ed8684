/**
 * The data of Kohle, Kie$ & Knete: families, options, state, actions, events, views and rule-error codes.
 */
import type { CardId, CardView, RngState, Seat } from "../../core/index.js";
import type { TargetKind } from "./actions.js";

export * from "./actions.js";

/** The six families in alphabetical order; a family is its index here (0 = Heiermann … 5 = Talerfeld). */
export const FAMILY_NAMES = [
  "Heiermann",
  "Knetowitz",
  "Liebgeld",
  "Piepenbrok",
  "Raffzahn",
  "Talerfeld",
] as const;
/** The one-letter family codes used by `options.board`. */
export const FAMILY_LETTERS = ["H", "K", "L", "P", "R", "T"] as const;
/** A family letter. */
export type FamilyLetter = (typeof FAMILY_LETTERS)[number];
/** A family index, 0..5 (alphabetical: H, K, L, P, R, T). */
export type Family = number;
/** The number of families (and of Investor cards). */
export const FAMILY_COUNT = 6;

/** How many influence cards a player may hold after resolving a draw or a return of cards. */
export const HAND_LIMIT = 12;
/** Influence cards dealt to each player at the start. */
export const START_HAND = 5;
/** Influence cards drawn instead of opening a deal after a roll. */
export const DRAW_COUNT = 3;
/** Recruitment cards played together to take an Investor. */
export const RECRUIT_COST = 3;
/** The owner value of an Investor lying in the open pool beside the board. */
export const POOL = -1;

/** One group of a space's requirements as options state it: `count` distinct families out of `from`. */
export interface GroupOption {
  readonly count: number;
  readonly from: readonly FamilyLetter[];
}

/** A board space as options state it: families always needed, groups to choose from, dividends paid. */
export interface SpaceOption {
  readonly fixed: readonly FamilyLetter[];
  readonly groups: readonly GroupOption[];
  readonly dividends: number;
}

/** The game's options, validated at setup. */
export interface KkkOptions {
  /** The board: spaces in clockwise order (index 0 first). */
  readonly board: readonly SpaceOption[];
  /** Value per dividend of the k-th deal (index k-1); its length is the number of deal tiles. */
  readonly tileValues: readonly number[];
  /**
   * Die faces that end the game when rolled after placing tile k (index k-1), one entry per tile
   * except the last (the game always ends after the last tile); an empty list means no roll.
   */
  readonly endRolls: readonly (readonly number[])[];
  /** Counted actions in one deal after which the non-Boss players may only pass. */
  readonly negotiationLimit: number;
  /** Turns after which the game ends and is scored as usual. */
  readonly maxTurns: number;
}

/** A requirement group in the state: a bit mask of families and how many of them are needed. */
export interface GroupRule {
  readonly mask: number;
  readonly count: number;
}

/** A board space as the engine uses it (family sets as bit masks, `1 << family`). */
export interface SpaceRule {
  readonly fixed: number;
  readonly groups: readonly GroupRule[];
  readonly dividends: number;
  /** How many investors the space needs in all. */
  readonly investors: number;
}

/** The step the game is at. */
export type Phase = "marker" | "turn" | "deal" | "handLimit" | "over";

/** Why the game ended. */
export type EndReason = "last-tile" | "end-roll" | "turn-limit";

/** A non-Boss player's offer: cards put at the Boss's disposal for a price. */
export interface Offer {
  /** Offered Investor cards (families) the offerer holds. */
  investors: Family[];
  /** Offered Clan cards (ids) lying on the offerer's table. */
  clans: CardId[];
  /** The price in $M, paid by the Boss at the close when accepted. */
  price: number;
  /** Accepted offers bind and can no longer be changed. */
  accepted: boolean;
}

/** The cards the Boss names one by one after `close` with `choose: true`. */
export interface Picking {
  investors: Family[];
  clans: CardId[];
}

/** The open deal: the negotiation at the marker's space. */
export interface Deal {
  readonly space: number;
  /** Dividends × the current tile value: what the bank pays the Boss at the close. */
  readonly payout: number;
  boss: Seat;
  /** Clan cards laid face up this deal, per seat (they stay there until the deal ends). */
  table: CardId[][];
  /** Per family: the Travel card covering that Investor for the rest of the deal, or -1. */
  travel: number[];
  /** Per seat: the offer, or null (the Boss never has one). */
  offers: (Offer | null)[];
  /** Per seat: passed since the last change. */
  passed: boolean[];
  /** Counted actions so far (everything except passes and Stop-window answers). */
  count: number;
  /** Non-null while the Boss names the cards used after `close` with `choose: true`. */
  picking: Picking | null;
}

/** A Travel, Recruitment triple or Boss card waiting for its Stop window to close. */
export interface StopWindow {
  readonly kind: "travel" | "recruitment" | "boss";
  readonly player: Seat;
  /** The played card(s), held here until they take effect or are stopped. */
  cards: CardId[];
  readonly on: TargetKind | null;
  /** The target family (investor) or card id (clan); -1 for a Boss card. */
  readonly target: number;
  /** The seat that answers now (stop or allow). */
  next: Seat;
}

/** A deal that was closed, kept for the money invariant and for the record. */
export interface ClosedDeal {
  readonly deal: number;
  readonly space: number;
  readonly boss: Seat;
  readonly payout: number;
  /** The sum of accepted prices the Boss paid. */
  readonly paid: number;
}

/** The whole game state (plain JSON). */
export interface KkkState {
  rng: RngState;
  events: KkkEvent[];
  readonly players: number;
  readonly options: KkkOptions;
  readonly spaces: readonly SpaceRule[];
  phase: Phase;
  /** The active player (phase "turn"), or the player whose turn comes next (phase "handLimit"). */
  turn: Seat;
  /** The active player has rolled this turn. */
  rolled: boolean;
  /** The Boss of the deal that just failed (may not roll or draw), until the next action. */
  failedBoss: Seat | null;
  /** The dollar marker's space, -1 before it is placed. */
  marker: number;
  /** Per space: the number of the deal tile lying on it, 0 while open. */
  tiles: number[];
  tilesPlaced: number;
  turnsPlayed: number;
  deck: CardId[];
  /** Face up, public. */
  discard: CardId[];
  hands: CardId[][];
  /** Per family: the seat holding that Investor, or POOL (-1). */
  owner: number[];
  money: number[];
  /** Everything the (unlimited) bank has paid out. */
  bankPaid: number;
  history: ClosedDeal[];
  deal: Deal | null;
  window: StopWindow | null;
  /** The last action was a Stop (a Stop cannot be stopped). */
  lastWasStop: boolean;
  endReason: EndReason | null;
}

/** A payment of the Boss for an accepted offer at the close. */
export interface Payment {
  readonly seat: Seat;
  readonly price: number;
}

/** What an action caused; `drew` carries card ids only for the drawing seat's own view. */
export type KkkEvent =
  | { type: "markerPlaced"; player: Seat; space: number }
  | { type: "rolled"; player: Seat; die: number; space: number }
  | { type: "reshuffled"; cards: number }
  | { type: "drew"; player: Seat; cards: CardView[] }
  | { type: "discarded"; player: Seat; card: CardId }
  | { type: "dealOpened"; player: Seat; space: number; payout: number }
  | { type: "clanPlayed"; player: Seat; card: CardId }
  | { type: "offerChanged"; player: Seat; offer: Offer | null }
  | { type: "offerLapsed"; player: Seat }
  | { type: "accepted"; player: Seat; seat: Seat; price: number }
  | {
      type: "cardPlayed";
      player: Seat;
      kind: StopWindow["kind"];
      cards: CardId[];
      on: TargetKind | null;
      target: number;
    }
  | { type: "allowed"; player: Seat }
  | { type: "stopped"; player: Seat; card: CardId }
  | { type: "travelled"; player: Seat; on: TargetKind; target: number }
  | { type: "recruited"; player: Seat; family: Family; from: number }
  | { type: "bossChanged"; player: Seat; previous: Seat }
  | { type: "passed"; player: Seat }
  | { type: "picked"; player: Seat; on: TargetKind; target: number }
  | {
      type: "dealClosed";
      boss: Seat;
      payout: number;
      payments: Payment[];
      usedInvestors: Family[];
      usedClans: CardId[];
      /** Per seat: the Clan cards that went back to that hand (they are now its last cards). */
      returned: CardId[][];
    }
  | { type: "dealFailed"; boss: Seat; returned: CardId[][] }
  | { type: "tilePlaced"; space: number; tile: number; marker: number }
  | { type: "endRoll"; player: Seat; die: number; ends: boolean }
  | { type: "gameOver"; reason: EndReason };

/** What one seat (or a spectator) sees: everything but other hands, the deck order and the generator. */
export interface KkkView extends Omit<KkkState, "rng" | "deck" | "hands" | "events"> {
  readonly viewer: Seat | null;
  readonly deckSize: number;
  readonly hands: CardView[][];
  readonly events: KkkEvent[];
}

/** The game's own rule-error codes (the shared codes of the core come on top). */
export const RULE_CODES = [
  "wrong-phase",
  "no-such-space",
  "already-rolled",
  "roll-first",
  "failed-boss-cannot-draw",
  "card-not-in-hand",
  "wrong-card-kind",
  "card-not-held",
  "boss-only",
  "boss-cannot-offer",
  "boss-cannot-pass",
  "already-boss",
  "no-offer",
  "offer-accepted",
  "card-already-offered",
  "card-not-offered",
  "investor-travelling",
  "price-out-of-range",
  "price-unchanged",
  "beyond-payout",
  "travel-wrong-family",
  "no-such-target",
  "investor-in-pool",
  "already-travelling",
  "clan-not-recruitable",
  "own-investor",
  "pool-first",
  "no-stop-window",
  "stop-against-stop",
  "window-open",
  "already-passed",
  "negotiation-limit",
  "requirements-unmet",
  "not-all-passed",
  "not-picking",
  "card-not-usable",
] as const;
/** One of the game's own rule-error codes. */
export type RuleCode = (typeof RULE_CODES)[number];
