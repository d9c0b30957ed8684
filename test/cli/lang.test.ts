/**
 * The terminal in German and French: `backroom play --lang` and `backroom tournament --lang` show
 * Campaign (the last game to get its catalogues) without an English word of the game's, the shared
 * interface's or the CLI's catalogue.
 */
import { describe, expect, it } from "vitest";
import { de as cliDe } from "../../src/cli/locales/de.js";
import { en as cliEn } from "../../src/cli/locales/en.js";
import { fr as cliFr } from "../../src/cli/locales/fr.js";
import { de as sharedDe } from "../../src/core/i18n/locales/de.js";
import { en as sharedEn } from "../../src/core/i18n/locales/en.js";
import { fr as sharedFr } from "../../src/core/i18n/locales/fr.js";
import { de as gameDe } from "../../src/games/campaign/locales/de.js";
import { en as gameEn } from "../../src/games/campaign/locales/en.js";
import { fr as gameFr } from "../../src/games/campaign/locales/fr.js";
import { englishOnly, englishWordsIn } from "../i18n/english-words.js";
import { runCli } from "./run-cli.js";

const CATALOGUES = {
  de: { ...cliDe, ...sharedDe, ...gameDe },
  fr: { ...cliFr, ...sharedFr, ...gameFr },
};
const english = { ...cliEn, ...sharedEn, ...gameEn };

describe.each(["de", "fr"] as const)("Campaign in the terminal with --lang %s", (lang) => {
  const banned = englishOnly(english, CATALOGUES[lang]);

  it("plays a game on standard input without an English word", async () => {
    const args = ["play", "campaign", "--seat", "0", "--players", "3", "--seed", "lang", "--lang", lang];
    const run = await runCli(args, Array(400).fill("1"));
    expect(run.out.split("\n").length).toBeGreaterThan(100);
    expect(englishWordsIn(run.out, banned)).toEqual([]);
    expect(englishWordsIn(run.err, banned)).toEqual([]);
  });

  it("prints the tournament's table without an English word", async () => {
    const args = ["tournament", "campaign", "--games", "2", "--bots", "random", "--workers", "1"];
    const run = await runCli([...args, "--lang", lang]);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/campaign/);
    // The bots are named by the ids the command was given ("random"), identifiers rather than words.
    const words = new Set([...banned].filter((word) => word !== "random"));
    expect(englishWordsIn(run.out, words)).toEqual([]);
    expect(run.out, "decimals as the language writes them").not.toMatch(/\d\.\d/);
  });
});
