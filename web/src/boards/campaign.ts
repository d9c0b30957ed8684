/// <reference lib="dom" />
/**
 * The Campaign table: the parliament (each party's seats, the middle, the majority), the parties
 * with their treasuries, groups and president cards, the government, the face-up groups and the
 * decks, and the auction, formation or turn in progress.
 */
import { Campaign, type Seat } from "backroom";
import { h } from "../dom.js";
import { currentLocale } from "../i18n/message.js";
import { area, badge, card, cardRow, fact, pile, seatCues } from "../parts.js";
import type { Board, ChoiceStep, TableContext } from "./board.js";

type View = Campaign.CampaignView;
type Action = Campaign.CampaignAction;
const {
  describeEvent,
  governmentKindName,
  groupFace,
  groupName,
  MAJORITY,
  moneyLabel,
  partyName,
  presidentCardFace,
  ROLL_TOKENS,
  turnSummary,
} = Campaign;

/** A group card with its printed numbers under the name. */
function groupCard(group: number | null, path?: (string | number)[]): HTMLElement {
  const face = groupFace(group);
  return card(face, path, face.details || undefined);
}

function parliament(view: View, table: TableContext): HTMLElement {
  const rows = view.seats.map((count, seat) => [table.seatName(seat), count] as const);
  return area(
    `Parliament: majority at ${MAJORITY} seats`,
    "parliament",
    h(
      "ul",
      { class: "bars" },
      [...rows, ["In the middle", view.middle] as const].map(([name, count]) =>
        h(
          "li",
          {},
          h("span", { class: "bar-name" }, name),
          h("span", { class: "seat-bar", style: `width: ${Math.min(100, count * 8)}%` }),
          h("span", { class: "bar-count" }, `${count} seat${count === 1 ? "" : "s"}`),
        ),
      ),
    ),
  );
}

function partyPanel(view: View, seat: Seat, table: TableContext): HTMLElement {
  const government = view.government;
  const sequence = view.sequences[seat] ?? [];
  const kept = view.hands[seat] ?? [];
  return h(
    "section",
    {
      class: `seat${seat === view.viewer ? " own" : ""}${seatCues(seat, table).className}`,
      "aria-label": table.seatName(seat),
    },
    h(
      "h3",
      {},
      `${table.seatName(seat)}: ${partyName(view, seat)}`,
      seatCues(seat, table).marks,
      government?.president === seat && badge("president", "president"),
      government?.members.includes(seat) && badge("in government", "yes"),
      view.leader === seat && badge("leader"),
    ),
    fact("Seats", String(view.seats[seat] ?? 0)),
    fact("Treasury", moneyLabel(view.treasury[seat] ?? 0)),
    sequence.length > 0 && fact("Governments", sequence.map(governmentKindName).join(", ")),
    (view.spoiled[seat] ?? 0) !== 0 && fact("Spoiled ballots", String(view.spoiled[seat])),
    h(
      "div",
      { class: "cards" },
      (view.groups[seat] ?? []).map((group, i) => groupCard(group, ["groups", seat, i])),
    ),
    (view.active[seat] ?? []).length > 0 &&
      fact(
        "President cards in play",
        cardRow((view.active[seat] ?? []).map(presidentCardFace), ["active", seat]),
      ),
    kept.length > 0 &&
      (seat === view.viewer
        ? fact("Kept", cardRow(kept.map(presidentCardFace), ["hands", seat]))
        : pile("Kept cards", kept.length, ["hands", seat])),
  );
}

