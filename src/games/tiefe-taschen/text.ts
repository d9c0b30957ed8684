/**
 * Tiefe Taschen as text for people: one-line action descriptions and a compact rendering of a view,
 * in any of the engine's languages. Everything is read from the view (or the action itself), so a
 * hidden card is never named.
 */
import { type CardView, HIDDEN, type LocaleOption, type Seat, seatName } from "../../core/index.js";
import { cardValue, copiesPerValue, moneyCount, tokenIndex } from "./catalog.js";
import { reasonText, speak } from "./messages.js";
import {
  actionCardName,
  demandName,
  distributionTotals,
  moneyCardFace,
  moneyTotal,
  tokenName,
} from "./present.js";
import type {
  ActionCard,
  Demand,
  Edition,
  Phase,
  TiefeTaschenAction,
  TiefeTaschenEventView,
  TiefeTaschenView,
  Token,
} from "./types.js";

/** A money card's name ("3 Mio", "the bankruptcy card", "a hidden card"); ids follow the edition (2016 by default). */
export function moneyCardName(card: CardView, edition: Edition = "2016", options?: LocaleOption): string {
  if (card === HIDDEN) return speak(options)("name.hidden");
  if (card >= moneyCount(edition)) return speak(options)("name.bankruptcy");
  return moneyCardFace(card, edition, options).name;
}

/** The words of one language for this file's helpers: messages, seat names and card names. */
function words(options: LocaleOption | undefined, edition: Edition) {
  const say = speak(options);
  return {
    say,
    seat: (seat: Seat) => seatName(seat, options),
    cardName: (card: CardView) => moneyCardName(card, edition, options),
    // "a 3 Mio card", or "a hidden card" for a card the view does not show.
    money: (card: CardView) =>
      card === HIDDEN
        ? say("name.hidden")
        : say("money.card", { name: moneyCardName(card, edition, options) }),
    action: (card: ActionCard) => actionCardName(card, options),
    demand: (demand: Demand) => demandName(demand, options),
    token: (token: Token) => tokenName(token, options),
    face: (faceUp: boolean) => say(faceUp ? "face-up" : "face-down"),
  };
}

/** The bribe card a view shows for a player's token (`undefined` when no bribe lies there). */
function bribeCard(view: TiefeTaschenView, briber: Seat, token: Token): CardView | undefined {
  const bribe = view.bribes[briber]?.[tokenIndex(token)];
  return bribe ? bribe.card : undefined;
}

/**
 * Describes an action in one line ("Seat 1 gives a 4 Mio card to Seat 3"), in the option's language.
 * Without a view the action is described in full; with a view, whatever that view does not show
 * (another seat's action card, a face-down bribe card it has not seen) stays hidden, and bribe cards
 * it does show are named.
 */
export function describeAction(
  action: TiefeTaschenAction,
  view?: TiefeTaschenView,
  options?: LocaleOption,
): string {
  const edition = view?.options.edition ?? "2016";
  const w = words(options, edition);
  const { say } = w;
  const who = w.seat(action.player);
  const own = view === undefined || view.viewer === action.player;
  switch (action.type) {
    case "assign":
      return action.to === action.player
        ? say("action.keep", { who, card: w.money(action.card) })
        : say("action.give", { who, card: w.money(action.card), to: w.seat(action.to) });
    case "unassign":
      return say("action.unassign", { who, card: w.money(action.card) });
    case "confirmDistribution":
      return say("action.confirm", { who });
    case "chooseCard": {
      const final = view?.phase === "final-choice";
      if (!own) return say(final ? "action.final.hidden" : "action.choose.hidden", { who });
      return say(final ? "action.final" : "action.choose", { who, card: w.action(action.card) });
    }
    case "placeInvestigator":
      return say("action.place-investigator", { who, target: w.seat(action.target) });
    case "withdrawInvestigator":
      return say("action.withdraw-investigator", { who });
    case "bribe":
      return say("action.bribe", {
        who,
        target: w.seat(action.target),
        demand: w.demand(action.demand),
        face: w.face(action.faceUp),
      });
    case "bribeMoney": {
      const pending = view?.pending;
      const visible =
        view === undefined ||
        own ||
        (pending !== null && pending !== undefined && (pending.faceUp || pending.target === view.viewer));
      return visible
        ? say("action.bribe-money", { who, value: action.value })
        : say("action.bribe-money.hidden", { who });
    }
    case "moveBribe":
      return say("action.move-bribe", {
        who,
        token: w.token(action.token),
        target: w.seat(action.target),
        demand: w.demand(action.demand),
      });
    case "withdrawBribe": {
      const card = view ? bribeCard(view, action.player, action.token) : undefined;
      const token = w.token(action.token);
      return card === undefined || card === HIDDEN
        ? say("action.withdraw-bribe", { who, token })
        : say("action.withdraw-bribe.card", { who, token, card: w.cardName(card) });
    }
    case "revealBribe": {
      const card = view ? bribeCard(view, action.briber, action.token) : undefined;
      const values = { who, briber: w.seat(action.briber), token: w.token(action.token) };
      return card === undefined || card === HIDDEN
        ? say("action.reveal-bribe", values)
        : say("action.reveal-bribe.card", { ...values, card: w.cardName(card) });
    }
    case "done":
      return say("action.done", { who });
    case "pass":
      return say("action.pass", { who });
    default:
      return JSON.stringify(action);
  }
}

