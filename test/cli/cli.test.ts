import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE, runCli } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "backroom-cli-"));
const base = ["simulate", "high-card", "--module", FIXTURE, "--bots", "ismcts,random", "--players", "3"];
const batch = [...base, "--games", "12", "--seed", "cli", "--ismcts-iterations", "5"];

/** A summary's JSON without the wall-clock part. */
const stable = (json: string) => {
  const { timing: _timing, ...rest } = JSON.parse(json);
  return rest;
};

describe("backroom simulate and merge", () => {
  it("writes a results file whose shards merge into the unsharded summary", async () => {
    const whole = await runCli([...batch, "--json", "--out", join(dir, "whole.jsonl")]);
    expect(whole.code).toBe(0);
    const summary = stable(whole.out);
    expect(summary.games).toBe(12);
    expect(summary.bots.map((b: { name: string }) => b.name)).toEqual(["ismcts", "random"]);
    const lines = readFileSync(join(dir, "whole.jsonl"), "utf8").trim().split("\n");
    expect(lines).toHaveLength(13);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ backroom: "simulation", format: 1 });
    expect(JSON.parse(lines[1] as string)).toMatchObject({
      index: 0,
      seed: "cli/0",
      seats: ["ismcts", "random", "ismcts"],
    });

    for (const shard of ["0/2", "1/2"]) {
      const run = await runCli([...batch, "--shard", shard, "--out", join(dir, `shard-${shard[0]}.jsonl`)]);
      expect(run.code).toBe(0);
      expect(run.out).toMatch(new RegExp(`6 of 12 games, shard ${shard}`));
    }
    const merged = await runCli(["merge", join(dir, "shard-0.jsonl"), join(dir, "shard-1.jsonl"), "--json"]);
    expect(merged.code).toBe(0);
    expect(JSON.parse(merged.out)).toEqual(summary);

    const text = await runCli(["merge", join(dir, "shard-1.jsonl")]);
    expect(text.code).toBe(0);
    expect(text.err).toMatch(/warning: 6 of 12 games are missing/);
    expect(text.out).toMatch(/high-card, 3 players, 6 of 12 games \(seed "cli"\)\nbot +seat-games/);
  });

  it("refuses to merge files of different batches", async () => {
    await runCli([...base, "--games", "3", "--seed", "other", "--out", join(dir, "other.jsonl")]);
    const run = await runCli(["merge", join(dir, "whole.jsonl"), join(dir, "other.jsonl")]);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/other.jsonl was made with another configuration/);
    expect((await runCli(["merge", join(dir, "missing.jsonl")])).code).toBe(1);
  });

  it("prints a readable summary by default, with 2 workers as with 1", async () => {
    const one = await runCli([...batch, "--json"]);
    const two = await runCli([...batch, "--json", "--workers", "2"]);
    expect(stable(two.out)).toEqual(stable(one.out));
    const text = await runCli([...base, "--games", "6"]);
    expect(text.out).toMatch(/^high-card, 3 players, 6 of 6 games \(seed "1"\)\nbot {5}seat-games {2}wins/);
    expect(text.out).toMatch(/fair share 0\.333; wins per seat: .*\ngame length .* actions\n.* games\/s/);
  });
});

describe("backroom replay", () => {
  it("verifies a record and prints one line per action", async () => {
    await runCli([...base, "--games", "1", "--records", "--out", join(dir, "records.jsonl")]);
    const line = readFileSync(join(dir, "records.jsonl"), "utf8").trim().split("\n")[1] as string;
    const { record, actions } = JSON.parse(line);
    writeFileSync(join(dir, "record.json"), JSON.stringify(record));
    for (const file of ["record.json", "records-line.json"]) {
      if (file === "records-line.json") writeFileSync(join(dir, file), line);
      const run = await runCli(["replay", join(dir, file), "--module", FIXTURE]);
      expect(run.code).toBe(0);
      const out = run.out.split("\n");
      expect(out[0]).toBe('High Card (test fixture): 3 players, seed "1/0", options {}');
      expect(out[1]).toMatch(/^1\. seat \d: \{"type":"ante","player":\d\}$/);
      expect(out).toHaveLength(actions + 4);
      expect(out.at(-2)).toMatch(/^scores: seat 0 \d+ \(rank \d\)/);
      expect(out.at(-1)).toBe(`record verified: ${actions} actions replay under high-card rules version 1`);
    }
    const broken = {
      ...record,
      actions: [...record.actions.slice(0, 3), { type: "play", player: 0, card: 99 }],
    };
    writeFileSync(join(dir, "broken.json"), JSON.stringify(broken));
    const run = await runCli(["replay", join(dir, "broken.json"), "--module", FIXTURE]);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/replay failed at action 3: bad-field/);
    writeFileSync(join(dir, "junk.json"), '{"hello":1}');
    expect((await runCli(["replay", join(dir, "junk.json")])).err).toMatch(/is not a game record/);
  });
});

