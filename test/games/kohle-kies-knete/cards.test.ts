/**
 * Every card interaction the rule text states: Travel on Investors and Clan cards (family or joker),
 * Recruitment triples (pool first, no Clan cards), Boss cards (turn order, agreements), Stop cards.
 */
import { describe, expect, it } from "vitest";
import { CATALOG } from "../../../src/games/kohle-kies-knete/index.js";
import {
  act,
  allowAll,
  bossCard,
  clan,
  expectRefused,
  game,
  H,
  joker,
  K,
  L,
  openDealAt,
  P,
  passAll,
  play,
  R,
  recruitment,
  stopCard,
  T,
  travelCard,
} from "./helpers.js";

const RECRUITS = [recruitment(0), recruitment(1), recruitment(2)];
// Space 13 needs K, P, L, H: 4 dividends × $2M on the first deal.
const KPLH = 13;
// Owners for these tests: Axel (0) H, Bert (1) K, Chris (2) L, Doris (3) P, pool R and T.

describe("the influence deck", () => {
  it("holds 98 cards: Clan 4 per family, Travel 3 per family and 3 jokers, 33 Recruitment, 10 Boss, 10 Stop", () => {
    const count = (kind: string, family?: number | null) =>
      CATALOG.cards.filter((c) => c.kind === kind && (family === undefined || c.family === family)).length;
    expect(CATALOG.cards).toHaveLength(98);
    for (let f = 0; f < 6; f++) {
      expect(count("clan", f)).toBe(4);
      expect(count("travel", f)).toBe(3);
    }
    expect(count("travel", null)).toBe(3);
    expect([count("recruitment"), count("boss"), count("stop")]).toEqual([33, 10, 10]);
    expect(CATALOG.cards[clan(L, 2)]).toEqual({ kind: "clan", family: L });
    expect(CATALOG.cards[travelCard(T, 1)]).toEqual({ kind: "travel", family: T });
    expect(CATALOG.cards[joker(2)]).toEqual({ kind: "travel", family: null });
  });
});

describe("Travel cards", () => {
  it("on an Investor: it is out of the deal until the deal ends, then the Travel card is discarded", () => {
    let s = openDealAt(KPLH, [[], [travelCard(H)], [], []]);
    s = allowAll(play(s, act.travel(1, travelCard(H), "investor", H)));
    expect(s.deal?.travel[H]).toBe(travelCard(H));
    // Axel's own Heiermann no longer counts, so the requirement cannot be met by offers of K, P, L alone.
    s = play(s, act.offer(1, "investor", K), act.price(1, 0), act.accept(0, 1));
    s = play(s, act.offer(2, "investor", L), act.price(2, 0), act.accept(0, 2));
    s = play(s, act.offer(3, "investor", P), act.price(3, 0), act.accept(0, 3));
    s = passAll(s);
    expectRefused(s, act.close(0), "requirements-unmet");
    // The travelling Investor stays covered through the deal; at its end the Travel card is discarded.
    s = play(s, act.fail(0));
    expect(s.discard).toContain(travelCard(H));
    expect(s.deal).toBeNull();
  });

  it("on a Clan card: both cards are discarded at once and an offer holding it lapses", () => {
    let s = openDealAt(KPLH, [[], [clan(H)], [travelCard(H)], []]);
    s = play(s, act.playClan(1, clan(H)), act.offer(1, "clan", clan(H)));
    s = allowAll(play(s, act.travel(2, travelCard(H), "clan", clan(H))));
    expect(s.deal?.table[1]).toEqual([]);
    expect(s.discard).toEqual(expect.arrayContaining([clan(H), travelCard(H)]));
    expect(s.deal?.offers[1]).toBeNull();
    expect(s.events).toContainEqual({ type: "offerLapsed", player: 1 });
    // On failure the travelled Clan card does not come back.
    s = play(s, act.fail(0));
    expect(s.hands[1]).not.toContain(clan(H));
  });

  it("a family Travel card only goes on its own family; a joker goes on any", () => {
    const s = openDealAt(KPLH, [[], [travelCard(K), joker()], [clan(L)], []]);
    expectRefused(s, act.travel(1, travelCard(K), "investor", L), "travel-wrong-family");
    const withClan = play(s, act.playClan(2, clan(L)));
    expectRefused(withClan, act.travel(1, travelCard(K), "clan", clan(L)), "travel-wrong-family");
    const onInvestor = allowAll(play(withClan, act.travel(1, joker(), "investor", L)));
    expect(onInvestor.deal?.travel[L]).toBe(joker());
    const onClan = allowAll(play(withClan, act.travel(1, joker(), "clan", clan(L))));
    expect(onClan.deal?.table[2]).toEqual([]);
  });

  it("an accepted offer lapses entirely when one of its cards travels", () => {
    let s = openDealAt(KPLH, [[], [], [clan(P)], [travelCard(L)]]);
    s = play(s, act.playClan(2, clan(P)), act.offer(2, "investor", L), act.offer(2, "clan", clan(P)));
    s = play(s, act.price(2, 3), act.accept(0, 2));
    s = allowAll(play(s, act.travel(3, travelCard(L), "investor", L)));
    expect(s.deal?.offers[2]).toBeNull();
    // The Clan card that was part of the offer stays on the table.
    expect(s.deal?.table[2]).toEqual([clan(P)]);
  });

  it("cannot go on an Investor in the pool or on one already travelling", () => {
    let s = openDealAt(KPLH, [[], [travelCard(R), joker(), joker(1)], [], []]);
    expectRefused(s, act.travel(1, travelCard(R), "investor", R), "investor-in-pool");
    s = allowAll(play(s, act.travel(1, joker(), "investor", H)));
    expectRefused(s, act.travel(1, joker(1), "investor", H), "already-travelling");
  });
});

