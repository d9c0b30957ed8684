/**
 * Kohle, Kie$ & Knete for a frontend: influence cards as faces, money, Investors, board spaces,
 * offers and whose step it is, in the game's words, all read from a view.
 */
import {
  type CardFace,
  type CardView,
  cardBack,
  HIDDEN,
  type LocaleOption,
  type TurnSummary,
} from "../../core/index.js";
import { CATALOG } from "./catalog.js";
import { overLimitSeat } from "./flow.js";
import { speak } from "./messages.js";
import { FAMILY_NAMES, HAND_LIMIT, type KkkState, type KkkView, type Offer } from "./types.js";

/** Money in millions of dollars ("$5M"), in the option's language. */
export function moneyLabel(millions: number, options?: LocaleOption): string {
  return speak(options)("money", { amount: millions });
}

/** A family's name ("Raffzahn"): a proper name, the same in every language but for an unknown family. */
export function familyName(family: number, options?: LocaleOption): string {
  return FAMILY_NAMES[family] ?? speak(options)("family.other", { number: family + 1 });
}

/** An influence card's name for `count` cards ("Heiermann Clan card", "3 Recruitment cards" takes "Recruitment cards"). */
export function influenceCardName(card: number, count: number, options?: LocaleOption): string {
  const entry = CATALOG.cards[card];
  const say = speak(options);
  switch (entry?.kind) {
    case "clan":
      return say("card.clan", { family: familyName(entry.family ?? -1, options), count });
    case "travel":
      return entry.family === null
        ? say("card.joker")
        : say("card.travel", { family: familyName(entry.family, options), count });
    case "recruitment":
      return say("card.recruitment", { count });
    case "boss":
      return say("card.boss", { count });
    case "stop":
      return say("card.stop", { count });
    default:
      return say("card.unknown", { count });
  }
}

/** An influence card's face ("Heiermann Clan card", "Travel joker", "Stop card", or a back), in the option's language. */
export function cardFace(card: CardView, options?: LocaleOption): CardFace {
  if (card === HIDDEN) return cardBack(options);
  const kind = CATALOG.cards[card]?.kind ?? "unknown";
  return { name: influenceCardName(card, 1, options), kind, hidden: false };
}

/** The families a board space asks for, by name: those always needed and the groups to choose from (in the option's language). */
export function spaceRequirements(
  view: KkkView,
  space: number,
  options?: LocaleOption,
): { fixed: string[]; groups: string[] } {
  const rule = view.spaces[space];
  const names = (mask: number) => FAMILY_NAMES.filter((_, f) => (mask & (1 << f)) !== 0);
  return {
    fixed: rule ? names(rule.fixed) : [],
    groups: (rule?.groups ?? []).map((group) =>
      speak(options)("group", { count: group.count, families: names(group.mask).join(", ") }),
    ),
  };
}

/** An offer's terms in words (in the option's language): the cards put forward and the price. */
export function offerTerms(
  offer: Offer,
  options?: LocaleOption,
): { cards: string[]; price: string; accepted: boolean } {
  return {
    cards: [
      ...offer.investors.map((family) => speak(options)("investor", { family: familyName(family, options) })),
      ...offer.clans.map((card) => cardFace(card, options).name),
    ],
    price: moneyLabel(offer.price, options),
    accepted: offer.accepted,
  };
}

/**
 * Whose step it is and what it is, in the option's language. In a deal every seat is named: a seat that passed may still play
 * a card from its hand, which the view does not show.
 */
export function turnSummary(view: KkkView, options?: LocaleOption): TurnSummary {
  const say = speak(options);
  const deal = view.deal;
  if (view.phase === "over") return { seats: [], step: say("step.over") };
  if (view.window) return { seats: [view.window.next], step: say("step.window") };
  switch (view.phase) {
    case "marker":
      return { seats: [(view.turn + view.players - 1) % view.players], step: say("step.marker") };
    case "turn":
      return { seats: [view.turn], step: say(view.rolled ? "step.turn.rolled" : "step.turn") };
    case "handLimit":
      // Hand sizes are public, so the seat that discards follows from the view as from the state.
      return {
        seats: [overLimitSeat(view as unknown as KkkState)],
        step: say("step.hand-limit", { limit: HAND_LIMIT }),
      };
    default: {
      if (!deal) return { seats: [], step: say("step.negotiation") };
      if (deal.picking) return { seats: [deal.boss], step: say("step.picking") };
      return {
        seats: Array.from({ length: view.players }, (_, seat) => seat),
        step: say("step.deal", { count: deal.count, limit: view.options.negotiationLimit }),
      };
    }
  }
}
