import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstDifference } from "../conformance/inspect.js";
import { gamesWithCases, goldenGames, goldenPath, readCases, recordPlaythrough } from "./golden.js";

describe("golden playthroughs", () => {
  for (const gameId of gamesWithCases()) {
    for (const golden of readCases(gameId)) {
      it(`${gameId}/${golden.name} plays exactly as recorded`, () => {
        const game = goldenGames()[gameId];
        expect(game, `no game "${gameId}" in the registry`).toBeDefined();
        const path = goldenPath(gameId, golden.name);
        expect(existsSync(path), `${path} is missing: run npm run golden -- ${gameId}`).toBe(true);
        const recorded = readFileSync(path, "utf8").trimEnd().split("\n");
        const actual = recordPlaythrough(game!, golden);
        for (let line = 0; line < Math.max(recorded.length, actual.length); line++) {
          if (recorded[line] === actual[line]) continue;
          const diff = firstDifference(
            JSON.parse(recorded[line] ?? "null"),
            JSON.parse(actual[line] ?? "null"),
          );
          expect.fail(
            `${path} line ${line + 1} differs (${diff}). If the rule change is intended, run npm run golden -- ${gameId} and review the diff.`,
          );
        }
      });
    }
  }
});
