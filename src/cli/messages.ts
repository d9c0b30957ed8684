/**
 * The command line's words (prompts, outcome lines, the tournament's table) in every language, and
 * the `--lang` flag that picks one.
 */
import { createTranslator, isLocale, LOCALES, type Locale, type LocaleOption } from "../core/index.js";
import { UsageError } from "./args.js";
import { en } from "./locales/en.js";

/** The command line's translator (German and French loaded by `loadCliLocale`). */
export const cliText = createTranslator({
  name: "the command line",
  loadHint: 'cliText.load("LOCALE")',
  en,
  load: {
    de: () => import("./locales/de.js").then((module) => module.de),
    fr: () => import("./locales/fr.js").then((module) => module.fr),
  },
});

/** Says a message of the command line's catalogue in the option's language. */
export const say = cliText.speaker;

/** The language `--lang` asks for (English without it); a usage error for an unknown one. */
export function langOption(value: string | undefined): LocaleOption & { readonly locale: Locale } {
  if (value === undefined) return { locale: "en" };
  if (!isLocale(value)) throw new UsageError(`--lang must be one of ${LOCALES.join(", ")}, got "${value}"`);
  return { locale: value };
}
