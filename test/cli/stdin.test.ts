import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIXTURE } from "./run-cli.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("backroom play as a process", () => {
  it("reads the person's choices from real standard input", () => {
    const result = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "src/cli/main.ts",
        "play",
        "high-card",
        "--module",
        FIXTURE,
        "--seat",
        "0",
        "--seed",
        "s",
      ],
      { cwd: root, input: `${Array(40).fill("1").join("\n")}\n`, encoding: "utf8", timeout: 240_000 },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/you play seat 0\./);
    expect(result.stdout).toMatch(/your choice \(1-\d, q to quit\):/);
    expect(result.stdout).toMatch(/game over/);
  });
});
