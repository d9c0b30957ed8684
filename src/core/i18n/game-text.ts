/**
 * A game's words through its `Game` object: load a language for it, and a rule error's text.
 */
import type { RuleError } from "../errors.js";
import type { AnyGame } from "../game.js";
import { interfaceText, sharedErrorText } from "./interface.js";
import { type Locale, type LocaleOption, localeOf } from "./locale.js";
import { type CatalogueSource, createTranslator, type Messages, type Translator } from "./translator.js";

/**
 * Loads a language for a game's helpers and the shared interface (German and French come as separate
 * chunks, so a frontend downloads only the languages it asks for); English needs no loading.
 */
export async function loadLocale(game: Pick<AnyGame, "loadLocale"> | null, locale: Locale): Promise<void> {
  localeOf({ locale });
  await Promise.all([interfaceText.load(locale), game?.loadLocale?.(locale)]);
}

/**
 * The human text of a rule error in the option's language: the game's own text for its codes (when
 * the game is given), the shared text for the shared codes, else the error's own message.
 */
export function errorText(error: RuleError, options?: LocaleOption & { readonly game?: AnyGame }): string {
  const game = options?.game;
  if (game?.errorText) return game.errorText(error, options);
  return sharedErrorText(error.code, options) ?? error.message;
}

/** What `defineGameText` gives a game: its translator, its `loadLocale` and its `errorText`. */
export interface GameText<M extends Messages> {
  readonly translator: Translator<M>;
  /** Loads the game's and the shared interface's texts in a language. */
  loadLocale(locale: Locale): Promise<void>;
  /** A rule error's human text: the game's text for its own codes, the shared text otherwise, else its message. */
  errorText(error: RuleError, options?: LocaleOption): string;
}

/** Builds a game's texts from its catalogues and the catalogue key of each of its own rule-error codes. */
export function defineGameText<M extends Messages, Code extends string>(
  source: CatalogueSource<M>,
  errorKeys: Readonly<Record<Code, keyof M & string>>,
): GameText<M> {
  const translator = createTranslator(source);
  return {
    translator,
    async loadLocale(locale) {
      await Promise.all([interfaceText.load(locale), translator.load(locale)]);
    },
    errorText(error, options) {
      if (Object.hasOwn(errorKeys, error.code)) {
        return translator.text(errorKeys[error.code as Code], undefined, options);
      }
      return sharedErrorText(error.code, options) ?? error.message;
    },
  };
}
