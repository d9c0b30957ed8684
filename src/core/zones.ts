/**
 * Cards and zones. A card is a number: its id in the game's catalog. A zone (stack) is a plain
 * array of ids whose last element is the top. The helpers move cards between zones and refuse,
 * with an `InvariantError`, anything that would duplicate or drop a card.
 */
import { invariant } from "./errors.js";

/** A card's id: its index in the game's catalog. */
export type CardId = number;

/** Who may see the cards of a zone: everyone, only its owner, or nobody (a face-down deck). */
export type Visibility = "public" | "owner" | "hidden";

/** A per-game catalog: what each card id is. Ids are `0..cards.length-1`. */
export interface CardCatalog<C> {
  readonly cards: readonly C[];
}

/** Builds a catalog from counts per kind, e.g. `{ kind: "money", value: 5 }` × 18 → 18 ids. */
export function buildCatalog<C>(entries: readonly (readonly [card: C, count: number])[]): CardCatalog<C> {
  const cards: C[] = [];
  for (const [card, count] of entries) for (let i = 0; i < count; i++) cards.push(card);
  return { cards };
}

/** Looks up a card of the catalog; throws `InvariantError` for an unknown id. */
export function cardOf<C>(catalog: CardCatalog<C>, id: CardId): C {
  const card = catalog.cards[id];
  invariant(card !== undefined, () => `unknown card id ${id}`);
  return card;
}

/** Moves the card `id` from `from` to the top of `to` (or `at` index); it must be in `from`. */
export function moveCard(from: CardId[], to: CardId[], id: CardId, at?: number): void {
  const index = from.lastIndexOf(id);
  invariant(index >= 0, () => `card ${id} is not in the source zone`);
  from.splice(index, 1);
  if (at === undefined) to.push(id);
  else to.splice(at, 0, id);
}

/** Moves the card at `index` of `from` to the top of `to`, and returns its id. */
export function moveAt(from: CardId[], index: number, to: CardId[]): CardId {
  invariant(index >= 0 && index < from.length, () => `no card at position ${index} (zone of ${from.length})`);
  const [id] = from.splice(index, 1) as [CardId];
  to.push(id);
  return id;
}

/** Draws up to `count` cards from the top of `from` onto `to` (in draw order); returns them. */
export function drawCards(from: CardId[], to: CardId[], count: number): CardId[] {
  invariant(Number.isInteger(count) && count >= 0, () => `cannot draw ${count} cards`);
  const drawn: CardId[] = [];
  for (let i = 0; i < count && from.length > 0; i++) {
    const id = from.pop() as CardId;
    to.push(id);
    drawn.push(id);
  }
  return drawn;
}

/** Moves every card of `from` onto `to` (keeping their order) and empties `from`. */
export function moveAll(from: CardId[], to: CardId[]): void {
  for (const id of from) to.push(id);
  from.length = 0;
}

/** The top card of a zone, or `undefined` when it is empty. */
export function topCard(zone: readonly CardId[]): CardId | undefined {
  return zone[zone.length - 1];
}

/** True when no card id occurs twice across the zones (a conservation check for invariants). */
export function findDuplicateCards(zones: readonly (readonly CardId[])[]): CardId[] {
  const seen = new Set<CardId>();
  const duplicates: CardId[] = [];
  for (const zone of zones) {
    for (const id of zone) {
      if (seen.has(id)) duplicates.push(id);
      seen.add(id);
    }
  }
  return duplicates;
}

/**
 * Checks that the zones together hold each catalog id exactly once; returns problems as messages.
 * Use it in a game's `invariants`.
 */
export function checkCardConservation(
  catalogSize: number,
  zones: Readonly<Record<string, readonly CardId[]>>,
): string[] {
  const where = new Map<CardId, string>();
  const problems: string[] = [];
  for (const [name, zone] of Object.entries(zones)) {
    for (const id of zone) {
      if (!Number.isInteger(id) || id < 0 || id >= catalogSize)
        problems.push(`unknown card ${id} in ${name}`);
      const previous = where.get(id);
      if (previous !== undefined) problems.push(`card ${id} is both in ${previous} and in ${name}`);
      where.set(id, name);
    }
  }
  if (where.size < catalogSize) {
    const missing: CardId[] = [];
    for (let id = 0; id < catalogSize && missing.length < 5; id++) if (!where.has(id)) missing.push(id);
    problems.push(`${catalogSize - where.size} card(s) are nowhere (e.g. ${missing.join(", ")})`);
  }
  return problems;
}
