/**
 * The recipe: applies a validated action to a draft (or a caller-owned state), by phase.
 */

import type { CampaignAction } from "./actions.js";
import {
  acceptLoss,
  allow,
  commit,
  finishAttemptStep,
  interfere,
  makeDeal,
  playPardon,
  skipDeal,
  spend,
  startAttempt,
  veto,
} from "./attempt.js";
import { bid } from "./auction.js";
import { answer, passFormation, propose, release } from "./formation.js";
import { holderOf } from "./predicates.js";
import { finishLowering, lower } from "./seat-loss.js";
import { continueTurn } from "./turn.js";
import type { CampaignState } from "./types.js";

/** Applies a validated action; never throws for a player's mistake (validation ran before). */
export function mutate(s: CampaignState, a: CampaignAction): void {
  switch (a.type) {
    case "bid":
      bid(s, a.player, a.count);
      break;
    case "propose":
      propose(s, a.player, a.members);
      break;
    case "answer":
      answer(s, a.player, a.accept);
      break;
    case "release":
      release(s, a.player, a.count);
      break;
    case "pass":
      passFormation(s, a.player);
      break;
    case "capture":
      startAttempt(s, "capture", a.group, holderOf(s, a.group));
      break;
    case "cross":
      startAttempt(s, "cross", null, a.target);
      break;
    case "skip":
      continueTurn(s);
      break;
    case "pay-deal":
      makeDeal(s, null);
      break;
    case "return-group":
      makeDeal(s, a.group);
      break;
    case "no-deal":
      skipDeal(s);
      break;
    case "spend":
      spend(s, a.amount);
      break;
    case "commit":
      commit(s, a.group);
      break;
    case "interfere":
      interfere(s, a.player, a.amount, a.against);
      break;
    case "lower":
      lower(s, a.player, a.amount);
      break;
    case "done":
      if (s.turn?.seatLoss) finishLowering(s, a.player);
      else finishAttemptStep(s, a.player);
      break;
    case "veto":
      veto(s, a.player);
      break;
    case "allow":
      allow(s);
      break;
    case "pardon":
      playPardon(s, a.player);
      break;
    case "accept-loss":
      acceptLoss(s);
      break;
  }
}
