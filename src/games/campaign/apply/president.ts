/**
 * President cards: the draw on taking office (reshuffling the discard when the deck is empty), the
 * immediate effects, cards that stay in front of the president, and their discard.
 */
import { drawFrom, moveAll, rollDie, type Seat, shuffle } from "../../../core/index.js";
import {
  LIBERAL_MEDIA,
  PAID_VACATION,
  PHOTO_OP_PRICE,
  type PresidentCard,
  presidentCardKind,
  ROLL_CARDS,
} from "../data.js";
import { bankPays, payBank, paySeat } from "../money.js";
import { holderOf } from "../predicates.js";
import type { CampaignState, GovernmentKind } from "../types.js";

/** The president draws a card and resolves it: at once, kept face down (Pardon), or laid face up. */
export function drawPresidentCard(s: CampaignState, seat: Seat): void {
  if (s.presidentDeck.length === 0) {
    moveAll(s.presidentDiscard, s.presidentDeck);
    s.presidentDeck = drawFrom(s, (r) => shuffle(r, s.presidentDeck));
  }
  const card = s.presidentDeck.pop();
  if (card === undefined) return;
  const kind = presidentCardKind(card);
  if (kind === "pardon") {
    (s.hands[seat] as number[]).push(card);
    s.events.push({ type: "president-card", player: seat, card, kept: true });
    return;
  }
  s.events.push({ type: "president-card", player: seat, card, kept: false });
  if (ROLL_CARDS.includes(kind) || kind === "gate" || kind === "gaffe") {
    (s.active[seat] as number[]).push(card);
    if (kind === "spoiled-ballots") {
      const die = drawFrom(s, (r) => rollDie(r));
      s.spoiled[seat] = die % 2 === 0 ? die : -die;
      effect(
        s,
        seat,
        card,
        `rolled ${die}: ${die % 2 === 0 ? "+" : "−"}${die} on the next seat-loss threshold`,
      );
    }
    return;
  }
  resolveImmediate(s, seat, card, kind);
  s.presidentDiscard.push(card);
}

function effect(s: CampaignState, seat: Seat, card: number, detail: string): void {
  s.events.push({ type: "card-effect", player: seat, card, detail });
}

function resolveImmediate(s: CampaignState, seat: Seat, card: number, kind: PresidentCard): void {
  const sequence = s.sequences[seat] as GovernmentKind[];
  switch (kind) {
    case "alzheimers":
      sequence.pop();
      effect(s, seat, card, "the last entry of the sequence is dropped");
      break;
    case "terrorist-attack": {
      const last = sequence[sequence.length - 1];
      if (last !== undefined) sequence.push(last);
      effect(s, seat, card, "the last entry of the sequence is repeated");
      break;
    }
    case "paid-vacation":
      bankPays(s, seat, PAID_VACATION, "paid vacation");
      break;
    case "drunk-daughters": {
      const roll = drawFrom(s, (r) => rollDie(r)) + drawFrom(s, (r) => rollDie(r));
      effect(s, seat, card, `rolled ${roll}`);
      payBank(s, seat, roll, "drunk daughters");
      break;
    }
    case "photo-op": {
      const receiver = holderOf(s, LIBERAL_MEDIA);
      if (receiver === null) payBank(s, seat, PHOTO_OP_PRICE, "photo-op");
      else paySeat(s, seat, receiver, PHOTO_OP_PRICE, "photo-op");
      break;
    }
    default:
      break;
  }
}

/** Discards the face-up cards of the given kinds in front of a seat. */
export function discardActive(s: CampaignState, seat: Seat, kinds: readonly PresidentCard[]): void {
  const active = s.active[seat] as number[];
  for (let i = active.length - 1; i >= 0; i--) {
    const card = active[i] as number;
    const kind = presidentCardKind(card);
    if (!kinds.includes(kind)) continue;
    active.splice(i, 1);
    s.presidentDiscard.push(card);
    if (kind === "spoiled-ballots") s.spoiled[seat] = 0;
  }
}
