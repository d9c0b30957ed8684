/**
 * The Slush Fund heuristic bot: it beats random players by a wide margin and decides from a view alone.
 */
import { describe, expect, it } from "vitest";
import { slushFundHeuristicBot } from "../../src/bots/heuristic/slush-fund.js";
import { type Bot, createRandom, playout, randomBot } from "../../src/core/index.js";
import { type SlushFundState, type SlushFundView, slushFund } from "../../src/games/slush-fund/index.js";
import { deepFreeze } from "../conformance/inspect.js";
import { winShareAgainstRandom } from "./win-share.js";

describe("Slush Fund heuristic bot", () => {
  it("wins at least twice its fair share against three random players (300 games)", () => {
    // Fair share 1/4; measured 0.98.
    expect(winShareAgainstRandom(slushFund, slushFundHeuristicBot as Bot, 4, 300)).toBeGreaterThanOrEqual(
      2 / 4,
    );
  });

  it("wins at least twice its fair share against two random players (300 games)", () => {
    // Fair share 1/3; measured 0.997.
    expect(winShareAgainstRandom(slushFund, slushFundHeuristicBot as Bot, 3, 300)).toBeGreaterThanOrEqual(
      2 / 3,
    );
  });

  it("decides from a view and the legal actions only, without mutating them, deterministically", () => {
    const states: SlushFundState[] = [];
    playout(slushFund, {
      players: 3,
      seed: "view-only",
      options: { thiefTakes: "any" },
      bots: [randomBot, randomBot, randomBot],
      onAction: (_action, state) => states.push(structuredClone(state as SlushFundState)),
    });
    const phases = new Set<string>();
    for (const state of states) {
      if (state.phase === "over") continue;
      const seat = state.turn;
      // Only plain JSON data reaches the bot: a frozen copy of the view, no state anywhere.
      const view = deepFreeze(JSON.parse(JSON.stringify(slushFund.viewFor(state, seat))) as SlushFundView);
      const legal = deepFreeze(slushFund.legalActions(state, seat));
      const choice = slushFundHeuristicBot.act(view, legal, createRandom("a"));
      expect(legal).toContainEqual(choice);
      expect(slushFundHeuristicBot.act(view, legal, createRandom("b"))).toEqual(choice);
      expect(slushFund.validate(state, choice)).toBeUndefined();
      phases.add(state.phase);
    }
    expect([...phases].sort()).toEqual(["choose", "play", "spy-look", "spy-move", "stash", "steal", "take"]);
  });
});
