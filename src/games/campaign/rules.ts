/**
 * The game's own checks of a well-formed action from the seat that may act (the core has already
 * checked the shape and the turn). Pure: never mutates, never throws.
 */
import { RuleError, type Seat } from "../../core/index.js";
import type { CampaignAction, CampaignRuleCode, Propose } from "./actions.js";
import { DEAL_PRICE, GROUPS, MAJORITY } from "./data.js";
import {
  excludedFromGovernment,
  FIRST_TAKE_PRICE,
  holderOf,
  presidentOf,
  purchaseCost,
  tokensAvailable,
  vetoBlocker,
} from "./predicates.js";
import { currentStep, type Step } from "./steps.js";
import type { AuctionState, CampaignState } from "./types.js";

/** A refusal as plain data; building a RuleError (with its stack) is left to `validate`. */
export interface Problem {
  readonly code: CampaignRuleCode;
  readonly message: string;
}

const err = (code: CampaignRuleCode, message: string): Problem => ({ code, message });

/** The game's rule check for `validate`: the refusal as a RuleError, or `undefined`. */
export function rules(s: CampaignState, a: CampaignAction): RuleError<CampaignRuleCode> | undefined {
  const problem = checkAction(s, a);
  return problem && new RuleError<CampaignRuleCode>(problem.code, problem.message);
}

/** The step each action type belongs to (several for `done`). */
const STEPS: Readonly<Record<CampaignAction["type"], readonly Step[]>> = {
  bid: ["bid"],
  propose: ["formation-turn"],
  answer: ["answer"],
  release: ["formation-turn"],
  pass: ["formation-turn"],
  capture: ["choose-capture"],
  cross: ["choose-cross"],
  skip: ["choose-capture", "choose-cross"],
  "pay-deal": ["deal"],
  "return-group": ["deal"],
  "no-deal": ["deal"],
  spend: ["stake"],
  commit: ["stake"],
  interfere: ["interfere"],
  lower: ["lower"],
  done: ["stake", "interfere", "lower"],
  veto: ["veto"],
  allow: ["veto"],
  pardon: ["pardon"],
  "accept-loss": ["pardon"],
};

