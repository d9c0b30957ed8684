/**
 * Options: the rulings' defaults, custom boards, tile values and end rolls, and a ConfigError naming
 * the field for every bad value.
 */
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/core/index.js";
import { DEFAULT_OPTIONS, kohleKiesKnete as game } from "../../../src/games/kohle-kies-knete/index.js";
import { act, clan, openDealAt, passAll, play, R, T } from "./helpers.js";

function configError(options: unknown, players = 4): string | undefined {
  try {
    game.setup({ players, seed: 1, options: options as never });
  } catch (error) {
    if (error instanceof ConfigError) return error.field;
    throw error;
  }
  return undefined;
}

describe("options", () => {
  it("default to the rulings' board, tile values and end rolls", () => {
    const s = game.setup({ players: 4, seed: 1 });
    expect(s.options).toEqual(DEFAULT_OPTIONS);
    expect(s.spaces).toHaveLength(16);
    expect(s.spaces.map((space) => space.dividends)).toEqual([
      2, 3, 2, 4, 6, 2, 3, 4, 8, 3, 4, 6, 3, 4, 6, 6,
    ]);
    expect(s.spaces.map((space) => space.investors)).toEqual([
      2, 3, 2, 4, 5, 2, 3, 4, 6, 3, 4, 5, 3, 4, 5, 5,
    ]);
    expect(s.options.tileValues.reduce((a, b) => a + b, 0)).toBe(51);
  });

  it("a custom board, tile values and end rolls play as given", () => {
    const options = {
      board: [
        { fixed: ["R"], groups: [{ count: 1, from: ["T", "H"] }], dividends: 5 },
        { fixed: ["K"], groups: [], dividends: 1 },
      ],
      tileValues: [7],
      endRolls: [],
    };
    let s = openDealAt(0, [[clan(R), clan(T)], [], [], []], { options: options as never });
    expect(s.deal?.payout).toBe(35);
    s = play(s, act.playClan(0, clan(R)), act.playClan(0, clan(T)));
    s = play(passAll(s), act.close(0));
    expect(s.money[0]).toBe(35);
    expect(s.endReason).toBe("last-tile");
  });

  it.each([
    [{ colour: "red" }, "options.colour"],
    ["big", "options"],
    [{ tileValues: [] }, "options.tileValues"],
    [{ tileValues: [2, 0] }, "options.tileValues[1]"],
    [{ tileValues: [2.5] }, "options.tileValues[0]"],
    [{ tileValues: [100] }, "options.tileValues"],
    [{ tileValues: Array(16).fill(2) }, "options.board"],
    [{ board: "none" }, "options.board"],
    [{ board: Array(16).fill({ fixed: ["X"], groups: [], dividends: 2 }) }, "options.board[0].fixed"],
    [{ board: Array(16).fill({ fixed: ["R", "R"], groups: [], dividends: 2 }) }, "options.board[0].fixed"],
    [
      { board: Array(16).fill({ fixed: ["R"], groups: [{ count: 1, from: ["R"] }], dividends: 2 }) },
      "options.board[0].groups[0].from",
    ],
    [
      { board: Array(16).fill({ fixed: [], groups: [{ count: 3, from: ["R", "L"] }], dividends: 2 }) },
      "options.board[0].groups[0].count",
    ],
    [{ board: Array(16).fill({ fixed: [], groups: [], dividends: 2 }) }, "options.board[0]"],
    [{ board: Array(16).fill({ fixed: ["R"], groups: [], dividends: 0 }) }, "options.board[0].dividends"],
    [
      { board: Array(16).fill({ fixed: ["R"], groups: [], dividends: 2, extra: 1 }) },
      "options.board[0].extra",
    ],
    [{ endRolls: [[1]] }, "options.endRolls"],
    [{ endRolls: Array(14).fill([7]) }, "options.endRolls[0]"],
    [{ endRolls: Array(14).fill([1, 1]) }, "options.endRolls[0]"],
    [{ negotiationLimit: 0 }, "options.negotiationLimit"],
    [{ maxTurns: -1 }, "options.maxTurns"],
  ])("rejects %j naming %s", (options, field) => {
    expect(configError(options)).toBe(field);
  });

  it("rejects player counts outside 3–6", () => {
    for (const players of [2, 7, 3.5, Number.NaN]) expect(configError({}, players)).toBe("players");
  });
});
