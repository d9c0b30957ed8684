/**
 * Message catalogues on FormatJS's intl-messageformat (ICU MessageFormat: plurals, selects, numbers
 * per locale). Each catalogue family (one game, or the shared interface) gets its own translator:
 * no global state, so a host's own i18n setup is never touched. English is bundled; the other
 * languages are loaded on demand through dynamic `import()`, which bundlers split into chunks.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { ConfigError } from "../errors.js";
import { type Locale, type LocaleOption, localeOf } from "./locale.js";

/** A catalogue: message keys to ICU MessageFormat strings. */
export type Messages = Readonly<Record<string, string>>;

/** Another language's catalogue of the same keys as the English one (a missing key is a type error). */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };

/** The values a message's placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A language other than the bundled English. */
export type LoadableLocale = Exclude<Locale, "en">;

/** What a translator is built from: a name for error messages, the English catalogue and loaders for the others. */
export interface CatalogueSource<M extends Messages> {
  /** Who speaks through it, for error messages ("Tiefe Taschen", "the shared interface"). */
  readonly name: string;
  /** How a caller loads the other languages, for the error naming it (`loadLocale(game, "de")`). */
  readonly loadHint: string;
  /** The English catalogue, the source of truth whose keys type the others. */
  readonly en: M;
  /** Loads each other language's catalogue (a dynamic `import()`, so bundlers split it off). */
  readonly load: Readonly<Record<LoadableLocale, () => Promise<Translation<M>>>>;
}

/** Formats the messages of one catalogue family in any loaded language. */
export interface Translator<M extends Messages> {
  /** The catalogue family's name. */
  readonly name: string;
  /** The message `key` with `values`, in the option's language; throws `ConfigError` when that language is not loaded. */
  text(key: keyof M & string, values?: MessageValues, options?: LocaleOption): string;
  /** A function speaking one language, for code that formats many messages in a row. */
  speaker(options?: LocaleOption): (key: keyof M & string, values?: MessageValues) => string;
  /** Loads a language's catalogue (resolves at once for English or a language already loaded). */
  load(locale: Locale): Promise<void>;
  /** True when the language can be used now. */
  loaded(locale: Locale): boolean;
}

/** Builds a translator over one catalogue family; compiled messages are cached per language and key. */
export function createTranslator<M extends Messages>(source: CatalogueSource<M>): Translator<M> {
  const catalogues: Partial<Record<Locale, Messages>> = { en: source.en };
  const compiled: Record<Locale, Map<string, IntlMessageFormat>> = {
    en: new Map(),
    de: new Map(),
    fr: new Map(),
  };
  const text = (key: keyof M & string, values?: MessageValues, options?: LocaleOption): string =>
    format(localeOf(options), key, values);
  const format = (locale: Locale, key: string, values?: MessageValues): string => {
    const cache = compiled[locale];
    let message = cache.get(key);
    if (!message) {
      const catalogue = catalogues[locale];
      if (!catalogue) {
        throw new ConfigError(
          "locale",
          `the ${locale} texts of ${source.name} are not loaded: call await ${source.loadHint.replace("LOCALE", locale)} first`,
        );
      }
      const pattern = catalogue[key] ?? source.en[key];
      if (pattern === undefined) throw new ConfigError("key", `${source.name} has no message "${key}"`);
      message = new IntlMessageFormat(pattern, locale);
      cache.set(key, message);
    }
    return String(message.format(values as Record<string, string | number> | undefined));
  };
  return {
    name: source.name,
    text,
    speaker(options) {
      const locale = localeOf(options);
      return (key, values) => format(locale, key, values);
    },
    async load(locale) {
      if (catalogues[localeOf({ locale })]) return;
      catalogues[locale] = await source.load[locale as LoadableLocale]();
    },
    loaded: (locale) => catalogues[locale] !== undefined,
  };
}
