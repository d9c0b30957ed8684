/**
 * Ratings from multi-player results with openskill (Plackett–Luce model, its defaults: μ 25,
 * σ 25/3): games are rated one by one in index order, so the same results give the same ratings.
 */
import { ordinal, rate, rating } from "openskill";
import { Z95 } from "./stats.js";
import type { GameResult, Interval } from "./types.js";

/** One player's fitted rating. */
export interface PlayerRating {
  readonly name: string;
  /** The mean of the skill belief. */
  readonly mu: number;
  /** The standard deviation of the skill belief. */
  readonly sigma: number;
  /** `mu ± 1.96 sigma`: where the skill lies with 95% belief. */
  readonly interval: Interval;
  /** openskill's conservative estimate `mu − 3 sigma`. */
  readonly ordinal: number;
}

/**
 * Rates the players named in `names` from the results (in the given order; each seat is its own
 * competitor ranked by `outcome.ranks`, ties shared). A player seated twice in one game gets both
 * seats' changes: the mean moves by their sum and σ shrinks by the product of their factors, as
 * if the two results had been rated one after the other.
 */
export function fitRatings(names: readonly string[], results: readonly GameResult[]): PlayerRating[] {
  const current = new Map(names.map((name) => [name, rating()]));
  for (const result of results) {
    const before = result.seats.map((name) => {
      const known = current.get(name);
      if (!known) throw new RangeError(`the results name a player "${name}" outside the ladder`);
      return known;
    });
    const after = rate(
      before.map((r) => [r]),
      { rank: [...result.outcome.ranks] },
    );
    const next = new Map<string, { mu: number; sigma: number }>();
    result.seats.forEach((name, seat) => {
      const old = before[seat] as { mu: number; sigma: number };
      const now = after[seat]?.[0] as { mu: number; sigma: number };
      const soFar = next.get(name) ?? { ...old };
      next.set(name, { mu: soFar.mu + now.mu - old.mu, sigma: (soFar.sigma * now.sigma) / old.sigma });
    });
    for (const [name, updated] of next) current.set(name, rating(updated));
  }
  return names.map((name) => {
    const { mu, sigma } = current.get(name) as { mu: number; sigma: number };
    return {
      name,
      mu,
      sigma,
      interval: { low: mu - Z95 * sigma, high: mu + Z95 * sigma },
      ordinal: ordinal({ mu, sigma }),
    };
  });
}
