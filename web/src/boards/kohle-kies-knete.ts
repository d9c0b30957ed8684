/// <reference lib="dom" />
/**
 * The Kohle, Kie$ & Knete table: the board spaces with their requirements, dividends, deal tiles
 * and the dollar marker; the Investors and who holds them; the deal under negotiation with its
 * offers and their terms; every seat's money and hand size; the viewer's hand along the bottom.
 */
import { type CardView, KohleKiesKnete, type Seat, seatName } from "backroom";
import { h } from "../dom.js";
import { currentLocale, engineWords, type Message, t } from "../i18n/message.js";
import { area, badge, cardRow, fact, pile, seatCues } from "../parts.js";
import { explained } from "../term-explainer.js";
import type { Board, ChoiceStep, TableContext } from "./board.js";

type View = KohleKiesKnete.KkkView;
type Action = KohleKiesKnete.KkkAction;
const { cardFace, describeEvent, familyName, moneyLabel, offerTerms, POOL, spaceRequirements, turnSummary } =
  KohleKiesKnete;

/** The engine's words in the current language. */
const lang = () => ({ locale: currentLocale() });
const money = (millions: number) => engineWords(moneyLabel(millions, lang()));
const face = (card: CardView) => cardFace(card, lang());
const seat = (s: Seat) => engineWords(seatName(s, lang()));
/** An Investor card's name ("Raffzahn Investor", "Investor Raffzahn"), as the engine names one in an offer. */
const investor = (family: number) =>
  engineWords(
    offerTerms({ investors: [family], clans: [], price: 0, accepted: false }, lang()).cards[0] ?? "",
  );
/** Names joined as a list, or "none". */
const listOrNone = (names: readonly string[]): Message =>
  names.length === 0 ? t("kkk.none") : engineWords(names.join(", "));

function spaceTile(view: View, space: number): HTMLElement {
  const rule = view.spaces[space];
  const { fixed, groups } = spaceRequirements(view, space, lang());
  const tile = view.tiles[space] ?? 0;
  const marker = space === view.marker;
  const dealHere = view.deal?.space === space;
  return h(
    "li",
    { class: `space${marker ? " marker" : ""}${tile > 0 ? " closed" : ""}${dealHere ? " deal-here" : ""}` },
    h(
      "div",
      { class: "space-head" },
      explained("zone.space", h("strong", {}, t("kkk.space", { space }))),
      marker && explained("token.marker", badge(t("kkk.marker"), "marker")),
    ),
    h(
      "div",
      { class: "needs" },
      fixed.map((family) => badge(engineWords(family), "family")),
      groups.map((group) => badge(engineWords(group), "group")),
    ),
    h(
      "div",
      { class: "space-foot" },
      t("kkk.dividends", { count: rule?.dividends ?? 0 }),
      tile > 0 && " · ",
      tile > 0 && explained("token.tile", h("span", {}, t("kkk.closedTile", { tile }))),
    ),
  );
}

function offerList(deal: NonNullable<View["deal"]>, table: TableContext): HTMLElement {
  return h(
    "ul",
    { class: "offers" },
    deal.offers.map((offer, s) => {
      if (!offer) return undefined;
      const terms = offerTerms(offer, lang());
      return h(
        "li",
        { class: `offer${offer.accepted ? " accepted" : ""}` },
        explained("zone.offer", h("strong", {}, t("kkk.offerBy", { seat: table.seatName(s) }))),
        t("kkk.offerTerms", {
          cards: terms.cards.length === 0 ? t("kkk.nothingYet") : engineWords(terms.cards.join(", ")),
          price: engineWords(terms.price),
        }),
        offer.accepted && badge(t("kkk.accepted"), "yes"),
      );
    }),
    deal.offers.every((offer) => !offer) && h("li", { class: "empty" }, t("kkk.noOffer")),
  );
}

