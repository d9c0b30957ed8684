import { describe, expect, it } from "vitest";
import { actionKey } from "../../src/bots/action-key.js";
import { botFactories, botNamesFor, createBot } from "../../src/bots/index.js";
import { neutralReward, outcomeRewards } from "../../src/bots/rewards.js";
import { randomBot } from "../../src/core/index.js";
import { highCard } from "../fixtures/high-card.js";

describe("bot registry", () => {
  it("builds random and ismcts bots by name, and heuristic only where a game has one", () => {
    expect(Object.keys(botFactories)).toEqual(["random", "ismcts", "heuristic", "learned"]);
    expect(botNamesFor(highCard)).toEqual(["random", "ismcts"]);
    expect(createBot("random", highCard)).toBe(randomBot);
    expect(createBot("ismcts", highCard, { ismcts: { iterations: 5 } }).name).toBe("ismcts");
    expect(() => createBot("heuristic", highCard)).toThrow(
      /unknown bot "heuristic" for high-card; available: random, ismcts/,
    );
    expect(() => createBot("toString", highCard)).toThrow(/unknown bot/);
    expect(() => createBot("learned", highCard, {}, 2)).toThrow(/learned bot has no policy for high-card/);
  });
});

describe("action keys", () => {
  it("are equal exactly for equal JSON data, whatever the field order", () => {
    expect(actionKey({ type: "bid", player: 1, amounts: [3, 1], offer: { b: 2, a: 1 } })).toBe(
      actionKey({ offer: { a: 1, b: 2 }, amounts: [3, 1], player: 1, type: "bid" }),
    );
    expect(actionKey({ type: "bid", amounts: [3, 1] })).not.toBe(actionKey({ type: "bid", amounts: [1, 3] }));
    expect(actionKey({ type: "x", note: undefined })).toBe(actionKey({ type: "x" }));
    expect(actionKey({ a: "1" })).not.toBe(actionKey({ a: 1 }));
    expect(actionKey({ b: [null, true], a: "q" })).toBe('{"a":"q","b":[null,true]}');
  });
});

describe("search rewards", () => {
  const outcome = { scores: [5, 9, 9, 1], winners: [1, 2], ranks: [3, 1, 1, 4], reason: "end" };
  it("split a shared win, or normalize ranks", () => {
    expect(outcomeRewards(outcome, 4, "win")).toEqual([0, 0.5, 0.5, 0]);
    expect(outcomeRewards(outcome, 4, "rank")).toEqual([1 / 3, 1, 1, 0]);
    expect(neutralReward(4, "win")).toBe(0.25);
    expect(neutralReward(4, "rank")).toBe(0.5);
  });
});
