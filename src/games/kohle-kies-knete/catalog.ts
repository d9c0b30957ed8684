/**
 * The 98 influence cards: 24 Clan (4 per family), 21 Travel (3 per family and 3 jokers),
 * 33 Recruitment, 10 Boss and 10 Stop. A card is its index in this catalog.
 */
import { buildCatalog, type CardCatalog, type CardId } from "../../core/index.js";
import { FAMILY_COUNT, type Family } from "./types.js";

/** The kinds of influence cards. */
export const CARD_KINDS = ["clan", "travel", "recruitment", "boss", "stop"] as const;
/** One kind of influence card. */
export type CardKind = (typeof CARD_KINDS)[number];

/** An influence card; `family` is set for Clan and family Travel cards, null for a joker and the rest. */
export interface InfluenceCard {
  readonly kind: CardKind;
  readonly family: Family | null;
}

const families = Array.from({ length: FAMILY_COUNT }, (_, f) => f);

/** The catalog, in id order: Clan by family, family Travel by family, jokers, Recruitment, Boss, Stop. */
export const CATALOG: CardCatalog<InfluenceCard> = buildCatalog<InfluenceCard>([
  ...families.map((family) => [{ kind: "clan", family }, 4] as const),
  ...families.map((family) => [{ kind: "travel", family }, 3] as const),
  [{ kind: "travel", family: null }, 3],
  [{ kind: "recruitment", family: null }, 33],
  [{ kind: "boss", family: null }, 10],
  [{ kind: "stop", family: null }, 10],
]);

/** The number of influence cards (98). */
export const DECK_SIZE = CATALOG.cards.length;

// Flat lookup tables: the hot paths (legal actions, rules) test kinds without object access.
const KIND_CODE: Record<CardKind, number> = { clan: 0, travel: 1, recruitment: 2, boss: 3, stop: 4 };
const kindTable = Int8Array.from(CATALOG.cards, (card) => KIND_CODE[card.kind]);
const familyTable = Int8Array.from(CATALOG.cards, (card) => card.family ?? -1);

/** True when the card is a Clan card. */
export const isClan = (id: CardId): boolean => kindTable[id] === 0;
/** True when the card is a Travel card (family or joker). */
export const isTravel = (id: CardId): boolean => kindTable[id] === 1;
/** True when the card is a Recruitment card. */
export const isRecruitment = (id: CardId): boolean => kindTable[id] === 2;
/** True when the card is a Boss card. */
export const isBoss = (id: CardId): boolean => kindTable[id] === 3;
/** True when the card is a Stop card. */
export const isStop = (id: CardId): boolean => kindTable[id] === 4;
/** The family of a Clan or family Travel card, -1 for every other card (jokers included). */
export const familyOf = (id: CardId): number => familyTable[id] ?? -1;
/** True when the card is a Travel joker. */
export const isJoker = (id: CardId): boolean => kindTable[id] === 1 && familyTable[id] === -1;

/** The lowest-id card of the hand matching the test, or -1 (the engine plays interchangeable cards by kind). */
export function findCard(hand: readonly CardId[], test: (id: CardId) => boolean): CardId {
  let best = -1;
  for (const id of hand) if (test(id) && (best < 0 || id < best)) best = id;
  return best;
}

/** How many cards of the hand pass the test. */
export function countCards(hand: readonly CardId[], test: (id: CardId) => boolean): number {
  let count = 0;
  for (const id of hand) if (test(id)) count++;
  return count;
}
