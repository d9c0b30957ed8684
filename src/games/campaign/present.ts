/**
 * Campaign for a frontend: parties, special interest groups and president cards as faces, money
 * and whose step it is, in the game's words, all read from a view.
 */
import {
  CARD_BACK,
  type CardFace,
  type CardView,
  HIDDEN,
  type Seat,
  type TurnSummary,
} from "../../core/index.js";
import {
  type EconomicType,
  GROUPS,
  IDEOLOGIES,
  type Leaning,
  PRESIDENT_CARD_NAMES,
  PRESIDENT_CARDS,
} from "./data.js";
import type { CampaignView, GovernmentKind } from "./types.js";

/** Money in dollars ("$12"). */
export function moneyLabel(dollars: number): string {
  return `$${dollars}`;
}

/** A president card's face ("Sex scandal", or a back). */
export function presidentCardFace(card: CardView): CardFace {
  if (card === HIDDEN) return CARD_BACK;
  const kind = PRESIDENT_CARDS[card];
  return { name: kind ? PRESIDENT_CARD_NAMES[kind] : "unknown card", kind: "president", hidden: false };
}

const TYPE_NAMES: Readonly<Record<EconomicType, string>> = {
  BB: "big business",
  B: "business",
  W: "workers",
  MM: "mass movement",
};

const LEANING_NAMES: Readonly<Record<Leaning, string>> = { L: "left", R: "right", C: "centre" };

/** A special interest group's card: its name and printed numbers in words. */
export function groupFace(group: CardView): CardFace & { details: string } {
  if (group === HIDDEN) return { ...CARD_BACK, details: "" };
  const card = GROUPS[group];
  if (!card) return { name: "unknown group", kind: "group", hidden: false, details: "" };
  const tags = [card.type && TYPE_NAMES[card.type], card.leaning && LEANING_NAMES[card.leaning]]
    .filter((tag) => tag)
    .join(", ");
  return {
    name: card.name,
    kind: "group",
    hidden: false,
    value: card.influence,
    details: `${moneyLabel(card.contributions)} a turn, influence ${card.influence}, cooperation ${card.cooperativeness}${tags ? `, ${tags}` : ""}`,
  };
}

/** The name of a seat's party ("Greens"), or "no party yet". */
export function partyName(view: CampaignView, seat: Seat): string {
  const ideology = view.ideology[seat];
  return ideology ? IDEOLOGIES[ideology].name : "no party yet";
}

const KIND_NAMES: Readonly<Record<GovernmentKind, string>> = {
  c: "coalition",
  m: "minority",
  M: "majority",
};

/** A kind of government in words ("coalition"). */
export function governmentKindName(kind: GovernmentKind): string {
  return KIND_NAMES[kind];
}

/** The seat the view waits for and what for (a short phrase); no seat once the game is over. */
export function turnSummary(view: CampaignView): TurnSummary {
  if (view.phase === "auction" && view.auction)
    return { seats: [view.auction.bidder], step: "bid for roll tokens" };
  if (view.phase === "formation" && view.formation) {
    const proposal = view.formation.proposal;
    return proposal
      ? { seats: [proposal.answerer], step: "answer the proposal" }
      : { seats: [view.formation.turn], step: "take a formation turn" };
  }
  const turn = view.turn;
  if (view.phase !== "turn" || !turn) return { seats: [], step: "game over" };
  if (turn.pardon) return { seats: [turn.pardon.seat], step: "play the Pardon or accept the loss" };
  const attempt = turn.attempt;
  if (attempt) {
    switch (attempt.step) {
      case "deal":
        return { seats: [turn.active], step: "make a backroom deal or not" };
      case "stake":
        return { seats: [turn.active], step: "stake on the attempt" };
      case "interfere":
        return { seats: [attempt.interferer], step: "interfere" };
      case "veto":
        return { seats: [attempt.interferer], step: "veto or allow" };
    }
  }
  if (turn.seatLoss) return { seats: [turn.seatLoss.lowerer], step: "lower the threshold or not" };
  return {
    seats: [turn.active],
    step: turn.stage === "capture" ? "capture a group or skip" : "attempt a floor crossing or skip",
  };
}