/** Describes an event in one short phrase, as a log line (hidden cards stay unnamed), in the option's language. */
export function describeEvent(
  event: TiefeTaschenEventView,
  edition: Edition = "2016",
  options?: LocaleOption,
): string {
  const w = words(options, edition);
  const { say, seat } = w;
  switch (event.type) {
    case "period-started":
      return say("event.period-started", {
        period: event.period,
        president: seat(event.president),
        cards: event.pool.map(w.cardName).join(", "),
        total: moneyTotal(event.pool, edition),
      });
    case "assigned":
      return say("event.assigned", { card: w.money(event.card), to: seat(event.to) });
    case "unassigned":
      return say("event.unassigned", { card: w.money(event.card) });
    case "distribution-confirmed":
      return say("event.distribution-confirmed", { president: seat(event.president) });
    case "card-chosen":
      return event.card === HIDDEN
        ? say("event.card-chosen.hidden", { player: seat(event.player) })
        : say("event.card-chosen", { player: seat(event.player), card: w.action(event.card) });
    case "investigator-placed":
      return say("event.investigator-placed", { player: seat(event.player), target: seat(event.target) });
    case "investigator-withdrawn":
      return say("event.investigator-withdrawn", { player: seat(event.player) });
    case "bribe-started":
      return say("event.bribe-started", {
        player: seat(event.player),
        target: seat(event.target),
        demand: w.demand(event.demand),
      });
    case "bribe-placed":
      return say(event.faceUp ? "event.bribe-placed" : "event.bribe-placed.hidden", {
        player: seat(event.player),
        target: seat(event.target),
        demand: w.demand(event.demand),
        card: w.money(event.card),
      });
    case "bribe-moved":
      return say("event.bribe-moved", {
        player: seat(event.player),
        token: w.token(event.token),
        target: seat(event.target),
        demand: w.demand(event.demand),
      });
    case "bribe-withdrawn":
      return say("event.bribe-withdrawn", {
        player: seat(event.player),
        token: w.token(event.token),
        card: w.money(event.card),
      });
    case "bribe-revealed":
      return say("event.bribe-revealed", {
        player: seat(event.player),
        briber: seat(event.briber),
        card: w.cardName(event.card),
      });
    case "done":
      return say("event.done", { player: seat(event.player) });
    case "ordered-negotiation":
      return say("event.ordered-negotiation", { first: seat(event.first) });
    case "passed":
      return say("event.passed", { player: seat(event.player) });
    case "final-choice":
      return event.card === HIDDEN
        ? say("event.final-choice.hidden", { player: seat(event.player) })
        : say("event.final-choice", { player: seat(event.player), card: w.action(event.card) });
    case "card-revealed":
      return say(event.outOfTurn ? "event.card-revealed.out-of-turn" : "event.card-revealed", {
        player: seat(event.player),
        card: w.action(event.card),
      });
    case "bribe-settled":
      return say(event.fulfilled ? "event.bribe-fulfilled" : "event.bribe-returned", {
        briber: seat(event.briber),
        card: w.money(event.card),
        recipient: seat(event.recipient),
      });
    case "treasury-taken":
      return say("event.treasury-taken", { player: seat(event.player), card: w.money(event.card) });
    case "treasury-empty":
      return say("event.treasury-empty", { player: seat(event.player) });
    case "bankruptcy-drawn":
      return say("event.bankruptcy-drawn");
    case "blackmail":
      return say(event.averted ? "event.blackmail.averted" : "event.blackmail", {
        blackmailer: seat(event.blackmailer),
        target: seat(event.target),
      });
    case "money-stolen":
      return say("event.money-stolen", {
        to: seat(event.to),
        card: w.money(event.card),
        from: seat(event.from),
      });
    case "vote":
      return say("event.vote", {
        agree: event.agree,
        reject: event.reject,
        accepted: event.accepted ? "yes" : "no",
      });
    case "paid-out":
      return say("event.paid-out");
    case "resigned":
      return say("event.resigned", { player: seat(event.player), successor: seat(event.successor) });
    case "last-player":
      return say("event.last-player", {
        player: seat(event.player),
        total: moneyTotal(event.cards, edition),
      });
    case "game-over":
      return say("event.game-over", { reason: reasonText(event.reason, options) });
    default:
      return JSON.stringify(event);
  }
}