/** Why the action is against the rules now, or `undefined` when it is legal. */
export function checkAction(s: CampaignState, a: CampaignAction): Problem | undefined {
  const step = currentStep(s);
  // A veto outside its step gets the precise reason (wrong seat, used, lost, 2 players, own attempt).
  if (a.type === "veto") {
    const blocker = vetoBlocker(s, a.player);
    if (blocker) return err(blocker, vetoMessage(blocker));
  }
  if (!STEPS[a.type].includes(step))
    return err("wrong-step", `"${a.type}" is not possible now (waiting for: ${step})`);
  const money = s.treasury[a.player] as number;
  switch (a.type) {
    case "bid":
      return checkBid(s, a.player, a.count);
    case "propose":
      return checkProposal(s, a);
    case "release":
      return a.count > (s.seats[a.player] as number)
        ? err("not-enough-seats", `you hold ${s.seats[a.player]} seat(s), cannot release ${a.count}`)
        : undefined;
    case "capture":
      return checkCapture(s, a.player, a.group);
    case "cross":
      return checkCross(s, a.player, a.target);
    case "pay-deal":
      if (presidentOf(s) !== a.player)
        return err("not-president", "only the president can buy a backroom deal");
      return money < DEAL_PRICE
        ? err("cannot-afford", `a backroom deal costs $${DEAL_PRICE}, you have $${money}`)
        : undefined;
    case "return-group":
      return heldBy(s, a.player, a.group);
    case "spend":
    case "lower":
      return a.amount > money ? err("cannot-afford", `you have $${money}, not $${a.amount}`) : undefined;
    case "commit": {
      const attempt = s.turn?.attempt;
      if (attempt?.kind !== "capture")
        return err("influence-on-crossing", "influence only counts on captures");
      if (attempt.committed.includes(a.group)) {
        return err("influence-already-committed", `${GROUPS[a.group]?.name} is already committed`);
      }
      return heldBy(s, a.player, a.group);
    }
    case "interfere": {
      if (a.amount > money) return err("cannot-afford", `you have $${money}, not $${a.amount}`);
      const side = s.turn?.attempt?.sides[a.player] ?? 0;
      if (side !== 0 && side !== (a.against ? -1 : 1)) {
        return err(
          "interference-side-fixed",
          `you already paid ${side > 0 ? "for" : "against"} this attempt`,
        );
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

function vetoMessage(code: NonNullable<ReturnType<typeof vetoBlocker>>): string {
  switch (code) {
    case "veto-two-players":
      return "there is no presidential veto with two players";
    case "veto-not-president":
      return "only the president may veto";
    case "veto-already-used":
      return "the veto was already used this term";
    case "veto-lost":
      return "the Embarrassing gaffe used up the veto for this term";
    case "veto-own-attempt":
      return "the president cannot veto their own attempt";
  }
}

/** Checks a bidding turn of `count` tokens. */
export function checkBid(s: CampaignState, seat: Seat, count: number): Problem | undefined {
  const auction = s.auction as AuctionState;
  const available = tokensAvailable(auction, seat);
  if (count > available)
    return err("not-enough-tokens", `only ${available} token(s) can be bought, not ${count}`);
  if (count === 0) return undefined;
  const cost =
    purchaseCost(auction, seat, count, s.options.tokenPrice, FIRST_TAKE_PRICE) ?? Number.POSITIVE_INFINITY;
  const money = s.treasury[seat] as number;
  return cost > money
    ? err("cannot-afford", `${count} token(s) cost $${cost}, you have $${money}`)
    : undefined;
}

function checkProposal(s: CampaignState, a: Propose): Problem | undefined {
  let total = 0;
  for (let i = 0; i < a.members.length; i++) {
    const member = a.members[i] as number;
    if (member >= s.players) return err("member-excluded", `seat ${member} is not in this game`);
    if (i > 0 && member <= (a.members[i - 1] as number)) {
      return err("members-not-ascending", "list the members once each, in ascending seat order");
    }
    if (excludedFromGovernment(s, member))
      return err("member-excluded", `seat ${member} is excluded by *gate`);
    total += s.seats[member] as number;
  }
  if (!a.members.includes(a.player))
    return err("proposer-not-member", "a coalition proposal must include yourself");
  if (total < MAJORITY)
    return err("coalition-too-small", `the members hold ${total} seats; a coalition needs ${MAJORITY}`);
  return undefined;
}

function checkCapture(s: CampaignState, seat: Seat, group: number): Problem | undefined {
  if (s.groupRow.includes(group)) return undefined;
  const holder = holderOf(s, group);
  if (holder === seat) return err("group-own", `you already hold ${GROUPS[group]?.name}`);
  if (holder === null) return err("group-not-available", `${GROUPS[group]?.name} is not face up nor held`);
  if (!s.options.groupRaids) return err("raids-disabled", "groups held by other players cannot be captured");
  return undefined;
}

function checkCross(s: CampaignState, seat: Seat, target: Seat): Problem | undefined {
  if (target === seat) return err("cross-self", "you cannot take a seat from yourself");
  if (s.ideology[target] === "anarchists")
    return err("anarchists-immune", "the Anarchists are immune to floor crossings");
  if ((s.seats[target] as number) === 0) return err("target-no-seats", `seat ${target} holds no seat`);
  return undefined;
}

function heldBy(s: CampaignState, seat: Seat, group: number): Problem | undefined {
  return (s.groups[seat] as number[]).includes(group)
    ? undefined
    : err("group-not-held", `you do not hold ${GROUPS[group]?.name ?? `group ${group}`}`);
}

/** A precise reason for a seat that may not act now (interference already given, deal made, …). */
export function explainNotToAct(s: CampaignState, seat: Seat): RuleError<CampaignRuleCode> | undefined {
  const problem = notToActProblem(s, seat);
  return problem && new RuleError<CampaignRuleCode>(problem.code, problem.message);
}

function notToActProblem(s: CampaignState, seat: Seat): Problem | undefined {
  const turn = s.turn;
  if (s.phase !== "turn" || !turn || seat === turn.active) return undefined;
  const attempt = turn.attempt;
  if (attempt?.dealt) return err("attempt-dealt", "a backroom deal was made: nobody else may interfere");
  if (attempt?.step === "veto")
    return err("veto-not-president", "only the president may act now (veto or allow)");
  if (attempt?.step === "interfere" && before(s, turn.active, seat, attempt.interferer)) {
    return err("already-interfered", "you already had your interference turn on this attempt");
  }
  if (turn.seatLoss && before(s, turn.active, seat, turn.seatLoss.lowerer)) {
    return err("already-interfered", "you already had your turn to lower this threshold");
  }
  return undefined;
}

// True when `seat` comes strictly before `current` going clockwise from `start`.
function before(s: CampaignState, start: Seat, seat: Seat, current: Seat): boolean {
  const distance = (x: Seat) => (x - start + s.players) % s.players;
  return distance(seat) < distance(current);
}
