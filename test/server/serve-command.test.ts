import { expect, it } from "vitest";
import { runCli } from "../cli/run-cli.js";

it("backroom serve refuses bad arguments with the usage", async () => {
  const both = await runCli(["serve", "--data", "x", "--database", "postgres://localhost/x"]);
  expect(both.code).toBe(2);
  expect(both.err).toContain("not both");
  const extra = await runCli(["serve", "now"]);
  expect(extra.code).toBe(2);
  expect(extra.err).toContain("backroom serve");
  expect((await runCli(["serve", "--port", "-1"])).code).toBe(2);
  const unknown = await runCli(["serve", "--limit", "nope=1"]);
  expect(unknown.code).toBe(2);
  expect(unknown.err).toContain("maxOpenMatches");
  expect((await runCli(["serve", "--limit", "maxOpenMatches=0"])).code).toBe(2);
  expect((await runCli(["serve", "--limit", "pageSize=500"])).err).toContain("at most 100");
  expect((await runCli(["serve", "--lock-stale", "1000"])).err).toContain("--lock-stale must be");
  expect((await runCli(["serve", "--autopilot-pace", "fast"])).err).toContain("--autopilot-pace must be");
  expect((await runCli(["serve", "--help"])).out).toMatch(/--autopilot-pace ms\] \(the least time/);
});
