import { describe, expect, it, vi } from "vitest";
import { main, runBatch } from "../../src/cli/main.js";
import { formatSummary } from "../../src/cli/summary.js";
import { highCard } from "../fixtures/high-card.js";

describe("backroom CLI", () => {
  it("summarizes a batch of random games reproducibly", () => {
    const a = runBatch(highCard, 3, 20, "s");
    const b = runBatch(highCard, 3, 20, "s");
    expect(a.games).toBe(20);
    expect(a.winsPerSeat.reduce((x, y) => x + y, 0)).toBeCloseTo(20);
    expect(a.winsPerSeat).toEqual(b.winsPerSeat);
    expect(a.meanActions).toBeGreaterThan(3);
    expect(formatSummary(a)).toMatch(
      /high-card, 3 players, 20 games\n {2}mean length: .* actions\n {2}wins: seat 0: /,
    );
  });

  it("refuses bad player counts", () => {
    expect(() => runBatch(highCard, 9, 1, "s")).toThrow(/2 to 4 players/);
  });

  it("prints usage and exits 2 on unknown games, commands and bad numbers", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const out: string[] = [];
    expect(main(["simulate", "no-such-game"], (t) => out.push(t))).toBe(2);
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/unknown game "no-such-game"/);
    expect(main(["dance"], (t) => out.push(t))).toBe(2);
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/unknown command "dance"/);
    expect(main(["tournament", "--games", "0"], (t) => out.push(t))).toBe(2);
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/--games must be a positive integer/);
    expect(main(["simulate", "--bogus"], (t) => out.push(t))).toBe(2);
    expect(main(["--help"], (t) => out.push(t))).toBe(0);
    expect(out.at(-1)).toMatch(/usage:/);
    errors.mockRestore();
  });
});
