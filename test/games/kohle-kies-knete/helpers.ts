/**
 * Scenario helpers for Kohle, Kie$ & Knete: card ids by name, stacking hands, setting up a
 * situation (investors, tiles, money) that keeps every invariant, and small action builders.
 */
import { expect } from "vitest";
import { type CardId, RuleError, rollDie, type Seat, seedRng } from "../../../src/core/index.js";
import {
  kohleKiesKnete as game,
  type KkkAction,
  type KkkOptions,
  type KkkState,
  type TargetKind,
} from "../../../src/games/kohle-kies-knete/index.js";

/** Family indices by letter. */
export const H = 0;
export const K = 1;
export const L = 2;
export const P = 3;
export const R = 4;
export const T = 5;

/** The k-th Clan card (0..3) of a family. */
export const clan = (family: number, k = 0): CardId => family * 4 + k;
/** The k-th Travel card (0..2) of a family. */
export const travelCard = (family: number, k = 0): CardId => 24 + family * 3 + k;
/** The k-th Travel joker (0..2). */
export const joker = (k = 0): CardId => 42 + k;
/** The k-th Recruitment card (0..32). */
export const recruitment = (k = 0): CardId => 45 + k;
/** The k-th Boss card (0..9). */
export const bossCard = (k = 0): CardId => 78 + k;
/** The k-th Stop card (0..9). */
export const stopCard = (k = 0): CardId => 88 + k;

/** A fresh game state. */
export function start(players = 4, seed: number | string = 1, options: Partial<KkkOptions> = {}): KkkState {
  return game.setup({ players, seed, options });
}

/** Every zone of loose influence cards (not in a deal or a window). */
function zonesOf(s: KkkState): CardId[][] {
  return [s.deck, s.discard, ...s.hands];
}

/** Moves a card from wherever it lies (deck, discard, a hand) into the seat's hand. */
export function give(s: KkkState, seat: Seat, ...cards: CardId[]): void {
  for (const card of cards) {
    const zone = zonesOf(s).find((z) => z.includes(card));
    if (!zone) throw new Error(`card ${card} is not loose`);
    zone.splice(zone.indexOf(card), 1);
    (s.hands[seat] as CardId[]).push(card);
  }
}

/** Replaces a hand with exactly the cards given (the old cards go back into the deck). */
export function setHand(s: KkkState, seat: Seat, cards: CardId[]): void {
  const hand = s.hands[seat] as CardId[];
  s.deck.push(...hand.splice(0));
  give(s, seat, ...cards);
}

/** Sets every hand (one list per seat). */
export function setHands(s: KkkState, hands: CardId[][]): void {
  for (let seat = 0; seat < hands.length; seat++) setHand(s, seat, []);
  for (let seat = 0; seat < hands.length; seat++) give(s, seat, ...(hands[seat] as CardId[]));
}

/** Places the first tiles as if deals had closed there (the bank paid their Bosses), keeping money conserved. */
export function placeTiles(s: KkkState, spaces: number[], boss: Seat = 0): void {
  for (const space of spaces) {
    const deal = s.tilesPlaced + 1;
    const payout = (s.spaces[space]?.dividends ?? 0) * (s.options.tileValues[deal - 1] ?? 0);
    s.tiles[space] = deal;
    s.tilesPlaced = deal;
    s.history.push({ deal, space, boss, payout, paid: 0 });
    s.money[boss] = (s.money[boss] as number) + payout;
    s.bankPaid += payout;
  }
}

/** A state at the start of `turn`'s turn with the marker on `space` and the investors as given (family → seat, -1 pool). */
export function turnState(
  players: number,
  opts: {
    owner: number[];
    marker: number;
    turn: Seat;
    hands: CardId[][];
    options?: Partial<KkkOptions>;
    seed?: number;
  },
): KkkState {
  const s = structuredClone(start(players, opts.seed ?? 1, opts.options ?? {}));
  s.owner = opts.owner.slice();
  s.marker = opts.marker;
  s.turn = opts.turn;
  s.phase = "turn";
  setHands(s, opts.hands);
  return s;
}

/** A generator state whose next die roll shows `face`. */
export function rngRolling(face: number): KkkState["rng"] {
  for (let i = 0; ; i++) {
    const rng = seedRng(`roll-${i}`);
    if (rollDie(rng)[0] === face) return rng;
  }
}

