import { describe, expect, it } from "vitest";
import { seatBots, shardIndices } from "../../src/sim/seating.js";
import { spread, wilsonInterval } from "../../src/sim/stats.js";

describe("Wilson score interval", () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("%i of %i gives %f–%f", (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it("is symmetric, covers [0, 1] without trials, and accepts fractional wins", () => {
    const a = wilsonInterval(3, 10);
    const b = wilsonInterval(7, 10);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    const half = wilsonInterval(2.5, 5);
    expect((half.low + half.high) / 2).toBeCloseTo(0.5, 12);
  });
});

describe("spread", () => {
  it("gives the mean and the sample standard deviation", () => {
    expect(spread([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, stdev: Math.sqrt(32 / 7) });
    expect(spread([3])).toEqual({ mean: 3, stdev: 0 });
    expect(spread([])).toEqual({ mean: 0, stdev: 0 });
  });
});

describe("seating", () => {
  it("rotates the lineup so that each bot plays each seat equally often", () => {
    for (const [bots, players] of [
      [["a", "b", "c"], 3],
      [["a", "b"], 4],
      [["a", "b", "c", "d", "e"], 2],
    ] as const) {
      const counts = new Map<string, number>();
      for (let i = 0; i < bots.length; i++) {
        seatBots(bots, players, i).forEach((bot, seat) => {
          counts.set(`${bot}@${seat}`, (counts.get(`${bot}@${seat}`) ?? 0) + 1);
        });
      }
      expect(new Set(counts.values()).size).toBe(1);
      expect(counts.size).toBe(bots.length * players);
    }
    expect(seatBots(["x", "y", "z"], 3, 1)).toEqual(["y", "z", "x"]);
  });

  it("splits a batch into shards by index modulo the shard count", () => {
    expect(shardIndices(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(shardIndices(7, { index: 1, count: 3 })).toEqual([1, 4]);
    expect(shardIndices(2, { index: 2, count: 3 })).toEqual([]);
  });
});
