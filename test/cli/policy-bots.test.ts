/** `policy:<file>` and `learned` bots through `backroom simulate` and `backroom tournament`, worker threads included. */
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { learnedPlayerCounts } from "../../src/bots/index.js";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "backroom-policy-"));
const policy = join(dir, "slush-fund-3.json");
copyFileSync(fileURLToPath(new URL("../../src/bots/policies/slush-fund-3.json", import.meta.url)), policy);

describe("policy bots on the command line", () => {
  it("simulate plays a policy file on worker threads, as in this thread", async () => {
    const args = [
      "simulate",
      "slush-fund",
      "--bots",
      `policy:${policy},random,learned`,
      "--games",
      "4",
      "--json",
    ];
    const one = await runCli([...args, "--workers", "1"]);
    const two = await runCli([...args, "--workers", "2"]);
    expect(one.code).toBe(0);
    const { timing: _a, ...first } = JSON.parse(one.out);
    const { timing: _b, ...second } = JSON.parse(two.out);
    expect(second).toEqual(first);
    expect(first.bots.map((bot: { name: string }) => bot.name)).toEqual([
      `policy:${policy}`,
      "random",
      "learned",
    ]);
    // The file's contents reach the workers but stay out of the reported configuration.
    expect(first.config.botSettings).toEqual({});
  });

  it("tournament takes a lineup with a policy file", async () => {
    const run = await runCli([
      "tournament",
      "slush-fund",
      "--bots",
      `policy:${policy},heuristic,random`,
      "--games",
      "3",
    ]);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(new RegExp(`\\nslush-fund +3 +policy:${policy.replace(/[.]/g, "\\.")} +3 +`));
  });

  it("refuses a policy for another game or player count, a broken file and a missing one, naming the file", async () => {
    const wrongGame = await runCli(["simulate", "campaign", "--bots", `policy:${policy},random,random`]);
    expect(wrongGame.code).toBe(2);
    expect(wrongGame.err).toContain(`${policy}: the policy is for the game slush-fund, not campaign`);
    const wrongCount = await runCli([
      "simulate",
      "slush-fund",
      "--players",
      "4",
      "--bots",
      `policy:${policy},random`,
    ]);
    expect(wrongCount.err).toContain(`${policy}: the policy is for 3 players, not 4`);
    const broken = join(dir, "broken.json");
    writeFileSync(broken, "{ not json");
    const notJson = await runCli(["tournament", "slush-fund", "--bots", `policy:${broken},random`]);
    expect(notJson.code).toBe(2);
    expect(notJson.err).toContain(`${broken}: not a policy file`);
    const missing = await runCli(["simulate", "slush-fund", "--bots", `policy:${join(dir, "none.json")}`]);
    expect(missing.err).toContain("none.json: cannot read the policy file");
    const unsupported = [2, 3, 4].find((players) => !learnedPlayerCounts("slush-fund").includes(players));
    if (unsupported !== undefined) {
      const learned = await runCli([
        "simulate",
        "slush-fund",
        "--players",
        `${unsupported}`,
        "--bots",
        "learned,random",
      ]);
      expect(learned.code).toBe(2);
      expect(learned.err).toContain(
        `the learned bot has no policy for slush-fund at ${unsupported} players (it plays `,
      );
    }
  });
});
