/**
 * Tiefe Taschen (Fabian Zimmermann; 2015 prototype and 2016 Fobs edition): corrupt politicians
 * share out the treasury, bribe, blackmail and vote presidents out of office.
 */
import { bool, defineGame, type Game, int, literal, rankOutcome, seat } from "../../core/index.js";
import { mutate } from "./apply/index.js";
import { attempts } from "./attempts.js";
import { scoreBreakdown } from "./breakdown.js";
import { cardValue, MAX_CARD_ID } from "./catalog.js";
import { RULE_CODES } from "./codes.js";
import { determinize } from "./determinize.js";
import { invariants } from "./invariants.js";
import { legalActions, toAct } from "./legal.js";
import lengths from "./length.json" with { type: "json" };
import { reasonText, speak, text } from "./messages.js";
import { describeOptions } from "./option-form.js";
import { DEFAULT_OPTIONS, PLAYERS } from "./options.js";
import { checkRules, explainNotToAct } from "./rules.js";
import { setup } from "./setup.js";
import { describeAction, describeEvent, renderView } from "./text.js";
import {
  ACTION_CARDS,
  DEMANDS,
  type TiefeTaschenAction,
  type TiefeTaschenOptions,
  type TiefeTaschenState,
  type TiefeTaschenView,
  TOKENS,
} from "./types.js";
import { viewFor as viewForImpl } from "./view.js";

export { attempts } from "./attempts.js";
export { scoreBreakdown } from "./breakdown.js";
export { RULE_CODES, type RuleCode } from "./codes.js";
export { reasonText } from "./messages.js";
export { describeOptions } from "./option-form.js";
export { DEFAULT_OPTIONS } from "./options.js";
export {
  actionCardFace,
  actionCardName,
  demandName,
  distributionTotals,
  moneyCardFace,
  moneyLabel,
  moneyTotal,
  seatRoles,
  tokenName,
  turnSummary,
} from "./present.js";
export { describeAction, describeEvent, moneyCardName, renderView } from "./text.js";

/** Loads Tiefe Taschen's (and the shared interface's) texts in a language; English needs no loading. */
export const loadLocale = text.loadLocale;

/** The human text of a Tiefe Taschen rule error in the option's language (its own codes and the shared ones). */
export const errorText = text.errorText;
export * from "./types.js";

/** The game id. */
export const GAME_ID = "tiefe-taschen";

/** The sum of a player's private money in Mio. */
export function privateWealth(s: TiefeTaschenState, player: number): number {
  let total = 0;
  for (const card of s.money[player] ?? []) total += cardValue(card, s.cardsPerValue);
  return total;
}

/** The Tiefe Taschen rules engine (both editions through `options.edition`). */
export const tiefeTaschen: Game<
  TiefeTaschenState,
  TiefeTaschenAction,
  TiefeTaschenView,
  TiefeTaschenOptions
> = defineGame<TiefeTaschenState, TiefeTaschenAction, TiefeTaschenView, TiefeTaschenOptions>({
  id: GAME_ID,
  title: "Tiefe Taschen",
  version: "1",
  players: { ...PLAYERS },
  defaultOptions: DEFAULT_OPTIONS,
  ruleCodes: RULE_CODES,
  actionSchema: {
    assign: { card: int(0, MAX_CARD_ID), to: seat() },
    unassign: { card: int(0, MAX_CARD_ID) },
    confirmDistribution: {},
    chooseCard: { card: literal(...ACTION_CARDS) },
    placeInvestigator: { target: seat() },
    withdrawInvestigator: {},
    bribe: { demand: literal(...DEMANDS), target: seat(), faceUp: bool() },
    bribeMoney: { value: int(1, 5) },
    moveBribe: { token: literal(...TOKENS), demand: literal(...DEMANDS), target: seat() },
    withdrawBribe: { token: literal(...TOKENS) },
    revealBribe: { briber: seat(), token: literal(...TOKENS) },
    done: {},
    pass: {},
  },
  playerCount: (s) => s.players,
  setup,
  toAct,
  legalActions,
  rules: checkRules,
  explainNotToAct,
  mutate,
  applyByCopy: { constant: ["options"] },
  viewFor: viewForImpl,
  determinize,
  outcome(s) {
    if (s.phase !== "over") return undefined;
    const scores = s.money.map((_, p) => privateWealth(s, p));
    return rankOutcome(scores, s.endReason ?? "national bankruptcy");
  },
  invariants,
  describeAction,
  renderView,
  describeEvent: (event, view, options) => describeEvent(event, view?.options.edition, options),
  errorText: text.errorText,
  outcomeReason: reasonText,
  loadLocale: text.loadLocale,
  attempts,
  describeOptions,
  scoreBreakdown,
  oneLine: (options) => speak(options)("about.one-line"),
  lengths,
  replies: ["done", "pass"],
});
