/**
 * The languages the engines speak and the option every word-returning helper takes to choose one.
 */
import { ConfigError } from "../errors.js";

/** The supported languages, English first (the source language, always loaded). */
export const LOCALES = ["en", "de", "fr"] as const;

/** One supported language: `en`, `de` or `fr`. */
export type Locale = (typeof LOCALES)[number];

/** The last, optional argument of every helper that returns words: the language to speak (English by default). */
export interface LocaleOption {
  readonly locale?: Locale;
}

/** The language of a helper call: the option's locale, English without one; throws `ConfigError` for an unknown one. */
export function localeOf(options?: LocaleOption): Locale {
  const locale = options?.locale ?? "en";
  if (!isLocale(locale)) {
    throw new ConfigError("locale", `must be one of ${LOCALES.join(", ")}, got ${JSON.stringify(locale)}`);
  }
  return locale;
}

/** True for a supported language code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
