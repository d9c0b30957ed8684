/**
 * Kohle, Kie$ & Knete as text for people: one-line action and event descriptions and a compact
 * rendering of a view (money in $M, families by name, seats as "Seat n").
 */
import { type CardView, HIDDEN, type Seat } from "../../core/index.js";
import type { KkkAction } from "./actions.js";
import { cardFace, familyName, moneyLabel, offerTerms } from "./present.js";
import {
  type Deal,
  type EndReason,
  FAMILY_LETTERS,
  type KkkEvent,
  type KkkView,
  type Offer,
  POOL,
  type SpaceRule,
  type StopWindow,
  type TargetKind,
} from "./types.js";

const seatName = (seat: Seat): string => `Seat ${seat}`;
const money = moneyLabel;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A card's name: "Heiermann Clan card", "Raffzahn Travel card", "Travel joker", "Recruitment card", … */
export function cardName(card: CardView): string {
  return card === HIDDEN ? "a hidden card" : cardFace(card).name;
}

/** A list of cards with equal names counted ("Heiermann Clan card, 3 Recruitment cards"). */
function cardList(cards: readonly CardView[]): string {
  if (cards.length === 0) return "none";
  const counts = new Map<string, number>();
  for (const card of cards) {
    const name = cardName(card);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, n]) => (n === 1 ? name : `${n} ${name.replace(/card$/, "cards")}`))
    .join(", ");
}

/** The letters of a family mask in alphabetical order ("K P T"). */
function letters(mask: number): string {
  return FAMILY_LETTERS.filter((_, f) => (mask & (1 << f)) !== 0).join(" ");
}

/** A space's requirements in letters ("L T + 2 of H K P"). */
export function requirementText(space: SpaceRule): string {
  const parts: string[] = [];
  if (space.fixed !== 0) parts.push(letters(space.fixed));
  for (const group of space.groups) parts.push(`${group.count} of ${letters(group.mask)}`);
  return parts.join(" + ");
}

/** A card aimed at by an action: an Investor by family or a Clan card by id. */
function targetName(on: TargetKind, target: number): string {
  return on === "investor" ? `the ${familyName(target)} Investor` : `the ${cardName(target)}`;
}

/** Where a target lies, as the view shows it ("of Seat 1", "on Seat 2's table"). */
function targetPlace(view: KkkView, on: TargetKind, target: number): string {
  if (on === "investor") {
    const owner = view.owner[target];
    if (owner === undefined) return "";
    return owner === POOL ? " in the pool" : ` of ${seatName(owner)}`;
  }
  const seat = view.deal?.table.findIndex((cards) => cards.includes(target)) ?? -1;
  return seat >= 0 ? ` on ${seatName(seat)}'s table` : "";
}

function offerCards(offer: Offer): string {
  const { cards } = offerTerms(offer);
  return cards.length === 0 ? "nothing" : cards.join(", ");
}

function offerText(offer: Offer): string {
  return `${offerCards(offer)} for ${money(offer.price)}${offer.accepted ? ", accepted" : ""}`;
}

const KIND_NAMES: Readonly<Record<StopWindow["kind"], string>> = {
  travel: "Travel card",
  recruitment: "Recruitment cards",
  boss: "Boss card",
};

function windowText(window: StopWindow): string {
  const what = `${seatName(window.player)}'s ${KIND_NAMES[window.kind]}`;
  return window.on === null ? what : `${what} on ${targetName(window.on, window.target)}`;
}

