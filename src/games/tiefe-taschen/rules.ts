/**
 * The game's own checks of a well-formed action from a seat in `toAct` (the core's envelope has
 * already checked shape, seat range and turn). Pure: never mutates, never throws.
 */
import { RuleError, type Seat } from "../../core/index.js";
import { cardValue, tokenIndex, tokenOf } from "./catalog.js";
import type { RuleCode } from "./codes.js";
import type { Bribe, TiefeTaschenAction, TiefeTaschenState, Token } from "./types.js";

const fail = (code: RuleCode, message: string): RuleError<RuleCode> => new RuleError(code, message);

/** Action types allowed in each phase (besides `bribeMoney`, which only follows `bribe`). */
const PHASE_ACTIONS: Readonly<Record<string, readonly TiefeTaschenAction["type"][]>> = {
  distribute: ["assign", "unassign", "confirmDistribution"],
  negotiate: [
    "chooseCard",
    "placeInvestigator",
    "withdrawInvestigator",
    "bribe",
    "moveBribe",
    "withdrawBribe",
    "revealBribe",
    "done",
  ],
  ordered: [
    "placeInvestigator",
    "withdrawInvestigator",
    "bribe",
    "moveBribe",
    "withdrawBribe",
    "revealBribe",
    "pass",
  ],
  "final-choice": ["chooseCard"],
  over: [],
};

/** Whether a player holds a private card of this value. */
export function holdsValue(s: TiefeTaschenState, player: Seat, value: number): boolean {
  for (const card of s.money[player]!) if (cardValue(card, s.cardsPerValue) === value) return true;
  return false;
}

/** A bribe token of a player, or `null` when it is in their supply. */
export function bribeOf(s: TiefeTaschenState, player: Seat, token: Token): Bribe | null {
  return s.bribes[player]![tokenIndex(token)] ?? null;
}

/** Why `target` cannot receive an investigator or a bribe of `player`, if it cannot. */
export function targetProblem(s: TiefeTaschenState, player: Seat, target: Seat): RuleError | undefined {
  if (target === player) return fail("target-self", "you cannot target yourself");
  if (!s.active[target]) return fail("target-resigned", `seat ${target} has resigned this period`);
  return undefined;
}

function touchedProblem(s: TiefeTaschenState, item: "investigator" | Token): RuleError | undefined {
  if (s.phase !== "ordered" || !s.touched[item]) return undefined;
  return item === "investigator"
    ? fail("investigator-already-touched", "your investigator has already moved in this turn")
    : fail("token-already-touched", `your ${item} token has already been used in this turn`);
}

function distributionRules(s: TiefeTaschenState, a: TiefeTaschenAction): RuleError | undefined {
  if (a.type === "assign" || a.type === "unassign") {
    const index = s.pool.indexOf(a.card);
    if (index < 0) return fail("card-not-in-pool", `card ${a.card} is not in this period's money`);
    const holder = s.assignedTo[index];
    if (a.type === "unassign") {
      if (holder === null) return fail("card-not-assigned", `card ${a.card} is not assigned`);
      if (s.takeBacks >= s.pool.length) {
        return fail("take-back-limit", `at most ${s.pool.length} take-backs per distribution`);
      }
      return undefined;
    }
    if (holder !== null)
      return fail("card-already-assigned", `card ${a.card} is already assigned to seat ${holder}`);
    if (!s.active[a.to])
      return fail("receiver-resigned", `seat ${a.to} has resigned and may receive nothing`);
    return undefined;
  }
  if (s.assignedTo.includes(null))
    return fail("distribution-incomplete", "every card must be assigned first");
  return undefined;
}

