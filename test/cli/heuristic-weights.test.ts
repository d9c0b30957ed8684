/** `backroom heuristic-weights`: the weights a policy file's anchor may set, and a clear error where there are none. */
import { describe, expect, it } from "vitest";
import { weightedHeuristics } from "../../src/bots/index.js";
import { runCli } from "./run-cli.js";

describe("backroom heuristic-weights", () => {
  it("prints the Campaign heuristic bot's weights and their documented values as JSON", async () => {
    const run = await runCli(["heuristic-weights", "campaign"]);
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toEqual(weightedHeuristics.campaign?.defaults);
  });

  it("exits 2 for a game whose heuristic bot takes no weights, an unknown game or two games", async () => {
    const none = await runCli(["heuristic-weights", "slush-fund"]);
    expect(none.code).toBe(2);
    expect(none.err).toContain("slush-fund's heuristic bot takes no weights (these do: campaign)");
    expect((await runCli(["heuristic-weights", "chess"])).code).toBe(2);
    const two = await runCli(["heuristic-weights", "campaign", "slush-fund"]);
    expect(two.code).toBe(2);
    expect(two.err).toContain("heuristic-weights takes one game");
    expect(none.out + two.out).toBe("");
  });
});
