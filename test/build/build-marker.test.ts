/**
 * The marker of a complete build (scripts/build-marker.mjs) and the test harness's choice between
 * the build and the sources (test/support/cli-entry.ts), on a repository laid out in a temporary
 * folder: no dist/, a partial build as `npm start` leaves it (no marker), a complete one, a part
 * missing, a marker that does not cover a part, and a source changed after the build began.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_MARKER, buildParts, buildProblem, writeBuildMarker } from "../../scripts/build-marker.mjs";
import { cliEntryIn } from "../support/cli-entry.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Writes `path` under `root` (folders included), last modified at `seconds` since 1970. */
function put(root: string, path: string, seconds: number, text = "x"): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  utimesSync(file, seconds, seconds);
}

/** A repository with sources written at t = 1000 s; `built` adds the build's files, written at t = 2000 s. */
function repository(built: "none" | "command line" | "all"): string {
  const root = mkdtempSync(join(tmpdir(), "backroom-build-"));
  folders.push(root);
  for (const path of ["src/cli/main.ts", "src/bots/policies/slush-fund-3.json", "web/main.ts"])
    put(root, path, 1000);
  if (built === "command line") {
    for (const path of ["dist/index.js", "dist/cli/main.js", "dist/policies/slush-fund-3.json"])
      put(root, path, 2000);
  }
  if (built === "all") for (const path of Object.values(buildParts(root)).flat()) put(root, path, 2000);
  return root;
}

describe("the marker of a complete build", () => {
  it("is missing without a build and after a partial one, and the harness runs the sources", () => {
    for (const built of ["none", "command line"] as const) {
      const root = repository(built);
      expect(buildProblem(root)).toMatch(/no dist\/build-complete\.json/);
      expect(cliEntryIn(root)).toEqual({
        built: false,
        args: ["--import", "tsx", join(root, "src", "cli", "main.ts")],
      });
    }
  });

  it("is written only when every part is there, and then the harness runs the build", () => {
    const partial = repository("command line");
    expect(writeBuildMarker(partial)).toMatch(/the build lacks .*dist\/web\/index\.html/);
    expect(buildProblem(partial)).toMatch(/no dist\/build-complete\.json/);

    const root = repository("all");
    expect(writeBuildMarker(root)).toBeUndefined();
    expect(buildProblem(root)).toBeUndefined();
    expect(cliEntryIn(root)).toEqual({ built: true, args: [join(root, "dist", "cli", "main.js")] });
  });

  it("no longer counts when a source changes after the build began", () => {
    for (const source of ["src/cli/main.ts", "web/main.ts", "src/games/new-file.ts"]) {
      const root = repository("all");
      writeBuildMarker(root);
      put(root, source, 3000);
      expect(buildProblem(root)).toMatch(new RegExp(`${source} was changed after the build began`));
      expect(cliEntryIn(root).built).toBe(false);
    }
  });

  it("no longer counts when a part is removed, or the marker does not cover one", () => {
    const removed = repository("all");
    writeBuildMarker(removed);
    rmSync(join(removed, "dist/web/index.html"));
    expect(buildProblem(removed)).toBe("dist/web/index.html is missing");

    const narrow = repository("all");
    put(narrow, BUILD_MARKER, 2000, JSON.stringify({ covers: ["library", "cli"], beganMs: 2_000_000 }));
    expect(buildProblem(narrow)).toMatch(/does not cover the sim/);

    const broken = repository("all");
    put(broken, BUILD_MARKER, 2000, "{");
    expect(buildProblem(broken)).toMatch(/is not JSON/);
  });
});
