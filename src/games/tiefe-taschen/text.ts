/**
 * Tiefe Taschen as text for people: one-line action descriptions and a compact rendering of a view.
 * Everything is read from the view (or the action itself), so a hidden card is never named.
 */
import { type CardView, HIDDEN, type Seat } from "../../core/index.js";
import { cardValue, copiesPerValue, moneyCount, tokenIndex } from "./catalog.js";
import {
  actionCardName,
  demandName,
  distributionTotals,
  moneyCardFace,
  moneyTotal,
  tokenName,
} from "./present.js";
import type {
  Edition,
  Phase,
  TiefeTaschenAction,
  TiefeTaschenEventView,
  TiefeTaschenView,
  Token,
} from "./types.js";

const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  distribute: "distribution",
  negotiate: "negotiation",
  ordered: "negotiation in turn order",
  "final-choice": "final card choice",
  over: "game over",
};

function seatName(seat: Seat): string {
  return `Seat ${seat}`;
}

function cardsCount(count: number): string {
  return `${count} card${count === 1 ? "" : "s"}`;
}

/** A money card's name ("3 Mio", "the bankruptcy card", "a hidden card"); ids follow the edition (2016 by default). */
export function moneyCardName(card: CardView, edition: Edition = "2016"): string {
  if (card === HIDDEN) return "a hidden card";
  if (card >= moneyCount(edition)) return "the bankruptcy card";
  return moneyCardFace(card, edition).name;
}

function money(card: CardView, edition: Edition): string {
  return card === HIDDEN ? "a hidden card" : `a ${moneyCardName(card, edition)} card`;
}

/** The bribe card a view shows for a player's token (`undefined` when no bribe lies there). */
function bribeCard(view: TiefeTaschenView, briber: Seat, token: Token): CardView | undefined {
  const bribe = view.bribes[briber]?.[tokenIndex(token)];
  return bribe ? bribe.card : undefined;
}

/**
 * Describes an action in one line ("Seat 1 gives a 4 Mio card to Seat 3"). Without a view the action
 * is described in full; with a view, whatever that view does not show (another seat's action card,
 * a face-down bribe card it has not seen) stays hidden, and bribe cards it does show are named.
 */
export function describeAction(action: TiefeTaschenAction, view?: TiefeTaschenView): string {
  const edition = view?.options.edition ?? "2016";
  const who = seatName(action.player);
  const own = view === undefined || view.viewer === action.player;
  switch (action.type) {
    case "assign":
      return action.to === action.player
        ? `${who} keeps ${money(action.card, edition)}`
        : `${who} gives ${money(action.card, edition)} to ${seatName(action.to)}`;
    case "unassign":
      return `${who} takes back ${money(action.card, edition)} from the distribution`;
    case "confirmDistribution":
      return `${who} confirms the distribution`;
    case "chooseCard": {
      const final = view?.phase === "final-choice" ? "makes the final choice" : "chooses";
      return own
        ? `${who} ${final}: ${actionCardName(action.card)}`
        : `${who} ${final === "chooses" ? "chooses an action card" : final} (face down)`;
    }
    case "placeInvestigator":
      return `${who} places the investigator before ${seatName(action.target)}`;
    case "withdrawInvestigator":
      return `${who} withdraws the investigator`;
    case "bribe":
      return `${who} offers ${seatName(action.target)} a bribe demanding ${demandName(action.demand)} (${action.faceUp ? "face up" : "face down"})`;
    case "bribeMoney": {
      const pending = view?.pending;
      const visible =
        view === undefined ||
        own ||
        (pending !== null && pending !== undefined && (pending.faceUp || pending.target === view.viewer));
      return visible
        ? `${who} pays the bribe with a ${action.value} Mio card`
        : `${who} pays the bribe with a face-down money card`;
    }
    case "moveBribe":
      return `${who} moves the ${tokenName(action.token)} to ${seatName(action.target)}, demanding ${demandName(action.demand)}`;
    case "withdrawBribe": {
      const card = view ? bribeCard(view, action.player, action.token) : undefined;
      const what =
        card === undefined || card === HIDDEN ? "" : ` and its ${moneyCardName(card, edition)} card`;
      return `${who} withdraws the ${tokenName(action.token)}${what}`;
    }
    case "revealBribe": {
      const card = view ? bribeCard(view, action.briber, action.token) : undefined;
      const what = card === undefined || card === HIDDEN ? "" : `: ${moneyCardName(card, edition)}`;
      return `${who} turns up the bribe card of ${seatName(action.briber)}'s ${tokenName(action.token)}${what}`;
    }
    case "done":
      return `${who} is done negotiating`;
    case "pass":
      return `${who} passes`;
    default:
      return JSON.stringify(action);
  }
}

