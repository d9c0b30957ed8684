import type { GuideTranslation } from "../../../core/index.js";
import type { TiefeTaschenGuide } from "./en.js";

/** Tiefe Taschens Spielanleitung und Glossar auf Deutsch (in den Worten des deutschen Katalogs). */
export const de: GuideTranslation<TiefeTaschenGuide> = {
  title: "Tiefe Taschen",
  summary:
    "Korrupte Politiker teilen die Staatskasse unter sich auf, bestechen und erpressen einander und wählen den Präsidenten ab, wenn die Verteilung ungerecht ist.",
  sections: {
    goal: {
      heading: "Ziel des Spiels",
      paragraphs: [
        "Sie sind Politiker und wollen tiefe Taschen. In jeder Runde verteilt der Präsident Geld aus der Staatskasse, und die anderen stimmen über die Verteilung ab. Wer am Ende am reichsten ist, gewinnt.",
        "Es spielen {minPlayers} bis {maxPlayers} Personen. Geld zählt in Mio (Millionen). Jeder beginnt mit {startMoney} Mio: je eine Karte zu 2, 3 und 4 Mio, verdeckt.",
        "Ihr Geld ist geheim: Die anderen sehen, wie viele Karten Sie haben, aber nicht ihre Werte.",
      ],
    },
    components: {
      heading: "Was auf dem Tisch liegt",
      paragraphs: [
        "Die Staatskasse ist ein verdeckter Stapel Geldkarten: {copies} Karten von jedem Wert von 1 bis 5 Mio ({moneyCards} insgesamt), ohne das Startgeld. In ihrem unteren Teil steckt eine Staatsbankrott-Karte.",
        "Jeder Spieler hat fünf Aktionskarten, zwei Bestechungsmarker und einen Schnüffler.",
      ],
    },
    turn: {
      heading: "Eine Spielrunde",
      paragraphs: [
        "Jede Spielrunde hat vier Phasen, immer in dieser Reihenfolge.",
        "Beispiel mit 5 Spielern: Die Präsidentin deckt 5 Karten im Wert von 14 Mio auf. Sie gibt zwei Spielern je 3 Mio und behält 8 Mio. Zeigt die Abstimmung mindestens so viele Zustimmen- wie Ablehnen-Karten, behält jeder, was er bekommen hat.",
      ],
      items: [
        {
          term: "1. Aufdecken",
          text: "Alle Spieler sind wieder im Spiel. Der Präsident deckt pro Spieler eine Karte aus der Staatskasse auf und legt sie offen aus: Das ist das Geld dieser Spielrunde.",
        },
        {
          term: "2. Verteilung",
          text: "Der Präsident gibt jede Karte einem aktiven Spieler, eine Karte nach der anderen. Jede Aufteilung ist erlaubt: jedem eine, mehrere an einen, manchen keine oder alles an den Präsidenten. Karten können zurückgenommen werden, höchstens so oft, wie es Karten gibt. Ist jede Karte vergeben, bestätigt der Präsident.",
        },
        {
          term: "3. Verhandlung",
          text: "Alle handeln gleichzeitig, in beliebiger Reihenfolge: eine verdeckte Aktionskarte wählen oder wechseln, den Schnüffler vor einen anderen Spieler stellen oder versetzen, Bestechungen anbieten, eine verdeckte Bestechung vor sich aufdecken und erklären, dass man fertig ist. Der Präsident darf nicht Ablehnen wählen.",
        },
        {
          term: "4. Aufdecken und Abstimmung",
          text: "Vom Präsidenten an, in Sitzreihenfolge, deckt jeder Spieler seine Aktionskarte auf. Zuerst werden die Bestechungen vor diesem Spieler abgerechnet, dann wirkt die Karte. Danach werden die Zustimmen- und Ablehnen-Karten gezählt.",
        },
      ],
    },
    cards: {
      heading: "Aktionskarten, Bestechungen und Schnüffler",
      paragraphs: [
        "Die Verhandlung endet, wenn jeder aktive Spieler eine Karte gewählt und sich für fertig erklärt hat, ohne Änderung seitdem. Jede Änderung durch irgendwen (Karte, Schnüffler oder Bestechung) hebt das „fertig“ aller auf.",
        "Nach {limitPerPlayer} Änderungen pro aktivem Spieler wird stattdessen der Reihe nach verhandelt: Vom Präsidenten an darf jeder den Schnüffler einmal und jeden Bestechungsmarker einmal bewegen und passt dann. Danach trifft jeder eine letzte, verdeckte Wahl seiner Aktionskarte.",
      ],
      items: [
        { ref: "action.agree", text: "Eine Stimme für die Verteilung des Präsidenten." },
        {
          ref: "action.reject",
          text: "Eine Stimme dagegen. Wer als Erster Ablehnen aufdeckt, wird neuer Präsident, wenn die Abstimmung scheitert.",
        },
        {
          ref: "action.treasury",
          text: "Wer diese Karte in dieser Aufdeckrunde als Erster aufdeckt, nimmt geheim die oberste Karte der Staatskasse. Spätere bekommen nichts.",
        },
        {
          ref: "action.blackmail",
          text: "Wirkt nur, wenn Ihr Schnüffler vor einem Spieler steht. Sie nehmen eine zufällige Karte aus dessen Geld. Hat dieser Spieler Erpressung abwehren gewählt, ist es umgekehrt.",
        },
        {
          ref: "action.avert",
          text: "Bewirkt allein nichts. Gegen eine Erpressung wird sie sofort aufgedeckt und nimmt jedem Erpresser eine zufällige Karte.",
        },
        {
          ref: "token.agree",
          text: "Legen Sie ihn mit einer Ihrer Geldkarten vor einen anderen Spieler, mit Zustimmen oder Nicht zustimmen nach oben, offen oder verdeckt. Erfüllt dessen Karte die Forderung, behält er Ihr Geld; sonst kommt es zu Ihnen zurück. Nicht zustimmen erfüllt jede Karte außer Zustimmen.",
        },
        {
          ref: "token.reject",
          text: "Genauso mit Ablehnen oder Nicht ablehnen. Nicht ablehnen erfüllt jede Karte außer Ablehnen. Beispiel: Sie bestechen einen Spieler mit 3 Mio und fordern Nicht ablehnen; er deckt In die Staatskasse greifen auf und behält Ihre 3 Mio.",
        },
        {
          ref: "token.investigator",
          text: "Steht vor einem anderen Spieler. Mit Erpressen stiehlt er; ohne ist er nur ein Bluff.",
        },
      ],
    },
    end: {
      heading: "Abstimmung, Ende und Wertung",
      paragraphs: [
        "Die Verteilung gilt, wenn es mindestens so viele Zustimmen- wie Ablehnen-Karten gibt, auch bei Gleichstand und ganz ohne Stimmen. Dann bekommt jeder das ihm zugeteilte Geld, und derselbe Präsident beginnt die nächste Spielrunde.",
        "Gewinnt Ablehnen, tritt der Präsident für den Rest der Spielrunde zurück. Wer als Erster Ablehnen aufgedeckt hat, wird Präsident und verteilt dasselbe Geld neu unter den verbliebenen Spielern. Zurückgetretene Spieler können nicht handeln, bekommen kein Geld und sind kein Ziel. Bleibt nur ein Spieler übrig, nimmt er das ganze Geld.",
        "Das Spiel endet, wenn die Staatsbankrott-Karte erscheint. Erscheint sie beim Aufdecken des Geldes einer Spielrunde, endet das Spiel sofort. Erscheint sie durch In die Staatskasse greifen, wird die Spielrunde zu Ende gespielt (eine angenommene Verteilung wird noch ausgezahlt), dann endet das Spiel.",
        "Ihre Punktzahl ist das Geld in Ihrem Stapel. Das meiste Geld gewinnt; bei Gleichstand teilt man sich den Platz.",
      ],
    },
    interpretations: {
      heading: "Wie diese Engine die Regeln liest",
      paragraphs: [
        "Es gibt zwei Regeltexte (2015 und 2016), und sie lassen einige Punkte offen. So entscheidet die Engine.",
      ],
      items: [
        {
          term: "Ausgabe",
          text: "Standard ist die Ausgabe {edition}. Die Ausgabe 2015 hat {copies2015} Karten je Wert und keine Staatsbankrott-Karte: Sie endet, wenn die Staatskasse zu Beginn einer Spielrunde weniger Karten hält, als Spieler mitspielen.",
        },
        {
          term: "Wo die Staatsbankrott-Karte liegt",
          text: "Standardmäßig liegt ein Drittel der Staatskasse unter ihr ({depthMin} Karten bei {maxPlayers} Spielern, {depthMax} bei {minPlayers}). Eine Option kann das ändern; weniger Karten darunter ergeben ein längeres Spiel.",
        },
        {
          term: "Staatsbankrott bei In die Staatskasse greifen",
          text: "Die Karte wird offen ausgelegt, und der Nehmende zieht die nächste Karte. Scheitert danach die Abstimmung, geht das Geld unausgezahlt in die Staatskasse zurück.",
        },
        {
          term: "Staatsbankrott beim Aufdecken",
          text: "Die vorher aufgedeckten Karten kommen oben auf die Staatskasse zurück, und das Spiel endet.",
        },
        {
          term: "Erster Präsident",
          text: "Wird zufällig aus dem Startwert der Partie bestimmt, außer eine Option nennt einen Platz.",
        },
        {
          term: "Was öffentlich ist",
          text: "Das Geld der Spielrunde und die Verteilung des Präsidenten sind öffentlich. Karten aus der Staatskasse, aus einer Erpressung oder aus einer Abwehr sehen nur die Beteiligten.",
        },
        {
          term: "Bestechungsgeld",
          text: "Es verlässt Ihren Stapel, wenn Sie die Bestechung legen, und kehrt zurück, wenn Sie sie zurücknehmen. Sie wählen die Karte nach ihrem Wert. Der Bestochene sieht die Karte immer und darf sie für alle aufdecken.",
        },
        {
          term: "Eine Bestechung versetzen",
          text: "Sie dürfen einen Marker zu einem anderen Spieler versetzen oder auf seine andere Seite drehen; die Karte bleibt dieselbe. Eine andere Karte heißt: Bestechung zurücknehmen und neu anbieten.",
        },
        {
          term: "Dieselbe Karte wählen",
          text: "In der freien Verhandlung wird die Wahl der Karte, die Sie schon haben, abgelehnt. Bei der letzten Wahl der Verhandlung der Reihe nach behalten Sie so Ihre Karte.",
        },
        {
          term: "Die Grenze der Verhandlung",
          text: "Standardmäßig {limitPerPlayer} Änderungen pro aktivem Spieler. Eine Option kann sie ändern; 0 beginnt sofort der Reihe nach.",
        },
        {
          term: "In die Staatskasse greifen nach einem Rücktritt",
          text: "Jedes neue Aufdecken nach einem Rücktritt beginnt von vorn: Sein erstes In die Staatskasse greifen nimmt wieder eine Karte.",
        },
        {
          term: "Gedächtnis",
          text: "Der Tisch merkt sich für Sie, welche Karten eines anderen Spielers Sie in seinen Stapel wandern sahen, bis eine Karte ihn ungesehen verlässt.",
        },
        {
          term: "Reihenfolge der Abrechnung",
          text: "Bestechungen vor einem Spieler werden in der Sitzreihenfolge der Bestechenden abgerechnet; das ändert nie das Ergebnis.",
        },
      ],
    },
  },
  terms: {
    "card.money": {
      name: "Geldkarte",
      explanation: "1 bis 5 Mio wert. Ihr Geld liegt verdeckt; Ihre Punktzahl ist seine Summe.",
    },
    "card.bankruptcy": {
      name: "Staatsbankrott",
      explanation: "Die Staatsbankrott-Karte. Erscheint sie, endet das Spiel.",
    },
    "card.action": {
      name: "Aktionskarte",
      explanation:
        "Die geheime Wahl jedes Spielers für die Abstimmung: Zustimmen, Ablehnen, Erpressen, Erpressung abwehren oder In die Staatskasse greifen.",
    },
    "card.back": {
      name: "Verdeckte Karte",
      explanation:
        "Eine Karte, die Sie nicht sehen dürfen: das Geld eines anderen oder seine gewählte Aktionskarte.",
    },
    "action.agree": { name: "Zustimmen", explanation: "Eine Stimme für die Verteilung des Präsidenten." },
    "action.reject": {
      name: "Ablehnen",
      explanation: "Eine Stimme gegen die Verteilung. Der Präsident darf sie nicht wählen.",
    },
    "action.treasury": {
      name: "In die Staatskasse greifen",
      explanation: "Wer sie als Erster aufdeckt, nimmt die oberste Karte der Staatskasse.",
    },
    "action.blackmail": {
      name: "Erpressen",
      explanation: "Nimmt dem Spieler, vor dem Ihr Schnüffler steht, eine zufällige Geldkarte.",
    },
    "action.avert": {
      name: "Erpressung abwehren",
      explanation: "Dreht die Erpressung um: Sie nehmen dem Erpresser eine zufällige Karte.",
    },
    "token.agree": {
      name: "Bestechungsmarker Zustimmen/Nicht zustimmen",
      explanation:
        "Eine Bestechung mit der Forderung Zustimmen oder Nicht zustimmen; das Geld bleibt nur, wenn die aufgedeckte Karte sie erfüllt.",
    },
    "token.reject": {
      name: "Bestechungsmarker Ablehnen/Nicht ablehnen",
      explanation:
        "Eine Bestechung mit der Forderung Ablehnen oder Nicht ablehnen; das Geld bleibt nur, wenn die aufgedeckte Karte sie erfüllt.",
    },
    "token.investigator": {
      name: "Schnüffler",
      explanation: "Steht vor einem Spieler. Nötig zum Erpressen; ohne Erpressen ein Bluff.",
    },
    "zone.treasury": {
      name: "Staatskasse",
      explanation:
        "Die verdeckten Geldkarten, die noch kommen. Im unteren Drittel steckt die Staatsbankrott-Karte.",
    },
    "zone.pool": {
      name: "Verteilung",
      explanation: "Das Geld dieser Spielrunde, offen, und an wen der Präsident jede Karte gibt.",
    },
    "zone.money": {
      name: "Geld",
      explanation: "Das private Geld eines Spielers: Die Kartenzahl sehen alle, die Werte nur der Besitzer.",
    },
    "zone.known": {
      name: "Bekannt",
      explanation:
        "Die Karten dieses Spielers, die Sie in seinen Stapel wandern sahen und die ihn nicht ungesehen verlassen haben können.",
    },
    "zone.bribes": {
      name: "Bestechungen",
      explanation:
        "Bestechungsmarker mit einer Geldkarte vor anderen Spielern; jeder fordert eine Karte in der Abstimmung.",
    },
    "mark.president": {
      name: "Präsident",
      explanation: "Deckt das Geld auf und verteilt es. Darf nicht Ablehnen wählen.",
    },
    "mark.resigned": {
      name: "Zurückgetreten",
      explanation:
        "In dieser Spielrunde abgewählt: nimmt nicht teil und bekommt nichts bis zur nächsten Spielrunde.",
    },
    "mark.done": {
      name: "Fertig",
      explanation: "Dieser Spieler ist mit dem Stand zufrieden. Jede Änderung durch irgendwen hebt das auf.",
    },
    "mark.period": {
      name: "Spielrunde",
      explanation: "Eine Runde: Aufdecken, Verteilung, Verhandlung, Aufdecken und Abstimmung.",
    },
    "mark.changes": {
      name: "Änderungen",
      explanation: "Die Änderungen dieser Verhandlung. An der Grenze wird der Reihe nach verhandelt.",
    },
    "mark.in-turn": {
      name: "Am Zug",
      explanation: "In der Verhandlung der Reihe nach: der Spieler, der jetzt handeln darf.",
    },
    "mark.pending": {
      name: "Bestechung unterwegs",
      explanation: "Eine Bestechung wurde angeboten; der Gebende wählt jetzt die Geldkarte.",
    },
    "mark.final-choice": {
      name: "Endgültig gewählt",
      explanation: "Dieser Spieler hat die letzte, verdeckte Wahl seiner Aktionskarte getroffen.",
    },
  },
};