/** What the view adds to an action: places, prices, payouts the view shows (never a hidden card). */
function detail(action: KkkAction, view: KkkView): string {
  const deal = view.deal;
  switch (action.type) {
    case "placeMarker": {
      const space = view.spaces[action.space];
      return space ? ` (${requirementText(space)}, ${plural(space.dividends, "dividend")})` : "";
    }
    case "openDeal": {
      const space = view.spaces[view.marker];
      const value = view.options.tileValues[view.tilesPlaced];
      if (!space || value === undefined) return "";
      return ` at space ${view.marker} (${requirementText(space)}) for ${money(space.dividends * value)}`;
    }
    case "offerCard": {
      const offer = deal?.offers[action.player];
      return offer
        ? ` (offer so far: ${offerText(offer)})`
        : deal
          ? ` (a new offer at ${money(deal.payout)})`
          : "";
    }
    case "setPrice": {
      const offer = deal?.offers[action.player];
      return offer && deal ? ` (was ${money(offer.price)}; payout ${money(deal.payout)})` : "";
    }
    case "accept": {
      const offer = deal?.offers[action.seat];
      return offer ? ` (${offerCards(offer)} for ${money(offer.price)})` : "";
    }
    case "travel":
    case "recruit":
      return targetPlace(view, action.on, action.target);
    case "playBoss":
      return deal ? ` to take the deal from ${seatName(deal.boss)}` : "";
    case "stop":
      return view.window ? ` against ${windowText(view.window)}` : "";
    case "allow":
      return view.window ? `: ${windowText(view.window)}` : "";
    case "close":
    case "fail":
      return deal ? ` at space ${deal.space} (payout ${money(deal.payout)})` : "";
    default:
      return "";
  }
}

/**
 * Describes an action in one line ("Seat 1 offers the Knetowitz Investor"); with a view, adds what
 * that view shows (the space and payout, the offer and its price, whose card a Travel card hits),
 * never a card the view hides.
 */
export function describeAction(action: KkkAction, view?: KkkView): string {
  const who = seatName(action.player);
  const more = view ? detail(action, view) : "";
  switch (action.type) {
    case "placeMarker":
      return `${who} places the marker on space ${action.space}${more}`;
    case "openDeal":
      return `${who} opens the deal${more}`;
    case "roll":
      return `${who} rolls the die`;
    case "draw":
      return `${who} draws three cards`;
    case "discard":
      return `${who} discards the ${cardName(action.card)}`;
    case "playClan":
      return `${who} lays the ${cardName(action.card)} on the table`;
    case "offerCard":
      return `${who} offers ${targetName(action.on, action.target)}${more}`;
    case "retractCard":
      return `${who} takes ${targetName(action.on, action.target)} out of the offer`;
    case "setPrice":
      return `${who} asks ${money(action.price)} for the offer${more}`;
    case "withdraw":
      return `${who} withdraws the offer`;
    case "accept":
      return `${who} accepts ${seatName(action.seat)}'s offer${more}`;
    case "travel":
      return `${who} sends the ${cardName(action.card)} onto ${targetName(action.on, action.target)}${more}`;
    case "recruit":
      return `${who} plays three Recruitment cards for ${targetName(action.on, action.target)}${more}`;
    case "playBoss":
      return `${who} plays a Boss card${more}`;
    case "stop":
      return `${who} plays a Stop card${more}`;
    case "allow":
      return `${who} lets it go ahead${more}`;
    case "pass":
      return `${who} passes`;
    case "close":
      return `${who} closes the deal${more}${action.choose ? " and names the cards used" : ""}`;
    case "useCard":
      return `${who} uses ${targetName(action.on, action.target)}`;
    case "fail":
      return `${who} gives up the deal${more}`;
    default:
      return JSON.stringify(action);
  }
}

const REASONS: Readonly<Record<EndReason, string>> = {
  "last-tile": "the last deal tile was placed",
  "end-roll": "the end roll ended the game",
  "turn-limit": "the turn limit was reached",
};

