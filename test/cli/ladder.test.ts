/** `backroom ladder`: the rating table, a parseable SVG chart, reproducible from its seed, clear errors. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE, runCli } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "backroom-ladder-"));
const ladder = (out: string, workers: string) => [
  "ladder",
  "high-card",
  "--module",
  FIXTURE,
  "--bots",
  "random,ismcts",
  "--players",
  "3",
  "--games",
  "12",
  "--seed",
  "ladder",
  "--ismcts-iterations",
  "5",
  "--workers",
  workers,
  "--out",
  join(dir, out),
];

/** The root element's tag, the players' names and the notes, read by a real XML parser (Python's ElementTree). */
function parseSvg(path: string): { root: string; names: string[]; notes: string[] } {
  const script = [
    "import sys, json, xml.etree.ElementTree as E",
    "root = E.parse(sys.argv[1]).getroot()",
    "ns = '{http://www.w3.org/2000/svg}'",
    "names = [g.find(ns + 'text').text for g in root.iter(ns + 'g') if g.get('class') == 'player']",
    "notes = [t.text for t in root.iter(ns + 'text') if t.get('class') == 'note']",
    "print(json.dumps({'root': root.tag, 'names': names, 'notes': notes}))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", script, path], { encoding: "utf8" }));
}

describe("backroom ladder", () => {
  it("prints ratings with 95% intervals and win share against fair, and writes the chart", async () => {
    const run = await runCli(ladder("a.svg", "1"));
    expect(run.code).toBe(0);
    const lines = run.out.split("\n");
    expect(lines[0]).toBe('high-card: 12 games at 3 players (seed "ladder")');
    expect(lines[1]).toMatch(/^# +player +rating μ +95% interval +ordinal +seat-games +win share +vs fair$/);
    const rows = lines.slice(3, 5);
    expect(rows.map((row) => row.split(/ +/)[1]).sort()).toEqual(["ismcts", "random"]);
    for (const row of rows) {
      const [, , mu, interval, , games, share, vsFair] = row.split(/ +/) as string[];
      const [low, high] = (interval as string).split("–").map(Number) as [number, number];
      expect(low).toBeLessThan(Number(mu));
      expect(high).toBeGreaterThan(Number(mu));
      expect(Number(high - Number(mu))).toBeCloseTo(Number(mu) - low, 1);
      expect(games).toBe("18");
      expect(Number(vsFair?.replace("×", ""))).toBeCloseTo(Number(share) * 3, 1);
    }
    expect(run.out).toMatch(/95% interval = μ ± 1\.96 σ/);
    const svg = parseSvg(join(dir, "a.svg"));
    expect(svg.root).toBe("{http://www.w3.org/2000/svg}svg");
    expect(svg.names).toEqual(rows.map((row) => row.split(/ +/)[1]));
    // The chart names the rating system, the search's budget and the seed.
    expect(svg.notes[0]).toMatch(/^ratings: openskill \(Plackett–Luce\)/);
    // The fixture game has no ISMCTS defaults of its own, so no rollout cut is named.
    expect(svg.notes[1]).toMatch(/^budgets: ismcts 5 iterations a decision;/);
    expect(svg.notes[1]).toMatch(/seed "ladder", 12 games/);
  });

  it("gives the same table and chart for the same seed, whatever the worker count", async () => {
    const one = await runCli(ladder("b.svg", "1"));
    const two = await runCli(ladder("c.svg", "2"));
    expect(two.out.replace("c.svg", "b.svg")).toBe(one.out);
    expect(readFileSync(join(dir, "c.svg"), "utf8")).toBe(readFileSync(join(dir, "b.svg"), "utf8"));
    const other = await runCli([...ladder("d.svg", "1"), "--seed", "other"]);
    expect(other.out).not.toBe(one.out);
  });

  it("refuses an unknown bot, a missing lineup and a lineup of one player", async () => {
    const unknown = await runCli(["ladder", "slush-fund", "--bots", "random,grandmaster"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown bot "grandmaster"; available: random, ismcts, heuristic, learned/);
    const none = await runCli(["ladder", "slush-fund"]);
    expect(none.err).toMatch(/name the players with --bots/);
    const alone = await runCli(["ladder", "slush-fund", "--bots", "random,random"]);
    expect(alone.err).toMatch(/at least two different players/);
  });
});
