/**
 * A frontend that imports one game and speaks English downloads no German or French: the catalogues
 * of the other languages are separate chunks that only `loadLocale` fetches (bundled from the
 * sources with esbuild, as scripts/bundle-cost.ts does for docs/benchmarks.md from the built package).
 */
import { describe, expect, it } from "vitest";
import { bundleCost } from "../../scripts/bundle-cost.js";
import { de as sharedDe } from "../../src/core/i18n/locales/de.js";
import { en as sharedEn } from "../../src/core/i18n/locales/en.js";
import { fr as sharedFr } from "../../src/core/i18n/locales/fr.js";
import { de } from "../../src/games/campaign/locales/de.js";
import { en } from "../../src/games/campaign/locales/en.js";
import { fr } from "../../src/games/campaign/locales/fr.js";

/** Messages of one language that no other language shares, in plain ASCII (so minified code keeps them verbatim). */
function ownMessages(mine: object, others: object[]): string[] {
  const theirs = new Set(others.flatMap((catalogue) => Object.values(catalogue) as string[]));
  return (Object.values(mine) as string[]).filter(
    (message) =>
      message.length >= 12 &&
      /^[\x20-\x7e]+$/.test(message) &&
      !/['"\\]/.test(message) &&
      !theirs.has(message),
  );
}

/** True when the code holds the message as a whole string literal (not merely a prefix of a longer one). */
function holds(code: string, message: string): boolean {
  return ['"', "'", "`"].some((quote) => code.includes(`${quote}${message}${quote}`));
}

describe("Campaign bundled for a browser", () => {
  it("leaves German and French out of the English start-up chunks and in their own chunks", async () => {
    const cost = await bundleCost("campaign", "src");
    expect(holds(cost.english.text, en["action.no-deal"])).toBe(true);
    const german = [...ownMessages(de, [en, fr]), ...ownMessages(sharedDe, [sharedEn, sharedFr])];
    const french = [...ownMessages(fr, [en, de]), ...ownMessages(sharedFr, [sharedEn, sharedDe])];
    expect(german.length).toBeGreaterThan(20);
    expect(french.length).toBeGreaterThan(20);
    expect(german.filter((message) => holds(cost.english.text, message))).toEqual([]);
    expect(french.filter((message) => holds(cost.english.text, message))).toEqual([]);
    expect(german.filter((message) => !holds(cost.languages.de.text, message))).toEqual([]);
    expect(french.filter((message) => !holds(cost.languages.fr.text, message))).toEqual([]);
    expect(french.filter((message) => holds(cost.languages.de.text, message))).toEqual([]);
    expect(cost.languages.de.raw).toBeGreaterThan(0);
    expect(cost.languages.fr.gzip).toBeLessThan(cost.languages.fr.raw);
  });
});
