/**
 * Exhaustive agreement of `legalActions` and `validate` on crafted situations that random play
 * seldom reaches (naming the cards used, Stop windows, recruitment at the hand limit, the
 * negotiation limit, accepted offers): every well-formed action of every seat is tried.
 */
import { describe, expect, it } from "vitest";
import type { KkkAction, KkkState } from "../../../src/games/kohle-kies-knete/index.js";
import { actionKey } from "../../conformance/inspect.js";
import {
  act,
  bossCard,
  clan,
  game,
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
  turnState,
} from "./helpers.js";

const ON = ["investor", "clan"] as const;

/** Every well-formed action of the seat (within field ranges that matter for these states). */
function everyAction(s: KkkState, player: number): KkkAction[] {
  const out: KkkAction[] = [];
  const plain = [
    "openDeal",
    "roll",
    "draw",
    "withdraw",
    "playBoss",
    "stop",
    "allow",
    "pass",
    "fail",
  ] as const;
  for (const type of plain) out.push({ type, player } as KkkAction);
  for (let space = 0; space < 20; space++) out.push({ type: "placeMarker", player, space });
  for (let card = 0; card < 98; card++) {
    out.push({ type: "discard", player, card }, { type: "playClan", player, card });
    for (const on of ON) {
      for (const type of ["offerCard", "retractCard", "recruit", "useCard"] as const) {
        out.push({ type, player, on, target: card } as KkkAction);
      }
    }
  }
  for (const card of [travelCard(K), travelCard(L), joker(), clan(K)]) {
    for (const on of ON)
      for (let target = 0; target < 98; target++) out.push({ type: "travel", player, card, on, target });
  }
  for (let price = 0; price <= 50; price++) out.push({ type: "setPrice", player, price });
  for (let seat = 0; seat < s.players; seat++) out.push({ type: "accept", player, seat });
  out.push(act.close(player, false), act.close(player, true));
  return out;
}

function expectAgreement(s: KkkState): void {
  for (let seat = 0; seat < s.players; seat++) {
    const legal = new Set(game.legalActions(s, seat).map(actionKey));
    const accepted = everyAction(s, seat)
      .filter((a) => game.validate(s, a) === undefined)
      .map(actionKey);
    expect(new Set(accepted)).toEqual(legal);
    expect(legal.size > 0).toBe(game.toAct(s).includes(seat));
  }
}

const OWNERS = [0, 1, 2, 3, -1, -1];

describe("legalActions agree with validate", () => {
  it("in a busy negotiation with accepted offers and cards on the tables", () => {
    let s = openDealAt(
      4,
      [
        [clan(R), travelCard(K)],
        [clan(T), bossCard(), joker()],
        [clan(L), ...[0, 1, 2].map(recruitment)],
        [stopCard(), clan(P)],
      ],
      { owner: OWNERS },
    );
    s = play(
      s,
      act.playClan(0, clan(R)),
      act.playClan(2, clan(L)),
      act.offer(2, "clan", clan(L)),
      act.price(2, 4),
    );
    s = play(s, act.offer(1, "investor", K), act.price(1, 5), act.accept(0, 1), act.pass(3));
    expectAgreement(s);
  });

  it("in a Stop window", () => {
    let s = openDealAt(4, [[stopCard()], [travelCard(K)], [], []], { owner: OWNERS });
    s = play(s, act.travel(1, travelCard(K), "investor", K));
    expectAgreement(s);
  });

  it("while the Boss names the cards used", () => {
    let s = openDealAt(0, [[clan(R), clan(L, 0)], [clan(L, 1)], [], []], { owner: [0, 1, 2, 3, 0, -1] });
    s = play(s, act.playClan(0, clan(R)), act.playClan(0, clan(L, 0)), act.playClan(1, clan(L, 1)));
    s = play(s, act.offer(1, "clan", clan(L, 1)), act.accept(0, 1));
    s = play(passAll(s), act.close(0, true));
    expectAgreement(s);
    expectAgreement(play(s, act.use(0, "investor", R)));
  });

  it("after the negotiation limit", () => {
    let s = openDealAt(0, [[], [clan(K)], [], []], { owner: OWNERS, options: { negotiationLimit: 1 } });
    s = play(s, act.playClan(1, clan(K)), act.pass(2));
    expectAgreement(s);
  });

  it("at the hand limit with a Recruitment triple in hand", () => {
    const s = turnState(4, { owner: OWNERS, marker: 0, turn: 1, hands: [[], [], [], []] });
    const fill = s.deck.filter((id) => id < 45).slice(0, 10);
    (s.hands[0] as number[]).push(...[0, 1, 2].map(recruitment));
    for (const id of fill) {
      s.deck.splice(s.deck.indexOf(id), 1);
      (s.hands[0] as number[]).push(id);
    }
    for (const id of [0, 1, 2].map(recruitment)) s.deck.splice(s.deck.indexOf(id), 1);
    s.phase = "handLimit";
    expect(game.invariants(s)).toEqual([]);
    expectAgreement(s);
  });

  it("at the start of a turn and at the marker placement", () => {
    expectAgreement(turnState(4, { owner: OWNERS, marker: 3, turn: 2, hands: [[], [], [], []] }));
    expectAgreement(game.setup({ players: 5, seed: 4 }));
  });
});