function stage(view: View, table: TableContext): HTMLElement | undefined {
  const auction = view.auction;
  if (auction)
    return area(
      `Auction: ${auction.remaining} seat${auction.remaining === 1 ? "" : "s"} left`,
      "stage",
      fact("Bidding", table.seatName(auction.bidder)),
      h(
        "ul",
        { class: "tokens" },
        auction.tokens.map((holder, i) =>
          h(
            "li",
            {
              class: `token${holder === null ? "" : " taken"}`,
              "aria-label": `roll token ${ROLL_TOKENS[i]}: ${holder === null ? "free" : `Seat ${holder}`}`,
            },
            h("strong", {}, String(ROLL_TOKENS[i])),
            h("span", {}, holder === null ? "free" : `Seat ${holder}`),
          ),
        ),
      ),
    );
  const formation = view.formation;
  if (formation)
    return area(
      "Forming a government",
      "stage",
      fact("Actions", `${formation.actions} of ${view.options.formationLimit}`),
      formation.proposal &&
        fact(
          "Proposal",
          `${table.seatName(formation.proposal.proposer)} proposes ${formation.proposal.members.map((s) => `Seat ${s}`).join(", ")}; ${table.seatName(formation.proposal.answerer)} answers`,
        ),
    );
  const turn = view.turn;
  if (!turn) return undefined;
  const attempt = turn.attempt;
  return area(
    `Turn of ${table.seatName(turn.active)}`,
    "stage",
    attempt &&
      fact(
        attempt.kind === "capture" ? "Capturing" : "Floor crossing against",
        attempt.kind === "capture" ? groupName(attempt.group ?? -1) : `Seat ${attempt.defender}`,
      ),
    attempt && fact("Staked", moneyLabel(attempt.dollars)),
    attempt &&
      attempt.interference !== 0 &&
      fact("Interference", `${attempt.interference > 0 ? "+" : ""}${attempt.interference}`),
    attempt && attempt.committed.length > 0 && fact("Committed", attempt.committed.map(groupName).join(", ")),
    turn.seatLoss &&
      fact("Seat-loss roll", `threshold ${turn.seatLoss.threshold}, lowered by ${turn.seatLoss.lowered}`),
    turn.pardon && fact("Pardon", `${table.seatName(turn.pardon.seat)} may undo the loss`),
  );
}

function draw(view: View, table: TableContext): HTMLElement {
  const government = view.government;
  return h(
    "div",
    { class: "board campaign" },
    h(
      "div",
      { class: "table-top" },
      parliament(view, table),
      area(
        `Round ${view.round} of ${view.options.maxRounds}`,
        "centre",
        fact(
          "Government",
          government
            ? `${governmentKindName(government.kind)} of ${government.members.map((s) => `Seat ${s}`).join(", ")}`
            : "none",
        ),
        h(
          "div",
          { class: "row" },
          pile("Group deck", view.groupDeck.length),
          pile("President deck", view.presidentDeckSize),
          pile(
            "Discarded",
            view.presidentDiscard.length,
            undefined,
            view.presidentDiscard.length > 0
              ? presidentCardFace(view.presidentDiscard[view.presidentDiscard.length - 1] ?? null)
              : undefined,
          ),
        ),
      ),
      stage(view, table),
    ),
    area(
      "Face-up groups",
      "groups",
      h(
        "div",
        { class: "cards" },
        view.groupRow.map((group, i) => groupCard(group, ["groupRow", i])),
      ),
    ),
    h(
      "div",
      { class: "seats" },
      Array.from({ length: view.players }, (_, seat) => partyPanel(view, seat, table)),
    ),
  );
}

function choice(action: Action, view: View): ChoiceStep[] {
  switch (action.type) {
    case "bid":
      return action.count === 0
        ? ["Pass the bidding"]
        : ["Buy roll tokens", `${action.count} token${action.count === 1 ? "" : "s"}`];
    case "propose": {
      const seats = action.members.reduce((sum, member) => sum + (view.seats[member] ?? 0), 0);
      return ["Propose a coalition", `${action.members.map((s) => `Seat ${s}`).join(", ")} (${seats} seats)`];
    }
    case "answer":
      return ["Answer the proposal", action.accept ? "accept" : "decline"];
    case "release":
      return ["Release seats", `${action.count} seat${action.count === 1 ? "" : "s"}`];
    case "pass":
      return ["Pass the formation turn"];
    case "capture":
      return ["Capture a group", groupFace(action.group)];
    case "cross":
      return ["Floor crossing", `against Seat ${action.target}`];
    case "skip":
      return ["Skip"];
    case "pay-deal":
      return ["Backroom deal", "pay for it"];
    case "return-group":
      return ["Backroom deal", `return ${groupName(action.group)}`];
    case "no-deal":
      return ["No backroom deal"];
    case "spend":
      return ["Stake money", moneyLabel(action.amount)];
    case "commit":
      return ["Commit a group", groupFace(action.group)];
    case "interfere":
      return [
        "Interfere",
        action.against ? "against the attempt" : "for the attempt",
        moneyLabel(action.amount),
      ];
    case "lower":
      return ["Lower the threshold", moneyLabel(action.amount)];
    case "done":
      return ["Done"];
    case "veto":
      return ["Veto the attempt"];
    case "allow":
      return ["Allow the attempt"];
    case "pardon":
      return ["Play the Pardon"];
    case "accept-loss":
      return ["Accept the loss"];
  }
}

/** The Campaign board. */
export const campaignBoard: Board<View, Action> = {
  draw,
  turn: (view) => turnSummary(view, { locale: currentLocale() }),
  event: (event) => describeEvent(event as Campaign.CampaignEvent, { locale: currentLocale() }),
  choice,
};
