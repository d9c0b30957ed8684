/**
 * Campaign's actions (one interface per verb) and its rule-error codes.
 */
import type { Seat } from "../../core/index.js";

/** Buy `count` roll tokens (0 = pass). */
export interface Bid {
  readonly type: "bid";
  readonly player: Seat;
  readonly count: number;
}
/** Propose a coalition of `members` (ascending, proposer included). */
export interface Propose {
  readonly type: "propose";
  readonly player: Seat;
  readonly members: readonly number[];
}
/** Accept or decline the pending proposal. */
export interface Answer {
  readonly type: "answer";
  readonly player: Seat;
  readonly accept: boolean;
}
/** Put `count` of your seats in the middle; they are auctioned at once. */
export interface Release {
  readonly type: "release";
  readonly player: Seat;
  readonly count: number;
}
/** Pass a formation turn. */
export interface Pass {
  readonly type: "pass";
  readonly player: Seat;
}
/** Attempt to capture a group (face up, or held by another player). */
export interface Capture {
  readonly type: "capture";
  readonly player: Seat;
  readonly group: number;
}
/** Attempt a floor crossing against `target`. */
export interface Cross {
  readonly type: "cross";
  readonly player: Seat;
  readonly target: Seat;
}
/** Skip the capture or the floor-crossing step. */
export interface Skip {
  readonly type: "skip";
  readonly player: Seat;
}
/** Backroom deal paid by the president ($5). */
export interface PayDeal {
  readonly type: "pay-deal";
  readonly player: Seat;
}
/** Backroom deal by returning one of your groups to the bottom of the deck. */
export interface ReturnGroup {
  readonly type: "return-group";
  readonly player: Seat;
  readonly group: number;
}
/** Make no backroom deal. */
export interface NoDeal {
  readonly type: "no-deal";
  readonly player: Seat;
}
/** Put more dollars on your own attempt. */
export interface Spend {
  readonly type: "spend";
  readonly player: Seat;
  readonly amount: number;
}
/** Commit one of your groups' influence to your capture. */
export interface Commit {
  readonly type: "commit";
  readonly player: Seat;
  readonly group: number;
}
/** Pay to help (`against: false`) or hinder (`against: true`) another player's attempt. */
export interface Interfere {
  readonly type: "interfere";
  readonly player: Seat;
  readonly amount: number;
  readonly against: boolean;
}
/** Pay to lower the active player's seat-loss threshold. */
export interface Lower {
  readonly type: "lower";
  readonly player: Seat;
  readonly amount: number;
}
/** Finish your money step (stake, interference or lowering). */
export interface Done {
  readonly type: "done";
  readonly player: Seat;
}
/** The president vetoes the attempt. */
export interface Veto {
  readonly type: "veto";
  readonly player: Seat;
}
/** The president lets the attempt go to the roll. */
export interface Allow {
  readonly type: "allow";
  readonly player: Seat;
}
/** Play your Pardon to undo the loss just suffered. */
export interface PlayPardon {
  readonly type: "pardon";
  readonly player: Seat;
}
/** Keep your Pardon and accept the loss. */
export interface AcceptLoss {
  readonly type: "accept-loss";
  readonly player: Seat;
}

/** Every Campaign action. */
export type CampaignAction =
  | Bid
  | Propose
  | Answer
  | Release
  | Pass
  | Capture
  | Cross
  | Skip
  | PayDeal
  | ReturnGroup
  | NoDeal
  | Spend
  | Commit
  | Interfere
  | Lower
  | Done
  | Veto
  | Allow
  | PlayPardon
  | AcceptLoss;

/** The game's own rule-error codes. */
export const RULE_CODES = [
  "wrong-step",
  "not-enough-tokens",
  "cannot-afford",
  "coalition-too-small",
  "proposer-not-member",
  "members-not-ascending",
  "member-excluded",
  "not-enough-seats",
  "group-not-available",
  "group-own",
  "raids-disabled",
  "anarchists-immune",
  "cross-self",
  "target-no-seats",
  "not-president",
  "group-not-held",
  "influence-already-committed",
  "influence-on-crossing",
  "interference-side-fixed",
  "already-interfered",
  "attempt-dealt",
  "veto-two-players",
  "veto-not-president",
  "veto-already-used",
  "veto-lost",
  "veto-own-attempt",
] as const;
/** One of Campaign's rule-error codes. */
export type CampaignRuleCode = (typeof RULE_CODES)[number];
