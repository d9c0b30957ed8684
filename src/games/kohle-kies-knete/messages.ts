/**
 * Kohle, Kie$ & Knete's texts: its catalogues (English bundled, German and French loaded on demand),
 * the human text of its rule errors, and its end reasons.
 */
import { defineGameText, type LocaleOption } from "../../core/index.js";
import { en, type KohleMessages } from "./locales/en.js";
import type { EndReason, RuleCode } from "./types.js";

const ERROR_KEYS: Readonly<Record<RuleCode, keyof KohleMessages>> = {
  "wrong-phase": "error.wrong-phase",
  "no-such-space": "error.no-such-space",
  "already-rolled": "error.already-rolled",
  "roll-first": "error.roll-first",
  "failed-boss-cannot-draw": "error.failed-boss-cannot-draw",
  "card-not-in-hand": "error.card-not-in-hand",
  "wrong-card-kind": "error.wrong-card-kind",
  "card-not-held": "error.card-not-held",
  "boss-only": "error.boss-only",
  "boss-cannot-offer": "error.boss-cannot-offer",
  "boss-cannot-pass": "error.boss-cannot-pass",
  "already-boss": "error.already-boss",
  "no-offer": "error.no-offer",
  "offer-accepted": "error.offer-accepted",
  "card-already-offered": "error.card-already-offered",
  "card-not-offered": "error.card-not-offered",
  "investor-travelling": "error.investor-travelling",
  "price-out-of-range": "error.price-out-of-range",
  "price-unchanged": "error.price-unchanged",
  "beyond-payout": "error.beyond-payout",
  "travel-wrong-family": "error.travel-wrong-family",
  "no-such-target": "error.no-such-target",
  "investor-in-pool": "error.investor-in-pool",
  "already-travelling": "error.already-travelling",
  "clan-not-recruitable": "error.clan-not-recruitable",
  "own-investor": "error.own-investor",
  "pool-first": "error.pool-first",
  "no-stop-window": "error.no-stop-window",
  "stop-against-stop": "error.stop-against-stop",
  "window-open": "error.window-open",
  "already-passed": "error.already-passed",
  "negotiation-limit": "error.negotiation-limit",
  "requirements-unmet": "error.requirements-unmet",
  "not-all-passed": "error.not-all-passed",
  "not-picking": "error.not-picking",
  "card-not-usable": "error.card-not-usable",
};

/** Kohle, Kie$ & Knete's translator, `loadLocale` and `errorText`. */
export const text = defineGameText(
  {
    name: "Kohle, Kie$ & Knete",
    loadHint: 'loadLocale(kohleKiesKnete, "LOCALE")',
    en,
    load: {
      de: () => import("./locales/de.js").then((module) => module.de),
      fr: () => import("./locales/fr.js").then((module) => module.fr),
    },
  },
  ERROR_KEYS,
);

/** Says a message of Kohle, Kie$ & Knete's catalogue in the option's language. */
export const speak = text.translator.speaker;

const END_REASON_KEYS = {
  "last-tile": "reason.last-tile",
  "end-roll": "reason.end-roll",
  "turn-limit": "reason.turn-limit",
} as const satisfies Record<EndReason, keyof KohleMessages>;

/** Why the game ended, in the option's language. */
export function endReasonText(reason: EndReason, options?: LocaleOption): string {
  return speak(options)(END_REASON_KEYS[reason]);
}

/** An outcome's reason (recorded in English) in the option's language. */
export function reasonText(reason: string, options?: LocaleOption): string {
  const code = (Object.keys(END_REASON_KEYS) as EndReason[]).find(
    (end) => en[END_REASON_KEYS[end]] === reason,
  );
  return code === undefined ? reason : endReasonText(code, options);
}
