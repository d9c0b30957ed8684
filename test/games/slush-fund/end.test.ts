/**
 * The end conditions: the last Time card (immediately, mid-turn), the configured count, the deck running out.
 */
import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { slushFund } from "../../../src/games/slush-fund/index.js";
import {
  act,
  deckOf,
  expectRefused,
  GOVERNOR,
  newGame,
  PRESIDENT,
  picker,
  play,
  put,
  setPile,
  stackDeck,
} from "./helpers.js";

describe("the tenth Time card", () => {
  it("ends the game at once, mid-turn: the cards revealed before it are not played", () => {
    const s = newGame(2);
    const card = picker(s);
    const times = Array.from({ length: 10 }, () => card("time"));
    put(s, s.timeCards, times.slice(0, 9));
    const [a, b] = [card("money", 50), card("money", 40)];
    stackDeck(s, [a, b, times[9]!, card("money", 30)]);
    const end = play(s, act.draw(0));
    expect(end.phase).toBe("over");
    expect(end.endReason).toBe("time");
    expect(end.revealed).toEqual([a, b]);
    expect(end.hand).toEqual([]);
    expect(end.events.at(-1)).toEqual({ type: "game-ended", reason: "time", scores: [0, 0] });
    expect(slushFund.toAct(end)).toEqual([]);
    expect(slushFund.outcome(end)?.reason).toBe("the last Time card was revealed");
    expectRefused(end, act.stash(0, a), "game-over");
    expectRefused(end, act.draw(1), "game-over");
  });

  it("reveals every bribe to everyone once the game is over", () => {
    const s = newGame(2);
    const card = picker(s);
    const pile = [card("money", 50), card("money", 10)];
    setPile(s, PRESIDENT, 1, pile);
    expect(slushFund.viewFor(s, 0).piles[PRESIDENT]?.[1]?.cards).toEqual([HIDDEN, pile[1]]);
    const times = Array.from({ length: 10 }, () => card("time"));
    put(s, s.timeCards, times.slice(0, 9));
    stackDeck(s, [times[9]!]);
    const end = play(s, act.draw(0));
    expect(slushFund.viewFor(end, 0).piles[PRESIDENT]?.[1]?.cards).toEqual(pile);
    expect(slushFund.viewFor(end, null).piles[PRESIDENT]?.[1]?.cards).toEqual(pile);
  });
});

describe("options.timeCardsToEnd", () => {
  it("ends the game at the configured Time card", () => {
    const s = newGame(2, { timeCardsToEnd: 2 });
    const card = picker(s);
    const [t1, m, t2] = [card("time"), card("money", 10), card("time")];
    stackDeck(s, [t1, m, t2]);
    const end = play(s, act.draw(0));
    expect(end.timeCards).toEqual([t1, t2]);
    expect(end.phase).toBe("over");
  });
});

describe("the deck running out", () => {
  // Unreachable with a validated deck (every Time card comes out before the last card), so staged.
  it("ends the game after the current turn; a short reveal still funds one card and plays the rest", () => {
    const s = newGame(2, { deck: deckOf({ money50: 5, time: 1 }) });
    const card = picker(s);
    put(s, s.removed, [card("time")]);
    const fives = [1, 2, 3, 4, 5].map(() => card("money", 50));
    stackDeck(s, fives);
    let state = play(s, act.draw(0), act.stash(0, fives[0]!), act.bribe(0, fives[1]!, PRESIDENT));
    state = play(state, act.bribe(0, fives[2]!, PRESIDENT));
    expect(state.phase).toBe("choose");
    expect(state.deck).toHaveLength(2);
    state = play(state, act.draw(1));
    expect(state.revealed).toEqual([fives[3], fives[4]]);
    expect(state.deck).toHaveLength(0);
    state = play(state, act.stash(1, fives[3]!));
    expect(state.phase).toBe("play");
    state = play(state, act.bribe(1, fives[4]!, GOVERNOR));
    expect(state.phase).toBe("over");
    expect(state.endReason).toBe("deck-exhausted");
    expect(state.events).toContainEqual({ type: "turn-ended", player: 1, next: null });
    expect(slushFund.outcome(state)).toMatchObject({
      scores: [7, 7],
      winners: [0],
      reason: "the deck ran out",
    });
  });

  it("ends the turn at once when a reveal finds no card at all", () => {
    const s = newGame(2, { deck: deckOf({ time: 2 }) });
    const card = picker(s);
    const t1 = card("time");
    put(s, s.removed, [card("time")]);
    stackDeck(s, [t1]);
    const end = play(s, act.draw(0));
    expect(end.timeCards).toEqual([t1]);
    expect(end.phase).toBe("over");
    expect(end.endReason).toBe("deck-exhausted");
  });
});