/** Describes an event in one short phrase, as a log line (hidden cards stay unnamed). */
export function describeEvent(event: TiefeTaschenEventView, edition: Edition = "2016"): string {
  switch (event.type) {
    case "period-started":
      return `period ${event.period} begins: President ${seatName(event.president)} reveals ${event.pool.map((c) => moneyCardName(c, edition)).join(", ")} (${moneyTotal(event.pool, edition)} Mio)`;
    case "assigned":
      return `${money(event.card, edition)} goes to ${seatName(event.to)}`;
    case "unassigned":
      return `${money(event.card, edition)} is taken back`;
    case "distribution-confirmed":
      return `${seatName(event.president)} confirms the distribution; negotiation begins`;
    case "card-chosen":
      return `${seatName(event.player)} chooses ${event.card === HIDDEN ? "an action card" : actionCardName(event.card)}`;
    case "investigator-placed":
      return `${seatName(event.player)} places the investigator before ${seatName(event.target)}`;
    case "investigator-withdrawn":
      return `${seatName(event.player)} withdraws the investigator`;
    case "bribe-started":
      return `${seatName(event.player)} offers ${seatName(event.target)} a bribe demanding ${demandName(event.demand)}`;
    case "bribe-placed":
      return `${seatName(event.player)} bribes ${seatName(event.target)} (${demandName(event.demand)}) with ${money(event.card, edition)}${event.faceUp ? "" : " face down"}`;
    case "bribe-moved":
      return `${seatName(event.player)} moves the ${tokenName(event.token)} to ${seatName(event.target)} (${demandName(event.demand)})`;
    case "bribe-withdrawn":
      return `${seatName(event.player)} withdraws the ${tokenName(event.token)} with ${money(event.card, edition)}`;
    case "bribe-revealed":
      return `${seatName(event.player)} turns up ${seatName(event.briber)}'s bribe: ${moneyCardName(event.card, edition)}`;
    case "done":
      return `${seatName(event.player)} is done`;
    case "ordered-negotiation":
      return `the negotiation continues in turn order from ${seatName(event.first)}`;
    case "passed":
      return `${seatName(event.player)} passes`;
    case "final-choice":
      return `${seatName(event.player)} makes the final choice${event.card === HIDDEN ? "" : `: ${actionCardName(event.card)}`}`;
    case "card-revealed":
      return `${seatName(event.player)} reveals ${actionCardName(event.card)}${event.outOfTurn ? " out of turn" : ""}`;
    case "bribe-settled":
      return `${seatName(event.briber)}'s bribe (${money(event.card, edition)}) ${event.fulfilled ? `goes to ${seatName(event.recipient)}` : `returns from ${seatName(event.recipient)}`}`;
    case "treasury-taken":
      return `${seatName(event.player)} takes ${money(event.card, edition)} from the treasury`;
    case "treasury-empty":
      return `${seatName(event.player)} finds the treasury empty`;
    case "bankruptcy-drawn":
      return "the bankruptcy card comes up";
    case "blackmail":
      return `${seatName(event.blackmailer)} blackmails ${seatName(event.target)}${event.averted ? ", who averts it" : ""}`;
    case "money-stolen":
      return `${seatName(event.to)} takes ${money(event.card, edition)} from ${seatName(event.from)}`;
    case "vote":
      return `vote: ${event.agree} Agree, ${event.reject} Reject: ${event.accepted ? "accepted" : "rejected"}`;
    case "paid-out":
      return "the distribution is paid out";
    case "resigned":
      return `${seatName(event.player)} resigns; ${seatName(event.successor)} becomes president`;
    case "last-player":
      return `${seatName(event.player)}, the last active player, takes the pool (${moneyTotal(event.cards, edition)} Mio)`;
    case "game-over":
      return `game over: ${event.reason}`;
    default:
      return JSON.stringify(event);
  }
}

