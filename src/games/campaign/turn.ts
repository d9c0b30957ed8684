/**
 * A term of turns: each player once, clockwise from the leader. A turn is income, then the capture
 * step, the floor-crossing step and the seat-loss roll; the term ends with the streaks and wins.
 */
import type { Seat } from "../../core/index.js";
import { startAuctions } from "./auction.js";
import { isBusiness } from "./data.js";
import { bankPays } from "./money.js";
import { incomeOf } from "./predicates.js";
import { discardActive } from "./president.js";
import { startSeatLoss } from "./seat-loss.js";
import type { CampaignState, TurnState } from "./types.js";
import { checkWins, endOnRoundLimit } from "./wins.js";

/** Starts the term: the leader takes the first turn. */
export function startTerm(s: CampaignState): void {
  startTurn(s, 0);
}

function startTurn(s: CampaignState, index: number): void {
  const active = (s.leader + index) % s.players;
  s.phase = "turn";
  s.turn = { active, index, stage: "capture", attempt: null, seatLoss: null, pardon: null };
  s.events.push({ type: "turn-started", player: active });
  bankPays(s, active, incomeOf(s, active), "income");
  enterStage(s, "capture");
}

/** The groups the seat may try to capture: face up, or held by another player when raids are on. */
export function captureTargets(s: CampaignState, seat: Seat): number[] {
  const targets = [...s.groupRow];
  if (s.options.groupRaids) {
    for (let other = 0; other < s.players; other++)
      if (other !== seat) targets.push(...(s.groups[other] as number[]));
  }
  return targets;
}

/** The parties the seat may try to take a seat from: others with a seat, Anarchists excepted. */
export function crossingTargets(s: CampaignState, seat: Seat): Seat[] {
  const targets: Seat[] = [];
  for (let other = 0; other < s.players; other++) {
    if (other !== seat && (s.seats[other] as number) > 0 && s.ideology[other] !== "anarchists")
      targets.push(other);
  }
  return targets;
}

/** Moves the turn to a stage, skipping a capture or crossing step that has no possible target. */
export function enterStage(s: CampaignState, stage: TurnState["stage"]): void {
  const turn = s.turn as TurnState;
  turn.stage = stage;
  if (stage === "capture" && captureTargets(s, turn.active).length === 0) {
    enterStage(s, "cross");
  } else if (stage === "cross" && crossingTargets(s, turn.active).length === 0) {
    enterStage(s, "seat-loss");
  } else if (stage === "seat-loss") {
    startSeatLoss(s);
  }
}

/** Goes on after an attempt (or its Pardon decision): capture → crossing → seat-loss roll → next turn. */
export function continueTurn(s: CampaignState): void {
  const turn = s.turn as TurnState;
  if (turn.stage === "capture") enterStage(s, "cross");
  else if (turn.stage === "cross") enterStage(s, "seat-loss");
  else endTurn(s);
}

/** Ends the active player's turn: wins are checked; after the last turn the term ends. */
export function endTurn(s: CampaignState): void {
  const turn = s.turn as TurnState;
  if (turn.index + 1 < s.players) {
    if (checkWins(s)) return;
    startTurn(s, turn.index + 1);
    return;
  }
  endTerm(s);
}

function endTerm(s: CampaignState): void {
  const government = s.government;
  const governed: number[] = [];
  for (const member of government?.members ?? []) governed.push(...(s.groups[member] as number[]));
  const business = governed.filter(isBusiness).length;
  s.streaks.noBusiness = business === 0 ? s.streaks.noBusiness + 1 : 0;
  s.streaks.allBusiness = governed.length > 0 && business === governed.length ? s.streaks.allBusiness + 1 : 0;
  for (let seat = 0; seat < s.players; seat++) discardActive(s, seat, ["gaffe"]);
  s.events.push({ type: "term-ended", round: s.round });
  s.turn = null;
  s.government = null;
  if (checkWins(s)) return;
  if (s.round >= s.options.maxRounds) {
    endOnRoundLimit(s);
    return;
  }
  s.round++;
  startAuctions(s, s.middle, "election");
}
