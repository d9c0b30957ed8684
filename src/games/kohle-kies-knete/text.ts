/**
 * Kohle, Kie$ & Knete as text for people, in any of the engine's languages: one-line action and event
 * descriptions and a compact rendering of a view (money in $M, families by name, seats by number).
 */
import { type CardView, HIDDEN, type LocaleOption, type Seat, seatName } from "../../core/index.js";
import type { KkkAction } from "./actions.js";
import { endReasonText, speak } from "./messages.js";
import { cardFace, familyName, influenceCardName, moneyLabel, offerTerms } from "./present.js";
import {
  type Deal,
  FAMILY_LETTERS,
  type KkkEvent,
  type KkkView,
  type Offer,
  POOL,
  type SpaceRule,
  type StopWindow,
  type TargetKind,
} from "./types.js";

/** A card's name ("Heiermann Clan card", "Raffzahn Travel card", "Travel joker", "Recruitment card", …) in the option's language. */
export function cardName(card: CardView, options?: LocaleOption): string {
  return card === HIDDEN ? speak(options)("card.hidden") : cardFace(card, options).name;
}

/** The letters of a family mask in alphabetical order ("K P T"). */
function letters(mask: number): string {
  return FAMILY_LETTERS.filter((_, f) => (mask & (1 << f)) !== 0).join(" ");
}

/** A space's requirements in letters ("L T + 2 of H K P"), in the option's language. */
export function requirementText(space: SpaceRule, options?: LocaleOption): string {
  const parts: string[] = [];
  if (space.fixed !== 0) parts.push(letters(space.fixed));
  for (const group of space.groups)
    parts.push(speak(options)("group", { count: group.count, families: letters(group.mask) }));
  return parts.join(" + ");
}

const KIND_KEYS = {
  travel: "window.kind.travel",
  recruitment: "window.kind.recruitment",
  boss: "window.kind.boss",
} as const satisfies Record<StopWindow["kind"], string>;

/** The words of one language for this file's helpers. */
function words(options: LocaleOption | undefined) {
  const say = speak(options);
  const seat = (s: Seat) => seatName(s, options);
  const card = (id: CardView) => cardName(id, options);
  const w = {
    say,
    options,
    seat,
    card,
    money: (amount: number) => moneyLabel(amount, options),
    family: (family: number) => familyName(family, options),
    requirements: (space: SpaceRule) => requirementText(space, options),
    cards: (count: number) => say("cards", { count }),
    /** A list of cards with equal names counted ("Heiermann Clan card, 3 Recruitment cards"). */
    list(cards: readonly CardView[]): string {
      if (cards.length === 0) return say("none");
      const counts = new Map<CardView, number>();
      const names = new Map<string, CardView>();
      for (const id of cards) {
        const first = names.get(card(id)) ?? id;
        names.set(card(id), first);
        counts.set(first, (counts.get(first) ?? 0) + 1);
      }
      return [...counts]
        .map(([id, count]) =>
          count === 1 || id === HIDDEN
            ? card(id)
            : say("counted", { count, name: influenceCardName(id, count, options) }),
        )
        .join(", ");
    },
    /** A card aimed at by an action: an Investor by family or a Clan card by id. */
    target: (on: TargetKind, target: number) =>
      on === "investor"
        ? say("target.investor", { family: familyName(target, options) })
        : say("target.clan", { card: card(target) }),
    offerCards(offer: Offer): string {
      const { cards } = offerTerms(offer, options);
      return cards.length === 0 ? say("nothing") : cards.join(", ");
    },
    offer(offer: Offer): string {
      const values = { cards: w.offerCards(offer), price: w.money(offer.price) };
      return say(offer.accepted ? "offer.accepted" : "offer", values);
    },
    window(window: StopWindow): string {
      const values = { seat: seat(window.player), kind: say(KIND_KEYS[window.kind]) };
      return window.on === null
        ? say("window", values)
        : say("window.on", { ...values, target: w.target(window.on, window.target) });
    },
  };
  return w;
}

type Words = ReturnType<typeof words>;

/** Where a target lies, as the view shows it ("of Seat 1", "on Seat 2's table"). */
function targetPlace(view: KkkView, on: TargetKind, target: number, w: Words): string {
  if (on === "investor") {
    const owner = view.owner[target];
    if (owner === undefined) return "";
    return owner === POOL ? w.say("place.pool") : w.say("place.owner", { seat: w.seat(owner) });
  }
  const seat = view.deal?.table.findIndex((cards) => cards.includes(target)) ?? -1;
  return seat >= 0 ? w.say("place.table", { seat: w.seat(seat) }) : "";
}

