/**
 * A term of turns: each player once, clockwise from the leader. A turn is income, then the capture
 * step, the floor-crossing step and the seat-loss roll; the term ends with the streaks and wins.
 */
import { isBusiness } from "../data.js";
import { bankPays } from "../money.js";
import { captureTargets, crossingTargets, incomeOf } from "../predicates.js";
import type { CampaignState, TurnState } from "../types.js";
import { checkWins, endOnRoundLimit } from "../wins.js";
import { startAuctions } from "./auction.js";
import type { HandOver } from "./hand-over.js";
import { discardActive } from "./president.js";
import { startSeatLoss } from "./seat-loss.js";

/** Starts the term: the leader takes the first turn. */
export function startTerm(s: CampaignState): HandOver | undefined {
  return startTurn(s, 0);
}

function startTurn(s: CampaignState, index: number): HandOver | undefined {
  const active = (s.leader + index) % s.players;
  s.phase = "turn";
  s.turn = { active, index, stage: "capture", attempt: null, seatLoss: null, pardon: null };
  s.events.push({ type: "turn-started", player: active });
  bankPays(s, active, incomeOf(s, active), "income");
  return enterStage(s, "capture");
}

/** Moves the turn to a stage, skipping a capture or crossing step that has no possible target. */
export function enterStage(s: CampaignState, stage: TurnState["stage"]): HandOver | undefined {
  const turn = s.turn as TurnState;
  turn.stage = stage;
  if (stage === "capture" && captureTargets(s, turn.active).length === 0) return enterStage(s, "cross");
  if (stage === "cross" && crossingTargets(s, turn.active).length === 0) return enterStage(s, "seat-loss");
  if (stage === "seat-loss") return startSeatLoss(s);
  return undefined;
}

/** Goes on after an attempt (or its Pardon decision): capture → crossing → seat-loss roll → next turn. */
export function continueTurn(s: CampaignState): HandOver | undefined {
  const turn = s.turn as TurnState;
  if (turn.stage === "capture") return enterStage(s, "cross");
  if (turn.stage === "cross") return enterStage(s, "seat-loss");
  return endTurn(s);
}

/** Ends the active player's turn: wins are checked; after the last turn the term ends. */
export function endTurn(s: CampaignState): HandOver | undefined {
  const turn = s.turn as TurnState;
  if (turn.index + 1 < s.players) {
    if (checkWins(s)) return undefined;
    return startTurn(s, turn.index + 1);
  }
  return endTerm(s);
}

function endTerm(s: CampaignState): HandOver | undefined {
  const government = s.government;
  const governed: number[] = [];
  const groups = s.groups;
  for (const member of government?.members ?? []) governed.push(...(groups[member] as number[]));
  const business = governed.filter(isBusiness).length;
  s.streaks.noBusiness = business === 0 ? s.streaks.noBusiness + 1 : 0;
  s.streaks.allBusiness = governed.length > 0 && business === governed.length ? s.streaks.allBusiness + 1 : 0;
  for (let seat = 0; seat < s.players; seat++) discardActive(s, seat, ["gaffe"]);
  s.events.push({ type: "term-ended", round: s.round });
  s.turn = null;
  s.government = null;
  if (checkWins(s)) return undefined;
  if (s.round >= s.options.maxRounds) {
    endOnRoundLimit(s);
    return undefined;
  }
  s.round++;
  return startAuctions(s, s.middle, "election");
}
