/** The shared interface catalogue in German. */
import type { Translation } from "../translator.js";
import type { InterfaceMessages } from "./en.js";

/** German texts of the shared interface (loaded by `loadLocale`). */
export const de: Translation<InterfaceMessages> = {
  "card.back": "verdeckte Karte",
  "seat.name": "Platz {seat}",
  "error.malformed-action": "Das ist kein gültig geformter Zug.",
  "error.forbidden-key": "Der Zug enthält einen verbotenen Schlüssel.",
  "error.unknown-action": "Diesen Zug kennt das Spiel nicht.",
  "error.bad-player": "Diesen Platz gibt es in dieser Partie nicht.",
  "error.not-your-turn": "Sie sind nicht am Zug.",
  "error.game-over": "Die Partie ist vorbei.",
  "error.missing-field": "Dem Zug fehlt eine Angabe.",
  "error.extra-field": "Der Zug enthält eine überzählige Angabe.",
  "error.bad-field": "Eine Angabe des Zuges liegt außerhalb des erlaubten Bereichs.",
  "bot.strength.beginner": "Anfänger",
  "bot.strength.standard": "Standard",
  "bot.strength.strong": "stark",
  "bot.strength.learned": "gelernt",
};
