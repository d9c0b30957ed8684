/**
 * Rebuilds a full state from a view: the hidden hand cards and the deck are dealt at random from
 * the cards the viewer has not seen; everything public is kept as it is.
 */
import {
  type CardId,
  type CardView,
  clonePlain,
  createHiddenDealer,
  invariant,
  seedRng,
  unseenCards,
} from "../../core/index.js";
import { DECK_SIZE } from "./catalog.js";
import type { KkkEvent, KkkState, KkkView } from "./types.js";

/**
 * The hands with the cards everyone has just seen go back into them: Clan cards returned at the end
 * of a deal are the last cards of their owners' hands (events only describe the last action).
 */
function knownHands(view: KkkView): CardView[][] {
  const hands = view.hands.map((hand) => hand.slice());
  for (const event of view.events) {
    if (event.type !== "dealClosed" && event.type !== "dealFailed") continue;
    event.returned.forEach((cards, seat) => {
      const hand = hands[seat] as CardView[];
      cards.forEach((card, i) => {
        hand[hand.length - cards.length + i] = card;
      });
    });
  }
  return hands;
}

function seenCards(view: KkkView, hands: CardView[][]): CardView[] {
  const seen: CardView[] = [...hands.flat(), ...view.discard];
  if (view.deal) {
    seen.push(...view.deal.table.flat());
    for (const id of view.deal.travel) if (id >= 0) seen.push(id);
  }
  if (view.window) seen.push(...view.window.cards);
  return seen;
}

/** A state consistent with the view, with other hands and the deck order resampled. */
export function determinize(view: KkkView, seed: number | string): KkkState {
  const { viewer: _viewer, deckSize, hands: _hands, events, ...open } = view;
  const known = knownHands(view);
  const dealer = createHiddenDealer(unseenCards(DECK_SIZE, seenCards(view, known)), seedRng(seed));
  const fullHands: CardId[][] = known.map((hand) => dealer.fill(hand));
  const deck = dealer.rest();
  invariant(
    deck.length === deckSize,
    () => `determinize: ${deck.length} unseen cards left for a deck of ${deckSize}`,
  );
  // A hidden draw is the top of the drawer's hand, since events only describe the last action.
  const fullEvents = events.map((event): KkkEvent => {
    if (event.type !== "drew" || !event.cards.includes(null)) return clonePlain(event);
    const hand = fullHands[event.player] as CardId[];
    const count = event.cards.length;
    return { ...event, cards: count === 0 ? [] : hand.slice(-count) };
  });
  return { ...clonePlain(open), rng: dealer.rng, deck, hands: fullHands, events: fullEvents };
}
