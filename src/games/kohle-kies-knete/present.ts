/**
 * Kohle, Kie$ & Knete for a frontend: influence cards as faces, money, Investors, board spaces,
 * offers and whose step it is, in the game's words, all read from a view.
 */
import { CARD_BACK, type CardFace, type CardView, HIDDEN, type TurnSummary } from "../../core/index.js";
import { CATALOG } from "./catalog.js";
import { overLimitSeat } from "./flow.js";
import { FAMILY_NAMES, HAND_LIMIT, type KkkState, type KkkView, type Offer } from "./types.js";

/** Money in millions of dollars ("$5M"). */
export function moneyLabel(millions: number): string {
  return `$${millions}M`;
}

/** A family's name ("Raffzahn"). */
export function familyName(family: number): string {
  return FAMILY_NAMES[family] ?? `family ${family + 1}`;
}

/** An influence card's face ("Heiermann Clan card", "Travel joker", "Stop card", or a back). */
export function cardFace(card: CardView): CardFace {
  if (card === HIDDEN) return CARD_BACK;
  const entry = CATALOG.cards[card];
  switch (entry?.kind) {
    case "clan":
      return { name: `${familyName(entry.family ?? -1)} Clan card`, kind: "clan", hidden: false };
    case "travel":
      return {
        name: entry.family === null ? "Travel joker" : `${familyName(entry.family)} Travel card`,
        kind: "travel",
        hidden: false,
      };
    case "recruitment":
      return { name: "Recruitment card", kind: "recruitment", hidden: false };
    case "boss":
      return { name: "Boss card", kind: "boss", hidden: false };
    case "stop":
      return { name: "Stop card", kind: "stop", hidden: false };
    default:
      return { name: "unknown card", kind: "unknown", hidden: false };
  }
}

/** The families a board space asks for, by name: those always needed and the groups to choose from. */
export function spaceRequirements(view: KkkView, space: number): { fixed: string[]; groups: string[] } {
  const rule = view.spaces[space];
  const names = (mask: number) => FAMILY_NAMES.filter((_, f) => (mask & (1 << f)) !== 0);
  return {
    fixed: rule ? names(rule.fixed) : [],
    groups: (rule?.groups ?? []).map((group) => `${group.count} of ${names(group.mask).join(", ")}`),
  };
}

/** An offer's terms in words: the cards put forward and the price. */
export function offerTerms(offer: Offer): { cards: string[]; price: string; accepted: boolean } {
  return {
    cards: [
      ...offer.investors.map((family) => `${familyName(family)} Investor`),
      ...offer.clans.map((card) => cardFace(card).name),
    ],
    price: moneyLabel(offer.price),
    accepted: offer.accepted,
  };
}

/**
 * Whose step it is and what it is. In a deal every seat is named: a seat that passed may still play
 * a card from its hand, which the view does not show.
 */
export function turnSummary(view: KkkView): TurnSummary {
  const deal = view.deal;
  if (view.phase === "over") return { seats: [], step: "game over" };
  if (view.window) return { seats: [view.window.next], step: "stop the played card or let it go ahead" };
  switch (view.phase) {
    case "marker":
      return { seats: [(view.turn + view.players - 1) % view.players], step: "place the dollar marker" };
    case "turn":
      return {
        seats: [view.turn],
        step: view.rolled ? "open the deal or draw three cards" : "open the deal or roll the die",
      };
    case "handLimit":
      // Hand sizes are public, so the seat that discards follows from the view as from the state.
      return {
        seats: [overLimitSeat(view as unknown as KkkState)],
        step: `discard down to ${HAND_LIMIT} cards`,
      };
    default: {
      if (!deal) return { seats: [], step: "negotiation" };
      if (deal.picking) return { seats: [deal.boss], step: "the Boss names the cards used" };
      return {
        seats: Array.from({ length: view.players }, (_, seat) => seat),
        step: `negotiate the deal (${deal.count} of ${view.options.negotiationLimit} changes)`,
      };
    }
  }
}
