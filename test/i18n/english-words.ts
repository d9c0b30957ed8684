/**
 * The English words a German or French text must not hold: the words of an English catalogue that
 * the other language's catalogue never uses, less proper names and true loanwords.
 */

/** A catalogue: message keys to ICU MessageFormat strings. */
export type Catalogue = Readonly<Record<string, string>>;

// Words the same in English and the other language, or proper names: the games' titles, the
// families of Kohle (Heiermann, …), "Mio", "Boss", "Deal", "Pool", "Clan", "Investor" (German
// board-game words taken from English), and ICU-free abbreviations such as "VP".
export const SAME_WORDS = new Set(
  [
    "tiefe",
    "taschen",
    "kohle",
    "knete",
    "slush",
    "fund",
    "campaign",
    "heiermann",
    "knetowitz",
    "liebgeld",
    "raffzahn",
    "schotter",
    "boss",
    "deal",
    "deals",
    "pool",
    "clan",
    "investor",
    "joker",
    "stop",
    "spion",
    "senator",
    "edition",
  ].map((w) => w.toLowerCase()),
);

/** The words of at least four letters in a game's English catalogue that its other catalogue never uses. */
export function englishOnly(en: Catalogue, other: Catalogue): Set<string> {
  const words = (catalogue: Catalogue) =>
    new Set(
      Object.values(catalogue)
        .join(" ")
        .replace(/\{[^{}]*\}/g, " ")
        .toLowerCase()
        .match(/\p{L}{4,}/gu) ?? [],
    );
  const theirs = words(other);
  return new Set([...words(en)].filter((word) => !theirs.has(word) && !SAME_WORDS.has(word)));
}

/** The banned words found in a text (words of at least four letters, case ignored). */
export function englishWordsIn(text: string, banned: ReadonlySet<string>): string[] {
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => banned.has(word));
}
