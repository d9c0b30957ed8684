/**
 * Hidden-information projection: helpers every `viewFor` uses to turn state zones into what one
 * seat may see. A hidden card appears as the placeholder `HIDDEN` (`null`), never as its id.
 */
import type { Seat } from "./game.js";
import type { CardId, Visibility } from "./zones.js";

/** The placeholder for a card whose identity the viewer may not know. */
export const HIDDEN = null;

/** A card as a viewer sees it: its id, or `HIDDEN`. */
export type CardView = CardId | typeof HIDDEN;

/** A card that only some seats have seen (e.g. taken face down from a deck). */
export interface KnownCard {
  readonly card: CardId;
  /** The seats that saw it; everyone else sees only that a card is there. */
  readonly seenBy: readonly Seat[];
}

/** True when the viewer may see a zone of the given visibility owned by `owner`. */
export function canSee(visibility: Visibility, owner: Seat | null, viewer: Seat | null): boolean {
  if (visibility === "public") return true;
  if (visibility === "hidden") return false;
  return viewer !== null && viewer === owner;
}

/** Projects a zone: the ids when visible, otherwise one placeholder per card (the count stays public). */
export function redactZone(cards: readonly CardId[], visible: boolean): CardView[] {
  return visible ? cards.slice() : cards.map(() => HIDDEN);
}

/** Projects a zone by its visibility rule for one viewer. */
export function projectZone(
  cards: readonly CardId[],
  visibility: Visibility,
  owner: Seat | null,
  viewer: Seat | null,
): CardView[] {
  return redactZone(cards, canSee(visibility, owner, viewer));
}

/** Projects a card seen by some seats: its id for them, `HIDDEN` for everyone else. */
export function revealTo(known: KnownCard, viewer: Seat | null): CardView {
  return viewer !== null && known.seenBy.includes(viewer) ? known.card : HIDDEN;
}

/** Projects a single card that the viewer may or may not see. */
export function cardIf(card: CardId, visible: boolean): CardView {
  return visible ? card : HIDDEN;
}

/**
 * Copies a state without the fields a view must never carry (the generator, deck orders, …).
 * Use it as the start of a `viewFor`, then replace the hidden zones with their projections.
 */
export function omitSecrets<S extends object, K extends keyof S>(
  state: S,
  secretKeys: readonly K[],
): Omit<S, K> {
  const copy: Partial<S> = { ...state };
  for (const key of secretKeys) delete copy[key];
  return copy as Omit<S, K>;
}
