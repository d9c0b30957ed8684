/// <reference lib="dom" />
/**
 * The Tiefe Taschen table: the president and the treasury, the distribution on the table with
 * each seat's running total, every seat's money, action card, investigator and bribes, the vote,
 * and the viewer's own money along the bottom.
 */
import { type Seat, TiefeTaschen } from "backroom";
import { h } from "../dom.js";
import { currentLocale } from "../i18n/message.js";
import { area, badge, card, fact, pile, seatCues } from "../parts.js";
import type { Board, ChoiceStep, TableContext } from "./board.js";

type View = TiefeTaschen.TiefeTaschenView;
type Action = TiefeTaschen.TiefeTaschenAction;
const {
  actionCardFace,
  demandName,
  describeEvent,
  distributionTotals,
  moneyCardFace,
  moneyLabel,
  moneyTotal,
  seatRoles,
  tokenName,
  turnSummary,
} = TiefeTaschen;

/** The last vote among the view's events, in words. */
function lastVote(view: View): string | undefined {
  const vote = view.events.find((event) => event.type === "vote");
  return vote?.type === "vote"
    ? `${vote.agree} Agree, ${vote.reject} Reject: the distribution is ${vote.accepted ? "accepted" : "rejected"}`
    : undefined;
}

/** Action cards turned up by the last action (the vote), per seat. */
function revealedCards(view: View): Map<Seat, TiefeTaschen.ActionCard> {
  const cards = new Map<Seat, TiefeTaschen.ActionCard>();
  for (const event of view.events) if (event.type === "card-revealed") cards.set(event.player, event.card);
  return cards;
}

function seatPanel(view: View, seat: Seat, table: TableContext, share: number): HTMLElement {
  const edition = view.options.edition;
  const stack = view.money[seat] ?? [];
  const own = seat === view.viewer;
  const known = view.knownMoney[seat] ?? [];
  const target = view.investigator[seat];
  const revealed = revealedCards(view).get(seat);
  return h(
    "section",
    {
      class: `seat${own ? " own" : ""}${seatCues(seat, table).className}${view.active[seat] ? "" : " out"}`,
      "aria-label": table.seatName(seat),
    },
    h(
      "h3",
      {},
      table.seatName(seat),
      seatCues(seat, table).marks,
      seatRoles(view, seat).map((role) => badge(role, role)),
      view.phase === "final-choice" && view.finalChosen[seat] ? badge("final choice made") : undefined,
    ),
    own
      ? fact("Money", `${moneyLabel(moneyTotal(stack, edition))} in ${stack.length} cards (below)`)
      : h(
          "div",
          { class: "row" },
          pile("Money", stack.length, ["money", seat]),
          known.length > 0 &&
            fact(
              "Known",
              `${known.map((c) => moneyCardFace(c, edition).name).join(", ")} (${moneyLabel(moneyTotal(known, edition))})`,
            ),
        ),
    share > 0 && fact("Gets from the distribution", moneyLabel(share)),
    h(
      "div",
      { class: "row" },
      view.hasCard[seat]
        ? card(actionCardFace(view.chosen[seat] ?? null), ["chosen", seat], "action card")
        : revealed
          ? card(actionCardFace(revealed), undefined, "turned up")
          : h("span", { class: "empty" }, "no action card"),
      target !== null && target !== undefined && badge(`Investigator before Seat ${target}`, "investigator"),
    ),
    h(
      "div",
      { class: "bribes" },
      (view.bribes[seat] ?? []).map((bribe, index) => {
        if (!bribe) return undefined;
        return h(
          "div",
          { class: "bribe" },
          card(
            { name: `Bribe: ${demandName(bribe.demand)}`, kind: "token", hidden: false },
            undefined,
            `on Seat ${bribe.target}`,
          ),
          card(
            moneyCardFace(bribe.card, edition),
            ["bribes", seat, index, "card"],
            bribe.faceUp ? "face up" : "face down",
          ),
        );
      }),
    ),
  );
}

