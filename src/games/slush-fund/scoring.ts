/**
 * Final scoring: who wins each politician, the victory points, and the ranking with its tie-break.
 */
import { type Outcome, rankBy, type Seat } from "../../core/index.js";
import { BASE_VP, pileTotals } from "./predicates.js";
import { POLITICIANS, type Politician, type SlushFundState } from "./types.js";

/** The scoring of one politician. */
export interface PoliticianResult {
  readonly politician: Politician;
  /** True when the politician was removed by scandals (it scores nothing). */
  readonly fallen: boolean;
  readonly scandals: number;
  /** Per seat: money total (in $K), money-card count and VP-card count of its pile. */
  readonly money: number[];
  readonly moneyCards: number[];
  readonly vpCards: number[];
  /** The seats that win this politician (empty when nobody bribed it or it fell). */
  readonly winners: Seat[];
  /** Per seat: the victory points this politician gives. */
  readonly points: number[];
}

/** The parts of a state that scoring reads (a full state or a view-derived one). */
export type Scorable = Pick<SlushFundState, "players" | "catalog" | "piles" | "scandals" | "fallen">;

/** Scores one politician: more money wins, then more money cards, then every tied player wins. */
export function scorePolitician(s: Scorable, politician: Politician): PoliticianResult {
  const piles = s.piles[politician] as SlushFundState["piles"][number];
  const totals = piles.map((pile) => pileTotals(s, pile.cards));
  const scandals = (s.scandals[politician] as number[]).length;
  const fallen = s.fallen[politician] === true;
  let winners: Seat[] = [];
  if (!fallen) {
    // Only a player with money there can win it: an unbribed politician goes to nobody.
    const bribers = totals.flatMap((t, seat) => (t.money > 0 ? [seat] : []));
    const topMoney = Math.max(0, ...bribers.map((seat) => totals[seat]?.money ?? 0));
    const richest = bribers.filter((seat) => totals[seat]?.money === topMoney);
    const topCount = Math.max(0, ...richest.map((seat) => totals[seat]?.count ?? 0));
    winners = richest.filter((seat) => totals[seat]?.count === topCount);
  }
  const points = totals.map((t, seat) => (winners.includes(seat) ? BASE_VP - scandals + t.vp : 0));
  return {
    politician,
    fallen,
    scandals,
    money: totals.map((t) => t.money),
    moneyCards: totals.map((t) => t.count),
    vpCards: totals.map((t) => t.vp),
    winners,
    points,
  };
}

/** Scores every politician, by rank. */
export function scoreTable(s: Scorable): PoliticianResult[] {
  return POLITICIANS.map((_, p) => scorePolitician(s, p));
}

/** Each seat's total victory points as the table stands. */
export function finalScores(s: Scorable): number[] {
  const scores = Array.from({ length: s.players }, () => 0);
  for (const result of scoreTable(s)) {
    result.points.forEach((points, seat) => {
      scores[seat] = (scores[seat] as number) + points;
    });
  }
  return scores;
}

/**
 * Compares two seats for the final ranking (negative when `a` is better): more victory points first;
 * then, rank by rank from the President down (removed politicians skipped), winning the politician
 * when the other did not. This pairwise order gives exactly the rulebook's group procedure.
 */
export function compareSeats(
  results: readonly PoliticianResult[],
  scores: readonly number[],
  a: Seat,
  b: Seat,
): number {
  const byScore = (scores[b] as number) - (scores[a] as number);
  if (byScore !== 0) return byScore;
  for (const result of results) {
    if (result.fallen) continue;
    const wonA = result.winners.includes(a);
    const wonB = result.winners.includes(b);
    if (wonA !== wonB) return wonA ? -1 : 1;
  }
  return 0;
}

/** The outcome of a finished game (scores, ranks with the tie-break, winners). */
export function outcomeOf(s: SlushFundState): Outcome | undefined {
  if (s.phase !== "over") return undefined;
  const results = scoreTable(s);
  const scores = finalScores(s);
  const reason = s.endReason === "time" ? "the last Time card was revealed" : "the deck ran out";
  return rankBy(s.players, (a, b) => compareSeats(results, scores, a, b), scores, reason);
}
