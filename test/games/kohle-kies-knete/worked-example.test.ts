/**
 * The rule text's long worked example, replayed action by action: four players, the 13th deal on
 * the space needing Raffzahn, Liebgeld, Knetowitz and two of Talerfeld, Piepenbrok, Heiermann
 * (6 dividends at $5M), two Boss changes that stick (Bert, Axel, Bert), Travel and Stop on Liebgeld,
 * and Axel's recruitment of Chris's Raffzahn.
 */
import { describe, expect, it } from "vitest";
import type { KkkState } from "../../../src/games/kohle-kies-knete/index.js";
import {
  act,
  allowAll,
  bossCard,
  clan,
  H,
  K,
  L,
  P,
  placeTiles,
  play,
  R,
  recruitment,
  rngRolling,
  stopCard,
  T,
  travelCard,
  turnState,
} from "./helpers.js";

const [AXEL, BERT, CHRIS, DORIS] = [0, 1, 2, 3];
const SPACE = 4;

/** Twelve deals closed elsewhere; Axel's turn with the marker on space 4; the investors as in the text. */
function beforeThe13thDeal(): KkkState {
  const owner = [];
  owner[L] = AXEL;
  owner[P] = AXEL;
  owner[K] = BERT;
  owner[R] = CHRIS;
  owner[H] = CHRIS;
  owner[T] = DORIS;
  const s = turnState(4, {
    owner,
    marker: SPACE,
    turn: AXEL,
    hands: [
      [clan(H), clan(R), stopCard(0), bossCard(0), recruitment(0), recruitment(1), recruitment(2)],
      [clan(T), clan(P), bossCard(1), bossCard(2)],
      [travelCard(L, 0)],
      [travelCard(L, 1), clan(L)],
    ],
  });
  placeTiles(s, [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12], DORIS);
  return s;
}

