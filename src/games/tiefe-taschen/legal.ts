/**
 * Legal actions: exactly what `validate` accepts for a seat, kept small by splitting a bribe into
 * "token to whom" and then "which money value".
 */
import type { Seat } from "../../core/index.js";
import { cardValue, TOKEN_DEMANDS } from "./catalog.js";
import { ACTION_CARDS, type TiefeTaschenAction, type TiefeTaschenState, TOKENS } from "./types.js";

/** The seats that may act now; `[]` once the game is over. */
export function toAct(s: TiefeTaschenState): Seat[] {
  if (s.pending !== null) return [s.pending.player];
  switch (s.phase) {
    case "distribute":
      return [s.president];
    case "ordered":
      return [s.orderTurn as Seat];
    case "negotiate":
    case "final-choice": {
      const seats: Seat[] = [];
      for (let p = 0; p < s.players; p++) {
        if (s.active[p] && !(s.phase === "final-choice" && s.finalChosen[p])) seats.push(p);
      }
      return seats;
    }
    default:
      return [];
  }
}

function distributionActions(s: TiefeTaschenState, player: Seat, out: TiefeTaschenAction[]): void {
  let complete = true;
  s.pool.forEach((card, index) => {
    if (s.assignedTo[index] === null) {
      complete = false;
      for (let to = 0; to < s.players; to++) if (s.active[to]) out.push({ type: "assign", player, card, to });
    } else if (s.takeBacks < s.pool.length) {
      out.push({ type: "unassign", player, card });
    }
  });
  if (complete) out.push({ type: "confirmDistribution", player });
}

function tableActions(s: TiefeTaschenState, player: Seat, out: TiefeTaschenAction[]): void {
  const ordered = s.phase === "ordered";
  const current = s.investigator[player];
  if (!ordered || !s.touched.investigator) {
    for (let target = 0; target < s.players; target++) {
      if (target !== player && s.active[target] && target !== current) {
        out.push({ type: "placeInvestigator", player, target });
      }
    }
    if (current !== null) out.push({ type: "withdrawInvestigator", player });
  }
  const hasMoney = s.money[player]!.length > 0;
  for (let index = 0; index < 2; index++) {
    const token = TOKENS[index]!;
    if (ordered && s.touched[token]) continue;
    const bribe = s.bribes[player]![index];
    for (const demand of TOKEN_DEMANDS[index]!) {
      for (let target = 0; target < s.players; target++) {
        if (target === player || !s.active[target]) continue;
        if (bribe) {
          if (bribe.target !== target || bribe.demand !== demand) {
            out.push({ type: "moveBribe", player, token, demand, target });
          }
        } else if (hasMoney) {
          out.push({ type: "bribe", player, demand, target, faceUp: false });
          out.push({ type: "bribe", player, demand, target, faceUp: true });
        }
      }
    }
    if (bribe) out.push({ type: "withdrawBribe", player, token });
  }
  for (let briber = 0; briber < s.players; briber++) {
    const pair = s.bribes[briber]!;
    for (let index = 0; index < 2; index++) {
      const bribe = pair[index];
      if (bribe && bribe.target === player && !bribe.faceUp) {
        out.push({ type: "revealBribe", player, briber, token: TOKENS[index]! });
      }
    }
  }
}

function cardActions(s: TiefeTaschenState, player: Seat, out: TiefeTaschenAction[]): void {
  for (const card of ACTION_CARDS) {
    if (card === "reject" && player === s.president) continue;
    if (s.phase === "negotiate" && s.chosen[player] === card) continue;
    out.push({ type: "chooseCard", player, card });
  }
}

/** Exactly the actions `validate` accepts from this seat now. */
export function legalActions(s: TiefeTaschenState, player: Seat): TiefeTaschenAction[] {
  const seats = toAct(s);
  if (!seats.includes(player)) return [];
  const out: TiefeTaschenAction[] = [];
  if (s.pending !== null) {
    const values = [false, false, false, false, false, false];
    for (const card of s.money[player]!) values[cardValue(card, s.cardsPerValue)] = true;
    for (let value = 1; value <= 5; value++)
      if (values[value]) out.push({ type: "bribeMoney", player, value });
    return out;
  }
  switch (s.phase) {
    case "distribute":
      distributionActions(s, player, out);
      break;
    case "negotiate":
      cardActions(s, player, out);
      tableActions(s, player, out);
      if (s.chosen[player] !== null && !s.done[player]) out.push({ type: "done", player });
      break;
    case "ordered":
      tableActions(s, player, out);
      out.push({ type: "pass", player });
      break;
    case "final-choice":
      cardActions(s, player, out);
      break;
    default:
      break;
  }
  return out;
}
