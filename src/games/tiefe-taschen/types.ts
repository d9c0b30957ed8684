/**
 * The data of Tiefe Taschen: options, state, actions, events and views. Everything is plain JSON;
 * per-seat data are arrays indexed by seat and money cards are ids into the edition's catalog.
 */
import type { CardView, RngState, Seat } from "../../core/index.js";
import type { TiefeTaschenEvent } from "./events.js";
import type { ActionCard, Demand, Token } from "./pieces.js";

export * from "./events.js";
export * from "./pieces.js";

/** The supported rule editions: the 2015 English prototype and the 2016 Fobs edition (default). */
export const EDITIONS = ["2015", "2016"] as const;
/** A rule edition. */
export type Edition = (typeof EDITIONS)[number];

/** The game's options; `null` means "use the documented default". */
export interface TiefeTaschenOptions {
  /** Which rule text to follow (default "2016"). */
  readonly edition: Edition;
  /** The first president's seat; `null` = chosen by the seeded generator. */
  readonly firstPresident: Seat | null;
  /** 2016 only: cards below the bankruptcy card; `null` = a third of the treasury, rounded down. */
  readonly bankruptcyDepth: number | null;
  /** Changes allowed in the free negotiation before the ordered form; `null` = 4 × active players. */
  readonly negotiationLimit: number | null;
}

/** The phases in which seats act (the period reveal and the resolve run inside the actions that trigger them). */
export const PHASES = ["distribute", "negotiate", "ordered", "final-choice", "over"] as const;
/** A phase of a period. */
export type Phase = (typeof PHASES)[number];

/** A bribe lying in front of another player: a token showing `demand`, with one money card. */
export interface Bribe {
  target: Seat;
  demand: Demand;
  card: number;
  faceUp: boolean;
}

/** The first half of a bribe: the token is on its way to `target`, its money card not yet chosen. */
export interface PendingBribe {
  player: Seat;
  token: Token;
  demand: Demand;
  target: Seat;
  faceUp: boolean;
}

/** What the player in turn has already touched in the ordered form of the negotiation. */
export interface Touched {
  investigator: boolean;
  agree: boolean;
  reject: boolean;
}

/** The full state of a game of Tiefe Taschen. */
export interface TiefeTaschenState {
  rng: RngState;
  events: TiefeTaschenEvent[];
  players: number;
  options: TiefeTaschenOptions;
  /** Copies of each money value in the edition (20 or 18); card id = (value-1) × copies + n. */
  cardsPerValue: number;
  /** The catalog id of the bankruptcy card (2016), `null` in 2015. */
  bankruptcyCard: number | null;
  phase: Phase;
  period: number;
  president: Seat;
  /** `false` for presidents who resigned in this period. */
  active: boolean[];
  /** The face-down treasury; its top is the end of the array. */
  treasury: number[];
  /** The bankruptcy card once it has been drawn and laid open (empty before). */
  bankruptcyShown: number[];
  /** `true` once the bankruptcy card came up in "take from treasury": the game ends after this resolve. */
  bankrupt: boolean;
  /** The period's money, face up. */
  pool: number[];
  /** The president's distribution, parallel to `pool` (`null` = not yet assigned). */
  assignedTo: (Seat | null)[];
  /** Take-backs used in the current distribution (at most `pool.length`). */
  takeBacks: number;
  /** Private money stacks, by seat. */
  money: number[][];
  /** Per card id: who knows where the card is (bit s = seat s, bit 8 = everyone). */
  seen: number[];
  /** The face-down action card each player has chosen (`null` = none). */
  chosen: (ActionCard | null)[];
  /** Whom each player's investigator stands in front of. */
  investigator: (Seat | null)[];
  /** Each player's two bribe tokens (index 0 = agree token, 1 = reject token). */
  bribes: (Bribe | null)[][];
  pending: PendingBribe | null;
  done: boolean[];
  /** Changes made in this free negotiation. */
  changes: number;
  /** The change limit of this negotiation (after which the ordered form starts). */
  limit: number;
  /** The seat in turn in the ordered form. */
  orderTurn: Seat | null;
  touched: Touched;
  /** Who has made the final (hidden) card choice of the ordered form. */
  finalChosen: boolean[];
  endReason: string | null;
}

