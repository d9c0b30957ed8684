/**
 * Hidden information: hands are seen by their owners only (counts are public), the deck only as a
 * count, drawn cards only by the drawer; everything on the table is public; determinize resamples
 * exactly the hidden cards.
 */
import { describe, expect, it } from "vitest";
import { HIDDEN } from "../../../src/core/index.js";
import { act, bossCard, clan, game, K, openDealAt, play, stopCard, turnState } from "./helpers.js";

describe("views", () => {
  const owner = [0, 1, 2, 3, -1, -1];

  it("show a seat its own hand and only the size of the others; never the deck or the generator", () => {
    const s = play(
      turnState(4, { owner, marker: 0, turn: 0, hands: [[1, 2], [3], [], [4, 5, 6]] }),
      act.roll(0),
    );
    const view = game.viewFor(s, 0);
    expect(view.hands).toEqual([[1, 2], [HIDDEN], [], [HIDDEN, HIDDEN, HIDDEN]]);
    expect(view.deckSize).toBe(s.deck.length);
    expect(view).not.toHaveProperty("deck");
    expect(view).not.toHaveProperty("rng");
    expect(
      game
        .viewFor(s, null)
        .hands.flat()
        .every((c) => c === HIDDEN),
    ).toBe(true);
  });

  it("show drawn cards to the drawer only", () => {
    const s = play(
      turnState(4, { owner, marker: 0, turn: 0, hands: [[], [], [], []] }),
      act.roll(0),
      act.draw(0),
    );
    const drawn = s.hands[0] as number[];
    expect(game.viewFor(s, 0).events).toContainEqual({ type: "drew", player: 0, cards: drawn });
    expect(game.viewFor(s, 1).events).toContainEqual({
      type: "drew",
      player: 0,
      cards: [HIDDEN, HIDDEN, HIDDEN],
    });
  });

  it("show the table, offers, money and investors to everyone", () => {
    let s = openDealAt(13, [[], [clan(K)], [], []], { owner });
    s = play(s, act.playClan(1, clan(K)), act.offer(1, "clan", clan(K)), act.price(1, 3));
    const spectator = game.viewFor(s, null);
    expect(spectator.deal?.table[1]).toEqual([clan(K)]);
    expect(spectator.deal?.offers[1]).toEqual({ investors: [], clans: [clan(K)], price: 3, accepted: false });
    expect(spectator.owner).toEqual(owner);
    expect(spectator.money).toEqual([0, 0, 0, 0]);
  });

  it("determinize keeps what the viewer knows and resamples the rest", () => {
    const s = play(
      turnState(4, { owner, marker: 0, turn: 0, hands: [[1, 2], [3], [], [4, 5, 6]] }),
      act.roll(0),
      act.draw(0),
    );
    for (const viewer of [null, 0, 1, 2, 3]) {
      const view = game.viewFor(s, viewer);
      const a = game.determinize(view, "a");
      const b = game.determinize(view, "b");
      expect(game.viewFor(a, viewer)).toEqual(view);
      expect(game.invariants(a)).toEqual([]);
      expect(a.deck).not.toEqual(b.deck);
      if (viewer !== null) expect(a.hands[viewer]).toEqual(s.hands[viewer]);
    }
  });

  it("determinize keeps Clan cards everyone just saw going back to a hand in that hand", () => {
    let s = openDealAt(13, [[], [clan(K), stopCard(), bossCard()], [], []], { owner });
    s = play(s, act.playClan(1, clan(K)), act.fail(0));
    expect(s.events).toContainEqual(
      expect.objectContaining({ type: "dealFailed", returned: [[], [clan(K)], [], []] }),
    );
    for (const seed of ["a", "b", "c"]) {
      const world = game.determinize(game.viewFor(s, 2), seed);
      expect(world.hands[1]?.at(-1)).toBe(clan(K));
      expect(game.invariants(world)).toEqual([]);
    }
  });
});
