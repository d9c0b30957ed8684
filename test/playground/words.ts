/// <reference lib="dom" />
/**
 * Finding English on a German or French page: the words of a catalogue (ICU branches included),
 * the words of a text, and what a page shows (its text, accessible names and titles).
 */
import { IntlMessageFormat } from "intl-messageformat";

/** A message catalogue as plain data. */
export type Catalogue = Readonly<Record<string, string>>;

/** The words of four letters or more in a catalogue's literal text, plural and select branches included. */
export function catalogueWords(catalogue: Catalogue, locale: string): Set<string> {
  const words = new Set<string>();
  const visit = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value: string;
      options?: object;
      children?: unknown[];
    }[]) {
      if (element.type === 0) for (const word of wordsOf(element.value)) words.add(word);
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[])
        visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  for (const message of Object.values(catalogue))
    visit(new IntlMessageFormat(message, locale).getAst() as unknown[]);
  return words;
}

/** The words of four letters or more in a text, lower-cased. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
}

/** What the page shows now: all its text, and the board's own labels with the chooser's first steps. */
export function gather(firstLevel: boolean): { all: string[]; labels: string[]; verbs: string[] } {
  const all = [document.body.innerText];
  for (const element of Array.from(document.querySelectorAll("[aria-label], [title]")))
    all.push(element.getAttribute("aria-label") ?? "", element.getAttribute("title") ?? "");
  const owned =
    "#board .fact-label, #board .pile-name, #board section.area > h3, #board .bar-name, #board .badge, #board .space-head, #board .space-foot";
  const labels = Array.from(document.querySelectorAll(owned), (element) => element.textContent ?? "");
  const verbs = firstLevel
    ? Array.from(
        document.querySelectorAll("#actions [data-choice]"),
        (e) => e.getAttribute("aria-label") ?? e.textContent ?? "",
      )
    : [];
  return { all, labels: [...labels, ...verbs], verbs };
}

/** The English words found in some texts, each with the first text it was seen in. */
export function englishIn(
  texts: readonly string[],
  banned: ReadonlySet<string>,
  found: Map<string, string>,
): void {
  for (const text of texts)
    for (const word of wordsOf(text))
      if (banned.has(word) && !found.has(word)) {
        const at = text.toLowerCase().indexOf(word);
        found.set(word, text.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, " "));
      }
}
