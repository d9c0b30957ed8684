/**
 * What one seat sees: everything public, each pile's top card and size, and whole piles only for
 * their owner, for a spy who looked since the pile last changed, and for everyone once the game is over.
 */
import { type CardView, clonePlain, HIDDEN, type Seat } from "../../core/index.js";
import type { Pile, PileView, SlushFundState, SlushFundView } from "./types.js";

/** True when the viewer may see the whole pile owned by `owner`. */
export function seesWholePile(
  s: Pick<SlushFundState, "phase">,
  pile: Pile,
  owner: Seat,
  viewer: Seat | null,
): boolean {
  // At the end of the game every bribe is revealed.
  if (s.phase === "over") return true;
  return viewer !== null && (viewer === owner || pile.seenBy.includes(viewer));
}

function projectPile(s: SlushFundState, pile: Pile, owner: Seat, viewer: Seat | null): PileView {
  const top = pile.cards.length - 1;
  const cards: CardView[] = seesWholePile(s, pile, owner, viewer)
    ? pile.cards.slice()
    : pile.cards.map((card, index) => (index === top ? card : HIDDEN));
  return { cards, seenBy: pile.seenBy.slice() };
}

/** Projects the state for a seat (or `null`, a spectator); never shows the deck order or the generator. */
export function viewFor(s: SlushFundState, viewer: Seat | null): SlushFundView {
  return {
    viewer,
    players: s.players,
    options: { ...s.options, deck: { ...s.options.deck } },
    phase: s.phase,
    turn: s.turn,
    deckSize: s.deck.length,
    revealed: s.revealed.slice(),
    hand: s.hand.slice(),
    fund: s.fund.slice(),
    timeCards: s.timeCards.slice(),
    removed: s.removed.slice(),
    scandals: s.scandals.map((zone) => zone.slice()),
    fallen: s.fallen.slice(),
    piles: s.piles.map((row) => row.map((pile, owner) => projectPile(s, pile, owner, viewer))),
    target: s.target === null ? null : { ...s.target },
    endReason: s.endReason,
    // Every event is public: played cards are shown to the table, a spy's look names no card.
    events: clonePlain(s.events),
  };
}
