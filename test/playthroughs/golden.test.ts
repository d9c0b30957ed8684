import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firstDifference } from "../conformance/inspect.js";
import { highCard } from "../fixtures/high-card.js";
import {
  fingerprint,
  gamesWithCases,
  goldenGames,
  goldenPath,
  readCases,
  recordPlaythrough,
} from "./golden.js";
import { type Change, patchJson } from "./view-diff.js";

/** Names what differs between a recorded and a replayed line: a viewer's fingerprint, or a path. */
function describeDifference(recorded: string | undefined, actual: string | undefined): string {
  const before = JSON.parse(recorded ?? "null");
  const after = JSON.parse(actual ?? "null");
  for (const key of ["views", "legal"] as const) {
    if (typeof before?.[key] !== "string" || typeof after?.[key] !== "string") continue;
    const left = before[key].split(" ");
    const right = after[key].split(" ");
    const who = left.flatMap((print: string, i: number) => (print === right[i] ? [] : [i]));
    if (who.length === 0) continue;
    const names = who.map((i: number) =>
      key === "views" ? (i === 0 ? "the spectator" : `seat ${i - 1}`) : `seat ${i}`,
    );
    return `the ${key === "views" ? "view" : "legal actions"} of ${names.join(", ")}`;
  }
  return firstDifference(before, after) ?? "the text";
}

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
          expect.fail(
            `${path} line ${line + 1} differs (${describeDifference(recorded[line], actual[line])}). If the rule change is intended, run npm run golden -- ${gameId} and review the diff.`,
          );
        }
      });
    }
  }
});

describe("the golden format", () => {
  it("catches a change in the view of a seat that is neither the actor nor the spectator", () => {
    const golden = { name: "tampered", players: 3, seed: 1 };
    const honest = recordPlaythrough(highCard, golden);
    let calls = 0;
    // After the first line, seat 2 sees one extra field; nothing else changes.
    const tampered = {
      ...highCard,
      viewFor: (state: never, viewer: number | null) => {
        const view = highCard.viewFor(state, viewer);
        return ++calls > 4 && viewer === 2 ? { ...view, leak: true } : view;
      },
    };
    const changed = recordPlaythrough(tampered, golden);
    const line = changed.findIndex((text, i) => text !== honest[i]);
    expect(line).toBe(2);
    expect(describeDifference(honest[line], changed[line])).toBe("the view of seat 2");
  });

  it("rebuilds the spectator's view on every line from the first line and the changes", () => {
    for (const gameId of gamesWithCases()) {
      const [golden] = readCases(gameId);
      const lines = readFileSync(goldenPath(gameId, golden!.name), "utf8").trimEnd().split("\n");
      let spectator: unknown = JSON.parse(lines[1]!).views[0];
      for (const text of lines.slice(2, -1)) {
        const line = JSON.parse(text) as { spectator: Change[]; views: string };
        spectator = patchJson(spectator, line.spectator);
        expect(fingerprint(spectator)).toBe(line.views.split(" ")[0]);
      }
    }
  });
});
