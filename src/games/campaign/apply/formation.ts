/**
 * Government formation: automatic majority, proposals answered clockwise, seats released for an
 * immediate auction, passes, the formation limit and the minority or tied-coalition fallback.
 */
import type { Seat } from "../../../core/index.js";
import { ALLOWANCE, MAJORITY } from "../data.js";
import { bankPays } from "../money.js";
import { excludedFromGovernment, nextSeat } from "../predicates.js";
import type { CampaignState, FormationState, GovernmentKind } from "../types.js";
import { checkWins } from "../wins.js";
import { startAuctions } from "./auction.js";
import type { HandOver } from "./hand-over.js";
import { discardActive, drawPresidentCard } from "./president.js";
import { startTerm } from "./turn.js";

/** The party that forms a majority government at once (≥ 8 seats and not excluded), if any. */
export function majorityParty(s: CampaignState): Seat | null {
  for (let seat = 0; seat < s.players; seat++) {
    if ((s.seats[seat] as number) >= MAJORITY && !excludedFromGovernment(s, seat)) return seat;
  }
  return null;
}

/** After the election: a majority governs at once, otherwise formation turns start with the last leader. */
export function beginFormation(s: CampaignState): HandOver | undefined {
  s.phase = "formation";
  const majority = majorityParty(s);
  if (majority !== null) return formGovernment(s, "M", [majority]);
  s.formation = { turn: s.leader, passes: 0, actions: 0, proposal: null, releasedBy: null };
  return undefined;
}

/** After the auction of released seats: a new majority governs, else formation goes on (or falls back). */
export function resumeFormation(s: CampaignState): HandOver | undefined {
  s.phase = "formation";
  const formation = s.formation as FormationState;
  const releaser = formation.releasedBy as Seat;
  formation.releasedBy = null;
  const majority = majorityParty(s);
  if (majority !== null) return formGovernment(s, "M", [majority]);
  formation.turn = nextSeat(s, releaser);
  return formation.actions >= s.options.formationLimit ? fallback(s) : undefined;
}

/** A formation turn: propose a coalition (members ascending, proposer included). */
export function propose(s: CampaignState, seat: Seat, members: readonly number[]): HandOver | undefined {
  const formation = s.formation as FormationState;
  formation.actions++;
  formation.passes = 0;
  s.events.push({ type: "coalition-proposed", player: seat, members: [...members] });
  const answerer = nextMember(s, members, seat, seat);
  if (answerer === null) return formGovernment(s, "c", members);
  formation.proposal = { proposer: seat, members: [...members], answerer };
  return afterFormationAction(s);
}

// The member after `from`, clockwise, before coming back to the proposer; null when none is left.
function nextMember(s: CampaignState, members: readonly number[], proposer: Seat, from: Seat): Seat | null {
  for (let seat = nextSeat(s, from); seat !== proposer; seat = nextSeat(s, seat)) {
    if (members.includes(seat)) return seat;
  }
  return null;
}

/** A member answers the pending proposal. */
export function answer(s: CampaignState, seat: Seat, accept: boolean): HandOver | undefined {
  const formation = s.formation as FormationState;
  const proposal = formation.proposal;
  if (!proposal) return undefined;
  formation.actions++;
  s.events.push({ type: "proposal-answered", player: seat, accept });
  if (!accept) {
    formation.proposal = null;
    formation.turn = nextSeat(s, proposal.proposer);
  } else {
    const next = nextMember(s, proposal.members, proposal.proposer, seat);
    if (next === null) return formGovernment(s, "c", proposal.members);
    proposal.answerer = next;
  }
  return afterFormationAction(s);
}

/** A formation turn: put `count` seats in the middle; they are auctioned at once. */
export function release(s: CampaignState, seat: Seat, count: number): HandOver | undefined {
  const formation = s.formation as FormationState;
  formation.actions++;
  formation.passes = 0;
  formation.releasedBy = seat;
  s.seats[seat] = (s.seats[seat] as number) - count;
  s.middle += count;
  s.events.push({ type: "seats-released", player: seat, count });
  return startAuctions(s, count, "formation");
}

/** A formation turn: pass. */
export function passFormation(s: CampaignState, seat: Seat): HandOver | undefined {
  const formation = s.formation as FormationState;
  formation.actions++;
  formation.passes++;
  formation.turn = nextSeat(s, seat);
  s.events.push({ type: "formation-passed", player: seat });
  return formation.passes >= s.players ? fallback(s) : afterFormationAction(s);
}

function afterFormationAction(s: CampaignState): HandOver | undefined {
  if (s.phase === "formation" && s.formation && s.formation.actions >= s.options.formationLimit)
    return fallback(s);
  return undefined;
}

/** No coalition formed: the largest eligible party governs as a minority; tied largest form a coalition. */
export function fallback(s: CampaignState): HandOver | undefined {
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
  return formGovernment(s, tied.length === 1 ? "m" : "c", tied);
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
export function formGovernment(
  s: CampaignState,
  kind: GovernmentKind,
  members: readonly Seat[],
): HandOver | undefined {
  const sorted = [...members].sort((a, b) => a - b);
  const president = kind === "c" ? null : (sorted[0] as Seat);
  s.government = { kind, members: sorted, president };
  s.formation = null;
  s.phase = "turn";
  s.leader = president ?? coalitionLeader(s, sorted);
  for (let seat = 0; seat < s.players; seat++) {
    if (sorted.includes(seat)) (s.sequences[seat] as GovernmentKind[]).push(kind);
    else if ((s.sequences[seat] as GovernmentKind[]).length > 0)
      (s.sequences[seat] as GovernmentKind[]).length = 0;
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
  if (checkWins(s)) return undefined;
  return startTerm(s);
}
