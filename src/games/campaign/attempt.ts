/**
 * Capture and floor-crossing attempts: announcement, backroom deal, the attacker's stake,
 * interference by each other player, the president's veto, and the roll.
 */
import { drawFrom, rollDie, type Seat } from "../../core/index.js";
import { DEAL_PRICE, ROW_SIZE } from "./data.js";
import { refundAttempt, settleAttempt, stakeOnAttempt } from "./money.js";
import { attemptTarget, holderOf, nextSeat, presidentOf, vetoBlocker } from "./predicates.js";
import { continueTurn } from "./turn.js";
import type { Attempt, CampaignState, TurnState } from "./types.js";

function current(s: CampaignState): { turn: TurnState; attempt: Attempt } {
  const turn = s.turn as TurnState;
  return { turn, attempt: turn.attempt as Attempt };
}

/** Announces an attempt on a group (capture) or a party (crossing) and moves to the deal step. */
export function startAttempt(
  s: CampaignState,
  kind: Attempt["kind"],
  group: number | null,
  defender: Seat | null,
): void {
  const turn = s.turn as TurnState;
  turn.attempt = {
    kind,
    group,
    defender,
    step: "deal",
    dealt: false,
    dollars: 0,
    committed: [],
    interference: 0,
    sides: new Array<number>(s.players).fill(0),
    interferer: turn.active,
    paid: new Array<number>(s.players).fill(0),
  };
  s.events.push({ type: "attempt", player: turn.active, kind, group, defender });
  enterDeal(s);
}

/** True when the attacker can make a backroom deal (president with $5, or holding a group). */
export function canDeal(s: CampaignState, seat: Seat): boolean {
  const president = presidentOf(s) === seat && (s.treasury[seat] as number) >= DEAL_PRICE;
  return president || (s.groups[seat] as number[]).length > 0;
}

function enterDeal(s: CampaignState): void {
  const { turn, attempt } = current(s);
  if (canDeal(s, turn.active)) attempt.step = "deal";
  else enterStake(s);
}

/** The deal step: the president pays $5 (staked on the attempt), or the attacker returns a group. */
export function makeDeal(s: CampaignState, group: number | null): void {
  const { turn, attempt } = current(s);
  attempt.dealt = true;
  if (group === null) {
    stakeOnAttempt(s, turn.active, DEAL_PRICE, "backroom deal");
  } else {
    const held = s.groups[turn.active] as number[];
    held.splice(held.indexOf(group), 1);
    s.groupDeck.unshift(group);
    s.knownBottom++;
    refillRow(s);
  }
  s.events.push({ type: "deal", player: turn.active, group });
  enterStake(s);
}

/** No deal: straight to the stake. */
export function skipDeal(s: CampaignState): void {
  enterStake(s);
}

/** True when the attacker can still add dollars or commit a group. */
export function canStake(s: CampaignState): boolean {
  const { turn, attempt } = current(s);
  if ((s.treasury[turn.active] as number) > 0) return true;
  return attempt.kind === "capture" && (s.groups[turn.active] as number[]).length > attempt.committed.length;
}

function enterStake(s: CampaignState): void {
  const { attempt } = current(s);
  if (canStake(s)) attempt.step = "stake";
  else enterInterference(s);
}

/** The attacker adds dollars to the attempt. */
export function spend(s: CampaignState, amount: number): void {
  const { turn, attempt } = current(s);
  stakeOnAttempt(s, turn.active, amount, "attempt stake");
  attempt.dollars += amount;
  if (!canStake(s)) enterInterference(s);
}

/** The attacker commits a group's influence to the capture. */
export function commit(s: CampaignState, group: number): void {
  const { turn, attempt } = current(s);
  attempt.committed.push(group);
  s.events.push({ type: "committed", player: turn.active, group });
  if (!canStake(s)) enterInterference(s);
}

/** The player to act finishes the money step of the attempt (stake or interference). */
export function finishAttemptStep(s: CampaignState, seat: Seat): void {
  const { attempt } = current(s);
  if (attempt.step === "stake") enterInterference(s);
  else nextInterferer(s, seat);
}

function enterInterference(s: CampaignState): void {
  const { turn, attempt } = current(s);
  if (attempt.dealt) {
    enterVeto(s);
    return;
  }
  attempt.step = "interfere";
  nextInterferer(s, turn.active);
}

// Each other player, clockwise from the attacker, gets one interference turn; the broke are skipped.
function nextInterferer(s: CampaignState, after: Seat): void {
  const { turn, attempt } = current(s);
  for (let seat = nextSeat(s, after); seat !== turn.active; seat = nextSeat(s, seat)) {
    if ((s.treasury[seat] as number) > 0) {
      attempt.interferer = seat;
      return;
    }
  }
  enterVeto(s);
}

