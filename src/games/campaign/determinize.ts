/**
 * Rebuilds a full state from a view: the unknown group-deck cards and the president deck are dealt
 * at random from the unseen cards; a face-down kept president card can only be the Pardon.
 */
import {
  type CardView,
  clonePlain,
  createHiddenDealer,
  HIDDEN,
  seedRng,
  unseenCards,
} from "../../core/index.js";
import { GROUPS, PRESIDENT_CARDS, presidentCardId } from "./data.js";
import type { CampaignEvent, CampaignState, CampaignView } from "./types.js";

const PARDON = presidentCardId("pardon");

/** A full state consistent with the view, resampling the decks' order and the unseen cards. */
export function determinize(view: CampaignView, seed: number | string): CampaignState {
  const {
    viewer: _viewer,
    events,
    groupDeck: deckView,
    presidentDeckSize: _size,
    hands: handView,
    ...open
  } = clonePlain(view);
  const seenGroups: CardView[] = [...deckView, ...open.groupRow, ...open.groups.flat()];
  const groupDealer = createHiddenDealer(unseenCards(GROUPS.length, seenGroups), seedRng(seed));
  const groupDeck = groupDealer.fill(deckView);
  // Only the Pardon is ever kept face down, so every hidden kept card is the Pardon.
  const hands = handView.map((hand) => hand.map((card) => (card === HIDDEN ? PARDON : card)));
  const seenPresident: CardView[] = [...open.presidentDiscard, ...open.active.flat(), ...hands.flat()];
  const presidentDealer = createHiddenDealer(
    unseenCards(PRESIDENT_CARDS.length, seenPresident),
    groupDealer.rng,
  );
  return {
    ...open,
    rng: presidentDealer.rng,
    events: events as CampaignEvent[],
    groupDeck,
    presidentDeck: presidentDealer.rest(),
    hands,
  };
}
