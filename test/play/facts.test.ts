/**
 * `gameFacts`: every game's card facts, and its typical lengths taken from the committed
 * `length.json`, whose figures the measuring script reproduces for a sample of its recorded seeds;
 * the time model weighs a pass or a forced step less than a real choice, and keeps the games
 * whose rules or box give a playing time near it.
 */
import { describe, expect, it } from "vitest";
import {
  type ActionBase,
  type AnyGame,
  DECISION_SECONDS,
  decisionKind,
  decisionSeconds,
  gameFacts,
  gameSeconds,
  games,
  loadLocale,
  median,
} from "../../src/index.js";
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
      const perGame = game.lengths?.counts.find((count) => count.players === entry.players)?.perGame ?? [];
      // Choices at 8 s, replies at 2 s, forced steps at 1 s, the median game in whole minutes.
      const seconds = perGame.map(
        (measured) => measured.choices * 8 + measured.replies * 2 + measured.forced,
      );
      expect(entry.minutes).toBe(Math.max(1, Math.round(median(seconds) / 60)));
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
    expect(measured.replies).toEqual(game.replies ?? []);
    expect(measured.counts.map((count) => count.players)).toEqual(
      Array.from({ length: game.players.max - game.players.min + 1 }, (_, n) => game.players.min + n),
    );
    for (const count of measured.counts) {
      expect(count.perGame).toHaveLength(measured.games);
      expect(count.decisionsPerPerson).toBe(
        Math.round(median(count.perGame.map((one) => one.decisions)) * 100) / 100,
      );
      for (const one of count.perGame) {
        // Shared decisions never outnumber the actions, and every game has choices in it.
        expect(one.choices + one.replies + one.forced).toBeLessThanOrEqual(
          (one.decisions + 0.05) * count.players,
        );
        expect(one.choices).toBeGreaterThan(0);
      }
    }
    // Replays the first recorded seed of the fewest and the most players.
    for (const count of [measured.counts[0], measured.counts[measured.counts.length - 1]]) {
      if (!count) continue;
      const seed = lengthSeed(measured.seedPrefix, count.players, 0);
      expect(measureGame(game, count.players, seed)).toEqual(count.perGame[0]);
    }
  });
});

describe("the time model", () => {
  const pass: ActionBase = { type: "pass", player: 1 };
  const offer: ActionBase = { type: "offerCard", player: 1 };

  it("weighs a forced step less than a pass, and a pass less than a real choice", () => {
    expect(decisionKind([pass], pass, ["pass"])).toBe("forced");
    expect(decisionKind([pass, offer], pass, ["pass"])).toBe("reply");
    expect(decisionKind([pass, offer], offer, ["pass"])).toBe("choice");
    // A verb is a reply only where the game names it so.
    expect(decisionKind([pass, offer], pass, [])).toBe("choice");
    expect(decisionSeconds("forced", 1)).toBeLessThan(decisionSeconds("reply", 1));
    expect(decisionSeconds("reply", 1)).toBeLessThan(decisionSeconds("choice", 1));
    expect(decisionSeconds("choice", 1)).toBe(DECISION_SECONDS.choice);
  });

  it("shares a decision among the seats that may act at once", () => {
    expect(decisionSeconds("choice", 4)).toBe(DECISION_SECONDS.choice / 4);
    expect(gameSeconds({ decisions: 10, choices: 3, replies: 5, forced: 2 })).toBe(
      3 * DECISION_SECONDS.choice + 5 * DECISION_SECONDS.reply + 2 * DECISION_SECONDS.forced,
    );
  });

  it("counts the passes of a measured Kohle negotiation as replies, timed at a glance", () => {
    const kohle = games["kohle-kies-knete"] as AnyGame;
    const measured = measureGame(kohle, 4, "length-4-0");
    // The heuristic bot answers most changes with a pass: replies are many, yet they cost less time.
    expect(measured.replies).toBeGreaterThan(0);
    expect(measured.replies * DECISION_SECONDS.reply).toBeLessThan(
      measured.choices * DECISION_SECONDS.choice,
    );
  });

  it("keeps Kohle, Kie$ & Knete within 30–90 minutes (its box: about 60) at every count", () => {
    for (const entry of gameFacts("kohle-kies-knete").typicalLength) {
      expect(entry.minutes, `${entry.players} players`).toBeGreaterThanOrEqual(30);
      expect(entry.minutes, `${entry.players} players`).toBeLessThanOrEqual(90);
    }
  });

  it("keeps Slush Fund within 10–30 minutes (its rules: 20) at every count", () => {
    for (const entry of gameFacts("slush-fund").typicalLength) {
      expect(entry.minutes, `${entry.players} players`).toBeGreaterThanOrEqual(10);
      expect(entry.minutes, `${entry.players} players`).toBeLessThanOrEqual(30);
    }
  });
});
