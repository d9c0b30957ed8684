/**
 * How-to-play texts and the glossary of a game's table: the shapes a guide has, the shape of its
 * source files (English first; German and French typed by the English one, so a missing section,
 * paragraph, item or term is a type error), and the book that formats them in any loaded language.
 * Every text is an ICU message whose placeholders the game fills from its defaults (`{timeCardsToEnd}`),
 * so a number the guide names always matches the engine.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { ConfigError } from "./errors.js";
import { type Locale, type LocaleOption, localeOf } from "./i18n/locale.js";
import type { LoadableLocale, MessageValues } from "./i18n/translator.js";
import type { CardFace } from "./presentation.js";

/** The sections of every game's guide, in reading order. */
export const GUIDE_SECTIONS = ["goal", "components", "turn", "cards", "end", "interpretations"] as const;

/** One section of a guide: the goal, the components, a turn, the cards, the end and scoring, the engine's interpretations. */
export type GuideSectionId = (typeof GUIDE_SECTIONS)[number];

/** One entry of a section's list: a name in bold and what it means; `termId` links it to the glossary. */
export interface GuideItem {
  readonly term: string;
  readonly text: string;
  /** The glossary term this entry explains, when it is one. */
  readonly termId?: string;
}

/** One section of a guide, formatted in one language. */
export interface GuideSection {
  readonly id: GuideSectionId;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly GuideItem[];
}

/** A game's how-to-play text in one language: its title, a one-line summary and its sections in reading order. */
export interface GameGuide {
  readonly gameId: string;
  readonly title: string;
  /** One sentence saying what the game is about. */
  readonly summary: string;
  readonly sections: readonly GuideSection[];
}

/** One entry of a game's glossary: a stable id, the thing's name on the table and a short explanation. */
export interface GuideTerm {
  /** A stable id such as `card.scandal` or `zone.fund` (the game lists its ids). */
  readonly id: string;
  readonly name: string;
  readonly explanation: string;
}

/** An entry of a section's list in a source file: its own name, or `ref`, a glossary term whose name it takes. */
export interface GuideItemSource {
  readonly ref?: string;
  readonly term?: string;
  readonly text: string;
}

/** One section in a source file. */
export interface GuideSectionSource {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly GuideItemSource[];
}

/** A guide's source file: title, summary, every section and every glossary term (ICU messages). */
export interface GuideSource {
  readonly title: string;
  readonly summary: string;
  readonly sections: { readonly [S in GuideSectionId]: GuideSectionSource };
  readonly terms: { readonly [id: string]: { readonly name: string; readonly explanation: string } };
}

/** Another language's guide of exactly the English guide's shape: the same sections, paragraph and item counts, and terms. */
export type GuideTranslation<T> = T extends string
  ? string
  : { readonly [K in keyof T]: GuideTranslation<T[K]> };

/** What a game's guide book is built from: the English source, loaders for the other languages and the placeholder values. */
export interface GuideBookSource<G extends GuideSource> {
  readonly gameId: string;
  readonly en: G;
  /** Loads each other language's source (a dynamic `import()`, so bundlers split it off). */
  readonly load: Readonly<Record<LoadableLocale, () => Promise<GuideTranslation<G>>>>;
  /** The values of the texts' placeholders, read from the game's defaults and constants (computed on first use). */
  readonly values: () => MessageValues;
}

/** A game's guide and glossary in every loaded language. */
export interface GuideBook<Id extends string = string> {
  readonly gameId: string;
  /** The glossary's term ids, in the source's order. */
  readonly termIds: readonly Id[];
  /** The values of the texts' placeholders (the engine's defaults the texts name). */
  readonly values: MessageValues;
  /** The how-to-play text in the option's language; throws `ConfigError` when that language is not loaded. */
  guide(options?: LocaleOption): GameGuide;
  /** Every glossary term in the option's language. */
  terms(options?: LocaleOption): readonly GuideTerm[];
  /** One glossary term by id, or `undefined` for an id the game does not know. */
  term(id: string, options?: LocaleOption): GuideTerm | undefined;
  /** The glossary term of a card face on the table (`card.<kind>`), or `undefined` for a kind without one. */
  termForCard(face: Pick<CardFace, "kind">, options?: LocaleOption): GuideTerm | undefined;
  /** Loads a language (resolves at once for English or a language already loaded). */
  load(locale: Locale): Promise<void>;
  /** True when the language can be used now. */
  loaded(locale: Locale): boolean;
}

