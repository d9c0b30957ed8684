/// <reference lib="dom" />
/**
 * The Slush Fund table: the deck, the Time cards and the slush fund; the five politicians as
 * columns with their scandals and each seat's bribe pile (top card, size, totals when known);
 * the cards revealed or to be played this turn along the bottom.
 */
import { cardBack, type Seat, SlushFund, seatName } from "backroom";
import { h } from "../dom.js";
import { currentLocale, t } from "../i18n/message.js";
import { area, badge, card, cardRow, fact, pile, seatCues } from "../parts.js";
import { explained } from "../term-explainer.js";
import type { Board, ChoiceStep, TableContext } from "./board.js";

type View = SlushFund.SlushFundView;
type Action = SlushFund.SlushFundAction;
const {
  bribePile,
  cardFace,
  catalogOf,
  describeEvent,
  moneyLabel,
  politicianName,
  politicianValue,
  POLITICIANS,
  turnSummary,
} = SlushFund;

/** A politician's name in the current language. */
const pname = (politician: number) => politicianName(politician, { locale: currentLocale() });

function pileCell(view: View, politician: number, seat: Seat, table: TableContext): HTMLElement {
  const label = bribePile(view, politician, seat, { locale: currentLocale() });
  const whole = label.totals;
  return h(
    "div",
    {
      class: `bribe-pile${seat === view.viewer ? " own" : ""}${seatCues(seat, table).className}`,
      "aria-label": t("sf.pileOf", { seat: table.seatName(seat), politician: pname(politician) }),
    },
    explained(
      "zone.pile",
      h("div", { class: "pile-owner" }, table.seatName(seat), seatCues(seat, table).marks),
    ),
    label.count === 0
      ? h("span", { class: "empty" }, t("sf.noBribe"))
      : whole
        ? h(
            "div",
            {},
            cardRow(label.cards, ["piles", politician, seat, "cards"]),
            h(
              "div",
              { class: "totals" },
              t("sf.totals", { money: moneyLabel(whole.money, { locale: currentLocale() }), vp: whole.vp }),
            ),
          )
        : h(
            "div",
            { class: "row" },
            card(label.top ?? cardBack({ locale: currentLocale() }), [
              "piles",
              politician,
              seat,
              "cards",
              label.count - 1,
            ]),
            h("span", { class: "pile-size" }, t("sf.pileSize", { count: label.count })),
          ),
    label.seenBy.length > 0 &&
      explained(
        "mark.seen-by",
        badge(
          t("sf.seenBy", {
            seats: label.seenBy.map((s) => seatName(s, { locale: currentLocale() })).join(", "),
          }),
          "spied",
        ),
      ),
  );
}

function politicianColumn(view: View, politician: number, table: TableContext): HTMLElement {
  const scandals = view.scandals[politician]?.length ?? 0;
  const fallen = view.fallen[politician];
  return h(
    "section",
    { class: `politician${fallen ? " fallen" : ""}`, "aria-label": pname(politician) },
    explained("zone.politician", h("h3", {}, pname(politician))),
    h(
      "div",
      { class: "politician-facts" },
      fallen
        ? explained("mark.fallen", badge(t("sf.fallen"), "out"))
        : badge(t("sf.vp", { vp: politicianValue(view, politician) }), "vp"),
      badge(t("sf.scandals", { count: scandals }), scandals > 0 ? "scandal" : ""),
    ),
    // A fallen politician keeps its lost piles, as hidden as they were when it fell.
    Array.from({ length: view.players }, (_, seat) => pileCell(view, politician, seat, table)),
  );
}