/** Applies actions in order with the pure runner, checking invariants after each; returns the last state. */
export function play(s: KkkState, ...actions: KkkAction[]): KkkState {
  let state = s;
  for (const action of actions) {
    state = game.apply(state, action);
    expect(game.invariants(state)).toEqual([]);
  }
  return state;
}

/** Asserts the action is refused with the code, that `apply` throws a RuleError and leaves the state as it was. */
export function expectRefused(s: KkkState, action: unknown, code: string): void {
  const frozen = Object.freeze(structuredClone(s));
  const before = JSON.stringify(frozen);
  expect(game.validate(frozen, action)?.code).toBe(code);
  expect(() => game.apply(frozen, action as KkkAction)).toThrow(RuleError);
  expect(JSON.stringify(frozen)).toBe(before);
}

/** Every other seat allows the pending card (the Stop window closes and the card takes effect). */
export function allowAll(s: KkkState): KkkState {
  let state = s;
  while (state.window) state = play(state, { type: "allow", player: state.window.next });
  return state;
}

/** Every seat but the Boss that has not passed passes. */
export function passAll(s: KkkState): KkkState {
  let state = s;
  const deal = state.deal;
  if (!deal) return state;
  for (let seat = 0; seat < state.players; seat++) {
    if (seat !== deal.boss && !state.deal?.passed[seat] && state.deal)
      state = play(state, { type: "pass", player: seat });
  }
  return state;
}

/** Action builders. */
export const act = {
  openDeal: (player: Seat): KkkAction => ({ type: "openDeal", player }),
  roll: (player: Seat): KkkAction => ({ type: "roll", player }),
  draw: (player: Seat): KkkAction => ({ type: "draw", player }),
  discard: (player: Seat, card: CardId): KkkAction => ({ type: "discard", player, card }),
  playClan: (player: Seat, card: CardId): KkkAction => ({ type: "playClan", player, card }),
  offer: (player: Seat, on: TargetKind, target: number): KkkAction => ({
    type: "offerCard",
    player,
    on,
    target,
  }),
  retract: (player: Seat, on: TargetKind, target: number): KkkAction => ({
    type: "retractCard",
    player,
    on,
    target,
  }),
  price: (player: Seat, price: number): KkkAction => ({ type: "setPrice", player, price }),
  withdraw: (player: Seat): KkkAction => ({ type: "withdraw", player }),
  accept: (player: Seat, seat: Seat): KkkAction => ({ type: "accept", player, seat }),
  travel: (player: Seat, card: CardId, on: TargetKind, target: number): KkkAction => ({
    type: "travel",
    player,
    card,
    on,
    target,
  }),
  recruit: (player: Seat, on: TargetKind, target: number): KkkAction => ({
    type: "recruit",
    player,
    on,
    target,
  }),
  boss: (player: Seat): KkkAction => ({ type: "playBoss", player }),
  stop: (player: Seat): KkkAction => ({ type: "stop", player }),
  allow: (player: Seat): KkkAction => ({ type: "allow", player }),
  pass: (player: Seat): KkkAction => ({ type: "pass", player }),
  close: (player: Seat, choose = false): KkkAction => ({ type: "close", player, choose }),
  use: (player: Seat, on: TargetKind, target: number): KkkAction => ({ type: "useCard", player, on, target }),
  fail: (player: Seat): KkkAction => ({ type: "fail", player }),
};

export { game };

/** Investor owners for a 4-player table: Axel (0) H, Bert (1) K, Chris (2) L, Doris (3) P; R and T in the pool. */
export const FOUR_PLAYER_OWNERS = [0, 1, 2, 3, -1, -1];

/** A 4-player deal just opened by `boss` at `space` with the given hands (investors: FOUR_PLAYER_OWNERS unless given). */
export function openDealAt(
  space: number,
  hands: CardId[][],
  opts: { boss?: Seat; owner?: number[]; players?: number; options?: Partial<KkkOptions> } = {},
): KkkState {
  const boss = opts.boss ?? 0;
  const s = turnState(opts.players ?? 4, {
    owner: opts.owner ?? FOUR_PLAYER_OWNERS,
    marker: space,
    turn: boss,
    hands,
    options: opts.options,
  });
  return play(s, { type: "openDeal", player: boss });
}
