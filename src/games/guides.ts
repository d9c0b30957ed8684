/**
 * The how-to-play guide and the glossary of every implemented game, by game id: `guideFor` gives the
 * text of a rules page, `termsFor` / `termFor` / `termForCard` the explanations a table attaches to
 * its cards, tokens and zones. English is bundled; `loadGuide` loads German or French first.
 */

import { ConfigError } from "../core/errors.js";
import type { GameGuide, GuideBook, GuideTerm } from "../core/guide.js";
import type { Locale, LocaleOption } from "../core/i18n/locale.js";
import type { CardFace } from "../core/presentation.js";
import { guide as slushFund, VIEW_TERMS as slushFundViewTerms } from "./slush-fund/guide/index.js";
import { guide as tiefeTaschen, VIEW_TERMS as tiefeTaschenViewTerms } from "./tiefe-taschen/guide/index.js";

/** Every game's guide book, by game id. */
const BOOKS: Readonly<Record<string, GuideBook>> = {
  [tiefeTaschen.gameId]: tiefeTaschen,
  [slushFund.gameId]: slushFund,
};

/**
 * The glossary's term ids of each game, stable strings a frontend may key on: `card.<kind>` for
 * each card kind a `CardFace` can have (including `card.back`), `zone.<name>` for the table's
 * areas and piles, `token.<name>` for tokens and `mark.<name>` for badges.
 */
export const GUIDE_TERM_IDS = {
  "tiefe-taschen": tiefeTaschen.termIds,
  "slush-fund": slushFund.termIds,
} as const;

/** A term id of one game's glossary (`GuideTermIdOf<"slush-fund">` is `"card.money" | …`). */
export type GuideTermIdOf<G extends keyof typeof GUIDE_TERM_IDS> = (typeof GUIDE_TERM_IDS)[G][number];

/** The glossary term of each field of each game's view (`null` for fields not drawn as a thing). */
export const GUIDE_VIEW_TERMS: Readonly<
  Record<keyof typeof GUIDE_TERM_IDS, Readonly<Record<string, string | null>>>
> = {
  "tiefe-taschen": tiefeTaschenViewTerms,
  "slush-fund": slushFundViewTerms,
};

function bookOf(gameId: string): GuideBook {
  const book = BOOKS[gameId];
  if (!book) {
    throw new ConfigError(
      "gameId",
      `no guide for "${gameId}"; known games: ${Object.keys(BOOKS).join(", ")}`,
    );
  }
  return book;
}

/** Loads a game's guide in a language (German and French come as separate chunks); English needs no loading. */
export async function loadGuide(gameId: string, locale: Locale): Promise<void> {
  await bookOf(gameId).load(locale);
}

/** A game's how-to-play text in the option's language; throws `ConfigError` for an unknown game or a language not loaded. */
export function guideFor(gameId: string, options?: LocaleOption): GameGuide {
  return bookOf(gameId).guide(options);
}

/** Every term of a game's glossary (each card kind, token and zone its tables draw) in the option's language. */
export function termsFor(gameId: string, options?: LocaleOption): readonly GuideTerm[] {
  return bookOf(gameId).terms(options);
}

/** One glossary term of a game by id (`zone.fund`), or `undefined` for an id the game does not know. */
export function termFor(gameId: string, termId: string, options?: LocaleOption): GuideTerm | undefined {
  return bookOf(gameId).term(termId, options);
}

/** The glossary term explaining a card face a game's `cardFace` produced, or `undefined` for a kind without one. */
export function termForCard(
  gameId: string,
  face: Pick<CardFace, "kind">,
  options?: LocaleOption,
): GuideTerm | undefined {
  return bookOf(gameId).termForCard(face, options);
}
