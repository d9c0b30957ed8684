/**
 * The win conditions (checked after every formation and every turn) and the round-limit result.
 */
import type { Seat } from "../../core/index.js";
import { type EconomicType, GROUPS, groupsOfType, IDEOLOGIES, SEQUENCE_TO_WIN } from "./data.js";
import type { CampaignState } from "./types.js";

/** Consecutive ends of term needed by the Communists and the Libertarians. */
export const TERMS_TO_WIN = 3;
/** Consecutive coalition governments needed by the Anarchists. */
export const COALITIONS_TO_WIN = 4;
/** Groups of one type the Republicans (BB) and Greens (MM) must hold. */
export const GROUPS_OF_A_TYPE_TO_WIN = 6;

function countType(s: CampaignState, seat: Seat, type: EconomicType): number {
  let count = 0;
  for (const group of s.groups[seat] as number[]) if (GROUPS[group]?.type === type) count++;
  return count;
}

const TYPE_GOALS: Readonly<Record<EconomicType, number>> = {
  BB: Math.min(GROUPS_OF_A_TYPE_TO_WIN, groupsOfType("BB")),
  B: Math.min(GROUPS_OF_A_TYPE_TO_WIN, groupsOfType("B")),
  W: Math.min(GROUPS_OF_A_TYPE_TO_WIN, groupsOfType("W")),
  MM: Math.min(GROUPS_OF_A_TYPE_TO_WIN, groupsOfType("MM")),
};

/** The groups of a type a party must hold: 6, or all of them when the deck has fewer. */
export function typeGoal(type: EconomicType): number {
  return TYPE_GOALS[type];
}

/** The group types the Independents need one of each of. */
const INDEPENDENT_TYPES: readonly EconomicType[] = ["BB", "B", "W", "MM"];

/** True for a minority or majority government in a sequence. */
function isStrong(kind: string | undefined): boolean {
  return kind === "m" || kind === "M";
}

/** Why a party wins now, or `null`: the first condition it meets. */
export function winReason(s: CampaignState, seat: Seat): string | null {
  const sequence = s.sequences[seat] as string[];
  const ideology = IDEOLOGIES[s.ideology[seat] as keyof typeof IDEOLOGIES];
  const streaks = s.streaks;
  if (sequence.length >= SEQUENCE_TO_WIN) return `${ideology.name}: ${sequence.length} governments in a row`;
  switch (ideology.id) {
    case "democrats": {
      const n = sequence.length;
      if (n >= 4 && isStrong(sequence[n - 1]) && isStrong(sequence[n - 2])) {
        return "Democrats: two governments followed by two minority or majority governments";
      }
      return null;
    }
    case "independents":
      for (const type of INDEPENDENT_TYPES) if (countType(s, seat, type) === 0) return null;
      return "Independents: a group of each type BB, B, W and MM";
    case "republicans":
      return countType(s, seat, "BB") >= typeGoal("BB") ? `Republicans: ${typeGoal("BB")} BB groups` : null;
    case "greens":
      return countType(s, seat, "MM") >= typeGoal("MM") ? `Greens: ${typeGoal("MM")} MM groups` : null;
    case "communists":
      return streaks.noBusiness >= TERMS_TO_WIN
        ? `Communists: ${TERMS_TO_WIN} terms without a B or BB group in government`
        : null;
    case "libertarians":
      return streaks.allBusiness >= TERMS_TO_WIN
        ? `Libertarians: ${TERMS_TO_WIN} terms with only B or BB groups in government`
        : null;
    case "anarchists":
      return streaks.coalition >= COALITIONS_TO_WIN
        ? `Anarchists: ${COALITIONS_TO_WIN} coalition governments in a row`
        : null;
  }
}

/** Ends the game when any party meets a win condition (all such parties share it); returns true if so. */
export function checkWins(s: CampaignState): boolean {
  const winners: Seat[] = [];
  const reasons: string[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const reason = winReason(s, seat);
    if (reason !== null) {
      winners.push(seat);
      reasons.push(reason);
    }
  }
  if (winners.length === 0) return false;
  endGame(s, { kind: "win", winners, reason: reasons.join("; ") });
  return true;
}

/** Orders two seats for the round-limit result: longer sequence, then more seats, then more money. */
export function compareAtLimit(s: CampaignState, a: Seat, b: Seat): number {
  const seq = (s.sequences[b] as string[]).length - (s.sequences[a] as string[]).length;
  if (seq !== 0) return seq;
  const seats = (s.seats[b] as number) - (s.seats[a] as number);
  if (seats !== 0) return seats;
  return (s.treasury[b] as number) - (s.treasury[a] as number);
}

/** Ends the game on the round limit: the best seats by `compareAtLimit` share the win. */
export function endOnRoundLimit(s: CampaignState): void {
  const seats = Array.from({ length: s.players }, (_, seat) => seat);
  const winners = seats.filter((seat) => seats.every((other) => compareAtLimit(s, other, seat) >= 0));
  endGame(s, {
    kind: "round-limit",
    winners,
    reason: `round limit (${s.options.maxRounds}) reached: longest sequence, then seats, then money`,
  });
}

function endGame(s: CampaignState, result: NonNullable<CampaignState["result"]>): void {
  s.result = result;
  s.phase = "over";
  s.auction = null;
  s.formation = null;
  s.turn = null;
  s.events.push({ type: "game-ended", winners: [...result.winners], reason: result.reason });
}
