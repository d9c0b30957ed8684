/// <reference lib="dom" />
/**
 * The Kohle, Kie$ & Knete table: the board spaces with their requirements, dividends, deal tiles
 * and the dollar marker; the Investors and who holds them; the deal under negotiation with its
 * offers and their terms; every seat's money and hand size; the viewer's hand along the bottom.
 */
import { KohleKiesKnete, type Seat } from "backroom";
import { h } from "../dom.js";
import { currentLocale } from "../i18n/message.js";
import { area, badge, cardRow, fact, pile, seatCues } from "../parts.js";
import type { Board, ChoiceStep, TableContext } from "./board.js";

type View = KohleKiesKnete.KkkView;
type Action = KohleKiesKnete.KkkAction;
const { cardFace, describeEvent, familyName, moneyLabel, offerTerms, POOL, spaceRequirements, turnSummary } =
  KohleKiesKnete;

function spaceTile(view: View, space: number): HTMLElement {
  const rule = view.spaces[space];
  const { fixed, groups } = spaceRequirements(view, space);
  const tile = view.tiles[space] ?? 0;
  const marker = space === view.marker;
  const dealHere = view.deal?.space === space;
  return h(
    "li",
    { class: `space${marker ? " marker" : ""}${tile > 0 ? " closed" : ""}${dealHere ? " deal-here" : ""}` },
    h(
      "div",
      { class: "space-head" },
      h("strong", {}, `Space ${space}`),
      marker && badge("$ marker", "marker"),
    ),
    h(
      "div",
      { class: "needs" },
      fixed.map((family) => badge(family, "family")),
      groups.map((group) => badge(group, "group")),
    ),
    h(
      "div",
      { class: "space-foot" },
      `${rule?.dividends ?? 0} dividend${rule?.dividends === 1 ? "" : "s"}`,
      tile > 0 ? ` · deal ${tile} closed` : "",
    ),
  );
}

function dealArea(view: View, table: TableContext): HTMLElement | undefined {
  const deal = view.deal;
  if (!deal) return undefined;
  const travelling = deal.travel.flatMap((c, family) => (c >= 0 ? [`${familyName(family)} Investor`] : []));
  return area(
    `Deal at space ${deal.space}`,
    "deal",
    fact("Boss", table.seatName(deal.boss)),
    fact("Payout", moneyLabel(deal.payout)),
    fact("Changes", `${deal.count} of ${view.options.negotiationLimit}`),
    travelling.length > 0 && fact("Travelling", travelling.join(", ")),
    h(
      "ul",
      { class: "offers" },
      deal.offers.map((offer, seat) => {
        if (!offer) return undefined;
        const terms = offerTerms(offer);
        return h(
          "li",
          { class: `offer${offer.accepted ? " accepted" : ""}` },
          h("strong", {}, `${table.seatName(seat)} offers: `),
          terms.cards.length === 0 ? "nothing yet" : terms.cards.join(", "),
          ` for ${terms.price}`,
          offer.accepted && badge("accepted", "yes"),
        );
      }),
      deal.offers.every((offer) => !offer) && h("li", { class: "empty" }, "No offer yet."),
    ),
    deal.picking &&
      fact(
        "The Boss uses",
        [
          ...deal.picking.investors.map((f) => `${familyName(f)} Investor`),
          ...deal.picking.clans.map((c) => cardFace(c).name),
        ].join(", ") || "nothing yet",
      ),
  );
}

function seatPanel(view: View, seat: Seat, table: TableContext): HTMLElement {
  const hand = view.hands[seat] ?? [];
  const investors = view.owner.flatMap((owner, family) => (owner === seat ? [familyName(family)] : []));
  const laid = view.deal?.table[seat] ?? [];
  return h(
    "section",
    {
      class: `seat${seat === view.viewer ? " own" : ""}${seatCues(seat, table).className}`,
      "aria-label": table.seatName(seat),
    },
    h(
      "h3",
      {},
      table.seatName(seat),
      seatCues(seat, table).marks,
      view.deal?.boss === seat && badge("Boss", "president"),
      view.deal?.passed[seat] && badge("passed"),
    ),
    fact("Money", moneyLabel(view.money[seat] ?? 0)),
    seat === view.viewer
      ? fact("Hand", `${hand.length} card${hand.length === 1 ? "" : "s"} (below)`)
      : h("div", { class: "row" }, pile("Hand", hand.length, ["hands", seat])),
    fact("Investors", investors.length === 0 ? "none" : investors.join(", ")),
    laid.length > 0 && fact("On the table", cardRow(laid.map(cardFace), ["deal", "table", seat])),
  );
}

