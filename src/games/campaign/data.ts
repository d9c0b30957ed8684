/**
 * The printed components of Campaign as data: ideologies, special interest groups and president
 * cards, with every number of the design text (leanings of ideologies are the engine's, for the
 * alignment penalty).
 */

/** The ideology ids in catalog order. */
export const IDEOLOGY_IDS = [
  "democrats",
  "independents",
  "republicans",
  "greens",
  "communists",
  "anarchists",
  "libertarians",
] as const;
/** One ideology id. */
export type IdeologyId = (typeof IDEOLOGY_IDS)[number];

/** A political leaning: left, right, centre. */
export type Leaning = "L" | "R" | "C";
/** A group's economic type: big business, business, workers, mass movement. */
export type EconomicType = "BB" | "B" | "W" | "MM";

/** Party discipline levels and their defence values. */
export const DISCIPLINE = { high: 10, medium: 8, low: 6 } as const;

/** An ideology card. */
export interface Ideology {
  readonly id: IdeologyId;
  readonly name: string;
  /** Defence value against floor crossings (high 10, medium 8, low 6). */
  readonly discipline: number;
  /** Income at each of the party's turns. */
  readonly contributions: number;
  /** Base threshold of the seat-loss roll. */
  readonly electability: number;
  /** Used only for the alignment penalty on captures; Anarchists have none. */
  readonly leaning: Leaning | null;
}

/** The seven ideologies, keyed by id. */
export const IDEOLOGIES: Readonly<Record<IdeologyId, Ideology>> = {
  democrats: {
    id: "democrats",
    name: "Democrats",
    discipline: DISCIPLINE.high,
    contributions: 10,
    electability: 10,
    leaning: "L",
  },
  independents: {
    id: "independents",
    name: "Independents",
    discipline: DISCIPLINE.low,
    contributions: 6,
    electability: 8,
    leaning: "C",
  },
  republicans: {
    id: "republicans",
    name: "Republicans",
    discipline: DISCIPLINE.high,
    contributions: 10,
    electability: 10,
    leaning: "R",
  },
  greens: {
    id: "greens",
    name: "Greens",
    discipline: DISCIPLINE.medium,
    contributions: 5,
    electability: 8,
    leaning: "L",
  },
  communists: {
    id: "communists",
    name: "Communists",
    discipline: DISCIPLINE.high,
    contributions: 8,
    electability: 8,
    leaning: "L",
  },
  anarchists: {
    id: "anarchists",
    name: "Anarchists",
    discipline: DISCIPLINE.low,
    contributions: 5,
    electability: 4,
    leaning: null,
  },
  libertarians: {
    id: "libertarians",
    name: "Libertarians",
    discipline: DISCIPLINE.medium,
    contributions: 7,
    electability: 7,
    leaning: "R",
  },
};

/** Democrats' bonus on the floor crossings they attempt. */
export const DEMOCRAT_CROSSING_BONUS = 3;
/** Republicans' bonus on their seat-loss threshold. */
export const REPUBLICAN_THRESHOLD_BONUS = 3;
/** Greens' bonus on capturing MM groups; Libertarians' on B or BB groups. */
export const CAPTURE_ABILITY_BONUS = 4;

/** A special interest group card. */
export interface Group {
  readonly name: string;
  /** Income to its holder at each of the holder's turns. */
  readonly contributions: number;
  /** Added to a capture target when committed by the attacker. */
  readonly influence: number;
  /** Base capture target; also supports seats against floor crossings. */
  readonly cooperativeness: number;
  readonly type: EconomicType | null;
  readonly leaning: Leaning | null;
}

const g = (
  name: string,
  contributions: number,
  influence: number,
  cooperativeness: number,
  type: EconomicType | null = null,
  leaning: Leaning | null = null,
): Group => ({ name, contributions, influence, cooperativeness, type, leaning });

/** The 28 groups of the deck; a group's card id is its index. */
export const GROUPS: readonly Group[] = [
  g("The Military Industrial Complex", 6, 8, 3),
  g("Car Drivers", 2, 1, 3),
  g("Chinese Industrialists", 6, 8, 5, "BB"),
  g("The Patriot Movement", 2, 1, 2, null, "R"),
  g("The Anti-War Movement", 3, 3, 4, "MM", "L"),
  g("The AFL/CIO", 5, 8, 6, "W"),
  g("The Debtors", 0, 1, 8),
  g("The Former Generals", 1, 4, 4),
  g("The Proletariat", 1, 1, 1, "W"),
  g("The Blogosphere", 3, 6, 1),
  g("The Telecoms", 6, 5, 6, "BB", "R"),
  g("The Corporate Press", 4, 7, 4, "BB", "R"),
  g("The Liberal Media", 3, 7, 4, "B", "C"),
  g("Big Finance", 8, 8, 3, "BB", "R"),
  g("The Military Vote", 1, 2, 1),
  g("The Prison Industrial Complex", 5, 4, 1, "BB", "R"),
  g("The ACLU", 1, 1, 0, "MM", "L"),
  g("AIPAC", 6, 6, 4, null, "R"),
  g("Saudi Oil Magnets", 5, 5, 1, "BB"),
  g("Artists", 0, 9, 2, "MM", "L"),
  g("The Bible Belt", 5, 6, 2),
  g("The Gay Vote", 4, 4, 5, "MM"),
  g("The Female Vote", 3, 5, 4),
  g("Organized Crime", 3, 3, 5),
  g("Old People", 6, 7, 4),
  g("Universities", 3, 6, 3, "MM", "L"),
  g("The Colonies", 3, 2, 2),
  g("Old-Guard Business", 9, 7, 2, "BB", "R"),
];

