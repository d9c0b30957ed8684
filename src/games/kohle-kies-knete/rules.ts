/**
 * The game's rule validation: turns the rule code of `actionProblem` into a `RuleError` with a
 * readable message, and explains why a seat outside `toAct` may not act.
 */
import { RuleError, type Seat } from "../../core/index.js";
import { actionProblem } from "./checks.js";
import type { KkkAction, KkkState, RuleCode } from "./types.js";

const MESSAGES: Record<RuleCode, string> = {
  "wrong-phase": "this action is not possible at this point of the game",
  "no-such-space": "the board has no such space",
  "already-rolled": "you have already rolled this turn: open the deal or draw",
  "roll-first": "you may draw only after rolling the die",
  "failed-boss-cannot-draw": "the Boss of a failed deal may neither roll nor draw: the turn has passed on",
  "card-not-in-hand": "you do not hold the card(s) this needs",
  "wrong-card-kind": "that card is not of the kind this action plays",
  "card-not-held": "you may offer only your own Investors and the Clan cards on your own table",
  "boss-only": "only the Boss may do this",
  "boss-cannot-offer": "the Boss's own cards count without an offer",
  "boss-cannot-pass": "the Boss does not pass: close the deal or give up",
  "already-boss": "you are already the Boss",
  "no-offer": "there is no open offer",
  "offer-accepted": "an accepted offer binds and cannot be changed",
  "card-already-offered": "that card is already part of your offer",
  "card-not-offered": "that card is not part of your offer",
  "investor-travelling": "a travelling Investor is out of this deal",
  "price-out-of-range": "the price must be between 0 and the deal's payout",
  "price-unchanged": "the offer already has that price",
  "beyond-payout": "accepting would promise more than the deal pays out",
  "travel-wrong-family": "a family Travel card only goes on a card of its own family",
  "no-such-target": "there is no such card on the table",
  "investor-in-pool": "an Investor in the open pool takes no part in the deal",
  "already-travelling": "that Investor is already travelling",
  "clan-not-recruitable": "Clan cards cannot be recruited, only Investors",
  "own-investor": "you already hold that Investor",
  "pool-first": "the Investors in the open pool must be recruited first",
  "no-stop-window": "a Stop may only answer a Travel, Recruitment or Boss card",
  "stop-against-stop": "a Stop cannot be stopped",
  "window-open": "a Stop window is open: only stop or allow",
  "already-passed": "you have passed since the last change: wait until something changes",
  "negotiation-limit": "the negotiation limit is reached: you may only pass",
  "requirements-unmet": "the cards at your disposal do not meet the space's requirements",
  "not-all-passed": "every other player must pass since the last change before the close",
  "not-picking": "name cards only after closing with choose: true",
  "card-not-usable": "that card is not at your disposal or its family is not needed any more",
};

/** The game's checks as a `RuleError` (or undefined when legal); never throws. */
export function rules(s: KkkState, a: KkkAction): RuleError<RuleCode> | undefined {
  const code = actionProblem(s, a);
  return code === null ? undefined : new RuleError<RuleCode>(code, `${a.type}: ${MESSAGES[code]}`);
}

/**
 * A more specific refusal than "not-your-turn": the Boss of the deal that just failed may not roll or
 * draw, and a seat that has passed in a negotiation waits for the next change.
 */
export function explainNotToAct(s: KkkState, player: Seat): RuleError<RuleCode> | undefined {
  if (s.phase === "deal" && !s.window && !s.deal?.picking && s.deal?.passed[player]) {
    return new RuleError<RuleCode>("already-passed", MESSAGES["already-passed"]);
  }
  if (s.phase === "turn" && s.failedBoss === player) {
    return new RuleError<RuleCode>(
      "failed-boss-cannot-draw",
      `${MESSAGES["failed-boss-cannot-draw"]} (it is seat ${s.turn}'s turn)`,
    );
  }
  return undefined;
}
