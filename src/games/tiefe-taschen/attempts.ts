/**
 * One representative attempt of each kind of action the current step names, for
 * `unavailableActions`: the attempt a player would most plausibly make, so that the game's own
 * validation says why that kind is not offered.
 */
import type { Seat } from "../../core/index.js";
import { cardValue, TOKEN_DEMANDS, tokenIndex } from "./catalog.js";
import {
  ACTION_CARDS,
  type Demand,
  type TiefeTaschenAction,
  type TiefeTaschenState,
  TOKENS,
  type Token,
} from "./types.js";

/** The other active seats, then the resigned ones (a plausible target comes first). */
function targets(s: TiefeTaschenState, player: Seat): Seat[] {
  const others = Array.from({ length: s.players }, (_, seat) => seat).filter((seat) => seat !== player);
  return [...others.filter((seat) => s.active[seat]), ...others.filter((seat) => !s.active[seat])];
}

function distributionAttempts(s: TiefeTaschenState, player: Seat): TiefeTaschenAction[] {
  const open = s.pool.find((_, index) => s.assignedTo[index] === null) ?? s.pool[0] ?? 0;
  const given = s.pool.find((_, index) => s.assignedTo[index] !== null) ?? s.pool[0] ?? 0;
  const to = Array.from({ length: s.players }, (_, seat) => seat).find((seat) => s.active[seat]) ?? player;
  return [
    { type: "assign", player, card: open, to },
    { type: "unassign", player, card: given },
    { type: "confirmDistribution", player },
  ];
}

function chooseAttempt(s: TiefeTaschenState, player: Seat): TiefeTaschenAction {
  const card =
    ACTION_CARDS.find((c) => !(c === "reject" && player === s.president) && c !== s.chosen[player]) ??
    "agree";
  return { type: "chooseCard", player, card };
}

/** The bribe attempts: a free token's bribe, and a move and a withdrawal of a placed token. */
function bribeAttempts(s: TiefeTaschenState, player: Seat, target: Seat): TiefeTaschenAction[] {
  const pair = s.bribes[player] ?? [];
  const free = TOKENS.find((token) => !pair[tokenIndex(token)]) ?? "agree";
  const placed: Token = TOKENS.find((token) => pair[tokenIndex(token)]) ?? "agree";
  const bribe = pair[tokenIndex(placed)];
  const moveTarget = targets(s, player).find((seat) => seat !== bribe?.target) ?? target;
  const [first, second] = TOKEN_DEMANDS[tokenIndex(placed)] as readonly [Demand, Demand];
  // A move changes the target where it can, else the demand.
  const demand =
    moveTarget !== bribe?.target ? (bribe?.demand ?? first) : bribe?.demand === first ? second : first;
  return [
    {
      type: "bribe",
      player,
      demand: (TOKEN_DEMANDS[tokenIndex(free)] as readonly [Demand, Demand])[0],
      target,
      faceUp: false,
    },
    { type: "moveBribe", player, token: placed, demand, target: moveTarget },
    { type: "withdrawBribe", player, token: placed },
  ];
}

function revealAttempt(s: TiefeTaschenState, player: Seat, target: Seat): TiefeTaschenAction {
  for (let briber = 0; briber < s.players; briber++) {
    for (const token of TOKENS) {
      const bribe = s.bribes[briber]?.[tokenIndex(token)];
      if (bribe && bribe.target === player && !bribe.faceUp)
        return { type: "revealBribe", player, briber, token };
    }
  }
  return { type: "revealBribe", player, briber: target, token: "agree" };
}

function tableAttempts(s: TiefeTaschenState, player: Seat): TiefeTaschenAction[] {
  const target =
    targets(s, player).find((seat) => seat !== s.investigator[player]) ?? targets(s, player)[0] ?? 0;
  return [
    { type: "placeInvestigator", player, target },
    { type: "withdrawInvestigator", player },
    ...bribeAttempts(s, player, targets(s, player)[0] ?? 0),
    revealAttempt(s, player, targets(s, player)[0] ?? 0),
  ];
}

/** One attempt of each kind of action the current step names for `player` (legal or not). */
export function attempts(s: TiefeTaschenState, player: Seat): TiefeTaschenAction[] {
  if (s.phase === "over") return [];
  if (s.pending !== null) {
    const held = (s.money[player] ?? []).map((card) => cardValue(card, s.cardsPerValue));
    return [{ type: "bribeMoney", player, value: held.length > 0 ? Math.min(...held) : 1 }];
  }
  switch (s.phase) {
    case "distribute":
      return distributionAttempts(s, player);
    case "negotiate":
      return [chooseAttempt(s, player), ...tableAttempts(s, player), { type: "done", player }];
    case "ordered":
      return [...tableAttempts(s, player), { type: "pass", player }];
    case "final-choice":
      return [chooseAttempt(s, player)];
  }
}
