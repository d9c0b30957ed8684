/**
 * The tables' catalogues are complete: every English key has a German and a French message, no
 * language holds a key the English lacks, and every key is used somewhere in web/ (no dead words).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { preferredLocale } from "../../web/src/i18n/language.js";
import { de } from "../../web/src/locales/de.js";
import { en } from "../../web/src/locales/en.js";
import { fr } from "../../web/src/locales/fr.js";

const WEB = fileURLToPath(new URL("../../web", import.meta.url));

/** Every TypeScript source under web/, except the catalogues themselves. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist" || name === "locales") return [];
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

describe("the tables' catalogues", () => {
  const keys = Object.keys(en).sort();

  it.each([
    ["de", de],
    ["fr", fr],
  ])("%s has exactly the English keys, each a non-empty message", (_locale, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) expect((catalogue as Record<string, string>)[key]?.trim()).toBeTruthy();
  });

  it("holds no key that no code in web/ uses", () => {
    const code = sources(WEB)
      .map((path) => readFileSync(path, "utf8"))
      .join("\n");
    const unused = keys.filter((key) => !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});

describe("the starting language", () => {
  it("prefers the address, then the remembered choice, then the browser, then English", () => {
    expect(preferredLocale(new URLSearchParams("lang=fr"), "de", ["de-DE"])).toBe("fr");
    expect(preferredLocale(new URLSearchParams(), "de", ["fr-FR"])).toBe("de");
    expect(preferredLocale(new URLSearchParams(), null, ["it-IT", "fr-CA", "de"])).toBe("fr");
    expect(preferredLocale(new URLSearchParams("lang=xx"), "yy", ["it"])).toBe("en");
  });
});
