/**
 * Finds words of the familiar register in a catalogue's text: German "du" forms and French "tu"
 * forms. The tables speak to their player formally ("Sie", "vous"), so every catalogue must too.
 */
import { IntlMessageFormat } from "intl-messageformat";

/** A catalogue: message keys to ICU MessageFormat strings. */
export type Catalogue = Readonly<Record<string, string>>;

// Letters and digits on both sides make a word boundary Unicode-aware ("Dirigent", "tête", "Büdu").
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "giu");

// Only imperatives that are never also a noun ("Spiel", "Zahl", "Tipp", "Deck" are left out), so
// a sentence may begin with any noun without being flagged.
const GERMAN_IMPERATIVES = [
  "wähle|wähl|nenne|nenn|würfle|wirb|antworte|gib|nimm|lege|leg|setze|setz|ziehe|zieh",
  "warte|wart|klicke|drücke|drück|tippe|versuche|sieh|lies|öffne|schließe|schließ|sende",
  "schicke|schick|schreibe|schreib|gehe|geh|komm|komme|bleib|bleibe|mach|mache|zahle|biete|biet",
  "stimme|lehne|lass|lasse|hilf|vergiss|melde|bestätige|wirf|triff|sag|frag|kopiere|lade",
  "starte|beende|verlasse|bestich|entscheide|passe|hör|höre",
].join("|");

/** The familiar German forms: pronouns and possessives (every declined form) anywhere, and singular imperatives where a sentence begins. */
export const GERMAN_FAMILIAR = [
  word("du|dich|dir|dein(?:e[mnrs]?)?|euch|euer|eure[mnrs]?"),
  new RegExp(`(?:^|[.!?:;…]\\s+|[(|]\\s*)(${GERMAN_IMPERATIVES})(?![\\p{L}\\p{N}])`, "giu"),
];

/** The familiar French forms: "tu", "te"/"t’", "toi" and the possessives "ton", "ta", "tes". */
export const FRENCH_FAMILIAR = [word("tu|te|toi|ton|ta|tes"), /(?<![\p{L}\p{N}])t['’](?=\p{L})/giu];

interface Element {
  type: number;
  value: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/**
 * The words a reader sees in a message: its literal text with every argument replaced by "{}" and
 * every plural or select branch set apart by " | ", so argument names and select keys never match.
 */
export function readableText(message: string, locale: string): string {
  const flatten = (elements: Element[]): string =>
    elements
      .map((element) => {
        if (element.type === 0) return element.value;
        if (element.type === 7) return "#";
        if (element.options) {
          return ` | ${Object.values(element.options)
            .map((option) => flatten(option.value))
            .join(" | ")} | `;
        }
        if (element.children) return flatten(element.children);
        return "{}";
      })
      .join("");
  return flatten(new IntlMessageFormat(message, locale).getAst() as unknown as Element[]);
}

/** Every familiar form in a catalogue, as "key: word", in key order; empty when the register is formal. */
export function familiarForms(catalogue: Catalogue, locale: "de" | "fr"): string[] {
  const patterns = locale === "de" ? GERMAN_FAMILIAR : FRENCH_FAMILIAR;
  return Object.entries(catalogue).flatMap(([key, message]) => {
    const text = readableText(message, locale);
    return patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => `${key}: ${(match[1] ?? match[0]).trim()}`),
    );
  });
}