describe("Recruitment triples", () => {
  it("take an Investor from the pool first with 4 players; the three cards are discarded", () => {
    let s = openDealAt(KPLH, [[], RECRUITS, [], []]);
    expectRefused(s, act.recruit(1, "investor", L), "pool-first");
    s = allowAll(play(s, act.recruit(1, "investor", R)));
    expect(s.owner[R]).toBe(1);
    expect(s.discard).toEqual(expect.arrayContaining(RECRUITS));
    expect(s.hands[1]).toEqual([]);
  });

  it("take another player's Investor once the pool is empty (3 and 6 players never have a pool)", () => {
    let s = openDealAt(KPLH, [[], RECRUITS, [], []], { owner: [0, 1, 2, 3, 0, 2] });
    s = allowAll(play(s, act.recruit(1, "investor", L)));
    expect(s.owner[L]).toBe(1);
  });

  it("with 5 players the single pool Investor must be recruited first", () => {
    let s = openDealAt(KPLH, [[], RECRUITS, [], [], []], { players: 5, owner: [0, 1, 2, 3, 4, -1] });
    expectRefused(s, act.recruit(1, "investor", H), "pool-first");
    s = allowAll(play(s, act.recruit(1, "investor", T)));
    expect(s.owner[T]).toBe(1);
  });

  it("are worthless alone: two Recruitment cards cannot recruit", () => {
    const s = openDealAt(KPLH, [[], [recruitment(0), recruitment(1)], [], []]);
    expectRefused(s, act.recruit(1, "investor", R), "card-not-in-hand");
    expect(game.legalActions(s, 1).some((a) => a.type === "recruit")).toBe(false);
  });

  it("cannot take a Clan card, nor an own Investor", () => {
    let s = openDealAt(KPLH, [[], RECRUITS, [clan(L)], []], { owner: [0, 1, 2, 3, 0, 2] });
    s = play(s, act.playClan(2, clan(L)));
    expectRefused(s, act.recruit(1, "clan", clan(L)), "clan-not-recruitable");
    expectRefused(s, act.recruit(1, "investor", K), "own-investor");
  });

  it("a travelling Investor stays travelling when recruited, and offers holding a recruited Investor lapse", () => {
    const bossRecruits = [recruitment(3), recruitment(4), recruitment(5)];
    let s = openDealAt(KPLH, [bossRecruits, RECRUITS, [], [joker()]], { owner: [0, 1, 2, 3, 0, 2] });
    s = play(s, act.offer(2, "investor", L), act.price(2, 4));
    s = allowAll(play(s, act.travel(3, joker(), "investor", L)));
    expect(s.deal?.offers[2]).toBeNull();
    s = allowAll(play(s, act.recruit(1, "investor", L)));
    expect(s.owner[L]).toBe(1);
    expect(s.deal?.travel[L]).toBe(joker());
    s = play(s, act.offer(2, "investor", T), act.price(2, 1));
    s = allowAll(play(s, act.recruit(0, "investor", T)));
    expect(s.owner[T]).toBe(0);
    expect(s.deal?.offers[2]).toBeNull();
  });
});

