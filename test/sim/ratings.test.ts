/** openskill ratings of a ladder: order follows results, the same results give the same ratings, a doubly seated player counts twice. */
import { describe, expect, it } from "vitest";
import { fitRatings } from "../../src/sim/ratings.js";
import type { GameResult } from "../../src/sim/types.js";

function result(index: number, seats: string[], ranks: number[]): GameResult {
  const winners = ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : []));
  return {
    index,
    seed: `s/${index}`,
    seats,
    outcome: { scores: ranks.map((r) => -r), winners, ranks, reason: "end" },
    actions: 1,
  };
}

describe("fitRatings", () => {
  const results = Array.from({ length: 30 }, (_, i) => {
    const seats = ["strong", "middle", "weak"].map((_, s, all) => all[(s + i) % 3] as string);
    return result(
      i,
      seats,
      seats.map((name) => ({ strong: 1, middle: 2, weak: 3 })[name] as number),
    );
  });

  it("orders players by their results, with 95% intervals of mu ± 1.96 sigma", () => {
    const ratings = fitRatings(["weak", "middle", "strong"], results);
    const mu = Object.fromEntries(ratings.map((r) => [r.name, r.mu]));
    expect(mu.strong).toBeGreaterThan(mu.middle as number);
    expect(mu.middle).toBeGreaterThan(mu.weak as number);
    for (const r of ratings) {
      expect(r.sigma).toBeLessThan(25 / 3);
      expect(r.interval.high - r.mu).toBeCloseTo(1.959964 * r.sigma, 5);
      expect(r.ordinal).toBeCloseTo(r.mu - 3 * r.sigma, 9);
    }
    expect(fitRatings(["weak", "middle", "strong"], results)).toEqual(ratings);
  });

  it("rates a player seated twice in a game with both seats' results", () => {
    const once = fitRatings(["a", "b"], [result(0, ["a", "b"], [1, 2])]);
    const twice = fitRatings(["a", "b"], [result(0, ["a", "b", "a"], [1, 3, 2])]);
    expect(twice[0]?.mu).toBeGreaterThan(25);
    expect(twice[1]?.mu).toBeLessThan(once[1]?.mu as number);
    expect(() => fitRatings(["a"], [result(0, ["a", "z"], [1, 2])])).toThrow(/player "z" outside the ladder/);
  });
});