/** Give a distribution card (an id from the pool) to an active player. */
export interface Assign {
  readonly type: "assign";
  readonly player: Seat;
  readonly card: number;
  readonly to: Seat;
}
/** Take back an assigned card of the pool. */
export interface Unassign {
  readonly type: "unassign";
  readonly player: Seat;
  readonly card: number;
}
/** End the distribution (every card assigned). */
export interface ConfirmDistribution {
  readonly type: "confirmDistribution";
  readonly player: Seat;
}
/** Choose or change the face-down action card (also the final choice of the ordered form). */
export interface ChooseCard {
  readonly type: "chooseCard";
  readonly player: Seat;
  readonly card: ActionCard;
}
/** Place or move the investigator in front of another active player. */
export interface PlaceInvestigator {
  readonly type: "placeInvestigator";
  readonly player: Seat;
  readonly target: Seat;
}
/** Take the investigator back. */
export interface WithdrawInvestigator {
  readonly type: "withdrawInvestigator";
  readonly player: Seat;
}
/** Start a bribe: a free token showing `demand` goes to `target`; `bribeMoney` must follow. */
export interface BribeAction {
  readonly type: "bribe";
  readonly player: Seat;
  readonly demand: Demand;
  readonly target: Seat;
  readonly faceUp: boolean;
}
/** Finish a bribe: one private money card of this value goes with the token. */
export interface BribeMoney {
  readonly type: "bribeMoney";
  readonly player: Seat;
  readonly value: number;
}
/** Move a placed bribe to another player and/or turn its token to the other side (card and face stay). */
export interface MoveBribe {
  readonly type: "moveBribe";
  readonly player: Seat;
  readonly token: Token;
  readonly demand: Demand;
  readonly target: Seat;
}
/** Take a placed bribe back (the card returns to private money). */
export interface WithdrawBribe {
  readonly type: "withdrawBribe";
  readonly player: Seat;
  readonly token: Token;
}
/** The bribed player turns a face-down bribe card in front of them face up. */
export interface RevealBribe {
  readonly type: "revealBribe";
  readonly player: Seat;
  readonly briber: Seat;
  readonly token: Token;
}
/** Declare that one wants no further change in the free negotiation. */
export interface Done {
  readonly type: "done";
  readonly player: Seat;
}
/** End one's turn in the ordered form of the negotiation. */
export interface Pass {
  readonly type: "pass";
  readonly player: Seat;
}

/** Every action of Tiefe Taschen. */
export type TiefeTaschenAction =
  | Assign
  | Unassign
  | ConfirmDistribution
  | ChooseCard
  | PlaceInvestigator
  | WithdrawInvestigator
  | BribeAction
  | BribeMoney
  | MoveBribe
  | WithdrawBribe
  | RevealBribe
  | Done
  | Pass;

/** A bribe as a seat sees it: the card only if that seat saw it. */
export interface BribeView {
  readonly target: Seat;
  readonly demand: Demand;
  readonly faceUp: boolean;
  readonly card: CardView;
}

/** An event as a seat sees it: secret cards replaced by `null`, the `seen` mask dropped. */
export type TiefeTaschenEventView = {
  [T in TiefeTaschenEvent["type"]]: Omit<Extract<TiefeTaschenEvent, { type: T }>, "seen">;
}[TiefeTaschenEvent["type"]];

/** What one seat (or a spectator) may see. */
export interface TiefeTaschenView {
  readonly viewer: Seat | null;
  readonly players: number;
  readonly options: TiefeTaschenOptions;
  readonly phase: Phase;
  readonly period: number;
  readonly president: Seat;
  readonly active: boolean[];
  /** How many cards the treasury holds (including the bankruptcy card while it is in there). */
  readonly treasuryCount: number;
  readonly bankruptcyShown: number[];
  readonly bankrupt: boolean;
  readonly pool: number[];
  readonly assignedTo: (Seat | null)[];
  readonly takeBacks: number;
  /** Private money: the viewer's own card ids, placeholders for everybody else's. */
  readonly money: CardView[][];
  /** Cards of other players' stacks that the viewer watched go there and cannot have left unseen (ascending). */
  readonly knownMoney: number[][];
  /** Whether each player has an action card lying in front of them. */
  readonly hasCard: boolean[];
  /** The viewer's own chosen card (others' are `null`: face down). */
  readonly chosen: (ActionCard | null)[];
  readonly investigator: (Seat | null)[];
  readonly bribes: (BribeView | null)[][];
  readonly pending: PendingBribe | null;
  readonly done: boolean[];
  readonly changes: number;
  readonly limit: number;
  readonly orderTurn: Seat | null;
  readonly touched: Touched;
  readonly finalChosen: boolean[];
  readonly endReason: string | null;
  readonly events: TiefeTaschenEventView[];
}
