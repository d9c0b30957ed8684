/**
 * Every German and French catalogue (shared, command line, each engine, the tables) addresses the
 * player formally: "Sie" and "vous", never "du" or "tu". The scanner is proven on samples first,
 * so a guard that silently matches nothing cannot pass.
 */

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { games } from "../../src/games/registry.js";
import { type Catalogue, familiarForms } from "./register.js";

const DIRECTORIES = [
  "src/core/i18n/locales",
  "src/cli/locales",
  ...Object.keys(games).map((id) => `src/games/${id}/locales`),
  "web/src/locales",
];

async function load(dir: string, locale: "de" | "fr"): Promise<Catalogue> {
  const module = await import(/* @vite-ignore */ pathToFileURL(resolve(dir, `${locale}.ts`)).href);
  return module[locale] as Catalogue;
}

describe("the register scanner", () => {
  it("finds German du forms, naming the key and the word", () => {
    const planted = {
      pronoun: "Du bist nicht am Zug.",
      object: "Das kannst du dir nicht leisten.",
      possessive: "Dein Schnüffler steht nirgends; {n, plural, one {deine Karte} other {deine Karten}}",
      plural: "Das gehört euch, nicht eurem Nachbarn.",
      imperative: "Wähle zuerst eine Karte. Würfle dann.",
      lowercase: "{seat}: nimm eine Karte",
    };
    expect(familiarForms(planted, "de")).toEqual([
      "pronoun: Du",
      "object: du",
      "object: dir",
      "possessive: Dein",
      "possessive: deine",
      "possessive: deine",
      "plural: euch",
      "plural: eurem",
      "imperative: Wähle",
      "imperative: Würfle",
      "lowercase: nimm",
    ]);
  });

  it("leaves formal German, nouns and words that merely contain the letters alone", () => {
    const formal = {
      sie: "Wählen Sie zuerst die Geldkarte. Ihr Schnüffler gehört Ihnen.",
      inside: "Der Dirigent ist Dumont, Deinhard oder Dürer; Europa; teuer; Büdu",
      nouns: "Diese Karte. Spiel und Zahl: Zuschauende lesen mit. Keine offene Partie.",
      argument: "{du} {dir, select, dein {Platz} other {Sitz}}",
    };
    expect(familiarForms(formal, "de")).toEqual([]);
  });

  it("finds French tu forms and leaves vous and look-alike words alone", () => {
    const planted = { a: "Tu as déjà joué ta carte.", b: "C’est à toi : tes cartes, ton tour, t’es prêt ?" };
    expect(familiarForms(planted, "fr")).toEqual(["a: Tu", "a: ta", "b: toi", "b: tes", "b: ton", "b: t’"]);
    const formal = { c: "Vous avez déjà joué votre carte : tête, tuile, tasse, testez, étoile, cette." };
    expect(familiarForms(formal, "fr")).toEqual([]);
  });
});

describe.each(DIRECTORIES)("the catalogues in %s", (dir) => {
  it("address the player formally in German (Sie, never du)", async () => {
    expect(familiarForms(await load(dir, "de"), "de")).toEqual([]);
  });

  it("address the player formally in French (vous, never tu)", async () => {
    expect(familiarForms(await load(dir, "fr"), "fr")).toEqual([]);
  });
});
