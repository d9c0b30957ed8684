/**
 * Campaign: an unfinished design made complete by the rulings — seat auctions with roll tokens,
 * government formation, and turns of group captures, floor crossings and seat-loss rolls.
 */
import { bool, defineGame, type Game, int, intList, rankBy, rankOutcome, seat } from "../../core/index.js";
import { type CampaignAction, RULE_CODES } from "./actions.js";
import { mutate } from "./apply/index.js";
import { attempts } from "./attempts.js";
import { scoreBreakdown } from "./breakdown.js";
import { GROUPS, MAX_STEP, TOTAL_SEATS } from "./data.js";
import { determinize } from "./determinize.js";
import { invariants } from "./invariants.js";
import { legalActions } from "./legal.js";
import lengths from "./length.json" with { type: "json" };
import { reasonText, speak, text } from "./messages.js";
import { describeOptions } from "./option-form.js";
import { DEFAULT_OPTIONS } from "./options.js";
import { explainNotToAct, rules } from "./rules.js";
import { PLAYERS, setup } from "./setup.js";
import { actor } from "./steps.js";
import { describeAction, describeEvent, renderView } from "./text.js";
import type { CampaignOptions, CampaignState, CampaignView } from "./types.js";
import { viewFor } from "./view.js";
import { compareAtLimit } from "./wins.js";

export * from "./actions.js";
export { attempts } from "./attempts.js";
export { scoreBreakdown } from "./breakdown.js";
export * from "./data.js";
export { reasonText } from "./messages.js";
export { describeOptions } from "./option-form.js";
export { DEFAULT_OPTIONS } from "./options.js";
export {
  governmentKindName,
  groupFace,
  groupName,
  moneyLabel,
  partyName,
  presidentCardFace,
  turnSummary,
} from "./present.js";
export { describeAction, describeEvent, presidentCardName, renderView } from "./text.js";

/** Loads Campaign's (and the shared interface's) texts in a language; English needs no loading. */
export const loadLocale = text.loadLocale;

/** The human text of a Campaign rule error in the option's language (its own codes and the shared ones). */
export const errorText = text.errorText;
export * from "./types.js";

/** The game id. */
export const GAME_ID = "campaign";

const group = int(0, GROUPS.length - 1);
const amount = int(1, MAX_STEP);

/** The Campaign rules engine. */
export const campaign: Game<CampaignState, CampaignAction, CampaignView, CampaignOptions> = defineGame<
  CampaignState,
  CampaignAction,
  CampaignView,
  CampaignOptions
>({
  id: GAME_ID,
  title: "Campaign",
  version: "1",
  players: PLAYERS,
  defaultOptions: DEFAULT_OPTIONS,
  ruleCodes: RULE_CODES,
  actionSchema: {
    // Wider than the 10 tokens so that asking for too many gets the game's own error.
    bid: { count: int(0, 99) },
    propose: { members: intList(0, PLAYERS.max - 1, PLAYERS.max) },
    answer: { accept: bool() },
    release: { count: int(1, TOTAL_SEATS) },
    pass: {},
    capture: { group },
    cross: { target: seat() },
    skip: {},
    "pay-deal": {},
    "return-group": { group },
    "no-deal": {},
    spend: { amount },
    commit: { group },
    interfere: { amount, against: bool() },
    lower: { amount },
    done: {},
    veto: {},
    allow: {},
    pardon: {},
    "accept-loss": {},
  },
  playerCount: (s) => s.players,
  setup,
  toAct(s) {
    const seat = actor(s);
    return seat === null ? [] : [seat];
  },
  legalActions,
  rules,
  explainNotToAct,
  mutate,
  applyByCopy: { constant: ["options"] },
  viewFor,
  determinize,
  roles: (s) => s.ideology,
  outcome(s) {
    const result = s.result;
    if (!result) return undefined;
    if (result.kind === "win") {
      return rankOutcome(
        s.seats.map((_, player) => (result.winners.includes(player) ? 1 : 0)),
        result.reason,
      );
    }
    return rankBy(
      s.players,
      (a, b) => compareAtLimit(s, a, b),
      s.sequences.map((sequence) => sequence.length),
      result.reason,
    );
  },
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
  replies: ["pass", "done", "allow", "skip", "no-deal", "accept-loss"],
});
