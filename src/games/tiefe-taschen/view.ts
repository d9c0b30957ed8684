/** The projection of a state for one seat or a spectator: hidden cards become `HIDDEN` placeholders. */
import { clonePlain, HIDDEN, type Seat } from "../../core/index.js";
import { knows } from "./knowledge.js";
import type {
  TiefeTaschenEvent,
  TiefeTaschenEventView,
  TiefeTaschenState,
  TiefeTaschenView,
} from "./types.js";

/** An event as the viewer sees it: a secret card only for those who saw it, never the `seen` mask. */
export function redactEvent(event: TiefeTaschenEvent, viewer: Seat | null): TiefeTaschenEventView {
  if (!("seen" in event)) return clonePlain(event);
  const { seen, ...rest } = event;
  return { ...rest, card: knows(seen, viewer) ? rest.card : HIDDEN } as TiefeTaschenEventView;
}

/**
 * What a seat (or `null`, a spectator) may see; once the game is over, the table is open: every
 * private stack (the score is its sum), every bribe card and every chosen action card.
 */
export function viewFor(s: TiefeTaschenState, viewer: Seat | null): TiefeTaschenView {
  const open = s.phase === "over";
  return {
    viewer,
    players: s.players,
    options: { ...s.options },
    phase: s.phase,
    period: s.period,
    president: s.president,
    active: s.active.slice(),
    treasuryCount: s.treasury.length,
    bankruptcyShown: s.bankruptcyShown.slice(),
    bankrupt: s.bankrupt,
    pool: s.pool.slice(),
    assignedTo: s.assignedTo.slice(),
    takeBacks: s.takeBacks,
    money: s.money.map((stack, owner) =>
      open || owner === viewer ? stack.slice() : stack.map(() => HIDDEN),
    ),
    knownMoney: s.money.map((stack, owner) =>
      open || owner === viewer
        ? []
        : stack.filter((card) => knows(s.seen[card] as number, viewer)).sort((a, b) => a - b),
    ),
    hasCard: s.chosen.map((card) => card !== null),
    chosen: s.chosen.map((card, owner) => (open || owner === viewer ? card : null)),
    investigator: s.investigator.slice(),
    bribes: s.bribes.map((pair) =>
      pair.map((bribe) =>
        bribe === null
          ? null
          : {
              target: bribe.target,
              demand: bribe.demand,
              faceUp: bribe.faceUp,
              card: open || knows(s.seen[bribe.card] as number, viewer) ? bribe.card : HIDDEN,
            },
      ),
    ),
    pending: s.pending === null ? null : { ...s.pending },
    done: s.done.slice(),
    changes: s.changes,
    limit: s.limit,
    orderTurn: s.orderTurn,
    touched: { ...s.touched },
    finalChosen: s.finalChosen.slice(),
    endReason: s.endReason,
    events: s.events.map((event) => redactEvent(event, viewer)),
  };
}
