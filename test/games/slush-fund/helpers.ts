/**
 * Builders for Slush Fund scenario tests: staged states (stacked deck, set piles) and action makers.
 */
import { expect } from "vitest";
import type { CardId, Seat } from "../../../src/core/index.js";
import {
  type CardKind,
  DECK_ENTRIES,
  type DeckComposition,
  type SlushFundAction,
  type SlushFundOptions,
  type SlushFundState,
  slushFund,
} from "../../../src/games/slush-fund/index.js";

/** Politician indexes by name, for readable scenarios. */
export const PRESIDENT = 0;
export const VICE_PRESIDENT = 1;
export const SPEAKER = 2;
export const SENATOR = 3;
export const GOVERNOR = 4;

/** A deck composition holding only the listed cards (every other entry 0). */
export function deckOf(counts: Partial<DeckComposition>): DeckComposition {
  return { ...(Object.fromEntries(DECK_ENTRIES.map((entry) => [entry, 0])) as DeckComposition), ...counts };
}

/** A fresh, mutable state with seat 0 to start (unless the options say otherwise). */
export function newGame(
  players = 2,
  options: Partial<SlushFundOptions> = {},
  seed: number | string = 1,
): SlushFundState {
  return structuredClone(slushFund.setup({ players, seed, options: { firstPlayer: 0, ...options } }));
}

/**
 * Hands out distinct card ids of a kind (money by value), never one already handed out by this
 * picker, so a scenario can name "a $20K card" without caring which id it is.
 */
export function picker(s: SlushFundState): (kind: CardKind, value?: number) => CardId {
  const used = new Set<CardId>();
  return (kind, value = 0) => {
    const id = s.catalog.findIndex((card, i) => card.kind === kind && card.value === value && !used.has(i));
    if (id < 0) throw new Error(`no more ${kind} ${value} cards`);
    used.add(id);
    return id;
  };
}

function detach(s: SlushFundState, id: CardId): void {
  const zones = [
    s.deck,
    s.revealed,
    s.hand,
    s.fund,
    s.timeCards,
    s.removed,
    ...s.scandals,
    ...s.piles.flatMap((row) => row.map((pile) => pile.cards)),
  ];
  for (const zone of zones) {
    const index = zone.indexOf(id);
    if (index >= 0) {
      zone.splice(index, 1);
      return;
    }
  }
  throw new Error(`card ${id} is nowhere`);
}

/** Moves cards (from wherever they are) onto the end of a zone, in order. */
export function put(s: SlushFundState, zone: CardId[], ids: readonly CardId[]): void {
  for (const id of ids) detach(s, id);
  zone.push(...ids);
}

/** Stacks the deck so that `ids` are drawn first, in the given order. */
export function stackDeck(s: SlushFundState, ids: readonly CardId[]): void {
  for (const id of ids) detach(s, id);
  s.deck.push(...[...ids].reverse());
}

/** Sets a pile (bottom first). */
export function setPile(s: SlushFundState, politician: number, seat: Seat, ids: readonly CardId[]): void {
  put(s, s.piles[politician]?.[seat]?.cards as CardId[], ids);
}

/** Starts a play step for `seat` with the given current set. */
export function setHand(s: SlushFundState, seat: Seat, ids: readonly CardId[]): void {
  put(s, s.hand, ids);
  s.turn = seat;
  s.phase = "play";
}

/** Applies actions one by one with `apply`, checking the invariants after each; returns the last state. */
export function play(s: SlushFundState, ...actions: SlushFundAction[]): SlushFundState {
  let state = s;
  for (const action of actions) {
    state = slushFund.apply(state, action);
    expect(slushFund.invariants(state)).toEqual([]);
  }
  return state;
}

/** Asserts that an action is refused with `code` by validate, apply and applyInPlace, with no change. */
export function expectRefused(s: SlushFundState, action: unknown, code: string): void {
  const frozen = Object.freeze(structuredClone(s)) as SlushFundState;
  const before = JSON.stringify(frozen);
  expect(slushFund.validate(frozen, action)?.code).toBe(code);
  expect(() => slushFund.apply(frozen, action as SlushFundAction)).toThrowError(
    expect.objectContaining({ name: "RuleError", code }),
  );
  const copy = structuredClone(s);
  expect(() => slushFund.applyInPlace(copy, action as SlushFundAction)).toThrow();
  expect(JSON.stringify(frozen)).toBe(before);
  expect(JSON.stringify(copy)).toBe(before);
  const listed = slushFund
    .legalActions(s, (action as { player: Seat }).player ?? 0)
    .map((a) => JSON.stringify(a));
  expect(listed).not.toContain(JSON.stringify(action));
}

/** The action makers. */
export const act = {
  draw: (player: Seat): SlushFundAction => ({ type: "draw", player }),
  take: (player: Seat, card: CardId): SlushFundAction => ({ type: "take", player, card }),
  stash: (player: Seat, card: CardId): SlushFundAction => ({ type: "stash", player, card }),
  discard: (player: Seat, card: CardId): SlushFundAction => ({ type: "discard", player, card }),
  bribe: (player: Seat, card: CardId, politician: number): SlushFundAction => ({
    type: "bribe",
    player,
    card,
    politician,
  }),
  scandal: (player: Seat, card: CardId, politician: number): SlushFundAction => ({
    type: "scandal",
    player,
    card,
    politician,
  }),
  thief: (player: Seat, card: CardId, politician: number, victim: Seat): SlushFundAction => ({
    type: "thief",
    player,
    card,
    politician,
    victim,
  }),
  steal: (player: Seat, card: CardId): SlushFundAction => ({ type: "steal", player, card }),
  spy: (player: Seat, card: CardId): SlushFundAction => ({ type: "spy", player, card }),
  moveScandal: (player: Seat, from: number, to: number): SlushFundAction => ({
    type: "move-scandal",
    player,
    from,
    to,
  }),
  peek: (player: Seat, politician: number, victim: Seat): SlushFundAction => ({
    type: "peek",
    player,
    politician,
    victim,
  }),
  transfer: (player: Seat, card: CardId, moved: CardId, to: number): SlushFundAction => ({
    type: "transfer",
    player,
    card,
    moved,
    to,
  }),
};

/** The money total of a seat's pile at a politician. */
export function moneyAt(s: SlushFundState, politician: number, seat: Seat): number {
  return (s.piles[politician]?.[seat]?.cards ?? []).reduce((sum, id) => sum + (s.catalog[id]?.value ?? 0), 0);
}
