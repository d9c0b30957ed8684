// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ICU placeholders after the dollar sign.
import { en as words } from "../locales/en.js";

/** Campaign's how-to-play text and glossary in English: the source whose shape every other language follows (card and party names from the game's catalogue). */
export const en = {
  title: "Campaign",
  summary:
    "Parties fight for the seats of a parliament, form governments, buy interest groups and poach each other's members.",
  sections: {
    goal: {
      heading: "Goal of the game",
      paragraphs: [
        "Each player runs a political party with its own ideology. {minPlayers} to {maxPlayers} people play.",
        "Every party wins by being in government {sequenceToWin} times in a row. Each ideology also has a special way to win. Several parties can win together.",
        "If nobody has won after {maxRounds} rounds, the party with the longest run of governments wins (ties: most seats, then most money).",
      ],
    },
    components: {
      heading: "What is on the table",
      paragraphs: [
        "A parliament of {totalSeats} seats: {majority} seats make a majority. {groupCount} special interest group cards, {presidentCount} president cards, ten roll tokens (2 to 12 without 7), two dice and a bank that never runs out.",
        "Each party starts with its ideology's contributions plus its electability in dollars. {rowSize} groups lie face up.",
      ],
    },
    turn: {
      heading: "A round",
      paragraphs: [
        "Each round has four parts, always in this order.",
        "Example of a seat auction: Anna buys tokens 2 and 3 for $2, Ben buys 4, 5 and 6 for $3. Highest token 6, so one die is rolled until it shows a held number; a 5 gives Ben the seat.",
      ],
      items: [
        {
          term: "1. Election",
          text: "Every seat in the middle is auctioned, one after the other. Players buy roll tokens in turn ({tokenPrice} dollar each while free); when none are free, you take the highest token you lack from its holder at a rising price. Then dice are rolled until a held number comes up, and its holder wins the seat.",
        },
        {
          term: "2. Government",
          text: "A party with {majority} seats governs alone (majority). Otherwise players take formation turns: propose a coalition of at least {majority} seats, release seats (they are auctioned at once), or pass. If no coalition forms, the largest party governs as a minority.",
        },
        {
          term: "3. Turns",
          text: "Every player takes one turn, starting with the leader: collect income, try one capture, try one floor crossing, then roll for seat loss.",
        },
        {
          term: "4. End of term",
          text: "The government's groups are noted for the Communists and Libertarians, and wins are checked.",
        },
      ],
    },
    cards: {
      heading: "A turn, step by step",
      paragraphs: [
        "Income: your ideology's contributions plus those of every group you hold.",
        "Capture: pick a face-up group, or a group another player holds. Your target number is the group's cooperativeness, plus the dollars you stake, plus the influence of groups you commit, minus {leaningPenalty} if your leaning differs from the group's, minus {raidPenalty} if another player holds it. Roll two dice: at most the target succeeds, but a 7 always fails. Example: cooperativeness 4, $3 staked and influence 2 give 9; a roll of 8 wins the group.",
        "Floor crossing: try to take one seat from another party. The defence is its discipline minus the seats its groups' cooperativeness cannot cover; you add your dollars. Roll two dice: at most the target moves the seat.",
        "Seat-loss roll: your threshold is the number of your groups plus your electability. The others may pay to lower it. Roll two dice; you lose one seat to the middle for each point above the threshold.",
        "Before a capture or crossing is rolled, the president may pay ${dealPrice} or the attacker may return a group for a backroom deal; without one, each other player may pay to help or hinder, a dollar per point. A president (not with two players) may veto another player's attempt once per term: every dollar paid on it comes back.",
        "A president gets ${allowance} on taking office and draws a president card.",
      ],
      items: [
        {
          ref: "card.group",
          text: "Pays its contributions to its holder every turn, adds its influence to captures you commit it to, and its cooperativeness helps defend your seats.",
        },
        {
          ref: "card.president",
          text: "Drawn by each new president. Most change the president's next seat-loss threshold; some act at once.",
        },
        { ref: "president.supreme-court", text: "The next seat-loss roll counts only the higher die." },
        { ref: "president.wiretapping", text: "−4 on the next seat-loss threshold." },
        {
          ref: "president.alzheimers",
          text: "At once: the last entry of your run of governments is removed.",
        },
        { ref: "president.paid-vacation", text: "At once: the bank pays you ${paidVacation}." },
        { ref: "president.past-history", text: "−3 on the next seat-loss threshold." },
        {
          ref: "president.pardon",
          text: "Kept face down. Play it right after a forced loss (seats or a group) to undo that loss.",
        },
        { ref: "president.drunk-daughters", text: "At once: roll two dice and pay that much to the bank." },
        { ref: "president.assassination-attempt", text: "+1 on the next seat-loss threshold." },
        {
          ref: "president.terrorist-attack",
          text: "At once: the last entry of your run of governments is repeated.",
        },
        { ref: "president.foi-request", text: "−1 on the next seat-loss threshold." },
        { ref: "president.signing-statement", text: "+2 on the next seat-loss threshold." },
        { ref: "president.gate", text: "Your party cannot be part of the next government formed." },
        {
          ref: "president.spoiled-ballots",
          text: "Roll a die now: an even number is added to the next threshold, an odd one taken away.",
        },
        { ref: "president.sex-scandal", text: "−2 on the next seat-loss threshold." },
        { ref: "president.scathing-roast", text: "−1 on the next seat-loss threshold." },
        {
          ref: "president.photo-op",
          text: "At once: pay ${photoOp} to the holder of The Liberal Media, or to the bank.",
        },
        { ref: "president.gaffe", text: "You have no veto for the rest of this term." },
      ],
    },
    end: {
      heading: "Winning",
      paragraphs: [
        "Wins are checked after each government is formed and after each turn. Every party that meets a condition at that moment shares the win.",
        "The common win: {sequenceToWin} governments in a row, of any kind (coalition, minority or majority).",
      ],
      items: [
        {
          ref: "ideology.democrats",
          text: "Discipline high, $10 a turn. +{democratBonus} on floor crossings. Special win: a run of at least four governments in a row whose last two are minority or majority governments.",
        },
        {
          ref: "ideology.independents",
          text: "Discipline low, $6 a turn. Never lose points for leaning. Special win: hold a group of each type: big business, business, workers and mass movement.",
        },
        {
          ref: "ideology.republicans",
          text: "Discipline high, $10 a turn. +{republicanBonus} on their seat-loss threshold. Special win: hold 6 big business groups.",
        },
        {
          ref: "ideology.greens",
          text: "Discipline medium, $5 a turn. +{captureBonus} on captures of mass movement groups. Special win: hold all 5 mass movement groups.",
        },
        {
          ref: "ideology.communists",
          text: "Discipline high, $8 a turn. +$1 a turn for every big business group anyone holds. Special win: 3 terms in a row whose government held no business or big business group.",
        },
        {
          ref: "ideology.anarchists",
          text: "Discipline low, $5 a turn. Immune to floor crossings. Special win: 4 coalition governments in a row, whoever is in them. Not dealt with two players.",
        },
        {
          ref: "ideology.libertarians",
          text: "Discipline medium, $7 a turn. +{captureBonus} on captures of business and big business groups. Special win: 3 terms in a row whose government held groups, all of them business or big business.",
        },
      ],
    },
    interpretations: {
      heading: "How this engine reads the rules",
      paragraphs: [
        "The design note is unfinished and says some things two ways. This is what the engine does.",
      ],
      items: [
        { term: "Seats", text: "{totalSeats} seats, and a majority is {majority}." },
        {
          term: "Leanings",
          text: "Parties and some groups lean left, right or centre, only for the −{leaningPenalty} on captures. Independents and Anarchists never pay it.",
        },
        {
          term: "Auctions",
          text: "Openers rotate; bidding ends when everyone has passed in a row. Taking a token costs $2 on the first turn that takes tokens, then $1 more each time.",
        },
        {
          term: "Forming a government",
          text: "Formation ends after {formationPerPlayer} formation actions per player or when everyone passes in a row. Then the largest party governs as a minority; tied largest parties govern together.",
        },
        {
          term: "The leader",
          text: "The president, or in a coalition the member with most seats. The leader takes the first turn and the first formation turn of the next round.",
        },
        {
          term: "Money",
          text: "All spending goes to the bank unless a card names someone. You can never spend more than you have; forced payments stop at what you have.",
        },
        {
          term: "Raids",
          text: "Groups held by another player can be captured, at −{raidPenalty}. Committed groups stay with you.",
        },
        {
          term: "Steps of money",
          text: "Money is staked, paid or used to interfere in steps of $1 to ${maxStep}, as often as you like; an interfering player stays on one side.",
        },
        {
          term: "The allowance",
          text: "The president is paid before drawing a card, which matters for the cards that cost money.",
        },
        {
          term: "A new government every round",
          text: "A government is formed every round, even when no seat changed hands.",
        },
      ],
    },
  },
  terms: {
    "card.group": {
      name: "Special interest group",
      explanation:
        "Pays its holder every turn, helps captures with its influence and defends seats with its cooperativeness.",
    },
    "card.president": {
      name: "President card",
      explanation: "Drawn by a new president; it changes the next seat-loss roll or acts at once.",
    },
    "card.back": {
      name: "Face-down card",
      explanation: "A card you may not see: a group in the deck, or a Pardon kept by another player.",
    },
    "president.supreme-court": {
      name: words["president.supreme-court"],
      explanation: "The next seat-loss roll counts only the higher die.",
    },
    "president.wiretapping": {
      name: words["president.wiretapping"],
      explanation: "−4 on the president's next seat-loss threshold.",
    },
    "president.alzheimers": {
      name: words["president.alzheimers"],
      explanation: "Removes the last entry of the president's run of governments.",
    },
    "president.paid-vacation": {
      name: words["president.paid-vacation"],
      explanation: "The bank pays the president ${paidVacation}.",
    },
    "president.past-history": {
      name: words["president.past-history"],
      explanation: "−3 on the president's next seat-loss threshold.",
    },
    "president.pardon": {
      name: words["president.pardon"],
      explanation: "Kept face down; undoes one forced loss right after it happens.",
    },
    "president.drunk-daughters": {
      name: words["president.drunk-daughters"],
      explanation: "The president rolls two dice and pays that much to the bank.",
    },
    "president.assassination-attempt": {
      name: words["president.assassination-attempt"],
      explanation: "+1 on the president's next seat-loss threshold.",
    },
    "president.terrorist-attack": {
      name: words["president.terrorist-attack"],
      explanation: "Repeats the last entry of the president's run of governments.",
    },
    "president.foi-request": {
      name: words["president.foi-request"],
      explanation: "−1 on the president's next seat-loss threshold.",
    },
    "president.signing-statement": {
      name: words["president.signing-statement"],
      explanation: "+2 on the president's next seat-loss threshold.",
    },
    "president.gate": {
      name: words["president.gate"],
      explanation: "The party cannot join the next government formed.",
    },
    "president.spoiled-ballots": {
      name: words["president.spoiled-ballots"],
      explanation: "A die roll: even adds to the next threshold, odd subtracts.",
    },
    "president.sex-scandal": {
      name: words["president.sex-scandal"],
      explanation: "−2 on the president's next seat-loss threshold.",
    },
    "president.scathing-roast": {
      name: words["president.scathing-roast"],
      explanation: "−1 on the president's next seat-loss threshold.",
    },
    "president.photo-op": {
      name: words["president.photo-op"],
      explanation: "The president pays ${photoOp} to the holder of The Liberal Media, or to the bank.",
    },
    "president.gaffe": {
      name: words["president.gaffe"],
      explanation: "No veto for the president for the rest of the term.",
    },
    "ideology.democrats": {
      name: words["party.democrats"],
      explanation:
        "Strong on floor crossings; special win through two strong governments at the end of a run.",
    },
    "ideology.independents": {
      name: words["party.independents"],
      explanation: "Never lose points for leaning; win by holding one group of each type.",
    },
    "ideology.republicans": {
      name: words["party.republicans"],
      explanation: "Hard to unseat; win by holding 6 big business groups.",
    },
    "ideology.greens": {
      name: words["party.greens"],
      explanation: "Good at capturing mass movements; win by holding all of them.",
    },
    "ideology.communists": {
      name: words["party.communists"],
      explanation: "Earn from big business everywhere; win when governments keep away from business.",
    },
    "ideology.anarchists": {
      name: words["party.anarchists"],
      explanation: "Immune to floor crossings; win through 4 coalitions in a row.",
    },
    "ideology.libertarians": {
      name: words["party.libertarians"],
      explanation: "Good at capturing business; win when governments hold only business groups.",
    },
    "token.roll": {
      name: "Roll token",
      explanation:
        "Bought in a seat auction. The dice are rolled until a held number comes up; its holder wins the seat.",
    },
    "zone.parliament": { name: "Parliament", explanation: "{totalSeats} seats; {majority} make a majority." },
    "zone.middle": {
      name: "In the middle",
      explanation: "Seats nobody holds; they are auctioned at the next election.",
    },
    "zone.row": {
      name: "Face-up groups",
      explanation: "Groups anyone may try to capture; a captured one is replaced from the deck.",
    },
    "zone.group-deck": {
      name: "Group deck",
      explanation:
        "Face-down groups still to come. Groups returned in a backroom deal go to its bottom, face up.",
    },
    "zone.president-deck": {
      name: "President deck",
      explanation: "Face-down president cards. When empty, the discarded ones are shuffled again.",
    },
    "zone.discard": { name: "Discarded", explanation: "President cards already used." },
    "zone.kept": { name: "Kept cards", explanation: "A Pardon kept face down until its holder plays it." },
    "zone.active": {
      name: "President cards in play",
      explanation: "Cards lying in front of a party until they take effect.",
    },
    "zone.groups": {
      name: "Groups held",
      explanation: "A party's groups: they pay every turn and raise its seat-loss threshold.",
    },
    "zone.party": {
      name: "Party",
      explanation: "A player's party: its ideology, seats, money, groups and run of governments.",
    },
    "zone.treasury": { name: "Treasury", explanation: "A party's dollars, public." },
    "mark.government": {
      name: "Government",
      explanation: "Coalition, minority or majority; governing extends a party's run.",
    },
    "mark.president": {
      name: "President",
      explanation:
        "Heads a minority or majority government: gets ${allowance}, draws a card and may veto once a term.",
    },
    "mark.leader": {
      name: "Leader",
      explanation: "Takes the first turn this round and the first formation turn of the next.",
    },
    "mark.sequence": {
      name: "Governments",
      explanation: "The party's run of governments in a row; {sequenceToWin} wins.",
    },
    "mark.round": {
      name: "Round",
      explanation: "Election, government, turns and end of term; at most {maxRounds} rounds.",
    },
    "mark.auction": {
      name: "Auction",
      explanation: "A seat from the middle is being sold through roll tokens.",
    },
    "mark.formation": {
      name: "Forming a government",
      explanation: "Proposals, releases and passes until a government forms.",
    },
    "mark.attempt": {
      name: "Attempt",
      explanation: "A capture or floor crossing being prepared: stake, deal, interference, veto, roll.",
    },
    "mark.seat-loss": {
      name: "Seat-loss roll",
      explanation: "Two dice against the threshold; each point above it costs a seat.",
    },
    "mark.streaks": {
      name: "Runs",
      explanation:
        "Counts for the special wins: coalitions in a row, and terms with or without business groups.",
    },
  },
} as const;

/** The shape of Campaign's guide, which the German and French guides must have. */
export type CampaignGuide = typeof en;
