/** The shared interface catalogue in French. */
import type { Translation } from "../translator.js";
import type { InterfaceMessages } from "./en.js";

/** French texts of the shared interface (loaded by `loadLocale`). */
export const fr: Translation<InterfaceMessages> = {
  "card.back": "carte face cachée",
  "seat.name": "Place {seat}",
  "error.malformed-action": "Cette action est mal formée.",
  "error.forbidden-key": "L'action contient une clé interdite.",
  "error.unknown-action": "Ce jeu ne connaît pas cette action.",
  "error.bad-player": "Cette place n'existe pas dans cette partie.",
  "error.not-your-turn": "Ce n'est pas votre tour.",
  "error.game-over": "La partie est terminée.",
  "error.missing-field": "Il manque un champ à l'action.",
  "error.extra-field": "L'action contient un champ en trop.",
  "error.bad-field": "Un champ de l'action a une valeur hors limites.",
  "bot.strength.beginner": "débutant",
  "bot.strength.standard": "standard",
  "bot.strength.strong": "fort",
  "bot.strength.learned": "appris",
};
