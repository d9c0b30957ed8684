/** `backroom rollout-values`: a `.npy` file of the library's samples, and clear errors for bad flags. */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rolloutValues } from "../../src/rl/index.js";
import { runCli } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "backroom-rollout-values-"));

/** The header text and the records' bytes of a `.npy` file (format version 1). */
function readNpy(path: string): { header: string; body: Buffer } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 6).toString("latin1")).toBe("\x93NUMPY");
  const length = bytes.readUInt16LE(8);
  expect((10 + length) % 64).toBe(0);
  return { header: bytes.subarray(10, 10 + length).toString("latin1"), body: bytes.subarray(10 + length) };
}

describe("backroom rollout-values", () => {
  it("writes the library's samples as structured NumPy records", async () => {
    const out = join(dir, "slush.npy");
    const args = ["--players", "3", "--games", "1", "--seed", "4", "--share", "0.03", "--candidates", "3"];
    const run = await runCli([
      "rollout-values",
      "slush-fund",
      ...args,
      "--rollouts",
      "2",
      "--rollout-limit",
      "15",
      "--out",
      out,
    ]);
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    const samples = [
      ...rolloutValues("slush-fund", {
        players: 3,
        games: 1,
        seed: 4,
        share: 0.03,
        candidates: 3,
        rollouts: 2,
        rolloutLimit: 15,
      }),
    ];
    expect(run.out).toContain(`${samples.length} decisions of 1 games`);
    const { header, body } = readNpy(out);
    const observationSize = (samples[0] as (typeof samples)[0]).observation.length;
    const numActions = (samples[0] as (typeof samples)[0]).mask.length;
    expect(header).toContain(
      `'descr': [('observation', '<f4', (${observationSize},)), ('mask', '|u1', (${numActions},)), ('candidates', '<i4', (3,)), ('values', '<f4', (3,))]`,
    );
    expect(header).toContain(`'shape': (${samples.length},)`);
    const recordSize = observationSize * 4 + numActions + 3 * 8;
    expect(body.length).toBe(samples.length * recordSize);
    samples.forEach((sample, r) => {
      const at = r * recordSize;
      const observation = new Float32Array(observationSize).map((_, i) => body.readFloatLE(at + 4 * i));
      expect(observation).toEqual(sample.observation);
      const mask = body.subarray(at + 4 * observationSize, at + 4 * observationSize + numActions);
      expect(new Uint8Array(mask)).toEqual(sample.mask);
      const tail = at + 4 * observationSize + numActions;
      for (let k = 0; k < 3; k++) {
        expect(body.readInt32LE(tail + 4 * k)).toBe(sample.candidates[k] ?? -1);
        const value = body.readFloatLE(tail + 12 + 4 * k);
        if (k < sample.values.length) expect(value).toBe(sample.values[k]);
        else expect(value).toBeNaN();
      }
    });
  });

  it("plays rollouts to the end with --rollout-limit end", async () => {
    const out = join(dir, "end.npy");
    const run = await runCli([
      "rollout-values",
      "slush-fund",
      "--players",
      "3",
      "--games",
      "1",
      "--rollouts",
      "1",
      "--rollout-limit",
      "end",
      "--out",
      out,
    ]);
    expect(run.code).toBe(0);
    expect(readNpy(out).header).toContain("'shape': (");
  });

  it.each([
    [["--players", "3"], "--out"],
    [["--share", "2", "--out", join(dir, "a.npy")], "--share must be a number in (0, 1]"],
    [["--rollout-limit", "0", "--out", join(dir, "b.npy")], "--rollout-limit must be a positive integer"],
    [["--candidates", "x", "--out", join(dir, "c.npy")], "--candidates must be a positive integer"],
    [["--players", "9", "--out", join(dir, "d.npy")], "players"],
    [["--bot", "nobody", "--out", join(dir, "e.npy")], "nobody"],
  ])("refuses %j with exit code 2, writing nothing", async (flags, message) => {
    const run = await runCli(["rollout-values", "campaign", ...flags]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
    for (const name of ["a", "b", "c", "d", "e"]) expect(existsSync(join(dir, `${name}.npy`))).toBe(false);
  });

  it("refuses an unknown game", async () => {
    const run = await runCli(["rollout-values", "chess", "--out", join(dir, "f.npy")]);
    expect(run.code).toBe(2);
    expect(run.err).toContain("chess");
  });
});
