/** Phase 2: the president assigns the pool card by card, may take assignments back, and confirms. */
import type { Assign, TiefeTaschenState, Unassign } from "../types.js";
import { startNegotiation } from "./period.js";

/** Gives one pool card to an active player. */
export function applyAssign(s: TiefeTaschenState, a: Assign): void {
  s.assignedTo[s.pool.indexOf(a.card)] = a.to;
  s.events.push({ type: "assigned", card: a.card, to: a.to });
}

/** Takes an assignment back (counted against the take-back allowance). */
export function applyUnassign(s: TiefeTaschenState, a: Unassign): void {
  s.assignedTo[s.pool.indexOf(a.card)] = null;
  s.takeBacks += 1;
  s.events.push({ type: "unassigned", card: a.card });
}

/** Fixes the distribution and opens the negotiation. */
export function applyConfirm(s: TiefeTaschenState): void {
  s.events.push({ type: "distribution-confirmed", president: s.president });
  startNegotiation(s);
}