/** What the view adds to an action: places, prices, payouts the view shows (never a hidden card). */
function detail(action: KkkAction, view: KkkView, w: Words): string {
  const { say } = w;
  const deal = view.deal;
  switch (action.type) {
    case "placeMarker": {
      const space = view.spaces[action.space];
      return space
        ? say("detail.marker", {
            requirements: w.requirements(space),
            dividends: say("dividends", { count: space.dividends }),
          })
        : "";
    }
    case "openDeal": {
      const space = view.spaces[view.marker];
      const value = view.options.tileValues[view.tilesPlaced];
      if (!space || value === undefined) return "";
      return say("detail.open", {
        space: view.marker,
        requirements: w.requirements(space),
        payout: w.money(space.dividends * value),
      });
    }
    case "offerCard": {
      const offer = deal?.offers[action.player];
      if (offer) return say("detail.offer", { offer: w.offer(offer) });
      return deal ? say("detail.new-offer", { payout: w.money(deal.payout) }) : "";
    }
    case "setPrice": {
      const offer = deal?.offers[action.player];
      return offer && deal
        ? say("detail.price", { price: w.money(offer.price), payout: w.money(deal.payout) })
        : "";
    }
    case "accept": {
      const offer = deal?.offers[action.seat];
      return offer ? say("detail.accept", { cards: w.offerCards(offer), price: w.money(offer.price) }) : "";
    }
    case "travel":
    case "recruit":
      return targetPlace(view, action.on, action.target, w);
    case "playBoss":
      return deal ? say("detail.boss", { boss: w.seat(deal.boss) }) : "";
    case "stop":
      return view.window ? say("detail.stop", { window: w.window(view.window) }) : "";
    case "allow":
      return view.window ? say("detail.allow", { window: w.window(view.window) }) : "";
    case "close":
    case "fail":
      return deal ? say("detail.close", { space: deal.space, payout: w.money(deal.payout) }) : "";
    default:
      return "";
  }
}

/**
 * Describes an action in one line ("Seat 1 offers the Knetowitz Investor") in the option's language;
 * with a view, adds what that view shows (the space and payout, the offer and its price, whose card
 * a Travel card hits), never a card the view hides.
 */
export function describeAction(action: KkkAction, view?: KkkView, options?: LocaleOption): string {
  const w = words(options);
  const { say } = w;
  const who = w.seat(action.player);
  const more = view ? detail(action, view, w) : "";
  switch (action.type) {
    case "placeMarker":
      return say("action.place-marker", { who, space: action.space, more });
    case "openDeal":
      return say("action.open-deal", { who, more });
    case "roll":
      return say("action.roll", { who });
    case "draw":
      return say("action.draw", { who });
    case "discard":
      return say("action.discard", { who, card: w.card(action.card) });
    case "playClan":
      return say("action.play-clan", { who, card: w.card(action.card) });
    case "offerCard":
      return say("action.offer-card", { who, target: w.target(action.on, action.target), more });
    case "retractCard":
      return say("action.retract-card", { who, target: w.target(action.on, action.target) });
    case "setPrice":
      return say("action.set-price", { who, price: w.money(action.price), more });
    case "withdraw":
      return say("action.withdraw", { who });
    case "accept":
      return say("action.accept", { who, seat: w.seat(action.seat), more });
    case "travel":
      return say("action.travel", {
        who,
        card: w.card(action.card),
        target: w.target(action.on, action.target),
        more,
      });
    case "recruit":
      return say("action.recruit", { who, target: w.target(action.on, action.target), more });
    case "playBoss":
      return say("action.play-boss", { who, more });
    case "stop":
      return say("action.stop", { who, more });
    case "allow":
      return say("action.allow", { who, more });
    case "pass":
      return say("action.pass", { who });
    case "close":
      return say(action.choose ? "action.close.choose" : "action.close", { who, more });
    case "useCard":
      return say("action.use-card", { who, target: w.target(action.on, action.target) });
    case "fail":
      return say("action.fail", { who, more });
    default:
      return JSON.stringify(action);
  }
}

