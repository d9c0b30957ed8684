/**
 * Slush Fund (Steve Finn): bribe five politicians with money from a shared deck and a face-up slush
 * fund, while scandals, thieves, spies and transfers reshuffle the bribes. 2–4 players.
 */
import { defineGame, type Game, int, seat } from "../../core/index.js";
import { RULE_CODES, type SlushFundAction } from "./actions.js";
import { mutate } from "./apply/index.js";
import { attempts } from "./attempts.js";
import { scoreBreakdown } from "./breakdown.js";
import { determinize } from "./determinize.js";
import { invariants } from "./invariants.js";
import { legalActions } from "./legal.js";
import lengths from "./length.json" with { type: "json" };
import { reasonText, speak, text } from "./messages.js";
import { describeOptions } from "./option-form.js";
import { DEFAULT_OPTIONS, MAX_CARD_ID } from "./options.js";
import { catalogOf } from "./present.js";
import { rules } from "./rules.js";
import { outcomeOf } from "./scoring.js";
import { PLAYERS, setup } from "./setup.js";
import { describeAction, describeEvent, renderView } from "./text.js";
import type { SlushFundOptions, SlushFundState, SlushFundView } from "./types.js";
import { viewFor } from "./view.js";

export * from "./actions.js";
export { attempts } from "./attempts.js";
export { scoreBreakdown } from "./breakdown.js";
export { catalogFor, DEFAULT_DECK } from "./catalog.js";
export { reasonText } from "./messages.js";
export { describeOptions } from "./option-form.js";
export { DEFAULT_OPTIONS } from "./options.js";
export {
  type BribePileLabel,
  bribePile,
  cardFace,
  catalogOf,
  moneyLabel,
  politicianName,
  politicianValue,
  turnSummary,
} from "./present.js";
export { type PoliticianResult, type Scorable, scorePolitician, scoreTable } from "./scoring.js";
export { cardName, describeAction, describeEvent, renderView } from "./text.js";

/** Loads Slush Fund's (and the shared interface's) texts in a language; English needs no loading. */
export const loadLocale = text.loadLocale;

/** The human text of a Slush Fund rule error in the option's language (its own codes and the shared ones). */
export const errorText = text.errorText;
export * from "./types.js";

/** The game id. */
export const GAME_ID = "slush-fund";

const card = () => int(0, MAX_CARD_ID);
const politician = () => int(0, 4);

/** The Slush Fund rules engine. */
export const slushFund: Game<SlushFundState, SlushFundAction, SlushFundView, SlushFundOptions> = defineGame<
  SlushFundState,
  SlushFundAction,
  SlushFundView,
  SlushFundOptions
>({
  id: GAME_ID,
  title: "Slush Fund",
  version: "2",
  players: PLAYERS,
  defaultOptions: DEFAULT_OPTIONS,
  ruleCodes: RULE_CODES,
  actionSchema: {
    draw: {},
    take: { card: card() },
    stash: { card: card() },
    discard: { card: card() },
    bribe: { card: card(), politician: politician() },
    scandal: { card: card(), politician: politician() },
    thief: { card: card(), politician: politician(), victim: seat() },
    steal: { card: card() },
    spy: { card: card() },
    "move-scandal": { from: politician(), to: politician() },
    peek: { politician: politician(), victim: seat() },
    transfer: { card: card(), moved: card(), to: politician() },
  },
  playerCount: (s) => s.players,
  setup,
  toAct: (s) => (s.phase === "over" ? [] : [s.turn]),
  legalActions,
  rules,
  mutate,
  applyByCopy: { constant: ["options", "catalog"] },
  viewFor,
  determinize,
  outcome: outcomeOf,
  invariants,
  describeAction,
  renderView,
  describeEvent: (event, view, options) => describeEvent(event, catalogOf(view?.options.deck), options),
  errorText: text.errorText,
  outcomeReason: reasonText,
  loadLocale: text.loadLocale,
  attempts,
  describeOptions,
  scoreBreakdown,
  oneLine: (options) => speak(options)("about.one-line"),
  lengths,
});
