/**
 * The recipe: applies a validated action to the working copy `apply` makes (or a caller-owned state), by phase. The
 * dispatcher also performs the hand-overs the phases return, so no phase imports one that comes
 * back around in the round.
 */
import type { CampaignAction } from "../actions.js";
import { holderOf } from "../predicates.js";
import type { CampaignState } from "../types.js";
import {
  allow,
  commit,
  finishAttemptStep,
  interfere,
  makeDeal,
  skipDeal,
  spend,
  startAttempt,
  veto,
} from "./attempt.js";
import { bid } from "./auction.js";
import { answer, beginFormation, passFormation, propose, release, resumeFormation } from "./formation.js";
import type { HandOver } from "./hand-over.js";
import { acceptLoss, playPardon } from "./pardon.js";
import { finishLowering, lower } from "./seat-loss.js";
import { continueTurn, endTurn } from "./turn.js";

/** Applies a validated action; never throws for a player's mistake (validation ran before). */
export function mutate(s: CampaignState, a: CampaignAction): void {
  proceed(s, step(s, a));
}

// The action's own effect, up to the first hand-over to another phase.
function step(s: CampaignState, a: CampaignAction): HandOver | undefined {
  switch (a.type) {
    case "bid":
      return bid(s, a.player, a.count);
    case "propose":
      return propose(s, a.player, a.members);
    case "answer":
      return answer(s, a.player, a.accept);
    case "release":
      return release(s, a.player, a.count);
    case "pass":
      return passFormation(s, a.player);
    case "capture":
      return startAttempt(s, "capture", a.group, holderOf(s, a.group));
    case "cross":
      return startAttempt(s, "cross", null, a.target);
    case "skip":
      return continueTurn(s);
    case "pay-deal":
      return makeDeal(s, null);
    case "return-group":
      return makeDeal(s, a.group);
    case "no-deal":
      return skipDeal(s);
    case "spend":
      return spend(s, a.amount);
    case "commit":
      return commit(s, a.group);
    case "interfere":
      return interfere(s, a.player, a.amount, a.against);
    case "lower":
      return lower(s, a.player, a.amount);
    case "done":
      return s.turn?.seatLoss ? finishLowering(s, a.player) : finishAttemptStep(s, a.player);
    case "veto":
      return veto(s, a.player);
    case "allow":
      return allow(s);
    case "pardon":
      return playPardon(s, a.player);
    case "accept-loss":
      return acceptLoss(s);
  }
}

/** Performs a hand-over and every one it leads to, until a player must act or the game ends. */
export function proceed(s: CampaignState, next: HandOver | undefined): void {
  let handOver = next;
  while (handOver !== undefined) {
    switch (handOver) {
      case "begin-formation":
        handOver = beginFormation(s);
        break;
      case "resume-formation":
        handOver = resumeFormation(s);
        break;
      case "end-turn":
        handOver = endTurn(s);
        break;
      case "continue-turn":
        handOver = continueTurn(s);
        break;
    }
  }
}