function draw(view: View, table: TableContext): HTMLElement {
  const next = view.options.tileValues[view.tilesPlaced];
  const top = view.discard[view.discard.length - 1];
  const pool = view.owner.flatMap((owner, family) => (owner === POOL ? [familyName(family)] : []));
  const own = view.viewer === null ? undefined : view.hands[view.viewer];
  const window = view.window;
  return h(
    "div",
    { class: "board kohle-kies-knete" },
    area(
      "The board",
      "spaces",
      h(
        "ol",
        { class: "space-list", start: 0 },
        view.spaces.map((_, space) => spaceTile(view, space)),
      ),
    ),
    h(
      "div",
      { class: "table-top" },
      area(
        "The bank",
        "centre",
        h(
          "div",
          { class: "row" },
          pile("Deck", view.deckSize),
          pile("Discard pile", view.discard.length, undefined, top === undefined ? undefined : cardFace(top)),
        ),
        fact("Deals closed", `${view.tilesPlaced} of ${view.options.tileValues.length}`),
        next !== undefined && fact("Next deal pays", `${moneyLabel(next)} per dividend`),
        fact(
          "Turn",
          `${table.seatName(view.turn)} (turn ${view.turnsPlayed + 1} of at most ${view.options.maxTurns})`,
        ),
        fact("Investors in the pool", pool.length === 0 ? "none" : pool.join(", ")),
        window &&
          fact(
            "Waiting for a Stop",
            `${table.seatName(window.player)} played ${window.kind === "recruitment" ? "three Recruitment cards" : `a ${window.kind === "travel" ? "Travel" : "Boss"} card`}; ${table.seatName(window.next)} answers`,
          ),
      ),
      dealArea(view, table),
    ),
    h(
      "div",
      { class: "seats" },
      Array.from({ length: view.players }, (_, seat) => seatPanel(view, seat, table)),
    ),
    own &&
      area(
        `Your hand: ${own.length} card${own.length === 1 ? "" : "s"}`,
        "hand",
        cardRow(own.map(cardFace), ["hands", view.viewer as Seat]),
      ),
  );
}

/** The card an action aims at, in words ("Raffzahn Investor", "Heiermann Clan card"). */
function target(view: View, on: "investor" | "clan", value: number): string {
  if (on === "investor") return `${familyName(value)} Investor`;
  const seat = view.deal?.table.findIndex((cards) => cards.includes(value)) ?? -1;
  return seat < 0 ? cardFace(value).name : `${cardFace(value).name} on Seat ${seat}'s table`;
}

function choice(action: Action, view: View): ChoiceStep[] {
  switch (action.type) {
    case "placeMarker":
      return ["Place the marker", `on space ${action.space}`];
    case "openDeal":
      return ["Open the deal"];
    case "roll":
      return ["Roll the die"];
    case "draw":
      return ["Draw three cards"];
    case "discard":
      return ["Discard", cardFace(action.card)];
    case "playClan":
      return ["Lay a Clan card", cardFace(action.card)];
    case "offerCard":
      return ["Offer", target(view, action.on, action.target)];
    case "retractCard":
      return ["Take out of the offer", target(view, action.on, action.target)];
    case "setPrice":
      return ["Set the price", moneyLabel(action.price)];
    case "withdraw":
      return ["Withdraw the offer"];
    case "accept": {
      const offer = view.deal?.offers[action.seat];
      return ["Accept an offer", `Seat ${action.seat}${offer ? ` for ${moneyLabel(offer.price)}` : ""}`];
    }
    case "travel":
      return ["Travel card", cardFace(action.card), `onto the ${target(view, action.on, action.target)}`];
    case "recruit":
      return ["Recruit", `the ${target(view, action.on, action.target)}`];
    case "playBoss":
      return ["Play a Boss card"];
    case "stop":
      return ["Stop it"];
    case "allow":
      return ["Let it go ahead"];
    case "pass":
      return ["Pass"];
    case "close":
      return ["Close the deal", action.choose ? "and name the cards used" : "let the cards be chosen"];
    case "useCard":
      return ["Use", target(view, action.on, action.target)];
    case "fail":
      return ["Give up the deal"];
  }
}

/** The Kohle, Kie$ & Knete board. */
export const kohleKiesKneteBoard: Board<View, Action> = {
  draw,
  turn: (view) => turnSummary(view, { locale: currentLocale() }),
  event: (event) => describeEvent(event as KohleKiesKnete.KkkEvent, { locale: currentLocale() }),
  choice,
};
