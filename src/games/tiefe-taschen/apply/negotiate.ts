/**
 * Phase 3: the negotiation, free (simultaneous, with `done` flags and a change limit) or in its
 * ordered form (investigators and bribes in turn, then a final hidden card choice).
 */
import { cardValue, tokenIndex, tokenOf } from "../catalog.js";
import { EVERYONE, forgetStack, seatBit } from "../knowledge.js";
import type {
  BribeAction,
  BribeMoney,
  ChooseCard,
  Done,
  MoveBribe,
  Pass,
  PlaceInvestigator,
  RevealBribe,
  TiefeTaschenState,
  Token,
  WithdrawBribe,
  WithdrawInvestigator,
} from "../types.js";
import { nextActive, noteChange } from "./period.js";
import { resolve } from "./resolve.js";

/** In the free form a move is a change (clearing `done`); in the ordered form it uses up the item's turn. */
function changed(s: TiefeTaschenState, item: "investigator" | Token): void {
  if (s.phase === "ordered") s.touched[item] = true;
  else noteChange(s);
}

function everyoneDone(s: TiefeTaschenState): boolean {
  for (let p = 0; p < s.players; p++) if (s.active[p] && (!s.done[p] || s.chosen[p] === null)) return false;
  return true;
}

function everyoneChoseFinally(s: TiefeTaschenState): boolean {
  for (let p = 0; p < s.players; p++) if (s.active[p] && !s.finalChosen[p]) return false;
  return true;
}

/** Chooses or changes the face-down card; in the final choice of the ordered form, fixes it. */
export function applyChooseCard(s: TiefeTaschenState, a: ChooseCard): void {
  s.chosen[a.player] = a.card;
  if (s.phase === "final-choice") {
    s.finalChosen[a.player] = true;
    s.events.push({ type: "final-choice", player: a.player, card: a.card, seen: seatBit(a.player) });
    if (everyoneChoseFinally(s)) resolve(s);
    return;
  }
  s.events.push({ type: "card-chosen", player: a.player, card: a.card, seen: seatBit(a.player) });
  noteChange(s);
}

/** Places or moves the investigator. */
export function applyPlaceInvestigator(s: TiefeTaschenState, a: PlaceInvestigator): void {
  s.investigator[a.player] = a.target;
  s.events.push({ type: "investigator-placed", player: a.player, target: a.target });
  changed(s, "investigator");
}

/** Takes the investigator back. */
export function applyWithdrawInvestigator(s: TiefeTaschenState, a: WithdrawInvestigator): void {
  s.investigator[a.player] = null;
  s.events.push({ type: "investigator-withdrawn", player: a.player });
  changed(s, "investigator");
}

/** Puts a token on its way; the briber must pick the money card next. */
export function applyBribe(s: TiefeTaschenState, a: BribeAction): void {
  const token = tokenOf(a.demand);
  s.pending = { player: a.player, token, demand: a.demand, target: a.target, faceUp: a.faceUp };
  s.events.push({
    type: "bribe-started",
    player: a.player,
    token,
    demand: a.demand,
    target: a.target,
    faceUp: a.faceUp,
  });
}

/** Completes the pending bribe with the topmost private card of the chosen value. */
export function applyBribeMoney(s: TiefeTaschenState, a: BribeMoney): void {
  const pending = s.pending!;
  const stack = s.money[a.player]!;
  let index = stack.length - 1;
  while (cardValue(stack[index] as number, s.cardsPerValue) !== a.value) index--;
  const [card] = stack.splice(index, 1) as [number];
  const witnesses = seatBit(a.player) | seatBit(pending.target);
  if (pending.faceUp) {
    if (s.seen[card] !== EVERYONE) s.seen[card] = EVERYONE;
  } else {
    // Nobody else saw which card left: what they knew of this stack may now be wrong.
    forgetStack(s.seen, stack, witnesses);
    s.seen[card] = witnesses;
  }
  s.bribes[a.player]![tokenIndex(pending.token)] = {
    target: pending.target,
    demand: pending.demand,
    card,
    faceUp: pending.faceUp,
  };
  s.events.push({
    type: "bribe-placed",
    player: a.player,
    token: pending.token,
    demand: pending.demand,
    target: pending.target,
    faceUp: pending.faceUp,
    card,
    seen: s.seen[card] as number,
  });
  const token = pending.token;
  s.pending = null;
  changed(s, token);
}

/** Moves a placed bribe and/or turns its token; a face-down card is now also seen by the new target. */
export function applyMoveBribe(s: TiefeTaschenState, a: MoveBribe): void {
  const bribe = s.bribes[a.player]![tokenIndex(a.token)]!;
  bribe.target = a.target;
  bribe.demand = a.demand;
  const mask = s.seen[bribe.card] as number;
  if (!bribe.faceUp && (mask & seatBit(a.target)) === 0) s.seen[bribe.card] = mask | seatBit(a.target);
  s.events.push({
    type: "bribe-moved",
    player: a.player,
    token: a.token,
    demand: a.demand,
    target: a.target,
  });
  changed(s, a.token);
}

/** Takes a bribe back into private money. */
export function applyWithdrawBribe(s: TiefeTaschenState, a: WithdrawBribe): void {
  const pair = s.bribes[a.player]!;
  const index = tokenIndex(a.token);
  const card = pair[index]!.card;
  pair[index] = null;
  s.money[a.player]!.push(card);
  s.events.push({
    type: "bribe-withdrawn",
    player: a.player,
    token: a.token,
    card,
    seen: s.seen[card] as number,
  });
  changed(s, a.token);
}

/** The bribed player shows a face-down bribe card to everyone (not a change). */
export function applyRevealBribe(s: TiefeTaschenState, a: RevealBribe): void {
  const bribe = s.bribes[a.briber]![tokenIndex(a.token)]!;
  bribe.faceUp = true;
  s.seen[bribe.card] = EVERYONE;
  s.events.push({
    type: "bribe-revealed",
    player: a.player,
    briber: a.briber,
    token: a.token,
    card: bribe.card,
  });
}

/** Declares "no further change"; when every active player is done, the cards are revealed. */
export function applyDone(s: TiefeTaschenState, a: Done): void {
  s.done[a.player] = true;
  s.events.push({ type: "done", player: a.player });
  if (everyoneDone(s)) resolve(s);
}

/** Ends a turn of the ordered form; after the last player the final card choice begins. */
export function applyPass(s: TiefeTaschenState, a: Pass): void {
  s.events.push({ type: "passed", player: a.player });
  const next = nextActive(s, a.player);
  s.touched = { investigator: false, agree: false, reject: false };
  if (next === s.president) {
    s.phase = "final-choice";
    s.orderTurn = null;
    s.finalChosen.fill(false);
  } else {
    s.orderTurn = next;
  }
}
