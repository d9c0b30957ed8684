/**
 * Period bookkeeping shared by the phase reducers: the period-start reveal (with both editions'
 * end conditions), the start of the negotiation and of its ordered form, and the end of the game.
 */
import type { Seat } from "../../../core/index.js";
import { EVERYONE } from "../knowledge.js";
import { CHANGES_PER_PLAYER } from "../options.js";
import type { TiefeTaschenState } from "../types.js";

/** Ends the game with a reason (scores are read from the private money). */
export function endGame(s: TiefeTaschenState, reason: string): void {
  s.phase = "over";
  s.endReason = reason;
  s.takeBacks = 0;
  s.orderTurn = null;
  s.events.push({ type: "game-over", reason });
}

/** The number of players still active in this period. */
export function activeCount(s: TiefeTaschenState): number {
  let count = 0;
  for (const a of s.active) if (a) count++;
  return count;
}

/** The next active seat clockwise after `seat`. */
export function nextActive(s: TiefeTaschenState, seat: Seat): Seat {
  for (let i = 1; i <= s.players; i++) {
    const next = (seat + i) % s.players;
    if (s.active[next]) return next;
  }
  return seat;
}

/**
 * Phase 1 of a period: everyone becomes active again and the president draws one card per player.
 * 2015 ends the game first when the treasury holds fewer cards than that; 2016 ends it when the
 * bankruptcy card turns up (the cards drawn before it go back on top, in their order).
 */
export function startPeriod(s: TiefeTaschenState): void {
  s.active.fill(true);
  s.pool = [];
  s.assignedTo = [];
  s.takeBacks = 0;
  const needed = s.players;
  if (s.bankruptcyCard === null && s.treasury.length < needed) {
    endGame(s, "national bankruptcy: the treasury cannot pay another period");
    return;
  }
  const drawn: number[] = [];
  while (drawn.length < needed) {
    const card = s.treasury.pop();
    if (card === undefined) {
      for (let i = drawn.length - 1; i >= 0; i--) s.treasury.push(drawn[i] as number);
      endGame(s, "national bankruptcy: the treasury is empty");
      return;
    }
    if (card === s.bankruptcyCard) {
      s.bankruptcyShown.push(card);
      s.seen[card] = EVERYONE;
      for (let i = drawn.length - 1; i >= 0; i--) s.treasury.push(drawn[i] as number);
      s.events.push({ type: "bankruptcy-drawn", during: "period-start" });
      endGame(s, "national bankruptcy: the bankruptcy card came up at the start of a period");
      return;
    }
    drawn.push(card);
  }
  for (const card of drawn) s.seen[card] = EVERYONE;
  s.pool = drawn;
  s.assignedTo = drawn.map(() => null);
  s.period += 1;
  s.phase = "distribute";
  s.events.push({ type: "period-started", period: s.period, president: s.president, pool: drawn.slice() });
}

/** Starts the ordered form: investigators and bribes in turn from the president, then a final card choice. */
export function startOrdered(s: TiefeTaschenState): void {
  s.phase = "ordered";
  s.orderTurn = s.president;
  s.touched = { investigator: false, agree: false, reject: false };
  clearDone(s);
  s.events.push({ type: "ordered-negotiation", first: s.president });
}

/** Starts the free negotiation (phase 3), or the ordered form at once when the limit is 0. */
export function startNegotiation(s: TiefeTaschenState): void {
  s.phase = "negotiate";
  s.changes = 0;
  s.limit = s.options.negotiationLimit ?? CHANGES_PER_PLAYER * activeCount(s);
  clearDone(s);
  if (s.limit === 0) startOrdered(s);
}

/** Clears every `done` flag. */
export function clearDone(s: TiefeTaschenState): void {
  for (let p = 0; p < s.done.length; p++) if (s.done[p]) s.done[p] = false;
}

/** Records a visible change in the free negotiation: clears every `done` and may start the ordered form. */
export function noteChange(s: TiefeTaschenState): void {
  s.changes += 1;
  clearDone(s);
  if (s.changes >= s.limit) startOrdered(s);
}