function dealArea(view: View, table: TableContext): HTMLElement | undefined {
  const deal = view.deal;
  if (!deal) return undefined;
  const travelling = deal.travel.flatMap((c, family) => (c >= 0 ? [investor(family)] : []));
  const picking = deal.picking;
  return explained(
    "zone.deal",
    area(
      t("kkk.dealAt", { space: deal.space }),
      "deal",
      explained("mark.boss", fact(t("kkk.boss"), table.seatName(deal.boss))),
      explained("mark.payout", fact(t("kkk.payout"), money(deal.payout))),
      explained(
        "mark.changes",
        fact(t("kkk.changes"), t("kkk.ofLimit", { count: deal.count, limit: view.options.negotiationLimit })),
      ),
      travelling.length > 0 && explained("mark.travelling", fact(t("kkk.travelling"), travelling.join(", "))),
      offerList(deal, table),
      picking &&
        fact(
          t("kkk.bossUses"),
          picking.investors.length + picking.clans.length === 0
            ? t("kkk.nothingYet")
            : [...picking.investors.map(investor), ...picking.clans.map((c) => face(c).name)].join(", "),
        ),
    ),
  );
}

function seatPanel(view: View, s: Seat, table: TableContext): HTMLElement {
  const hand = view.hands[s] ?? [];
  const investors = view.owner.flatMap((owner, family) =>
    owner === s ? [engineWords(familyName(family, lang()))] : [],
  );
  const laid = view.deal?.table[s] ?? [];
  return h(
    "section",
    {
      class: `seat${s === view.viewer ? " own" : ""}${seatCues(s, table).className}`,
      "aria-label": table.seatName(s),
    },
    h(
      "h3",
      {},
      table.seatName(s),
      seatCues(s, table).marks,
      view.deal?.boss === s && explained("mark.boss", badge(t("kkk.boss"), "president")),
      view.deal?.passed[s] && explained("mark.passed", badge(t("kkk.passed"))),
    ),
    explained("mark.money", fact(t("kkk.money"), money(view.money[s] ?? 0))),
    s === view.viewer
      ? explained("zone.hand", fact(t("kkk.hand"), t("kkk.handBelow", { count: hand.length })))
      : h("div", { class: "row" }, pile(t("kkk.hand"), hand.length, ["hands", s], undefined, "zone.hand")),
    explained("token.investor", fact(t("kkk.investors"), listOrNone(investors))),
    laid.length > 0 &&
      explained("zone.table", fact(t("kkk.onTable"), cardRow(laid.map(face), ["deal", "table", s]))),
  );
}

function bank(view: View, table: TableContext): HTMLElement {
  const next = view.options.tileValues[view.tilesPlaced];
  const top = view.discard[view.discard.length - 1];
  const pool = view.owner.flatMap((owner, family) =>
    owner === POOL ? [engineWords(familyName(family, lang()))] : [],
  );
  const window = view.window;
  return explained(
    "zone.bank",
    area(
      t("kkk.bank"),
      "centre",
      h(
        "div",
        { class: "row" },
        pile(t("kkk.deck"), view.deckSize, undefined, undefined, "zone.deck"),
        pile(
          t("kkk.discard"),
          view.discard.length,
          undefined,
          top === undefined ? undefined : face(top),
          "zone.discard",
        ),
      ),
      fact(
        t("kkk.dealsClosed"),
        t("kkk.ofLimit", { count: view.tilesPlaced, limit: view.options.tileValues.length }),
      ),
      next !== undefined && fact(t("kkk.nextPays"), t("kkk.perDividend", { money: money(next) })),
      // After the end nobody's turn is shown.
      view.phase !== "over" &&
        explained(
          "mark.turn",
          fact(
            t("kkk.turn"),
            t("kkk.turnOf", {
              seat: table.seatName(view.turn),
              turn: view.turnsPlayed + 1,
              max: view.options.maxTurns,
            }),
          ),
        ),
      explained("zone.pool", fact(t("kkk.pool"), listOrNone(pool))),
      window &&
        explained(
          "mark.window",
          fact(
            t("kkk.waitingStop"),
            t("kkk.window", {
              player: table.seatName(window.player),
              kind: window.kind,
              next: table.seatName(window.next),
            }),
          ),
        ),
    ),
  );
}

