/**
 * Scenario helpers: build precise Campaign situations from a real setup, rig the dice, and apply
 * actions with small builders.
 */
import { expect } from "vitest";
import { type RngState, RuleError, rollDie, seedRng } from "../../../src/core/index.js";
import { beginFormation } from "../../../src/games/campaign/apply/formation.js";
import {
  type CampaignAction,
  type CampaignOptions,
  type CampaignState,
  campaign,
  type IdeologyId,
  type PresidentCard,
  presidentCardId,
} from "../../../src/games/campaign/index.js";

/** A new game with chosen ideologies, seat 0 starting. */
export function fresh(ideologies: IdeologyId[], options: Partial<CampaignOptions> = {}): CampaignState {
  return structuredClone(
    campaign.setup({
      players: ideologies.length,
      seed: 7,
      options: { ideologies, startPlayer: 0, ...options },
    }),
  );
}

/** A generator state whose next die rolls are exactly `values` (searched among seeds). */
export function rigged(values: readonly number[]): RngState {
  for (let seed = 0; seed < 1_000_000; seed++) {
    let rng = seedRng(`dice-${seed}`);
    let ok = true;
    for (const value of values) {
      const [die, next] = rollDie(rng);
      rng = next;
      if (die !== value) {
        ok = false;
        break;
      }
    }
    if (ok) return seedRng(`dice-${seed}`);
  }
  throw new Error(`no seed gives ${values.join(",")}`);
}

/** Dice (d1, d2) summing to `total` (2..12). */
export function diceFor(total: number): [number, number] {
  const first = Math.min(6, total - 1);
  return [first, total - first];
}

/** Moves groups (ids) to a seat from wherever they are, keeping the face-up row full. */
export function give(s: CampaignState, seat: number, groups: readonly number[]): void {
  for (const group of groups) {
    for (const held of s.groups) if (held.includes(group)) held.splice(held.indexOf(group), 1);
    if (s.groupDeck.includes(group)) {
      s.groupDeck.splice(s.groupDeck.indexOf(group), 1);
      s.knownBottom = Math.min(s.knownBottom, s.groupDeck.length);
    }
    if (s.groupRow.includes(group)) {
      s.groupRow.splice(s.groupRow.indexOf(group), 1);
      const next = s.groupDeck.pop();
      if (next !== undefined) s.groupRow.push(next);
    }
    (s.groups[seat] as number[]).push(group);
  }
}

/** Puts a group face up (replacing the last face-up group, which goes back into the deck). */
export function faceUp(s: CampaignState, group: number): void {
  if (s.groupRow.includes(group)) return;
  for (const held of s.groups) if (held.includes(group)) held.splice(held.indexOf(group), 1);
  if (s.groupDeck.includes(group)) s.groupDeck.splice(s.groupDeck.indexOf(group), 1);
  const out = s.groupRow.pop() as number;
  s.groupDeck.push(out);
  s.groupRow.push(group);
}

/** Puts a president card on top of the president deck. */
export function stackPresident(s: CampaignState, kind: PresidentCard): void {
  const id = presidentCardId(kind);
  for (const zone of [s.presidentDeck, s.presidentDiscard, ...s.hands, ...s.active]) {
    if (zone.includes(id)) zone.splice(zone.indexOf(id), 1);
  }
  s.presidentDeck.push(id);
}

/** Ends the first election by fiat: the seats are dealt as given, then formation runs for real. */
export function electAndForm(
  s: CampaignState,
  seats: readonly number[],
  topCard: PresidentCard = "past-history",
): void {
  s.seats = [...seats];
  s.middle = 15 - seats.reduce((a, b) => a + b, 0);
  s.auction = null;
  s.events = [];
  stackPresident(s, topCard);
  beginFormation(s);
}

/** Applies actions one by one (each must be legal) and returns the final state. */
export function play(s: CampaignState, ...actions: CampaignAction[]): CampaignState {
  let state = s;
  expect(campaign.invariants(state)).toEqual([]);
  for (const action of actions) {
    const legal = campaign.legalActions(state, action.player).map((a) => JSON.stringify(a));
    const error = campaign.validate(state, action);
    if (error) throw new Error(`${JSON.stringify(action)} refused: ${error.code}: ${error.message}`);
    expect(legal).toContain(JSON.stringify(action));
    state = campaign.apply(state, action);
    expect(campaign.invariants(state)).toEqual([]);
  }
  return state;
}

/** Asserts that an action is refused with the code, and that apply throws and leaves the state alone. */
export function expectRefused(s: CampaignState, action: unknown, code: string): void {
  const frozen = Object.freeze(structuredClone(s));
  const before = JSON.stringify(frozen);
  expect(campaign.validate(frozen, action)?.code).toBe(code);
  expect(() => campaign.apply(frozen, action as CampaignAction)).toThrow(RuleError);
  expect(JSON.stringify(frozen)).toBe(before);
}

