/// <reference lib="dom" />
/**
 * The Tiefe Taschen table: the president and the treasury, the distribution on the table with
 * each seat's running total, every seat's money, action card, investigator and bribes, the vote,
 * and the viewer's own money along the bottom.
 */
import { type Seat, seatName, TiefeTaschen } from "backroom";
import { h } from "../dom.js";
import { currentLocale, engineWords, type Message, t } from "../i18n/message.js";
import { area, badge, card, fact, pile, seatCues } from "../parts.js";
import { explained } from "../term-explainer.js";
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

/** The engine's words in the current language. */
const here = () => ({ locale: currentLocale() });
const money = (mio: number): Message => engineWords(moneyLabel(mio, here()));
const demand = (d: Parameters<typeof demandName>[0]): Message => engineWords(demandName(d, here()));
const token = (k: Parameters<typeof tokenName>[0]): Message => engineWords(tokenName(k, here()));
const seatWord = (s: Seat): Message => engineWords(seatName(s, here()));
const moneyFace = (c: Parameters<typeof moneyCardFace>[0], edition: Parameters<typeof moneyCardFace>[1]) =>
  moneyCardFace(c, edition, here());
const actionFace = (c: TiefeTaschen.ActionCard | null) => actionCardFace(c, here());

/** The last vote among the view's events, in words. */
function lastVote(view: View): Message | undefined {
  const vote = view.events.find((event) => event.type === "vote");
  return vote?.type === "vote"
    ? t("tt.vote", { agree: vote.agree, reject: vote.reject, accepted: vote.accepted ? "yes" : "no" })
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
      seatRoles(view, seat, here()).map((role, i) =>
        explained(`mark.${seatRoles(view, seat)[i]}`, badge(engineWords(role), seatRoles(view, seat)[i])),
      ),
      view.phase === "final-choice" && view.finalChosen[seat]
        ? explained("mark.final-choice", badge(t("tt.finalMade")))
        : undefined,
    ),
    own
      ? explained(
          "zone.money",
          fact(
            t("tt.money"),
            t("tt.ownMoney", { money: money(moneyTotal(stack, edition)), count: stack.length }),
          ),
        )
      : h(
          "div",
          { class: "row" },
          pile(t("tt.money"), stack.length, ["money", seat], undefined, "zone.money"),
          known.length > 0 &&
            explained(
              "zone.known",
              fact(
                t("tt.known"),
                t("tt.knownCards", {
                  cards: known.map((c) => moneyFace(c, edition).name).join(", "),
                  money: money(moneyTotal(known, edition)),
                }),
              ),
            ),
        ),
    share > 0 && fact(t("tt.gets"), money(share)),
    h(
      "div",
      { class: "row" },
      view.hasCard[seat]
        ? card(actionFace(view.chosen[seat] ?? null), ["chosen", seat], t("tt.actionCard"))
        : revealed
          ? card(actionFace(revealed), undefined, t("tt.turnedUp"))
          : h("span", { class: "empty" }, t("tt.noActionCard")),
      target !== null &&
        target !== undefined &&
        explained(
          "token.investigator",
          badge(t("tt.investigatorBefore", { seat: seatWord(target) }), "investigator"),
        ),
    ),
    h(
      "div",
      { class: "bribes" },
      (view.bribes[seat] ?? []).map((bribe, index) => {
        if (!bribe) return undefined;
        return h(
          "div",
          { class: "bribe" },
          // Index 0 is the agree token, 1 the reject token.
          explained(
            index === 0 ? "token.agree" : "token.reject",
            card(
              { name: t("tt.bribeDemand", { demand: demand(bribe.demand) }), kind: "token", hidden: false },
              undefined,
              t("tt.onSeat", { seat: seatWord(bribe.target) }),
            ),
          ),
          card(
            moneyFace(bribe.card, edition),
            ["bribes", seat, index, "card"],
            bribe.faceUp ? t("tt.faceUp") : t("tt.faceDown"),
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
        .sort((a, b) => (moneyFace(a[0], edition).value ?? 0) - (moneyFace(b[0], edition).value ?? 0))
    : [];
  return h(
    "div",
    { class: "board tiefe-taschen" },
    h(
      "div",
      { class: "table-top" },
      explained(
        "mark.period",
        area(
          t("tt.period", { period: view.period }),
          "centre",
          fact(t("tt.president"), table.seatName(view.president)),
          h(
            "div",
            { class: "row" },
            pile(t("tt.treasury"), view.treasuryCount, undefined, undefined, "zone.treasury"),
            view.bankruptcyShown.length > 0 &&
              card(moneyFace(view.bankruptcyShown[0] ?? null, edition), ["bankruptcyShown", 0]),
          ),
          view.phase === "negotiate" &&
            explained(
              "mark.changes",
              fact(t("tt.changes"), t("tt.ofLimit", { count: view.changes, limit: view.limit })),
            ),
          view.orderTurn !== null &&
            explained("mark.in-turn", fact(t("tt.inTurn"), table.seatName(view.orderTurn))),
          view.pending &&
            explained(
              "mark.pending",
              fact(
                t("tt.pending"),
                t("tt.pendingText", {
                  player: table.seatName(view.pending.player),
                  seat: seatWord(view.pending.target),
                  demand: demand(view.pending.demand),
                  token: token(view.pending.token),
                }),
              ),
            ),
          vote && fact(t("tt.voteLabel"), vote),
        ),
      ),
      explained(
        "zone.pool",
        area(
          t("tt.distribution", { money: money(moneyTotal(view.pool, edition)) }),
          "distribution",
          view.pool.length === 0
            ? h("p", { class: "empty" }, t("tt.noMoney"))
            : h(
                "div",
                { class: "cards" },
                view.pool.map((c, i) => {
                  const to = view.assignedTo[i];
                  return card(
                    moneyFace(c, edition),
                    ["pool", i],
                    to === null || to === undefined
                      ? t("tt.notGiven")
                      : t("tt.toSeat", { seat: seatWord(to) }),
                  );
                }),
              ),
          view.pool.length > 0 &&
            h(
              "p",
              { class: "totals" },
              totals.perSeat
                .map((mio, seat) =>
                  mio > 0 ? t("tt.seatGets", { seat: seatWord(seat), money: money(mio) }) : "",
                )
                .filter(Boolean)
                .join(" · ") || t("tt.nothingGiven"),
              totals.unassigned > 0 ? t("tt.stillToGive", { money: money(totals.unassigned) }) : "",
            ),
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
      explained(
        "zone.money",
        area(
          t("tt.yourMoney", { money: money(moneyTotal(own, edition)) }),
          "hand",
          h(
            "div",
            { class: "cards" },
            sorted.map(([c, i]) => card(moneyFace(c, edition), ["money", view.viewer as Seat, i])),
          ),
        ),
      ),
  );
}

function choice(action: Action, view: View): ChoiceStep[] {
  const edition = view.options.edition;
  switch (action.type) {
    case "assign":
      return [
        t("tt.c.give"),
        moneyFace(action.card, edition),
        action.to === action.player ? t("tt.c.keep") : t("tt.toSeat", { seat: seatWord(action.to) }),
      ];
    case "unassign":
      return [t("tt.c.takeBack"), moneyFace(action.card, edition)];
    case "confirmDistribution":
      return [t("tt.c.confirm")];
    case "chooseCard":
      return [view.phase === "final-choice" ? t("tt.c.final") : t("tt.c.choose"), actionFace(action.card)];
    case "placeInvestigator":
      return [t("tt.c.investigator"), t("tt.c.before", { seat: seatWord(action.target) })];
    case "withdrawInvestigator":
      return [t("tt.c.investigator"), t("tt.c.takeItBack")];
    case "bribe":
      return [
        t("tt.c.bribe"),
        seatWord(action.target),
        t("tt.c.demanding", { demand: demand(action.demand) }),
        action.faceUp ? t("tt.c.cardFaceUp") : t("tt.c.cardFaceDown"),
      ];
    case "bribeMoney":
      return [
        t("tt.c.pay"),
        { name: money(action.value), kind: "money", hidden: false, value: action.value },
      ];
    case "moveBribe":
      return [
        t("tt.c.move"),
        token(action.token),
        t("tt.toSeat", { seat: seatWord(action.target) }),
        t("tt.c.demanding", { demand: demand(action.demand) }),
      ];
    case "withdrawBribe":
      return [t("tt.c.withdraw"), token(action.token)];
    case "revealBribe":
      return [
        t("tt.c.reveal"),
        t("tt.c.tokenOf", { seat: seatWord(action.briber), token: token(action.token) }),
      ];
    case "done":
      return [t("tt.c.done")];
    case "pass":
      return [t("tt.c.pass")];
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
