/**
 * The catalogues are complete and used: every language has exactly the English keys, every key is
 * looked up somewhere in the code (as a literal), every message parses and formats in all three
 * languages, and German or French output carries no English word of the game's catalogue.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en as cliEn } from "../../src/cli/locales/en.js";
import { en as sharedEn } from "../../src/core/i18n/locales/en.js";
import { ConfigError, createRandom, createTranslator, type Game, loadLocale } from "../../src/core/index.js";
import { games } from "../../src/games/registry.js";
import { type Catalogue, englishOnly, englishWordsIn } from "./english-words.js";

const FAMILIES: { name: string; dir: string; sources: string[] }[] = [
  { name: "shared", dir: "src/core/i18n/locales", sources: ["src/core"] },
  { name: "cli", dir: "src/cli/locales", sources: ["src/cli"] },
  ...Object.keys(games).map((id) => ({
    name: id,
    dir: `src/games/${id}/locales`,
    sources: [`src/games/${id}`],
  })),
];

async function catalogues(dir: string): Promise<Record<"en" | "de" | "fr", Catalogue>> {
  const load = async (lang: string) =>
    (await import(/* @vite-ignore */ pathToFileURL(resolve(dir, `${lang}.ts`)).href))[lang] as Catalogue;
  return { en: await load("en"), de: await load("de"), fr: await load("fr") };
}

function sourceText(roots: string[]): string {
  const files: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== "locales") walk(join(path, entry));
    } else if (path.endsWith(".ts")) files.push(path);
  };
  roots.forEach(walk);
  return files.map((file) => readFileSync(file, "utf8")).join("\n");
}

/** Sample values for every argument of a message: numbers for plurals and numbers, the first option for selects. */
function samples(message: string, locale: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const visit = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (element.type === 1) values[element.value] ??= "X";
      if (element.type === 2) values[element.value] = 2;
      if (element.type === 5) values[element.value] = Object.keys(element.options ?? {})[0] ?? "other";
      if (element.type === 6) values[element.value] = 2;
      for (const option of Object.values(element.options ?? {})) visit(option.value);
    }
  };
  visit(new IntlMessageFormat(message, locale).getAst() as unknown[]);
  return values;
}

describe.each(FAMILIES)("the $name catalogues", ({ dir, sources }) => {
  it("hold the same keys in every language", async () => {
    const { en, de, fr } = await catalogues(dir);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it("hold no key that no code looks up", async () => {
    const { en } = await catalogues(dir);
    const code = sourceText(sources);
    expect(Object.keys(en).filter((key) => !code.includes(`"${key}"`))).toEqual([]);
  });

  it("parse and format every message with sample values in every language", async () => {
    const all = await catalogues(dir);
    for (const [locale, catalogue] of Object.entries(all)) {
      for (const [key, message] of Object.entries(catalogue)) {
        const text = String(new IntlMessageFormat(message, locale).format(samples(message, locale)));
        expect(text.length, `${locale} ${key}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("a language that is not loaded", () => {
  it("is refused with a ConfigError naming what to call", () => {
    const translator = createTranslator({
      name: "a test catalogue",
      loadHint: 'loadLocale(game, "LOCALE")',
      en: { hello: "hello" },
      load: { de: async () => ({ hello: "hallo" }), fr: async () => ({ hello: "bonjour" }) },
    });
    expect(() => translator.text("hello", undefined, { locale: "de" })).toThrow(ConfigError);
    expect(() => translator.text("hello", undefined, { locale: "de" })).toThrow(/loadLocale\(game, "de"\)/);
    expect(() => translator.text("hello", undefined, { locale: "es" as "de" })).toThrow(ConfigError);
  });
});

describe.each(Object.keys(games))("%s in German and French", (id) => {
  const game = games[id] as Game<never, never, never, never>;
  it.each(["de", "fr"] as const)("draws random games in %s without an English word", async (locale) => {
    await loadLocale(game, locale);
    const all = await catalogues(`src/games/${id}/locales`);
    const banned = englishOnly(all.en, all[locale]);
    const g = games[id] as unknown as {
      setup: (c: object) => unknown;
      toAct: (s: unknown) => number[];
      legalActions: (s: unknown, p: number) => unknown[];
      apply: (s: unknown, a: unknown) => unknown;
      viewFor: (s: unknown, p: number | null) => { events: unknown[] };
      renderView: (v: unknown, o: object) => string;
      describeAction: (a: unknown, v: unknown, o: object) => string;
      describeEvent: (e: unknown, v: unknown, o: object) => string;
    };
    for (let run = 0; run < 3; run++) {
      const random = createRandom(`${id}/${locale}/${run}`);
      const { min, max } = games[id]?.players ?? { min: 2, max: 2 };
      let state = g.setup({ players: min + (run % (max - min + 1)), seed: `i18n-${run}` });
      for (let step = 0; step < 150 && g.toAct(state).length > 0; step++) {
        const seats = g.toAct(state);
        const seat = seats[random.below(seats.length)] as number;
        const legal = g.legalActions(state, seat);
        const action = legal[random.below(legal.length)];
        const view = g.viewFor(state, seat);
        const texts = [g.renderView(view, { locale }), g.describeAction(action, view, { locale })];
        for (const event of view.events) texts.push(g.describeEvent(event, view, { locale }));
        for (const text of texts) {
          const found = englishWordsIn(text, banned);
          expect(found, text).toEqual([]);
        }
        state = g.apply(state, action);
      }
    }
  });
});

it("the shared and CLI catalogues are typed by their English keys", () => {
  expect(Object.keys(sharedEn).length).toBeGreaterThan(0);
  expect(Object.keys(cliEn).length).toBeGreaterThan(0);
});
