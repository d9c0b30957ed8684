/**
 * One representative attempt of each kind of action the current step names, for
 * `unavailableActions`: the attempt a player would most plausibly make, so that the game's own
 * validation says why that kind is not offered.
 */
import type { Seat } from "../../core/index.js";
import type { CampaignAction } from "./actions.js";
import { captureTargets, crossingTargets, excludedFromGovernment } from "./predicates.js";
import { currentStep } from "./steps.js";
import type { CampaignState } from "./types.js";

function others(s: CampaignState, player: Seat): Seat[] {
  return Array.from({ length: s.players }, (_, seat) => seat).filter((seat) => seat !== player);
}

/** A capture aims at a face-up or raidable group, else at a group another seat holds, else at an own one. */
function captureAttempt(s: CampaignState, player: Seat): CampaignAction {
  const held = others(s, player).flatMap((seat) => s.groups[seat] ?? []);
  const group = captureTargets(s, player)[0] ?? held[0] ?? s.groups[player]?.[0] ?? 0;
  return { type: "capture", player, group };
}

/** A crossing aims at a party it may take a seat from, else at one with seats, else at the next party. */
function crossAttempt(s: CampaignState, player: Seat): CampaignAction {
  const seated = others(s, player).find((seat) => (s.seats[seat] ?? 0) > 0);
  const target = crossingTargets(s, player)[0] ?? seated ?? others(s, player)[0] ?? player;
  return { type: "cross", player, target };
}

/** A proposal of every party not excluded from government, the proposer included. */
function proposalAttempt(s: CampaignState, player: Seat): CampaignAction {
  const members = Array.from({ length: s.players }, (_, seat) => seat).filter(
    (seat) => seat === player || !excludedFromGovernment(s, seat),
  );
  return { type: "propose", player, members };
}

/** One attempt of each kind of action the current step names for `player` (legal or not). */
export function attempts(s: CampaignState, player: Seat): CampaignAction[] {
  const own = s.groups[player] ?? [];
  const attempt = s.turn?.attempt;
  switch (currentStep(s)) {
    case "over":
      return [];
    case "bid":
      return [{ type: "bid", player, count: 1 }];
    case "formation-turn":
      return [{ type: "pass", player }, { type: "release", player, count: 1 }, proposalAttempt(s, player)];
    case "answer":
      return [{ type: "answer", player, accept: true }];
    case "choose-capture":
      return [{ type: "skip", player }, captureAttempt(s, player)];
    case "choose-cross":
      return [{ type: "skip", player }, crossAttempt(s, player)];
    case "deal":
      return [
        { type: "no-deal", player },
        { type: "pay-deal", player },
        { type: "return-group", player, group: own[0] ?? 0 },
      ];
    case "stake": {
      const group = own.find((g) => !attempt?.committed.includes(g)) ?? own[0] ?? 0;
      return [
        { type: "done", player },
        { type: "spend", player, amount: 1 },
        { type: "commit", player, group },
      ];
    }
    case "interfere": {
      const side = attempt?.sides[player] ?? 0;
      return [
        { type: "done", player },
        { type: "interfere", player, amount: 1, against: side <= 0 },
      ];
    }
    case "lower":
      return [
        { type: "done", player },
        { type: "lower", player, amount: 1 },
      ];
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
