/**
 * Setup (investors by player count, hands, start player, the marker), the turn (open, roll and move,
 * draw three), the hand limit, reshuffling, end rolls, the end after the last tile and the outcome.
 */
import { describe, expect, it } from "vitest";
import { drawInfluence } from "../../../src/games/kohle-kies-knete/apply/turn.js";
import { startPlayer } from "../../../src/games/kohle-kies-knete/setup.js";
import {
  act,
  allowAll,
  clan,
  expectRefused,
  game,
  L,
  openDealAt,
  passAll,
  placeTiles,
  play,
  R,
  recruitment,
  rngRolling,
  setHand,
  start,
  stopCard,
  turnState,
} from "./helpers.js";

describe("setup", () => {
  it.each([
    [3, 2, 0],
    [4, 1, 2],
    [5, 1, 1],
    [6, 1, 0],
  ])("%i players: %i investor(s) each, %i in the open pool", (players, each, pool) => {
    for (const seed of [1, 2, 3, "x"]) {
      const s = start(players, seed);
      for (let seat = 0; seat < players; seat++) expect(s.owner.filter((o) => o === seat)).toHaveLength(each);
      expect(s.owner.filter((o) => o === -1)).toHaveLength(pool);
      expect(s.hands.every((h) => h.length === 5)).toBe(true);
      expect(s.deck).toHaveLength(98 - 5 * players);
      expect(s.money.every((m) => m === 0)).toBe(true);
    }
  });

  it("the start player holds the alphabetically first investor held by a player (pool excluded)", () => {
    // Heiermann in the pool, Knetowitz with seat 2.
    expect(startPlayer([-1, 2, 0, 1, 3, -1])).toBe(2);
    expect(startPlayer([3, 2, 0, 1, -1, -1])).toBe(3);
    const s = start(4, 7);
    expect(s.turn).toBe(startPlayer(s.owner));
  });

  it("the player to the start player's right places the marker on any space, then the start player's turn begins", () => {
    const s = structuredClone(start(4, 1));
    s.owner = [-1, 2, 0, 1, 3, -1];
    s.turn = 2;
    expect(game.toAct(s)).toEqual([1]);
    expect(game.legalActions(s, 1)).toHaveLength(16);
    const after = play(s, { type: "placeMarker", player: 1, space: 9 });
    expect(after.marker).toBe(9);
    expect(after.phase).toBe("turn");
    expect(game.toAct(after)).toEqual([2]);
  });
});

describe("the turn", () => {
  const owner = [0, 1, 2, 3, -1, -1];

  it("rolls and moves the marker over open spaces only (covered spaces do not count)", () => {
    const s = turnState(4, { owner, marker: 0, turn: 0, hands: [[], [], [], []] });
    placeTiles(s, [1, 2, 3]);
    s.rng = rngRolling(2);
    const after = play(s, act.roll(0));
    expect(after.marker).toBe(5);
    expect(after.events).toEqual([{ type: "rolled", player: 0, die: 2, space: 5 }]);
    expectRefused(after, act.roll(0), "already-rolled");
    // Then the player chooses: open the deal there, or draw three.
    expect(game.legalActions(after, 0)).toEqual([act.openDeal(0), act.draw(0)]);
  });

  it("draws three cards only after rolling; the turn then passes left", () => {
    let s = turnState(4, { owner, marker: 0, turn: 3, hands: [[], [], [], []] });
    expectRefused(s, act.draw(3), "roll-first");
    s = play(s, act.roll(3), act.draw(3));
    expect(s.hands[3]).toHaveLength(3);
    expect(s.turn).toBe(0);
    expect(s.turnsPlayed).toBe(1);
  });

  it("may open the deal at the marker without rolling", () => {
    const s = play(turnState(4, { owner, marker: 6, turn: 1, hands: [[], [], [], []] }), act.openDeal(1));
    expect(s.deal).toMatchObject({ space: 6, boss: 1, payout: 6 });
  });

  it("an empty deck is refilled by shuffling the discards; with both empty a draw takes what there is", () => {
    let s = turnState(4, { owner, marker: 0, turn: 0, hands: [[], [], [], []] });
    s.discard.push(...s.deck.splice(0, s.deck.length - 1));
    s = play(s, act.roll(0), act.draw(0));
    expect(s.hands[0]).toHaveLength(3);
    expect(s.events).toContainEqual({ type: "reshuffled", cards: 98 - 1 });
    expect(s.discard).toEqual([]);
    expect(s.deck).toHaveLength(98 - 3);

    // Unreachable with the default deck (98 cards never fit into hands), but defined: a draw with
    // one card left in all takes that card only.
    const dry = structuredClone(s);
    dry.deck = [];
    dry.discard = [7];
    expect(drawInfluence(dry, 1, 3)).toEqual([7]);
    expect(dry.deck).toEqual([]);
    expect(dry.discard).toEqual([]);
  });

  it("the hand limit: over 12 cards after drawing, the player discards down to 12 before the next turn", () => {
    let s = turnState(4, { owner, marker: 0, turn: 0, hands: [[], [], [], []] });
    setHand(s, 0, s.deck.slice(-11));
    s = play(s, act.roll(0), act.draw(0));
    expect(s.phase).toBe("handLimit");
    expect(game.toAct(s)).toEqual([0]);
    const hand = s.hands[0] as number[];
    s = play(s, act.discard(0, hand[0] as number));
    expect(s.phase).toBe("handLimit");
    s = play(s, act.discard(0, (s.hands[0] as number[])[0] as number));
    expect(s.phase).toBe("turn");
    expect(s.hands[0]).toHaveLength(12);
    expect(game.toAct(s)).toEqual([1]);
  });

  it("the hand limit may be met by a Recruitment triple instead (pool first, with a Stop window)", () => {
    let s = turnState(4, { owner, marker: 0, turn: 0, hands: [[], [stopCard()], [], []] });
    const rest = s.deck.filter((id) => id < 45 || id > 77).slice(0, 10);
    setHand(s, 0, [recruitment(0), recruitment(1), recruitment(2), ...rest]);
    s.phase = "handLimit";
    expectRefused(s, act.recruit(0, "investor", L), "pool-first");
    s = allowAll(play(s, act.recruit(0, "investor", R)));
    expect(s.owner[R]).toBe(0);
    expect(s.hands[0]).toHaveLength(10);
    expect(s.phase).toBe("turn");
  });
});

