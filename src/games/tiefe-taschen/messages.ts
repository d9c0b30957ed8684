/**
 * Tiefe Taschen's texts: its catalogues (English bundled, German and French loaded on demand), the
 * human text of its rule errors, and the end reasons the state records in English.
 */
import { defineGameText, type LocaleOption } from "../../core/index.js";
import type { RuleCode } from "./codes.js";
import { en, type TiefeTaschenMessages } from "./locales/en.js";

const ERROR_KEYS: Readonly<Record<RuleCode, keyof TiefeTaschenMessages>> = {
  "wrong-phase": "error.wrong-phase",
  "player-resigned": "error.player-resigned",
  "not-president": "error.not-president",
  "not-your-order-turn": "error.not-your-order-turn",
  "bribe-money-pending": "error.bribe-money-pending",
  "card-not-in-pool": "error.card-not-in-pool",
  "card-already-assigned": "error.card-already-assigned",
  "card-not-assigned": "error.card-not-assigned",
  "receiver-resigned": "error.receiver-resigned",
  "take-back-limit": "error.take-back-limit",
  "distribution-incomplete": "error.distribution-incomplete",
  "reject-by-president": "error.reject-by-president",
  "card-already-chosen": "error.card-already-chosen",
  "card-already-final": "error.card-already-final",
  "no-card-chosen": "error.no-card-chosen",
  "already-done": "error.already-done",
  "target-self": "error.target-self",
  "target-resigned": "error.target-resigned",
  "investigator-already-there": "error.investigator-already-there",
  "investigator-not-placed": "error.investigator-not-placed",
  "investigator-already-touched": "error.investigator-already-touched",
  "token-in-use": "error.token-in-use",
  "token-not-placed": "error.token-not-placed",
  "token-already-touched": "error.token-already-touched",
  "no-money": "error.no-money",
  "card-not-held": "error.card-not-held",
  "demand-not-on-token": "error.demand-not-on-token",
  "bribe-unchanged": "error.bribe-unchanged",
  "bribe-not-found": "error.bribe-not-found",
  "bribe-already-face-up": "error.bribe-already-face-up",
};

/** Tiefe Taschen's translator, `loadLocale` and `errorText`. */
export const text = defineGameText(
  {
    name: "Tiefe Taschen",
    loadHint: 'loadLocale(tiefeTaschen, "LOCALE")',
    en,
    load: {
      de: () => import("./locales/de.js").then((module) => module.de),
      fr: () => import("./locales/fr.js").then((module) => module.fr),
    },
  },
  ERROR_KEYS,
);

/** Says a message of Tiefe Taschen's catalogue in the option's language. */
export const speak = text.translator.speaker;

const REASON_KEYS: Readonly<Record<string, keyof TiefeTaschenMessages>> = {
  "national bankruptcy": "reason.national-bankruptcy",
  "national bankruptcy: the treasury cannot pay another period": "reason.cannot-pay",
  "national bankruptcy: the treasury is empty": "reason.treasury-empty",
  "national bankruptcy: the bankruptcy card came up at the start of a period": "reason.bankruptcy-at-start",
  "national bankruptcy: the bankruptcy card came up in the treasury": "reason.bankruptcy-in-treasury",
};

/** Why the game ended (as the state records it, in English) in the option's language. */
export function reasonText(reason: string, options?: LocaleOption): string {
  return Object.hasOwn(REASON_KEYS, reason)
    ? text.translator.text(REASON_KEYS[reason] as keyof TiefeTaschenMessages, undefined, options)
    : reason;
}
