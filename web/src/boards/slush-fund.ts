/// <reference lib="dom" />
/**
 * The Slush Fund table: the deck, the Time cards and the slush fund; the five politicians as
 * columns with their scandals and each seat's bribe pile (top card, size, totals when known);
 * the cards revealed or to be played this turn along the bottom.
 */
import { type Seat, SlushFund } from "backroom";
import { h } from "../dom.js";
import { area, badge, card, cardRow, fact, pile, seatCues } from "../parts.js";
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

function pileCell(view: View, politician: number, seat: Seat, table: TableContext): HTMLElement {
  const label = bribePile(view, politician, seat);
  const whole = label.totals;
  return h(
    "div",
    {
      class: `bribe-pile${seat === view.viewer ? " own" : ""}${seatCues(seat, table).className}`,
      "aria-label": `${table.seatName(seat)} at the ${politicianName(politician)}`,
    },
    h("div", { class: "pile-owner" }, table.seatName(seat), seatCues(seat, table).marks),
    label.count === 0
      ? h("span", { class: "empty" }, "no bribe")
      : whole
        ? h(
            "div",
            {},
            cardRow(label.cards, ["piles", politician, seat, "cards"]),
            h(
              "div",
              { class: "totals" },
              `${moneyLabel(whole.money)}${whole.vp > 0 ? ` + ${whole.vp} VP card${whole.vp === 1 ? "" : "s"}` : ""}`,
            ),
          )
        : h(
            "div",
            { class: "row" },
            card(label.top ?? { name: "face-down card", kind: "back", hidden: true }, [
              "piles",
              politician,
              seat,
              "cards",
              label.count - 1,
            ]),
            h("span", { class: "pile-size" }, `top of ${label.count} card${label.count === 1 ? "" : "s"}`),
          ),
    label.seenBy.length > 0 && badge(`seen by ${label.seenBy.map((s) => `Seat ${s}`).join(", ")}`, "spied"),
  );
}

function politicianColumn(view: View, politician: number, table: TableContext): HTMLElement {
  const scandals = view.scandals[politician]?.length ?? 0;
  const fallen = view.fallen[politician];
  return h(
    "section",
    { class: `politician${fallen ? " fallen" : ""}`, "aria-label": politicianName(politician) },
    h("h3", {}, politicianName(politician)),
    h(
      "div",
      { class: "politician-facts" },
      fallen ? badge("fallen", "out") : badge(`${politicianValue(view, politician)} VP`, "vp"),
      badge(`${scandals} scandal${scandals === 1 ? "" : "s"}`, scandals > 0 ? "scandal" : ""),
    ),
    // A fallen politician keeps its lost piles, as hidden as they were when it fell.
    Array.from({ length: view.players }, (_, seat) => pileCell(view, politician, seat, table)),
  );
}

function draw(view: View, table: TableContext): HTMLElement {
  const catalog = catalogOf(view.options.deck);
  const face = (c: number | null) => cardFace(c, catalog);
  const active = view.turn === view.viewer;
  return h(
    "div",
    { class: "board slush-fund" },
    h(
      "div",
      { class: "table-top" },
      area(
        "The table",
        "centre",
        h(
          "div",
          { class: "row" },
          pile("Deck", view.deckSize),
          pile(
            `Time (${view.options.timeCardsToEnd} end the game)`,
            view.timeCards.length,
            undefined,
            view.timeCards.length > 0 ? face(view.timeCards[0] ?? null) : undefined,
          ),
          pile(
            "Out of the game",
            view.removed.length,
            undefined,
            view.removed.length > 0 ? face(view.removed[view.removed.length - 1] ?? null) : undefined,
          ),
        ),
        fact("Turn", table.seatName(view.turn)),
        view.target &&
          fact(
            "Thief looks into",
            `Seat ${view.target.victim}'s pile at the ${politicianName(view.target.politician)}`,
          ),
      ),
      area(
        `Slush fund: ${view.fund.length} card${view.fund.length === 1 ? "" : "s"}`,
        "fund",
        cardRow(view.fund.map(face), ["fund"], "empty"),
      ),
    ),
    h(
      "div",
      { class: "politicians" },
      POLITICIANS.map((_, politician) => politicianColumn(view, politician, table)),
    ),
    (view.revealed.length > 0 || view.hand.length > 0) &&
      area(
        active ? "Your cards this turn" : `${table.seatName(view.turn)}'s cards this turn`,
        "hand",
        view.revealed.length > 0 && fact("Revealed", cardRow(view.revealed.map(face), ["revealed"])),
        view.hand.length > 0 && fact("To play", cardRow(view.hand.map(face), ["hand"])),
      ),
  );
}

function choice(action: Action, view: View): ChoiceStep[] {
  const catalog = catalogOf(view.options.deck);
  const face = (c: number) => cardFace(c, catalog);
  const at = (p: number) => `at the ${politicianName(p)}`;
  switch (action.type) {
    case "draw":
      return ["Draw from the deck"];
    case "take":
      return ["Take from the slush fund", face(action.card)];
    case "stash":
      return ["Put into the slush fund", face(action.card)];
    case "discard":
      return ["Discard", face(action.card)];
    case "bribe":
      return ["Bribe", face(action.card), at(action.politician)];
    case "scandal":
      return ["Scandal", `on the ${politicianName(action.politician)}`];
    case "thief":
      return ["Thief", at(action.politician), `Seat ${action.victim}'s pile`];
    case "steal":
      return ["Steal", face(action.card)];
    case "spy":
      return ["Play the Spy"];
    case "move-scandal":
      return [
        "Move a scandal",
        `from the ${politicianName(action.from)}`,
        `to the ${politicianName(action.to)}`,
      ];
    case "peek":
      return ["Look at a pile", at(action.politician), `Seat ${action.victim}'s pile`];
    case "transfer": {
      const from = view.piles.findIndex((row) => row[action.player]?.cards.includes(action.moved));
      return [
        "Money Transfer",
        face(action.moved),
        `from the ${politicianName(from)}`,
        `to the ${politicianName(action.to)}`,
      ];
    }
  }
}

/** The Slush Fund board. */
export const slushFundBoard: Board<View, Action> = {
  draw,
  turn: turnSummary,
  event: (event, view) => describeEvent(event as SlushFund.SlushFundEvent, catalogOf(view.options.deck)),
  choice,
};
