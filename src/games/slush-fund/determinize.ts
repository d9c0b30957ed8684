/**
 * Rebuilds a full state from a view: the hidden cards of the piles and the deck order are resampled
 * from the cards the viewer has not seen, keeping every pile a pile of Money and VP cards.
 */
import {
  type CardId,
  type CardView,
  clonePlain,
  drawFrom,
  HIDDEN,
  InvariantError,
  pick,
  type RngState,
  seedRng,
  shuffle,
  unseenCards,
} from "../../core/index.js";
import type { SlushFundEvent } from "./actions.js";
import { catalogFor } from "./catalog.js";
import { isBribeCard, isMoney } from "./predicates.js";
import type { Pile, PileView, SlushFundState, SlushFundView } from "./types.js";

/** What the view itself says about hidden pile cards beyond their count. */
interface PileConstraint {
  readonly politician: number;
  readonly seat: number;
  /** "money": at least one money card (a Thief is choosing in it); "no-money": only VP cards. */
  readonly needs: "money" | "no-money";
}

function constraintsOf(view: SlushFundView): PileConstraint[] {
  const out: PileConstraint[] = [];
  if (view.phase === "steal" && view.target) {
    out.push({ politician: view.target.politician, seat: view.target.victim, needs: "money" });
  }
  for (const event of view.events) {
    if (event.type === "thief-missed")
      out.push({ politician: event.politician, seat: event.victim, needs: "no-money" });
  }
  return out;
}

function takeWhere(pool: CardId[], test: (id: CardId) => boolean): CardId {
  const index = pool.findIndex(test);
  if (index < 0) throw new InvariantError("determinize: the view is inconsistent with the deck composition");
  return pool.splice(index, 1)[0] as CardId;
}

/** A state consistent with `view`, resampling the pile cards and deck order its viewer cannot know. */
export function determinize(view: SlushFundView, seed: number | string): SlushFundState {
  const seen: CardView[] = [
    ...view.revealed,
    ...view.hand,
    ...view.fund,
    ...view.timeCards,
    ...view.removed,
    ...view.scandals.flat(),
    ...view.piles.flatMap((row) => row.flatMap((pile) => pile.cards)),
  ];
  const table = { catalog: catalogFor(view.options.deck) };
  const holder: { rng: RngState } = { rng: seedRng(seed) };
  const unseen = drawFrom(holder, (r) => shuffle(r, unseenCards(table.catalog.length, seen)));
  const pool = unseen.filter((id) => isBribeCard(table, id));
  const others = unseen.filter((id) => !isBribeCard(table, id));
  const filled: (CardView | CardId)[][][] = view.piles.map((row) => row.map((pile) => pile.cards.slice()));
  for (const c of constraintsOf(view)) {
    const cards = filled[c.politician]?.[c.seat] as CardView[];
    if (c.needs === "no-money") {
      for (let i = 0; i < cards.length; i++)
        if (cards[i] === HIDDEN) cards[i] = takeWhere(pool, (id) => !isMoney(table, id));
    } else if (!cards.some((id) => id !== HIDDEN && isMoney(table, id))) {
      const slots = cards.flatMap((id, index) => (id === HIDDEN ? [index] : []));
      if (slots.length > 0) {
        const slot = drawFrom(holder, (r) => pick(r, slots));
        cards[slot] = takeWhere(pool, (id) => isMoney(table, id));
      }
    }
  }
  const piles: Pile[][] = filled.map((row, p) =>
    row.map((cards, seat) => ({
      cards: cards.map((id) => (id === HIDDEN ? takeWhere(pool, () => true) : id)),
      seenBy: ((view.piles[p] as PileView[])[seat] as PileView).seenBy.slice(),
    })),
  );
  const deck = drawFrom(holder, (r) => shuffle(r, [...pool, ...others]));
  if (deck.length !== view.deckSize) {
    throw new InvariantError(`determinize: ${deck.length} unseen cards for a deck of ${view.deckSize}`);
  }
  const { viewer: _viewer, deckSize: _deckSize, piles: _piles, ...open } = view;
  return {
    ...clonePlain(open),
    catalog: table.catalog,
    rng: holder.rng,
    deck,
    piles,
    events: clonePlain(view.events) as SlushFundEvent[],
  };
}
