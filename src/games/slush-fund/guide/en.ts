/** Slush Fund's how-to-play text and glossary in English: the source whose shape every other language follows. */
export const en = {
  title: "Slush Fund",
  summary:
    "Bribe five politicians with money cards; whoever paid a politician the most wins its victory points.",
  sections: {
    goal: {
      heading: "Goal of the game",
      paragraphs: [
        "You are an executive buying influence. Five politicians sit on the table, and every player has one bribe pile in front of each of them.",
        "When the game ends, the player with the most money in their pile at a politician wins that politician and its victory points (VP). The player with the most VP in total wins the game.",
        "Two to four people play. A game lasts until {timeCardsToEnd} Time cards have come out of the deck.",
      ],
    },
    components: {
      heading: "What is on the table",
      paragraphs: [
        "The deck holds {deckSize} cards: {moneyCards} money cards ({money10}× $10K, {money20}× $20K, {money30}× $30K, {money40}× $40K, {money50}× $50K), {vpCards} VP cards, {scandals} Scandals, {thieves} Thieves, {spies} Spies, {transfers} Money Transfers and {timeCards} Time cards. The game's options can change these counts.",
        "The five politicians are ranked: President, Vice President, Speaker, Senator, Governor. The rank only matters to break a tie at the end.",
      ],
    },
    turn: {
      heading: "A turn",
      paragraphs: [
        "Players take turns in seat order. On your turn you first get cards, then you play every one of them, one at a time, in the order you like.",
        "Playing a card means using it (see the cards below) or throwing it away. A card that cannot be used now can only be thrown away. Thrown-away cards leave the game.",
        "Example: you draw and reveal a $40K, a Scandal and a Thief. You put the Thief into the slush fund, bribe the Senator with the $40K and put the Scandal on the President.",
      ],
      items: [
        {
          term: "Option 1: draw from the deck",
          text: "Turn cards over from the deck until {revealCount} cards that are not Time cards lie face up. Each Time card that shows up is put aside and replaced by the next card. Then put one of the {revealCount} into the slush fund and play the other two.",
        },
        {
          term: "Option 2: take from the slush fund",
          text: "Only when the slush fund holds at least {fundTake} cards. Pick any {fundTake} of its cards, one after the other, and play all {fundTake}. Once you have taken the first card, you cannot switch to the deck.",
        },
      ],
    },
    cards: {
      heading: "The cards",
      paragraphs: [
        "Each card is played from the cards you got this turn. Power cards (Scandal, Thief, Spy, Money Transfer) leave the game after use.",
      ],
      items: [
        {
          ref: "card.money",
          text: "Put it face up on top of your own pile at any politician still in the game. Example: a $30K on a pile holding $20K makes $50K there.",
        },
        {
          ref: "card.vp",
          text: "Put it on your own pile like money. It adds no money, but if you win that politician it gives you 1 VP more. It cannot be stolen or moved.",
        },
        {
          ref: "card.scandal",
          text: "Put it on any politician still in the game. Each scandal lowers that politician's value by 1 VP. The {fallAt}th scandal brings the politician down, and every bribe at it is lost.",
        },
        {
          ref: "card.thief",
          text: "Choose an opponent's pile at one politician whose top card is money. Move that card to the top of your own pile at the same politician. Example: Ben's pile at the Governor shows $50K on top; your Thief puts it on your own Governor pile.",
        },
        {
          ref: "card.spy",
          text: "First move one scandal from one politician to another (this can be the {fallAt}th scandal there). Then look at the whole of one opponent's pile. Each part is skipped when it is impossible.",
        },
        {
          ref: "card.transfer",
          text: "Move one of your own money cards, from anywhere in one of your piles, to the top of your pile at another politician.",
        },
        {
          ref: "card.time",
          text: "Never played. When it is turned over it is put aside with the other Time cards. The {timeCardsToEnd}th one ends the game.",
        },
      ],
    },
    end: {
      heading: "End and scoring",
      paragraphs: [
        "With the default options, the game ends the moment the {timeCardsToEnd}th Time card is turned over, even in the middle of a turn: nothing more is played. Then every pile at a politician still in the game is shown to all.",
        "Each politician still in the game goes to the player with the most money in their pile there. A tie goes to the player with more money cards there; if still tied, every tied player wins it. A player with no money there cannot win it, even with VP cards.",
        "A politician is worth {baseVp} VP, minus 1 for each scandal on it, plus 1 for each VP card in the winner's own pile. A fallen politician is worth nothing.",
        "Example: the Speaker has 2 scandals. Anna has $60K there with one VP card, Ben has $50K. Anna wins the Speaker and scores {baseVp} − 2 + 1 = 6 VP.",
        "The most VP wins. Players tied on VP compare the politicians in rank order, President first, skipping fallen ones: at the first one that some but not all of them won, only those who won it stay in the race. Players still tied after the Governor share the win.",
      ],
    },
    interpretations: {
      heading: "How this engine reads the rules",
      paragraphs: ["The printed rules leave some points open. This is what the engine does."],
      items: [
        {
          term: "The deck",
          text: "The rules give no card list, so the engine uses the {deckSize}-card deck above. An option can change any count; the deck needs at least one Time card.",
        },
        {
          term: "When the game ends",
          text: "After {timeCardsToEnd} Time cards by default. With a custom deck of fewer Time cards, the game ends when the last of them comes out.",
        },
        {
          term: "First player",
          text: "Drawn at random from the game's seed, unless an option names a seat. Turns then pass to the next seat.",
        },
        {
          term: "Politicians",
          text: "There are always five, whatever the number of players, and every player has a pile at each.",
        },
        {
          term: "Taking from the slush fund",
          text: "You take the {fundTake} cards one at a time. The first one commits you to this option.",
        },
        {
          term: "The Thief",
          text: 'By default it takes only a money card lying on top. With the option "a Thief takes any money card", you first see the whole pile and then pick any money card in it.',
        },
        {
          term: "The Spy",
          text: "The scandal move comes before the look. The look needs an opponent's pile that is not empty. The moved scandal is the latest one placed there. A Spy that can do neither part can only be thrown away.",
        },
        {
          term: "A pile you looked at",
          text: "You keep seeing it until a card is added to it or taken from it.",
        },
        {
          term: "Hidden piles",
          text: "Opponents see only the top card and the size of your pile, even though every card was shown when it was played. The table does not remember the rest for you.",
        },
        {
          term: "A fallen politician",
          text: "Its piles stay where they are, as hidden as before, and nothing reaches them any more: no bribe, Thief, Spy or Money Transfer. Its scandals stay on it. Its piles are not shown at the end.",
        },
        {
          term: "Money Transfer",
          text: "The money must go to your pile at a different politician that is still in the game.",
        },
        {
          term: "The deck running out",
          text: "This cannot happen with a valid deck, because the last Time card comes out first. If it did, the turn would be finished and the game would end.",
        },
      ],
    },
  },
  terms: {
    "card.money": {
      name: "Money",
      explanation: "A bribe worth $10K to $50K. The most money at a politician wins it.",
    },
    "card.vp": {
      name: "VP card",
      explanation: "Played onto your own pile; worth 1 VP more if you win that politician. It is not money.",
    },
    "card.scandal": {
      name: "Scandal",
      explanation: "Lowers a politician's value by 1 VP. The {fallAt}th scandal brings the politician down.",
    },
    "card.thief": {
      name: "Thief",
      explanation:
        "Steals the money card on top of an opponent's pile onto your own pile at the same politician.",
    },
    "card.spy": {
      name: "Spy",
      explanation:
        "Moves one scandal to another politician, then lets you look at one opponent's whole pile.",
    },
    "card.transfer": {
      name: "Money Transfer",
      explanation: "Moves one of your money cards to your pile at another politician.",
    },
    "card.time": {
      name: "Time",
      explanation: "Put aside when revealed. The {timeCardsToEnd}th Time card ends the game at once.",
    },
    "card.back": {
      name: "Face-down card",
      explanation: "A card you may not see: a hidden bribe (money or a VP card) in someone else's pile.",
    },
    "zone.deck": { name: "Deck", explanation: "The face-down draw pile. Only its size is shown." },
    "zone.time": {
      name: "Time cards",
      explanation: "The Time cards turned over so far. When {timeCardsToEnd} lie here, the game is over.",
    },
    "zone.removed": {
      name: "Out of the game",
      explanation: "Thrown-away cards and used power cards, face up.",
    },
    "zone.fund": {
      name: "Slush fund",
      explanation:
        "Face-up cards anyone may take: at least {fundTake} are needed to take {fundTake} instead of drawing.",
    },
    "zone.politician": {
      name: "Politician",
      explanation:
        "Worth {baseVp} VP minus its scandals to whoever bribed it most. It falls at {fallAt} scandals.",
    },
    "zone.pile": {
      name: "Bribe pile",
      explanation: "One player's bribes at one politician. Others see only its top card and its size.",
    },
    "zone.revealed": {
      name: "Revealed cards",
      explanation: "The cards just drawn; one of them must go into the slush fund.",
    },
    "zone.hand": {
      name: "Cards to play",
      explanation: "This turn's cards; each must be used or thrown away before the turn ends.",
    },
    "mark.seen-by": {
      name: "Seen by",
      explanation: "These players looked at this whole pile with a Spy or a Thief and still know it.",
    },
    "mark.fallen": {
      name: "Fallen",
      explanation: "This politician got {fallAt} scandals. It scores nothing, and its piles are lost.",
    },
  },
} as const;

/** The shape of Slush Fund's guide, which the German and French guides must have. */
export type SlushFundGuide = typeof en;
