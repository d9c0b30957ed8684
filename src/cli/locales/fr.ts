import type { Translation } from "../../core/index.js";
import type { CliMessages } from "./en.js";

/** The command line's words in French. */
export const fr: Translation<CliMessages> = {
  "play.title": "{title} : {players} joueurs, graine « {seed} » ; vous jouez la place {seat}.",
  "play.you": "vous",
  "play.you-seat": "vous (place {seat})",
  "play.bot-seat": "place {seat} ({bot})",
  "play.seat": "place {seat}",
  "play.only-choice": "vous : {action} (votre seul choix)",
  "play.chose": "vous : {action}",
  "play.other": "{name} : {action}",
  "play.ask": "votre choix (1-{count}, q pour quitter) :",
  "play.not-a-choice": "« {text} » n'est pas un nombre de 1 à {count}",
  "play.left": "vous avez quitté la partie.",
  "outcome.nobody": "personne",
  "outcome.score": "{seat} {score, number} (rang {rank})",
  "outcome.lines":
    "partie terminée ({reason}) ; {count, plural, one {gagnant} other {gagnants}} : {winners}\nscores : {scores}",
  "tournament.game": "jeu",
  "tournament.players": "joueurs",
  "tournament.bot": "bot",
  "tournament.seat-games": "parties-places",
  "tournament.wins": "victoires",
  "tournament.win-share": "part de victoires",
  "tournament.ci": "IC 95 %",
  "tournament.score": "score (moyenne ± é.-t.)",
  "tournament.rank": "rang moyen",
  "tournament.length": "durée",
  "tournament.none": "aucun jeu n'est encore enregistré",
  "tournament.footer":
    "{count} parties par jeu, graine « {seed} », ismcts avec {budget} ; part équitable = 1/joueurs ; {seconds} s",
  "tournament.default-budget": "son budget par défaut pour chaque jeu",
  "tournament.iterations": "{iterations} itérations",
  "tournament.rollouts": "{budget} (simulations coupées à {limit} actions)",
  "tournament.plan":
    "tournoi : {count} parties de chacun de {games}, bots {bots}, sur {workers, plural, one {# fil d'exécution} other {# fils d'exécution}} ; le tableau suit quand toutes les parties sont jouées",
  "progress.status":
    "{done}/{total} parties{phase, select, start {} end {, en {time}} other {, encore environ {time}}}",
  "progress.line": "{game} : {status}",
};