function negotiationRules(s: TiefeTaschenState, a: TiefeTaschenAction): RuleError | undefined {
  const p = a.player;
  switch (a.type) {
    case "chooseCard":
      if (a.card === "reject" && p === s.president)
        return fail("reject-by-president", "the president may not reject");
      if (s.phase === "negotiate" && s.chosen[p] === a.card) {
        return fail("card-already-chosen", `${a.card} is already your chosen card`);
      }
      return undefined;
    case "placeInvestigator":
      if (s.investigator[p] === a.target) {
        return fail("investigator-already-there", `your investigator already stands before seat ${a.target}`);
      }
      return targetProblem(s, p, a.target) ?? touchedProblem(s, "investigator");
    case "withdrawInvestigator":
      if (s.investigator[p] === null)
        return fail("investigator-not-placed", "your investigator is not placed");
      return touchedProblem(s, "investigator");
    case "bribe": {
      const token = tokenOf(a.demand);
      if (bribeOf(s, p, token) !== null) {
        return fail("token-in-use", `your ${token} token already lies with a card; move or withdraw it`);
      }
      if (s.money[p]!.length === 0) return fail("no-money", "you have no private money to bribe with");
      return targetProblem(s, p, a.target) ?? touchedProblem(s, token);
    }
    case "moveBribe": {
      const bribe = bribeOf(s, p, a.token);
      if (bribe === null) return fail("token-not-placed", `your ${a.token} token is not placed`);
      if (tokenOf(a.demand) !== a.token) {
        return fail("demand-not-on-token", `the ${a.token} token cannot show "${a.demand}"`);
      }
      if (bribe.target === a.target && bribe.demand === a.demand)
        return fail("bribe-unchanged", "nothing would change");
      return targetProblem(s, p, a.target) ?? touchedProblem(s, a.token);
    }
    case "withdrawBribe":
      if (bribeOf(s, p, a.token) === null)
        return fail("token-not-placed", `your ${a.token} token is not placed`);
      return touchedProblem(s, a.token);
    case "revealBribe": {
      const bribe = bribeOf(s, a.briber, a.token);
      if (bribe === null || bribe.target !== p) {
        return fail("bribe-not-found", `no ${a.token} bribe of seat ${a.briber} lies in front of you`);
      }
      if (bribe.faceUp) return fail("bribe-already-face-up", "that bribe card is already face up");
      return undefined;
    }
    case "done":
      if (s.chosen[p] === null) return fail("no-card-chosen", "choose an action card first");
      if (s.done[p]) return fail("already-done", "you are already done");
      return undefined;
    default:
      return undefined;
  }
}

/** Checks an action against the rules of the current moment. */
export function checkRules(s: TiefeTaschenState, a: TiefeTaschenAction): RuleError | undefined {
  if (s.pending !== null) {
    if (a.type !== "bribeMoney")
      return fail("bribe-money-pending", "choose the money card of your bribe first");
    if (!holdsValue(s, a.player, a.value)) {
      return fail("card-not-held", `you hold no ${a.value} Mio card in your private money`);
    }
    return undefined;
  }
  if (!(PHASE_ACTIONS[s.phase] ?? []).includes(a.type)) {
    return fail("wrong-phase", `"${a.type}" is not possible in the ${s.phase} phase`);
  }
  if (s.phase === "distribute") return distributionRules(s, a);
  return negotiationRules(s, a);
}

/** A clearer reason than "not-your-turn" for a seat that may not act now. */
export function explainNotToAct(s: TiefeTaschenState, player: Seat): RuleError | undefined {
  if (s.phase === "over") return undefined;
  if (!s.active[player])
    return fail("player-resigned", `seat ${player} has resigned for the rest of this period`);
  if (s.pending !== null) {
    return fail("bribe-money-pending", `waiting for seat ${s.pending.player} to choose a bribe card`);
  }
  if (s.phase === "distribute")
    return fail("not-president", `only the president (seat ${s.president}) distributes`);
  if (s.phase === "ordered") return fail("not-your-order-turn", `it is seat ${s.orderTurn}'s turn to place`);
  if (s.phase === "final-choice" && s.finalChosen[player]) {
    return fail("card-already-final", "you have already made your final card choice");
  }
  return undefined;
}
