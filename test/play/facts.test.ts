/**
 * `gameFacts`: every game's card facts, and its typical lengths taken from the committed
 * `length.json`, whose figures the measuring script reproduces for a sample of its recorded seeds.
 */
import { describe, expect, it } from "vitest";
import { gameFacts, games, loadLocale, median, SECONDS_PER_DECISION } from "../../src/index.js";
import { lengthSeed, measureGame } from "../../src/sim/lengths.js";

describe.each(Object.values(games).map((game) => [game.id, game] as const))("%s", (_id, game) => {
  it("states the title, one line, player counts and a length for every count", async () => {
    const facts = gameFacts(game.id);
    expect(facts).toMatchObject({
      id: game.id,
      title: game.title,
      minPlayers: game.players.min,
      maxPlayers: game.players.max,
    });
    expect(facts.oneLine.length).toBeGreaterThan(20);
    expect(facts.typicalLength.map((entry) => entry.players)).toEqual(
      Array.from({ length: game.players.max - game.players.min + 1 }, (_, n) => game.players.min + n),
    );
    for (const entry of facts.typicalLength) {
      expect(entry.decisionsPerPerson).toBeGreaterThan(0);
      expect(entry.minutes).toBe(
        Math.max(1, Math.round((entry.decisionsPerPerson * entry.players * SECONDS_PER_DECISION) / 60)),
      );
    }
    await loadLocale(game, "de");
    await loadLocale(game, "fr");
    expect(gameFacts(game.id, { locale: "de" }).oneLine).not.toBe(facts.oneLine);
    expect(gameFacts(game.id, { locale: "fr" }).oneLine).not.toBe(facts.oneLine);
  });

  it("takes its lengths from the measuring script's figures", () => {
    const measured = game.lengths;
    expect(measured).toBeDefined();
    if (!measured) return;
    expect(measured.bot).toBe("heuristic");
    expect(measured.counts.map((count) => count.players)).toEqual(
      Array.from({ length: game.players.max - game.players.min + 1 }, (_, n) => game.players.min + n),
    );
    for (const count of measured.counts) {
      expect(count.perGame).toHaveLength(measured.games);
      expect(count.decisionsPerPerson).toBe(Math.round(median(count.perGame) * 100) / 100);
    }
    // Replays the first recorded seed of the fewest and the most players.
    for (const count of [measured.counts[0], measured.counts[measured.counts.length - 1]]) {
      if (!count) continue;
      const seed = lengthSeed(measured.seedPrefix, count.players, 0);
      expect(measureGame(game, count.players, seed)).toBe(count.perGame[0]);
    }
  });
});