/** Describes an event in one short phrase, as a log line (hidden drawn cards stay hidden), in the option's language. */
export function describeEvent(event: KkkEvent, options?: LocaleOption): string {
  const w = words(options);
  const { say, seat } = w;
  switch (event.type) {
    case "markerPlaced":
      return say("event.marker-placed", { player: seat(event.player), space: event.space });
    case "rolled":
      return say("event.rolled", { player: seat(event.player), die: event.die, space: event.space });
    case "reshuffled":
      return say("event.reshuffled", { cards: w.cards(event.cards) });
    case "drew":
      return say("event.drew", {
        player: seat(event.player),
        cards: event.cards.includes(HIDDEN) ? w.cards(event.cards.length) : w.list(event.cards),
      });
    case "discarded":
      return say("event.discarded", { player: seat(event.player), card: w.card(event.card) });
    case "dealOpened":
      return say("event.deal-opened", {
        player: seat(event.player),
        space: event.space,
        payout: w.money(event.payout),
      });
    case "clanPlayed":
      return say("event.clan-played", { player: seat(event.player), card: w.card(event.card) });
    case "offerChanged":
      return event.offer
        ? say("event.offer-changed", { player: seat(event.player), offer: w.offer(event.offer) })
        : say("event.no-offer", { player: seat(event.player) });
    case "offerLapsed":
      return say("event.offer-lapsed", { player: seat(event.player) });
    case "accepted":
      return say("event.accepted", {
        player: seat(event.player),
        seat: seat(event.seat),
        price: w.money(event.price),
      });
    case "cardPlayed": {
      const played =
        event.kind === "recruitment"
          ? say("event.card-played.recruitment", { player: seat(event.player) })
          : say("event.card-played", { player: seat(event.player), kind: say(KIND_KEYS[event.kind]) });
      return event.on === null
        ? played
        : say("event.card-played.on", { played, target: w.target(event.on, event.target) });
    }
    case "allowed":
      return say("event.allowed", { player: seat(event.player) });
    case "stopped":
      return say("event.stopped", { player: seat(event.player) });
    case "travelled":
      return say("event.travelled", { target: w.target(event.on, event.target), player: seat(event.player) });
    case "recruited":
      return say("event.recruited", {
        player: seat(event.player),
        family: w.family(event.family),
        from: event.from === POOL ? say("event.from-pool") : seat(event.from),
      });
    case "bossChanged":
      return say("event.boss-changed", { player: seat(event.player), previous: seat(event.previous) });
    case "passed":
      return say("event.passed", { player: seat(event.player) });
    case "picked":
      return say("event.picked", { player: seat(event.player), target: w.target(event.on, event.target) });
    case "dealClosed": {
      const payments = event.payments
        .map((p) => say("event.payment", { price: w.money(p.price), seat: seat(p.seat) }))
        .join(", ");
      const values = { boss: seat(event.boss), payout: w.money(event.payout) };
      return payments
        ? say("event.deal-closed.paying", { ...values, payments })
        : say("event.deal-closed", values);
    }
    case "dealFailed":
      return say("event.deal-failed", { boss: seat(event.boss) });
    case "tilePlaced":
      return say("event.tile-placed", { tile: event.tile, space: event.space, marker: event.marker });
    case "endRoll":
      return say("event.end-roll", {
        player: seat(event.player),
        die: event.die,
        ends: event.ends ? "yes" : "no",
      });
    case "gameOver":
      return say("event.game-over", { reason: endReasonText(event.reason, options) });
    default:
      return JSON.stringify(event);
  }
}

function phaseLine(view: KkkView, w: Words): string {
  const { say, seat } = w;
  const limit = say("phase.limit", { turn: view.turnsPlayed + 1, max: view.options.maxTurns });
  switch (view.phase) {
    case "marker":
      return say("phase.marker", {
        placer: seat((view.turn + view.players - 1) % view.players),
        starter: seat(view.turn),
      });
    case "turn":
      return say(view.rolled ? "phase.turn.rolled" : "phase.turn", { seat: seat(view.turn), limit });
    case "handLimit": {
      const over = view.hands.flatMap((hand, s) => (hand.length > 12 ? [seat(s)] : [])).join(", ");
      return say("phase.hand-limit", { seats: over, seat: seat(view.turn) });
    }
    case "deal":
      return say("phase.deal", { limit });
    default:
      return say("phase.over", { reason: endReasonText(view.endReason ?? "turn-limit", w.options) });
  }
}

function boardLines(view: KkkView, w: Words): string[] {
  const { say } = w;
  return view.spaces.map((space, i) => {
    const tile = view.tiles[i] ?? 0;
    return say("board.space", {
      space: String(i).padStart(2),
      requirements: w.requirements(space),
      dividends: say("dividends", { count: space.dividends }),
      state: tile > 0 ? say("board.closed", { tile }) : say("board.open"),
      marker: i === view.marker ? say("board.marker") : "",
    });
  });
}

