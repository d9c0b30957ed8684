/**
 * What a seat sees: everything on the table, money, investors, offers and the discard pile; its own
 * hand only; the deck only as a count; never the generator. Drawn cards show only to the drawer.
 */
import { clonePlain, HIDDEN, redactZone, type Seat } from "../../core/index.js";
import type { KkkEvent, KkkState, KkkView } from "./types.js";

function redactEvent(event: KkkEvent, viewer: Seat | null): KkkEvent {
  if (event.type === "drew" && event.player !== viewer)
    return { ...event, cards: event.cards.map(() => HIDDEN) };
  return clonePlain(event);
}

/** Projects the state for a seat (or a spectator, `null`). */
export function viewFor(s: KkkState, viewer: Seat | null): KkkView {
  const { rng: _rng, deck, hands, events, ...open } = s;
  return {
    ...clonePlain(open),
    viewer,
    deckSize: deck.length,
    hands: hands.map((hand, seat) => redactZone(hand, seat === viewer)),
    events: events.map((event) => redactEvent(event, viewer)),
  };
}