/** The glossary id of a card face: `card.` and the face's kind (`card.money`, `card.back`). */
export function cardTermId(face: Pick<CardFace, "kind">): string {
  return `card.${face.kind}`;
}

interface Formatted {
  readonly guide: GameGuide;
  readonly terms: readonly GuideTerm[];
  readonly byId: ReadonlyMap<string, GuideTerm>;
}

/** Builds a game's guide book; each language is formatted once, when first asked for. */
export function defineGuide<G extends GuideSource>(
  source: GuideBookSource<G>,
): GuideBook<keyof G["terms"] & string> {
  const sources: Partial<Record<Locale, GuideSource>> = { en: source.en };
  const formatted: Partial<Record<Locale, Formatted>> = {};
  const termIds = Object.keys(source.en.terms) as (keyof G["terms"] & string)[];
  let computed: MessageValues | undefined;
  const values = (): MessageValues => {
    computed ??= source.values();
    return computed;
  };

  const build = (locale: Locale): Formatted => {
    const cached = formatted[locale];
    if (cached) return cached;
    const text = sources[locale];
    if (!text) {
      throw new ConfigError(
        "locale",
        `the ${locale} guide of ${source.gameId} is not loaded: call await loadGuide("${source.gameId}", "${locale}") first`,
      );
    }
    const say = (message: string): string => String(new IntlMessageFormat(message, locale).format(values()));
    const terms = termIds.map((id): GuideTerm => {
      const entry = text.terms[id];
      if (!entry)
        throw new ConfigError("locale", `the ${locale} guide of ${source.gameId} lacks the term ${id}`);
      return { id, name: say(entry.name), explanation: say(entry.explanation) };
    });
    const byId = new Map(terms.map((term) => [term.id, term]));
    const item = (entry: GuideItemSource): GuideItem => {
      const linked = entry.ref === undefined ? undefined : byId.get(entry.ref);
      if (entry.ref !== undefined && !linked) {
        throw new ConfigError("guide", `${source.gameId}: an item names the unknown term ${entry.ref}`);
      }
      return linked
        ? {
            term: entry.term === undefined ? linked.name : say(entry.term),
            text: say(entry.text),
            termId: linked.id,
          }
        : { term: say(entry.term ?? ""), text: say(entry.text) };
    };
    const sections = GUIDE_SECTIONS.map((id): GuideSection => {
      const section = text.sections[id];
      const items = (section.items ?? []).map(item);
      // The components list every glossary term after the section's own entries.
      if (id === "components")
        items.push(...terms.map((term) => ({ term: term.name, text: term.explanation, termId: term.id })));
      return {
        id,
        heading: say(section.heading),
        paragraphs: section.paragraphs.map(say),
        ...(items.length > 0 ? { items } : {}),
      };
    });
    const result: Formatted = {
      guide: { gameId: source.gameId, title: say(text.title), summary: say(text.summary), sections },
      terms,
      byId,
    };
    formatted[locale] = result;
    return result;
  };

  return {
    gameId: source.gameId,
    termIds,
    get values() {
      return values();
    },
    guide: (options) => build(localeOf(options)).guide,
    terms: (options) => build(localeOf(options)).terms,
    term: (id, options) => build(localeOf(options)).byId.get(id),
    termForCard: (face, options) => build(localeOf(options)).byId.get(cardTermId(face)),
    async load(locale) {
      if (sources[localeOf({ locale })]) return;
      sources[locale] = (await source.load[locale as LoadableLocale]()) as GuideSource;
    },
    loaded: (locale) => sources[locale] !== undefined,
  };
}
