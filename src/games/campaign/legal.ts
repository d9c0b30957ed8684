/**
 * The legal actions of a seat, built directly for the current step (no trial validation, for
 * speed); the conformance kit proves they are exactly the actions `validate` accepts.
 */
import type { Seat } from "../../core/index.js";
import type { CampaignAction } from "./actions.js";
import { DEAL_PRICE, MAJORITY, MAX_STEP } from "./data.js";
import { captureTargets, crossingTargets, excludedFromGovernment, presidentOf } from "./predicates.js";
import { checkBid } from "./rules.js";
import { actor, currentStep } from "./steps.js";
import type { Attempt, CampaignState } from "./types.js";

function proposals(s: CampaignState, player: Seat, out: CampaignAction[]): void {
  let eligible = 0;
  for (let seat = 0; seat < s.players; seat++) if (!excludedFromGovernment(s, seat)) eligible |= 1 << seat;
  if (!(eligible & (1 << player))) return;
  // Every set of eligible parties that includes the proposer and holds a majority.
  for (let mask = 0; mask < 1 << s.players; mask++) {
    if ((mask & eligible) !== mask || !(mask & (1 << player))) continue;
    const members: number[] = [];
    let total = 0;
    for (let seat = 0; seat < s.players; seat++) {
      if (!(mask & (1 << seat))) continue;
      members.push(seat);
      total += s.seats[seat] as number;
    }
    if (total >= MAJORITY) out.push({ type: "propose", player, members });
  }
}

function formationTurn(s: CampaignState, player: Seat): CampaignAction[] {
  const out: CampaignAction[] = [{ type: "pass", player }];
  for (let count = 1; count <= (s.seats[player] as number); count++)
    out.push({ type: "release", player, count });
  proposals(s, player, out);
  return out;
}

function bids(s: CampaignState, player: Seat): CampaignAction[] {
  const out: CampaignAction[] = [{ type: "bid", player, count: 0 }];
  for (let count = 1; count <= 10; count++) {
    if (checkBid(s, player, count)) break;
    out.push({ type: "bid", player, count });
  }
  return out;
}

function deal(s: CampaignState, player: Seat): CampaignAction[] {
  const out: CampaignAction[] = [{ type: "no-deal", player }];
  if (presidentOf(s) === player && (s.treasury[player] as number) >= DEAL_PRICE)
    out.push({ type: "pay-deal", player });
  for (const group of s.groups[player] as number[]) out.push({ type: "return-group", player, group });
  return out;
}

function stake(s: CampaignState, player: Seat, attempt: Attempt): CampaignAction[] {
  const out: CampaignAction[] = [{ type: "done", player }];
  const most = Math.min(MAX_STEP, s.treasury[player] as number);
  for (let amount = 1; amount <= most; amount++) out.push({ type: "spend", player, amount });
  if (attempt.kind === "capture") {
    for (const group of s.groups[player] as number[]) {
      if (!attempt.committed.includes(group)) out.push({ type: "commit", player, group });
    }
  }
  return out;
}

function interference(s: CampaignState, player: Seat, attempt: Attempt): CampaignAction[] {
  const out: CampaignAction[] = [{ type: "done", player }];
  const most = Math.min(MAX_STEP, s.treasury[player] as number);
  const side = attempt.sides[player] as number;
  for (let amount = 1; amount <= most; amount++) {
    if (side >= 0) out.push({ type: "interfere", player, amount, against: false });
    if (side <= 0) out.push({ type: "interfere", player, amount, against: true });
  }
  return out;
}

function lowering(s: CampaignState, player: Seat): CampaignAction[] {
  const out: CampaignAction[] = [{ type: "done", player }];
  const most = Math.min(MAX_STEP, s.treasury[player] as number);
  for (let amount = 1; amount <= most; amount++) out.push({ type: "lower", player, amount });
  return out;
}

/** Exactly the actions `validate` accepts from the seat now ([] for a seat that may not act). */
export function legalActions(s: CampaignState, player: Seat): CampaignAction[] {
  if (actor(s) !== player) return [];
  const attempt = s.turn?.attempt as Attempt;
  switch (currentStep(s)) {
    case "over":
      return [];
    case "bid":
      return bids(s, player);
    case "formation-turn":
      return formationTurn(s, player);
    case "answer":
      return [
        { type: "answer", player, accept: true },
        { type: "answer", player, accept: false },
      ];
    case "choose-capture": {
      const out: CampaignAction[] = [{ type: "skip", player }];
      for (const group of captureTargets(s, player)) out.push({ type: "capture", player, group });
      return out;
    }
    case "choose-cross": {
      const out: CampaignAction[] = [{ type: "skip", player }];
      for (const target of crossingTargets(s, player)) out.push({ type: "cross", player, target });
      return out;
    }
    case "deal":
      return deal(s, player);
    case "stake":
      return stake(s, player, attempt);
    case "interfere":
      return interference(s, player, attempt);
    case "lower":
      return lowering(s, player);
    case "veto":
      return [
        { type: "allow", player },
        { type: "veto", player },
      ];
    case "pardon":
      return [
        { type: "accept-loss", player },
        { type: "pardon", player },
      ];
  }
}
