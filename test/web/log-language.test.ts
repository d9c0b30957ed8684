/**
 * The tables' log speaks the page's language: a game whose language is switched (before its first
 * move, midway, or at its end) is told exactly as the same game told in that language from the
 * start, in every game, in German and French; and the English log is not what they show.
 */
import { type ActionBase, type AnyGame, games, type Locale, loadLocale } from "backroom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { speak, tablesText } from "../../web/src/i18n/message.js";
import { Session } from "../../web/src/session.js";
import type { LogEntry } from "../../web/src/table-session.js";

/** Each game with a player count and options that keep it short. */
const CASES = [
  { id: "tiefe-taschen", players: 4, options: { bankruptcyDepth: 67 } },
  { id: "kohle-kies-knete", players: 3, options: { maxTurns: 9 } },
  { id: "campaign", players: 3, options: { maxRounds: 3 } },
  { id: "slush-fund", players: 3, options: { timeCardsToEnd: 4 } },
] as const;

/**
 * Plays a game to its end, a person at seat 0 always taking the first legal action and random bots
 * elsewhere; `atStep` runs after each change (to switch the language midway). Resolves with the session.
 */
function playToEnd(
  id: string,
  players: number,
  options: Record<string, unknown>,
  atStep: (step: number) => void = () => undefined,
): Promise<Session> {
  return new Promise((resolve, reject) => {
    const roles = ["human", ...Array.from({ length: players - 1 }, () => "random")];
    const config = { game: games[id] as AnyGame, players, seed: "words", options, roles, botDelay: 0 };
    const session: Session = new Session(config, () => {
      atStep(session.step);
      if (session.error !== undefined) reject(session.error);
      else if (session.status === "game-over") resolve(session);
      else if (session.status === "your-turn")
        setImmediate(() => session.act(session.legalActions()[0] as ActionBase));
    });
    session.start();
  });
}

/** The log's lines as plain data, for comparing. */
const lines = (log: readonly LogEntry[]) =>
  log.map(({ index, seat, text, events }) => ({ index, seat, text, events: [...events] }));

describe("the log in the page's language", () => {
  beforeAll(async () => {
    for (const locale of ["de", "fr"] as const)
      await Promise.all([
        tablesText.load(locale),
        loadLocale(null, locale),
        ...Object.values(games).map((game) => loadLocale(game as AnyGame, locale)),
      ]);
  });

  afterEach(() => speak("en"));

  for (const { id, players, options } of CASES)
    for (const locale of ["de", "fr"] as Locale[])
      it(`${id} in ${locale}: switched midway or after the end, told as if spoken from the start`, async () => {
        speak(locale);
        const spoken = await playToEnd(id, players, options);
        const native = lines(spoken.log());
        speak("en");
        const played = await playToEnd(id, players, options);
        const english = lines(played.log());
        expect(
          english.map((line) => line.index),
          "the same game, whatever the language",
        ).toEqual(native.map((line) => line.index));
        expect(native.length).toBeGreaterThan(10);
        expect(
          native.some((line) => line.events.length > 0),
          "the game's events are told",
        ).toBe(true);
        // Nearly every line differs between English and the page's language (a line of names and numbers may not).
        const same = native.filter((line, i) => line.text === english[i]?.text).length;
        expect(same, "lines left in English").toBeLessThan(native.length / 10);

        // Switched after the end: the whole log is told again, both ways.
        speak(locale);
        expect(lines(played.log()), "switched after the end").toEqual(native);
        speak("en");
        expect(lines(spoken.log()), "switched back to English").toEqual(english);

        // Switched midway: the earlier lines are told again, the later ones in the new language.
        const half = Math.floor(native.length / 2);
        const midway = await playToEnd(id, players, options, (step) => {
          if (step === half) speak(locale);
        });
        expect(lines(midway.log()), "switched midway").toEqual(native);
      });
});
