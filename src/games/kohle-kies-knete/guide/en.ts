/** Kohle, Kie$ & Knete's how-to-play text and glossary in English: the source whose shape every other language follows. */
export const en = {
  title: "Kohle, Kie$ & Knete",
  summary:
    "Open business deals, buy the investors you lack from the other players, and end with the most money.",
  sections: {
    goal: {
      heading: "Goal of the game",
      paragraphs: [
        "The board is a ring of business deals. Each deal needs investors from certain families. The player who opens a deal is its Boss: the bank pays the Boss, and the Boss buys the missing investors from the others with a share of that money.",
        "{minPlayers} to {maxPlayers} people play. Nobody has money at the start. The player with the most money at the end wins.",
        "Everything is bargained in the open: offers, prices and money are public. Only the cards in your hand are secret.",
      ],
    },
    components: {
      heading: "What is on the table",
      paragraphs: [
        "Six families: Heiermann, Knetowitz, Liebgeld, Piepenbrok, Raffzahn and Talerfeld. Each has one Investor card. With 3 players everyone gets two Investors; with more, everyone gets one and any left over lie open in the pool.",
        "{deckSize} influence cards: {clanPerFamily} Clan cards and {travelPerFamily} Travel cards per family, {jokers} Travel jokers, {recruitment} Recruitment, {boss} Boss and {stop} Stop cards. Everyone starts with {startHand} of them in hand.",
        "The board has {spaces} spaces and there are {tiles} deal tiles. Money is counted in $M (millions).",
      ],
    },
    turn: {
      heading: "A turn",
      paragraphs: [
        "Before the first turn, the player to the right of the start player puts the $ marker on any space. The start player holds the first Investor in alphabetical order (Investors in the pool do not count).",
        "You may hold at most {handLimit} influence cards. Whoever has more must at once discard down to {handLimit}, or play three Recruitment cards.",
        "After your turn, the player on your left goes next. After a deal, the player to the left of the deal's last Boss goes next.",
      ],
      items: [
        {
          term: "Open the deal here",
          text: "Open the deal on the space where the $ marker stands. You become its Boss, and the negotiation starts.",
        },
        {
          term: "Or roll the die",
          text: "Move the marker as many open spaces clockwise as the die shows (spaces with a tile are skipped). Then open the deal there, or draw {drawCount} influence cards, which ends your turn.",
        },
      ],
    },
    cards: {
      heading: "The negotiation and the cards",
      paragraphs: [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: an ICU placeholder after the dollar sign.
        "A deal pays its dividends times the value of the next tile. Example: the first deal on a space with 3 dividends pays 3 × {firstTileValue} = ${firstPayout}M to the Boss.",
        "The Boss counts their own Investors and the Clan cards they laid down. Other players offer their Investors or Clan cards for a price from $0M up to the payout. The Boss may accept an offer; then it binds and its price is paid at the end, even if the cards are not needed. Accepted prices together may not be more than the payout.",
        "To close the deal, the Boss needs one card of a different family for each investor the space asks for, and every other player must have passed since the last change. Any change (a card played, an offer changed or accepted) cancels all passes. The Boss may also give up at any time.",
        "Travel, Recruitment and Boss cards only work if nobody stops them: every other player in turn, starting on the left, may answer with a Stop card.",
      ],
      items: [
        {
          ref: "token.investor",
          text: "One per family. It counts for the player holding it, who may offer it to the Boss.",
        },
        {
          ref: "card.clan",
          text: "Lay it face up on your own table. It stands for its family in this deal: for the Boss directly, for others through an offer. Unused Clan cards go back to your hand afterwards.",
        },
        {
          ref: "card.travel",
          text: "Sends an Investor of its family away for this deal, or throws a Clan card of its family off the table (both cards are discarded). A Travel joker works on any family.",
        },
        {
          ref: "card.recruitment",
          text: "Play three together to take an Investor from another player or from the pool for good. While the pool holds an Investor, you must take one from there.",
        },
        {
          ref: "card.boss",
          text: "You become the Boss of this deal. Accepted offers become open again at the same price.",
        },
        {
          ref: "card.stop",
          text: "Cancels a Travel, Recruitment or Boss card as it is played. Both are discarded. A Stop cannot be stopped.",
        },
        {
          ref: "zone.offer",
          text: "Cards put at the Boss's disposal for a price. An offer disappears if one of its cards is sent travelling, discarded or recruited.",
        },
      ],
    },
    end: {
      heading: "After a deal, the end and scoring",
      paragraphs: [
        "When a deal closes, the bank pays the Boss and the Boss pays each accepted offer. The Clan cards used are discarded; the others go back to their owners. A tile is put on the space and the marker moves to the next open space.",
        "If the Boss gives up, nobody is paid, no tile is placed and the marker stays. The player to the Boss's left plays next, and the Boss does not get to draw.",
        "From tile {firstEndTile} on, the Boss rolls the die after placing the tile: a 1 after tile {firstEndTile} ends the game, a 1 or 2 after the next tile, and so on. The game always ends after tile {tiles}, or after {maxTurns} turns.",
        "The most money wins; equal money shares the win.",
      ],
    },
    interpretations: {
      heading: "How this engine reads the rules",
      paragraphs: [
        "The rule text leaves out the board, the tile values, the end rolls and the turn options. This is what the engine does.",
      ],
      items: [
        {
          term: "Board and tiles",
          text: "{spaces} spaces with fixed needs, {tiles} tiles worth {firstTileValue} to {lastTileValue} per dividend. More investors needed means more dividends: 2 give 2, 5 give 6 and 6 give 8.",
        },
        {
          term: "Money is public",
          text: "Every payment happens in the open, so the table shows everyone's money.",
        },
        {
          term: "One offer per player",
          text: "You build your offer card by card. A new offer starts at the full payout, and you lower the price as you like.",
        },
        {
          term: "Passing",
          text: "Once you have passed, you can do nothing more until someone makes a change.",
        },
        {
          term: "Negotiation limit",
          text: "After {negotiationLimit} changes in one deal, the other players may only pass. When all have passed, the deal closes if the Boss has what the space needs, and fails otherwise.",
        },
        {
          term: "Turn limit",
          text: "The game ends after {maxTurns} turns at most, so that every game finishes.",
        },
        {
          term: "Choosing the cards used",
          text: "The Boss may name the cards used, or let the engine pick: Investors first, then other players' accepted Clan cards, then the Boss's own.",
        },
        {
          term: "Travel",
          text: "A Travel card cannot go on an Investor in the pool or on one already travelling. A travelling Investor cannot be offered.",
        },
        {
          term: "Stop answers",
          text: "Every other player answers a Travel, Recruitment or Boss card, even without a Stop card, so nobody learns who holds one.",
        },
        {
          term: "Over the hand limit",
          text: "You may play three Recruitment cards instead of discarding, with a Stop window as usual.",
        },
      ],
    },
  },
  terms: {
    "card.clan": {
      name: "Clan card",
      explanation: "Laid on a table, it stands for its family in this deal like an Investor.",
    },
    "card.travel": {
      name: "Travel card",
      explanation:
        "Sends an Investor of its family away for this deal, or discards a Clan card of its family. A joker fits any family.",
    },
    "card.recruitment": {
      name: "Recruitment card",
      explanation: "Three of them take an Investor from another player or from the pool.",
    },
    "card.boss": { name: "Boss card", explanation: "Makes you the Boss of the deal being negotiated." },
    "card.stop": {
      name: "Stop card",
      explanation: "Cancels a Travel, Recruitment or Boss card as it is played.",
    },
    "card.back": {
      name: "Face-down card",
      explanation: "A card in another player's hand. You see only how many they hold.",
    },
    "token.investor": {
      name: "Investor",
      explanation: "One per family. It counts for its holder in a deal, and can be offered to the Boss.",
    },
    "token.marker": {
      name: "$ marker",
      explanation: "Shows where the next deal can be opened. It moves by the die roll over open spaces.",
    },
    "token.tile": {
      name: "Deal tile",
      explanation: "Covers a space once its deal closed. The next tile sets what each dividend pays.",
    },
    "token.die": {
      name: "Die",
      explanation: "Moves the marker, and after the later tiles can end the game.",
    },
    "zone.space": { name: "Board space", explanation: "A deal: the families it needs and its dividends." },
    "zone.deal": {
      name: "Deal",
      explanation: "The deal being negotiated: its Boss, its payout and the offers.",
    },
    "zone.offer": {
      name: "Offer",
      explanation: "A player's cards for the Boss at a price. Once accepted, it binds.",
    },
    "zone.table": {
      name: "On the table",
      explanation: "Clan cards laid down this deal; they stay until the deal ends.",
    },
    "zone.hand": { name: "Hand", explanation: "Your secret influence cards, at most {handLimit}." },
    "zone.deck": {
      name: "Deck",
      explanation: "Face-down influence cards. When empty, the discard pile is shuffled in.",
    },
    "zone.discard": { name: "Discard pile", explanation: "Played and discarded influence cards, face up." },
    "zone.pool": {
      name: "Investors in the pool",
      explanation: "Investors no player holds. Recruitment must take these first.",
    },
    "zone.bank": { name: "The bank", explanation: "Pays every deal. It never runs out." },
    "mark.money": { name: "Money", explanation: "A player's money, public. The most money wins." },
    "mark.boss": {
      name: "Boss",
      explanation: "Opened the deal (or took it over): gets the payout and pays the accepted offers.",
    },
    "mark.payout": {
      name: "Payout",
      explanation: "Dividends times the next tile's value: what the bank pays the Boss.",
    },
    "mark.passed": {
      name: "Passed",
      explanation: "Has passed since the last change. The Boss can close only when all others have passed.",
    },
    "mark.changes": {
      name: "Changes",
      explanation: "Changes in this deal so far. At {negotiationLimit}, the others may only pass.",
    },
    "mark.travelling": {
      name: "Travelling",
      explanation: "Investors sent away by a Travel card: they do not count in this deal.",
    },
    "mark.window": {
      name: "Waiting for a Stop",
      explanation: "A card was played; each other player in turn may stop it.",
    },
    "mark.turn": {
      name: "Turn",
      explanation: "Whose turn it is, and how many turns have been played (at most {maxTurns}).",
    },
  },
} as const;

/** The shape of Kohle, Kie$ & Knete's guide, which the German and French guides must have. */
export type KohleKiesKneteGuide = typeof en;
