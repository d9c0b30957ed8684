/// <reference lib="dom" />
/**
 * A game's glossary for its board, in the tables' current language: German and French are loaded
 * on first need, and the board is drawn again once they are there.
 */
import { loadGuide, termFor } from "backroom";
import { currentLocale } from "./i18n/message.js";
import type { TermLookup } from "./term-explainer.js";

/** The explanations of `gameId`'s things; `loaded` is called when a language's glossary arrives. */
export function boardTerms(gameId: string, loaded: () => void): TermLookup {
  const loading = new Set<string>();
  return (termId) => {
    const locale = currentLocale();
    try {
      return termFor(gameId, termId, { locale });
    } catch {
      // That language's glossary is not loaded yet: load it once, then draw again.
      if (!loading.has(locale)) {
        loading.add(locale);
        void loadGuide(gameId, locale).then(loaded, () => undefined);
      }
      return undefined;
    }
  };
}
