import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatSummary } from "../../src/cli/format.js";
import { type ActionBase, type Bot, randomBot, replay } from "../../src/core/index.js";
import { mergeResults, parseResults, resultLine, resultsHeaderLine } from "../../src/sim/results-file.js";
import { type SimulateOptions, simulate, simulationConfig } from "../../src/sim/simulate.js";
import { withoutTiming } from "../../src/sim/summary.js";
import type { GameResult, SimulationSummary } from "../../src/sim/types.js";
import { highCard } from "../fixtures/high-card.js";

const fixture = fileURLToPath(new URL("../fixtures/high-card.ts", import.meta.url));

const batch: SimulateOptions = {
  game: "high-card",
  gameModule: fixture,
  players: 3,
  bots: ["ismcts", "random"],
  games: 24,
  seed: "sim-test",
  botSettings: { ismcts: { iterations: 8 } },
};

/** Runs a simulation and collects its streamed results. */
async function run(
  options: Partial<SimulateOptions>,
): Promise<{ summary: SimulationSummary; results: GameResult[] }> {
  const results: GameResult[] = [];
  const summary = await simulate({ ...batch, ...options, onRecord: (r) => results.push(r) });
  return { summary, results };
}

describe("simulate", () => {
  it("gives identical results with 1 and 2 workers and with 2 shards merged", async () => {
    const one = await run({ workers: 1 });
    const progress: number[] = [];
    const two = await run({ workers: 2, chunkSize: 5, onProgress: (done) => progress.push(done) });
    expect(two.results).toEqual(one.results);
    expect(withoutTiming(two.summary)).toEqual(withoutTiming(one.summary));
    expect(JSON.stringify(withoutTiming(two.summary))).toBe(JSON.stringify(withoutTiming(one.summary)));
    expect(progress.at(-1)).toBe(24);
    expect(one.results.map((r) => r.index)).toEqual([...Array(24).keys()]);

    const shards = await Promise.all([
      run({ shard: { index: 0, count: 2 } }),
      run({ shard: { index: 1, count: 2 } }),
    ]);
    expect(shards[0].summary.games).toBe(12);
    expect(shards[0].summary.shard).toEqual({ index: 0, count: 2 });
    const files = shards.map(({ results }, index) =>
      parseResults(
        [
          resultsHeaderLine(simulationConfig("high-card", batch), { index, count: 2 }),
          ...results.map(resultLine),
        ].join("\n"),
      ),
    );
    const merged = mergeResults(files);
    expect(merged.missing).toEqual([]);
    expect(JSON.stringify(merged.summary)).toBe(JSON.stringify(withoutTiming(one.summary)));
  });

  it("summarizes wins, shares, scores and lengths consistently", async () => {
    const { summary, results } = await run({});
    expect(summary.games).toBe(24);
    expect(summary.fairShare).toBeCloseTo(1 / 3);
    expect(summary.bots.map((b) => b.name)).toEqual(["ismcts", "random"]);
    expect(summary.bots.reduce((n, b) => n + b.games, 0)).toBe(72);
    const wins = summary.bots.reduce((n, b) => n + b.wins, 0);
    expect(wins).toBeCloseTo(
      summary.seatWins.reduce((a, b) => a + b, 0),
      10,
    );
    expect(wins).toBeCloseTo(results.filter((r) => r.outcome.winners.length > 0).length, 10);
    for (const bot of summary.bots) {
      expect(bot.winShare).toBeCloseTo(bot.wins / bot.games, 12);
      expect(bot.winInterval.low).toBeLessThan(bot.winShare);
      expect(bot.winInterval.high).toBeGreaterThan(bot.winShare);
    }
    expect(summary.length.mean).toBeCloseTo(results.reduce((n, r) => n + r.actions, 0) / 24, 10);
    expect(summary.timing?.gamesPerSecond).toBeGreaterThan(0);
    expect(results[1]?.seats).toEqual(["random", "ismcts", "random"]);
    expect(results[1]?.seed).toBe("sim-test/1");
  });

  it("reports each bot's share by the role its seat played, in games that deal roles", async () => {
    const { summary, results } = await run({
      game: "campaign",
      gameModule: undefined,
      bots: ["heuristic", "random"],
      games: 6,
    });
    for (const result of results) expect(result.roles).toHaveLength(3);
    for (const bot of summary.bots) {
      const roles: Record<string, { games: number; wins: number }> = {};
      for (const result of results)
        result.seats.forEach((name, seat) => {
          if (name !== bot.name) return;
          const role = result.roles?.[seat] as string;
          const entry = roles[role] ?? { games: 0, wins: 0 };
          roles[role] = entry;
          entry.games++;
          if (result.outcome.winners.includes(seat)) entry.wins += 1 / result.outcome.winners.length;
        });
      expect(Object.keys(bot.byRole ?? {})).toEqual(Object.keys(roles).sort());
      for (const [role, record] of Object.entries(bot.byRole ?? {})) {
        expect(record.games).toBe(roles[role]?.games);
        expect(record.wins).toBeCloseTo(roles[role]?.wins as number, 12);
        expect(record.winShare).toBeCloseTo(record.wins / record.games, 12);
      }
    }
    expect(formatSummary(summary)).toMatch(/\nheuristic by role: \w+ \d\.\d{3} \(\d+\)/);
    // A game without roles reports none.
    const plain = await run({ games: 3 });
    expect(plain.results[0]?.roles).toBeUndefined();
    expect(plain.summary.bots[0]?.byRole).toBeUndefined();
    expect(formatSummary(plain.summary)).not.toMatch(/by role/);
  });

  it("attaches game records on request, and they replay to the same outcome", async () => {
    const { results } = await run({ games: 3, includeRecords: true, game: highCard });
    for (const result of results) {
      const record = result.record as NonNullable<GameResult["record"]>;
      expect(record.seed).toBe(result.seed);
      expect(record.actions).toHaveLength(result.actions);
      const states = replay(highCard, record as Parameters<typeof replay>[1]);
      expect(highCard.outcome(states.at(-1) as (typeof states)[number])).toEqual(result.outcome);
    }
  });

  it("plays custom bot objects in this thread", async () => {
    const firstBot: Bot = { name: "first", act: (_view, legal) => legal[0] as ActionBase };
    const { summary } = await run({ game: highCard, bots: [firstBot, randomBot], games: 4 });
    expect(summary.bots.map((b) => b.name)).toEqual(["first", "random"]);
    expect(summary.config.bots).toEqual(["first", "random"]);
  });

  it("refuses bad configurations clearly", async () => {
    await expect(run({ players: 9 })).rejects.toThrow(/2 to 4 players, not 9/);
    await expect(run({ games: 0 })).rejects.toThrow(/games must be an integer ≥ 1/);
    await expect(run({ bots: ["ismcts", "genius"] })).rejects.toThrow(/unknown bot "genius"/);
    await expect(run({ bots: [] })).rejects.toThrow(/at least one bot/);
    await expect(run({ shard: { index: 2, count: 2 } })).rejects.toThrow(/shard index 2/);
    await expect(run({ workers: 0 })).rejects.toThrow(/workers/);
    await expect(run({ game: "nope" })).rejects.toThrow(/unknown game "nope"/);
    await expect(run({ options: { startCoins: -1 } })).rejects.toThrow(/options.startCoins/);
    await expect(run({ bots: [randomBot], workers: 2 })).rejects.toThrow(
      /bot objects run only in this thread/,
    );
    const { gameModule: _module, ...withoutModule } = batch;
    await expect(simulate({ ...withoutModule, game: highCard, workers: 2 })).rejects.toThrow(
      /pass gameModule/,
    );
  });
});

