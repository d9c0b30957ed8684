/**
 * The shared interface catalogue: the words every game's helpers and every tool share (a card back,
 * a seat's name, the shared rule-error codes), in every language.
 */
import type { SharedRuleCode } from "../errors.js";
import type { LocaleOption } from "./locale.js";
import { en } from "./locales/en.js";
import { createTranslator } from "./translator.js";

/** The shared interface's translator (English bundled, German and French loaded by `loadLocale`). */
export const interfaceText = createTranslator({
  name: "the shared interface",
  loadHint: 'loadLocale(game, "LOCALE")',
  en,
  load: {
    de: () => import("./locales/de.js").then((module) => module.de),
    fr: () => import("./locales/fr.js").then((module) => module.fr),
  },
});

/** The strengths a setup page names bots by, weakest first. */
export const BOT_STRENGTHS = ["beginner", "standard", "strong", "learned"] as const;

/** A bot's strength as a setup page names it. */
export type BotStrength = (typeof BOT_STRENGTHS)[number];

const STRENGTH_KEYS = {
  beginner: "bot.strength.beginner",
  standard: "bot.strength.standard",
  strong: "bot.strength.strong",
  learned: "bot.strength.learned",
} as const satisfies Record<BotStrength, keyof typeof en>;

/** A bot strength's name in words ("beginner", "Anfänger", "débutant"). */
export function botStrengthName(strength: BotStrength, options?: LocaleOption): string {
  return interfaceText.text(STRENGTH_KEYS[strength], undefined, options);
}

/** A seat's name in words ("Seat 2", "Platz 2", "Place 2"). */
export function seatName(seat: number, options?: LocaleOption): string {
  return interfaceText.text("seat.name", { seat }, options);
}

const SHARED_ERROR_KEYS: Readonly<Record<SharedRuleCode, keyof typeof en>> = {
  "malformed-action": "error.malformed-action",
  "forbidden-key": "error.forbidden-key",
  "unknown-action": "error.unknown-action",
  "bad-player": "error.bad-player",
  "not-your-turn": "error.not-your-turn",
  "game-over": "error.game-over",
  "missing-field": "error.missing-field",
  "extra-field": "error.extra-field",
  "bad-field": "error.bad-field",
};

/** The human text of a shared rule-error code, or `undefined` for a game's own code. */
export function sharedErrorText(code: string, options?: LocaleOption): string | undefined {
  if (!Object.hasOwn(SHARED_ERROR_KEYS, code)) return undefined;
  return interfaceText.text(SHARED_ERROR_KEYS[code as SharedRuleCode], undefined, options);
}
