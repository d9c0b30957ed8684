import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/core/index.js";
import {
  acceptsOutOfTurn,
  aliasesInPlace,
  createsMoney,
  leaksHiddenCard,
  leaksThroughToAct,
  mutatesInput,
  neverEnds,
  returnsUnfrozen,
  writesConstant,
} from "../fixtures/broken.js";
import { highCard, highCardByCopy } from "../fixtures/high-card.js";
import { ConformanceError, checkConformanceGame, describeConformance } from "./kit.js";

describeConformance(highCard, { runs: 8 });
describeConformance(highCardByCopy, { runs: 8 });

/** Runs the kit like describeConformance does and returns the error it reports, if any. */
function kitFailure(game: AnyGame, maxActions = 300): ConformanceError | undefined {
  try {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(), { maxLength: 24 }), (seed, choices) => {
        checkConformanceGame(game, { players: 3, options: {}, seed, choices, maxActions });
      }),
      { numRuns: 10, seed: 7 },
    );
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ConformanceError) return cause;
    throw error;
  }
}

describe("the kit catches broken games", () => {
  // A fixture game at 3 players ends within 18 actions (200 seeds), so 60 actions without an end
  // mean "never ends"; the kit's default limit of 300 made each of the shrinker's replays cost 300
  // deeply checked actions.
  const cases: [string, AnyGame, string, RegExp, number?][] = [
    ["a view that leaks a hidden card", leaksHiddenCard, "view-leak", /leak/],
    ["a toAct that reveals who holds a card", leaksThroughToAct, "toact-leak", /toAct reveals hidden/],
    ["money created from nothing", createsMoney, "invariants", /money is not conserved/],
    ["apply mutating its input", mutatesInput, "purity", /mutated|read.only|Cannot assign/i],
    ["apply returning an unfrozen state", returnsUnfrozen, "frozen", /not frozen at \$/],
    ["a constant field that apply by copy writes into", writesConstant, "purity", /frozen input state/],
    ["an out-of-turn action accepted", acceptsOutOfTurn, "out-of-turn", /out-of-turn/],
    ["a game that never ends", neverEnds, "termination", /did not end within 60 actions/, 60],
    ["an in-place runner diverging through aliasing", aliasesInPlace, "plain-data", /aliasing/],
  ];
  for (const [name, game, check, message, maxActions] of cases) {
    it(`catches ${name}`, () => {
      const failure = kitFailure(game, maxActions);
      expect(failure, `the kit did not catch ${name}`).toBeInstanceOf(ConformanceError);
      expect(failure?.check).toBe(check);
      expect(failure?.message).toMatch(message);
    });
  }

  it("shrinks a failure to a short action list", () => {
    const failure = kitFailure(createsMoney);
    // The first "play" creates money; the shortest failing game is everyone's ante plus one play.
    expect(failure?.actions.length).toBeLessThanOrEqual(4);
  });
});
