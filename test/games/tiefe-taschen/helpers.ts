/** Action builders and state-rigging helpers for the Tiefe Taschen scenario tests. */
import { expect } from "vitest";
import { RuleError, type Seat } from "../../../src/core/index.js";
import { cardValue } from "../../../src/games/tiefe-taschen/catalog.js";
import {
  type ActionCard,
  type Demand,
  type TiefeTaschenAction,
  type TiefeTaschenOptions,
  type TiefeTaschenState,
  type Token,
  tiefeTaschen,
} from "../../../src/games/tiefe-taschen/index.js";
import { EVERYONE } from "../../../src/games/tiefe-taschen/knowledge.js";

/** The game under test. */
export const game = tiefeTaschen;
/** The state type. */
export type S = TiefeTaschenState;

/** A new game with seat 0 as first president unless the options say otherwise. */
export function newGame(
  players = 4,
  options: Partial<TiefeTaschenOptions> = {},
  seed: number | string = 1,
): S {
  return game.setup({ players, seed, options: { firstPresident: 0, ...options } });
}

/** Applies actions one by one through the pure runner, checking invariants after each. */
export function play(state: S, ...actions: TiefeTaschenAction[]): S {
  for (const action of actions) {
    state = game.apply(state, action);
    expect(game.invariants(state)).toEqual([]);
  }
  return state;
}

/** Expects an action to be refused with `code` and the state to stay equal. */
export function expectRefused(state: S, action: unknown, code: string): void {
  const before = JSON.stringify(state);
  expect(game.validate(state, action)?.code).toBe(code);
  expect(() => game.apply(state, action as TiefeTaschenAction)).toThrow(RuleError);
  expect(JSON.stringify(state)).toBe(before);
}

/** A mutable copy of a state for rigging a situation. */
export function rig(state: S, edit: (draft: S) => void): S {
  const copy = structuredClone(state);
  edit(copy);
  expect(game.invariants(copy)).toEqual([]);
  return copy;
}

/** The value of a card id in this state's edition. */
export const value = (s: S, card: number): number => cardValue(card, s.cardsPerValue);
/** The values of a list of card ids (ascending). */
export const values = (s: S, cards: readonly (number | null)[]): number[] =>
  cards.map((c) => value(s, c as number)).sort((a, b) => a - b);
/** A player's private money in Mio. */
export const wealth = (s: S, seat: Seat): number => s.money[seat]!.reduce((sum, c) => sum + value(s, c), 0);

/** The top-most (last) treasury index above which cards may be swapped without moving the bankruptcy card. */
function freeFloor(s: S): number {
  return s.bankruptcyCard === null ? 0 : s.treasury.indexOf(s.bankruptcyCard) + 1;
}

/** Takes a card of a value out of the treasury (above the bankruptcy card). */
function takeFromTreasury(s: S, v: number): number {
  for (let i = s.treasury.length - 1; i >= freeFloor(s); i--) {
    const card = s.treasury[i]!;
    if (card !== s.bankruptcyCard && value(s, card) === v) {
      s.treasury.splice(i, 1);
      return card;
    }
  }
  throw new Error(`no ${v} Mio card left in the treasury`);
}

/** Replaces a private stack by cards of the given values (old cards go on top of the treasury). */
export function setStack(s: S, seat: Seat, stackValues: number[]): void {
  const old = s.money[seat]!.splice(0);
  const fresh = stackValues.map((v) => takeFromTreasury(s, v));
  for (const card of old) {
    s.treasury.push(card);
    s.seen[card] = 0;
  }
  for (const card of fresh) s.seen[card] = 1 << seat;
  s.money[seat]!.push(...fresh);
}

/** Replaces the pool (and clears the distribution) by cards of the given values. */
export function setPool(s: S, poolValues: number[]): void {
  const old = s.pool.splice(0);
  const fresh = poolValues.map((v) => takeFromTreasury(s, v));
  for (const card of old) {
    s.treasury.push(card);
    s.seen[card] = 0;
  }
  for (const card of fresh) s.seen[card] = EVERYONE;
  s.pool.push(...fresh);
  s.assignedTo = fresh.map(() => null);
}