function stackLine(view: TiefeTaschenView, seat: Seat, options: LocaleOption | undefined): string {
  const edition = view.options.edition;
  const say = speak(options);
  const stack = view.money[seat] ?? [];
  const cards = say("cards", { count: stack.length });
  if (seat === view.viewer) {
    const own = stack.filter((card): card is number => card !== HIDDEN);
    const values = own.map((card) => cardValue(card, copiesPerValue(edition))).sort((a, b) => a - b);
    const total = moneyTotal(own, edition);
    return values.length > 0
      ? say("stack.own.values", { total, cards, values: values.join(", ") })
      : say("stack.own", { total, cards });
  }
  const known = view.knownMoney[seat] ?? [];
  if (known.length === 0) return cards;
  const values = known.map((card) => cardValue(card, copiesPerValue(edition)));
  const totals = { cards, known: known.length, total: moneyTotal(known, edition) };
  return known.length <= 6
    ? say("stack.known.values", { ...totals, values: values.join(", ") })
    : say("stack.known", totals);
}

function seatLine(view: TiefeTaschenView, seat: Seat, options: LocaleOption | undefined): string {
  const w = words(options, view.options.edition);
  const { say } = w;
  const parts: string[] = [stackLine(view, seat, options)];
  const roles: string[] = [];
  if (seat === view.viewer) roles.push(say("role.you"));
  if (seat === view.president) roles.push(say("role.president"));
  if (!view.active[seat]) roles.push(say("role.resigned"));
  const share = distributionTotals(view).perSeat[seat] ?? 0;
  if (share > 0) parts.push(say("seat.assigned", { amount: share }));
  const chosen = view.chosen[seat];
  if (chosen !== null && chosen !== undefined) parts.push(say("seat.card", { card: w.action(chosen) }));
  else if (view.hasCard[seat]) parts.push(say("seat.card-chosen"));
  if (view.phase === "final-choice" && view.finalChosen[seat]) parts.push(say("seat.final-made"));
  if (view.done[seat]) parts.push(say("role.done"));
  const target = view.investigator[seat];
  if (target !== null && target !== undefined)
    parts.push(say("seat.investigator", { target: w.seat(target) }));
  (view.bribes[seat] ?? []).forEach((bribe) => {
    if (!bribe) return;
    const card = bribe.card === HIDDEN ? say("seat.bribe.hidden-card") : w.cardName(bribe.card);
    parts.push(
      say("seat.bribe", {
        target: w.seat(bribe.target),
        demand: w.demand(bribe.demand),
        card,
        face: w.face(bribe.faceUp),
      }),
    );
  });
  const role = roles.length > 0 ? ` (${roles.join(", ")})` : "";
  return `  ${w.seat(seat)}${role}: ${parts.join("; ")}`;
}

const PHASE_KEYS = {
  distribute: "phase.distribute",
  negotiate: "phase.negotiate",
  ordered: "phase.ordered",
  "final-choice": "phase.final-choice",
  over: "phase.over",
} as const satisfies Record<Phase, string>;

function phaseLine(view: TiefeTaschenView, options: LocaleOption | undefined): string {
  const say = speak(options);
  const phase = say("render.period", { period: view.period, phase: say(PHASE_KEYS[view.phase]) });
  if (view.phase === "negotiate")
    return say("render.changes", { phase, changes: view.changes, limit: view.limit });
  if (view.phase === "ordered" && view.orderTurn !== null)
    return say("render.order-turn", { phase, seat: seatName(view.orderTurn, options) });
  if (view.phase === "over" && view.endReason)
    return say("render.end-reason", { phase, reason: reasonText(view.endReason, options) });
  return phase;
}

/** Renders a view as a few lines: the period and phase, the pool, every seat, and the last events (in the option's language). */
export function renderView(view: TiefeTaschenView, options?: LocaleOption): string {
  const edition = view.options.edition;
  const w = words(options, edition);
  const { say } = w;
  const lines: string[] = [];
  const who =
    view.viewer === null ? say("render.spectator") : say("render.you-are", { seat: w.seat(view.viewer) });
  lines.push(say("render.title", { edition, players: view.players, who }));
  lines.push(phaseLine(view, options));
  const president = { president: w.seat(view.president), count: view.treasuryCount };
  lines.push(
    say(view.bankruptcyShown.length > 0 ? "render.president.bankruptcy" : "render.president", president),
  );
  if (view.pool.length > 0) {
    const cards = view.pool.map((card, index) => {
      const to = view.assignedTo[index];
      const receiver = to === null || to === undefined ? say("render.unassigned") : w.seat(to);
      return say("render.pool-card", { card: w.cardName(card), to: receiver });
    });
    lines.push(say("render.pool", { total: moneyTotal(view.pool, edition), cards: cards.join(", ") }));
  }
  if (view.pending) {
    const p = view.pending;
    lines.push(
      say("render.pending", {
        player: w.seat(p.player),
        target: w.seat(p.target),
        demand: w.demand(p.demand),
        face: w.face(p.faceUp),
      }),
    );
  }
  lines.push(say("render.seats"));
  for (let seat = 0; seat < view.players; seat++) lines.push(seatLine(view, seat, options));
  if (view.events.length > 0) {
    lines.push(say("render.last"));
    for (const event of view.events) lines.push(`  ${describeEvent(event, edition, options)}`);
  }
  return lines.join("\n");
}
