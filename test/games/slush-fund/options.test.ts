/**
 * Options: the default deck, deck overrides, and the validation of every option and the player count.
 */
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/core/index.js";
import { DEFAULT_DECK, type SlushFundOptions, slushFund } from "../../../src/games/slush-fund/index.js";
import { deckOf } from "./helpers.js";

function configError(players: number, options: unknown): string | undefined {
  try {
    slushFund.setup({ players, seed: 1, options: options as Partial<SlushFundOptions> });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).field;
  }
}

describe("the default deck", () => {
  it("holds 90 cards: 50 money worth $1,300K, 8 VP, 10 Scandal, 5 Thief, 4 Spy, 3 Transfer, 10 Time", () => {
    const s = slushFund.setup({ players: 2, seed: 1 });
    expect(s.catalog).toHaveLength(90);
    expect(s.deck).toHaveLength(90);
    const count = (kind: string) => s.catalog.filter((card) => card.kind === kind).length;
    expect(count("money")).toBe(50);
    expect(s.catalog.reduce((sum, card) => sum + card.value, 0)).toBe(1300);
    expect([
      count("vp"),
      count("scandal"),
      count("thief"),
      count("spy"),
      count("transfer"),
      count("time"),
    ]).toEqual([8, 10, 5, 4, 3, 10]);
    expect(slushFund.defaultOptions).toEqual({
      deck: DEFAULT_DECK,
      timeCardsToEnd: 10,
      thiefTakes: "top",
      firstPlayer: null,
    });
  });

  it("is replaced entry by entry by options.deck", () => {
    const s = slushFund.setup({ players: 2, seed: 1, options: { deck: { thief: 0, time: 4 } } });
    expect(s.catalog).toHaveLength(90 - 5 - 6);
    expect(s.catalog.some((card) => card.kind === "thief")).toBe(false);
    expect(s.options.timeCardsToEnd).toBe(4);
    const long = slushFund.setup({ players: 2, seed: 1, options: { deck: { time: 15 } } });
    expect(long.options.timeCardsToEnd).toBe(10);
    const tiny = slushFund.setup({ players: 2, seed: 1, options: { deck: deckOf({ money10: 3, time: 1 }) } });
    expect(tiny.catalog).toHaveLength(4);
  });
});

describe("validation", () => {
  it("refuses bad player counts", () => {
    expect(configError(1, {})).toBe("players");
    expect(configError(5, {})).toBe("players");
    expect(configError(2.5, {})).toBe("players");
  });

  it("refuses bad decks", () => {
    expect(configError(2, { deck: { time: 0 } })).toBe("options.deck.time");
    expect(configError(2, { deck: { money60: 3 } })).toBe("options.deck.money60");
    expect(configError(2, { deck: { vp: -1 } })).toBe("options.deck.vp");
    expect(configError(2, { deck: { spy: 1.5 } })).toBe("options.deck.spy");
    expect(configError(2, { deck: [] })).toBe("options.deck");
  });

  it("refuses timeCardsToEnd outside 1..the Time cards of the deck", () => {
    expect(configError(2, { timeCardsToEnd: 0 })).toBe("options.timeCardsToEnd");
    expect(configError(2, { timeCardsToEnd: 11 })).toBe("options.timeCardsToEnd");
    expect(configError(2, { deck: { time: 3 }, timeCardsToEnd: 4 })).toBe("options.timeCardsToEnd");
    expect(configError(2, { timeCardsToEnd: 2.5 })).toBe("options.timeCardsToEnd");
    expect(configError(2, { deck: { time: 3 }, timeCardsToEnd: 3 })).toBeUndefined();
  });

  it("refuses other bad options", () => {
    expect(configError(2, { thiefTakes: "all" })).toBe("options.thiefTakes");
    expect(configError(3, { firstPlayer: 3 })).toBe("options.firstPlayer");
    expect(configError(3, { firstPlayer: -1 })).toBe("options.firstPlayer");
    expect(configError(2, { bribes: 3 })).toBe("options.bribes");
  });
});
