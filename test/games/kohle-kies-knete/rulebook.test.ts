/**
 * Rule-text lines that no other scenario covered, each written from the rulebook's own words and
 * numbers (see docs/rules/trace/kohle-kies-knete-en.md): the board's group requirements and the
 * pictured space, the deal of Investors and cards, the tile values, open negotiation and payment
 * at the close.
 */
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/core/index.js";
import { DEFAULT_BOARD, spaceRules } from "../../../src/games/kohle-kies-knete/options.js";
import { meetsRequirements } from "../../../src/games/kohle-kies-knete/requirements.js";
import {
  act,
  clan,
  game,
  H,
  K,
  L,
  openDealAt,
  P,
  passAll,
  placeTiles,
  play,
  R,
  rngRolling,
  start,
  T,
  turnState,
} from "./helpers.js";

const SPACES = spaceRules(DEFAULT_BOARD);
const maskOf = (...families: number[]): number => families.reduce((mask, f) => mask | (1 << f), 0);
const meets = (space: number, ...families: number[]): boolean =>
  meetsRequirements(SPACES[space]!, maskOf(...families));

describe("the board", () => {
  it("a block naming several families needs as many different families of that group as its number", () => {
    // Space 2: Heiermann plus 1 of {Raffzahn, Knetowitz}.
    expect(meets(2, H)).toBe(false);
    expect(meets(2, H, R)).toBe(true);
    expect(meets(2, H, K)).toBe(true);
    expect(meets(2, H, L)).toBe(false); // Liebgeld is not in the group
    // Space 7: 4 of all six families.
    expect(meets(7, R, L, K)).toBe(false);
    expect(meets(7, R, L, K, T)).toBe(true);
    expect(meets(7, H, P, T, K)).toBe(true);
    // Space 10: Piepenbrok plus 3 of {R, L, K, T}; Heiermann does not count for the group.
    expect(meets(10, P, R, L, H)).toBe(false);
    expect(meets(10, P, R, L, T)).toBe(true);
  });

  it("the pictured space needs Raffzahn, Liebgeld, Knetowitz and two of Talerfeld, Piepenbrok, Heiermann: five in all", () => {
    const space = SPACES[4]!;
    expect(space.investors).toBe(5);
    expect(meets(4, R, L, K, T, P)).toBe(true);
    expect(meets(4, R, L, K, P, H)).toBe(true);
    expect(meets(4, R, L, K, T)).toBe(false); // only one of the group
    expect(meets(4, R, L, T, P, H)).toBe(false); // Knetowitz missing
    expect(meets(4, L, K, T, P, H)).toBe(false); // Raffzahn missing
  });
});

describe("the default board", () => {
  it("holds the rulings' sixteen spaces, requirement by requirement", () => {
    const written = DEFAULT_BOARD.map((space) =>
      [space.fixed.join(", "), ...space.groups.map((g) => `${g.count} of {${g.from.join(", ")}}`)]
        .filter((part) => part !== "")
        .join(" + "),
    );
    expect(written).toEqual([
      "R, L",
      "K, T, P",
      "H + 1 of {R, K}",
      "L, T + 2 of {K, P, H}",
      "R, L, K + 2 of {T, P, H}",
      "T, P",
      "H, R + 1 of {L, T}",
      "4 of {R, L, K, T, P, H}",
      "R, L, K, T, P, H",
      "K, H + 1 of {L, P}",
      "P + 3 of {R, L, K, T}",
      "T, H, R, P + 1 of {L, K}",
      "L + 2 of {R, T, H}",
      "K, P, L, H",
      "5 of {R, L, K, T, P, H}",
      "L, K + 3 of {R, T, P, H}",
    ]);
  });

  it("pays 2, 3, 4, 6 or 8 dividends for 2, 3, 4, 5 or 6 investors", () => {
    const dividendsFor = [0, 0, 2, 3, 4, 6, 8];
    for (const space of SPACES) expect(space.dividends).toBe(dividendsFor[space.investors]);
  });

  it("is a clockwise loop: the marker moves on from space 15 to space 0", () => {
    const s = turnState(4, { owner: [0, 1, 2, 3, -1, -1], marker: 14, turn: 0, hands: [[], [], [], []] });
    placeTiles(s, [15, 1]);
    s.rng = rngRolling(3);
    // From 14: 15 is covered, then 0, 2 (1 is covered), 3.
    expect(play(s, act.roll(0)).marker).toBe(3);
  });
});

describe("options", () => {
  it("a bad board, tile list or end-roll list is refused at setup, naming the field", () => {
    const field = (options: unknown): string | undefined => {
      try {
        game.setup({ players: 4, seed: 1, options: options as never });
      } catch (error) {
        if (error instanceof ConfigError) return error.field;
        throw error;
      }
      return undefined;
    };
    expect(field({ board: Array(16).fill({ fixed: ["Q"], groups: [], dividends: 2 }) })).toBe(
      "options.board[0].fixed",
    );
    expect(field({ board: [{ fixed: ["R"], groups: [], dividends: 2 }] })).toBe("options.board");
    expect(field({ tileValues: [2, -1] })).toBe("options.tileValues[1]");
    expect(field({ endRolls: [[0]] })).toBe("options.endRolls");
    expect(field({ endRolls: Array(14).fill([9]) })).toBe("options.endRolls[0]");
    expect(field({})).toBeUndefined();
  });
});