describe("the worked example: the 13th deal", () => {
  it("reaches the stated payments: Bert receives $30M, pays Doris and Axel $10M each and keeps $10M", () => {
    let s = beforeThe13thDeal();
    const moneyBefore = s.money.slice();
    const paidBefore = s.bankPaid;

    // Axel opens the 13th deal: 6 dividends × $5M.
    s = play(s, act.openDeal(AXEL));
    expect(s.deal?.payout).toBe(30);
    expect(s.deal?.boss).toBe(AXEL);

    // Axel's Liebgeld and Piepenbrok count automatically; he lays Heiermann and Raffzahn Clan cards.
    s = play(s, act.playClan(AXEL, clan(H)), act.playClan(AXEL, clan(R)));

    // Bert wants $8M for Knetowitz; Axel accepts.
    s = play(s, act.offer(BERT, "investor", K), act.price(BERT, 8), act.accept(AXEL, BERT));
    expect(s.deal?.offers[BERT]).toMatchObject({ investors: [K], price: 8, accepted: true });

    // Chris sends Axel's Liebgeld travelling; Doris lets it pass, Axel stops it: both cards discarded.
    s = play(s, act.travel(CHRIS, travelCard(L, 0), "investor", L));
    expect(s.window?.next).toBe(DORIS);
    s = play(s, act.allow(DORIS), act.stop(AXEL));
    expect(s.window).toBeNull();
    expect(s.deal?.travel[L]).toBe(-1);
    expect(s.discard).toEqual(expect.arrayContaining([travelCard(L, 0), stopCard(0)]));

    // Doris travels Liebgeld too; Axel has no Stop left. She offers her Liebgeld Clan card for $9M.
    s = allowAll(play(s, act.travel(DORIS, travelCard(L, 1), "investor", L)));
    expect(s.deal?.travel[L]).toBe(travelCard(L, 1));
    s = play(s, act.playClan(DORIS, clan(L)), act.offer(DORIS, "clan", clan(L)), act.price(DORIS, 9));

    // Bert: "I'm the Boss!" — Axel plays his own Boss card — Bert plays his second one.
    s = allowAll(play(s, act.boss(BERT)));
    expect(s.deal?.boss).toBe(BERT);
    expect(s.deal?.offers[BERT]).toBeNull(); // his Knetowitz now counts for him without an offer
    s = allowAll(play(s, act.boss(AXEL)));
    expect(s.deal?.boss).toBe(AXEL);
    s = allowAll(play(s, act.boss(BERT)));
    expect(s.deal?.boss).toBe(BERT);
    expect(s.discard).toEqual(expect.arrayContaining([bossCard(0), bossCard(1), bossCard(2)]));
    // Doris's offer is still open; Liebgeld is still travelling; Axel's Clan cards stay on his table.
    expect(s.deal?.offers[DORIS]).toMatchObject({ clans: [clan(L)], price: 9, accepted: false });
    expect(s.deal?.travel[L]).toBe(travelCard(L, 1));
    expect(s.deal?.table[AXEL]).toEqual([clan(H), clan(R)]);

    // Bert lays Talerfeld and Piepenbrok; his Knetowitz Investor counts by itself.
    s = play(s, act.playClan(BERT, clan(T)), act.playClan(BERT, clan(P)));

    // Doris now wants $10M; Axel offers his Raffzahn Clan card for $10M; Chris his Raffzahn Investor for $8M.
    s = play(s, act.price(DORIS, 10));
    s = play(s, act.offer(AXEL, "clan", clan(R)), act.price(AXEL, 10));
    s = play(s, act.offer(CHRIS, "investor", R), act.price(CHRIS, 8));

    // Axel recruits Chris's Raffzahn Investor with three Recruitment cards; Chris's offer lapses.
    s = allowAll(play(s, act.recruit(AXEL, "investor", R)));
    expect(s.owner[R]).toBe(AXEL);
    expect(s.deal?.offers[CHRIS]).toBeNull();
    expect(s.discard).toEqual(expect.arrayContaining([recruitment(0), recruitment(1), recruitment(2)]));

    // "Raffzahn costs $10M": Axel adds the Investor to his offer; Bert agrees to both offers.
    s = play(s, act.offer(AXEL, "investor", R));
    s = play(s, act.accept(BERT, DORIS), act.accept(BERT, AXEL));

    // Everyone else has had the chance to play; Bert closes. His die will show a 5.
    s = play(s, act.pass(AXEL), act.pass(CHRIS), act.pass(DORIS));
    s = structuredClone(s);
    s.rng = rngRolling(5);
    s = play(s, act.close(BERT));

    const gained = s.money.map((m, seat) => m - (moneyBefore[seat] as number));
    expect(s.bankPaid - paidBefore).toBe(30);
    expect(gained).toEqual([10, 10, 0, 10]);
    expect(s.history.at(-1)).toEqual({ deal: 13, space: SPACE, boss: BERT, payout: 30, paid: 20 });
    expect(s.events).toContainEqual(
      expect.objectContaining({
        type: "dealClosed",
        boss: BERT,
        payout: 30,
        payments: [
          { seat: AXEL, price: 10 },
          { seat: DORIS, price: 10 },
        ],
      }),
    );

    // Used Clan cards (Bert's Talerfeld and Piepenbrok, Doris's Liebgeld) are discarded; Axel used his
    // recruited Raffzahn Investor, so his Raffzahn and Heiermann Clan cards go back to his hand.
    expect(s.discard).toEqual(expect.arrayContaining([clan(T), clan(P), clan(L), travelCard(L, 1)]));
    expect(s.hands[AXEL]).toEqual(expect.arrayContaining([clan(H), clan(R)]));
    expect(s.hands[BERT]).toEqual([]);
    expect(s.hands[DORIS]).toEqual([]);

    // Bert puts the tile down and rolls a 5: the game goes on, with Chris (left of Bert) to play.
    expect(s.tiles[SPACE]).toBe(13);
    expect(s.events).toContainEqual({ type: "endRoll", player: BERT, die: 5, ends: false });
    expect(s.phase).toBe("turn");
    expect(s.turn).toBe(CHRIS);
    expect(s.marker).toBe(13);
  });
});
