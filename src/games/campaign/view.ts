/**
 * What a seat sees: everything except the decks' order and other players' kept president cards
 * (the Pardon). Known cards at the bottom of the group deck (returned by deals) stay visible.
 */
import { HIDDEN, redactZone, type Seat } from "../../core/index.js";
import type { CampaignEvent, CampaignState, CampaignView } from "./types.js";

function redactEvent(event: CampaignEvent, viewer: Seat | null): CampaignEvent {
  if (event.type === "president-card" && event.kept && event.player !== viewer)
    return { ...event, card: HIDDEN };
  return structuredClone(event);
}

/** The view of a seat, or of a spectator (`null`). */
export function viewFor(s: CampaignState, viewer: Seat | null): CampaignView {
  const { rng: _rng, events, groupDeck, presidentDeck, hands, ...open } = s;
  return {
    ...structuredClone(open),
    viewer,
    events: events.map((event) => redactEvent(event, viewer)),
    groupDeck: groupDeck.map((card, index) => (index < s.knownBottom ? card : HIDDEN)),
    presidentDeckSize: presidentDeck.length,
    hands: hands.map((hand, seat) => redactZone(hand, seat === viewer)),
  };
}
