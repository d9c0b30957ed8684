/**
 * The negotiation: what counts for the Boss, offers and their prices, binding acceptance within the
 * payout, passes and the close, naming the cards used, payments, failure and the negotiation limit.
 */
import { describe, expect, it } from "vitest";
import { act, clan, expectRefused, game, H, K, L, openDealAt, P, passAll, play, R, T } from "./helpers.js";

// Investors: Axel (0) H and R, Bert (1) K, Chris (2) L and T, Doris (3) P.
const OWNERS = [0, 1, 2, 3, 0, 2];
const RL = 0; // space 0 needs R and L: 2 dividends
const BIG = 4; // space 4 needs R, L, K + 2 of T, P, H: 6 dividends

describe("what counts for the Boss", () => {
  it("own Investors and own table Clan cards count without any agreement; the first deal pays $2M a dividend", () => {
    let s = openDealAt(RL, [[clan(L)], [], [], []], { owner: OWNERS });
    expect(s.deal?.payout).toBe(4);
    s = play(s, act.playClan(0, clan(L)));
    s = passAll(s);
    s = play(s, act.close(0));
    expect(s.money).toEqual([4, 0, 0, 0]);
    expect(s.discard).toContain(clan(L)); // used
    expect(s.tiles[RL]).toBe(1);
  });

  it("a six-dividend deal on the first tile pays $12M", () => {
    let s = openDealAt(BIG, [[clan(L), clan(K), clan(P)], [], [], []], { owner: OWNERS });
    expect(s.deal?.payout).toBe(12);
    s = play(s, act.playClan(0, clan(L)), act.playClan(0, clan(K)), act.playClan(0, clan(P)));
    s = play(passAll(s), act.close(0));
    expect(s.money[0]).toBe(12);
  });

  it("requirements need distinct families: two cards of one family fill one place only", () => {
    let s = openDealAt(RL, [[clan(R, 0), clan(R, 1)], [], [], []], { owner: [1, 1, 2, 3, 3, 2] });
    s = play(s, act.playClan(0, clan(R, 0)), act.playClan(0, clan(R, 1)));
    s = passAll(s);
    expectRefused(s, act.close(0), "requirements-unmet");
  });
});

describe("offers and acceptance", () => {
  it("a new offer starts at the payout; it may be changed, reduced and withdrawn until accepted", () => {
    let s = openDealAt(BIG, [[], [], [clan(R)], []], { owner: OWNERS });
    s = play(s, act.offer(2, "investor", L));
    expect(s.deal?.offers[2]).toEqual({ investors: [L], clans: [], price: 12, accepted: false });
    s = play(s, act.playClan(2, clan(R)), act.offer(2, "clan", clan(R)), act.price(2, 5));
    expect(s.deal?.offers[2]).toMatchObject({ investors: [L], clans: [clan(R)], price: 5 });
    s = play(s, act.retract(2, "investor", L));
    expect(s.deal?.offers[2]).toMatchObject({ investors: [], clans: [clan(R)] });
    s = play(s, act.retract(2, "clan", clan(R)));
    expect(s.deal?.offers[2]).toBeNull(); // an emptied offer is withdrawn
    s = play(s, act.offer(2, "investor", T), act.withdraw(2));
    expect(s.deal?.offers[2]).toBeNull();
    expect(s.deal?.table[2]).toEqual([clan(R)]); // laid cards stay on the table whatever happens
  });

  it("an accepted offer binds: it can no longer be changed, withdrawn or extended", () => {
    let s = openDealAt(BIG, [[], [], [], []], { owner: OWNERS });
    s = play(s, act.offer(2, "investor", L), act.price(2, 3), act.accept(0, 2));
    expectRefused(s, act.price(2, 4), "offer-accepted");
    expectRefused(s, act.withdraw(2), "offer-accepted");
    expectRefused(s, act.offer(2, "investor", T), "offer-accepted");
    expectRefused(s, act.retract(2, "investor", L), "offer-accepted");
  });

  it("accepted prices may never sum past the payout", () => {
    let s = openDealAt(RL, [[], [], [], []], { owner: [0, 1, 2, 3, 1, 3] });
    s = play(s, act.offer(1, "investor", R), act.price(1, 3), act.offer(2, "investor", L), act.price(2, 2));
    s = play(s, act.accept(0, 1));
    expectRefused(s, act.accept(0, 2), "beyond-payout");
    s = play(s, act.price(2, 1), act.accept(0, 2));
    expect(s.deal?.offers[2]?.accepted).toBe(true);
  });

  it("the Boss pays every accepted offer at the close, used or not", () => {
    let s = openDealAt(RL, [[clan(L)], [], [], []], { owner: OWNERS });
    s = play(s, act.playClan(0, clan(L)));
    // Doris's Piepenbrok is not needed, but Axel agreed to pay $1M for it.
    s = play(s, act.offer(3, "investor", P), act.price(3, 1), act.accept(0, 3));
    s = play(passAll(s), act.close(0));
    expect(s.money).toEqual([3, 0, 0, 1]);
  });
});

