/**
 * Slush Fund as text for people: one-line action descriptions and a compact rendering of a view.
 */
import { type CardId, type CardView, HIDDEN, type Seat } from "../../core/index.js";
import type { SlushFundAction, SlushFundEvent } from "./actions.js";
import { BASE_VP, pileTotals } from "./predicates.js";
import {
  cardFace,
  catalogOf,
  moneyLabel,
  politicianName as presentedPolitician,
  turnSummary,
} from "./present.js";
import { finalScores } from "./scoring.js";
import { type Card, POLITICIANS, type Politician, type SlushFundState, type SlushFundView } from "./types.js";

/** A card's name ("$30K", "VP card", "Scandal", …); ids follow the view's deck (the default deck without one). */
export function cardName(card: CardView, catalog: readonly Card[] = catalogOf()): string {
  return card === HIDDEN ? "a hidden card" : cardFace(card, catalog).name;
}

function seatName(seat: Seat): string {
  return `Seat ${seat}`;
}

function politicianName(politician: Politician): string {
  return `the ${presentedPolitician(politician)}`;
}

function cardList(cards: readonly CardView[], catalog: readonly Card[]): string {
  return cards.length === 0 ? "none" : cards.map((card) => cardName(card, catalog)).join(", ");
}

/** Cards grouped by name with counts ("2× Scandal, $10K"), in order of first appearance. */
function cardCounts(cards: readonly CardView[], catalog: readonly Card[]): string {
  const counts = new Map<string, number>();
  for (const card of cards) {
    const name = cardName(card, catalog);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  if (counts.size === 0) return "none";
  return [...counts].map(([name, count]) => (count === 1 ? name : `${count}× ${name}`)).join(", ");
}

function ordinal(n: number): string {
  if (n === 1) return "1st";
  if (n === 2) return "2nd";
  if (n === 3) return "3rd";
  return `${n}th`;
}

/** The cards of a pile when the view shows all of them, otherwise `undefined`. */
function wholePile(view: SlushFundView, politician: Politician, seat: Seat): CardId[] | undefined {
  const cards = view.piles[politician]?.[seat]?.cards;
  if (!cards || cards.includes(HIDDEN)) return undefined;
  return cards as CardId[];
}

/** What the view adds to an action: totals the viewer can see, the effect of a scandal, … */
function detail(action: SlushFundAction, view: SlushFundView, catalog: readonly Card[]): string {
  switch (action.type) {
    case "bribe": {
      const cards = wholePile(view, action.politician, action.player);
      if (!cards) return "";
      const after = pileTotals({ catalog: catalog as Card[] }, [...cards, action.card]);
      const vp = after.vp > 0 ? ` and ${after.vp} VP card${after.vp === 1 ? "" : "s"}` : "";
      return ` (pile there: ${moneyLabel(after.money)}${vp})`;
    }
    case "scandal": {
      const count = (view.scandals[action.politician]?.length ?? 0) + 1;
      return count >= 5
        ? ` (5th scandal: ${politicianName(action.politician)} falls with every bribe)`
        : ` (${ordinal(count)} scandal: worth ${BASE_VP - count} VP)`;
    }
    case "thief": {
      const pile = view.piles[action.politician]?.[action.victim]?.cards ?? [];
      const top = pile[pile.length - 1] ?? HIDDEN;
      return view.options.thiefTakes === "top" && top !== HIDDEN
        ? ` (takes ${cardName(top, catalog)})`
        : ` (looks through ${pile.length} card${pile.length === 1 ? "" : "s"})`;
    }
    case "steal":
      return view.target
        ? ` from ${seatName(view.target.victim)}'s pile at ${politicianName(view.target.politician)}`
        : "";
    case "move-scandal": {
      const count = (view.scandals[action.to]?.length ?? 0) + 1;
      return count >= 5 ? ` (5th scandal: ${politicianName(action.to)} falls)` : ` (now ${count} there)`;
    }
    case "peek": {
      const size = view.piles[action.politician]?.[action.victim]?.cards.length ?? 0;
      return ` (${size} card${size === 1 ? "" : "s"})`;
    }
    case "transfer": {
      const from = view.piles.findIndex((row) => row[action.player]?.cards.includes(action.moved));
      return from >= 0 ? ` from ${politicianName(from)}` : "";
    }
    default:
      return "";
  }
}

/**
 * Describes an action in one line ("Seat 1 bribes the Speaker with $30K"); with a view, adds what
 * that view shows (the resulting pile total, the scandal count, the card a Thief takes) and nothing
 * it hides. Without a view, card names follow the default deck.
 */
export function describeAction(action: SlushFundAction, view?: SlushFundView): string {
  const catalog = catalogOf(view?.options.deck);
  const who = seatName(action.player);
  const more = view ? detail(action, view, catalog) : "";
  switch (action.type) {
    case "draw":
      return `${who} draws from the deck`;
    case "take":
      return `${who} takes ${cardName(action.card, catalog)} from the slush fund`;
    case "stash":
      return `${who} puts ${cardName(action.card, catalog)} into the slush fund`;
    case "discard":
      return `${who} discards ${cardName(action.card, catalog)}`;
    case "bribe":
      return catalog[action.card]?.kind === "vp"
        ? `${who} puts a VP card on their pile at ${politicianName(action.politician)}${more}`
        : `${who} bribes ${politicianName(action.politician)} with ${cardName(action.card, catalog)}${more}`;
    case "scandal":
      return `${who} puts a Scandal on ${politicianName(action.politician)}${more}`;
    case "thief":
      return `${who} sends a Thief to ${seatName(action.victim)}'s pile at ${politicianName(action.politician)}${more}`;
    case "steal":
      return `${who} steals ${cardName(action.card, catalog)}${more}`;
    case "spy":
      return `${who} plays a Spy`;
    case "move-scandal":
      return `${who} moves a scandal from ${politicianName(action.from)} to ${politicianName(action.to)}${more}`;
    case "peek":
      return `${who} looks at ${seatName(action.victim)}'s pile at ${politicianName(action.politician)}${more}`;
    case "transfer":
      return `${who} plays a Money Transfer: ${cardName(action.moved, catalog)}${more} to ${politicianName(action.to)}`;
    default:
      return JSON.stringify(action);
  }
}

/** Describes an event in one short phrase, as a log line. */
export function describeEvent(event: SlushFundEvent, catalog: readonly Card[] = catalogOf()): string {
  switch (event.type) {
    case "revealed":
      return `${seatName(event.player)} reveals ${cardName(event.card, catalog)}`;
    case "time-card":
      return `${seatName(event.player)} reveals Time card ${event.count}`;
    case "stashed":
      return `${seatName(event.player)} puts ${cardName(event.card, catalog)} into the slush fund`;
    case "taken":
      return `${seatName(event.player)} takes ${cardName(event.card, catalog)} from the slush fund`;
    case "discarded":
      return `${seatName(event.player)} discards ${cardName(event.card, catalog)}`;
    case "bribed":
      return `${seatName(event.player)} bribes ${politicianName(event.politician)} with ${cardName(event.card, catalog)}`;
    case "scandal":
      return `${seatName(event.player)} puts scandal ${event.count} on ${politicianName(event.politician)}`;
    case "politician-removed": {
      const lost = event.lost.reduce((sum, n) => sum + n, 0);
      return `${politicianName(event.politician)} falls; ${lost} bribe card${lost === 1 ? " is" : "s are"} lost`;
    }
    case "thief":
      return `${seatName(event.player)} sends a Thief to ${seatName(event.victim)}'s pile at ${politicianName(event.politician)}`;
    case "stolen":
      return `${seatName(event.player)} steals ${cardName(event.card, catalog)} from ${seatName(event.victim)} at ${politicianName(event.politician)}`;
    case "thief-missed":
      return `${seatName(event.player)}'s Thief finds no money in ${seatName(event.victim)}'s pile at ${politicianName(event.politician)}`;
    case "spy":
      return `${seatName(event.player)} plays a Spy`;
    case "scandal-moved":
      return `${seatName(event.player)} moves a scandal from ${politicianName(event.from)} to ${politicianName(event.to)}`;
    case "peeked":
      return `${seatName(event.player)} looks at ${seatName(event.victim)}'s pile at ${politicianName(event.politician)}`;
    case "transferred":
      return `${seatName(event.player)} moves ${cardName(event.moved, catalog)} from ${politicianName(event.from)} to ${politicianName(event.to)}`;
    case "turn-ended":
      return event.next === null
        ? `${seatName(event.player)} ends the turn`
        : `${seatName(event.player)} ends the turn; ${seatName(event.next)} is next`;
    case "game-ended":
      return `game over: ${event.scores.map((score, seat) => `${seatName(seat)} ${score} VP`).join(", ")}`;
    default:
      return JSON.stringify(event);
  }
}

function pileText(view: SlushFundView, politician: Politician, seat: Seat, catalog: readonly Card[]): string {
  const pile = view.piles[politician]?.[seat];
  const cards = pile?.cards ?? [];
  if (cards.length === 0) return `${seatName(seat)} —`;
  const spies = pile?.seenBy.length ? ` (seen by ${pile.seenBy.map(seatName).join(", ")})` : "";
  const whole = wholePile(view, politician, seat);
  if (whole) {
    const t = pileTotals({ catalog: catalog as Card[] }, whole);
    const vp = t.vp > 0 ? ` +${t.vp} VP` : "";
    return `${seatName(seat)} ${moneyLabel(t.money)}${vp} [${cardList(whole, catalog)}]${spies}`;
  }
  const top = cards[cards.length - 1] ?? HIDDEN;
  const size = `${cards.length} card${cards.length === 1 ? "" : "s"}`;
  return `${seatName(seat)} ${size}, top ${cardName(top, catalog)}${spies}`;
}

function politicianLine(view: SlushFundView, politician: Politician, catalog: readonly Card[]): string {
  const scandals = view.scandals[politician]?.length ?? 0;
  const name = POLITICIANS[politician] as string;
  const piles = Array.from({ length: view.players }, (_, seat) => pileText(view, politician, seat, catalog));
  if (view.fallen[politician]) return `  ${name}: fallen (${scandals} scandals), lost: ${piles.join(" · ")}`;
  const s = scandals === 1 ? "" : "s";
  return `  ${name} (${BASE_VP - scandals} VP, ${scandals} scandal${s}): ${piles.join(" · ")}`;
}

/** Renders everything a view shows, in a few lines: step, turn, deck, fund, politicians and piles, last events. */
export function renderView(view: SlushFundView): string {
  const catalog = catalogOf(view.options.deck);
  const who = view.viewer === null ? "spectator" : seatName(view.viewer);
  const rule = view.options.thiefTakes === "any" ? " (a Thief takes any money card)" : "";
  const lines = [`Slush Fund, ${view.players} players${rule}, view of ${who}`];
  if (view.phase === "over") {
    const scores = finalScores({ ...view, catalog, piles: view.piles } as unknown as SlushFundState);
    const reason = view.endReason === "time" ? "the last Time card was revealed" : "the deck ran out";
    lines.push(`Game over (${reason}): ${scores.map((vp, seat) => `${seatName(seat)} ${vp} VP`).join(", ")}`);
  } else {
    lines.push(`Turn: ${seatName(view.turn)}, step: ${turnSummary(view).step}`);
  }
  lines.push(
    `Deck: ${view.deckSize} cards; Time cards: ${view.timeCards.length} of ${view.options.timeCardsToEnd}`,
  );
  lines.push(`Out of the game (${view.removed.length}): ${cardCounts(view.removed, catalog)}`);
  lines.push(`Slush fund (${view.fund.length}): ${cardCounts(view.fund, catalog)}`);
  if (view.revealed.length > 0) lines.push(`Revealed: ${cardList(view.revealed, catalog)}`);
  if (view.hand.length > 0) lines.push(`Cards to play: ${cardList(view.hand, catalog)}`);
  if (view.target) {
    lines.push(
      `Thief looks into ${seatName(view.target.victim)}'s pile at ${politicianName(view.target.politician)}`,
    );
  }
  lines.push("Politicians:");
  for (let p = 0; p < POLITICIANS.length; p++) lines.push(politicianLine(view, p, catalog));
  if (view.events.length > 0) {
    lines.push(`Last: ${view.events.map((event) => describeEvent(event, catalog)).join("; ")}`);
  }
  return lines.join("\n");
}
