/**
 * The rollout evaluator of Campaign: how far each party has come towards a win — its sequence of
 * governments towards six, or its own ideology's condition, whichever is closer (the business
 * streaks of the Communists and Libertarians projected to the end of the current term) — plus its
 * share of the seats and, saturating, its treasury: without them a rollout cut off mid-round scores
 * a seat bought or a dollar kept as nothing, and a longer search learns to waste money.
 */
import type { Seat, StateBase } from "../../core/game.js";
import {
  type CampaignState,
  type EconomicType,
  GROUPS,
  IDEOLOGIES,
  isBusiness,
  SEQUENCE_TO_WIN,
  TOTAL_SEATS,
} from "../../games/campaign/index.js";
import { COALITIONS_TO_WIN, TERMS_TO_WIN, typeGoal, winReason } from "../../games/campaign/wins.js";
import { rewardsFromScores } from "./rewards-from-scores.js";

/**
 * How much a seat's share of the parliament adds to its progress: seats decide who governs next,
 * so the whole parliament is worth about two governments of the sequence.
 */
const SEAT_WEIGHT = 0.3;

/** The most that money adds to progress (it buys seats, captures and crossings later). */
const MONEY_WEIGHT = 0.1;

/** The treasury that earns half of `MONEY_WEIGHT` (each further dollar counts less). */
const MONEY_SATURATION = 30;

/** A lead worth about three chances in four, in progress (one government of six is 0.17). */
const SCALE = 0.15;

/** The number of groups of each economic type a seat holds. */
function typeCounts(s: CampaignState, seat: Seat): Record<EconomicType, number> {
  const counts: Record<EconomicType, number> = { BB: 0, B: 0, W: 0, MM: 0 };
  for (const group of s.groups[seat] ?? []) {
    const type = GROUPS[group]?.type;
    if (type) counts[type]++;
  }
  return counts;
}

/**
 * The business streaks as they will stand at the end of the current term if the government keeps
 * its groups (between formation and the term's end), else as they stand.
 */
function projectedStreaks(s: CampaignState): { noBusiness: number; allBusiness: number } {
  if (s.phase !== "turn" || !s.government) return s.streaks;
  let governed = 0;
  let business = 0;
  for (const member of s.government.members) {
    for (const group of s.groups[member] ?? []) {
      governed++;
      if (isBusiness(group)) business++;
    }
  }
  return {
    noBusiness: business === 0 ? s.streaks.noBusiness + 1 : 0,
    allBusiness: governed > 0 && business === governed ? s.streaks.allBusiness + 1 : 0,
  };
}

/** Progress in [0, 1] of a seat's ideology-specific win condition (1 = met). */
function ideologyProgress(s: CampaignState, seat: Seat): number {
  if (winReason(s, seat) !== null) return 1;
  const sequence = s.sequences[seat] ?? [];
  switch (IDEOLOGIES[s.ideology[seat] as keyof typeof IDEOLOGIES].id) {
    case "democrats": {
      const strong = sequence.slice(-2).filter((kind) => kind !== "c").length;
      return (Math.min(sequence.length, 4) / 4) * (0.5 + strong / 4);
    }
    case "independents":
      return Object.values(typeCounts(s, seat)).filter((count) => count > 0).length / 4;
    case "republicans":
      return typeCounts(s, seat).BB / typeGoal("BB");
    case "greens":
      return typeCounts(s, seat).MM / typeGoal("MM");
    case "communists":
      return projectedStreaks(s).noBusiness / TERMS_TO_WIN;
    case "libertarians":
      return projectedStreaks(s).allBusiness / TERMS_TO_WIN;
    case "anarchists":
      return s.streaks.coalition / COALITIONS_TO_WIN;
  }
}

/** Rewards per seat of a Campaign state cut off mid-game, from each party's progress towards a win. */
export function campaignEvaluator(state: StateBase): readonly number[] {
  const s = state as CampaignState;
  const scores = s.seats.map((seats, seat) => {
    const sequence = (s.sequences[seat] ?? []).length / SEQUENCE_TO_WIN;
    const money = s.treasury[seat] ?? 0;
    return (
      Math.min(1, Math.max(sequence, ideologyProgress(s, seat))) +
      (SEAT_WEIGHT * seats) / TOTAL_SEATS +
      (MONEY_WEIGHT * money) / (money + MONEY_SATURATION)
    );
  });
  return rewardsFromScores(scores, SCALE);
}
