import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type BestResponseResult,
  emptyStrengthFile,
  lineup,
  missingPairs,
  orderedPairs,
  type PairResult,
  pairFromSummary,
  pairHasIsmcts,
  parseStrengthFile,
  renderBestResponsesTable,
  renderExploitabilityTable,
  renderPairsTable,
  replaceBetweenMarkers,
  SHIPPED_BOTS,
  STUDY_PLAYERS,
  shareFigures,
  strongestResponses,
  withBestResponse,
  withPair,
} from "../../scripts/strength-data.js";

const run = {
  ismctsIterations: null,
  command: "node dist/cli/main.js simulate …",
  seconds: 3,
  measuredAt: "2026-12-02T04:00:00.000Z",
};

/** A pair result with the given figures (the rest fixed). */
function pairResult(row: string, against: string, wins: number, games: number, players = 3): PairResult {
  return { row, against, games, seed: "strength", wins, ...shareFigures(wins, games, players), ...run };
}

/** A best response result against `target` with the given figures. */
function bestResponse(target: string, wins: number, games: number): BestResponseResult {
  return {
    target,
    cpuMinutes: 2.04,
    trainingGames: 1234,
    fresh: true,
    ismctsIterations: target === "ismcts" ? 30 : null,
    games,
    seed: "best-response",
    ...shareFigures(wins, games, 3),
    command: "python3 python/examples/best_response.py …",
    measuredAt: "2026-12-02T04:00:00.000Z",
  };
}

describe("the strength study's figures", () => {
  it("gives the share, the 95% Wilson interval and the ratio to fair", () => {
    const { winShare, interval, ratioToFair } = shareFigures(612, 1000, 3);
    expect(winShare).toBe(0.612);
    // The Wilson interval of 612/1000 (a Python check of the formula: 0.58142–0.64172).
    expect(interval[0]).toBeCloseTo(0.5814, 4);
    expect(interval[1]).toBeCloseTo(0.6417, 4);
    expect(ratioToFair).toBeCloseTo(1.836, 10);
  });

  it("keeps a share of 0 or 1 inside [0, 1] and counts shared wins as fractions", () => {
    expect(shareFigures(0, 60, 4).interval[0]).toBe(0);
    expect(shareFigures(60, 60, 4).interval[1]).toBeCloseTo(1, 12);
    expect(shareFigures(60, 60, 4).ratioToFair).toBe(4);
    expect(shareFigures(1.5, 3, 3).winShare).toBe(0.5);
    expect(shareFigures(0, 0, 3)).toEqual({ winShare: 0, interval: [0, 1], ratioToFair: 0 });
  });

  it("lists every ordered pair of distinct bots, and the lineup seats the row bot once", () => {
    const pairs = orderedPairs(SHIPPED_BOTS);
    expect(pairs).toHaveLength(12);
    expect(pairs[0]).toEqual({ row: "random", against: "heuristic" });
    expect(pairs.some((p) => p.row === p.against)).toBe(false);
    expect(pairs.filter(pairHasIsmcts)).toHaveLength(6);
    expect(lineup({ row: "learned", against: "ismcts" }, 4)).toEqual([
      "learned",
      "ismcts",
      "ismcts",
      "ismcts",
    ]);
  });

  it("reads the row bot's wins from a simulate summary and refuses a row bot that sits twice", () => {
    const summary = {
      games: 150,
      config: { players: 3, seed: "strength" },
      bots: [
        { name: "heuristic", games: 150, wins: 140 },
        { name: "learned", games: 300, wins: 10 },
      ],
    };
    const result = pairFromSummary({ row: "heuristic", against: "learned" }, summary, run);
    expect(result).toMatchObject({
      row: "heuristic",
      against: "learned",
      games: 150,
      seed: "strength",
      wins: 140,
    });
    expect(result.ratioToFair).toBeCloseTo(2.8, 10);
    expect(() => pairFromSummary({ row: "learned", against: "heuristic" }, summary, run)).toThrow(
      /once a game/,
    );
    expect(() => pairFromSummary({ row: "random", against: "learned" }, summary, run)).toThrow(
      /no bot "random"/,
    );
  });
});

describe("the strength files", () => {
  it("resume: a measured pair is not asked for again, and merging replaces a pair in table order", () => {
    let file = emptyStrengthFile("slush-fund", 3);
    const wanted = orderedPairs(["random", "heuristic", "learned"]);
    expect(missingPairs(file, wanted)).toHaveLength(6);
    file = withPair(file, pairResult("learned", "random", 128, 150));
    file = withPair(file, pairResult("random", "heuristic", 0, 300));
    expect(missingPairs(file, wanted).map((p) => `${p.row}/${p.against}`)).toEqual([
      "random/learned",
      "heuristic/random",
      "heuristic/learned",
      "learned/heuristic",
    ]);
    expect(file.pairs.map((p) => p.row)).toEqual(["random", "learned"]);
    file = withPair(file, pairResult("learned", "random", 140, 150));
    expect(file.pairs).toHaveLength(2);
    expect(file.pairs[1]?.wins).toBe(140);
  });

  it("merges best responses by target and survives a round trip through JSON", () => {
    let file = withBestResponse(emptyStrengthFile("slush-fund", 3), bestResponse("learned", 172, 200));
    file = withBestResponse(file, bestResponse("heuristic", 2, 200));
    file = withBestResponse(file, bestResponse("learned", 180, 200));
    expect(file.bestResponses.map((b) => [b.target, b.winShare])).toEqual([
      ["heuristic", 0.01],
      ["learned", 0.9],
    ]);
    expect(parseStrengthFile(JSON.stringify(file), "slush-fund")).toEqual(file);
    expect(() => parseStrengthFile(JSON.stringify(file), "campaign")).toThrow(
      /not a strength file of campaign/,
    );
    const old = { game: "campaign", players: 3, pairs: [] };
    expect(parseStrengthFile(JSON.stringify(old), "campaign").bestResponses).toEqual([]);
  });
});

