/**
 * Capture and floor-crossing attempts: announcement, backroom deal, the attacker's stake,
 * interference by each other player, the president's veto, and the roll.
 */
import { drawFrom, rollDie, type Seat } from "../../../core/index.js";
import { DEAL_PRICE, ROW_SIZE } from "../data.js";
import { refundAttempt, settleAttempt, stakeOnAttempt } from "../money.js";
import { attemptTarget, holderOf, nextSeat, presidentOf, vetoBlocker } from "../predicates.js";
import type { Attempt, CampaignState, TurnState } from "../types.js";
import type { HandOver } from "./hand-over.js";
import { offerPardon } from "./pardon.js";
import { continueTurn } from "./turn.js";

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
): HandOver | undefined {
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
  return enterDeal(s);
}

/** True when the attacker can make a backroom deal (president with $5, or holding a group). */
export function canDeal(s: CampaignState, seat: Seat): boolean {
  const president = presidentOf(s) === seat && (s.treasury[seat] as number) >= DEAL_PRICE;
  return president || (s.groups[seat] as number[]).length > 0;
}

function enterDeal(s: CampaignState): HandOver | undefined {
  const { turn, attempt } = current(s);
  if (!canDeal(s, turn.active)) return enterStake(s);
  attempt.step = "deal";
  return undefined;
}

/** The deal step: the president pays $5 (staked on the attempt), or the attacker returns a group. */
export function makeDeal(s: CampaignState, group: number | null): HandOver | undefined {
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
  return enterStake(s);
}

/** No deal: straight to the stake. */
export function skipDeal(s: CampaignState): HandOver | undefined {
  return enterStake(s);
}

/** True when the attacker can still add dollars or commit a group. */
export function canStake(s: CampaignState): boolean {
  const { turn, attempt } = current(s);
  if ((s.treasury[turn.active] as number) > 0) return true;
  return attempt.kind === "capture" && (s.groups[turn.active] as number[]).length > attempt.committed.length;
}

function enterStake(s: CampaignState): HandOver | undefined {
  const { attempt } = current(s);
  if (!canStake(s)) return enterInterference(s);
  attempt.step = "stake";
  return undefined;
}

/** The attacker adds dollars to the attempt. */
export function spend(s: CampaignState, amount: number): HandOver | undefined {
  const { turn, attempt } = current(s);
  stakeOnAttempt(s, turn.active, amount, "attempt stake");
  attempt.dollars += amount;
  return canStake(s) ? undefined : enterInterference(s);
}

/** The attacker commits a group's influence to the capture. */
export function commit(s: CampaignState, group: number): HandOver | undefined {
  const { turn, attempt } = current(s);
  attempt.committed.push(group);
  s.events.push({ type: "committed", player: turn.active, group });
  return canStake(s) ? undefined : enterInterference(s);
}

/** The player to act finishes the money step of the attempt (stake or interference). */
export function finishAttemptStep(s: CampaignState, seat: Seat): HandOver | undefined {
  const { attempt } = current(s);
  return attempt.step === "stake" ? enterInterference(s) : nextInterferer(s, seat);
}

function enterInterference(s: CampaignState): HandOver | undefined {
  const { turn, attempt } = current(s);
  if (attempt.dealt) return enterVeto(s);
  attempt.step = "interfere";
  return nextInterferer(s, turn.active);
}

// Each other player, clockwise from the attacker, gets one interference turn; the broke are skipped.
function nextInterferer(s: CampaignState, after: Seat): HandOver | undefined {
  const { turn, attempt } = current(s);
  const treasury = s.treasury;
  for (let seat = nextSeat(s, after); seat !== turn.active; seat = nextSeat(s, seat)) {
    if ((treasury[seat] as number) > 0) {
      attempt.interferer = seat;
      return undefined;
    }
  }
  return enterVeto(s);
}

/** An interferer pays to help or hinder; with no money left their turn ends. */
export function interfere(
  s: CampaignState,
  seat: Seat,
  amount: number,
  against: boolean,
): HandOver | undefined {
  const { attempt } = current(s);
  stakeOnAttempt(s, seat, amount, against ? "interference against" : "interference for");
  attempt.sides[seat] = against ? -1 : 1;
  attempt.interference += against ? -amount : amount;
  s.events.push({ type: "interfered", player: seat, amount, against });
  return (s.treasury[seat] as number) === 0 ? nextInterferer(s, seat) : undefined;
}

function enterVeto(s: CampaignState): HandOver | undefined {
  const { attempt } = current(s);
  const president = presidentOf(s);
  if (president !== null && vetoBlocker(s, president) === null) {
    attempt.step = "veto";
    attempt.interferer = president;
    return undefined;
  }
  return rollAttempt(s);
}

/** The president vetoes: every dollar on the attempt goes back, and the action is used up. */
export function veto(s: CampaignState, seat: Seat): HandOver | undefined {
  s.vetoUsed = true;
  refundAttempt(s);
  s.events.push({ type: "vetoed", player: seat });
  (s.turn as TurnState).attempt = null;
  return continueTurn(s);
}

/** The president lets the attempt go to the roll. */
export function allow(s: CampaignState): HandOver | undefined {
  return rollAttempt(s);
}

/** Rolls 2d6 against the target: success when roll ≤ target (a 7 always fails a capture). */
export function rollAttempt(s: CampaignState): HandOver | undefined {
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
  return turn.pardon ? undefined : continueTurn(s);
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
