/**
 * The data shapes of Campaign: options, state, events and views (actions live in actions.ts).
 */
import type { CardView, RngState, Seat } from "../../core/index.js";
import type { IdeologyId } from "./data.js";

/** The kind of a government: coalition, minority, majority. */
export type GovernmentKind = "c" | "m" | "M";

/** The game's options, as stored in the state (every field resolved). */
export interface CampaignOptions {
  /** The ideology of each seat, or `null` to deal them at random. */
  readonly ideologies: readonly IdeologyId[] | null;
  /** Whether a capture may target a group held by another player. */
  readonly groupRaids: boolean;
  /** Formation actions before the fallback government; `null` means 6 × players. */
  readonly formationLimit: number | null;
  /** The last round; after its last turn the round-limit result applies. */
  readonly maxRounds: number;
  /** Capture penalty when the group's leaning differs from the party's. */
  readonly leaningPenalty: number;
  /** Capture penalty when the group is held by another player. */
  readonly raidPenalty: number;
  /** The price of a free roll token. */
  readonly tokenPrice: number;
  /** The start player, or `null` to draw one with the seeded generator. */
  readonly startPlayer: Seat | null;
}

/** One seat auction in progress (a series auctions `remaining` seats one after another). */
export interface AuctionState {
  /** Seats of this series still to auction, the current one included. */
  remaining: number;
  /** The round's election, or seats released during government formation. */
  context: "election" | "formation";
  /** Who opened the current auction (the first bidder). */
  opener: Seat;
  /** Whose bidding turn it is. */
  bidder: Seat;
  /** Consecutive passes; the bidding ends when every player has passed in a row. */
  passes: number;
  /** The holder of each roll token (indexed like ROLL_TOKENS), `null` when still free. */
  tokens: (Seat | null)[];
  /** Buying turns of this auction that took tokens from other players (sets the take price). */
  takingTurns: number;
}

/** A coalition proposal waiting for its members' answers. */
export interface Proposal {
  proposer: Seat;
  /** All members, proposer included, ascending. */
  members: Seat[];
  /** The member whose answer is awaited. */
  answerer: Seat;
}

/** Government formation in progress. */
export interface FormationState {
  /** Whose formation turn it is (when no proposal is pending). */
  turn: Seat;
  /** Consecutive passes. */
  passes: number;
  /** Formation actions so far (proposals, answers, releases and passes). */
  actions: number;
  proposal: Proposal | null;
  /** Who released seats, while their auction runs (formation resumes after them). */
  releasedBy: Seat | null;
}

/** The government of the current term. */
export interface Government {
  kind: GovernmentKind;
  /** The governing parties, ascending. */
  members: Seat[];
  /** The president (majority or minority only). */
  president: Seat | null;
}

/** A capture or floor-crossing attempt in progress. */
export interface Attempt {
  kind: "capture" | "cross";
  /** The group to capture (captures only). */
  group: number | null;
  /** The defender of a crossing, or the holder of a raided group; `null` for a face-up group. */
  defender: Seat | null;
  step: "deal" | "stake" | "interfere" | "veto";
  /** A backroom deal was made: nobody else may interfere. */
  dealt: boolean;
  /** The attacker's dollars on the attempt. */
  dollars: number;
  /** The attacker's groups committed for their influence (captures only). */
  committed: number[];
  /** Net interference by the other players: positive helps the attacker. */
  interference: number;
  /** Per seat: +1 helped, −1 hindered, 0 did not interfere (yet). */
  sides: number[];
  /** Whose interference turn it is (step "interfere"). */
  interferer: Seat;
  /** Money each seat put on the attempt, held until the roll (refunded on a veto). */
  paid: number[];
}

/** The seat-loss roll being prepared: the other players lower the threshold in turn. */
export interface SeatLoss {
  /** The threshold before interference. */
  threshold: number;
  /** Total lowering paid for so far. */
  lowered: number;
  /** Whose turn it is to lower (or finish). */
  lowerer: Seat;
}

/** An involuntary loss that the loser may undo with a Pardon. */
export interface PendingPardon {
  seat: Seat;
  loss: "seats" | "crossing" | "raid";
  /** Seats lost (seat-loss roll or crossing). */
  seats: number;
  /** Who gained from the loss (crossing or raid), `null` for the middle. */
  gainer: Seat | null;
  /** The raided group. */
  group: number | null;
}

/** The active player's turn. */
export interface TurnState {
  active: Seat;
  /** Turns already finished this term (the active player is the index-th after the leader). */
  index: number;
  /** Capture step, floor-crossing step, or the seat-loss roll. */
  stage: "capture" | "cross" | "seat-loss";
  attempt: Attempt | null;
  seatLoss: SeatLoss | null;
  pardon: PendingPardon | null;
}

