import type { GuideTranslation } from "../../../core/index.js";
import { fr as words } from "../locales/fr.js";
import type { CampaignGuide } from "./en.js";

/** Les règles expliquées et le glossaire de Campaign en français (noms des cartes et des partis tirés du catalogue français). */
export const fr: GuideTranslation<CampaignGuide> = {
  title: "Campaign",
  summary:
    "Des partis se disputent les sièges d’un parlement, forment des gouvernements, achètent des groupes d’intérêt et se débauchent des élus.",
  sections: {
    goal: {
      heading: "But du jeu",
      paragraphs: [
        "Chaque joueur dirige un parti avec sa propre idéologie. De {minPlayers} à {maxPlayers} personnes jouent.",
        "Tout parti gagne en étant au gouvernement {sequenceToWin} fois de suite. Chaque idéologie a aussi sa propre façon de gagner. Plusieurs partis peuvent gagner ensemble.",
        "Si personne n’a gagné après {maxRounds} manches, le parti qui a la plus longue suite de gouvernements gagne (égalité : le plus de sièges, puis le plus d’argent).",
      ],
    },
    components: {
      heading: "Le matériel",
      paragraphs: [
        "Un parlement de {totalSeats} sièges : {majority} sièges font une majorité. {groupCount} cartes de groupes d’intérêt, {presidentCount} cartes Président, dix jetons de dé (de 2 à 12 sans le 7), deux dés et une banque qui ne manque jamais d’argent.",
        "Chaque parti commence avec les contributions de son idéologie plus son éligibilité, en dollars. {rowSize} groupes sont posés face visible.",
      ],
    },
    turn: {
      heading: "Une manche",
      paragraphs: [
        "Chaque manche a quatre parties, toujours dans cet ordre.",
        "Exemple d’enchère : Anna achète les jetons 2 et 3 pour 2 $, Ben achète 4, 5 et 6 pour 3 $. Le plus haut jeton est 6, on lance donc un dé jusqu’à obtenir un nombre détenu ; un 5 donne le siège à Ben.",
      ],
      items: [
        {
          term: "1. Élection",
          text: "Chaque siège non attribué est mis aux enchères, l’un après l’autre. Les joueurs achètent à tour de rôle des jetons de dé ({tokenPrice} $ pièce tant qu’il en reste de libres) ; ensuite, vous prenez à son détenteur le plus haut jeton qui vous manque, à un prix qui monte. Puis on lance les dés jusqu’à obtenir un nombre détenu, et son détenteur gagne le siège.",
        },
        {
          term: "2. Gouvernement",
          text: "Un parti qui a {majority} sièges gouverne seul (gouvernement majoritaire). Sinon, les joueurs jouent des tours de formation : proposer une coalition d’au moins {majority} sièges, libérer des sièges (ils sont aussitôt mis aux enchères) ou passer. Si aucune coalition ne se forme, le plus grand parti gouverne en minorité.",
        },
        {
          term: "3. Tours",
          text: "Chaque joueur joue un tour, en commençant par le parti en tête : toucher ses revenus, tenter une capture, tenter un débauchage, puis lancer les dés de perte de sièges.",
        },
        {
          term: "4. Fin du mandat",
          text: "Les groupes du gouvernement sont notés pour les Communistes et les Libertariens, et on vérifie si quelqu’un a gagné.",
        },
      ],
    },
    cards: {
      heading: "Un tour, étape par étape",
      paragraphs: [
        "Revenus : les contributions de votre idéologie plus celles de chaque groupe que vous détenez.",
        "Capture : choisissez un groupe visible, ou un groupe détenu par un autre joueur. Votre nombre cible est la coopération du groupe, plus les dollars misés, plus l’influence des groupes engagés, moins {leaningPenalty} si votre orientation diffère de celle du groupe, moins {raidPenalty} si un autre joueur le détient. Lancez deux dés : au plus la cible réussit, mais un 7 échoue toujours. Exemple : coopération 4, 3 $ misés et influence 2 donnent 9 ; un 8 gagne le groupe.",
        "Débauchage : tentez de prendre un siège à un autre parti. Sa défense est sa discipline moins les sièges que la coopération de ses groupes ne couvre pas ; vous ajoutez vos dollars. Lancez deux dés : au plus la cible fait passer le siège.",
        "Jet de perte de sièges : votre seuil est le nombre de vos groupes plus votre éligibilité. Les autres peuvent payer pour l’abaisser. Lancez deux dés ; vous perdez un siège au profit du centre pour chaque point au-dessus du seuil.",
        "Avant le jet d’une capture ou d’un débauchage, le président peut payer {dealPrice} $ ou l’attaquant rendre un groupe, pour un accord en coulisses ; sans accord, chaque autre joueur peut payer pour aider ou gêner, un dollar par point. Un président (pas à deux joueurs) peut opposer son veto à la tentative d’un autre joueur une fois par mandat : chaque dollar payé pour elle est rendu.",
        "Un président reçoit {allowance} $ en prenant ses fonctions et tire une carte Président.",
      ],
      items: [
        {
          ref: "card.group",
          text: "Paie ses contributions à son détenteur à chaque tour, ajoute son influence aux captures pour lesquelles vous l’engagez, et sa coopération aide à défendre vos sièges.",
        },
        {
          ref: "card.president",
          text: "Chaque nouveau président en tire une. La plupart changent le prochain seuil de perte de sièges du président ; certaines agissent aussitôt.",
        },
        {
          ref: "president.supreme-court",
          text: "Au prochain jet de perte de sièges, seul le dé le plus haut compte.",
        },
        { ref: "president.wiretapping", text: "−4 sur le prochain seuil de perte de sièges." },
        {
          ref: "president.alzheimers",
          text: "Aussitôt : la dernière entrée de votre suite de gouvernements est retirée.",
        },
        { ref: "president.paid-vacation", text: "Aussitôt : la banque vous paie {paidVacation} $." },
        { ref: "president.past-history", text: "−3 sur le prochain seuil de perte de sièges." },
        {
          ref: "president.pardon",
          text: "Gardée face cachée. Jouez-la juste après une perte forcée (sièges ou groupe) pour l’annuler.",
        },
        { ref: "president.drunk-daughters", text: "Aussitôt : lancez deux dés et payez autant à la banque." },
        { ref: "president.assassination-attempt", text: "+1 sur le prochain seuil de perte de sièges." },
        {
          ref: "president.terrorist-attack",
          text: "Aussitôt : la dernière entrée de votre suite de gouvernements est répétée.",
        },
        { ref: "president.foi-request", text: "−1 sur le prochain seuil de perte de sièges." },
        { ref: "president.signing-statement", text: "+2 sur le prochain seuil de perte de sièges." },
        {
          ref: "president.gate",
          text: "Votre parti ne peut pas faire partie du prochain gouvernement formé.",
        },
        {
          ref: "president.spoiled-ballots",
          text: "Lancez un dé maintenant : un nombre pair s’ajoute au prochain seuil, un impair s’en retire.",
        },
        { ref: "president.sex-scandal", text: "−2 sur le prochain seuil de perte de sièges." },
        { ref: "president.scathing-roast", text: "−1 sur le prochain seuil de perte de sièges." },
        {
          ref: "president.photo-op",
          text: "Aussitôt : payez {photoOp} $ au détenteur des médias progressistes, ou à la banque.",
        },
        { ref: "president.gaffe", text: "Vous n’avez plus de veto jusqu’à la fin de ce mandat." },
      ],
    },
    end: {
      heading: "La victoire",
      paragraphs: [
        "On vérifie les victoires après chaque formation de gouvernement et après chaque tour. Tout parti qui remplit une condition à ce moment partage la victoire.",
        "La victoire commune : {sequenceToWin} gouvernements de suite, de n’importe quel type (coalition, minoritaire ou majoritaire).",
      ],
      items: [
        {
          ref: "ideology.democrats",
          text: "Discipline forte, 10 $ par tour. +{democratBonus} sur les débauchages. Victoire spéciale : une suite d’au moins quatre gouvernements dont les deux derniers sont minoritaires ou majoritaires.",
        },
        {
          ref: "ideology.independents",
          text: "Discipline faible, 6 $ par tour. Ne perdent jamais de points pour l’orientation. Victoire spéciale : détenir un groupe de chaque type : grandes entreprises, entreprises, travailleurs et mouvement de masse.",
        },
        {
          ref: "ideology.republicans",
          text: "Discipline forte, 10 $ par tour. +{republicanBonus} sur leur seuil de perte de sièges. Victoire spéciale : détenir 6 groupes de grandes entreprises.",
        },
        {
          ref: "ideology.greens",
          text: "Discipline moyenne, 5 $ par tour. +{captureBonus} sur les captures de mouvements de masse. Victoire spéciale : détenir les 5 mouvements de masse.",
        },
        {
          ref: "ideology.communists",
          text: "Discipline forte, 8 $ par tour. +1 $ par tour pour chaque groupe de grandes entreprises détenu par qui que ce soit. Victoire spéciale : 3 mandats de suite dont le gouvernement ne détenait aucun groupe d’entreprises ou de grandes entreprises.",
        },
        {
          ref: "ideology.anarchists",
          text: "Discipline faible, 5 $ par tour. Insensibles aux débauchages. Victoire spéciale : 4 coalitions de suite, quels qu’en soient les membres. Absents à deux joueurs.",
        },
        {
          ref: "ideology.libertarians",
          text: "Discipline moyenne, 7 $ par tour. +{captureBonus} sur les captures d’entreprises et de grandes entreprises. Victoire spéciale : 3 mandats de suite dont le gouvernement détenait des groupes, tous d’entreprises ou de grandes entreprises.",
        },
      ],
    },
    interpretations: {
      heading: "Comment ce moteur lit les règles",
      paragraphs: [
        "La note de conception est inachevée et dit certaines choses de deux façons. Voici ce que fait le moteur.",
      ],
      items: [
        { term: "Sièges", text: "{totalSeats} sièges, et une majorité fait {majority}." },
        {
          term: "Orientations",
          text: "Les partis et certains groupes penchent à gauche, à droite ou au centre, uniquement pour le −{leaningPenalty} des captures. Les Indépendants et les Anarchistes ne le subissent jamais.",
        },
        {
          term: "Enchères",
          text: "Celui qui ouvre change à chaque fois ; les enchères s’arrêtent quand tous ont passé à la suite. Prendre un jeton coûte 2 $ au premier tour qui en prend, puis 1 $ de plus à chaque fois.",
        },
        {
          term: "Former un gouvernement",
          text: "La formation s’arrête après {formationPerPlayer} actions de formation par joueur ou quand tous passent à la suite. Le plus grand parti gouverne alors en minorité ; des plus grands partis à égalité gouvernent ensemble.",
        },
        {
          term: "Le parti en tête",
          text: "Le président ou, dans une coalition, le membre qui a le plus de sièges. Il joue le premier tour de cette manche et le premier tour de formation de la suivante.",
        },
        {
          term: "L’argent",
          text: "Toute dépense va à la banque, sauf si une carte nomme quelqu’un. Vous ne pouvez jamais dépenser plus que vous n’avez ; les paiements forcés s’arrêtent à ce que vous avez.",
        },
        {
          term: "Raids",
          text: "Les groupes détenus par un autre joueur peuvent être capturés, à −{raidPenalty}. Les groupes engagés restent à vous.",
        },
        {
          term: "Pas d’argent",
          text: "L’argent se mise, se paie ou sert à l’ingérence par pas de 1 $ à {maxStep} $, autant de fois que vous voulez ; un joueur qui s’ingère reste du même côté.",
        },
        {
          term: "L’indemnité",
          text: "Le président est payé avant de tirer une carte, ce qui compte pour les cartes qui coûtent de l’argent.",
        },
        {
          term: "Un nouveau gouvernement à chaque manche",
          text: "Un gouvernement est formé à chaque manche, même si aucun siège n’a changé de mains.",
        },
      ],
    },
  },
  terms: {
    "card.group": {
      name: "Groupe d’intérêt",
      explanation:
        "Paie son détenteur à chaque tour, aide les captures par son influence et défend les sièges par sa coopération.",
    },
    "card.president": {
      name: "Carte Président",
      explanation:
        "Tirée par un nouveau président ; elle change le prochain jet de perte de sièges ou agit aussitôt.",
    },
    "card.back": {
      name: "Carte face cachée",
      explanation:
        "Une carte que vous ne pouvez pas voir : un groupe dans la pioche, ou une Grâce gardée par un autre joueur.",
    },
    "president.supreme-court": {
      name: words["president.supreme-court"],
      explanation: "Au prochain jet de perte de sièges, seul le dé le plus haut compte.",
    },
    "president.wiretapping": {
      name: words["president.wiretapping"],
      explanation: "−4 sur le prochain seuil de perte de sièges du président.",
    },
    "president.alzheimers": {
      name: words["president.alzheimers"],
      explanation: "Retire la dernière entrée de la suite de gouvernements du président.",
    },
    "president.paid-vacation": {
      name: words["president.paid-vacation"],
      explanation: "La banque paie {paidVacation} $ au président.",
    },
    "president.past-history": {
      name: words["president.past-history"],
      explanation: "−3 sur le prochain seuil de perte de sièges du président.",
    },
    "president.pardon": {
      name: words["president.pardon"],
      explanation: "Gardée face cachée ; annule une perte forcée juste après qu’elle arrive.",
    },
    "president.drunk-daughters": {
      name: words["president.drunk-daughters"],
      explanation: "Le président lance deux dés et paie autant à la banque.",
    },
    "president.assassination-attempt": {
      name: words["president.assassination-attempt"],
      explanation: "+1 sur le prochain seuil de perte de sièges du président.",
    },
    "president.terrorist-attack": {
      name: words["president.terrorist-attack"],
      explanation: "Répète la dernière entrée de la suite de gouvernements du président.",
    },
    "president.foi-request": {
      name: words["president.foi-request"],
      explanation: "−1 sur le prochain seuil de perte de sièges du président.",
    },
    "president.signing-statement": {
      name: words["president.signing-statement"],
      explanation: "+2 sur le prochain seuil de perte de sièges du président.",
    },
    "president.gate": {
      name: words["president.gate"],
      explanation: "Le parti ne peut pas entrer dans le prochain gouvernement formé.",
    },
    "president.spoiled-ballots": {
      name: words["president.spoiled-ballots"],
      explanation: "Un jet de dé : pair, il s’ajoute au prochain seuil ; impair, il s’en retire.",
    },
    "president.sex-scandal": {
      name: words["president.sex-scandal"],
      explanation: "−2 sur le prochain seuil de perte de sièges du président.",
    },
    "president.scathing-roast": {
      name: words["president.scathing-roast"],
      explanation: "−1 sur le prochain seuil de perte de sièges du président.",
    },
    "president.photo-op": {
      name: words["president.photo-op"],
      explanation: "Le président paie {photoOp} $ au détenteur des médias progressistes, ou à la banque.",
    },
    "president.gaffe": {
      name: words["president.gaffe"],
      explanation: "Plus de veto pour le président jusqu’à la fin du mandat.",
    },
    "ideology.democrats": {
      name: words["party.democrats"],
      explanation:
        "Forts en débauchage ; victoire spéciale par deux gouvernements forts à la fin d’une suite.",
    },
    "ideology.independents": {
      name: words["party.independents"],
      explanation: "Ne perdent jamais de points pour l’orientation ; gagnent avec un groupe de chaque type.",
    },
    "ideology.republicans": {
      name: words["party.republicans"],
      explanation: "Difficiles à déloger ; gagnent avec 6 groupes de grandes entreprises.",
    },
    "ideology.greens": {
      name: words["party.greens"],
      explanation: "Doués pour capturer les mouvements de masse ; gagnent en les détenant tous.",
    },
    "ideology.communists": {
      name: words["party.communists"],
      explanation:
        "Profitent des grandes entreprises partout ; gagnent quand les gouvernements tiennent les entreprises à l’écart.",
    },
    "ideology.anarchists": {
      name: words["party.anarchists"],
      explanation: "Insensibles aux débauchages ; gagnent par 4 coalitions de suite.",
    },
    "ideology.libertarians": {
      name: words["party.libertarians"],
      explanation:
        "Doués pour capturer les entreprises ; gagnent quand les gouvernements ne détiennent que des entreprises.",
    },
    "token.roll": {
      name: "Jeton de dé",
      explanation:
        "Acheté lors d’une enchère. On lance les dés jusqu’à un nombre détenu ; son détenteur gagne le siège.",
    },
    "zone.parliament": {
      name: "Parlement",
      explanation: "{totalSeats} sièges ; {majority} font une majorité.",
    },
    "zone.middle": {
      name: "Non attribués",
      explanation: "Les sièges que personne ne détient ; ils sont mis aux enchères à la prochaine élection.",
    },
    "zone.row": {
      name: "Groupes d’intérêt visibles",
      explanation:
        "Des groupes que chacun peut tenter de capturer ; un groupe capturé est remplacé depuis la pioche.",
    },
    "zone.group-deck": {
      name: "Pioche des groupes",
      explanation:
        "Les groupes face cachée encore à venir. Les groupes rendus par un accord en coulisses vont dessous, face visible.",
    },
    "zone.president-deck": {
      name: "Pioche Président",
      explanation: "Les cartes Président face cachée. Vide, elle est refaite avec la défausse mélangée.",
    },
    "zone.discard": { name: "Défausse", explanation: "Les cartes Président déjà utilisées." },
    "zone.kept": {
      name: "Cartes gardées",
      explanation: "Une Grâce gardée face cachée jusqu’à ce que son détenteur la joue.",
    },
    "zone.active": {
      name: "Cartes Président en jeu",
      explanation: "Des cartes posées devant un parti jusqu’à ce qu’elles agissent.",
    },
    "zone.groups": {
      name: "Groupes détenus",
      explanation:
        "Les groupes d’un parti : ils paient à chaque tour et relèvent son seuil de perte de sièges.",
    },
    "zone.party": {
      name: "Parti",
      explanation:
        "Le parti d’un joueur : son idéologie, ses sièges, son argent, ses groupes et sa suite de gouvernements.",
    },
    "zone.treasury": { name: "Trésorerie", explanation: "Les dollars d’un parti, publics." },
    "mark.government": {
      name: "Gouvernement",
      explanation: "Coalition, minoritaire ou majoritaire ; gouverner allonge la suite d’un parti.",
    },
    "mark.president": {
      name: "Président",
      explanation:
        "Dirige un gouvernement minoritaire ou majoritaire : reçoit {allowance} $, tire une carte et a un veto par mandat.",
    },
    "mark.leader": {
      name: "En tête",
      explanation: "Joue le premier tour de cette manche et le premier tour de formation de la suivante.",
    },
    "mark.sequence": {
      name: "Gouvernements",
      explanation: "La suite de gouvernements du parti sans interruption ; {sequenceToWin} gagnent.",
    },
    "mark.round": {
      name: "Manche",
      explanation: "Élection, gouvernement, tours et fin du mandat ; au plus {maxRounds} manches.",
    },
    "mark.auction": {
      name: "Enchères",
      explanation: "Un siège non attribué est vendu au moyen des jetons de dé.",
    },
    "mark.formation": {
      name: "Formation du gouvernement",
      explanation: "Propositions, libérations et passes jusqu’à ce qu’un gouvernement se forme.",
    },
    "mark.attempt": {
      name: "Tentative",
      explanation: "Une capture ou un débauchage en préparation : mise, accord, ingérence, veto, jet.",
    },
    "mark.seat-loss": {
      name: "Jet de perte de sièges",
      explanation: "Deux dés contre le seuil ; chaque point au-dessus coûte un siège.",
    },
    "mark.streaks": {
      name: "Séries",
      explanation:
        "Les compteurs des victoires spéciales : coalitions de suite, et mandats avec ou sans groupes d’entreprises.",
    },
  },
};
