/**
 * The heuristic's answer to a Stop window: it stops only what hurts it (a recruitment of its own
 * Investor, a card against its accepted offer, or, as Boss, a Boss card or a card that takes its deal
 * further from the requirements).
 */
import type { CardId } from "../../../core/index.js";
import type {
  Deal,
  KkkAction,
  KkkView,
  Offer,
  SpaceRule,
  StopWindow,
} from "../../../games/kohle-kies-knete/types.js";
import { FAMILY_COUNT } from "../../../games/kohle-kies-knete/types.js";
import { clanMask, deficit, disposal, find, offerMask } from "./masks.js";

/** The Boss's disposal after the window's card would take effect. */
function disposalAfter(view: KkkView, deal: Deal, window: StopWindow): number {
  const boss = window.kind === "boss" ? window.player : deal.boss;
  const owner = view.owner.slice();
  const travel = deal.travel.slice();
  const table = deal.table.map((cards) => cards.slice());
  const hits = (offer: Offer) =>
    window.on === "investor" ? offer.investors.includes(window.target) : offer.clans.includes(window.target);
  if (window.kind === "recruitment") owner[window.target] = window.player;
  if (window.kind === "travel") {
    if (window.on === "investor") travel[window.target] = 0;
    else
      for (const cards of table)
        if (cards.includes(window.target)) cards.splice(cards.indexOf(window.target), 1);
  }
  let mask = 0;
  for (let f = 0; f < FAMILY_COUNT; f++) if (owner[f] === boss && (travel[f] as number) < 0) mask |= 1 << f;
  mask |= clanMask(table[boss] as CardId[]);
  // A Boss card turns every accepted offer back into an open one; other cards make the offers they hit lapse.
  if (window.kind !== "boss")
    for (const offer of deal.offers) if (offer?.accepted && !hits(offer)) mask |= offerMask(offer);
  return mask;
}

/** Stop or allow. */
export function decideWindow(view: KkkView, legal: readonly KkkAction[], me: number): KkkAction {
  const stop = find(legal, "stop");
  const allow = find(legal, "allow") as KkkAction;
  const window = view.window as StopWindow;
  if (!stop) return allow;
  // Losing one of its Investors is permanent.
  if (window.kind === "recruitment" && view.owner[window.target] === me) return stop;
  const deal = view.deal;
  if (!deal) return allow;
  if (deal.boss === me) {
    if (window.kind === "boss") return stop;
    const space = view.spaces[deal.space] as SpaceRule;
    const hand = view.hands[me] as CardId[];
    const before = deficit(space, disposal(view, deal) | clanMask(hand));
    const after = deficit(space, disposalAfter(view, deal, window) | clanMask(hand));
    return after > before ? stop : allow;
  }
  // An accepted offer of its own is money at the close: protect its cards.
  const mine = deal.offers[me];
  if (mine?.accepted && window.kind !== "boss") {
    const hit =
      window.on === "investor" ? mine.investors.includes(window.target) : mine.clans.includes(window.target);
    if (hit) return stop;
  }
  return allow;
}
