/**
 * Bad input: each is refused by `validate` with its own code, `apply` throws a RuleError and the
 * (frozen) state stays as it was.
 */
import { describe, expect, it } from "vitest";
import {
  act,
  allowAll,
  clan,
  expectRefused,
  game,
  H,
  K,
  L,
  openDealAt,
  P,
  play,
  R,
  recruitment,
  stopCard,
  T,
  travelCard,
  turnState,
} from "./helpers.js";

const OWNERS = [0, 1, 2, 3, -1, -1]; // Axel H, Bert K, Chris L, Doris P; R and T in the pool
const KPLH = 13;

describe("bad input", () => {
  it("offering a card you do not hold", () => {
    const s = play(
      openDealAt(KPLH, [[], [clan(T)], [clan(R)], []], { owner: OWNERS }),
      act.playClan(2, clan(R)),
    );
    expectRefused(s, act.offer(1, "investor", L), "card-not-held"); // Chris's Investor
    expectRefused(s, act.offer(1, "investor", R), "card-not-held"); // in the pool
    expectRefused(s, act.offer(1, "clan", clan(R)), "card-not-held"); // on Chris's table
    expectRefused(s, act.offer(1, "clan", clan(T)), "card-not-held"); // still in Bert's hand
    expectRefused(s, act.offer(0, "investor", H), "boss-cannot-offer");
    expectRefused(s, act.playClan(1, clan(H)), "card-not-in-hand");
  });

  it("accepting beyond the payout", () => {
    let s = openDealAt(KPLH, [[], [], [], []], { owner: OWNERS });
    s = play(s, act.offer(1, "investor", K), act.price(1, 6), act.offer(2, "investor", L), act.price(2, 3));
    s = play(s, act.accept(0, 1));
    expectRefused(s, act.accept(0, 2), "beyond-payout");
    expectRefused(s, act.price(2, 9), "price-out-of-range");
  });

  it("a family Travel card on another family", () => {
    const s = openDealAt(KPLH, [[], [travelCard(K)], [], []], { owner: OWNERS });
    expectRefused(s, act.travel(1, travelCard(K), "investor", P), "travel-wrong-family");
    expectRefused(s, act.travel(1, clan(K), "investor", K), "card-not-in-hand");
  });

  it("recruiting a Clan card, or a player's Investor while the pool holds one", () => {
    const recruits = [recruitment(0), recruitment(1), recruitment(2)];
    const s = play(
      openDealAt(KPLH, [[], recruits, [clan(L)], []], { owner: OWNERS }),
      act.playClan(2, clan(L)),
    );
    expectRefused(s, act.recruit(1, "clan", clan(L)), "clan-not-recruitable");
    expectRefused(s, act.recruit(1, "investor", L), "pool-first");
    expectRefused(s, act.recruit(2, "investor", R), "card-not-in-hand");
  });

  it("a Stop outside a Stop window or against a Stop", () => {
    let s = openDealAt(KPLH, [[stopCard(0)], [stopCard(1)], [travelCard(K)], []], { owner: OWNERS });
    expectRefused(s, act.stop(1), "no-stop-window");
    expectRefused(s, act.allow(1), "no-stop-window");
    s = play(s, act.travel(2, travelCard(K), "investor", K), act.allow(3), act.stop(0));
    expectRefused(s, act.stop(1), "stop-against-stop");
  });

  it("closing with a requirement unmet or before everyone passed", () => {
    let s = openDealAt(KPLH, [[clan(K), clan(L), clan(P)], [], [], []], { owner: OWNERS });
    s = play(s, act.playClan(0, clan(K)), act.playClan(0, clan(L)));
    s = play(s, act.pass(1), act.pass(2), act.pass(3));
    expectRefused(s, act.close(0), "requirements-unmet");
    s = play(s, act.playClan(0, clan(P)));
    expectRefused(s, act.close(0), "not-all-passed");
    expectRefused(s, act.close(1), "boss-only");
  });

  it("drawing or rolling after a failed deal", () => {
    const s = play(openDealAt(KPLH, [[], [], [], []], { owner: OWNERS }), act.fail(0));
    expectRefused(s, act.roll(0), "failed-boss-cannot-draw");
    expectRefused(s, act.draw(0), "failed-boss-cannot-draw");
    expect(game.toAct(s)).toEqual([1]);
  });

  it("any action by the wrong player", () => {
    const turn = turnState(4, { owner: OWNERS, marker: 0, turn: 2, hands: [[], [], [], []] });
    expectRefused(turn, act.roll(1), "not-your-turn");
    expectRefused(turn, act.openDeal(3), "not-your-turn");
    let deal = openDealAt(KPLH, [[], [], [travelCard(K)], []], { owner: OWNERS });
    deal = play(deal, act.travel(2, travelCard(K), "investor", K));
    expectRefused(deal, act.allow(0), "not-your-turn"); // Doris answers first
    expectRefused(deal, act.pass(1), "not-your-turn");
    deal = allowAll(deal);
    expectRefused(deal, act.accept(1, 2), "boss-only");
    expectRefused(deal, act.fail(2), "boss-only");
  });

  it("malformed actions", () => {
    const s = openDealAt(KPLH, [[], [], [], []], { owner: OWNERS });
    expectRefused(s, { type: "setPrice", player: 1 }, "missing-field");
    expectRefused(s, { type: "pass", player: 1, price: 3 }, "extra-field");
    expectRefused(s, { type: "offerCard", player: 1, on: "hand", target: 1 }, "bad-field");
    expectRefused(s, { type: "setPrice", player: 1, price: 2.5 }, "bad-field");
    expectRefused(s, { type: "bribe", player: 1 }, "unknown-action");
    expectRefused(s, { type: "pass", player: 9 }, "bad-player");
  });
});