describe("money", () => {
  it("the players' money always equals what the bank has paid out", () => {
    // Space 0 needs R and L: Axel holds R, buys Chris's L for $3M of the $4M.
    let s = openDealAt(0, [[], [], [], []], { owner: [0, 1, 2, 3, 0, 3] });
    s = play(s, act.offer(2, "investor", L), act.price(2, 3), act.accept(0, 2));
    s = play(passAll(s), act.close(0));
    expect(s.bankPaid).toBe(4);
    expect(s.money.reduce((a, b) => a + b, 0)).toBe(4);
    expect(game.invariants!(s)).toEqual([]);
    const forged = structuredClone(s);
    forged.money[1] = 5;
    expect(game.invariants!(forged).join()).toMatch(/bank paid out/);
  });
});

describe("setup", () => {
  it("the Investors are dealt at random: two each with 3 players, one each with 4 to 6, the rest face up beside the board", () => {
    for (const [players, each, pool] of [
      [3, 2, 0],
      [4, 1, 2],
      [5, 1, 1],
      [6, 1, 0],
    ] as const) {
      const deals = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const s = start(players, seed);
        for (let seat = 0; seat < players; seat++)
          expect(s.owner.filter((o) => o === seat)).toHaveLength(each);
        expect(s.owner.filter((o) => o === -1)).toHaveLength(pool);
        // Investors are face up: every seat and a spectator see who holds which, and the pool.
        for (const viewer of [0, null]) expect(game.viewFor(s, viewer).owner).toEqual(s.owner);
        deals.add(s.owner.join());
      }
      expect(deals.size).toBeGreaterThan(1);
    }
  });

  it("everyone starts with five influence cards from the shuffled deck and no money", () => {
    const decks = new Set<string>();
    for (const players of [3, 4, 5, 6]) {
      for (const seed of [1, 2]) {
        const s = start(players, seed);
        expect(s.hands.map((hand) => hand.length)).toEqual(Array(players).fill(5));
        expect(s.deck).toHaveLength(98 - 5 * players);
        expect(s.money).toEqual(Array(players).fill(0));
        expect(s.bankPaid).toBe(0);
        decks.add(s.deck.join());
      }
    }
    expect(decks.size).toBe(8);
  });
});

describe("deal tiles", () => {
  it("the k-th deal closed pays the k-th tile's value per dividend, rising from $2M to $5M", () => {
    // Space 0 needs R and L and pays 2 dividends; the other spaces take the earlier tiles.
    const others = [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    const values = [2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5];
    values.forEach((value, i) => {
      const s = turnState(4, { owner: [0, 1, 2, 3, 0, 0], marker: 0, turn: 0, hands: [[], [], [], []] });
      placeTiles(s, others.slice(0, i));
      expect(play(s, act.openDeal(0)).deal?.payout, `deal ${i + 1}`).toBe(2 * value);
    });
  });
});

describe("the negotiation", () => {
  it("once a deal is open every player may act, in no fixed order", () => {
    let s = openDealAt(4, [[], [clan(K)], [clan(T)], [clan(P)]], { owner: [0, 1, 2, 3, 0, 0], boss: 0 });
    expect(game.toAct(s)).toEqual([0, 1, 2, 3]);
    // Seat 3 acts first, then seat 1, then seat 3 again, then seat 2: no turn order.
    s = play(
      s,
      act.playClan(3, clan(P)),
      act.playClan(1, clan(K)),
      act.offer(3, "clan", clan(P)),
      act.playClan(2, clan(T)),
    );
    expect(s.deal?.table).toEqual([[], [clan(K)], [clan(T)], [clan(P)]]);
    expect(game.toAct(s)).toEqual([0, 1, 2, 3]);
  });

  it("the Boss may give up at any moment, even right after opening", () => {
    const s = openDealAt(4, [[], [], [], []], { boss: 2 });
    expect(game.legalActions(s, 2)).toContainEqual(act.fail(2));
    const failed = play(s, act.fail(2));
    expect(failed.deal).toBeNull();
    expect(failed.events).toContainEqual(expect.objectContaining({ type: "dealFailed", boss: 2 }));
    expect(failed.turn).toBe(3);
  });

  it("agreed prices are paid at the close and never before", () => {
    // Space 0 needs R and L: Axel holds R, Chris sells L for $3M of the $4M payout.
    let s = openDealAt(0, [[], [], [], []], { owner: [0, 1, 2, 3, 0, 3] });
    s = play(s, act.offer(2, "investor", L), act.price(2, 3), act.accept(0, 2));
    expect(s.money).toEqual([0, 0, 0, 0]);
    s = passAll(s);
    expect(s.money).toEqual([0, 0, 0, 0]);
    s = play(s, act.close(0));
    expect(s.money).toEqual([1, 0, 3, 0]);
  });
});