describe("backroom play", () => {
  const play = ["play", "high-card", "--module", FIXTURE, "--seat", "1", "--players", "2", "--seed", "p"];

  it("lets a person play a seat through standard input to the end", async () => {
    // Always the first listed action, after one line that is not a valid choice.
    const run = await runCli(play, ["x", ...Array(40).fill("1")]);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^High Card \(test fixture\): 2 players, seed "p"; you play seat 1\./);
    expect(run.out).toMatch(/you: \{"type":"ante","player":1\} \(your only choice\)/);
    expect(run.out).toMatch(/viewer: 1\n/);
    expect(run.out).toMatch(/\n {2}1\. \{"type":"play","player":1,"card":\d+\}/);
    expect(run.out).toMatch(/"x" is not a number from 1 to \d/);
    expect(run.out).toMatch(/seat 0 \(random\): (ante|play|draw)/);
    expect(run.out).toMatch(
      /game over \(no cards left to play\); winners?: .*\nscores: seat 0 \d+ \(rank \d\), you \(seat 1\)/,
    );
    // The others' hidden draws are never shown to the person.
    expect(run.out).not.toMatch(/seat 0 \(random\): draw \[\{"type":"drew","player":0,"card":\d/);
  });

  it("is reproducible from the seed and stops when the person quits or input ends", async () => {
    const a = await runCli(play, Array(40).fill("2"));
    const b = await runCli(play, Array(40).fill("2"));
    expect(a.out).toBe(b.out);
    const quit = await runCli(play, ["q"]);
    expect(quit.code).toBe(1);
    expect(quit.out).toMatch(/you left the game\.$/);
    expect((await runCli(play, [])).code).toBe(1);
  });
});

describe("backroom tournament", () => {
  it("prints one table for every game, skipping bots a game lacks", async () => {
    const run = await runCli([
      "tournament",
      "high-card",
      "--module",
      FIXTURE,
      "--games",
      "6",
      "--ismcts-iterations",
      "5",
      "--workers",
      "1",
    ]);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^game +players +bot +seat-games +wins +win share +95% CI/);
    expect(run.out).toMatch(/\nhigh-card +2 +random +6 +\d/);
    expect(run.out).toMatch(/\nhigh-card +2 +ismcts +6 +\d/);
    expect(run.out).not.toMatch(/heuristic/);
    expect(run.out).toMatch(/6 games per game, seed "1", ismcts at 5 iterations; fair share/);
  });
});

describe("backroom usage errors", () => {
  it.each([
    [["simulate", "no-such-game"], /unknown game "no-such-game"/],
    [["simulate"], /name a game/],
    [[...base, "--bots", "random,genius"], /unknown bot "genius"; available: random, ismcts/],
    [[...base, "--bots", "heuristic"], /unknown bot "heuristic"/],
    [[...base, "--games", "0"], /--games must be a positive integer, got "0"/],
    [[...base, "--games", "ten"], /--games must be a positive integer, got "ten"/],
    [[...base, "--workers", "1.5"], /--workers must be a positive integer/],
    [[...base, "--players", "7"], /takes 2 to 4 players, not 7/],
    [[...base, "--shard", "2/2"], /--shard must be i\/n with 0 ≤ i < n/],
    [[...base, "--shard", "one"], /--shard must be i\/n/],
    [[...base, "--options", "{bad"], /--options must be a JSON object/],
    [[...base, "--options", '{"startCoins":0}'], /options.startCoins: must be ≥ 1/],
    [[...base, "--ismcts-iterations", "0"], /--ismcts-iterations must be a positive integer/],
    [["play", "high-card", "--module", FIXTURE], /--seat k/],
    [["play", "high-card", "--module", FIXTURE, "--seat", "5"], /--seat must be below the player count 2/],
    [["replay"], /name a record file/],
    [["merge"], /name the results files/],
    [["dance"], /unknown command "dance"/],
    [["tournament", "chess"], /unknown game "chess"/],
    [["simulate", "--bogus"], /Unknown option '--bogus'/],
  ])("%j exits 2 with a clear message", async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
  });

  it("prints the usage on --help (exit 0) and without a command (exit 2)", async () => {
    const help = await runCli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage:\n {2}backroom simulate <game>/);
    expect((await runCli([])).code).toBe(2);
  });
});