function stackLine(view: TiefeTaschenView, seat: Seat): string {
  const edition = view.options.edition;
  const stack = view.money[seat] ?? [];
  if (seat === view.viewer) {
    const cards = stack.filter((card): card is number => card !== HIDDEN);
    const values = cards.map((card) => cardValue(card, copiesPerValue(edition))).sort((a, b) => a - b);
    return `${moneyTotal(cards, edition)} Mio in ${cardsCount(stack.length)}${values.length > 0 ? ` (${values.join(", ")})` : ""}`;
  }
  const known = view.knownMoney[seat] ?? [];
  if (known.length === 0) return cardsCount(stack.length);
  const values = known.map((card) => cardValue(card, copiesPerValue(edition)));
  const detail = known.length <= 6 ? `: ${values.join(", ")}` : "";
  return `${cardsCount(stack.length)}, ${known.length} known worth ${moneyTotal(known, edition)} Mio${detail}`;
}

function seatLine(view: TiefeTaschenView, seat: Seat): string {
  const parts: string[] = [stackLine(view, seat)];
  const roles: string[] = [];
  if (seat === view.viewer) roles.push("you");
  if (seat === view.president) roles.push("president");
  if (!view.active[seat]) roles.push("resigned");
  const share = distributionTotals(view).perSeat[seat] ?? 0;
  if (share > 0) parts.push(`assigned ${share} Mio`);
  const chosen = view.chosen[seat];
  if (chosen !== null && chosen !== undefined) parts.push(`card: ${actionCardName(chosen)}`);
  else if (view.hasCard[seat]) parts.push("card chosen");
  if (view.phase === "final-choice" && view.finalChosen[seat]) parts.push("final choice made");
  if (view.done[seat]) parts.push("done");
  const target = view.investigator[seat];
  if (target !== null && target !== undefined) parts.push(`investigator before ${seatName(target)}`);
  (view.bribes[seat] ?? []).forEach((bribe) => {
    if (!bribe) return;
    const card = bribe.card === HIDDEN ? "hidden card" : moneyCardName(bribe.card, view.options.edition);
    const face = bribe.faceUp ? "face up" : "face down";
    parts.push(`bribe on ${seatName(bribe.target)}: ${demandName(bribe.demand)}, ${card} ${face}`);
  });
  const role = roles.length > 0 ? ` (${roles.join(", ")})` : "";
  return `  ${seatName(seat)}${role}: ${parts.join("; ")}`;
}

/** Renders a view as a few lines: the period and phase, the pool, every seat, and the last events. */
export function renderView(view: TiefeTaschenView): string {
  const edition = view.options.edition;
  const lines: string[] = [];
  const who = view.viewer === null ? "spectator" : `you are ${seatName(view.viewer)}`;
  lines.push(`Tiefe Taschen (${edition} edition), ${view.players} players; ${who}`);
  let phase = `Period ${view.period}, ${PHASE_NAMES[view.phase]}`;
  if (view.phase === "negotiate") phase += ` (${view.changes} of ${view.limit} changes)`;
  if (view.phase === "ordered" && view.orderTurn !== null) phase += `: ${seatName(view.orderTurn)} to act`;
  if (view.phase === "over" && view.endReason) phase += `: ${view.endReason}`;
  lines.push(phase);
  const bankruptcy = view.bankruptcyShown.length > 0 ? "; the bankruptcy card is open" : "";
  lines.push(`President ${seatName(view.president)}; treasury ${view.treasuryCount} cards${bankruptcy}`);
  if (view.pool.length > 0) {
    const cards = view.pool.map((card, index) => {
      const to = view.assignedTo[index];
      return `${moneyCardName(card, edition)} → ${to === null || to === undefined ? "unassigned" : seatName(to)}`;
    });
    lines.push(`Pool (${moneyTotal(view.pool, edition)} Mio): ${cards.join(", ")}`);
  }
  if (view.pending) {
    const p = view.pending;
    lines.push(
      `${seatName(p.player)} is choosing the card for a bribe of ${seatName(p.target)} (${demandName(p.demand)}, ${p.faceUp ? "face up" : "face down"})`,
    );
  }
  lines.push("Seats:");
  for (let seat = 0; seat < view.players; seat++) lines.push(seatLine(view, seat));
  if (view.events.length > 0) {
    lines.push("Last:");
    for (const event of view.events) lines.push(`  ${describeEvent(event, edition)}`);
  }
  return lines.join("\n");
}