/** The id of The Liberal Media (receiver of the photo-op payment). */
export const LIBERAL_MEDIA = 12;

/** True for a B or BB group (business alignment). */
export function isBusiness(group: number): boolean {
  const type = GROUPS[group]?.type;
  return type === "B" || type === "BB";
}

/** How many groups of a type the deck holds. */
export function groupsOfType(type: EconomicType): number {
  return GROUPS.filter((group) => group.type === type).length;
}

/** The president card kinds in catalog order; a card's id is its index. */
export const PRESIDENT_CARDS = [
  "supreme-court",
  "wiretapping",
  "alzheimers",
  "paid-vacation",
  "past-history",
  "pardon",
  "drunk-daughters",
  "assassination-attempt",
  "terrorist-attack",
  "foi-request",
  "signing-statement",
  "gate",
  "spoiled-ballots",
  "sex-scandal",
  "scathing-roast",
  "photo-op",
  "gaffe",
] as const;
/** One president card. */
export type PresidentCard = (typeof PRESIDENT_CARDS)[number];

/** The printed names of the president cards, by id. */
export const PRESIDENT_CARD_NAMES: Readonly<Record<PresidentCard, string>> = {
  "supreme-court": "Favorable Supreme Court",
  wiretapping: "Wiretapping backfire",
  alzheimers: "Develop Alzheimers",
  "paid-vacation": "Paid vacation",
  "past-history": "Past history",
  pardon: "Pardon",
  "drunk-daughters": "Drunk daughters",
  "assassination-attempt": "Assassination Attempt",
  "terrorist-attack": "Terrorist Attack",
  "foi-request": "FOI request",
  "signing-statement": "Signing statement",
  gate: "*gate",
  "spoiled-ballots": "Spoiled ballots",
  "sex-scandal": "Sex scandal",
  "scathing-roast": "Scathing roast",
  "photo-op": "Unfortunate photo-Op",
  gaffe: "Embarrassing gaffe",
};

/** Fixed threshold modifiers of the president cards that change the next seat-loss roll. */
export const THRESHOLD_MODIFIERS: Readonly<Partial<Record<PresidentCard, number>>> = {
  wiretapping: -4,
  "past-history": -3,
  "assassination-attempt": 1,
  "foi-request": -1,
  "signing-statement": 2,
  "sex-scandal": -2,
  "scathing-roast": -1,
};

/** Cards resolved at once when drawn, then discarded. */
export const IMMEDIATE_CARDS: readonly PresidentCard[] = [
  "alzheimers",
  "terrorist-attack",
  "paid-vacation",
  "drunk-daughters",
  "photo-op",
];

/** Cards that stay face up in front of the president until their seat-loss roll. */
export const ROLL_CARDS: readonly PresidentCard[] = [
  "supreme-court",
  "wiretapping",
  "past-history",
  "assassination-attempt",
  "foi-request",
  "signing-statement",
  "spoiled-ballots",
  "sex-scandal",
  "scathing-roast",
];

/** What Paid vacation pays the president. */
export const PAID_VACATION = 20;
/** The photo-op's price. */
export const PHOTO_OP_PRICE = 6;

/** The president card id of a kind. */
export function presidentCardId(kind: PresidentCard): number {
  return PRESIDENT_CARDS.indexOf(kind);
}

/** The kind of a president card id. */
export function presidentCardKind(id: number): PresidentCard {
  return PRESIDENT_CARDS[id] as PresidentCard;
}

/** Face-up groups at the start (and the row's size while the deck lasts). */
export const ROW_SIZE = 4;
/** The 15 seats of parliament; a majority is 8. */
export const TOTAL_SEATS = 15;
/** Seats needed for a majority government or a coalition. */
export const MAJORITY = 8;
/** The roll tokens (7 is skipped), in ascending order. */
export const ROLL_TOKENS = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12] as const;
/** The presidential allowance of a majority or minority president. */
export const ALLOWANCE = 10;
/** The price of the president's backroom deal. */
export const DEAL_PRICE = 5;
/** The length of a sequence that wins for any party. */
export const SEQUENCE_TO_WIN = 6;
/** The largest amount of money a single spending step may move (bigger sums take several steps). */
export const MAX_STEP = 10;
