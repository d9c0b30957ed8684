import type { GuideTranslation } from "../../../core/index.js";
import type { SlushFundGuide } from "./en.js";

/** Les règles expliquées et le glossaire de Slush Fund en français (les mots du catalogue français : caisse noire, PV). */
export const fr: GuideTranslation<SlushFundGuide> = {
  title: "Slush Fund",
  summary:
    "Achetez cinq politiciens avec des cartes d’argent ; celui qui a le plus payé un politicien gagne ses points de victoire.",
  sections: {
    goal: {
      heading: "But du jeu",
      paragraphs: [
        "Vous dirigez une entreprise qui achète de l’influence. Cinq politiciens sont sur la table, et chaque joueur a une pile de pots-de-vin devant chacun d’eux.",
        "À la fin, le joueur qui a le plus d’argent dans sa pile auprès d’un politicien remporte ce politicien et ses points de victoire (PV). Le total de PV le plus élevé gagne la partie.",
        "De deux à quatre personnes jouent. Une partie dure jusqu’à ce que {timeCardsToEnd} cartes temps soient sorties de la pioche.",
      ],
    },
    components: {
      heading: "Le matériel",
      paragraphs: [
        "La pioche compte {deckSize} cartes : {moneyCards} cartes d’argent ({money10}× $10K, {money20}× $20K, {money30}× $30K, {money40}× $40K, {money50}× $50K), {vpCards} cartes PV, {scandals} Scandales, {thieves} Voleurs, {spies} Espions, {transfers} Transferts d’argent et {timeCards} cartes temps. Les options de la partie peuvent changer ces nombres.",
        "Les cinq politiciens ont un rang : Président, Vice-président, Président de la Chambre, Sénateur, Gouverneur. Le rang ne sert qu’à départager une égalité à la fin.",
      ],
    },
    turn: {
      heading: "Un tour",
      paragraphs: [
        "Les joueurs jouent chacun leur tour, dans l’ordre des places. À votre tour, vous recevez d’abord des cartes, puis vous les jouez toutes, une par une, dans l’ordre de votre choix.",
        "Jouer une carte, c’est l’utiliser (voir les cartes plus bas) ou la défausser. Une carte sans usage possible ne peut qu’être défaussée. Les cartes défaussées quittent la partie.",
        "Exemple : vous piochez et révélez $40K, un Scandale et un Voleur. Vous mettez le Voleur dans la caisse noire, vous achetez le Sénateur avec les $40K et vous posez le Scandale sur le Président.",
      ],
      items: [
        {
          term: "Choix 1 : piocher",
          text: "Retournez des cartes de la pioche jusqu’à avoir {revealCount} cartes visibles qui ne sont pas des cartes temps. Chaque carte temps qui apparaît est mise de côté et remplacée par la suivante. Mettez ensuite l’une des {revealCount} dans la caisse noire et jouez les deux autres.",
        },
        {
          term: "Choix 2 : puiser dans la caisse noire",
          text: "Seulement si la caisse noire contient au moins {fundTake} cartes. Prenez {fundTake} de ses cartes, au choix, l’une après l’autre, et jouez-les toutes les {fundTake}. Après la première carte prise, vous ne pouvez plus revenir à la pioche.",
        },
      ],
    },
    cards: {
      heading: "Les cartes",
      paragraphs: [
        "Chaque carte se joue parmi celles reçues ce tour-ci. Les cartes puissance (Scandale, Voleur, Espion, Transfert d’argent) quittent la partie après usage.",
      ],
      items: [
        {
          ref: "card.money",
          text: "Posez-la face visible sur votre propre pile auprès d’un politicien encore en jeu. Exemple : $30K sur une pile qui contient $20K font $50K à cet endroit.",
        },
        {
          ref: "card.vp",
          text: "Se pose sur votre propre pile comme de l’argent. Elle n’ajoute pas d’argent, mais si vous remportez ce politicien, elle vous donne 1 PV de plus. Elle ne peut être ni volée ni déplacée.",
        },
        {
          ref: "card.scandal",
          text: "Posez-le sur n’importe quel politicien encore en jeu. Chaque scandale baisse sa valeur de 1 PV. Au {fallAt}e scandale, le politicien tombe, et tous les pots-de-vin auprès de lui sont perdus.",
        },
        {
          ref: "card.thief",
          text: "Choisissez la pile d’un adversaire auprès d’un politicien, dont la carte du dessus est de l’argent. Mettez cette carte sur le dessus de votre propre pile auprès du même politicien. Exemple : la pile de Ben auprès du Gouverneur montre $50K ; votre Voleur la pose sur votre propre pile du Gouverneur.",
        },
        {
          ref: "card.spy",
          text: "D’abord, déplacez un scandale d’un politicien vers un autre (ce peut être son {fallAt}e scandale). Ensuite, regardez toute la pile d’un adversaire. Une partie impossible est sautée.",
        },
        {
          ref: "card.transfer",
          text: "Déplacez l’une de vos cartes d’argent, prise n’importe où dans l’une de vos piles, sur le dessus de votre pile auprès d’un autre politicien.",
        },
        {
          ref: "card.time",
          text: "Ne se joue jamais. Quand elle est retournée, elle rejoint les autres cartes temps. La {timeCardsToEnd}e termine la partie.",
        },
      ],
    },
    end: {
      heading: "Fin et décompte",
      paragraphs: [
        "Avec les options par défaut, la partie s’arrête dès que la {timeCardsToEnd}e carte temps est retournée, même au milieu d’un tour : plus rien n’est joué. Toutes les piles auprès des politiciens encore en jeu sont alors montrées à tous.",
        "Chaque politicien encore en jeu revient au joueur qui a le plus d’argent dans sa pile auprès de lui. En cas d’égalité, celui qui y a le plus de cartes d’argent l’emporte ; si l’égalité persiste, tous les joueurs à égalité le remportent. Un joueur sans argent auprès de lui ne peut pas le remporter, même avec des cartes PV.",
        "Un politicien vaut {baseVp} PV, moins 1 par scandale posé sur lui, plus 1 par carte PV dans la propre pile du gagnant. Un politicien tombé ne vaut rien.",
        "Exemple : le Président de la Chambre a 2 scandales. Anna y a $60K et une carte PV, Ben $50K. Anna remporte le Président de la Chambre et marque {baseVp} − 2 + 1 = 6 PV.",
        "Le plus de PV gagne. Les joueurs à égalité de PV comparent les politiciens par rang, le Président d’abord, en sautant ceux qui sont tombés : au premier que certains d’entre eux ont remporté, mais pas tous, seuls ceux-là restent en course. Ceux qui sont encore à égalité après le Gouverneur partagent la victoire.",
      ],
    },
    interpretations: {
      heading: "Comment ce moteur lit les règles",
      paragraphs: ["Les règles imprimées laissent quelques points ouverts. Voici ce que fait le moteur."],
      items: [
        {
          term: "La pioche",
          text: "Les règles ne donnent pas la liste des cartes ; le moteur utilise donc la pioche de {deckSize} cartes décrite plus haut. Une option peut changer chaque nombre ; il faut au moins une carte temps.",
        },
        {
          term: "Quand la partie finit",
          text: "Après {timeCardsToEnd} cartes temps par défaut. Avec une pioche personnalisée qui en compte moins, la partie finit quand la dernière sort.",
        },
        {
          term: "Premier joueur",
          text: "Tiré au hasard à partir de la graine de la partie, sauf si une option désigne une place. Le tour passe ensuite à la place suivante.",
        },
        {
          term: "Les politiciens",
          text: "Ils sont toujours cinq, quel que soit le nombre de joueurs, et chaque joueur a une pile auprès de chacun.",
        },
        {
          term: "Puiser dans la caisse noire",
          text: "Vous prenez les {fundTake} cartes une à une. La première vous engage dans ce choix.",
        },
        {
          term: "Le Voleur",
          text: "Par défaut, il ne prend qu’une carte d’argent posée sur le dessus. Avec l’option « un voleur prend n’importe quelle carte d’argent », vous voyez d’abord toute la pile, puis vous y choisissez une carte d’argent.",
        },
        {
          term: "L’Espion",
          text: "Le déplacement du scandale vient avant le regard. Le regard demande une pile adverse non vide. Le scandale déplacé est le dernier posé sur ce politicien. Un Espion qui ne peut faire aucune des deux parties ne peut qu’être défaussé.",
        },
        {
          term: "Une pile regardée",
          text: "Vous continuez à la voir jusqu’à ce qu’une carte y soit ajoutée ou en soit retirée.",
        },
        {
          term: "Les piles cachées",
          text: "Les adversaires ne voient de votre pile que la carte du dessus et sa taille, bien que chaque carte ait été montrée en jouant. La table ne retient pas le reste pour vous.",
        },
        {
          term: "Un politicien tombé",
          text: "Ses piles restent en place, aussi cachées qu’avant, et plus rien ne les atteint : ni pot-de-vin, ni Voleur, ni Espion, ni Transfert d’argent. Ses scandales restent sur lui. Ses piles ne sont pas montrées à la fin.",
        },
        {
          term: "Transfert d’argent",
          text: "L’argent doit aller sur votre pile auprès d’un autre politicien encore en jeu.",
        },
        {
          term: "Une pioche épuisée",
          text: "Cela ne peut pas arriver avec une pioche valide, car la dernière carte temps sort avant. Si cela arrivait, le tour serait terminé, puis la partie.",
        },
      ],
    },
  },
  terms: {
    "card.money": {
      name: "Argent",
      explanation: "Un pot-de-vin de $10K à $50K. Le plus d’argent auprès d’un politicien le remporte.",
    },
    "card.vp": {
      name: "carte PV",
      explanation:
        "Se pose sur votre propre pile ; 1 PV de plus si vous remportez ce politicien. Ce n’est pas de l’argent.",
    },
    "card.scandal": {
      name: "Scandale",
      explanation: "Baisse la valeur d’un politicien de 1 PV. Au {fallAt}e scandale, le politicien tombe.",
    },
    "card.thief": {
      name: "Voleur",
      explanation:
        "Vole la carte d’argent du dessus de la pile d’un adversaire et la met sur votre pile auprès du même politicien.",
    },
    "card.spy": {
      name: "Espion",
      explanation:
        "Déplace un scandale vers un autre politicien, puis vous montre toute la pile d’un adversaire.",
    },
    "card.transfer": {
      name: "Transfert d’argent",
      explanation: "Déplace l’une de vos cartes d’argent sur votre pile auprès d’un autre politicien.",
    },
    "card.time": {
      name: "carte temps",
      explanation:
        "Mise de côté quand elle est révélée. La {timeCardsToEnd}e carte temps termine aussitôt la partie.",
    },
    "card.back": {
      name: "Carte face cachée",
      explanation:
        "Une carte que vous ne pouvez pas voir : un pot-de-vin caché (argent ou carte PV) dans la pile d’un autre joueur.",
    },
    "zone.deck": { name: "Pioche", explanation: "Le paquet face cachée. Seule sa taille est montrée." },
    "zone.time": {
      name: "Cartes temps",
      explanation:
        "Les cartes temps retournées jusqu’ici. Quand il y en a {timeCardsToEnd}, la partie est finie.",
    },
    "zone.removed": {
      name: "Hors jeu",
      explanation: "Les cartes défaussées et les cartes puissance utilisées, face visible.",
    },
    "zone.fund": {
      name: "Caisse noire",
      explanation:
        "Des cartes visibles que chacun peut prendre : il en faut au moins {fundTake} pour en prendre {fundTake} au lieu de piocher.",
    },
    "zone.politician": {
      name: "Politicien",
      explanation:
        "Vaut {baseVp} PV moins ses scandales pour celui qui l’a le plus acheté. Il tombe à {fallAt} scandales.",
    },
    "zone.pile": {
      name: "Pile de pots-de-vin",
      explanation:
        "Les pots-de-vin d’un joueur auprès d’un politicien. Les autres n’en voient que la carte du dessus et la taille.",
    },
    "zone.revealed": {
      name: "Cartes révélées",
      explanation: "Les cartes qui viennent d’être piochées ; l’une d’elles doit aller dans la caisse noire.",
    },
    "zone.hand": {
      name: "Cartes à jouer",
      explanation: "Les cartes de ce tour ; chacune doit être utilisée ou défaussée avant la fin du tour.",
    },
    "mark.seen-by": {
      name: "Vue par",
      explanation:
        "Ces joueurs ont regardé toute cette pile avec un Espion ou un Voleur et la connaissent encore.",
    },
    "mark.fallen": {
      name: "Tombé",
      explanation: "Ce politicien a reçu {fallAt} scandales. Il ne rapporte rien, et ses piles sont perdues.",
    },
  },
};
