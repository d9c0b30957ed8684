/**
 * Tiefe Taschen for a frontend: money and action cards as faces, bribe demands, the distribution's
 * running totals and whose step it is, in the game's words, all read from a view.
 */
import {
  CARD_BACK,
  type CardFace,
  type CardView,
  HIDDEN,
  type Seat,
  type TurnSummary,
} from "../../core/index.js";
import { cardValue, copiesPerValue, moneyCount } from "./catalog.js";
import { toAct } from "./legal.js";
import type {
  ActionCard,
  Demand,
  Edition,
  Phase,
  TiefeTaschenState,
  TiefeTaschenView,
  Token,
} from "./types.js";

const ACTION_CARD_NAMES: Readonly<Record<ActionCard, string>> = {
  agree: "Agree",
  reject: "Reject",
  treasury: "Take from treasury",
  blackmail: "Blackmail",
  avert: "Avert blackmail",
};

const DEMAND_NAMES: Readonly<Record<Demand, string>> = {
  agree: "Agree",
  "not-agree": "Not agree",
  reject: "Reject",
  "not-reject": "Not reject",
};

const TOKEN_NAMES: Readonly<Record<Token, string>> = {
  agree: "Agree/Not agree token",
  reject: "Reject/Not reject token",
};

/** Money in the game's unit ("3 Mio"). */
export function moneyLabel(mio: number): string {
  return `${mio} Mio`;
}

/** The name of an action card ("Take from treasury"). */
export function actionCardName(card: ActionCard): string {
  return ACTION_CARD_NAMES[card] ?? String(card);
}

/** What a bribe token's side demands ("Not agree"). */
export function demandName(demand: Demand): string {
  return DEMAND_NAMES[demand];
}

/** A bribe token's name ("Agree/Not agree token"). */
export function tokenName(token: Token): string {
  return TOKEN_NAMES[token];
}

/** A money card's face ("3 Mio", the bankruptcy card, or a back); ids follow the edition. */
export function moneyCardFace(card: CardView, edition: Edition = "2016"): CardFace {
  if (card === HIDDEN) return CARD_BACK;
  if (card >= moneyCount(edition)) return { name: "Bankruptcy", kind: "bankruptcy", hidden: false };
  const value = cardValue(card, copiesPerValue(edition));
  return { name: moneyLabel(value), kind: "money", hidden: false, value };
}

/** An action card lying in front of a seat: its face for its owner, a back for the others. */
export function actionCardFace(card: ActionCard | null): CardFace {
  return card === null ? CARD_BACK : { name: actionCardName(card), kind: "action", hidden: false };
}

/** The sum in Mio of the money cards the view shows (hidden cards count nothing). */
export function moneyTotal(cards: readonly CardView[], edition: Edition = "2016"): number {
  let sum = 0;
  for (const card of cards) sum += moneyCardFace(card, edition).value ?? 0;
  return sum;
}

/** The distribution so far: per seat, the Mio the president has given it, and the Mio still unassigned. */
export function distributionTotals(view: TiefeTaschenView): { perSeat: number[]; unassigned: number } {
  const perSeat = Array.from({ length: view.players }, () => 0);
  let unassigned = 0;
  view.pool.forEach((card, index) => {
    const value = moneyCardFace(card, view.options.edition).value ?? 0;
    const to = view.assignedTo[index];
    if (to === null || to === undefined) unassigned += value;
    else perSeat[to] = (perSeat[to] ?? 0) + value;
  });
  return { perSeat, unassigned };
}

const STEPS: Readonly<Record<Phase, string>> = {
  distribute: "the president shares out the money",
  negotiate: "negotiate: bribes, investigators and action cards",
  ordered: "negotiate in turn order",
  "final-choice": "make the final choice of action card",
  over: "game over",
};

/** Whose step it is and what it is, in words. */
export function turnSummary(view: TiefeTaschenView): TurnSummary {
  // Whose move it is follows from public fields only, which a view carries unchanged.
  const seats = toAct(view as unknown as TiefeTaschenState);
  if (view.pending) return { seats, step: "choose the money card for the bribe" };
  const step =
    view.phase === "negotiate"
      ? `${STEPS.negotiate} (${view.changes} of ${view.limit} changes)`
      : STEPS[view.phase];
  return { seats, step };
}

/** The seats that hold a role this period ("president", "resigned"), for labels on the table. */
export function seatRoles(view: TiefeTaschenView, seat: Seat): string[] {
  const roles: string[] = [];
  if (seat === view.president) roles.push("president");
  if (!view.active[seat]) roles.push("resigned");
  if (view.done[seat] && view.phase === "negotiate") roles.push("done");
  return roles;
}