describe("the strength tables", () => {
  it("render a row per pair, with the interval, the ratio and ISMCTS's budget", () => {
    const file = withPair(
      withPair(emptyStrengthFile("slush-fund", 3), pairResult("heuristic", "learned", 140, 150)),
      { ...pairResult("ismcts", "random", 1000, 1200), ismctsIterations: 30 },
    );
    const table = renderPairsTable([file]).split("\n");
    expect(table).toHaveLength(4);
    expect(table[2]).toBe(
      "| slush-fund, 3 | heuristic | learned ×2 | 150 (`strength`) | 0.933 (0.882–0.963) | 2.80× |",
    );
    expect(table[3]).toContain("| ismcts (30 it.) | random ×2 | 1,200 (`strength`) |");
    const fair = renderPairsTable([
      withPair(emptyStrengthFile("campaign", 3), pairResult("learned", "heuristic", 50, 150)),
    ]);
    expect(fair).toContain("| 0.333 (0.263–0.412) | 1.00× |");
  });

  it("render the best responses with their training budget, an exploit (wholly above 1.5× fair) in bold", () => {
    const file = withBestResponse(
      withBestResponse(emptyStrengthFile("slush-fund", 3), bestResponse("ismcts", 10, 30)),
      bestResponse("learned", 172, 200),
    );
    const [, , ismcts, learned] = renderBestResponsesTable([file]).split("\n");
    expect(ismcts).toBe(
      "| slush-fund, 3 | ismcts (30 it.) ×2 | 2.0 CPU minutes, fresh | 1,234 | 0.333 (0.192–0.512) | 30 (`best-response`) | 1.00× |",
    );
    expect(learned).toContain(
      "| learned ×2 | 2.0 CPU minutes, fresh | 1,234 | **0.860 (0.805–0.901)** | 200 (`best-response`) | **2.58×** |",
    );
  });

  it("bound each target's exploitability by the strongest response measured: a trained one or a shipped bot", () => {
    let file = emptyStrengthFile("tiefe-taschen", 4);
    file = withBestResponse(file, { ...bestResponse("ismcts", 0, 30), ...shareFigures(0, 30, 4) });
    file = withPair(file, { ...pairResult("learned", "ismcts", 57.5, 60, 4), ismctsIterations: 30 });
    file = withPair(file, { ...pairResult("heuristic", "ismcts", 3, 60, 4), ismctsIterations: 30 });
    file = withBestResponse(file, { ...bestResponse("learned", 2, 200), ...shareFigures(2, 200, 4) });
    file = withPair(file, pairResult("heuristic", "learned", 2.5, 300, 4));
    file = withBestResponse(file, { ...bestResponse("random", 200, 200), ...shareFigures(200, 200, 4) });
    file = withPair(file, pairResult("heuristic", "random", 300, 300, 4));
    const [random, ismcts, learned] = strongestResponses(file);
    // Against random seats both reach 1.000; the 300 games give the surer bound.
    expect(random).toMatchObject({
      target: "random",
      response: { kind: "bot", bot: "heuristic" },
      games: 300,
    });
    expect(random?.bound).toBeCloseTo(4 * (random?.interval[0] as number), 12);
    // The learned bot's pair row, not the best response that won nothing, bounds ISMCTS.
    expect(ismcts).toMatchObject({ target: "ismcts", response: { kind: "bot", bot: "learned" } });
    expect(ismcts?.bound).toBeCloseTo(4 * shareFigures(57.5, 60, 4).interval[0], 12);
    // Nothing measured beats the learned bot: no bound.
    expect(learned).toMatchObject({ target: "learned", bound: null });
    const table = renderExploitabilityTable([file]).split("\n");
    expect(table).toHaveLength(5);
    expect(table[3]).toBe(
      `| tiefe-taschen, 4 | ismcts (30 it.) ×3 | the learned bot | 0.958 (0.875–0.987) | 60 (\`strength\`) | 3.83× | **${(4 * (ismcts?.interval[0] as number)).toFixed(2)}× fair** |`,
    );
    expect(table[4]).toMatch(/^\| tiefe-taschen, 4 \| learned ×3 \| .* \| nothing shown \|$/);
  });

  it("replace only the text between a document's markers, and say when they are missing", () => {
    const doc = "before\n<!-- strength:pairs -->\nold\ntable\n<!-- /strength:pairs -->\nafter\n";
    expect(replaceBetweenMarkers(doc, "strength:pairs", "new")).toBe(
      "before\n<!-- strength:pairs -->\nnew\n<!-- /strength:pairs -->\nafter\n",
    );
    expect(() => replaceBetweenMarkers(doc, "strength:best-responses", "x")).toThrow(
      /no <!-- strength:best-responses -->/,
    );
  });
});

describe("docs/research.md", () => {
  it("shows the tables that docs/strength/ renders (scripts/strength-table.ts render after every run)", () => {
    const files = Object.keys(STUDY_PLAYERS).map((game) =>
      parseStrengthFile(readFileSync(`docs/strength/${game}.json`, "utf8"), game),
    );
    const document = readFileSync("docs/research.md", "utf8");
    for (const [name, body] of [
      ["strength:pairs", renderPairsTable(files)],
      ["strength:best-responses", renderBestResponsesTable(files)],
      ["strength:exploitability", renderExploitabilityTable(files)],
    ] as const) {
      expect(replaceBetweenMarkers(document, name, body), name).toBe(document);
    }
  });
});
