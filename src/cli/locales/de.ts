import type { Translation } from "../../core/index.js";
import type { CliMessages } from "./en.js";

/** The command line's words in German. */
export const de: Translation<CliMessages> = {
  "play.title": "{title}: {players} Spieler, Startwert „{seed}“; Sie spielen auf Platz {seat}.",
  "play.you": "Sie",
  "play.you-seat": "Sie (Platz {seat})",
  "play.bot-seat": "Platz {seat} ({bot})",
  "play.seat": "Platz {seat}",
  "play.only-choice": "Sie: {action} (Ihre einzige Wahl)",
  "play.chose": "Sie: {action}",
  "play.other": "{name}: {action}",
  "play.ask": "Ihre Wahl (1-{count}, q zum Aufhören):",
  "play.not-a-choice": "„{text}“ ist keine Zahl von 1 bis {count}",
  "play.left": "Sie haben die Partie verlassen.",
  "outcome.nobody": "niemand",
  "outcome.score": "{seat} {score, number} (Rang {rank})",
  "outcome.lines":
    "Spielende ({reason}); {count, plural, one {Sieger} other {Sieger}}: {winners}\nPunkte: {scores}",
  "tournament.game": "Spiel",
  "tournament.players": "Spieler",
  "tournament.bot": "Bot",
  "tournament.seat-games": "Platz-Partien",
  "tournament.wins": "Siege",
  "tournament.win-share": "Siegquote",
  "tournament.ci": "95-%-KI",
  "tournament.score": "Punkte (Mittel ± SA)",
  "tournament.rank": "mittlerer Rang",
  "tournament.length": "Länge",
  "tournament.none": "noch sind keine Spiele registriert",
  "tournament.footer":
    "{count} Partien je Spiel, Startwert „{seed}“, ismcts mit {budget}; fairer Anteil = 1/Spieler; {seconds} s",
  "tournament.default-budget": "seinem Standardbudget je Spiel",
  "tournament.iterations": "{iterations} Iterationen",
  "tournament.rollouts": "{budget} (Rollouts nach {limit} Zügen abgebrochen)",
  "tournament.plan":
    "Turnier: je {count} Partien von {games}, Bots {bots}, auf {workers, plural, one {# Worker-Thread} other {# Worker-Threads}}; die Tabelle folgt, wenn alle Partien gespielt sind",
  "progress.status":
    "{done}/{total} Partien{phase, select, start {} end {, in {time}} other {, noch etwa {time}}}",
  "progress.line": "{game}: {status}",
};