/** An interferer pays to help or hinder; with no money left their turn ends. */
export function interfere(s: CampaignState, seat: Seat, amount: number, against: boolean): void {
  const { attempt } = current(s);
  stakeOnAttempt(s, seat, amount, against ? "interference against" : "interference for");
  attempt.sides[seat] = against ? -1 : 1;
  attempt.interference += against ? -amount : amount;
  s.events.push({ type: "interfered", player: seat, amount, against });
  if ((s.treasury[seat] as number) === 0) nextInterferer(s, seat);
}

function enterVeto(s: CampaignState): void {
  const { attempt } = current(s);
  const president = presidentOf(s);
  if (president !== null && vetoBlocker(s, president) === null) {
    attempt.step = "veto";
    attempt.interferer = president;
    return;
  }
  rollAttempt(s);
}

/** The president vetoes: every dollar on the attempt goes back, and the action is used up. */
export function veto(s: CampaignState, seat: Seat): void {
  s.vetoUsed = true;
  refundAttempt(s);
  s.events.push({ type: "vetoed", player: seat });
  (s.turn as TurnState).attempt = null;
  continueTurn(s);
}

/** The president lets the attempt go to the roll. */
export function allow(s: CampaignState): void {
  rollAttempt(s);
}

/** Rolls 2d6 against the target: success when roll ≤ target (a 7 always fails a capture). */
export function rollAttempt(s: CampaignState): void {
  const { turn, attempt } = current(s);
  const target = attemptTarget(s);
  settleAttempt(s);
  const dice: [number, number] = [drawFrom(s, (r) => rollDie(r)), drawFrom(s, (r) => rollDie(r))];
  const roll = dice[0] + dice[1];
  const success = roll <= target && !(attempt.kind === "capture" && roll === 7);
  s.events.push({ type: "attempt-rolled", player: turn.active, dice, target, success });
  turn.attempt = null;
  if (success && attempt.kind === "capture") captureGroup(s, turn.active, attempt.group as number);
  if (success && attempt.kind === "cross") crossFloor(s, turn.active, attempt.defender as Seat);
  if (!turn.pardon) continueTurn(s);
}

function captureGroup(s: CampaignState, attacker: Seat, group: number): void {
  const holder = holderOf(s, group);
  if (holder === null) {
    s.groupRow.splice(s.groupRow.indexOf(group), 1);
    refillRow(s);
  } else {
    const held = s.groups[holder] as number[];
    held.splice(held.indexOf(group), 1);
    offerPardon(s, { seat: holder, loss: "raid", seats: 0, gainer: attacker, group });
  }
  (s.groups[attacker] as number[]).push(group);
}

/** Fills the face-up row back to 4 groups from the top of the deck, while the deck lasts. */
export function refillRow(s: CampaignState): void {
  while (s.groupRow.length < ROW_SIZE && s.groupDeck.length > 0) {
    const drawn = s.groupDeck.pop() as number;
    s.groupRow.push(drawn);
    s.knownBottom = Math.min(s.knownBottom, s.groupDeck.length);
    s.events.push({ type: "group-drawn", group: drawn });
  }
}

function crossFloor(s: CampaignState, attacker: Seat, defender: Seat): void {
  s.seats[defender] = (s.seats[defender] as number) - 1;
  s.seats[attacker] = (s.seats[attacker] as number) + 1;
  offerPardon(s, { seat: defender, loss: "crossing", seats: 1, gainer: attacker, group: null });
}

/** After an involuntary loss, a Pardon holder decides whether to play it. */
export function offerPardon(s: CampaignState, pardon: NonNullable<TurnState["pardon"]>): void {
  if ((s.hands[pardon.seat] as number[]).length > 0) (s.turn as TurnState).pardon = pardon;
}

/** Plays the Pardon: everything lost in the event comes back; the card is discarded. */
export function playPardon(s: CampaignState, seat: Seat): void {
  const turn = s.turn as TurnState;
  const pardon = turn.pardon;
  if (!pardon) return;
  turn.pardon = null;
  if (pardon.loss === "raid" && pardon.gainer !== null && pardon.group !== null) {
    const gained = s.groups[pardon.gainer] as number[];
    gained.splice(gained.indexOf(pardon.group), 1);
    (s.groups[seat] as number[]).push(pardon.group);
  } else if (pardon.loss === "crossing" && pardon.gainer !== null) {
    s.seats[pardon.gainer] = (s.seats[pardon.gainer] as number) - pardon.seats;
    s.seats[seat] = (s.seats[seat] as number) + pardon.seats;
  } else {
    s.middle -= pardon.seats;
    s.seats[seat] = (s.seats[seat] as number) + pardon.seats;
  }
  const hand = s.hands[seat] as number[];
  s.presidentDiscard.push(hand.pop() as number);
  s.events.push({ type: "pardoned", player: seat, loss: pardon.loss });
  continueTurn(s);
}

/** Keeps the Pardon and accepts the loss. */
export function acceptLoss(s: CampaignState): void {
  (s.turn as TurnState).pardon = null;
  continueTurn(s);
}
