/** Les textes français des tables (mêmes clés que le catalogue anglais). */
import type { Translation } from "backroom";
import type { en } from "./en.js";

/** The tables' French catalogue. */
export const fr: Translation<typeof en> = {
  "page.title": "backroom – tables de jeu",
  "page.tagline": "Des moteurs de règles pour des jeux de pots-de-vin et de négociation, joués contre des bots dans votre navigateur.",
  "language.label": "Langue",
  "error.line": "{name} : {message}",
  "online.label": "En ligne",
  "online.watching": "vous regardez",
  "online.seat": "vous jouez à la {seat}",
  "online.over": "la partie est terminée",
  "online.link.connecting": "connexion…",
  "online.link.connected": "connecté",
  "online.link.reconnecting": "connexion perdue, reconnexion…",
  "online.link.refused": "refusé",
  "invite.link": "Lien d’invitation",
  "invite.for": " pour un autre joueur (ou cette place sur un autre écran) : ",
  "invite.copy": "Copier le lien",
  "replay.unknownGame": "l’enregistrement concerne « {game} », que ces tables ne connaissent pas",
  "seat.you": "{name} (vous)",
  "seat.role": "{name} ({role})",
  "seat.plain": "{name}",
  "outcome.headline":
    "Fin de partie ({reason}). {count, plural, =0 {Personne ne gagne} one {Gagnant : {winners}} other {Gagnants : {winners}}}.",
};