/** Puts cards of these values on top of the treasury, the first value on the very top. */
export function setTreasuryTop(s: S, topValues: number[]): void {
  const cards = topValues.map((v) => takeFromTreasury(s, v));
  for (let i = cards.length - 1; i >= 0; i--) s.treasury.push(cards[i]!);
}

/** Action builders. */
export const assign = (player: Seat, card: number, to: Seat): TiefeTaschenAction => ({
  type: "assign",
  player,
  card,
  to,
});
export const unassign = (player: Seat, card: number): TiefeTaschenAction => ({
  type: "unassign",
  player,
  card,
});
export const confirm = (player: Seat): TiefeTaschenAction => ({ type: "confirmDistribution", player });
export const choose = (player: Seat, card: ActionCard): TiefeTaschenAction => ({
  type: "chooseCard",
  player,
  card,
});
export const investigate = (player: Seat, target: Seat): TiefeTaschenAction => ({
  type: "placeInvestigator",
  player,
  target,
});
export const recall = (player: Seat): TiefeTaschenAction => ({ type: "withdrawInvestigator", player });
export const bribe = (player: Seat, demand: Demand, target: Seat, faceUp = false): TiefeTaschenAction => ({
  type: "bribe",
  player,
  demand,
  target,
  faceUp,
});
export const bribeMoney = (player: Seat, v: number): TiefeTaschenAction => ({
  type: "bribeMoney",
  player,
  value: v,
});
export const moveBribe = (player: Seat, token: Token, demand: Demand, target: Seat): TiefeTaschenAction => ({
  type: "moveBribe",
  player,
  token,
  demand,
  target,
});
export const withdrawBribe = (player: Seat, token: Token): TiefeTaschenAction => ({
  type: "withdrawBribe",
  player,
  token,
});
export const revealBribe = (player: Seat, briber: Seat, token: Token): TiefeTaschenAction => ({
  type: "revealBribe",
  player,
  briber,
  token,
});
export const done = (player: Seat): TiefeTaschenAction => ({ type: "done", player });
export const pass = (player: Seat): TiefeTaschenAction => ({ type: "pass", player });

/** Both steps of a bribe. */
export const fullBribe = (
  player: Seat,
  demand: Demand,
  target: Seat,
  v: number,
  faceUp = false,
): TiefeTaschenAction[] => [bribe(player, demand, target, faceUp), bribeMoney(player, v)];

/** The president assigns the pool card by card to `receivers` (cycled) and confirms. */
export function distribute(s: S, receivers: Seat[]): S {
  const president = s.president;
  const actions = s.pool.map((card, i) => assign(president, card, receivers[i % receivers.length]!));
  return play(s, ...actions, confirm(president));
}

/** Every active player chooses the card given for their seat (skipping `null`). */
export function chooseAll(s: S, cards: (ActionCard | null)[]): S {
  return play(s, ...cards.flatMap((card, seat) => (card === null ? [] : [choose(seat, card)])));
}

/** Every active player declares done (the last one ends the negotiation). */
export function allDone(s: S): S {
  return play(s, ...s.active.flatMap((active, seat) => (active && !s.done[seat] ? [done(seat)] : [])));
}

/** Chooses the cards and ends the negotiation (resolve runs). */
export function vote(s: S, cards: (ActionCard | null)[]): S {
  return allDone(chooseAll(s, cards));
}

/** The event types of the last action, in order. */
export const eventTypes = (s: S): string[] => s.events.map((e) => e.type);

/** Leaves only the top `keep` treasury cards above the bottom; the others go to a private stack (for end tests). */
export function drainTreasury(s: S, keep: number, toSeat: Seat): void {
  const floor = freeFloor(s);
  const removed = s.treasury.splice(floor, Math.max(0, s.treasury.length - floor - keep));
  for (const card of removed) s.seen[card] = 1 << toSeat;
  s.money[toSeat]!.push(...removed);
}

/** Moves the 2016 bankruptcy card so that `above` cards lie on it (and records that depth as the option). */
export function moveBankruptcy(s: S, above: number): void {
  const card = s.bankruptcyCard!;
  s.treasury.splice(s.treasury.indexOf(card), 1);
  const depth = s.treasury.length - above;
  s.treasury.splice(depth, 0, card);
  s.options = { ...s.options, bankruptcyDepth: depth };
}