describe("results files", () => {
  const config = simulationConfig("high-card", batch);
  const result = (index: number): GameResult => ({
    index,
    seed: `sim-test/${index}`,
    seats: ["ismcts", "random", "ismcts"],
    outcome: { scores: [1, 2, 3], winners: [2], ranks: [3, 2, 1], reason: "end" },
    actions: 10,
  });
  const file = (indices: number[], header = resultsHeaderLine(config)) =>
    [header, ...indices.map((i) => resultLine(result(i)))].join("\n");

  it("merge reports missing games and refuses duplicates or other configurations", () => {
    const partial = mergeResults([parseResults(file([0, 2]))]);
    expect(partial.missing.length).toBe(22);
    expect(partial.summary.games).toBe(2);
    expect(() => mergeResults([parseResults(file([0])), parseResults(file([0]))], ["a", "b"])).toThrow(
      /game 0 appears in a and in b/,
    );
    const other = resultsHeaderLine({ ...config, seed: "other" });
    expect(() => mergeResults([parseResults(file([0])), parseResults(file([1], other))], ["a", "b"])).toThrow(
      /b was made with another configuration/,
    );
    expect(() => mergeResults([parseResults(file([99]))])).toThrow(/outside the batch/);
  });

  it("parse refuses files without a header and lines that are not results", () => {
    expect(() => parseResults(resultLine(result(0)), "x.jsonl")).toThrow(
      /x.jsonl: not a backroom results file/,
    );
    expect(() => parseResults(`${resultsHeaderLine(config)}\n{oops`, "x.jsonl")).toThrow(
      /x.jsonl:2: not JSON/,
    );
    expect(() => parseResults(`${resultsHeaderLine(config)}\n{"a":1}`, "x.jsonl")).toThrow(
      /not a game result/,
    );
    expect(() => parseResults("", "x.jsonl")).toThrow(/empty/);
  });
});
