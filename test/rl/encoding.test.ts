import { describe, expect, it } from "vitest";
import { ConfigError, RuleError } from "../../src/core/index.js";
import { campaign } from "../../src/games/campaign/index.js";
import { games } from "../../src/games/registry.js";
import { type SlushFundState, type SlushFundView, slushFund } from "../../src/games/slush-fund/index.js";
import { createEncoding, encodedGameIds } from "../../src/rl/index.js";

/** A Slush Fund state in the play phase with a set in hand (drawn and stashed from a seeded start). */
function playState(): SlushFundState {
  let state = slushFund.setup({ players: 3, seed: "encoding", options: { firstPlayer: 0 } });
  state = slushFund.apply(state, { type: "draw", player: 0 });
  const stash = slushFund.legalActions(state, 0)[0];
  if (!stash) throw new Error("no stash");
  return slushFund.apply(state, stash);
}

describe("createEncoding", () => {
  it("covers every game, by engine or by id, with layouts that add up", () => {
    expect(encodedGameIds().sort()).toEqual(Object.keys(games).sort());
    for (const id of encodedGameIds()) {
      const game = games[id];
      if (!game) throw new Error(id);
      const byId = createEncoding(id, { players: game.players.min });
      const byEngine = createEncoding(game, { players: game.players.min });
      expect(byEngine.numActions).toBe(byId.numActions);
      expect(byId.version).toBe(`${game.version}/1`);
      expect(byId.actionLayout.reduce((sum, block) => sum + block.size, 0)).toBe(byId.numActions);
      expect(byId.observationLayout.reduce((sum, segment) => sum + segment.size, 0)).toBe(
        byId.observationSize,
      );
      // Every action type of the game has a block.
      expect(byId.actionLayout.map((block) => block.type)).toEqual(Object.keys(game.actionSchema ?? {}));
    }
  });

  it("declares every observation value's bounds, float32 vectors spread from the segments' own", () => {
    for (const id of encodedGameIds()) {
      const game = games[id];
      if (!game) throw new Error(id);
      for (const players of [game.players.min, game.players.max]) {
        const encoding = createEncoding(id, { players });
        const { observationLow: low, observationHigh: high } = encoding;
        expect(low).toBeInstanceOf(Float32Array);
        expect([low.length, high.length]).toEqual([encoding.observationSize, encoding.observationSize]);
        for (const segment of encoding.observationLayout) {
          expect([segment.low.length, segment.high.length]).toEqual([segment.size, segment.size]);
          for (let i = 0; i < segment.size; i++) {
            const at = segment.offset + i;
            // Never narrower than the segment's bound, and widened by at most 1e-5 of it.
            expect(low[at]).toBeLessThanOrEqual(segment.low[i] as number);
            expect(high[at]).toBeGreaterThanOrEqual(segment.high[i] as number);
            expect(high[at]).toBeLessThanOrEqual((segment.high[i] as number) * (1 + 2e-5) + 1e-12);
            expect(high[at]).toBeGreaterThan(low[at] as number);
            expect(Number.isFinite(high[at])).toBe(true);
          }
        }
      }
    }
    // A one-hot segment is bounded by 1, a scaled count by what the catalogue holds.
    const slush = createEncoding("slush-fund", { players: 3 });
    const phase = slush.observationLayout.find((segment) => segment.name === "phase");
    expect(phase?.high.every((bound) => bound === 1)).toBe(true);
    const scandals = slush.observationLayout.find((segment) => segment.name === "scandals");
    expect(scandals?.high[0]).toBeGreaterThan(1);
  });

  it("validates the configuration like setup does", () => {
    expect(() => createEncoding("slush-fund", { players: 5 })).toThrow(ConfigError);
    expect(() => createEncoding("slush-fund", { players: 3, options: { thiefTakes: "all" } })).toThrow(
      ConfigError,
    );
    expect(() => createEncoding("chess", { players: 2 })).toThrow(/unknown game "chess"/);
  });

  it("sizes follow the options: a bigger deck names more cards", () => {
    const base = createEncoding(slushFund, { players: 3 });
    const big = createEncoding(slushFund, { players: 3, options: { deck: { money10: 30 } } });
    expect(big.numActions).toBeGreaterThan(base.numActions);
  });

  it("refuses actions outside the space and indices that name nothing", () => {
    const encoding = createEncoding<SlushFundView, unknown>(slushFund, { players: 3 });
    const state = playState();
    const view = slushFund.viewFor(state, 0);
    const card = view.hand[0] as number;
    const notHeld = state.deck[0] as number;
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        expect(error).toBeInstanceOf(RuleError);
        return (error as RuleError).code;
      }
      return "no error";
    };
    expect(code(() => encoding.encodeAction(view, { type: "discard", player: 0, card }))).toBe("no error");
    for (const action of [
      { type: "discard", player: 1, card },
      { type: "discard", player: 0, card: notHeld },
      { type: "discard", player: 0, card, extra: 1 },
      { type: "discard", player: 0 },
      { type: "no-such", player: 0 },
      { type: "bribe", player: 0, card, politician: 5 },
      null,
    ]) {
      expect(
        code(() => encoding.encodeAction(view, action)),
        JSON.stringify(action),
      ).toBe("not-encodable");
    }
    for (const index of [-1, encoding.numActions, 0.5, Number.NaN]) {
      expect(code(() => encoding.decodeAction(view, index))).toBe("bad-index");
    }
    // The slush fund is empty at the start, so no `take` index names a card.
    const take = encoding.actionLayout.find((block) => block.type === "take");
    expect(code(() => encoding.decodeAction(view, take?.offset ?? -1))).toBe("not-decodable");
  });

  it("names equal cards by rank: two equal cards differ only in the rank digit", () => {
    const encoding = createEncoding<SlushFundView, unknown>(slushFund, { players: 2 });
    const state = slushFund.setup({ players: 2, seed: 1, options: { firstPlayer: 0 } });
    // A set of two $10K cards (ids 0 and 1) and a $20K card, put in hand by hand.
    state.phase = "play";
    state.hand = [1, 14, 0];
    state.deck = state.deck.filter((card) => !state.hand.includes(card));
    const view = slushFund.viewFor(state, 0);
    const first = encoding.encodeAction(view, { type: "discard", player: 0, card: 1 });
    const second = encoding.encodeAction(view, { type: "discard", player: 0, card: 0 });
    expect(second).toBe(first + 1);
    expect(encoding.decodeAction(view, first)).toEqual({ type: "discard", player: 0, card: 1 });
  });

  it("names seats relative to the actor, and a coalition as a set of relative seats", () => {
    const encoding = createEncoding(campaign, { players: 4 });
    const block = encoding.actionLayout.find((b) => b.type === "propose");
    expect(block?.size).toBe(16);
    const state = campaign.setup({ players: 4, seed: 2 });
    const view = { ...campaign.viewFor(state, 2) };
    // Seats 2 and 3 are bits 0 and 1 for seat 2; seats 0 and 2 are bits 2 and 0.
    expect(encoding.encodeAction(view, { type: "propose", player: 2, members: [2, 3] })).toBe(
      (block?.offset ?? 0) + 3,
    );
    expect(encoding.encodeAction(view, { type: "propose", player: 2, members: [0, 2] })).toBe(
      (block?.offset ?? 0) + 5,
    );
    expect(() => encoding.encodeAction(view, { type: "propose", player: 2, members: [3, 2] })).toThrow(
      RuleError,
    );
    expect(encoding.decodeAction(view, (block?.offset ?? 0) + 5)).toEqual({
      type: "propose",
      player: 2,
      members: [0, 2],
    });
  });

  it("observes from the observer's seat: the seat to act is placed relative to the observer", () => {
    const encoding = createEncoding(slushFund, { players: 3 });
    const state = playState();
    // A spectator is read from seat 0's place; seat 1's observation puts seat 1 first.
    const spectator = encoding.observe(slushFund.viewFor(state, null));
    expect(spectator.length).toBe(encoding.observationSize);
    const turn = encoding.observationLayout.find((s) => s.name === "turn");
    const at = turn?.offset ?? 0;
    // Seat 0 is to act: relative position 0 for seat 0, 2 for seat 1 (two seats after it), 1 for seat 2.
    expect(Array.from(encoding.observe(slushFund.viewFor(state, 0)).subarray(at, at + 3))).toEqual([1, 0, 0]);
    expect(Array.from(encoding.observe(slushFund.viewFor(state, 1)).subarray(at, at + 3))).toEqual([0, 0, 1]);
    expect(Array.from(encoding.observe(slushFund.viewFor(state, 2)).subarray(at, at + 3))).toEqual([0, 1, 0]);
  });
});