/** Action builders. */
export const A = {
  bid: (player: number, count: number): CampaignAction => ({ type: "bid", player, count }),
  propose: (player: number, members: number[]): CampaignAction => ({ type: "propose", player, members }),
  answer: (player: number, accept: boolean): CampaignAction => ({ type: "answer", player, accept }),
  release: (player: number, count: number): CampaignAction => ({ type: "release", player, count }),
  pass: (player: number): CampaignAction => ({ type: "pass", player }),
  capture: (player: number, group: number): CampaignAction => ({ type: "capture", player, group }),
  cross: (player: number, target: number): CampaignAction => ({ type: "cross", player, target }),
  skip: (player: number): CampaignAction => ({ type: "skip", player }),
  payDeal: (player: number): CampaignAction => ({ type: "pay-deal", player }),
  returnGroup: (player: number, group: number): CampaignAction => ({ type: "return-group", player, group }),
  noDeal: (player: number): CampaignAction => ({ type: "no-deal", player }),
  spend: (player: number, amount: number): CampaignAction => ({ type: "spend", player, amount }),
  commit: (player: number, group: number): CampaignAction => ({ type: "commit", player, group }),
  interfere: (player: number, amount: number, against: boolean): CampaignAction => ({
    type: "interfere",
    player,
    amount,
    against,
  }),
  lower: (player: number, amount: number): CampaignAction => ({ type: "lower", player, amount }),
  done: (player: number): CampaignAction => ({ type: "done", player }),
  veto: (player: number): CampaignAction => ({ type: "veto", player }),
  allow: (player: number): CampaignAction => ({ type: "allow", player }),
  pardon: (player: number): CampaignAction => ({ type: "pardon", player }),
  acceptLoss: (player: number): CampaignAction => ({ type: "accept-loss", player }),
};

/** Spends `total` dollars in steps of at most 10. */
export function spendAll(player: number, total: number): CampaignAction[] {
  const out: CampaignAction[] = [];
  for (let left = total; left > 0; left -= Math.min(10, left)) out.push(A.spend(player, Math.min(10, left)));
  return out;
}

/** The events of a type in the state's last action. */
export function eventsOf<T extends CampaignState["events"][number]["type"]>(
  s: CampaignState,
  type: T,
): Extract<CampaignState["events"][number], { type: T }>[] {
  return s.events.filter((e) => e.type === type) as Extract<CampaignState["events"][number], { type: T }>[];
}

/** A mutable copy of a state whose next die rolls are `dice`. */
export function withDice(s: CampaignState, dice: readonly number[]): CampaignState {
  const copy = structuredClone(s) as CampaignState;
  copy.rng = rigged(dice);
  return copy;
}

const riggedCache = new Map<string, RngState>();

/** Like `rigged`, memoised (long sequences take a while to find). */
export function riggedOnce(values: readonly number[]): RngState {
  const key = values.join(",");
  let rng = riggedCache.get(key);
  if (!rng) {
    rng = rigged(values);
    riggedCache.set(key, rng);
  }
  return rng;
}

/**
 * Plays quietly (skipping every optional step, rolling ones on the seat-loss rolls so nobody loses
 * a seat) until it is `seat`'s capture step.
 */
export function toTurnOf(s: CampaignState, seat: number): CampaignState {
  let state = s;
  for (let guard = 0; guard < 200; guard++) {
    const turn = state.turn;
    if (turn && turn.active === seat && turn.stage === "capture" && !turn.attempt && !turn.seatLoss)
      return state;
    const actor = campaign.toAct(state)[0] as number;
    const legal = campaign.legalActions(state, actor);
    const pick = legal.find((a) => a.type === "skip" || a.type === "done" || a.type === "accept-loss");
    if (!pick) throw new Error(`toTurnOf: no quiet action among ${JSON.stringify(legal)}`);
    const copy = structuredClone(state) as CampaignState;
    copy.rng = riggedOnce([1, 1]);
    state = campaign.apply(copy, pick);
  }
  throw new Error("toTurnOf: never reached the seat's turn");
}

/** Plays quietly (like `toTurnOf`) until the term is over: the next election, formation, or the end. */
export function toTermEnd(s: CampaignState): CampaignState {
  let state = s;
  for (let guard = 0; guard < 200 && state.phase === "turn" && state.round === s.round; guard++) {
    const actor = campaign.toAct(state)[0] as number;
    const legal = campaign.legalActions(state, actor);
    const pick = legal.find((a) => a.type === "skip" || a.type === "done" || a.type === "accept-loss");
    if (!pick) throw new Error(`toTermEnd: no quiet action among ${JSON.stringify(legal)}`);
    const copy = structuredClone(state) as CampaignState;
    copy.rng = riggedOnce([1, 1]);
    state = campaign.apply(copy, pick);
  }
  return state;
}
