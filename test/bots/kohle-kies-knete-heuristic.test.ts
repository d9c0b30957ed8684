/**
 * The Kohle, Kie$ & Knete heuristic bot: it beats random players clearly and decides from a view alone.
 */
import { describe, expect, it } from "vitest";
import { kohleKiesKneteHeuristicBot } from "../../src/bots/heuristic/kohle-kies-knete.js";
import { type Bot, createRandom, playout, randomBot } from "../../src/core/index.js";
import { type KkkState, type KkkView, kohleKiesKnete } from "../../src/games/kohle-kies-knete/index.js";
import { deepFreeze } from "../conformance/inspect.js";
import { winShareAgainstRandom } from "./win-share.js";

describe("Kohle, Kie$ & Knete heuristic bot", () => {
  it("wins at least twice its fair share against three random players (50 full-length games)", () => {
    // Fair share 1/4; measured 0.657 over these 50 games (0.611 over 100). Full games: random
    // players rarely close a deal, so most of them run to the turn limit.
    expect(
      winShareAgainstRandom(kohleKiesKnete, kohleKiesKneteHeuristicBot as Bot, 4, 50),
    ).toBeGreaterThanOrEqual(2 / 4);
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
