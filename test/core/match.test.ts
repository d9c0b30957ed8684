import { describe, expect, it } from "vitest";
import pkg from "../../package.json" with { type: "json" };
import {
  ConfigError,
  createMatch,
  PACKAGE_VERSION,
  playout,
  ReplayError,
  RuleError,
  randomBot,
  rankOutcome,
  replay,
} from "../../src/core/index.js";
import { highCard } from "../fixtures/high-card.js";

describe("createMatch, records and replay", () => {
  it("hosts a match and records it as JSON that replays to the same state", () => {
    const match = createMatch(highCard, { players: 3, seed: "m", options: { startCoins: 4 } });
    expect(match.toAct()).toEqual([0, 1, 2]);
    match.act({ type: "ante", player: 1 });
    expect(match.tryAct({ type: "ante", player: 1 })?.code).toBe("not-your-turn");
    expect(() => match.act({ type: "draw", player: 0 })).toThrow(RuleError);
    match.act({ type: "ante", player: 0 });
    const events = match.act({ type: "ante", player: 2 });
    expect(events).toEqual([{ type: "ante", player: 2 }]);
    while (match.toAct().length > 0) match.act(match.legalActions(match.toAct()[0]!)[0]!);
    expect(match.outcome()?.winners.length).toBeGreaterThan(0);
    const record = JSON.parse(JSON.stringify(match.record()));
    expect(record).toMatchObject({
      game: "high-card",
      version: "1",
      packageVersion: PACKAGE_VERSION,
      players: 3,
    });
    const states = replay(highCard, record);
    expect(states).toHaveLength(record.actions.length + 1);
    expect(states.at(-1)).toEqual(match.state);
  });

  it("fails loudly at the first action that no longer applies", () => {
    const match = createMatch(highCard, { players: 2, seed: 1 });
    match.act({ type: "ante", player: 0 });
    const record = {
      ...match.record(),
      actions: [
        { type: "ante", player: 0 },
        { type: "ante", player: 0 },
      ],
    };
    expect(() => replay(highCard, record)).toThrow(ReplayError);
    try {
      replay(highCard, record);
    } catch (error) {
      expect((error as ReplayError).index).toBe(1);
      expect((error as ReplayError).error.code).toBe("not-your-turn");
    }
  });

  it("refuses a record of another game or rules version", () => {
    const record = createMatch(highCard, { players: 2, seed: 1 }).record();
    expect(() => replay(highCard, { ...record, version: "0" })).toThrow(ConfigError);
    expect(() => replay(highCard, { ...record, game: "other" })).toThrow(/record is for "other"/);
  });

  it("keeps the package version constant equal to package.json", () => {
    expect(PACKAGE_VERSION).toBe(pkg.version);
  });
});

describe("the two runners", () => {
  it("apply throws a RuleError and leaves a frozen state untouched; validate never throws", () => {
    const state = highCard.setup({ players: 2, seed: 3 });
    const before = JSON.stringify(state);
    for (const bad of [
      null,
      1,
      "x",
      [],
      { type: "ante" },
      { type: "ante", player: 5 },
      { type: "play", player: 0, card: 1 },
    ]) {
      expect(highCard.validate(state, bad)).toBeInstanceOf(RuleError);
      expect(() => highCard.apply(state, bad as never)).toThrow(RuleError);
      expect(() => highCard.applyInPlace(state, bad as never)).toThrow(RuleError);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it("apply returns a frozen new state; applyInPlace mutates the given one identically", () => {
    const state = highCard.setup({ players: 2, seed: 3 });
    const next = highCard.apply(state, { type: "ante", player: 1 });
    expect(Object.isFrozen(next)).toBe(true);
    expect(state.anted).toEqual([false, false]);
    const own = structuredClone(state);
    highCard.applyInPlace(own, { type: "ante", player: 1 });
    expect(own).toEqual(next);
  });

  it("validate turns an exception inside a game's rules into a RuleError", () => {
    const state = highCard.setup({ players: 2, seed: 3 });
    const broken = { ...state, anted: null } as never;
    expect(highCard.validate(broken, { type: "ante", player: 0 })?.code).toBe("malformed-action");
  });
});

describe("outcomes and playouts", () => {
  it("shares ranks between equal scores", () => {
    expect(rankOutcome([5, 9, 9, 1], "end")).toEqual({
      scores: [5, 9, 9, 1],
      ranks: [3, 1, 1, 4],
      winners: [1, 2],
      reason: "end",
    });
  });

  it("plays a game to the end with bots, reproducibly", () => {
    const bots = [randomBot, randomBot, randomBot];
    const a = playout(highCard, { players: 3, seed: 11, bots });
    const b = playout(highCard, { players: 3, seed: 11, bots });
    expect(a.outcome).toEqual(b.outcome);
    expect(a.record).toEqual(b.record);
    expect(replay(highCard, a.record).at(-1)).toEqual(a.finalState);
  });
});

describe("setup configuration", () => {
  it.each([
    [{ players: 1, seed: 1 }, "players"],
    [{ players: 2.5, seed: 1 }, "players"],
    [{ players: "3", seed: 1 }, "players"],
    [{ players: 3, seed: Number.NaN }, "seed"],
    [{ players: 3, seed: {} }, "seed"],
    [{ players: 3, seed: 1, options: [] }, "options"],
    [{ players: 3, seed: 1, options: { startCoins: 0 } }, "options.startCoins"],
  ])("refuses %j with a ConfigError naming %s", (config, field) => {
    expect(() => highCard.setup(config as never)).toThrow(ConfigError);
    try {
      highCard.setup(config as never);
    } catch (error) {
      expect((error as ConfigError).field).toBe(field);
    }
  });
});
