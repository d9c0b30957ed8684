import type { GuideTranslation } from "../../../core/index.js";
import { de as words } from "../locales/de.js";
import type { CampaignGuide } from "./en.js";

/** Campaigns Spielanleitung und Glossar auf Deutsch (Karten- und Parteinamen aus dem deutschen Katalog). */
export const de: GuideTranslation<CampaignGuide> = {
  title: "Campaign",
  summary:
    "Parteien kämpfen um die Sitze eines Parlaments, bilden Regierungen, kaufen Interessengruppen und werben einander Abgeordnete ab.",
  sections: {
    goal: {
      heading: "Ziel des Spiels",
      paragraphs: [
        "Jeder Spieler führt eine Partei mit eigener Ideologie. Es spielen {minPlayers} bis {maxPlayers} Personen.",
        "Jede Partei gewinnt, wenn sie {sequenceToWin}-mal hintereinander an der Regierung ist. Jede Ideologie hat außerdem einen eigenen Weg zum Sieg. Mehrere Parteien können gemeinsam gewinnen.",
        "Hat nach {maxRounds} Runden niemand gewonnen, gewinnt die Partei mit der längsten Folge von Regierungen (bei Gleichstand: die meisten Sitze, dann das meiste Geld).",
      ],
    },
    components: {
      heading: "Was auf dem Tisch liegt",
      paragraphs: [
        "Ein Parlament mit {totalSeats} Sitzen: {majority} Sitze sind eine Mehrheit. {groupCount} Karten mit Interessengruppen, {presidentCount} Präsidentenkarten, zehn Würfelmarken (2 bis 12 ohne 7), zwei Würfel und eine Bank, der nie das Geld ausgeht.",
        "Jede Partei beginnt mit den Spenden ihrer Ideologie plus ihrer Wählbarkeit in Dollar. {rowSize} Gruppen liegen offen aus.",
      ],
    },
    turn: {
      heading: "Eine Runde",
      paragraphs: [
        "Jede Runde hat vier Teile, immer in dieser Reihenfolge.",
        "Beispiel einer Versteigerung: Anna kauft die Marken 2 und 3 für 2 $, Ben kauft 4, 5 und 6 für 3 $. Die höchste Marke ist 6, also wird ein Würfel geworfen, bis eine vergebene Zahl fällt; eine 5 gibt Ben den Sitz.",
      ],
      items: [
        {
          term: "1. Wahl",
          text: "Jeder nicht vergebene Sitz wird versteigert, einer nach dem anderen. Die Spieler kaufen reihum Würfelmarken ({tokenPrice} $ pro Stück, solange welche frei sind); sind keine mehr frei, nehmen Sie die höchste Marke, die Ihnen fehlt, ihrem Besitzer zu einem steigenden Preis ab. Dann wird gewürfelt, bis eine vergebene Zahl fällt, und ihr Besitzer bekommt den Sitz.",
        },
        {
          term: "2. Regierung",
          text: "Eine Partei mit {majority} Sitzen regiert allein (Mehrheitsregierung). Sonst folgen Züge der Regierungsbildung: eine Koalition mit mindestens {majority} Sitzen vorschlagen, Sitze freigeben (sie werden sofort versteigert) oder passen. Kommt keine Koalition zustande, regiert die größte Partei als Minderheitsregierung.",
        },
        {
          term: "3. Züge",
          text: "Jeder Spieler hat einen Zug, beginnend mit der Führung: Einkommen kassieren, eine Übernahme versuchen, eine Abwerbung versuchen, dann um den Sitzverlust würfeln.",
        },
        {
          term: "4. Ende der Amtszeit",
          text: "Die Gruppen der Regierung werden für die Kommunisten und Libertären festgehalten, und es wird geprüft, ob jemand gewonnen hat.",
        },
      ],
    },
    cards: {
      heading: "Ein Zug, Schritt für Schritt",
      paragraphs: [
        "Einkommen: die Spenden Ihrer Ideologie plus die jeder Gruppe, die Sie halten.",
        "Übernahme: Wählen Sie eine offene Gruppe oder eine Gruppe eines anderen Spielers. Ihr Zielwert ist die Kooperation der Gruppe plus die gesetzten Dollar plus der Einfluss eingesetzter Gruppen, minus {leaningPenalty}, wenn Ihre Richtung von der der Gruppe abweicht, minus {raidPenalty}, wenn ein anderer Spieler sie hält. Werfen Sie zwei Würfel: höchstens der Zielwert gelingt, eine 7 misslingt aber immer. Beispiel: Kooperation 4, 3 $ Einsatz und Einfluss 2 ergeben 9; eine 8 gewinnt die Gruppe.",
        "Abwerbung: Versuchen Sie, einer anderen Partei einen Sitz abzunehmen. Ihre Abwehr ist ihre Disziplin minus die Sitze, die die Kooperation ihrer Gruppen nicht abdeckt; Sie legen Ihre Dollar dazu. Werfen Sie zwei Würfel: höchstens der Zielwert bringt den Sitz herüber.",
        "Wurf um den Sitzverlust: Ihre Schwelle ist die Zahl Ihrer Gruppen plus Ihre Wählbarkeit. Die anderen dürfen zahlen, um sie zu senken. Werfen Sie zwei Würfel; für jeden Punkt über der Schwelle verlieren Sie einen Sitz an die Mitte.",
        "Vor dem Wurf einer Übernahme oder Abwerbung kann der Präsident {dealPrice} $ zahlen oder der Angreifer eine Gruppe zurückgeben, für einen Hinterzimmerdeal; ohne Deal darf jeder andere Spieler zahlen, um zu helfen oder zu stören, einen Dollar pro Punkt. Ein Präsident (nicht zu zweit) darf einmal pro Amtszeit den Versuch eines anderen Spielers mit einem Veto stoppen: Jeder dafür gezahlte Dollar kommt zurück.",
        "Ein Präsident bekommt beim Amtsantritt {allowance} $ und zieht eine Präsidentenkarte.",
      ],
      items: [
        {
          ref: "card.group",
          text: "Zahlt ihrem Besitzer jeden Zug ihre Spenden, bringt ihren Einfluss in Übernahmen ein, für die Sie sie einsetzen, und ihre Kooperation hilft, Ihre Sitze zu verteidigen.",
        },
        {
          ref: "card.president",
          text: "Jeder neue Präsident zieht eine. Die meisten ändern die nächste Schwelle des Präsidenten für den Sitzverlust; manche wirken sofort.",
        },
        {
          ref: "president.supreme-court",
          text: "Beim nächsten Wurf um den Sitzverlust zählt nur der höhere Würfel.",
        },
        { ref: "president.wiretapping", text: "−4 auf die nächste Schwelle für den Sitzverlust." },
        {
          ref: "president.alzheimers",
          text: "Sofort: Der letzte Eintrag Ihrer Folge von Regierungen wird gestrichen.",
        },
        { ref: "president.paid-vacation", text: "Sofort: Die Bank zahlt Ihnen {paidVacation} $." },
        { ref: "president.past-history", text: "−3 auf die nächste Schwelle für den Sitzverlust." },
        {
          ref: "president.pardon",
          text: "Wird verdeckt behalten. Spielen Sie sie direkt nach einem erzwungenen Verlust (Sitze oder eine Gruppe), um ihn rückgängig zu machen.",
        },
        {
          ref: "president.drunk-daughters",
          text: "Sofort: Werfen Sie zwei Würfel und zahlen Sie so viel an die Bank.",
        },
        { ref: "president.assassination-attempt", text: "+1 auf die nächste Schwelle für den Sitzverlust." },
        {
          ref: "president.terrorist-attack",
          text: "Sofort: Der letzte Eintrag Ihrer Folge von Regierungen wird wiederholt.",
        },
        { ref: "president.foi-request", text: "−1 auf die nächste Schwelle für den Sitzverlust." },
        { ref: "president.signing-statement", text: "+2 auf die nächste Schwelle für den Sitzverlust." },
        {
          ref: "president.gate",
          text: "Ihre Partei darf der nächsten gebildeten Regierung nicht angehören.",
        },
        {
          ref: "president.spoiled-ballots",
          text: "Werfen Sie jetzt einen Würfel: Eine gerade Zahl kommt zur nächsten Schwelle hinzu, eine ungerade wird abgezogen.",
        },
        { ref: "president.sex-scandal", text: "−2 auf die nächste Schwelle für den Sitzverlust." },
        { ref: "president.scathing-roast", text: "−1 auf die nächste Schwelle für den Sitzverlust." },
        {
          ref: "president.photo-op",
          text: "Sofort: Zahlen Sie {photoOp} $ an den Besitzer der liberalen Medien oder an die Bank.",
        },
        { ref: "president.gaffe", text: "Sie haben für den Rest dieser Amtszeit kein Veto." },
      ],
    },
    end: {
      heading: "Der Sieg",
      paragraphs: [
        "Nach jeder Regierungsbildung und nach jedem Zug wird geprüft, ob jemand gewonnen hat. Jede Partei, die in diesem Moment eine Bedingung erfüllt, gewinnt mit.",
        "Der gemeinsame Sieg: {sequenceToWin} Regierungen hintereinander, gleich welcher Art (Koalition, Minderheits- oder Mehrheitsregierung).",
      ],
      items: [
        {
          ref: "ideology.democrats",
          text: "Disziplin hoch, 10 $ pro Zug. +{democratBonus} bei Abwerbungen. Sondersieg: eine Folge von mindestens vier Regierungen, deren letzte zwei Minderheits- oder Mehrheitsregierungen sind.",
        },
        {
          ref: "ideology.independents",
          text: "Disziplin niedrig, 6 $ pro Zug. Verlieren nie Punkte für die Richtung. Sondersieg: je eine Gruppe jeder Art halten: Großkonzerne, Wirtschaft, Arbeiterschaft und Massenbewegung.",
        },
        {
          ref: "ideology.republicans",
          text: "Disziplin hoch, 10 $ pro Zug. +{republicanBonus} auf ihre Schwelle für den Sitzverlust. Sondersieg: 6 Gruppen der Großkonzerne halten.",
        },
        {
          ref: "ideology.greens",
          text: "Disziplin mittel, 5 $ pro Zug. +{captureBonus} bei Übernahmen von Massenbewegungen. Sondersieg: alle 5 Massenbewegungen halten.",
        },
        {
          ref: "ideology.communists",
          text: "Disziplin hoch, 8 $ pro Zug. +1 $ pro Zug für jede Gruppe der Großkonzerne, die irgendwer hält. Sondersieg: 3 Amtszeiten hintereinander, deren Regierung keine Gruppe der Wirtschaft oder der Großkonzerne hielt.",
        },
        {
          ref: "ideology.anarchists",
          text: "Disziplin niedrig, 5 $ pro Zug. Immun gegen Abwerbungen. Sondersieg: 4 Koalitionen hintereinander, gleich wer darin ist. Zu zweit nicht im Spiel.",
        },
        {
          ref: "ideology.libertarians",
          text: "Disziplin mittel, 7 $ pro Zug. +{captureBonus} bei Übernahmen von Gruppen der Wirtschaft und der Großkonzerne. Sondersieg: 3 Amtszeiten hintereinander, deren Regierung Gruppen hielt, alle aus Wirtschaft oder Großkonzernen.",
        },
      ],
    },
    interpretations: {
      heading: "Wie diese Engine die Regeln liest",
      paragraphs: [
        "Die Entwurfsnotiz ist unfertig und sagt manches auf zwei Arten. So entscheidet die Engine.",
      ],
      items: [
        { term: "Sitze", text: "{totalSeats} Sitze, und eine Mehrheit sind {majority}." },
        {
          term: "Richtungen",
          text: "Parteien und manche Gruppen stehen links, rechts oder in der Mitte, nur für das −{leaningPenalty} bei Übernahmen. Unabhängige und Anarchisten zahlen es nie.",
        },
        {
          term: "Versteigerungen",
          text: "Wer eröffnet, wechselt reihum; das Bieten endet, wenn alle nacheinander gepasst haben. Eine Marke abzunehmen kostet 2 $ im ersten Zug, der Marken nimmt, danach jedes Mal 1 $ mehr.",
        },
        {
          term: "Regierungsbildung",
          text: "Die Bildung endet nach {formationPerPlayer} Aktionen pro Spieler oder wenn alle nacheinander passen. Dann regiert die größte Partei als Minderheitsregierung; gleich große größte Parteien regieren gemeinsam.",
        },
        {
          term: "Die Führung",
          text: "Der Präsident oder, in einer Koalition, das Mitglied mit den meisten Sitzen. Die Führung hat den ersten Zug dieser Runde und den ersten Zug der Regierungsbildung in der nächsten.",
        },
        {
          term: "Geld",
          text: "Alle Ausgaben gehen an die Bank, außer eine Karte nennt einen Empfänger. Sie können nie mehr ausgeben, als Sie haben; erzwungene Zahlungen enden bei Ihrem Bestand.",
        },
        {
          term: "Überfälle",
          text: "Gruppen anderer Spieler können übernommen werden, mit −{raidPenalty}. Eingesetzte Gruppen bleiben bei Ihnen.",
        },
        {
          term: "Geldschritte",
          text: "Geld wird in Schritten von 1 $ bis {maxStep} $ gesetzt, gezahlt oder zur Einmischung verwendet, so oft Sie wollen; wer sich einmischt, bleibt auf einer Seite.",
        },
        {
          term: "Die Zulage",
          text: "Der Präsident wird bezahlt, bevor er eine Karte zieht; das zählt bei den Karten, die Geld kosten.",
        },
        {
          term: "Jede Runde eine neue Regierung",
          text: "Jede Runde wird eine Regierung gebildet, auch wenn kein Sitz den Besitzer gewechselt hat.",
        },
      ],
    },
  },
  terms: {
    "card.group": {
      name: "Interessengruppe",
      explanation:
        "Zahlt ihrem Besitzer jeden Zug, hilft Übernahmen mit ihrem Einfluss und verteidigt Sitze mit ihrer Kooperation.",
    },
    "card.president": {
      name: "Präsidentenkarte",
      explanation:
        "Ein neuer Präsident zieht sie; sie ändert den nächsten Wurf um den Sitzverlust oder wirkt sofort.",
    },
    "card.back": {
      name: "Verdeckte Karte",
      explanation:
        "Eine Karte, die Sie nicht sehen dürfen: eine Gruppe im Stapel oder eine Begnadigung, die ein anderer behält.",
    },
    "president.supreme-court": {
      name: words["president.supreme-court"],
      explanation: "Beim nächsten Wurf um den Sitzverlust zählt nur der höhere Würfel.",
    },
    "president.wiretapping": {
      name: words["president.wiretapping"],
      explanation: "−4 auf die nächste Schwelle des Präsidenten für den Sitzverlust.",
    },
    "president.alzheimers": {
      name: words["president.alzheimers"],
      explanation: "Streicht den letzten Eintrag der Folge von Regierungen des Präsidenten.",
    },
    "president.paid-vacation": {
      name: words["president.paid-vacation"],
      explanation: "Die Bank zahlt dem Präsidenten {paidVacation} $.",
    },
    "president.past-history": {
      name: words["president.past-history"],
      explanation: "−3 auf die nächste Schwelle des Präsidenten für den Sitzverlust.",
    },
    "president.pardon": {
      name: words["president.pardon"],
      explanation: "Wird verdeckt behalten; macht einen erzwungenen Verlust direkt danach rückgängig.",
    },
    "president.drunk-daughters": {
      name: words["president.drunk-daughters"],
      explanation: "Der Präsident wirft zwei Würfel und zahlt so viel an die Bank.",
    },
    "president.assassination-attempt": {
      name: words["president.assassination-attempt"],
      explanation: "+1 auf die nächste Schwelle des Präsidenten für den Sitzverlust.",
    },
    "president.terrorist-attack": {
      name: words["president.terrorist-attack"],
      explanation: "Wiederholt den letzten Eintrag der Folge von Regierungen des Präsidenten.",
    },
    "president.foi-request": {
      name: words["president.foi-request"],
      explanation: "−1 auf die nächste Schwelle des Präsidenten für den Sitzverlust.",
    },
    "president.signing-statement": {
      name: words["president.signing-statement"],
      explanation: "+2 auf die nächste Schwelle des Präsidenten für den Sitzverlust.",
    },
    "president.gate": {
      name: words["president.gate"],
      explanation: "Die Partei darf der nächsten gebildeten Regierung nicht angehören.",
    },
    "president.spoiled-ballots": {
      name: words["president.spoiled-ballots"],
      explanation: "Ein Würfelwurf: gerade erhöht die nächste Schwelle, ungerade senkt sie.",
    },
    "president.sex-scandal": {
      name: words["president.sex-scandal"],
      explanation: "−2 auf die nächste Schwelle des Präsidenten für den Sitzverlust.",
    },
    "president.scathing-roast": {
      name: words["president.scathing-roast"],
      explanation: "−1 auf die nächste Schwelle des Präsidenten für den Sitzverlust.",
    },
    "president.photo-op": {
      name: words["president.photo-op"],
      explanation: "Der Präsident zahlt {photoOp} $ an den Besitzer der liberalen Medien oder an die Bank.",
    },
    "president.gaffe": {
      name: words["president.gaffe"],
      explanation: "Kein Veto für den Präsidenten bis zum Ende der Amtszeit.",
    },
    "ideology.democrats": {
      name: words["party.democrats"],
      explanation: "Stark bei Abwerbungen; Sondersieg durch zwei starke Regierungen am Ende einer Folge.",
    },
    "ideology.independents": {
      name: words["party.independents"],
      explanation: "Verlieren nie Punkte für die Richtung; gewinnen mit je einer Gruppe jeder Art.",
    },
    "ideology.republicans": {
      name: words["party.republicans"],
      explanation: "Schwer aus den Sitzen zu werfen; gewinnen mit 6 Gruppen der Großkonzerne.",
    },
    "ideology.greens": {
      name: words["party.greens"],
      explanation: "Gut im Übernehmen von Massenbewegungen; gewinnen, wenn sie alle halten.",
    },
    "ideology.communists": {
      name: words["party.communists"],
      explanation: "Verdienen an Großkonzernen überall; gewinnen, wenn Regierungen die Wirtschaft meiden.",
    },
    "ideology.anarchists": {
      name: words["party.anarchists"],
      explanation: "Immun gegen Abwerbungen; gewinnen durch 4 Koalitionen hintereinander.",
    },
    "ideology.libertarians": {
      name: words["party.libertarians"],
      explanation:
        "Gut im Übernehmen der Wirtschaft; gewinnen, wenn Regierungen nur Wirtschaftsgruppen halten.",
    },
    "token.roll": {
      name: "Würfelmarke",
      explanation:
        "Wird bei einer Versteigerung gekauft. Es wird gewürfelt, bis eine vergebene Zahl fällt; ihr Besitzer bekommt den Sitz.",
    },
    "zone.parliament": {
      name: "Parlament",
      explanation: "{totalSeats} Sitze; {majority} sind eine Mehrheit.",
    },
    "zone.middle": {
      name: "Nicht vergeben",
      explanation: "Sitze, die niemand hält; sie werden bei der nächsten Wahl versteigert.",
    },
    "zone.row": {
      name: "Offene Interessengruppen",
      explanation:
        "Gruppen, die jeder zu übernehmen versuchen darf; eine übernommene wird aus dem Stapel ersetzt.",
    },
    "zone.group-deck": {
      name: "Gruppenstapel",
      explanation:
        "Verdeckte Gruppen, die noch kommen. In einem Hinterzimmerdeal zurückgegebene Gruppen kommen offen unter den Stapel.",
    },
    "zone.president-deck": {
      name: "Präsidentenstapel",
      explanation: "Verdeckte Präsidentenkarten. Ist er leer, werden die abgelegten neu gemischt.",
    },
    "zone.discard": { name: "Abgelegt", explanation: "Bereits verwendete Präsidentenkarten." },
    "zone.kept": {
      name: "Behaltene Karten",
      explanation: "Eine Begnadigung, verdeckt behalten, bis ihr Besitzer sie spielt.",
    },
    "zone.active": {
      name: "Ausliegende Präsidentenkarten",
      explanation: "Karten vor einer Partei, bis sie wirken.",
    },
    "zone.groups": {
      name: "Gehaltene Gruppen",
      explanation:
        "Die Gruppen einer Partei: Sie zahlen jeden Zug und erhöhen ihre Schwelle für den Sitzverlust.",
    },
    "zone.party": {
      name: "Partei",
      explanation: "Die Partei eines Spielers: Ideologie, Sitze, Geld, Gruppen und Folge von Regierungen.",
    },
    "zone.treasury": { name: "Parteikasse", explanation: "Die Dollar einer Partei, öffentlich." },
    "mark.government": {
      name: "Regierung",
      explanation:
        "Koalition, Minderheits- oder Mehrheitsregierung; Regieren verlängert die Folge einer Partei.",
    },
    "mark.president": {
      name: "Präsident",
      explanation:
        "Führt eine Minderheits- oder Mehrheitsregierung: bekommt {allowance} $, zieht eine Karte und hat einmal pro Amtszeit ein Veto.",
    },
    "mark.leader": {
      name: "In Führung",
      explanation:
        "Hat den ersten Zug dieser Runde und den ersten Zug der Regierungsbildung in der nächsten.",
    },
    "mark.sequence": {
      name: "Regierungen",
      explanation: "Die Folge von Regierungen der Partei hintereinander; {sequenceToWin} gewinnen.",
    },
    "mark.round": {
      name: "Runde",
      explanation: "Wahl, Regierung, Züge und Ende der Amtszeit; höchstens {maxRounds} Runden.",
    },
    "mark.auction": {
      name: "Versteigerung",
      explanation: "Ein nicht vergebener Sitz wird über Würfelmarken verkauft.",
    },
    "mark.formation": {
      name: "Regierungsbildung",
      explanation: "Vorschläge, Freigaben und Pässe, bis eine Regierung steht.",
    },
    "mark.attempt": {
      name: "Versuch",
      explanation: "Eine Übernahme oder Abwerbung in Vorbereitung: Einsatz, Deal, Einmischung, Veto, Wurf.",
    },
    "mark.seat-loss": {
      name: "Wurf um den Sitzverlust",
      explanation: "Zwei Würfel gegen die Schwelle; jeder Punkt darüber kostet einen Sitz.",
    },
    "mark.streaks": {
      name: "Folgen",
      explanation:
        "Zähler für die Sondersiege: Koalitionen hintereinander und Amtszeiten mit oder ohne Wirtschaftsgruppen.",
    },
  },
};
