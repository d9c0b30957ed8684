import type { GuideTranslation } from "../../../core/index.js";
import type { KohleKiesKneteGuide } from "./en.js";

/** Die Spielanleitung und das Glossar von Kohle, Kie$ & Knete auf Deutsch (in den Worten des deutschen Katalogs). */
export const de: GuideTranslation<KohleKiesKneteGuide> = {
  title: "Kohle, Kie$ & Knete",
  summary:
    "Eröffnen Sie Geschäfte, kaufen Sie den anderen die fehlenden Investoren ab und haben Sie am Ende das meiste Geld.",
  sections: {
    goal: {
      heading: "Ziel des Spiels",
      paragraphs: [
        "Der Spielplan ist ein Ring von Geschäften (Deals). Jeder Deal braucht Investoren aus bestimmten Familien. Wer einen Deal eröffnet, ist sein Boss: Die Bank zahlt dem Boss, und der Boss kauft den anderen die fehlenden Investoren mit einem Anteil an diesem Geld ab.",
        "Es spielen {minPlayers} bis {maxPlayers} Personen. Zu Beginn hat niemand Geld. Wer am Ende das meiste Geld hat, gewinnt.",
        "Verhandelt wird offen: Angebote, Preise und Geld sind öffentlich. Nur die Karten auf Ihrer Hand sind geheim.",
      ],
    },
    components: {
      heading: "Was auf dem Tisch liegt",
      paragraphs: [
        "Sechs Familien: Heiermann, Knetowitz, Liebgeld, Piepenbrok, Raffzahn und Talerfeld. Jede hat eine Investorkarte. Bei 3 Spielern bekommt jeder zwei Investoren; bei mehr bekommt jeder einen, und übrige liegen offen im Pool.",
        "{deckSize} Einflusskarten: je Familie {clanPerFamily} Clan-Karten und {travelPerFamily} Reisekarten, dazu {jokers} Reise-Joker, {recruitment} Anwerbungs-, {boss} Boss- und {stop} Stopp-Karten. Jeder beginnt mit {startHand} davon auf der Hand.",
        "Der Spielplan hat {spaces} Felder, und es gibt {tiles} Deal-Plättchen. Geld zählt in Mio. $ (Millionen Dollar).",
      ],
    },
    turn: {
      heading: "Ein Zug",
      paragraphs: [
        "Vor dem ersten Zug setzt der Spieler rechts vom Startspieler den $-Marker auf ein beliebiges Feld. Startspieler ist, wer den alphabetisch ersten Investor hält (Investoren im Pool zählen nicht).",
        "Sie dürfen höchstens {handLimit} Einflusskarten halten. Wer mehr hat, muss sofort auf {handLimit} abwerfen oder drei Anwerbungskarten spielen.",
        "Nach Ihrem Zug ist der Spieler links von Ihnen dran. Nach einem Deal ist der Spieler links vom letzten Boss des Deals dran.",
      ],
      items: [
        {
          term: "Den Deal hier eröffnen",
          text: "Eröffnen Sie den Deal auf dem Feld, auf dem der $-Marker steht. Sie werden sein Boss, und die Verhandlung beginnt.",
        },
        {
          term: "Oder würfeln",
          text: "Ziehen Sie den Marker so viele offene Felder im Uhrzeigersinn weiter, wie der Würfel zeigt (Felder mit Plättchen werden übersprungen). Eröffnen Sie dann dort den Deal oder ziehen Sie {drawCount} Einflusskarten; damit endet Ihr Zug.",
        },
      ],
    },
    cards: {
      heading: "Die Verhandlung und die Karten",
      paragraphs: [
        "Ein Deal zahlt seine Dividenden mal den Wert des nächsten Plättchens. Beispiel: Der erste Deal auf einem Feld mit 3 Dividenden zahlt dem Boss 3 × {firstTileValue} = {firstPayout} Mio. $.",
        "Für den Boss zählen die eigenen Investoren und die Clan-Karten, die er ausgelegt hat. Die anderen bieten ihre Investoren oder Clan-Karten für einen Preis von 0 Mio. $ bis zur Auszahlung an. Nimmt der Boss ein Angebot an, ist es bindend, und sein Preis wird am Ende gezahlt, auch wenn die Karten nicht gebraucht werden. Die angenommenen Preise zusammen dürfen die Auszahlung nicht übersteigen.",
        "Um den Deal abzuschließen, braucht der Boss für jeden verlangten Investor eine Karte einer anderen Familie, und alle anderen müssen seit der letzten Änderung gepasst haben. Jede Änderung (eine gespielte Karte, ein geändertes oder angenommenes Angebot) hebt alle Pässe auf. Der Boss darf auch jederzeit aufgeben.",
        "Reise-, Anwerbungs- und Boss-Karten wirken nur, wenn niemand sie stoppt: Jeder andere Spieler darf der Reihe nach, links beginnend, mit einer Stopp-Karte antworten.",
      ],
      items: [
        {
          ref: "token.investor",
          text: "Einer je Familie. Er zählt für den Spieler, der ihn hält, und kann dem Boss angeboten werden.",
        },
        {
          ref: "card.clan",
          text: "Legen Sie sie offen auf Ihren eigenen Tisch. Sie steht in diesem Deal für ihre Familie: für den Boss direkt, für andere über ein Angebot. Nicht eingesetzte Clan-Karten kommen danach auf Ihre Hand zurück.",
        },
        {
          ref: "card.travel",
          text: "Schickt einen Investor ihrer Familie für diesen Deal fort oder wirft eine Clan-Karte ihrer Familie vom Tisch (beide Karten werden abgeworfen). Ein Reise-Joker wirkt auf jede Familie.",
        },
        {
          ref: "card.recruitment",
          text: "Drei zusammen gespielt nehmen einem anderen Spieler oder dem Pool dauerhaft einen Investor. Solange im Pool ein Investor liegt, müssen Sie einen von dort nehmen.",
        },
        {
          ref: "card.boss",
          text: "Sie werden Boss dieses Deals. Angenommene Angebote werden zum selben Preis wieder offen.",
        },
        {
          ref: "card.stop",
          text: "Hebt eine Reise-, Anwerbungs- oder Boss-Karte beim Ausspielen auf. Beide werden abgeworfen. Ein Stopp kann nicht gestoppt werden.",
        },
        {
          ref: "zone.offer",
          text: "Karten, die dem Boss für einen Preis zur Verfügung stehen. Ein Angebot verfällt, wenn eine seiner Karten auf Reisen geschickt, abgeworfen oder angeworben wird.",
        },
      ],
    },
    end: {
      heading: "Nach einem Deal, das Ende und die Wertung",
      paragraphs: [
        "Wird ein Deal abgeschlossen, zahlt die Bank dem Boss, und der Boss zahlt jedes angenommene Angebot. Die eingesetzten Clan-Karten werden abgeworfen, die anderen gehen an ihre Besitzer zurück. Ein Plättchen kommt auf das Feld, und der Marker rückt auf das nächste offene Feld.",
        "Gibt der Boss auf, wird niemand bezahlt, es kommt kein Plättchen aufs Feld, und der Marker bleibt stehen. Der Spieler links vom Boss ist dran, und der Boss darf nicht ziehen.",
        "Ab Plättchen {firstEndTile} würfelt der Boss nach dem Legen: Eine 1 nach Plättchen {firstEndTile} beendet das Spiel, eine 1 oder 2 nach dem nächsten Plättchen und so weiter. Das Spiel endet immer nach Plättchen {tiles} oder nach {maxTurns} Zügen.",
        "Das meiste Geld gewinnt; bei gleich viel Geld teilt man sich den Sieg.",
      ],
    },
    interpretations: {
      heading: "Wie diese Engine die Regeln liest",
      paragraphs: [
        "Der Regeltext lässt den Spielplan, die Plättchenwerte, die Endwürfe und die Zugmöglichkeiten aus. So entscheidet die Engine.",
      ],
      items: [
        {
          term: "Spielplan und Plättchen",
          text: "{spaces} Felder mit festen Anforderungen, {tiles} Plättchen mit {firstTileValue} bis {lastTileValue} je Dividende. Mehr verlangte Investoren bringen mehr Dividenden: 2 bringen 2, 5 bringen 6 und 6 bringen 8.",
        },
        {
          term: "Geld ist öffentlich",
          text: "Jede Zahlung geschieht offen, daher zeigt der Tisch das Geld aller.",
        },
        {
          term: "Ein Angebot pro Spieler",
          text: "Sie bauen Ihr Angebot Karte für Karte auf. Ein neues Angebot beginnt bei der vollen Auszahlung, und Sie senken den Preis nach Belieben.",
        },
        { term: "Passen", text: "Wer gepasst hat, kann nichts mehr tun, bis jemand etwas ändert." },
        {
          term: "Grenze der Verhandlung",
          text: "Nach {negotiationLimit} Änderungen in einem Deal dürfen die anderen nur noch passen. Haben alle gepasst, wird der Deal abgeschlossen, wenn der Boss hat, was das Feld verlangt, sonst scheitert er.",
        },
        {
          term: "Zuggrenze",
          text: "Das Spiel endet spätestens nach {maxTurns} Zügen, damit jede Partie zu Ende geht.",
        },
        {
          term: "Die eingesetzten Karten wählen",
          text: "Der Boss darf die eingesetzten Karten benennen oder die Engine wählen lassen: zuerst Investoren, dann angenommene Clan-Karten anderer, dann die eigenen des Bosses.",
        },
        {
          term: "Reise",
          text: "Eine Reisekarte darf nicht auf einen Investor im Pool oder einen schon reisenden. Ein reisender Investor kann nicht angeboten werden.",
        },
        {
          term: "Antworten auf Stopp",
          text: "Jeder andere Spieler antwortet auf eine Reise-, Anwerbungs- oder Boss-Karte, auch ohne Stopp-Karte, so erfährt niemand, wer eine hat.",
        },
        {
          term: "Über dem Handkartenlimit",
          text: "Statt abzuwerfen dürfen Sie drei Anwerbungskarten spielen, wie üblich mit Stopp-Möglichkeit.",
        },
      ],
    },
  },
  terms: {
    "card.clan": {
      name: "Clan-Karte",
      explanation: "Auf einen Tisch gelegt, steht sie in diesem Deal wie ein Investor für ihre Familie.",
    },
    "card.travel": {
      name: "Reisekarte",
      explanation:
        "Schickt einen Investor ihrer Familie für diesen Deal fort oder wirft eine Clan-Karte ihrer Familie ab. Ein Joker passt zu jeder Familie.",
    },
    "card.recruitment": {
      name: "Anwerbungskarte",
      explanation: "Drei davon nehmen einem anderen Spieler oder dem Pool einen Investor.",
    },
    "card.boss": {
      name: "Boss-Karte",
      explanation: "Macht Sie zum Boss des Deals, der gerade verhandelt wird.",
    },
    "card.stop": {
      name: "Stopp-Karte",
      explanation: "Hebt eine Reise-, Anwerbungs- oder Boss-Karte beim Ausspielen auf.",
    },
    "card.back": {
      name: "Verdeckte Karte",
      explanation: "Eine Karte auf der Hand eines anderen. Sie sehen nur, wie viele er hat.",
    },
    "token.investor": {
      name: "Investor",
      explanation:
        "Einer je Familie. Er zählt in einem Deal für seinen Besitzer und kann dem Boss angeboten werden.",
    },
    "token.marker": {
      name: "$-Marker",
      explanation:
        "Zeigt, wo der nächste Deal eröffnet werden kann. Er zieht nach dem Würfelwurf über offene Felder.",
    },
    "token.tile": {
      name: "Deal-Plättchen",
      explanation:
        "Deckt ein Feld ab, sobald sein Deal abgeschlossen ist. Das nächste Plättchen bestimmt, was jede Dividende zahlt.",
    },
    "token.die": {
      name: "Würfel",
      explanation: "Bewegt den Marker und kann nach den späteren Plättchen das Spiel beenden.",
    },
    "zone.space": {
      name: "Feld",
      explanation: "Ein Deal: die Familien, die er braucht, und seine Dividenden.",
    },
    "zone.deal": {
      name: "Deal",
      explanation: "Der Deal in Verhandlung: sein Boss, seine Auszahlung und die Angebote.",
    },
    "zone.offer": {
      name: "Angebot",
      explanation: "Die Karten eines Spielers für den Boss zu einem Preis. Angenommen ist es bindend.",
    },
    "zone.table": {
      name: "Auf dem Tisch",
      explanation: "In diesem Deal ausgelegte Clan-Karten; sie bleiben bis zum Ende des Deals liegen.",
    },
    "zone.hand": { name: "Handkarten", explanation: "Ihre geheimen Einflusskarten, höchstens {handLimit}." },
    "zone.deck": {
      name: "Nachziehstapel",
      explanation: "Verdeckte Einflusskarten. Ist er leer, wird der Ablagestapel eingemischt.",
    },
    "zone.discard": { name: "Ablagestapel", explanation: "Gespielte und abgeworfene Einflusskarten, offen." },
    "zone.pool": {
      name: "Investoren im Pool",
      explanation: "Investoren, die kein Spieler hält. Eine Anwerbung muss zuerst diese nehmen.",
    },
    "zone.bank": { name: "Die Bank", explanation: "Bezahlt jeden Deal. Ihr geht das Geld nie aus." },
    "mark.money": {
      name: "Geld",
      explanation: "Das Geld eines Spielers, öffentlich. Das meiste Geld gewinnt.",
    },
    "mark.boss": {
      name: "Boss",
      explanation:
        "Hat den Deal eröffnet (oder übernommen): bekommt die Auszahlung und zahlt die angenommenen Angebote.",
    },
    "mark.payout": {
      name: "Auszahlung",
      explanation: "Dividenden mal der Wert des nächsten Plättchens: Das zahlt die Bank dem Boss.",
    },
    "mark.passed": {
      name: "Gepasst",
      explanation:
        "Hat seit der letzten Änderung gepasst. Der Boss kann erst abschließen, wenn alle anderen gepasst haben.",
    },
    "mark.changes": {
      name: "Änderungen",
      explanation:
        "Die bisherigen Änderungen in diesem Deal. Bei {negotiationLimit} dürfen die anderen nur noch passen.",
    },
    "mark.travelling": {
      name: "Auf Reisen",
      explanation: "Von einer Reisekarte fortgeschickte Investoren: Sie zählen in diesem Deal nicht.",
    },
    "mark.window": {
      name: "Wartet auf ein Stopp",
      explanation: "Eine Karte wurde gespielt; jeder andere Spieler darf sie der Reihe nach stoppen.",
    },
    "mark.turn": {
      name: "Am Zug",
      explanation: "Wer am Zug ist und wie viele Züge gespielt wurden (höchstens {maxTurns}).",
    },
  },
};
