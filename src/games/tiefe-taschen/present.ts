/**
 * Tiefe Taschen for a frontend: money and action cards as faces, bribe demands, the distribution's
 * running totals and whose step it is, in the game's words, all read from a view.
 */
import {
  type CardFace,
  type CardView,
  cardBack,
  HIDDEN,
  type LocaleOption,
  type Seat,
  type TurnSummary,
} from "../../core/index.js";
import { cardValue, copiesPerValue, moneyCount } from "./catalog.js";
import { toAct } from "./legal.js";
import { speak } from "./messages.js";
import type {
  ActionCard,
  Demand,
  Edition,
  Phase,
  TiefeTaschenState,
  TiefeTaschenView,
  Token,
} from "./types.js";

const ACTION_CARD_KEYS = {
  agree: "card.agree",
  reject: "card.reject",
  treasury: "card.treasury",
  blackmail: "card.blackmail",
  avert: "card.avert",
} as const satisfies Record<ActionCard, string>;

const DEMAND_KEYS = {
  agree: "demand.agree",
  "not-agree": "demand.not-agree",
  reject: "demand.reject",
  "not-reject": "demand.not-reject",
} as const satisfies Record<Demand, string>;

const TOKEN_KEYS = { agree: "token.agree", reject: "token.reject" } as const satisfies Record<Token, string>;

/** Money in the game's unit ("3 Mio"), in the option's language. */
export function moneyLabel(mio: number, options?: LocaleOption): string {
  return speak(options)("money", { amount: mio });
}

/** The name of an action card ("Take from treasury"), in the option's language. */
export function actionCardName(card: ActionCard, options?: LocaleOption): string {
  const key = Object.hasOwn(ACTION_CARD_KEYS, card) ? ACTION_CARD_KEYS[card] : undefined;
  return key === undefined ? String(card) : speak(options)(key);
}

/** What a bribe token's side demands ("Not agree"), in the option's language. */
export function demandName(demand: Demand, options?: LocaleOption): string {
  return speak(options)(DEMAND_KEYS[demand]);
}

/** A bribe token's name ("Agree/Not agree token"), in the option's language. */
export function tokenName(token: Token, options?: LocaleOption): string {
  return speak(options)(TOKEN_KEYS[token]);
}

/** A money card's face ("3 Mio", the bankruptcy card, or a back); ids follow the edition. */
export function moneyCardFace(card: CardView, edition: Edition = "2016", options?: LocaleOption): CardFace {
  if (card === HIDDEN) return cardBack(options);
  if (card >= moneyCount(edition))
    return { name: speak(options)("face.bankruptcy"), kind: "bankruptcy", hidden: false };
  const value = cardValue(card, copiesPerValue(edition));
  return { name: moneyLabel(value, options), kind: "money", hidden: false, value };
}

/** An action card lying in front of a seat: its face for its owner, a back for the others. */
export function actionCardFace(card: ActionCard | null, options?: LocaleOption): CardFace {
  return card === null
    ? cardBack(options)
    : { name: actionCardName(card, options), kind: "action", hidden: false };
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

const STEP_KEYS = {
  distribute: "step.distribute",
  negotiate: "step.negotiate",
  ordered: "step.ordered",
  "final-choice": "step.final-choice",
  over: "step.over",
} as const satisfies Record<Phase, string>;

/** Whose step it is and what it is, in words (in the option's language). */
export function turnSummary(view: TiefeTaschenView, options?: LocaleOption): TurnSummary {
  // Whose move it is follows from public fields only, which a view carries unchanged.
  const seats = toAct(view as unknown as TiefeTaschenState);
  const say = speak(options);
  if (view.pending) return { seats, step: say("step.pending") };
  return { seats, step: say(STEP_KEYS[view.phase], { changes: view.changes, limit: view.limit }) };
}

/** The seats that hold a role this period ("president", "resigned"), for labels on the table, in the option's language. */
export function seatRoles(view: TiefeTaschenView, seat: Seat, options?: LocaleOption): string[] {
  const say = speak(options);
  const roles: string[] = [];
  if (seat === view.president) roles.push(say("role.president"));
  if (!view.active[seat]) roles.push(say("role.resigned"));
  if (view.done[seat] && view.phase === "negotiate") roles.push(say("role.done"));
  return roles;
}
