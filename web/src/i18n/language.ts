/// <reference lib="dom" />
/**
 * Which language the tables speak: a `?lang=` in the address (tests), the choice remembered in
 * localStorage, else the browser's languages, else English; and switching to one.
 */
import { type AnyGame, isLocale, type Locale, loadLocale } from "backroom";
import { speak, tablesText } from "./message.js";

const STORAGE_KEY = "backroom.language";

/** The language to start in, from the address, the remembered choice and the browser's preferences. */
export function preferredLocale(
  search: URLSearchParams,
  remembered: string | null,
  browserLanguages: readonly string[],
): Locale {
  const asked = search.get("lang");
  if (isLocale(asked)) return asked;
  if (isLocale(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return "en";
}

/** The remembered choice, or null where storage is unavailable (private modes may refuse it). */
export function rememberedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the player's choice for the next visit (silently skipped where storage is refused). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Without storage the choice lasts only this visit, which is still correct behaviour.
  }
}

/**
 * Loads the tables' and the games' catalogues of a language (German and French as separate chunks,
 * so only the chosen language is downloaded), then speaks it and sets `<html lang>`.
 */
export async function useLanguage(locale: Locale, gamesToSpeak: readonly AnyGame[]): Promise<void> {
  await Promise.all([
    tablesText.load(locale),
    loadLocale(null, locale),
    ...gamesToSpeak.map((game) => loadLocale(game, locale)),
  ]);
  speak(locale);
  document.documentElement.lang = locale;
}
