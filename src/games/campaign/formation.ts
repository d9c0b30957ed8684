/**
 * Government formation: automatic majority, proposals answered clockwise, seats released for an
 * immediate auction, passes, the formation limit and the minority or tied-coalition fallback.
 */
import type { Seat } from "../../core/index.js";
import { startAuctions } from "./auction.js";
import { ALLOWANCE, MAJORITY } from "./data.js";
import { bankPays } from "./money.js";
import { excludedFromGovernment, nextSeat } from "./predicates.js";
import { discardActive, drawPresidentCard } from "./president.js";
import { startTerm } from "./turn.js";
import type { CampaignState, FormationState, GovernmentKind } from "./types.js";
import { checkWins } from "./wins.js";

/** The party that forms a majority government at once (≥ 8 seats and not excluded), if any. */
export function majorityParty(s: CampaignState): Seat | null {
  for (let seat = 0; seat < s.players; seat++) {
    if ((s.seats[seat] as number) >= MAJORITY && !excludedFromGovernment(s, seat)) return seat;
  }
  return null;
}

/** After the election: a majority governs at once, otherwise formation turns start with the last leader. */
export function beginFormation(s: CampaignState): void {
  s.phase = "formation";
  const majority = majorityParty(s);
  if (majority !== null) {
    formGovernment(s, "M", [majority]);
    return;
  }
  s.formation = { turn: s.leader, passes: 0, actions: 0, proposal: null, releasedBy: null };
}

/** After the auction of released seats: a new majority governs, else formation goes on (or falls back). */
export function resumeFormation(s: CampaignState): void {
  s.phase = "formation";
  const formation = s.formation as FormationState;
  const releaser = formation.releasedBy as Seat;
  formation.releasedBy = null;
  const majority = majorityParty(s);
  if (majority !== null) {
    formGovernment(s, "M", [majority]);
    return;
  }
  formation.turn = nextSeat(s, releaser);
  if (formation.actions >= s.options.formationLimit) fallback(s);
}

/** A formation turn: propose a coalition (members ascending, proposer included). */
export function propose(s: CampaignState, seat: Seat, members: readonly number[]): void {
  const formation = s.formation as FormationState;
  formation.actions++;
  formation.passes = 0;
  s.events.push({ type: "coalition-proposed", player: seat, members: [...members] });
  const answerer = nextMember(s, members, seat, seat);
  if (answerer === null) {
    formGovernment(s, "c", members);
    return;
  }
  formation.proposal = { proposer: seat, members: [...members], answerer };
  afterFormationAction(s);
}

// The member after `from`, clockwise, before coming back to the proposer; null when none is left.
function nextMember(s: CampaignState, members: readonly number[], proposer: Seat, from: Seat): Seat | null {
  for (let seat = nextSeat(s, from); seat !== proposer; seat = nextSeat(s, seat)) {
    if (members.includes(seat)) return seat;
  }
  return null;
}

/** A member answers the pending proposal. */
export function answer(s: CampaignState, seat: Seat, accept: boolean): void {
  const formation = s.formation as FormationState;
  const proposal = formation.proposal;
  if (!proposal) return;
  formation.actions++;
  s.events.push({ type: "proposal-answered", player: seat, accept });
  if (!accept) {
    formation.proposal = null;
    formation.turn = nextSeat(s, proposal.proposer);
  } else {
    const next = nextMember(s, proposal.members, proposal.proposer, seat);
    if (next === null) {
      formGovernment(s, "c", proposal.members);
      return;
    }
    proposal.answerer = next;
  }
  afterFormationAction(s);
}

/** A formation turn: put `count` seats in the middle; they are auctioned at once. */
export function release(s: CampaignState, seat: Seat, count: number): void {
  const formation = s.formation as FormationState;
  formation.actions++;
  formation.passes = 0;
  formation.releasedBy = seat;
  s.seats[seat] = (s.seats[seat] as number) - count;
  s.middle += count;
  s.events.push({ type: "seats-released", player: seat, count });
  startAuctions(s, count, "formation");
}

/** A formation turn: pass. */
export function passFormation(s: CampaignState, seat: Seat): void {
  const formation = s.formation as FormationState;
  formation.actions++;
  formation.passes++;
  formation.turn = nextSeat(s, seat);
  s.events.push({ type: "formation-passed", player: seat });
  if (formation.passes >= s.players) fallback(s);
  else afterFormationAction(s);
}

function afterFormationAction(s: CampaignState): void {
  if (s.phase === "formation" && s.formation && s.formation.actions >= s.options.formationLimit) fallback(s);
}

/** No coalition formed: the largest eligible party governs as a minority; tied largest form a coalition. */
export function fallback(s: CampaignState): void {
  let best = -1;
  let tied: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (excludedFromGovernment(s, seat)) continue;
    const seats = s.seats[seat] as number;
    if (seats > best) {
      best = seats;
      tied = [seat];
    } else if (seats === best) {
      tied.push(seat);
    }
  }
  formGovernment(s, tied.length === 1 ? "m" : "c", tied);
}

// The coalition member with most seats; ties go to the earliest seat clockwise from the last leader.
function coalitionLeader(s: CampaignState, members: readonly Seat[]): Seat {
  let leader = members[0] as Seat;
  let bestSeats = -1;
  for (let k = 0; k < s.players; k++) {
    const seat = (s.leader + k) % s.players;
    if (!members.includes(seat)) continue;
    if ((s.seats[seat] as number) > bestSeats) {
      bestSeats = s.seats[seat] as number;
      leader = seat;
    }
  }
  return leader;
}

/** Installs a government: sequences, streak, president's allowance and card, win check, first turn. */
export function formGovernment(s: CampaignState, kind: GovernmentKind, members: readonly Seat[]): void {
  const sorted = [...members].sort((a, b) => a - b);
  const president = kind === "c" ? null : (sorted[0] as Seat);
  s.government = { kind, members: sorted, president };
  s.formation = null;
  s.phase = "turn";
  s.leader = president ?? coalitionLeader(s, sorted);
  for (let seat = 0; seat < s.players; seat++) {
    const sequence = s.sequences[seat] as GovernmentKind[];
    if (sorted.includes(seat)) sequence.push(kind);
    else sequence.length = 0;
  }
  s.streaks.coalition = kind === "c" ? s.streaks.coalition + 1 : 0;
  // *gate keeps a party out of the next government formed: this one, so the card has done its work.
  for (let seat = 0; seat < s.players; seat++) discardActive(s, seat, ["gate"]);
  s.vetoUsed = false;
  s.events.push({ type: "government-formed", kind, members: [...sorted], president });
  if (president !== null) {
    bankPays(s, president, ALLOWANCE, "presidential allowance");
    drawPresidentCard(s, president);
  }
  if (checkWins(s)) return;
  startTerm(s);
}
