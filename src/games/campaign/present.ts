/**
 * Campaign for a frontend: parties, special interest groups and president cards as faces, money
 * and whose step it is, in the game's words, all read from a view.
 */
import {
  type CardFace,
  type CardView,
  cardBack,
  HIDDEN,
  type LocaleOption,
  type Seat,
  type TurnSummary,
} from "../../core/index.js";
import { type EconomicType, GROUPS, type Leaning, PRESIDENT_CARDS } from "./data.js";
import { GROUP_KEYS, PARTY_KEYS, PRESIDENT_KEYS, speak } from "./messages.js";
import type { CampaignView, GovernmentKind } from "./types.js";

/** Money in dollars ("$12"), in the option's language. */
export function moneyLabel(dollars: number, options?: LocaleOption): string {
  return speak(options)("money", { amount: dollars });
}

/** A president card's face ("Sex scandal", or a back), in the option's language. */
export function presidentCardFace(card: CardView, options?: LocaleOption): CardFace {
  if (card === HIDDEN) return cardBack(options);
  const kind = PRESIDENT_CARDS[card];
  const say = speak(options);
  return { name: kind ? say(PRESIDENT_KEYS[kind]) : say("card.unknown"), kind: "president", hidden: false };
}

/** A group's printed name ("Big Finance") in the option's language, or "group n" for an unknown id. */
export function groupName(group: number, options?: LocaleOption): string {
  const key = GROUP_KEYS[group];
  return key === undefined ? speak(options)("group.other", { id: group }) : speak(options)(key);
}

const TYPE_KEYS = {
  BB: "type.BB",
  B: "type.B",
  W: "type.W",
  MM: "type.MM",
} as const satisfies Record<EconomicType, string>;

const LEANING_KEYS = { L: "leaning.L", R: "leaning.R", C: "leaning.C" } as const satisfies Record<
  Leaning,
  string
>;

/** A special interest group's card: its name and printed numbers in words (in the option's language). */
export function groupFace(group: CardView, options?: LocaleOption): CardFace & { details: string } {
  if (group === HIDDEN) return { ...cardBack(options), details: "" };
  const say = speak(options);
  const card = GROUPS[group];
  if (!card) return { name: say("group.unknown"), kind: "group", hidden: false, details: "" };
  const tags = [card.type && say(TYPE_KEYS[card.type]), card.leaning && say(LEANING_KEYS[card.leaning])]
    .filter((tag) => tag)
    .join(", ");
  const numbers = {
    money: moneyLabel(card.contributions, options),
    influence: card.influence,
    cooperation: card.cooperativeness,
  };
  return {
    name: groupName(group, options),
    kind: "group",
    hidden: false,
    value: card.influence,
    details: tags ? say("group.details.tags", { ...numbers, tags }) : say("group.details", numbers),
  };
}

/** The name of a seat's party ("Greens"), or "no party yet", in the option's language. */
export function partyName(view: CampaignView, seat: Seat, options?: LocaleOption): string {
  const ideology = view.ideology[seat];
  return speak(options)(ideology ? PARTY_KEYS[ideology] : "party.none");
}

const KIND_KEYS = {
  c: "government.c",
  m: "government.m",
  M: "government.M",
} as const satisfies Record<GovernmentKind, string>;

/** A kind of government in words ("coalition"), in the option's language. */
export function governmentKindName(kind: GovernmentKind, options?: LocaleOption): string {
  return speak(options)(KIND_KEYS[kind]);
}

/** The seat the view waits for and what for (a short phrase in the option's language); no seat once the game is over. */
export function turnSummary(view: CampaignView, options?: LocaleOption): TurnSummary {
  const say = speak(options);
  if (view.phase === "auction" && view.auction)
    return { seats: [view.auction.bidder], step: say("step.bid") };
  if (view.phase === "formation" && view.formation) {
    const proposal = view.formation.proposal;
    return proposal
      ? { seats: [proposal.answerer], step: say("step.answer") }
      : { seats: [view.formation.turn], step: say("step.formation") };
  }
  const turn = view.turn;
  if (view.phase !== "turn" || !turn) return { seats: [], step: say("step.over") };
  if (turn.pardon) return { seats: [turn.pardon.seat], step: say("step.pardon") };
  const attempt = turn.attempt;
  if (attempt) {
    switch (attempt.step) {
      case "deal":
        return { seats: [turn.active], step: say("step.deal") };
      case "stake":
        return { seats: [turn.active], step: say("step.stake") };
      case "interfere":
        return { seats: [attempt.interferer], step: say("step.interfere") };
      case "veto":
        return { seats: [attempt.interferer], step: say("step.veto") };
    }
  }
  if (turn.seatLoss) return { seats: [turn.seatLoss.lowerer], step: say("step.lower") };
  return { seats: [turn.active], step: say(turn.stage === "capture" ? "step.capture" : "step.cross") };
}
