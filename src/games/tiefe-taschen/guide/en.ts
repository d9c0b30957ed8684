/** Tiefe Taschen's how-to-play text and glossary in English: the source whose shape every other language follows. */
export const en = {
  title: "Tiefe Taschen",
  summary:
    "Corrupt politicians share out the state treasury, bribe and blackmail each other, and vote the president out when the share is unfair.",
  sections: {
    goal: {
      heading: "Goal of the game",
      paragraphs: [
        "You are a politician who wants deep pockets. Each round, the president shares out money from the state treasury, and the others vote on the share. The richest player at the end wins.",
        "{minPlayers} to {maxPlayers} people play. Money is counted in Mio (millions). Everyone starts with {startMoney} Mio: one 2, one 3 and one 4 Mio card, kept face down.",
        "Your money is a secret: the others see how many cards you hold, not their values.",
      ],
    },
    components: {
      heading: "What is on the table",
      paragraphs: [
        "The treasury is a face-down pile of money cards: {copies} cards of each value from 1 to 5 Mio ({moneyCards} in all), minus the starting money. A bankruptcy card is hidden in its lower part.",
        "Each player has five action cards, two bribe tokens and one investigator.",
      ],
    },
    turn: {
      heading: "A round (period)",
      paragraphs: [
        "A round is called a period. It has four phases, always in this order.",
        "Example with 5 players: the president turns over 5 cards worth 14 Mio. She gives 3 Mio each to two players and keeps 8 Mio. If at least as many Agree as Reject cards are shown in the vote, everyone keeps what they were given.",
      ],
      items: [
        {
          term: "1. Reveal",
          text: "Every player is back in the game. The president turns over one card from the treasury per player and lays them open: this is the money of the period.",
        },
        {
          term: "2. Distribution",
          text: "The president gives every card to an active player, one card at a time. Any split is allowed: one each, several to one player, none to some, or all to the president. Cards can be taken back, at most as many times as there are cards. When every card is given, the president confirms.",
        },
        {
          term: "3. Negotiation",
          text: "Everyone acts at the same time, in any order: choose or change a face-down action card, place or move the investigator in front of another player, offer bribes, turn up a face-down bribe lying in front of you, and say you are done. The president may not choose Reject.",
        },
        {
          term: "4. Reveal and vote",
          text: "From the president onwards in seat order, each player turns up their action card. First the bribes in front of that player are settled, then the card acts. Then Agree and Reject cards are counted.",
        },
      ],
    },
    cards: {
      heading: "Action cards, bribes and investigators",
      paragraphs: [
        'The negotiation ends when every active player has chosen a card and said they are done, with no change since. Any change by anyone (a card, an investigator or a bribe) cancels everyone\'s "done".',
        "After {limitPerPlayer} changes per active player, the negotiation goes in turn order instead: from the president, each player may move the investigator once and each bribe token once, then passes. Then everyone makes one last hidden choice of action card.",
      ],
      items: [
        { ref: "action.agree", text: "A vote for the president's share." },
        {
          ref: "action.reject",
          text: "A vote against it. The first player to turn up Reject becomes the next president if the vote fails.",
        },
        {
          ref: "action.treasury",
          text: "The first player of this reveal who turns it up takes the top card of the treasury, secretly. Later ones get nothing.",
        },
        {
          ref: "action.blackmail",
          text: "Works only if your investigator stands in front of a player. You take a random card from that player's money. If that player chose Avert blackmail, it is the other way round.",
        },
        {
          ref: "action.avert",
          text: "Does nothing alone. Against blackmail, it is turned up at once and takes a random card from every blackmailer.",
        },
        {
          ref: "token.agree",
          text: "Put it with one of your money cards in front of another player, showing Agree or Not agree, face up or face down. If that player's card fulfils the demand, they keep your money; if not, it comes back to you. Not agree is fulfilled by any card except Agree.",
        },
        {
          ref: "token.reject",
          text: "The same with Reject or Not reject. Not reject is fulfilled by any card except Reject. Example: you bribe a player with 3 Mio demanding Not reject; they turn up Take from treasury, so they keep your 3 Mio.",
        },
        {
          ref: "token.investigator",
          text: "Stands in front of one other player. With Blackmail it steals; without it, it is only a bluff.",
        },
      ],
    },
    end: {
      heading: "The vote, the end and scoring",
      paragraphs: [
        "The share passes when Agree cards are at least as many as Reject cards, including a tie and no votes at all. Then everyone gets the money they were given, and the same president starts the next period.",
        "If Reject wins, the president resigns for the rest of the period. The first player who turned up Reject becomes president and shares out the same money again among the players still in. Resigned players cannot act, receive money or be targeted. If only one player is left, that player takes all the money.",
        "The game ends when the bankruptcy card comes up. If it comes up while the money of a period is turned over, the game ends at once. If it comes up through Take from treasury, the period is played to the end (an accepted share is still paid) and then the game ends.",
        "Your score is the money in your stack. The most money wins; equal scores share the place.",
      ],
    },
    interpretations: {
      heading: "How this engine reads the rules",
      paragraphs: [
        "Two rule texts exist (2015 and 2016) and they leave some points open. This is what the engine does.",
      ],
      items: [
        {
          term: "Edition",
          text: "The {edition} edition is the default. The 2015 edition has {copies2015} cards of each value and no bankruptcy card: it ends when the treasury holds fewer cards than there are players at the start of a period.",
        },
        {
          term: "Where the bankruptcy card lies",
          text: "By default, a third of the treasury lies below it ({depthMin} cards with {maxPlayers} players, {depthMax} with {minPlayers}). An option can change this; fewer cards below it make a longer game.",
        },
        {
          term: "Bankruptcy in Take from treasury",
          text: "The card is laid open and the taker draws the next card. If the vote then fails, the money goes back to the treasury unpaid.",
        },
        {
          term: "Bankruptcy at the reveal",
          text: "The cards turned over before it go back on top of the treasury, and the game ends.",
        },
        {
          term: "First president",
          text: "Drawn at random from the game's seed, unless an option names a seat.",
        },
        {
          term: "What is public",
          text: "The money of the period and the president's share are public. Cards from the treasury, from blackmail or from averting are seen only by the players involved.",
        },
        {
          term: "Bribe money",
          text: "It leaves your stack when you place the bribe and returns if you take it back. You choose the card by its value. A bribed player always sees the card and may turn it up for everyone.",
        },
        {
          term: "Moving a bribe",
          text: "You may move a token to another player or turn it to its other side; the card stays the same. Changing the card means taking the bribe back and offering a new one.",
        },
        {
          term: "Choosing the same card",
          text: "In the free negotiation, choosing the card you already hold is refused. In the last choice of the turn-order form, it is how you keep it.",
        },
        {
          term: "The negotiation limit",
          text: "By default {limitPerPlayer} changes per active player. An option can change it; 0 starts in turn order at once.",
        },
        {
          term: "Take from treasury after a resignation",
          text: "Each new reveal after a resignation starts fresh: its first Take from treasury takes a card again.",
        },
        {
          term: "Memory",
          text: "The table remembers for you which of another player's cards you saw go into their stack, until a card leaves it unseen.",
        },
        {
          term: "Order of settling",
          text: "Bribes in front of a player are settled in seat order of the bribers; this never changes the result.",
        },
      ],
    },
  },
  terms: {
    "card.money": {
      name: "Money card",
      explanation: "Worth 1 to 5 Mio. Your money is face down; your score is its total.",
    },
    "card.bankruptcy": {
      name: "Bankruptcy",
      explanation: "The national bankruptcy card. When it comes up, the game ends.",
    },
    "card.action": {
      name: "Action card",
      explanation:
        "Each player's secret choice for the vote: Agree, Reject, Blackmail, Avert blackmail or Take from treasury.",
    },
    "card.back": {
      name: "Face-down card",
      explanation: "A card you may not see: another player's money or their chosen action card.",
    },
    "action.agree": { name: "Agree", explanation: "A vote for the president's share of the money." },
    "action.reject": {
      name: "Reject",
      explanation: "A vote against the share. The president may not choose it.",
    },
    "action.treasury": {
      name: "Take from treasury",
      explanation: "The first player to turn it up takes the top card of the treasury.",
    },
    "action.blackmail": {
      name: "Blackmail",
      explanation: "Takes a random money card from the player your investigator stands in front of.",
    },
    "action.avert": {
      name: "Avert blackmail",
      explanation: "Turns blackmail round: you take a random card from the blackmailer.",
    },
    "token.agree": {
      name: "Agree/Not agree token",
      explanation:
        "A bribe demanding Agree or Not agree; the money is kept only if the card turned up fulfils it.",
    },
    "token.reject": {
      name: "Reject/Not reject token",
      explanation:
        "A bribe demanding Reject or Not reject; the money is kept only if the card turned up fulfils it.",
    },
    "token.investigator": {
      name: "Investigator",
      explanation: "Stands in front of one player. Needed for Blackmail; without it, a bluff.",
    },
    "zone.treasury": {
      name: "Treasury",
      explanation: "The face-down money cards still to come. The bankruptcy card hides in its lower third.",
    },
    "zone.pool": {
      name: "Distribution",
      explanation: "This period's money, open, and whom the president gives each card to.",
    },
    "zone.money": {
      name: "Money",
      explanation:
        "A player's private money: everyone sees the number of cards, only the owner sees the values.",
    },
    "zone.known": {
      name: "Known",
      explanation: "The cards of this player you saw go into their stack and that cannot have left unseen.",
    },
    "zone.bribes": {
      name: "Bribes",
      explanation:
        "Bribe tokens with a money card, placed in front of other players; each demands a card in the vote.",
    },
    "mark.president": {
      name: "President",
      explanation: "Turns over and shares out the money. May not choose Reject.",
    },
    "mark.resigned": {
      name: "Resigned",
      explanation: "Voted out this period: takes no part and gets nothing until the next period.",
    },
    "mark.done": {
      name: "Done",
      explanation: "This player is happy as things are. Any change by anyone cancels it.",
    },
    "mark.period": {
      name: "Period",
      explanation: "One round: reveal, distribution, negotiation, reveal and vote.",
    },
    "mark.changes": {
      name: "Changes",
      explanation: "Changes made in this negotiation. At the limit, the negotiation goes in turn order.",
    },
    "mark.in-turn": {
      name: "In turn",
      explanation: "In the turn-order negotiation, the player who may act now.",
    },
    "mark.pending": {
      name: "Bribe on its way",
      explanation: "A bribe was offered; its giver now picks the money card.",
    },
    "mark.final-choice": {
      name: "Final choice made",
      explanation: "This player has made the last hidden choice of action card.",
    },
  },
} as const;

/** The shape of Tiefe Taschen's guide, which the German and French guides must have. */
export type TiefeTaschenGuide = typeof en;