/** Describes an event in one short phrase, as a log line (hidden drawn cards stay hidden). */
export function describeEvent(event: KkkEvent): string {
  switch (event.type) {
    case "markerPlaced":
      return `${seatName(event.player)} places the marker on space ${event.space}`;
    case "rolled":
      return `${seatName(event.player)} rolls ${event.die}: marker to space ${event.space}`;
    case "reshuffled":
      return `the discard pile (${plural(event.cards, "card")}) is shuffled into a new deck`;
    case "drew":
      return event.cards.includes(HIDDEN)
        ? `${seatName(event.player)} draws ${plural(event.cards.length, "card")}`
        : `${seatName(event.player)} draws ${cardList(event.cards)}`;
    case "discarded":
      return `${seatName(event.player)} discards the ${cardName(event.card)}`;
    case "dealOpened":
      return `${seatName(event.player)} opens the deal at space ${event.space} for ${money(event.payout)}`;
    case "clanPlayed":
      return `${seatName(event.player)} lays the ${cardName(event.card)}`;
    case "offerChanged":
      return event.offer
        ? `${seatName(event.player)} offers ${offerText(event.offer)}`
        : `${seatName(event.player)} has no offer`;
    case "offerLapsed":
      return `${seatName(event.player)}'s offer lapses`;
    case "accepted":
      return `${seatName(event.player)} accepts ${seatName(event.seat)}'s offer for ${money(event.price)}`;
    case "cardPlayed": {
      const what = `${seatName(event.player)} plays ${event.kind === "recruitment" ? "three Recruitment cards" : `a ${KIND_NAMES[event.kind]}`}`;
      return event.on === null ? what : `${what} on ${targetName(event.on, event.target)}`;
    }
    case "allowed":
      return `${seatName(event.player)} allows it`;
    case "stopped":
      return `${seatName(event.player)} stops it with a Stop card`;
    case "travelled":
      return `${targetName(event.on, event.target)} travels (${seatName(event.player)}'s card)`;
    case "recruited":
      return `${seatName(event.player)} recruits the ${familyName(event.family)} Investor from ${event.from === POOL ? "the pool" : seatName(event.from)}`;
    case "bossChanged":
      return `${seatName(event.player)} becomes Boss instead of ${seatName(event.previous)}`;
    case "passed":
      return `${seatName(event.player)} passes`;
    case "picked":
      return `${seatName(event.player)} uses ${targetName(event.on, event.target)}`;
    case "dealClosed": {
      const paid = event.payments.map((p) => `${money(p.price)} to ${seatName(p.seat)}`).join(", ");
      return `${seatName(event.boss)} closes the deal for ${money(event.payout)}${paid ? `, paying ${paid}` : ""}`;
    }
    case "dealFailed":
      return `${seatName(event.boss)}'s deal fails`;
    case "tilePlaced":
      return `deal tile ${event.tile} goes on space ${event.space}; marker to space ${event.marker}`;
    case "endRoll":
      return `${seatName(event.player)} rolls ${event.die} for the end: ${event.ends ? "the game ends" : "play on"}`;
    case "gameOver":
      return `game over: ${REASONS[event.reason]}`;
    default:
      return JSON.stringify(event);
  }
}

function phaseLine(view: KkkView): string {
  const limit = `turn ${view.turnsPlayed + 1} of at most ${view.options.maxTurns}`;
  switch (view.phase) {
    case "marker":
      return `${seatName((view.turn + view.players - 1) % view.players)} places the marker; ${seatName(view.turn)} starts`;
    case "turn":
      return `${seatName(view.turn)}'s turn (${limit})${view.rolled ? ": rolled, now open the deal or draw" : ": open the deal or roll"}`;
    case "handLimit": {
      const over = view.hands.flatMap((hand, seat) => (hand.length > 12 ? [seatName(seat)] : [])).join(", ");
      return `Hand limit: ${over} must come back to 12 cards; then ${seatName(view.turn)}'s turn`;
    }
    case "deal":
      return `Negotiation (${limit})`;
    default:
      return `Game over: ${REASONS[view.endReason ?? "turn-limit"]}`;
  }
}

function boardLines(view: KkkView): string[] {
  return view.spaces.map((space, i) => {
    const tile = view.tiles[i] ?? 0;
    const state = tile > 0 ? `deal ${tile} closed` : "open";
    const marker = i === view.marker ? " <- marker" : "";
    return `  ${String(i).padStart(2)}: ${requirementText(space)}, ${plural(space.dividends, "dividend")} — ${state}${marker}`;
  });
}