function dealLines(view: KkkView, deal: Deal, w: Words): string[] {
  const { say, seat } = w;
  const space = view.spaces[deal.space] as SpaceRule;
  const lines = [
    say("deal.title", {
      space: deal.space,
      requirements: w.requirements(space),
      payout: w.money(deal.payout),
      boss: seat(deal.boss),
      count: deal.count,
      limit: view.options.negotiationLimit,
    }),
  ];
  const tables = deal.table.flatMap((cards, s) =>
    cards.length > 0 ? [say("deal.table", { seat: seat(s), cards: w.list(cards) })] : [],
  );
  lines.push(say("deal.tables", { tables: tables.length > 0 ? tables.join("; ") : say("deal.empty") }));
  const travelling = deal.travel.flatMap((card, f) =>
    card >= 0 ? [say("deal.travelling-investor", { family: w.family(f), card: w.card(card) })] : [],
  );
  if (travelling.length > 0) lines.push(say("deal.travelling", { investors: travelling.join(", ") }));
  const offers = deal.offers.flatMap((offer, s) =>
    offer ? [say("deal.offer", { seat: seat(s), offer: w.offer(offer) })] : [],
  );
  lines.push(say("deal.offers", { offers: offers.length > 0 ? offers.join("; ") : say("none") }));
  const passed = deal.passed.flatMap((p, s) => (p ? [seat(s)] : []));
  lines.push(say("deal.passed", { seats: passed.length > 0 ? passed.join(", ") : say("nobody") }));
  if (deal.picking) {
    const named = [
      ...deal.picking.investors.map((f) => say("investor", { family: w.family(f) })),
      ...deal.picking.clans.map((id) => w.card(id)),
    ];
    lines.push(say("deal.picking", { cards: named.length > 0 ? named.join(", ") : say("deal.none-yet") }));
  }
  return lines;
}

/**
 * Renders everything a view shows in a few lines (in the option's language): the step, the board,
 * Investors, money, the own hand and the others' hand sizes, deck and discards, the deal, a Stop
 * window, past deals and last events.
 */
export function renderView(view: KkkView, options?: LocaleOption): string {
  const w = words(options);
  const { say, seat } = w;
  const who = view.viewer === null ? say("render.spectator") : seat(view.viewer);
  const lines = [say("render.title", { players: view.players, who }), phaseLine(view, w)];
  const tiles = view.options.tileValues.length;
  const next = view.options.tileValues[view.tilesPlaced];
  lines.push(
    next === undefined
      ? say("render.deals", { placed: view.tilesPlaced, tiles })
      : say("render.deals.next", { placed: view.tilesPlaced, tiles, value: w.money(next) }),
  );
  lines.push(say("render.board"), ...boardLines(view, w));
  const owners = view.owner.map((owner, f) =>
    owner === POOL
      ? say("render.owner.pool", { family: w.family(f) })
      : say("render.owner", { family: w.family(f), seat: seat(owner) }),
  );
  lines.push(say("render.investors", { owners: owners.join(", ") }));
  const money = view.money.map((m, s) => say("render.money.seat", { seat: seat(s), money: w.money(m) }));
  lines.push(say("render.money", { money: money.join(", ") }));
  const hands = view.hands.map((hand, s) =>
    s === view.viewer
      ? say("render.hand.own", { seat: seat(s), cards: w.list(hand) })
      : say("render.hand", { seat: seat(s), cards: w.cards(hand.length) }),
  );
  lines.push(say("render.hands", { hands: hands.join("; ") }));
  const top = view.discard[view.discard.length - 1];
  const piles = { deck: w.cards(view.deckSize), discard: w.cards(view.discard.length) };
  lines.push(
    top === undefined ? say("render.deck", piles) : say("render.deck.top", { ...piles, top: w.card(top) }),
  );
  if (view.deal) lines.push(...dealLines(view, view.deal, w));
  if (view.window)
    lines.push(say("render.window", { window: w.window(view.window), seat: seat(view.window.next) }));
  if (view.history.length > 0) {
    const deals = view.history.map((h) =>
      say("render.past-deal", {
        deal: h.deal,
        space: h.space,
        boss: seat(h.boss),
        payout: w.money(h.payout),
        paid: w.money(h.paid),
      }),
    );
    lines.push(say("render.past-deals", { deals: deals.join("; ") }));
  }
  if (view.phase === "over") {
    const best = Math.max(...view.money);
    const winners = view.money.flatMap((m, s) => (m === best ? [seat(s)] : []));
    lines.push(
      say("render.winners", { count: winners.length, seats: winners.join(", "), money: w.money(best) }),
    );
  }
  if (view.events.length > 0) {
    lines.push(
      say("render.last", { events: view.events.map((event) => describeEvent(event, options)).join("; ") }),
    );
  }
  return lines.join("\n");
}
