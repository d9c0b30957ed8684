import { describe, expect, it } from "vitest";
import { campaign, ROLL_TOKENS } from "../../../src/games/campaign/index.js";
import { purchaseCost, purchaseTokens } from "../../../src/games/campaign/predicates.js";
import type { AuctionState } from "../../../src/games/campaign/types.js";
import { createRandom } from "../../../src/index.js";
import { A, electAndForm, eventsOf, expectRefused, fresh, play, toTurnOf, withDice } from "./helpers.js";

const FIVE = ["democrats", "independents", "republicans", "greens", "communists"] as const;

const holders = (s: ReturnType<typeof fresh>) =>
  Object.fromEntries(ROLL_TOKENS.map((token, i) => [token, s.auction?.tokens[i] ?? null]));

describe("seat auction", () => {
  it("starts with all 15 seats in the middle, opened by the start player", () => {
    const s = fresh([...FIVE]);
    expect(s.phase).toBe("auction");
    expect(s.middle).toBe(15);
    expect(s.auction?.remaining).toBe(15);
    expect(campaign.toAct(s)).toEqual([0]);
    expect(s.treasury).toEqual([20, 14, 20, 13, 16]);
  });

  it("plays the design text's token sequence (free tokens ascending, then rising take prices)", () => {
    let s = fresh([...FIVE]);
    s = play(s, A.bid(0, 2));
    expect(eventsOf(s, "tokens-bought")[0]).toMatchObject({ tokens: [2, 3], cost: 2, takenFrom: [] });
    s = play(s, A.bid(1, 2));
    expect(eventsOf(s, "tokens-bought")[0]).toMatchObject({ tokens: [4, 5], cost: 2 });
    // The text's third player lists "5,6,8,9", but 5 is taken: the free tokens are 6, 8, 9.
    s = play(s, A.bid(2, 3));
    expect(eventsOf(s, "tokens-bought")[0]).toMatchObject({ tokens: [6, 8, 9], cost: 3 });
    // Fourth player: 10, 11, 12 at $1 and the 9 from the third player at $2.
    s = play(s, A.bid(3, 4));
    expect(eventsOf(s, "tokens-bought")[0]).toMatchObject({
      tokens: [10, 11, 12, 9],
      cost: 5,
      takenFrom: [2],
    });
    expect(s.treasury[3]).toBe(13 - 5);
    // Fifth player: $3 per token, starting with 12, then 11.
    s = play(s, A.bid(4, 2));
    expect(eventsOf(s, "tokens-bought")[0]).toMatchObject({ tokens: [12, 11], cost: 6, takenFrom: [3, 3] });
    // A sixth taking turn pays $4 per token: the first player takes the 12 back.
    const sixth = play(s, A.bid(0, 1));
    expect(eventsOf(sixth, "tokens-bought")[0]).toMatchObject({ tokens: [12], cost: 4, takenFrom: [4] });
    expect(holders(s)).toEqual({ 2: 0, 3: 0, 4: 1, 5: 1, 6: 2, 8: 2, 9: 3, 10: 3, 11: 4, 12: 4 });
    // Everyone passes in a row; 12 is held, so two dice: a 7 is re-rolled, then 12 wins for seat 4.
    s = withDice(s, [3, 4, 6, 6]);
    s = play(s, A.bid(0, 0), A.bid(1, 0), A.bid(2, 0), A.bid(3, 0), A.bid(4, 0));
    expect(eventsOf(s, "seat-won")[0]).toEqual({ type: "seat-won", player: 4, dice: 2, rolls: [7, 12] });
    expect(s.seats).toEqual([0, 0, 0, 0, 1]);
    expect(s.middle).toBe(14);
    // The next seat is opened by the player after the previous opener, with all tokens back.
    expect(s.auction?.opener).toBe(1);
    expect(s.auction?.tokens.every((t) => t === null)).toBe(true);
    expect(s.auction?.takingTurns).toBe(0);
  });

  it("uses one die while the highest held token is 6 or less, re-rolling unheld numbers", () => {
    let s = fresh([...FIVE]);
    s = play(s, A.bid(0, 2), A.bid(1, 2));
    s = withDice(s, [6, 1, 3]);
    s = play(s, A.bid(2, 0), A.bid(3, 0), A.bid(4, 0), A.bid(0, 0), A.bid(1, 0));
    expect(eventsOf(s, "seat-won")[0]).toEqual({ type: "seat-won", player: 0, dice: 1, rolls: [6, 1, 3] });
  });

  it("still uses one die when the highest held token is exactly 6", () => {
    let s = fresh([...FIVE]);
    s = play(s, A.bid(0, 5));
    expect(eventsOf(s, "tokens-bought")[0]).toMatchObject({ tokens: [2, 3, 4, 5, 6], cost: 5 });
    s = withDice(s, [1, 6]);
    s = play(s, A.bid(1, 0), A.bid(2, 0), A.bid(3, 0), A.bid(4, 0), A.bid(0, 0));
    expect(eventsOf(s, "seat-won")[0]).toEqual({ type: "seat-won", player: 0, dice: 1, rolls: [1, 6] });
  });

  it("leaves the seat in the middle when nobody buys a token", () => {
    let s = fresh([...FIVE]);
    s = play(s, A.bid(0, 0), A.bid(1, 0), A.bid(2, 0), A.bid(3, 0), A.bid(4, 0));
    expect(eventsOf(s, "seat-unsold")).toHaveLength(1);
    expect(s.middle).toBe(15);
    expect(s.auction?.remaining).toBe(14);
    expect(s.auction?.opener).toBe(1);
  });

  it("passes automatically for a bidder who cannot pay for a token", () => {
    const s = fresh([...FIVE]);
    s.treasury[1] = 0;
    s.ledger.paid -= 14;
    const next = play(s, A.bid(0, 1));
    expect(campaign.toAct(next)).toEqual([2]);
    expect(eventsOf(next, "bid-passed")).toEqual([{ type: "bid-passed", player: 1 }]);
  });

  it("a bidder who spent everything passes automatically, and that pass can end the bidding", () => {
    const s = fresh([...FIVE]);
    s.ledger.paid -= (s.treasury[1] as number) - 1;
    s.treasury[1] = 1;
    let next = play(s, A.bid(0, 0), A.bid(1, 1));
    expect(next.treasury[1]).toBe(0);
    next = play(withDice(next, [2]), A.bid(2, 0), A.bid(3, 0), A.bid(4, 0), A.bid(0, 0));
    expect(eventsOf(next, "bid-passed").at(-1)).toEqual({ type: "bid-passed", player: 1 });
    expect(eventsOf(next, "seat-won")[0]).toEqual({ type: "seat-won", player: 1, dice: 1, rolls: [2] });
  });

  it("refuses buying more tokens than exist or than the treasury pays", () => {
    const s = fresh([...FIVE]);
    expectRefused(s, A.bid(0, 11), "not-enough-tokens");
    const poor = structuredClone(s);
    poor.treasury[0] = 3;
    poor.ledger.paid -= 17;
    expectRefused(poor, A.bid(0, 4), "cannot-afford");
    expect(campaign.legalActions(poor, 0).map((a) => (a as { count: number }).count)).toEqual([0, 1, 2, 3]);
  });

  it("refuses a bid out of turn", () => {
    expectRefused(fresh([...FIVE]), A.bid(2, 1), "not-your-turn");
  });

  it("the openers keep rotating into the next round's election", () => {
    const s = fresh(["democrats", "republicans", "greens", "libertarians"]);
    // The first election's single auction was opened by seat 0 (the start player).
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    const at = play(withDice(play(s, A.skip(0), A.skip(0)), [6, 6]), A.done(1), A.done(2), A.done(3));
    expect(at.middle).toBe(2);
    const next = play(toTurnOf(at, 3), A.skip(3), A.skip(3), A.done(0), A.done(1), A.done(2));
    expect(next.round).toBe(2);
    expect(eventsOf(next, "auction-opened")).toEqual([{ type: "auction-opened", opener: 1, remaining: 2 }]);
    const second = play(next, A.bid(1, 0), A.bid(2, 0), A.bid(3, 0), A.bid(0, 0));
    expect(eventsOf(second, "auction-opened")).toEqual([{ type: "auction-opened", opener: 2, remaining: 1 }]);
  });
});

describe("token prices", () => {
  it("purchaseCost charges what purchaseTokens charges, for any holders and counts", () => {
    const random = createRandom("token-prices");
    for (let trial = 0; trial < 500; trial++) {
      const tokens = ROLL_TOKENS.map(() => (random.below(3) === 0 ? null : random.below(4)));
      const auction = { tokens, takingTurns: random.below(3) } as AuctionState;
      for (let count = 1; count <= ROLL_TOKENS.length + 1; count++) {
        const purchase = purchaseTokens(auction, 0, count, 1, 2);
        expect(purchaseCost(auction, 0, count, 1, 2)).toBe(purchase === null ? null : purchase.cost);
      }
    }
  });
});