function dealLines(view: KkkView, deal: Deal): string[] {
  const space = view.spaces[deal.space] as SpaceRule;
  const lines = [
    `Deal at space ${deal.space} (${requirementText(space)}), payout ${money(deal.payout)}, Boss ${seatName(deal.boss)}, ${deal.count} of ${view.options.negotiationLimit} changes`,
  ];
  const tables = deal.table.flatMap((cards, seat) =>
    cards.length > 0 ? [`${seatName(seat)}: ${cardList(cards)}`] : [],
  );
  lines.push(`  Tables: ${tables.length > 0 ? tables.join("; ") : "empty"}`);
  const travelling = deal.travel.flatMap((card, f) =>
    card >= 0 ? [`${familyName(f)} Investor (${cardName(card)})`] : [],
  );
  if (travelling.length > 0) lines.push(`  Travelling: ${travelling.join(", ")}`);
  const offers = deal.offers.flatMap((offer, seat) =>
    offer ? [`${seatName(seat)}: ${offerText(offer)}`] : [],
  );
  lines.push(`  Offers: ${offers.length > 0 ? offers.join("; ") : "none"}`);
  const passed = deal.passed.flatMap((p, seat) => (p ? [seatName(seat)] : []));
  lines.push(`  Passed since the last change: ${passed.length > 0 ? passed.join(", ") : "nobody"}`);
  if (deal.picking) {
    const named = [
      ...deal.picking.investors.map((f) => `${familyName(f)} Investor`),
      ...deal.picking.clans.map((id) => cardName(id)),
    ];
    lines.push(`  The Boss names the cards used: ${named.length > 0 ? named.join(", ") : "none yet"}`);
  }
  return lines;
}

/**
 * Renders everything a view shows in a few lines: the step, the board, Investors, money, the own hand
 * and the others' hand sizes, deck and discards, the deal, a Stop window, past deals and last events.
 */
export function renderView(view: KkkView): string {
  const who = view.viewer === null ? "spectator" : seatName(view.viewer);
  const lines = [`Kohle, Kie$ & Knete, ${view.players} players, view of ${who}`, phaseLine(view)];
  const tiles = view.options.tileValues.length;
  const next = view.options.tileValues[view.tilesPlaced];
  lines.push(
    `Deals closed: ${view.tilesPlaced} of ${tiles}${next === undefined ? "" : `; the next pays ${money(next)} per dividend`}`,
  );
  lines.push("Board:", ...boardLines(view));
  lines.push(
    `Investors: ${view.owner.map((owner, f) => `${familyName(f)} ${owner === POOL ? "pool" : seatName(owner)}`).join(", ")}`,
  );
  lines.push(`Money: ${view.money.map((m, seat) => `${seatName(seat)} ${money(m)}`).join(", ")}`);
  const hands = view.hands.map((hand, seat) =>
    seat === view.viewer
      ? `${seatName(seat)} (you): ${cardList(hand)}`
      : `${seatName(seat)} ${plural(hand.length, "card")}`,
  );
  lines.push(`Hands: ${hands.join("; ")}`);
  const top = view.discard[view.discard.length - 1];
  lines.push(
    `Deck: ${plural(view.deckSize, "card")}; discard pile: ${plural(view.discard.length, "card")}${top === undefined ? "" : ` (top: ${cardName(top)})`}`,
  );
  if (view.deal) lines.push(...dealLines(view, view.deal));
  if (view.window)
    lines.push(`Stop window: ${windowText(view.window)}; ${seatName(view.window.next)} answers`);
  if (view.history.length > 0) {
    const deals = view.history.map(
      (h) =>
        `#${h.deal} space ${h.space} by ${seatName(h.boss)}, ${money(h.payout)} (paid out ${money(h.paid)})`,
    );
    lines.push(`Past deals: ${deals.join("; ")}`);
  }
  if (view.phase === "over") {
    const best = Math.max(...view.money);
    const winners = view.money.flatMap((m, seat) => (m === best ? [seatName(seat)] : []));
    lines.push(`Winner${winners.length === 1 ? "" : "s"}: ${winners.join(", ")} with ${money(best)}`);
  }
  if (view.events.length > 0) lines.push(`Last: ${view.events.map(describeEvent).join("; ")}`);
  return lines.join("\n");
}
