/**
 * `botStrengths`: the bots of each game and player count named by strength, weakest first, only
 * those that play the count (learned only where a shipped policy plays it).
 */
import { describe, expect, it } from "vitest";
import {
  botNamesFor,
  botStrengths,
  createBot,
  games,
  learnedPlayerCounts,
  loadLocale,
} from "../../src/index.js";

describe.each(Object.values(games).map((game) => [game.id, game] as const))("%s", (_id, game) => {
  it("names every bot that plays each count by its strength", () => {
    for (let players = game.players.min; players <= game.players.max; players++) {
      const entries = botStrengths(game.id, players);
      const expected = [
        "beginner",
        "standard",
        "strong",
        ...(learnedPlayerCounts(game.id).includes(players) ? ["learned"] : []),
      ];
      expect(entries.map((entry) => entry.strength)).toEqual(expected);
      for (const entry of entries) {
        expect(botNamesFor(game, players)).toContain(entry.bot);
        if (entry.bot !== "learned")
          expect(createBot(entry.bot, game, undefined, players).name.length).toBeGreaterThan(0);
      }
    }
    expect(botStrengths(game.id, game.players.max + 1)).toEqual([]);
  });
});

it("labels the strengths in English, German and French", async () => {
  await loadLocale(null, "de");
  await loadLocale(null, "fr");
  expect(botStrengths("slush-fund", 3).map((entry) => entry.label)).toEqual([
    "beginner",
    "standard",
    "strong",
    "learned",
  ]);
  expect(botStrengths("slush-fund", 3, { locale: "de" }).map((entry) => entry.label)).toEqual([
    "Anfänger",
    "Standard",
    "stark",
    "gelernt",
  ]);
  expect(botStrengths("slush-fund", 3, { locale: "fr" }).map((entry) => entry.label)).toEqual([
    "débutant",
    "standard",
    "fort",
    "appris",
  ]);
});
