import type { GuideTranslation } from "../../../core/index.js";
import type { TiefeTaschenGuide } from "./en.js";

/** Les règles expliquées et le glossaire de Tiefe Taschen en français (les mots du catalogue français). */
export const fr: GuideTranslation<TiefeTaschenGuide> = {
  title: "Tiefe Taschen",
  summary:
    "Des politiciens corrompus se partagent le trésor public, se soudoient, se font chanter et renversent le président quand le partage est injuste.",
  sections: {
    goal: {
      heading: "But du jeu",
      paragraphs: [
        "Vous êtes un politicien qui veut se remplir les poches. À chaque tour, le président partage l’argent du trésor public, et les autres votent sur ce partage. Le joueur le plus riche à la fin gagne.",
        "De {minPlayers} à {maxPlayers} personnes jouent. L’argent se compte en M (millions). Chacun commence avec {startMoney} M : une carte de 2, une de 3 et une de 4 M, face cachée.",
        "Votre argent est secret : les autres voient combien de cartes vous avez, pas leurs valeurs.",
      ],
    },
    components: {
      heading: "Le matériel",
      paragraphs: [
        "Le trésor est une pile face cachée de cartes argent : {copies} cartes de chaque valeur de 1 à 5 M ({moneyCards} en tout), moins l’argent de départ. Une carte Faillite est cachée dans sa partie basse.",
        "Chaque joueur a cinq cartes action, deux jetons de pot-de-vin et un enquêteur.",
      ],
    },
    turn: {
      heading: "Un tour",
      paragraphs: [
        "Chaque tour a quatre phases, toujours dans cet ordre.",
        "Exemple à 5 joueurs : la présidente retourne 5 cartes valant 14 M. Elle donne 3 M à deux joueurs et garde 8 M. Si le vote montre au moins autant de cartes Approuver que de cartes Rejeter, chacun garde ce qu’il a reçu.",
      ],
      items: [
        {
          term: "1. Révélation",
          text: "Tous les joueurs reviennent en jeu. Le président retourne une carte du trésor par joueur et les pose face visible : c’est l’argent du tour.",
        },
        {
          term: "2. Répartition",
          text: "Le président donne chaque carte à un joueur actif, une carte à la fois. Tout partage est permis : une à chacun, plusieurs à un seul, aucune à certains, ou tout au président. Des cartes peuvent être reprises, au plus autant de fois qu’il y a de cartes. Quand toutes sont données, le président confirme.",
        },
        {
          term: "3. Négociation",
          text: "Tout le monde agit en même temps, dans n’importe quel ordre : choisir ou changer une carte action face cachée, placer ou déplacer son enquêteur devant un autre joueur, offrir des pots-de-vin, retourner un pot-de-vin caché posé devant soi, et dire qu’on a fini. Le président ne peut pas choisir Rejeter.",
        },
        {
          term: "4. Révélation et vote",
          text: "À partir du président, dans l’ordre des places, chaque joueur retourne sa carte action. D’abord, les pots-de-vin posés devant lui sont réglés, puis la carte agit. Ensuite on compte les cartes Approuver et Rejeter.",
        },
      ],
    },
    cards: {
      heading: "Cartes action, pots-de-vin et enquêteurs",
      paragraphs: [
        "La négociation se termine quand chaque joueur actif a choisi une carte et dit qu’il a fini, sans changement depuis. Tout changement par n’importe qui (carte, enquêteur ou pot-de-vin) annule le « fini » de tous.",
        "Après {limitPerPlayer} changements par joueur actif, on négocie à tour de rôle : à partir du président, chacun peut bouger son enquêteur une fois et chaque jeton de pot-de-vin une fois, puis passe. Ensuite, chacun fait un dernier choix caché de carte action.",
      ],
      items: [
        { ref: "action.agree", text: "Une voix pour le partage du président." },
        {
          ref: "action.reject",
          text: "Une voix contre. Le premier à retourner Rejeter devient le nouveau président si le vote échoue.",
        },
        {
          ref: "action.treasury",
          text: "Le premier joueur de cette révélation à la retourner prend en secret la carte du dessus du trésor. Les suivants n’ont rien.",
        },
        {
          ref: "action.blackmail",
          text: "Ne marche que si votre enquêteur est devant un joueur. Vous prenez une carte au hasard dans l’argent de ce joueur. Si ce joueur a choisi Parer le chantage, c’est l’inverse.",
        },
        {
          ref: "action.avert",
          text: "Ne fait rien seule. Contre un chantage, elle est retournée aussitôt et prend une carte au hasard à chaque maître chanteur.",
        },
        {
          ref: "token.agree",
          text: "Posez-le avec une de vos cartes argent devant un autre joueur, côté Approuver ou Ne pas approuver, face visible ou cachée. Si la carte de ce joueur remplit l’exigence, il garde votre argent ; sinon, il vous revient. Ne pas approuver est rempli par toute carte sauf Approuver.",
        },
        {
          ref: "token.reject",
          text: "De même avec Rejeter ou Ne pas rejeter. Ne pas rejeter est rempli par toute carte sauf Rejeter. Exemple : vous soudoyez un joueur avec 3 M en exigeant Ne pas rejeter ; il retourne Puiser dans le trésor et garde donc vos 3 M.",
        },
        {
          ref: "token.investigator",
          text: "Se tient devant un autre joueur. Avec Chantage, il vole ; sans, ce n’est qu’un bluff.",
        },
      ],
    },
    end: {
      heading: "Le vote, la fin et le décompte",
      paragraphs: [
        "Le partage est accepté quand les cartes Approuver sont au moins aussi nombreuses que les cartes Rejeter, y compris à égalité et sans aucune voix. Chacun reçoit alors l’argent qui lui a été donné, et le même président commence le tour suivant.",
        "Si Rejeter l’emporte, le président démissionne pour le reste du tour. Le premier joueur qui a retourné Rejeter devient président et partage de nouveau le même argent entre les joueurs restants. Les démissionnaires ne peuvent pas agir, ne reçoivent rien et ne peuvent pas être visés. S’il ne reste qu’un joueur, il prend tout l’argent.",
        "La partie se termine quand la carte Faillite sort. Si elle sort quand on retourne l’argent d’un tour, la partie s’arrête aussitôt. Si elle sort par Puiser dans le trésor, le tour est joué jusqu’au bout (un partage accepté est encore payé), puis la partie s’arrête.",
        "Votre score est l’argent de votre pile. Le plus riche gagne ; les scores égaux partagent la place.",
      ],
    },
    interpretations: {
      heading: "Comment ce moteur lit les règles",
      paragraphs: [
        "Il existe deux textes de règles (2015 et 2016), qui laissent quelques points ouverts. Voici ce que fait le moteur.",
      ],
      items: [
        {
          term: "Édition",
          text: "L’édition {edition} est celle par défaut. L’édition 2015 a {copies2015} cartes de chaque valeur et pas de carte Faillite : elle se termine quand le trésor contient moins de cartes qu’il n’y a de joueurs au début d’un tour.",
        },
        {
          term: "Où est la carte Faillite",
          text: "Par défaut, un tiers du trésor se trouve sous elle ({depthMin} cartes à {maxPlayers} joueurs, {depthMax} à {minPlayers}). Une option peut changer cela ; moins de cartes dessous donne une partie plus longue.",
        },
        {
          term: "Faillite par Puiser dans le trésor",
          text: "La carte est posée face visible et celui qui puise prend la carte suivante. Si le vote échoue ensuite, l’argent retourne au trésor sans être payé.",
        },
        {
          term: "Faillite à la révélation",
          text: "Les cartes retournées avant elle reviennent sur le dessus du trésor, et la partie s’arrête.",
        },
        {
          term: "Premier président",
          text: "Tiré au hasard à partir de la graine de la partie, sauf si une option désigne une place.",
        },
        {
          term: "Ce qui est public",
          text: "L’argent du tour et le partage du président sont publics. Les cartes venues du trésor, d’un chantage ou d’une parade ne sont vues que par les joueurs concernés.",
        },
        {
          term: "L’argent des pots-de-vin",
          text: "Il quitte votre pile quand vous posez le pot-de-vin et y revient si vous le reprenez. Vous choisissez la carte par sa valeur. Le joueur soudoyé voit toujours la carte et peut la retourner pour tous.",
        },
        {
          term: "Déplacer un pot-de-vin",
          text: "Vous pouvez déplacer un jeton vers un autre joueur ou le tourner sur son autre côté ; la carte reste la même. Changer de carte, c’est reprendre le pot-de-vin et en offrir un nouveau.",
        },
        {
          term: "Choisir la même carte",
          text: "Dans la négociation libre, choisir la carte que vous avez déjà est refusé. Lors du dernier choix de la négociation à tour de rôle, c’est ainsi que vous la gardez.",
        },
        {
          term: "La limite de la négociation",
          text: "Par défaut {limitPerPlayer} changements par joueur actif. Une option peut la changer ; 0 fait commencer aussitôt à tour de rôle.",
        },
        {
          term: "Puiser dans le trésor après une démission",
          text: "Chaque nouvelle révélation après une démission repart de zéro : son premier Puiser dans le trésor prend de nouveau une carte.",
        },
        {
          term: "Mémoire",
          text: "La table retient pour vous quelles cartes d’un autre joueur vous avez vues entrer dans sa pile, jusqu’à ce qu’une carte en sorte sans que vous le voyiez.",
        },
        {
          term: "Ordre de règlement",
          text: "Les pots-de-vin posés devant un joueur sont réglés dans l’ordre des places de ceux qui les ont offerts ; cela ne change jamais le résultat.",
        },
      ],
    },
  },
  terms: {
    "card.money": {
      name: "Carte argent",
      explanation: "Vaut de 1 à 5 M. Votre argent est face cachée ; votre score est son total.",
    },
    "card.bankruptcy": {
      name: "Faillite",
      explanation: "La carte Faillite de l’État. Quand elle sort, la partie se termine.",
    },
    "card.action": {
      name: "Carte action",
      explanation:
        "Le choix secret de chaque joueur pour le vote : Approuver, Rejeter, Chantage, Parer le chantage ou Puiser dans le trésor.",
    },
    "card.back": {
      name: "Carte face cachée",
      explanation:
        "Une carte que vous ne pouvez pas voir : l’argent d’un autre joueur ou la carte action qu’il a choisie.",
    },
    "action.agree": { name: "Approuver", explanation: "Une voix pour le partage du président." },
    "action.reject": {
      name: "Rejeter",
      explanation: "Une voix contre le partage. Le président ne peut pas la choisir.",
    },
    "action.treasury": {
      name: "Puiser dans le trésor",
      explanation: "Le premier à la retourner prend la carte du dessus du trésor.",
    },
    "action.blackmail": {
      name: "Chantage",
      explanation: "Prend une carte argent au hasard au joueur devant qui se tient votre enquêteur.",
    },
    "action.avert": {
      name: "Parer le chantage",
      explanation: "Retourne le chantage : vous prenez une carte au hasard au maître chanteur.",
    },
    "token.agree": {
      name: "jeton de pot-de-vin Approuver/Ne pas approuver",
      explanation:
        "Un pot-de-vin qui exige Approuver ou Ne pas approuver ; l’argent n’est gardé que si la carte retournée le remplit.",
    },
    "token.reject": {
      name: "jeton de pot-de-vin Rejeter/Ne pas rejeter",
      explanation:
        "Un pot-de-vin qui exige Rejeter ou Ne pas rejeter ; l’argent n’est gardé que si la carte retournée le remplit.",
    },
    "token.investigator": {
      name: "Enquêteur",
      explanation: "Se tient devant un joueur. Nécessaire au Chantage ; sans lui, un bluff.",
    },
    "zone.treasury": {
      name: "Trésor",
      explanation:
        "Les cartes argent face cachée encore à venir. La carte Faillite se cache dans son tiers inférieur.",
    },
    "zone.pool": {
      name: "Répartition",
      explanation: "L’argent de ce tour, visible, et à qui le président donne chaque carte.",
    },
    "zone.money": {
      name: "Argent",
      explanation:
        "L’argent privé d’un joueur : tous voient le nombre de cartes, seul le propriétaire voit les valeurs.",
    },
    "zone.known": {
      name: "Connu",
      explanation:
        "Les cartes de ce joueur que vous avez vues entrer dans sa pile et qui n’ont pas pu en sortir à votre insu.",
    },
    "zone.bribes": {
      name: "Pots-de-vin",
      explanation:
        "Des jetons de pot-de-vin avec une carte argent, posés devant d’autres joueurs ; chacun exige une carte au vote.",
    },
    "mark.president": {
      name: "Président",
      explanation: "Retourne et partage l’argent. Ne peut pas choisir Rejeter.",
    },
    "mark.resigned": {
      name: "Démissionnaire",
      explanation: "Renversé pour ce tour : ne participe pas et ne reçoit rien jusqu’au tour suivant.",
    },
    "mark.done": {
      name: "A fini",
      explanation: "Ce joueur est content de la situation. Tout changement par n’importe qui l’annule.",
    },
    "mark.period": {
      name: "Tour",
      explanation: "Une manche : révélation, répartition, négociation, révélation et vote.",
    },
    "mark.changes": {
      name: "Changements",
      explanation: "Les changements de cette négociation. À la limite, on négocie à tour de rôle.",
    },
    "mark.in-turn": {
      name: "À jouer",
      explanation: "Dans la négociation à tour de rôle, le joueur qui peut agir maintenant.",
    },
    "mark.pending": {
      name: "Pot-de-vin en cours",
      explanation: "Un pot-de-vin a été offert ; celui qui l’offre choisit maintenant la carte argent.",
    },
    "mark.final-choice": {
      name: "Choix définitif fait",
      explanation: "Ce joueur a fait son dernier choix caché de carte action.",
    },
  },
};