describe("the end", () => {
  const owner = [0, 1, 2, 3, -1, -1];

  function closeDealNumber(k: number, face: number) {
    let s = openDealAt(0, [[clan(R), clan(L)], [], [], []], { owner: [1, 2, 3, 1, -1, -1] });
    s = structuredClone(s);
    const others = [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    s.deal = null;
    s.phase = "turn";
    placeTiles(s, others.slice(0, k - 1));
    s = play(s, act.openDeal(0));
    s = play(s, act.playClan(0, clan(R)), act.playClan(0, clan(L)));
    s = structuredClone(passAll(s));
    s.rng = rngRolling(face);
    return play(s, act.close(0));
  }

  it("no end roll before the 10th deal", () => {
    const s = closeDealNumber(9, 1);
    expect(s.events.some((e) => e.type === "endRoll")).toBe(false);
    expect(s.phase).toBe("turn");
  });

  it("after the 10th deal a 1 ends the game, a 2 does not", () => {
    expect(closeDealNumber(10, 1).endReason).toBe("end-roll");
    expect(closeDealNumber(10, 2).phase).toBe("turn");
  });

  it("from the 10th to the 14th deal the end roll ends the game on 1, 1–2, 1–3, 1–4 and 1–5", () => {
    for (let deal = 10; deal <= 14; deal++) {
      const highest = deal - 9;
      for (let face = 1; face <= 6; face++) {
        const s = closeDealNumber(deal, face);
        expect(s.events, `deal ${deal}, die ${face}`).toContainEqual(
          expect.objectContaining({ type: "endRoll", die: face }),
        );
        expect(s.phase, `deal ${deal}, die ${face}`).toBe(face <= highest ? "over" : "turn");
      }
    }
  });

  it("after the 14th deal a 1–5 ends the game, a 6 does not; the 15th deal always ends it", () => {
    expect(closeDealNumber(14, 5).endReason).toBe("end-roll");
    expect(closeDealNumber(14, 6).phase).toBe("turn");
    const last = closeDealNumber(15, 6);
    expect(last.endReason).toBe("last-tile");
    expect(last.events.some((e) => e.type === "endRoll")).toBe(false);
    expect(game.toAct(last)).toEqual([]);
    expect(game.outcome(last)?.reason).toBe("the last deal tile was placed");
  });

  it("the turn limit ends the game, scored as usual; most money wins and equal money shares the win", () => {
    let s = turnState(4, { owner, marker: 0, turn: 0, hands: [[], [], [], []], options: { maxTurns: 1 } });
    s.history = [{ deal: 1, space: 15, boss: 1, payout: 12, paid: 0 }];
    s.tiles[15] = 1;
    s.tilesPlaced = 1;
    s.bankPaid = 12;
    s.money = [1, 5, 5, 1];
    s = play(s, act.roll(0), act.draw(0));
    expect(s.phase).toBe("over");
    const outcome = game.outcome(s);
    expect(outcome).toMatchObject({
      winners: [1, 2],
      ranks: [3, 1, 1, 3],
      reason: "the turn limit was reached",
    });
  });
});
