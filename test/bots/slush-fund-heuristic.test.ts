/**
 * The Slush Fund heuristic bot: it beats random players by a wide margin and decides from a view alone.
 */
import { describe, expect, it } from "vitest";
import { slushFundHeuristicBot } from "../../src/bots/heuristic/slush-fund.js";
import { type Bot, createRandom, playout, randomBot } from "../../src/core/index.js";
import { type SlushFundState, type SlushFundView, slushFund } from "../../src/games/slush-fund/index.js";

/** Freezes a value deeply, so any mutation by the bot throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Plays `games` games against random players, the bot rotating through the seats; returns its win share. */
function winShare(players: number, games: number): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % players;
    const bots = Array.from({ length: players }, (_, s) =>
      s === seat ? (slushFundHeuristicBot as Bot) : randomBot,
    );
    const { outcome } = playout(slushFund, { players, seed: `h/${i}`, bots });
    // A shared win counts 1/k.
    if (outcome.winners.includes(seat)) wins += 1 / outcome.winners.length;
  }
  return wins / games;
}

describe("Slush Fund heuristic bot", () => {
  it("wins at least twice its fair share against three random players (300 games)", () => {
    // Fair share 1/4; measured 0.98.
    expect(winShare(4, 300)).toBeGreaterThanOrEqual(2 / 4);
  });

  it("wins at least twice its fair share against two random players (300 games)", () => {
    // Fair share 1/3; measured 0.997.
    expect(winShare(3, 300)).toBeGreaterThanOrEqual(2 / 3);
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