/** How the game ended. */
export interface GameResult {
  kind: "win" | "round-limit";
  winners: Seat[];
  reason: string;
}

/** Counters of consecutive terms for the Anarchists', Communists' and Libertarians' wins. */
export interface Streaks {
  /** Consecutive coalition governments. */
  coalition: number;
  /** Consecutive ends of term with no B or BB group in the government. */
  noBusiness: number;
  /** Consecutive ends of term with at least one group in the government, all B or BB. */
  allBusiness: number;
}

/** Money paid in and out by the bank, so that treasuries + stakes = paid − received. */
export interface Ledger {
  paid: number;
  received: number;
}

/** The full game state (plain JSON). */
export interface CampaignState {
  rng: RngState;
  events: CampaignEvent[];
  players: number;
  options: CampaignOptions & { formationLimit: number };
  phase: "auction" | "formation" | "turn" | "over";
  round: number;
  startPlayer: Seat;
  /** The first player of the current (or last) term; before the first formation, the start player. */
  leader: Seat;
  /** The opener of the last auction. */
  lastOpener: Seat;
  ideology: IdeologyId[];
  treasury: number[];
  ledger: Ledger;
  seats: number[];
  middle: number;
  /** Groups held per seat. */
  groups: number[][];
  /** The face-down group deck, top at the end. */
  groupDeck: number[];
  /** How many cards at the bottom of the group deck everyone knows (returned by deals). */
  knownBottom: number;
  /** Face-up groups. */
  groupRow: number[];
  /** The face-down president deck, top at the end. */
  presidentDeck: number[];
  presidentDiscard: number[];
  /** Kept president cards (only Pardon is ever kept), face down. */
  hands: number[][];
  /** President cards face up in front of each seat until they expire. */
  active: number[][];
  /** The signed die of Spoiled ballots per seat (0 when not in play). */
  spoiled: number[];
  /** Each party's sequence of governments. */
  sequences: GovernmentKind[][];
  streaks: Streaks;
  /** The president used the veto this term. */
  vetoUsed: boolean;
  auction: AuctionState | null;
  formation: FormationState | null;
  government: Government | null;
  turn: TurnState | null;
  result: GameResult | null;
}

/** Who pays or receives money: a seat, or `null` for the bank. */
export type Payer = Seat | null;

/** What an action caused, for hosts to animate and log. */
export type CampaignEvent =
  | { type: "paid"; from: Payer; to: Payer; amount: number; reason: string }
  | { type: "auction-opened"; opener: Seat; remaining: number }
  | { type: "tokens-bought"; player: Seat; tokens: number[]; takenFrom: Seat[]; cost: number }
  | { type: "bid-passed"; player: Seat }
  | { type: "seat-won"; player: Seat; dice: number; rolls: number[] }
  | { type: "seat-unsold" }
  | { type: "seats-released"; player: Seat; count: number }
  | { type: "coalition-proposed"; player: Seat; members: Seat[] }
  | { type: "proposal-answered"; player: Seat; accept: boolean }
  | { type: "formation-passed"; player: Seat }
  | { type: "government-formed"; kind: GovernmentKind; members: Seat[]; president: Seat | null }
  | { type: "president-card"; player: Seat; card: CardView; kept: boolean }
  | { type: "card-effect"; player: Seat; card: number; detail: string }
  | { type: "turn-started"; player: Seat }
  | { type: "attempt"; player: Seat; kind: "capture" | "cross"; group: number | null; defender: Seat | null }
  | { type: "deal"; player: Seat; group: number | null }
  | { type: "committed"; player: Seat; group: number }
  | { type: "interfered"; player: Seat; amount: number; against: boolean }
  | { type: "vetoed"; player: Seat }
  | { type: "attempt-rolled"; player: Seat; dice: [number, number]; target: number; success: boolean }
  | { type: "group-drawn"; group: number }
  | { type: "threshold-lowered"; player: Seat; amount: number }
  | {
      type: "seat-loss-rolled";
      player: Seat;
      dice: [number, number];
      roll: number;
      threshold: number;
      lost: number;
    }
  | { type: "pardoned"; player: Seat; loss: PendingPardon["loss"] }
  | { type: "term-ended"; round: number }
  | { type: "game-ended"; winners: Seat[]; reason: string };

/** What one seat (or a spectator, `viewer: null`) sees. */
export interface CampaignView
  extends Omit<CampaignState, "rng" | "events" | "groupDeck" | "presidentDeck" | "hands"> {
  viewer: Seat | null;
  events: CampaignEvent[];
  /** The group deck: `null` for unknown cards, ids for the known ones at the bottom. */
  groupDeck: CardView[];
  presidentDeckSize: number;
  /** Kept president cards: ids for the viewer's own, `null` placeholders for others'. */
  hands: CardView[][];
}
