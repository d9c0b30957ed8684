import type { GuideTranslation } from "../../../core/index.js";
import type { KohleKiesKneteGuide } from "./en.js";

/** Les règles expliquées et le glossaire de Kohle, Kie$ & Knete en français (les mots du catalogue français). */
export const fr: GuideTranslation<KohleKiesKneteGuide> = {
  title: "Kohle, Kie$ & Knete",
  summary:
    "Ouvrez des affaires, achetez aux autres joueurs les investisseurs qui vous manquent et finissez avec le plus d’argent.",
  sections: {
    goal: {
      heading: "But du jeu",
      paragraphs: [
        "Le plateau est un anneau d’affaires. Chaque affaire demande des investisseurs de certaines familles. Le joueur qui ouvre une affaire en est le Boss : la banque paie le Boss, et le Boss achète aux autres les investisseurs qui manquent avec une part de cet argent.",
        "De {minPlayers} à {maxPlayers} personnes jouent. Personne n’a d’argent au départ. Le joueur le plus riche à la fin gagne.",
        "Tout se marchande à découvert : offres, prix et argent sont publics. Seules les cartes de votre main sont secrètes.",
      ],
    },
    components: {
      heading: "Le matériel",
      paragraphs: [
        "Six familles : Heiermann, Knetowitz, Liebgeld, Piepenbrok, Raffzahn et Talerfeld. Chacune a une carte Investisseur. À 3 joueurs, chacun reçoit deux Investisseurs ; à plus, chacun en reçoit un et les restants sont posés, visibles, dans la réserve.",
        "{deckSize} cartes d’influence : par famille, {clanPerFamily} cartes Clan et {travelPerFamily} cartes Voyage, plus {jokers} jokers Voyage, {recruitment} cartes Recrutement, {boss} cartes Boss et {stop} cartes Stop. Chacun commence avec {startHand} de ces cartes en main.",
        "Le plateau a {spaces} cases et il y a {tiles} tuiles d’affaire. L’argent se compte en M$ (millions de dollars).",
      ],
    },
    turn: {
      heading: "Un tour",
      paragraphs: [
        "Avant le premier tour, le joueur à droite du premier joueur pose le marqueur $ sur la case de son choix. Le premier joueur est celui qui tient le premier Investisseur dans l’ordre alphabétique (ceux de la réserve ne comptent pas).",
        "Vous pouvez tenir au plus {handLimit} cartes d’influence. Qui en a plus doit aussitôt défausser jusqu’à {handLimit}, ou jouer trois cartes Recrutement.",
        "Après votre tour, c’est au joueur à votre gauche. Après une affaire, c’est au joueur à gauche du dernier Boss de l’affaire.",
      ],
      items: [
        {
          term: "Ouvrir l’affaire ici",
          text: "Ouvrez l’affaire de la case où se trouve le marqueur $. Vous en devenez le Boss et la négociation commence.",
        },
        {
          term: "Ou lancer le dé",
          text: "Avancez le marqueur d’autant de cases libres, dans le sens horaire, que le dé l’indique (les cases couvertes d’une tuile sont sautées). Ouvrez ensuite l’affaire à cet endroit, ou piochez {drawCount} cartes d’influence, ce qui termine votre tour.",
        },
      ],
    },
    cards: {
      heading: "La négociation et les cartes",
      paragraphs: [
        "Une affaire rapporte ses dividendes multipliés par la valeur de la prochaine tuile. Exemple : la première affaire sur une case à 3 dividendes rapporte au Boss 3 × {firstTileValue} = {firstPayout} M$.",
        "Le Boss compte ses propres Investisseurs et les cartes Clan qu’il a posées. Les autres joueurs offrent leurs Investisseurs ou cartes Clan pour un prix de 0 M$ jusqu’au gain. Le Boss peut accepter une offre ; elle l’engage alors, et son prix est payé à la fin, même si les cartes ne servent pas. Les prix acceptés ne peuvent pas dépasser ensemble le gain.",
        "Pour conclure, le Boss a besoin, pour chaque investisseur demandé par la case, d’une carte d’une famille différente, et tous les autres joueurs doivent avoir passé depuis le dernier changement. Tout changement (une carte jouée, une offre modifiée ou acceptée) annule tous les passes. Le Boss peut aussi abandonner à tout moment.",
        "Les cartes Voyage, Recrutement et Boss n’agissent que si personne ne les arrête : chaque autre joueur, à tour de rôle en commençant à gauche, peut répondre par une carte Stop.",
      ],
      items: [
        {
          ref: "token.investor",
          text: "Un par famille. Il compte pour le joueur qui le tient, qui peut l’offrir au Boss.",
        },
        {
          ref: "card.clan",
          text: "Posez-la face visible sur votre propre table. Elle représente sa famille dans cette affaire : directement pour le Boss, par une offre pour les autres. Les cartes Clan non utilisées reviennent ensuite dans votre main.",
        },
        {
          ref: "card.travel",
          text: "Envoie un Investisseur de sa famille en voyage pour cette affaire, ou chasse de la table une carte Clan de sa famille (les deux cartes sont défaussées). Un joker Voyage vaut pour toute famille.",
        },
        {
          ref: "card.recruitment",
          text: "Jouées à trois, elles prennent pour de bon un Investisseur à un autre joueur ou à la réserve. Tant que la réserve contient un Investisseur, c’est là qu’il faut le prendre.",
        },
        {
          ref: "card.boss",
          text: "Vous devenez le Boss de cette affaire. Les offres acceptées redeviennent ouvertes au même prix.",
        },
        {
          ref: "card.stop",
          text: "Annule une carte Voyage, Recrutement ou Boss au moment où elle est jouée. Les deux sont défaussées. Un Stop ne peut pas être arrêté.",
        },
        {
          ref: "zone.offer",
          text: "Des cartes mises à la disposition du Boss pour un prix. Une offre disparaît si l’une de ses cartes part en voyage, est défaussée ou recrutée.",
        },
      ],
    },
    end: {
      heading: "Après une affaire, la fin et le décompte",
      paragraphs: [
        "Quand une affaire est conclue, la banque paie le Boss et le Boss paie chaque offre acceptée. Les cartes Clan utilisées sont défaussées ; les autres reviennent à leurs propriétaires. Une tuile est posée sur la case et le marqueur avance jusqu’à la prochaine case libre.",
        "Si le Boss abandonne, personne n’est payé, aucune tuile n’est posée et le marqueur reste. Le joueur à gauche du Boss joue ensuite, et le Boss ne pioche pas.",
        "À partir de la tuile {firstEndTile}, le Boss lance le dé après avoir posé la tuile : un 1 après la tuile {firstEndTile} termine la partie, un 1 ou un 2 après la tuile suivante, et ainsi de suite. La partie se termine toujours après la tuile {tiles}, ou après {maxTurns} tours.",
        "Le plus riche gagne ; à argent égal, on partage la victoire.",
      ],
    },
    interpretations: {
      heading: "Comment ce moteur lit les règles",
      paragraphs: [
        "Le texte des règles omet le plateau, la valeur des tuiles, les lancers de fin et les choix du tour. Voici ce que fait le moteur.",
      ],
      items: [
        {
          term: "Plateau et tuiles",
          text: "{spaces} cases aux exigences fixes, {tiles} tuiles valant de {firstTileValue} à {lastTileValue} par dividende. Plus d’investisseurs demandés donnent plus de dividendes : 2 en donnent 2, 5 en donnent 6 et 6 en donnent 8.",
        },
        {
          term: "L’argent est public",
          text: "Chaque paiement se fait à découvert, donc la table montre l’argent de chacun.",
        },
        {
          term: "Une offre par joueur",
          text: "Vous construisez votre offre carte par carte. Une nouvelle offre commence au gain complet, et vous baissez le prix à votre guise.",
        },
        {
          term: "Passer",
          text: "Après avoir passé, vous ne pouvez plus rien faire jusqu’à ce que quelqu’un change quelque chose.",
        },
        {
          term: "Limite de négociation",
          text: "Après {negotiationLimit} changements dans une affaire, les autres joueurs ne peuvent plus que passer. Quand tous ont passé, l’affaire est conclue si le Boss a ce que demande la case, sinon elle échoue.",
        },
        {
          term: "Limite de tours",
          text: "La partie se termine après {maxTurns} tours au plus, pour que chaque partie finisse.",
        },
        {
          term: "Choisir les cartes utilisées",
          text: "Le Boss peut désigner les cartes utilisées ou laisser le moteur choisir : d’abord les Investisseurs, puis les cartes Clan acceptées des autres, puis celles du Boss.",
        },
        {
          term: "Voyage",
          text: "Une carte Voyage ne peut pas aller sur un Investisseur de la réserve ni sur un qui voyage déjà. Un Investisseur en voyage ne peut pas être offert.",
        },
        {
          term: "Réponses au Stop",
          text: "Chaque autre joueur répond à une carte Voyage, Recrutement ou Boss, même sans carte Stop, pour que personne ne sache qui en a une.",
        },
        {
          term: "Au-delà de la limite de main",
          text: "Au lieu de défausser, vous pouvez jouer trois cartes Recrutement, avec la possibilité habituelle d’un Stop.",
        },
      ],
    },
  },
  terms: {
    "card.clan": {
      name: "carte Clan",
      explanation:
        "Posée sur une table, elle représente sa famille dans cette affaire, comme un Investisseur.",
    },
    "card.travel": {
      name: "carte Voyage",
      explanation:
        "Envoie un Investisseur de sa famille en voyage pour cette affaire, ou défausse une carte Clan de sa famille. Un joker vaut pour toute famille.",
    },
    "card.recruitment": {
      name: "carte Recrutement",
      explanation: "Trois d’entre elles prennent un Investisseur à un autre joueur ou à la réserve.",
    },
    "card.boss": {
      name: "carte Boss",
      explanation: "Fait de vous le Boss de l’affaire en cours de négociation.",
    },
    "card.stop": {
      name: "carte Stop",
      explanation: "Annule une carte Voyage, Recrutement ou Boss au moment où elle est jouée.",
    },
    "card.back": {
      name: "Carte face cachée",
      explanation: "Une carte dans la main d’un autre joueur. Vous voyez seulement combien il en a.",
    },
    "token.investor": {
      name: "Investisseur",
      explanation:
        "Un par famille. Il compte pour celui qui le tient dans une affaire et peut être offert au Boss.",
    },
    "token.marker": {
      name: "marqueur $",
      explanation:
        "Montre où la prochaine affaire peut s’ouvrir. Il avance selon le dé sur les cases libres.",
    },
    "token.tile": {
      name: "Tuile d’affaire",
      explanation:
        "Couvre une case une fois son affaire conclue. La tuile suivante fixe ce que rapporte chaque dividende.",
    },
    "token.die": {
      name: "Dé",
      explanation: "Fait avancer le marqueur et, après les dernières tuiles, peut terminer la partie.",
    },
    "zone.space": {
      name: "Case",
      explanation: "Une affaire : les familles qu’elle demande et ses dividendes.",
    },
    "zone.deal": {
      name: "Affaire",
      explanation: "L’affaire en négociation : son Boss, son gain et les offres.",
    },
    "zone.offer": {
      name: "Offre",
      explanation: "Les cartes d’un joueur pour le Boss à un certain prix. Une fois acceptée, elle engage.",
    },
    "zone.table": {
      name: "Sur la table",
      explanation: "Les cartes Clan posées pendant cette affaire ; elles y restent jusqu’à sa fin.",
    },
    "zone.hand": { name: "Main", explanation: "Vos cartes d’influence secrètes, {handLimit} au plus." },
    "zone.deck": {
      name: "Pioche",
      explanation: "Les cartes d’influence face cachée. Vide, elle est refaite avec la défausse mélangée.",
    },
    "zone.discard": {
      name: "Défausse",
      explanation: "Les cartes d’influence jouées et défaussées, face visible.",
    },
    "zone.pool": {
      name: "Investisseurs dans la réserve",
      explanation: "Les Investisseurs qu’aucun joueur ne tient. Un Recrutement doit d’abord les prendre.",
    },
    "zone.bank": { name: "La banque", explanation: "Paie chaque affaire. Elle n’est jamais à court." },
    "mark.money": { name: "Argent", explanation: "L’argent d’un joueur, public. Le plus riche gagne." },
    "mark.boss": {
      name: "Boss",
      explanation: "A ouvert l’affaire (ou l’a reprise) : reçoit le gain et paie les offres acceptées.",
    },
    "mark.payout": {
      name: "Gain",
      explanation:
        "Les dividendes multipliés par la valeur de la prochaine tuile : ce que la banque paie au Boss.",
    },
    "mark.passed": {
      name: "A passé",
      explanation:
        "A passé depuis le dernier changement. Le Boss ne peut conclure que quand tous les autres ont passé.",
    },
    "mark.changes": {
      name: "Changements",
      explanation:
        "Les changements faits jusqu’ici dans cette affaire. À {negotiationLimit}, les autres ne peuvent plus que passer.",
    },
    "mark.travelling": {
      name: "En voyage",
      explanation:
        "Les Investisseurs envoyés en voyage par une carte Voyage : ils ne comptent pas dans cette affaire.",
    },
    "mark.window": {
      name: "En attente d’un Stop",
      explanation: "Une carte a été jouée ; chaque autre joueur, à tour de rôle, peut l’arrêter.",
    },
    "mark.turn": {
      name: "Tour",
      explanation: "À qui c’est le tour, et combien de tours ont été joués ({maxTurns} au plus).",
    },
  },
};
