/**
 * The Kohle, Kie$ & Knete heuristic bot: it beats random players clearly and decides from a view alone.
 */
import { describe, expect, it } from "vitest";
import { kohleKiesKneteHeuristicBot } from "../../src/bots/heuristic/kohle-kies-knete.js";
import { type Bot, createRandom, playout, randomBot } from "../../src/core/index.js";
import { type KkkState, type KkkView, kohleKiesKnete } from "../../src/games/kohle-kies-knete/index.js";

/** Freezes a value deeply, so any mutation by the bot throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Games end after 150 turns instead of the default 300 (option `maxTurns`): random players keep a
 * negotiation going for dozens of actions, so full-length games would take the suite minutes. At 150
 * turns each seat has about 37 turns, plenty to draw a hand and close deals.
 */
const MAX_TURNS = 150;

/** Plays `games` games against random players, the bot rotating through the seats; returns its win share. */
function winShare(players: number, games: number): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % players;
    const bots = Array.from({ length: players }, (_, s) =>
      s === seat ? (kohleKiesKneteHeuristicBot as Bot) : randomBot,
    );
    const { outcome } = playout(kohleKiesKnete, {
      players,
      seed: `h/${i}`,
      bots,
      options: { maxTurns: MAX_TURNS },
    });
    // A shared win counts 1/k (with no deal closed, every seat ties at $0M).
    if (outcome.winners.includes(seat)) wins += 1 / outcome.winners.length;
  }
  return wins / games;
}

describe("Kohle, Kie$ & Knete heuristic bot", () => {
  it("wins at least twice its fair share against three random players (300 games)", () => {
    // Fair share 1/4; measured 0.669.
    expect(winShare(4, 300)).toBeGreaterThanOrEqual(2 / 4);
  });

  it("decides from a view and the legal actions only, without mutating them, deterministically", () => {
    const states: KkkState[] = [];
    const bots = [kohleKiesKneteHeuristicBot as Bot, randomBot, randomBot, randomBot];
    for (const seed of ["view-only/1", "view-only/2"]) {
      states.push(kohleKiesKnete.setup({ players: 4, seed, options: { maxTurns: 40 } }));
      playout(kohleKiesKnete, {
        players: 4,
        seed,
        bots,
        options: { maxTurns: 40 },
        onAction: (_action, state) => states.push(structuredClone(state as KkkState)),
      });
    }
    const situations = new Set<string>();
    for (const [i, state] of states.entries()) {
      if (i % 3 !== 0 && state.phase !== "handLimit") continue;
      for (const seat of kohleKiesKnete.toAct(state)) {
        // Only plain JSON data reaches the bot: a frozen copy of the view, no state anywhere.
        const view = deepFreeze(JSON.parse(JSON.stringify(kohleKiesKnete.viewFor(state, seat))) as KkkView);
        const legal = deepFreeze(kohleKiesKnete.legalActions(state, seat));
        const choice = kohleKiesKneteHeuristicBot.act(view, legal, createRandom("a"));
        expect(legal).toContainEqual(choice);
        expect(kohleKiesKneteHeuristicBot.act(view, legal, createRandom("b"))).toEqual(choice);
        expect(kohleKiesKnete.validate(state, choice)).toBeUndefined();
        const role = state.deal ? (state.deal.boss === seat ? "boss" : "other") : "";
        situations.add(state.window ? "window" : `${state.phase}${role ? `/${role}` : ""}`);
      }
    }
    expect([...situations].sort()).toEqual([
      "deal/boss",
      "deal/other",
      "handLimit",
      "marker",
      "turn",
      "window",
    ]);
  });
});
