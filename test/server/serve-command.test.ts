import { expect, it } from "vitest";
import { parseLimitFlags } from "../../src/cli/serve-command.js";
import { DEFAULT_LIMITS } from "../../src/server/guards/limits.js";
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

it("backroom serve takes the retention and talk limits, and its usage names them", async () => {
  expect((await runCli(["serve", "--retain-days", "0"])).err).toContain(
    "--retain-days must be a positive integer",
  );
  expect((await runCli(["serve", "--retain-talk-days", "x"])).code).toBe(2);
  const limits = parseLimitFlags(["maxTalkLinesPerMatch=50", "retainDays=9"], {
    "retain-days": "60",
    "retain-talk-days": "3",
  });
  expect(limits).toMatchObject({ maxTalkLinesPerMatch: 50, retainDays: 60, retainTalkDays: 3 });
  expect(limits.talkBytesPerAddressPerDay).toBe(DEFAULT_LIMITS.talkBytesPerAddressPerDay);
  const help = (await runCli(["--help"])).out;
  for (const named of [
    "--retain-days 30",
    "--retain-talk-days 7",
    "maxTalkLinesPerMatch=2000",
    "talkBytesPerAddressPerDay=",
  ]) {
    expect(help).toContain(named);
  }
});
