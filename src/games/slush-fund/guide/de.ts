import type { GuideTranslation } from "../../../core/index.js";
import type { SlushFundGuide } from "./en.js";

/** Slush Funds Spielanleitung und Glossar auf Deutsch (in den Worten des deutschen Katalogs). */
export const de: GuideTranslation<SlushFundGuide> = {
  title: "Slush Fund",
  summary:
    "Bestechen Sie fünf Politiker mit Geldkarten; wer einem Politiker am meisten gezahlt hat, gewinnt seine Siegpunkte.",
  sections: {
    goal: {
      heading: "Ziel des Spiels",
      paragraphs: [
        "Sie sind eine Führungskraft, die sich Einfluss kauft. Fünf Politiker sitzen am Tisch, und jeder Spieler hat vor jedem von ihnen einen eigenen Bestechungsstapel.",
        "Am Ende gewinnt, wer bei einem Politiker das meiste Geld im eigenen Stapel hat, diesen Politiker und seine Siegpunkte (SP). Wer insgesamt die meisten SP hat, gewinnt das Spiel.",
        "Es spielen zwei bis vier Personen. Eine Partie dauert, bis {timeCardsToEnd} Zeitkarten aus dem Nachziehstapel gekommen sind.",
      ],
    },
    components: {
      heading: "Was auf dem Tisch liegt",
      paragraphs: [
        "Der Nachziehstapel hat {deckSize} Karten: {moneyCards} Geldkarten ({money10}× 10 Tsd. $, {money20}× 20 Tsd. $, {money30}× 30 Tsd. $, {money40}× 40 Tsd. $, {money50}× 50 Tsd. $), {vpCards} Siegpunktkarten, {scandals} Skandale, {thieves} Diebe, {spies} Spione, {transfers} Geldtransfers und {timeCards} Zeitkarten. Die Optionen des Spiels können diese Anzahlen ändern.",
        "Die fünf Politiker haben einen Rang: Präsident, Vizepräsident, Parlamentssprecher, Senator, Gouverneur. Der Rang zählt nur, um am Ende einen Gleichstand aufzulösen.",
      ],
    },
    turn: {
      heading: "Ein Zug",
      paragraphs: [
        "Die Spieler sind reihum am Zug. In Ihrem Zug bekommen Sie zuerst Karten und spielen dann jede davon aus, eine nach der anderen, in beliebiger Reihenfolge.",
        "Eine Karte ausspielen heißt: sie nutzen (siehe die Karten unten) oder sie abwerfen. Eine Karte, die gerade keinen Nutzen hat, kann nur abgeworfen werden. Abgeworfene Karten sind aus dem Spiel.",
        "Beispiel: Sie ziehen und decken 40 Tsd. $, einen Skandal und einen Dieb auf. Den Dieb legen Sie in die schwarze Kasse, mit den 40 Tsd. $ bestechen Sie den Senator, und den Skandal legen Sie auf den Präsidenten.",
      ],
      items: [
        {
          term: "Möglichkeit 1: vom Nachziehstapel ziehen",
          text: "Decken Sie Karten vom Nachziehstapel auf, bis {revealCount} Karten offen liegen, die keine Zeitkarten sind. Jede Zeitkarte, die dabei erscheint, wird beiseitegelegt und durch die nächste Karte ersetzt. Legen Sie dann eine der {revealCount} in die schwarze Kasse und spielen Sie die anderen zwei aus.",
        },
        {
          term: "Möglichkeit 2: aus der schwarzen Kasse nehmen",
          text: "Nur wenn die schwarze Kasse mindestens {fundTake} Karten enthält. Nehmen Sie beliebige {fundTake} ihrer Karten, eine nach der anderen, und spielen Sie alle {fundTake} aus. Nach der ersten genommenen Karte können Sie nicht mehr zum Nachziehstapel wechseln.",
        },
      ],
    },
    cards: {
      heading: "Die Karten",
      paragraphs: [
        "Jede Karte wird aus den Karten dieses Zuges ausgespielt. Aktionskarten (Skandal, Dieb, Spion, Geldtransfer) sind nach dem Einsatz aus dem Spiel.",
      ],
      items: [
        {
          ref: "card.money",
          text: "Legen Sie sie offen oben auf Ihren eigenen Stapel bei einem Politiker, der noch im Spiel ist. Beispiel: 30 Tsd. $ auf einen Stapel mit 20 Tsd. $ ergeben dort 50 Tsd. $.",
        },
        {
          ref: "card.vp",
          text: "Wie Geld auf den eigenen Stapel legen. Sie bringt kein Geld, aber wenn Sie diesen Politiker gewinnen, bekommen Sie 1 SP mehr. Sie kann weder gestohlen noch verschoben werden.",
        },
        {
          ref: "card.scandal",
          text: "Auf einen beliebigen Politiker legen, der noch im Spiel ist. Jeder Skandal senkt seinen Wert um 1 SP. Beim {fallAt}. Skandal stürzt der Politiker, und alle Bestechungen bei ihm sind verloren.",
        },
        {
          ref: "card.thief",
          text: "Wählen Sie den Stapel eines Gegners bei einem Politiker, auf dem oben eine Geldkarte liegt. Legen Sie diese Karte oben auf Ihren eigenen Stapel beim selben Politiker. Beispiel: Bens Stapel beim Gouverneur zeigt oben 50 Tsd. $; Ihr Dieb legt sie auf Ihren eigenen Stapel beim Gouverneur.",
        },
        {
          ref: "card.spy",
          text: "Verschieben Sie zuerst einen Skandal von einem Politiker zu einem anderen (das kann dort der {fallAt}. Skandal sein). Sehen Sie sich dann den ganzen Stapel eines Gegners an. Ein Teil, der unmöglich ist, entfällt.",
        },
        {
          ref: "card.transfer",
          text: "Verschieben Sie eine Ihrer eigenen Geldkarten, von beliebiger Stelle in einem Ihrer Stapel, oben auf Ihren Stapel bei einem anderen Politiker.",
        },
        {
          ref: "card.time",
          text: "Wird nie ausgespielt. Aufgedeckt kommt sie zu den anderen Zeitkarten. Die {timeCardsToEnd}. beendet das Spiel.",
        },
      ],
    },
    end: {
      heading: "Ende und Wertung",
      paragraphs: [
        "Mit den Standardoptionen endet das Spiel in dem Moment, in dem die {timeCardsToEnd}. Zeitkarte aufgedeckt wird, auch mitten im Zug: Es wird nichts mehr ausgespielt. Dann werden alle Stapel bei Politikern, die noch im Spiel sind, allen gezeigt.",
        "Jeder Politiker, der noch im Spiel ist, geht an den Spieler mit dem meisten Geld in seinem Stapel dort. Bei Gleichstand gewinnt, wer dort mehr Geldkarten hat; herrscht weiter Gleichstand, gewinnen ihn alle Beteiligten. Wer dort kein Geld hat, kann ihn nicht gewinnen, auch nicht mit Siegpunktkarten.",
        "Ein Politiker ist {baseVp} SP wert, minus 1 für jeden Skandal auf ihm, plus 1 für jede Siegpunktkarte im eigenen Stapel des Gewinners. Ein gestürzter Politiker ist nichts wert.",
        "Beispiel: Der Parlamentssprecher hat 2 Skandale. Anna hat dort 60 Tsd. $ und eine Siegpunktkarte, Ben 50 Tsd. $. Anna gewinnt den Parlamentssprecher und erhält {baseVp} − 2 + 1 = 6 SP.",
        "Die meisten SP gewinnen. Bei Gleichstand an SP vergleichen die Beteiligten die Politiker in der Reihenfolge ihres Rangs, zuerst den Präsidenten, gestürzte übersprungen: Beim ersten, den einige, aber nicht alle von ihnen gewonnen haben, bleiben nur diese im Rennen. Wer nach dem Gouverneur noch gleichauf ist, teilt sich den Sieg.",
      ],
    },
    interpretations: {
      heading: "Wie diese Engine die Regeln liest",
      paragraphs: ["Die gedruckten Regeln lassen einige Punkte offen. So entscheidet die Engine."],
      items: [
        {
          term: "Der Nachziehstapel",
          text: "Die Regeln nennen keine Kartenliste, also verwendet die Engine den Stapel mit {deckSize} Karten von oben. Eine Option kann jede Anzahl ändern; der Stapel braucht mindestens eine Zeitkarte.",
        },
        {
          term: "Wann das Spiel endet",
          text: "Standardmäßig nach {timeCardsToEnd} Zeitkarten. Bei einem eigenen Stapel mit weniger Zeitkarten endet es, wenn die letzte davon erscheint.",
        },
        {
          term: "Startspieler",
          text: "Wird zufällig aus dem Startwert der Partie bestimmt, außer eine Option nennt einen Platz. Danach geht der Zug zum nächsten Platz weiter.",
        },
        {
          term: "Politiker",
          text: "Es sind immer fünf, gleich wie viele Personen spielen, und jeder Spieler hat bei jedem einen Stapel.",
        },
        {
          term: "Aus der schwarzen Kasse nehmen",
          text: "Sie nehmen die {fundTake} Karten einzeln. Die erste legt Sie auf diese Möglichkeit fest.",
        },
        {
          term: "Der Dieb",
          text: "Standardmäßig nimmt er nur eine Geldkarte, die oben liegt. Mit der Option „ein Dieb nimmt eine beliebige Geldkarte“ sehen Sie zuerst den ganzen Stapel und wählen dann eine beliebige Geldkarte darin.",
        },
        {
          term: "Der Spion",
          text: "Das Verschieben des Skandals kommt vor dem Ansehen. Zum Ansehen braucht es einen nicht leeren Stapel eines Gegners. Verschoben wird der zuletzt dort gelegte Skandal. Ein Spion, der keinen der beiden Teile ausführen kann, kann nur abgeworfen werden.",
        },
        {
          term: "Ein angesehener Stapel",
          text: "Sie sehen ihn weiter, bis eine Karte auf ihn gelegt oder von ihm genommen wird.",
        },
        {
          term: "Verdeckte Stapel",
          text: "Gegner sehen von Ihrem Stapel nur die oberste Karte und die Größe, obwohl jede Karte beim Ausspielen gezeigt wurde. Der Tisch merkt sich den Rest nicht für Sie.",
        },
        {
          term: "Ein gestürzter Politiker",
          text: "Seine Stapel bleiben liegen, so verdeckt wie zuvor, und nichts erreicht sie mehr: keine Bestechung, kein Dieb, kein Spion, kein Geldtransfer. Seine Skandale bleiben auf ihm. Seine Stapel werden am Ende nicht gezeigt.",
        },
        {
          term: "Geldtransfer",
          text: "Das Geld muss auf Ihren Stapel bei einem anderen Politiker gehen, der noch im Spiel ist.",
        },
        {
          term: "Ein leerer Nachziehstapel",
          text: "Mit einem gültigen Stapel kann das nicht passieren, weil die letzte Zeitkarte vorher erscheint. Geschähe es doch, würde der Zug beendet und dann das Spiel.",
        },
      ],
    },
  },
  terms: {
    "card.money": {
      name: "Geld",
      explanation:
        "Eine Bestechung von 10 Tsd. $ bis 50 Tsd. $. Das meiste Geld bei einem Politiker gewinnt ihn.",
    },
    "card.vp": {
      name: "Siegpunktkarte",
      explanation:
        "Kommt auf den eigenen Stapel; 1 SP mehr, wenn Sie diesen Politiker gewinnen. Sie ist kein Geld.",
    },
    "card.scandal": {
      name: "Skandal",
      explanation: "Senkt den Wert eines Politikers um 1 SP. Beim {fallAt}. Skandal stürzt der Politiker.",
    },
    "card.thief": {
      name: "Dieb",
      explanation:
        "Stiehlt die oberste Geldkarte vom Stapel eines Gegners auf Ihren Stapel beim selben Politiker.",
    },
    "card.spy": {
      name: "Spion",
      explanation:
        "Verschiebt einen Skandal zu einem anderen Politiker und zeigt Ihnen dann den ganzen Stapel eines Gegners.",
    },
    "card.transfer": {
      name: "Geldtransfer",
      explanation: "Verschiebt eine Ihrer Geldkarten auf Ihren Stapel bei einem anderen Politiker.",
    },
    "card.time": {
      name: "Zeitkarte",
      explanation:
        "Wird beim Aufdecken beiseitegelegt. Die {timeCardsToEnd}. Zeitkarte beendet das Spiel sofort.",
    },
    "card.back": {
      name: "Verdeckte Karte",
      explanation:
        "Eine Karte, die Sie nicht sehen dürfen: eine verdeckte Bestechung (Geld oder Siegpunktkarte) im Stapel eines anderen.",
    },
    "zone.deck": {
      name: "Nachziehstapel",
      explanation: "Der verdeckte Stapel zum Ziehen. Gezeigt wird nur seine Größe.",
    },
    "zone.time": {
      name: "Zeitkarten",
      explanation: "Die bisher aufgedeckten Zeitkarten. Liegen hier {timeCardsToEnd}, ist das Spiel vorbei.",
    },
    "zone.removed": {
      name: "Aus dem Spiel",
      explanation: "Abgeworfene Karten und benutzte Aktionskarten, offen.",
    },
    "zone.fund": {
      name: "Schwarze Kasse",
      explanation:
        "Offene Karten, die jeder nehmen darf: Es braucht mindestens {fundTake}, um statt zu ziehen {fundTake} zu nehmen.",
    },
    "zone.politician": {
      name: "Politiker",
      explanation:
        "Bringt {baseVp} SP minus seine Skandale für den, der ihn am meisten bestochen hat. Bei {fallAt} Skandalen stürzt er.",
    },
    "zone.pile": {
      name: "Bestechungsstapel",
      explanation:
        "Die Bestechungen eines Spielers bei einem Politiker. Andere sehen nur die oberste Karte und die Größe.",
    },
    "zone.revealed": {
      name: "Aufgedeckte Karten",
      explanation: "Die eben gezogenen Karten; eine davon muss in die schwarze Kasse.",
    },
    "zone.hand": {
      name: "Auszuspielende Karten",
      explanation: "Die Karten dieses Zuges; jede muss vor Zugende genutzt oder abgeworfen werden.",
    },
    "mark.seen-by": {
      name: "Eingesehen von",
      explanation:
        "Diese Spieler haben den ganzen Stapel mit einem Spion oder einem Dieb angesehen und kennen ihn noch.",
    },
    "mark.fallen": {
      name: "Gestürzt",
      explanation:
        "Dieser Politiker hat {fallAt} Skandale. Er bringt nichts, und seine Stapel sind verloren.",
    },
  },
};
