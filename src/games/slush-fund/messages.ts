/**
 * Slush Fund's texts: its catalogues (English bundled, German and French loaded on demand) and the
 * human text of its rule errors.
 */
import { defineGameText, type LocaleOption } from "../../core/index.js";
import type { SlushFundRuleCode } from "./actions.js";
import { en, type SlushFundMessages } from "./locales/en.js";

const ERROR_KEYS: Readonly<Record<SlushFundRuleCode, keyof SlushFundMessages>> = {
  "wrong-phase": "error.wrong-phase",
  "fund-too-small": "error.fund-too-small",
  "card-not-in-fund": "error.card-not-in-fund",
  "card-not-revealed": "error.card-not-revealed",
  "card-not-in-set": "error.card-not-in-set",
  "wrong-card-kind": "error.wrong-card-kind",
  "politician-removed": "error.politician-removed",
  "thief-own-pile": "error.thief-own-pile",
  "thief-empty-pile": "error.thief-empty-pile",
  "thief-top-not-money": "error.thief-top-not-money",
  "steal-not-in-pile": "error.steal-not-in-pile",
  "steal-not-money": "error.steal-not-money",
  "spy-useless": "error.spy-useless",
  "no-scandal-to-move": "error.no-scandal-to-move",
  "scandal-move-same-politician": "error.scandal-move-same-politician",
  "peek-own-pile": "error.peek-own-pile",
  "peek-empty-pile": "error.peek-empty-pile",
  "transfer-not-your-card": "error.transfer-not-your-card",
  "transfer-not-money": "error.transfer-not-money",
  "transfer-same-politician": "error.transfer-same-politician",
};

/** Slush Fund's translator, `loadLocale` and `errorText`. */
export const text = defineGameText(
  {
    name: "Slush Fund",
    loadHint: 'loadLocale(slushFund, "LOCALE")',
    en,
    load: {
      de: () => import("./locales/de.js").then((module) => module.de),
      fr: () => import("./locales/fr.js").then((module) => module.fr),
    },
  },
  ERROR_KEYS,
);

/** Says a message of Slush Fund's catalogue in the option's language. */
export const speak = text.translator.speaker;

const REASON_KEYS: Readonly<Record<string, keyof SlushFundMessages>> = {
  "the last Time card was revealed": "reason.time",
  "the deck ran out": "reason.deck",
};

/** Why the game ended (as the outcome records it, in English) in the option's language. */
export function reasonText(reason: string, options?: LocaleOption): string {
  return Object.hasOwn(REASON_KEYS, reason)
    ? text.translator.text(REASON_KEYS[reason] as keyof SlushFundMessages, undefined, options)
    : reason;
}