describe("Boss cards", () => {
  it("make their player the Boss: accepted offers turn back into open offers at the same price", () => {
    let s = openDealAt(KPLH, [[], [bossCard()], [], []]);
    s = play(s, act.offer(2, "investor", L), act.price(2, 3), act.accept(0, 2));
    s = play(s, act.offer(3, "investor", P), act.price(3, 2));
    s = allowAll(play(s, act.boss(1)));
    expect(s.deal?.boss).toBe(1);
    expect(s.deal?.offers[2]).toEqual({ investors: [L], clans: [], price: 3, accepted: false });
    expect(s.deal?.offers[3]).toMatchObject({ price: 2, accepted: false });
    // The new Boss may accept them.
    s = play(s, act.accept(1, 2));
    expect(s.deal?.offers[2]?.accepted).toBe(true);
  });

  it("the new Boss's own offer lapses (the cards count for him); the former Boss's table cards need an offer", () => {
    let s = openDealAt(KPLH, [[clan(P)], [bossCard()], [], []]);
    s = play(s, act.playClan(0, clan(P)), act.offer(1, "investor", K));
    s = allowAll(play(s, act.boss(1)));
    expect(s.deal?.offers[1]).toBeNull();
    expect(s.deal?.table[0]).toEqual([clan(P)]);
    // Axel is no longer Boss: he may offer his table Clan card and his Investor.
    s = play(s, act.offer(0, "clan", clan(P)), act.offer(0, "investor", H));
    expect(s.deal?.offers[0]).toMatchObject({ investors: [H], clans: [clan(P)] });
  });

  it("several Boss cards may follow each other: the last one played decides, and the turn then follows that Boss", () => {
    let s = openDealAt(KPLH, [[bossCard(0)], [bossCard(1), bossCard(2)], [], []]);
    s = allowAll(play(s, act.boss(1)));
    s = allowAll(play(s, act.boss(0)));
    s = allowAll(play(s, act.boss(1)));
    expect(s.deal?.boss).toBe(1);
    s = play(s, act.fail(1));
    // Next turn: left of the final Boss (Chris), not left of the opener.
    expect(s.turn).toBe(2);
    expect(s.discard).toEqual(expect.arrayContaining([bossCard(0), bossCard(1), bossCard(2)]));
  });

  it("the current Boss cannot play a Boss card", () => {
    const s = openDealAt(KPLH, [[bossCard()], [], [], []]);
    expectRefused(s, act.boss(0), "already-boss");
  });
});

describe("Stop cards and the Stop window", () => {
  it("every other player answers in clockwise order from the card's player; nothing else may be played meanwhile", () => {
    let s = openDealAt(KPLH, [[], [], [travelCard(K)], [clan(P)]]);
    s = play(s, act.travel(2, travelCard(K), "investor", K));
    expect(s.window?.next).toBe(3);
    expect(game.toAct(s)).toEqual([3]);
    expectRefused(s, act.playClan(3, clan(P)), "window-open");
    s = play(s, act.allow(3));
    expect(s.window?.next).toBe(0);
    s = play(s, act.allow(0));
    expect(s.window?.next).toBe(1);
    s = play(s, act.allow(1));
    expect(s.window).toBeNull();
    expect(s.deal?.travel[K]).toBe(travelCard(K));
  });

  it("cancels a Travel card: both cards are discarded and nothing happens", () => {
    let s = openDealAt(KPLH, [[], [stopCard()], [travelCard(K)], []]);
    s = play(s, act.travel(2, travelCard(K), "investor", K), act.allow(3), act.allow(0), act.stop(1));
    expect(s.window).toBeNull();
    expect(s.deal?.travel[K]).toBe(-1);
    expect(s.discard).toEqual(expect.arrayContaining([stopCard(), travelCard(K)]));
  });

  it("cancels a Recruitment triple (the three cards are discarded, the Investor stays)", () => {
    let s = openDealAt(KPLH, [[stopCard()], RECRUITS, [], []]);
    s = play(s, act.recruit(1, "investor", R), act.allow(2), act.allow(3), act.stop(0));
    expect(s.owner[R]).toBe(-1);
    expect(s.discard).toEqual(expect.arrayContaining([...RECRUITS, stopCard()]));
  });

  it("cancels a Boss card: the Boss stays", () => {
    let s = openDealAt(KPLH, [[stopCard()], [bossCard()], [], []]);
    s = play(s, act.boss(1), act.allow(2), act.allow(3), act.stop(0));
    expect(s.deal?.boss).toBe(0);
  });

  it("can be played in favour of another player: the Boss protects an Investor he has an agreement for", () => {
    let s = openDealAt(KPLH, [[stopCard()], [], [], [travelCard(K)]]);
    s = play(s, act.offer(1, "investor", K), act.price(1, 3), act.accept(0, 1));
    // From Doris, Axel answers first and lets it pass; Bert (the owner) and Chris have no Stop.
    s = play(s, act.travel(3, travelCard(K), "investor", K), act.allow(0));
    expect(s.window?.next).toBe(1);
    s = play(s, act.allow(1));
    expect(s.window?.next).toBe(2);
    s = play(s, act.allow(2));
    expect(s.deal?.travel[K]).toBe(travelCard(K)); // too late: everyone allowed

    // Again, but the Boss stops it when his answer comes.
    let t = openDealAt(KPLH, [[stopCard()], [], [], [travelCard(K)]]);
    t = play(t, act.offer(1, "investor", K), act.price(1, 3), act.accept(0, 1));
    t = play(t, act.travel(3, travelCard(K), "investor", K), act.stop(0));
    expect(t.deal?.travel[K]).toBe(-1);
    expect(t.deal?.offers[1]).toMatchObject({ accepted: true, price: 3 });
  });

  it("cannot be played outside a Stop window, nor against a Stop", () => {
    let s = openDealAt(KPLH, [[stopCard(0)], [stopCard(1)], [travelCard(K)], []]);
    expectRefused(s, act.stop(1), "no-stop-window");
    s = play(s, act.travel(2, travelCard(K), "investor", K), act.allow(3), act.stop(0));
    expectRefused(s, act.stop(1), "stop-against-stop");
  });
});
