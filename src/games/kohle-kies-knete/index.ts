/**
 * Kohle, Kie$ & Knete (Sid Sackson, 1994; in English "I'm the Boss!"): deals are opened on a board
 * of investor requirements, and the Boss buys the missing investors with promises of the payout
 * while everyone else plays Travel, Recruitment, Boss and Stop cards. Most money wins.
 */
import {
  bool,
  defineGame,
  type Game,
  int,
  literal,
  type Outcome,
  rankOutcome,
  seat,
} from "../../core/index.js";
import { mutate } from "./apply/index.js";
import { attempts } from "./attempts.js";
import { scoreBreakdown } from "./breakdown.js";
import { DECK_SIZE } from "./catalog.js";
import { determinize } from "./determinize.js";
import { invariants } from "./invariants.js";
import { legalActions, toAct } from "./legal.js";
import lengths from "./length.json" with { type: "json" };
import { reasonText, speak, text } from "./messages.js";
import { describeOptions } from "./option-form.js";
import { DEFAULT_OPTIONS, MAX_PAYOUT, MAX_SPACES } from "./options.js";
import { explainNotToAct, rules } from "./rules.js";
import { setup } from "./setup.js";
import { describeAction, describeEvent, renderView } from "./text.js";
import {
  type EndReason,
  type KkkAction,
  type KkkOptions,
  type KkkState,
  type KkkView,
  RULE_CODES,
} from "./types.js";
import { viewFor } from "./view.js";

/** The game id. */
export const GAME_ID = "kohle-kies-knete";

const target = { on: literal("investor", "clan"), target: int(0, DECK_SIZE - 1) };

const REASONS: Record<EndReason, string> = {
  "last-tile": "the last deal tile was placed",
  "end-roll": "the end roll ended the game",
  "turn-limit": "the turn limit was reached",
};

/** The result once the game is over: most money wins, equal money shares the rank. */
function outcome(s: KkkState): Outcome | undefined {
  if (s.phase !== "over") return undefined;
  return rankOutcome(s.money, REASONS[s.endReason ?? "turn-limit"]);
}

/** The complete rules engine of Kohle, Kie$ & Knete for 3–6 players. */
export const kohleKiesKnete: Game<KkkState, KkkAction, KkkView, KkkOptions> = defineGame<
  KkkState,
  KkkAction,
  KkkView,
  KkkOptions
>({
  id: GAME_ID,
  title: "Kohle, Kie$ & Knete",
  version: "2",
  players: { min: 3, max: 6 },
  defaultOptions: DEFAULT_OPTIONS,
  ruleCodes: RULE_CODES,
  actionSchema: {
    placeMarker: { space: int(0, MAX_SPACES - 1) },
    openDeal: {},
    roll: {},
    draw: {},
    discard: { card: int(0, DECK_SIZE - 1) },
    playClan: { card: int(0, DECK_SIZE - 1) },
    offerCard: target,
    retractCard: target,
    setPrice: { price: int(0, MAX_PAYOUT) },
    withdraw: {},
    accept: { seat: seat() },
    travel: { card: int(0, DECK_SIZE - 1), ...target },
    recruit: target,
    playBoss: {},
    stop: {},
    allow: {},
    pass: {},
    close: { choose: bool() },
    useCard: target,
    fail: {},
  },
  playerCount: (s) => s.players,
  setup,
  toAct,
  legalActions,
  rules,
  explainNotToAct,
  mutate,
  applyByCopy: { constant: ["options", "spaces"] },
  viewFor,
  determinize,
  outcome,
  invariants,
  describeAction,
  renderView,
  describeEvent: (event, _view, options) => describeEvent(event, options),
  errorText: text.errorText,
  outcomeReason: reasonText,
  loadLocale: text.loadLocale,
  attempts,
  describeOptions,
  scoreBreakdown,
  oneLine: (options) => speak(options)("about.one-line"),
  lengths,
  replies: ["pass", "allow"],
});

export { attempts } from "./attempts.js";
export { scoreBreakdown } from "./breakdown.js";
export { CARD_KINDS, CATALOG, type CardKind, DECK_SIZE, type InfluenceCard } from "./catalog.js";
export { reasonText } from "./messages.js";
export { describeOptions } from "./option-form.js";
export { DEFAULT_BOARD, DEFAULT_END_ROLLS, DEFAULT_OPTIONS, DEFAULT_TILE_VALUES } from "./options.js";
export { cardFace, familyName, moneyLabel, offerTerms, spaceRequirements, turnSummary } from "./present.js";
export { cardName, describeAction, describeEvent, renderView, requirementText } from "./text.js";

/** Loads Kohle, Kie$ & Knete's (and the shared interface's) texts in a language; English needs no loading. */
export const loadLocale = text.loadLocale;

/** The human text of a Kohle, Kie$ & Knete rule error in the option's language (its own codes and the shared ones). */
export const errorText = text.errorText;
export * from "./types.js";
