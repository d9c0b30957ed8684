import { describe, expect, it } from "vitest";
import { createIsmctsBot } from "../../src/bots/ismcts.js";
import { type Bot, createRandom, playout, randomBot } from "../../src/core/index.js";
import { type HighCardAction, type HighCardView, highCard } from "../fixtures/high-card.js";

/** Freezes a value deeply, so any mutation by the bot throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** A state of the fixture's play phase where seat 0 has several choices. */
function midGame() {
  const state = structuredClone(highCard.setup({ players: 3, seed: "mid" }));
  for (const seat of [0, 1, 2]) highCard.applyInPlace(state, { type: "ante", player: seat });
  return state;
}

/** Plays `games` fixture games, the bot rotating through the seats; returns its win share. */
function winShare(bot: Bot, players: number, games: number): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % players;
    const bots = Array.from({ length: players }, (_, s) => (s === seat ? bot : randomBot));
    const { outcome } = playout(highCard, { players, seed: `ismcts-test/${i}`, bots });
    if (outcome.winners.includes(seat)) wins += 1 / outcome.winners.length;
  }
  return wins / games;
}

describe("ISMCTS bot", () => {
  it("beats random players clearly on the fixture (fixed seeds)", () => {
    const bot = createIsmctsBot(highCard, { iterations: 30 });
    expect(bot.name).toBe("ismcts");
    // Fair shares are 1/2 and 1/3; the fixture is mostly luck, so 1.3 and 1.5 times fair is clear.
    expect(winShare(bot, 2, 30)).toBeGreaterThanOrEqual(0.65);
    expect(winShare(bot, 3, 30)).toBeGreaterThanOrEqual(0.5);
  });

  it("decides from a view and the legal actions only, without mutating them", () => {
    const state = midGame();
    const view = deepFreeze(highCard.viewFor(state, 0));
    const legal = deepFreeze(highCard.legalActions(state, 0));
    const seen: unknown[] = [];
    // A game whose every state-taking function is watched: the bot may only determinize its view.
    const watched = {
      ...highCard,
      determinize(v: HighCardView, seed: number | string) {
        seen.push(v);
        return highCard.determinize(v, seed);
      },
      viewFor() {
        throw new Error("the bot asked for a view of a state");
      },
    };
    const bot = createIsmctsBot(watched, { iterations: 40 });
    const choice = bot.act(view, legal, createRandom("view-only"));
    expect(legal).toContain(choice);
    expect(seen).toHaveLength(40);
    expect(seen.every((v) => v === view)).toBe(true);
    expect(bot.lastSearch.iterations).toBe(40);
    expect(Object.values(bot.lastSearch.rootVisits).reduce((a, b) => a + b, 0)).toBe(40);
  });

  it("is deterministic for a given random source and returns the most visited action", () => {
    const state = midGame();
    const view = highCard.viewFor(state, 0);
    const legal = highCard.legalActions(state, 0);
    const bot = createIsmctsBot(highCard, { iterations: 50 });
    const a = bot.act(view, legal, createRandom(7));
    const visits = { ...bot.lastSearch.rootVisits };
    const b = bot.act(view, legal, createRandom(7));
    expect(b).toBe(a);
    expect(bot.lastSearch.rootVisits).toEqual(visits);
    expect(Math.max(...Object.values(visits))).toBe(visits[JSON.stringify(a, Object.keys(a).sort())]);
  });

  it("skips the search when there is a single legal action", () => {
    const state = highCard.setup({ players: 2, seed: 1 });
    const legal = highCard.legalActions(state, 1);
    expect(legal).toHaveLength(1);
    const bot = createIsmctsBot(highCard);
    expect(bot.act(highCard.viewFor(state, 1), legal, createRandom(1))).toBe(legal[0]);
    expect(bot.lastSearch.iterations).toBe(0);
  });

  it("scores rollouts cut off by the limit as draws, and supports the rank reward", () => {
    const state = midGame();
    const view = highCard.viewFor(state, 0);
    const legal = highCard.legalActions(state, 0);
    for (const bot of [
      createIsmctsBot(highCard, { iterations: 20, rolloutLimit: 0 }),
      createIsmctsBot(highCard, { iterations: 20, reward: "rank", exploration: 1.4 }),
    ]) {
      expect(legal).toContain(bot.act(view, legal, createRandom(3)));
    }
  });

  it("plays whole games against itself (every decision legal, simultaneous ante included)", () => {
    const bot = createIsmctsBot(highCard, { iterations: 15 }) as Bot<HighCardView, HighCardAction>;
    const result = playout(highCard, { players: 4, seed: "self", bots: [bot, bot, bot, bot] as Bot[] });
    expect(result.outcome.winners.length).toBeGreaterThan(0);
  });

  it("refuses a budget below one iteration", () => {
    expect(() => createIsmctsBot(highCard, { iterations: 0 })).toThrow(RangeError);
  });
});