function draw(view: View, table: TableContext): HTMLElement {
  const catalog = catalogOf(view.options.deck);
  const face = (c: number | null) => cardFace(c, catalog, { locale: currentLocale() });
  const active = view.turn === view.viewer;
  return h(
    "div",
    { class: "board slush-fund" },
    h(
      "div",
      { class: "table-top" },
      area(
        t("play.table"),
        "centre",
        h(
          "div",
          { class: "row" },
          pile(t("sf.deck"), view.deckSize, undefined, undefined, "zone.deck"),
          pile(
            t("sf.time", { end: view.options.timeCardsToEnd }),
            view.timeCards.length,
            undefined,
            view.timeCards.length > 0 ? face(view.timeCards[0] ?? null) : undefined,
            "zone.time",
          ),
          pile(
            t("sf.removed"),
            view.removed.length,
            undefined,
            view.removed.length > 0 ? face(view.removed[view.removed.length - 1] ?? null) : undefined,
            "zone.removed",
          ),
        ),
        // After the end nobody's turn is shown.
        view.phase !== "over" && fact(t("sf.turn"), table.seatName(view.turn)),
        view.target &&
          fact(
            t("sf.thiefLooks"),
            t("sf.pileAt", {
              seat: seatName(view.target.victim, { locale: currentLocale() }),
              politician: pname(view.target.politician),
            }),
          ),
      ),
      explained(
        "zone.fund",
        area(
          t("sf.fund", { count: view.fund.length }),
          "fund",
          cardRow(view.fund.map(face), ["fund"], t("sf.fundEmpty")),
        ),
      ),
    ),
    h(
      "div",
      { class: "politicians" },
      POLITICIANS.map((_, politician) => politicianColumn(view, politician, table)),
    ),
    view.phase !== "over" &&
      (view.revealed.length > 0 || view.hand.length > 0) &&
      area(
        active ? t("sf.yourCards") : t("sf.theirCards", { seat: table.seatName(view.turn) }),
        "hand",
        view.revealed.length > 0 &&
          explained("zone.revealed", fact(t("sf.revealed"), cardRow(view.revealed.map(face), ["revealed"]))),
        view.hand.length > 0 &&
          explained("zone.hand", fact(t("sf.toPlay"), cardRow(view.hand.map(face), ["hand"]))),
      ),
  );
}

function choice(action: Action, view: View): ChoiceStep[] {
  const catalog = catalogOf(view.options.deck);
  const face = (c: number) => cardFace(c, catalog, { locale: currentLocale() });
  const at = (p: number) => t("sf.at", { politician: pname(p) });
  const pileOf = (victim: Seat) =>
    t("sf.pileOfSeat", { seat: seatName(victim, { locale: currentLocale() }) });
  const from = (p: number) => t("sf.from", { politician: pname(p) });
  const to = (p: number) => t("sf.to", { politician: pname(p) });
  switch (action.type) {
    case "draw":
      return [t("sf.c.draw")];
    case "take":
      return [t("sf.c.take"), face(action.card)];
    case "stash":
      return [t("sf.c.stash"), face(action.card)];
    case "discard":
      return [t("sf.c.discard"), face(action.card)];
    case "bribe":
      return [t("sf.c.bribe"), face(action.card), at(action.politician)];
    case "scandal":
      return [t("sf.c.scandal"), t("sf.on", { politician: pname(action.politician) })];
    case "thief":
      return [t("sf.c.thief"), at(action.politician), pileOf(action.victim)];
    case "steal":
      return [t("sf.c.steal"), face(action.card)];
    case "spy":
      return [t("sf.c.spy")];
    case "move-scandal":
      return [t("sf.c.moveScandal"), from(action.from), to(action.to)];
    case "peek":
      return [t("sf.c.peek"), at(action.politician), pileOf(action.victim)];
    case "transfer": {
      const source = view.piles.findIndex((row) => row[action.player]?.cards.includes(action.moved));
      return [t("sf.c.transfer"), face(action.moved), from(source), to(action.to)];
    }
  }
}

/** The Slush Fund board. */
export const slushFundBoard: Board<View, Action> = {
  draw,
  turn: (view) => turnSummary(view, { locale: currentLocale() }),
  event: (event, view) =>
    describeEvent(event as SlushFund.SlushFundEvent, catalogOf(view.options.deck), {
      locale: currentLocale(),
    }),
  choice,
};
