/**
 * The tables' words: a translator over web/src/locales, and the `Message` type only it produces, so
 * drawing code that takes a `Message` cannot be handed a string literal (the type checker refuses).
 */
import { createTranslator, type Locale, type MessageValues } from "backroom";
import { en, type TablesKey } from "../locales/en.js";

declare const translated: unique symbol;

/** Text meant for people, produced only by `t` or `engineWords` (never a bare literal). */
export type Message = string & { readonly [translated]: true };

/** The tables' translator: English bundled, German and French fetched by dynamic import when chosen. */
export const tablesText = createTranslator({
  name: "the tables",
  loadHint: 'useLanguage("LOCALE")',
  en,
  load: {
    de: () => import("../locales/de.js").then((module) => module.de),
    fr: () => import("../locales/fr.js").then((module) => module.fr),
  },
});

let current: Locale = "en";

/** The language the tables speak now. */
export function currentLocale(): Locale {
  return current;
}

/** Makes `locale` the spoken language; its catalogues must already be loaded (see `useLanguage`). */
export function speak(locale: Locale): void {
  current = locale;
}

/** A catalogue message in the current language. */
export function t(key: TablesKey, values?: MessageValues): Message {
  return tablesText.text(key, values, { locale: current }) as Message;
}

/** Words an engine helper already produced in the current language (called with `{ locale: currentLocale() }`). */
export function engineWords(words: string): Message {
  return words as Message;
}

/** A number in the current language's formatting (1,000 / 1.000 / 1 000). */
export function formatNumber(value: number): Message {
  return new Intl.NumberFormat(current).format(value) as Message;
}