describe("the close", () => {
  it("waits until every other player has passed since the last change", () => {
    let s = openDealAt(RL, [[clan(L), clan(K)], [], [clan(H)], []], { owner: OWNERS });
    s = play(s, act.playClan(0, clan(L)));
    expectRefused(s, act.close(0), "not-all-passed");
    s = play(s, act.pass(1), act.pass(2));
    expectRefused(s, act.close(0), "not-all-passed");
    // A seat that has passed waits for the next change, whatever it holds.
    expectRefused(s, act.playClan(2, clan(H)), "already-passed");
    expect(game.toAct(s)).toEqual([0, 3]);
    s = play(s, act.playClan(0, clan(K))); // a change: the passes start over
    s = play(s, act.playClan(2, clan(H)), act.pass(3));
    expect(s.deal?.passed).toEqual([false, false, false, true]);
    expectRefused(s, act.close(0), "not-all-passed");
    s = play(s, act.pass(1), act.pass(2), act.close(0));
    expect(s.deal).toBeNull();
    expect(s.hands[2]).toContain(clan(H)); // an unused Clan card goes back to its owner
  });

  it("the engine picks Investors before Clan cards; unused Clan cards go back to their owners", () => {
    let s = openDealAt(RL, [[clan(R), clan(L)], [], [], []], { owner: OWNERS });
    s = play(s, act.playClan(0, clan(R)), act.playClan(0, clan(L)));
    s = play(passAll(s), act.close(0));
    expect(s.events).toContainEqual(
      expect.objectContaining({ type: "dealClosed", usedInvestors: [R], usedClans: [clan(L)] }),
    );
    expect(s.hands[0]).toContain(clan(R));
    expect(s.discard).toContain(clan(L));
  });

  it("the engine uses other players' accepted Clan cards before the Boss's own", () => {
    let s = openDealAt(RL, [[clan(L, 0)], [clan(L, 1)], [], []], { owner: [0, 1, 3, 3, 0, 2] });
    s = play(s, act.playClan(0, clan(L, 0)), act.playClan(1, clan(L, 1)));
    s = play(s, act.offer(1, "clan", clan(L, 1)), act.price(1, 0), act.accept(0, 1));
    s = play(passAll(s), act.close(0));
    expect(s.discard).toContain(clan(L, 1));
    expect(s.hands[0]).toContain(clan(L, 0));
  });

  it("the Boss may name the cards used instead", () => {
    let s = openDealAt(RL, [[clan(R), clan(L)], [], [], []], { owner: OWNERS });
    s = play(s, act.playClan(0, clan(R)), act.playClan(0, clan(L)));
    s = play(passAll(s), act.close(0, true));
    expect(s.deal?.picking).toEqual({ investors: [], clans: [] });
    expect(game.toAct(s)).toEqual([0]);
    expect(game.legalActions(s, 0)).toEqual([
      act.use(0, "investor", R),
      act.use(0, "clan", clan(R)),
      act.use(0, "clan", clan(L)),
    ]);
    s = play(s, act.use(0, "clan", clan(R)));
    expectRefused(s, act.use(0, "investor", R), "card-not-usable"); // Raffzahn is already named
    expectRefused(s, act.fail(0), "wrong-phase"); // the deal is closed: only naming goes on
    s = play(s, act.use(0, "clan", clan(L)));
    expect(s.deal).toBeNull();
    expect(s.discard).toEqual(expect.arrayContaining([clan(R), clan(L)]));
    expect(s.money[0]).toBe(4);
  });

  it("places the tile, moves the marker to the next open space and passes the turn left of the Boss", () => {
    let s = openDealAt(RL, [[], [], [clan(L)], []], { owner: OWNERS, boss: 2 });
    s = play(s, act.playClan(2, clan(L)), act.offer(0, "investor", R), act.price(0, 0), act.accept(2, 0));
    s = play(passAll(s), act.close(2));
    expect(s.tiles[RL]).toBe(1);
    expect(s.marker).toBe(1);
    expect(s.turn).toBe(3);
    expect(s.phase).toBe("turn");
  });
});

describe("failure", () => {
  it("Clan cards go back (unless travelled), no tile, the marker stays; the Boss may neither roll nor draw", () => {
    let s = openDealAt(BIG, [[clan(L)], [clan(K)], [], []], { owner: OWNERS, boss: 1 });
    s = play(s, act.playClan(1, clan(K)), act.playClan(0, clan(L)), act.fail(1));
    expect(s.hands[0]).toContain(clan(L));
    expect(s.hands[1]).toContain(clan(K));
    expect(s.tiles.every((t) => t === 0)).toBe(true);
    expect(s.marker).toBe(BIG);
    expect(s.turn).toBe(2);
    expectRefused(s, act.roll(1), "failed-boss-cannot-draw");
    expectRefused(s, act.draw(1), "failed-boss-cannot-draw");
    s = play(s, act.roll(2));
    expect(s.failedBoss).toBeNull();
  });
});

describe("the negotiation limit", () => {
  const options = { negotiationLimit: 3 };

  it("after the limit the others may only pass; once all passed, the deal closes if the requirements are met", () => {
    let s = openDealAt(RL, [[clan(L)], [clan(H)], [], []], { owner: OWNERS, options });
    s = play(s, act.offer(3, "investor", P), act.price(3, 1), act.playClan(0, clan(L)));
    expect(s.deal?.count).toBe(3);
    expect(game.legalActions(s, 1)).toEqual([act.pass(1)]);
    expectRefused(s, act.playClan(1, clan(H)), "negotiation-limit");
    s = play(s, act.pass(1), act.pass(2), act.pass(3));
    expect(s.deal).toBeNull();
    expect(s.money[0]).toBe(4);
  });

  it("and fails when they are not", () => {
    let s = openDealAt(BIG, [[], [], [], []], { owner: OWNERS, options });
    s = play(s, act.offer(3, "investor", P), act.price(3, 1), act.price(3, 2));
    s = play(s, act.pass(1), act.pass(2), act.pass(3));
    expect(s.deal).toBeNull();
    expect(s.events).toContainEqual(expect.objectContaining({ type: "dealFailed", boss: 0 }));
    expect(s.turn).toBe(1);
  });
});
