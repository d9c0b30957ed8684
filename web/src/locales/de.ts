/** Die deutschen Texte der Spieltische (Schlüssel wie im englischen Katalog). */
import type { Translation } from "backroom";
import type { en } from "./en.js";

/** The tables' German catalogue. */
export const de: Translation<typeof en> = {
  "page.title": "backroom – Spieltische",
  "page.tagline": "Regelwerke für Spiele um Bestechung und Verhandlung, im Browser gegen Bots gespielt.",
  "language.label": "Sprache",
  "error.line": "{name}: {message}",
  "online.label": "Online",
  "online.watching": "Sie schauen zu",
  "online.seat": "Sie spielen auf {seat}",
  "online.over": "die Partie ist beendet",
  "online.link.connecting": "Verbindung wird aufgebaut …",
  "online.link.connected": "verbunden",
  "online.link.reconnecting": "Verbindung verloren, neuer Versuch …",
  "online.link.refused": "abgewiesen",
  "invite.link": "Einladungslink",
  "invite.for": " für eine Mitspielerin oder einen Mitspieler (oder diesen Platz an einem anderen Bildschirm): ",
  "invite.copy": "Link kopieren",
  "replay.unknownGame": "die Aufzeichnung gehört zu „{game}“, das diese Spieltische nicht kennen",
  "seat.you": "{name} (Sie)",
  "seat.role": "{name} ({role})",
  "seat.plain": "{name}",
  "outcome.headline":
    "Spielende ({reason}). {count, plural, =0 {Niemand gewinnt} one {Es gewinnt: {winners}} other {Es gewinnen: {winners}}}.",
};