function draw(view: View, table: TableContext): HTMLElement {
  const edition = view.options.edition;
  const totals = distributionTotals(view);
  const vote = lastVote(view);
  const own = view.viewer === null ? undefined : (view.money[view.viewer] ?? []);
  const sorted = own
    ? own
        .map((c, i) => [c, i] as const)
        .sort((a, b) => (moneyCardFace(a[0], edition).value ?? 0) - (moneyCardFace(b[0], edition).value ?? 0))
    : [];
  return h(
    "div",
    { class: "board tiefe-taschen" },
    h(
      "div",
      { class: "table-top" },
      area(
        `Period ${view.period}`,
        "centre",
        fact("President", table.seatName(view.president)),
        h(
          "div",
          { class: "row" },
          pile("Treasury", view.treasuryCount),
          view.bankruptcyShown.length > 0 &&
            card(moneyCardFace(view.bankruptcyShown[0] ?? null, edition), ["bankruptcyShown", 0]),
        ),
        view.phase === "negotiate" && fact("Changes", `${view.changes} of ${view.limit}`),
        view.orderTurn !== null && fact("In turn", table.seatName(view.orderTurn)),
        view.pending &&
          fact(
            "Bribe on its way",
            `${table.seatName(view.pending.player)} to Seat ${view.pending.target}, demanding ${demandName(view.pending.demand)} (${tokenName(view.pending.token)})`,
          ),
        vote && fact("Vote", vote),
      ),
      area(
        `Distribution: ${moneyLabel(moneyTotal(view.pool, edition))}`,
        "distribution",
        view.pool.length === 0
          ? h("p", { class: "empty" }, "No money on the table.")
          : h(
              "div",
              { class: "cards" },
              view.pool.map((c, i) => {
                const to = view.assignedTo[i];
                return card(
                  moneyCardFace(c, edition),
                  ["pool", i],
                  to === null || to === undefined ? "not given yet" : `to Seat ${to}`,
                );
              }),
            ),
        view.pool.length > 0 &&
          h(
            "p",
            { class: "totals" },
            totals.perSeat
              .map((mio, seat) => (mio > 0 ? `Seat ${seat}: ${moneyLabel(mio)}` : ""))
              .filter(Boolean)
              .join(" · ") || "Nothing given yet",
            totals.unassigned > 0 ? ` · still to give: ${moneyLabel(totals.unassigned)}` : "",
          ),
      ),
    ),
    h(
      "div",
      { class: "seats" },
      Array.from({ length: view.players }, (_, seat) =>
        seatPanel(view, seat, table, totals.perSeat[seat] ?? 0),
      ),
    ),
    own &&
      area(
        `Your money: ${moneyLabel(moneyTotal(own, edition))}`,
        "hand",
        h(
          "div",
          { class: "cards" },
          sorted.map(([c, i]) => card(moneyCardFace(c, edition), ["money", view.viewer as Seat, i])),
        ),
      ),
  );
}

function choice(action: Action, view: View): ChoiceStep[] {
  const edition = view.options.edition;
  switch (action.type) {
    case "assign":
      return [
        "Give money",
        moneyCardFace(action.card, edition),
        action.to === action.player ? "keep it" : `to Seat ${action.to}`,
      ];
    case "unassign":
      return ["Take back money", moneyCardFace(action.card, edition)];
    case "confirmDistribution":
      return ["Confirm the distribution"];
    case "chooseCard":
      return [
        view.phase === "final-choice" ? "Final action card" : "Choose action card",
        actionCardFace(action.card),
      ];
    case "placeInvestigator":
      return ["Investigator", `before Seat ${action.target}`];
    case "withdrawInvestigator":
      return ["Investigator", "take it back"];
    case "bribe":
      return [
        "Bribe",
        `Seat ${action.target}`,
        `demanding ${demandName(action.demand)}`,
        action.faceUp ? "card face up" : "card face down",
      ];
    case "bribeMoney":
      return [
        "Pay the bribe",
        { name: moneyLabel(action.value), kind: "money", hidden: false, value: action.value },
      ];
    case "moveBribe":
      return [
        "Move a bribe",
        tokenName(action.token),
        `to Seat ${action.target}`,
        `demanding ${demandName(action.demand)}`,
      ];
    case "withdrawBribe":
      return ["Withdraw a bribe", tokenName(action.token)];
    case "revealBribe":
      return ["Turn up a bribe", `Seat ${action.briber}'s ${tokenName(action.token)}`];
    case "done":
      return ["Done negotiating"];
    case "pass":
      return ["Pass"];
  }
}

/** The Tiefe Taschen board. */
export const tiefeTaschenBoard: Board<View, Action> = {
  draw,
  turn: (view) => turnSummary(view, { locale: currentLocale() }),
  event: (event, view) =>
    describeEvent(event as TiefeTaschen.TiefeTaschenEventView, view.options.edition, {
      locale: currentLocale(),
    }),
  choice,
};