function draw(view: View, table: TableContext): HTMLElement {
  const own = view.viewer === null ? undefined : view.hands[view.viewer];
  return h(
    "div",
    { class: "board kohle-kies-knete" },
    area(
      t("kkk.board"),
      "spaces",
      h(
        "ol",
        { class: "space-list", start: 0 },
        view.spaces.map((_, space) => spaceTile(view, space)),
      ),
    ),
    h("div", { class: "table-top" }, bank(view, table), dealArea(view, table)),
    h(
      "div",
      { class: "seats" },
      Array.from({ length: view.players }, (_, s) => seatPanel(view, s, table)),
    ),
    own &&
      explained(
        "zone.hand",
        area(
          t("kkk.yourHand", { count: own.length }),
          "hand",
          // The own money beside the hand, so both are in view at once.
          explained("mark.money", fact(t("kkk.money"), money(view.money[view.viewer as Seat] ?? 0))),
          cardRow(own.map(face), ["hands", view.viewer as Seat], t("kkk.none")),
        ),
      ),
  );
}

/** The card an action aims at, in words ("Raffzahn Investor", "Heiermann Clan card on Seat 1's table"). */
function target(view: View, on: "investor" | "clan", value: number): string {
  if (on === "investor") return investor(value);
  const holder = view.deal?.table.findIndex((cards) => cards.includes(value)) ?? -1;
  const name = engineWords(face(value).name);
  return holder < 0 ? name : t("kkk.onTableOf", { card: name, seat: seat(holder) });
}

function choice(action: Action, view: View): ChoiceStep[] {
  switch (action.type) {
    case "placeMarker":
      return [t("kkk.c.placeMarker"), t("kkk.c.onSpace", { space: action.space })];
    case "openDeal":
      return [t("kkk.c.openDeal")];
    case "roll":
      return [t("kkk.c.roll")];
    case "draw":
      return [t("kkk.c.draw")];
    case "discard":
      return [t("kkk.c.discard"), face(action.card)];
    case "playClan":
      return [t("kkk.c.playClan"), face(action.card)];
    case "offerCard":
      return [t("kkk.c.offer"), target(view, action.on, action.target)];
    case "retractCard":
      return [t("kkk.c.retract"), target(view, action.on, action.target)];
    case "setPrice":
      return [t("kkk.c.setPrice"), money(action.price)];
    case "withdraw":
      return [t("kkk.c.withdraw")];
    case "accept": {
      const offer = view.deal?.offers[action.seat];
      return [
        t("kkk.c.accept"),
        offer
          ? t("kkk.c.acceptFor", { seat: seat(action.seat), price: money(offer.price) })
          : seat(action.seat),
      ];
    }
    case "travel":
      return [
        t("kkk.c.travel"),
        face(action.card),
        t("kkk.c.onto", { on: action.on, target: target(view, action.on, action.target) }),
      ];
    case "recruit":
      return [
        t("kkk.c.recruit"),
        t("kkk.c.recruitTarget", { on: action.on, target: target(view, action.on, action.target) }),
      ];
    case "playBoss":
      return [t("kkk.c.playBoss")];
    case "stop":
      return [t("kkk.c.stop")];
    case "allow":
      return [t("kkk.c.allow")];
    case "pass":
      return [t("kkk.c.pass")];
    case "close":
      return [t("kkk.c.close"), action.choose ? t("kkk.c.closeChoose") : t("kkk.c.closeAuto")];
    case "useCard":
      return [t("kkk.c.use"), target(view, action.on, action.target)];
    case "fail":
      return [t("kkk.c.fail")];
  }
}

/** The Kohle, Kie$ & Knete board. */
export const kohleKiesKneteBoard: Board<View, Action> = {
  draw,
  turn: (view) => turnSummary(view, lang()),
  event: (event) => describeEvent(event as KohleKiesKnete.KkkEvent, lang()),
  choice,
};
