/**
 * What one seat sees: everything public, each pile's top card and size, and whole piles only for
 * their owner, for a spy who looked since the pile last changed, and for everyone once the game is
 * over (the lost piles of a fallen politician excepted).
 */
import { type CardView, clonePlain, HIDDEN, type Seat } from "../../core/index.js";
import type { Pile, PileView, Politician, SlushFundState, SlushFundView } from "./types.js";

/**
 * True when the viewer may see the whole pile owned by `owner` at `politician`: its owner, a spy who
 * looked since it last changed, and everyone once the game is over, except at a fallen politician,
 * whose lost piles stay as hidden as they were when it fell.
 */
export function seesWholePile(
  s: Pick<SlushFundState, "phase" | "fallen">,
  politician: Politician,
  pile: Pile,
  owner: Seat,
  viewer: Seat | null,
): boolean {
  // At the end of the game every bribe still in play is revealed.
  if (s.phase === "over" && !s.fallen[politician]) return true;
  return viewer !== null && (viewer === owner || pile.seenBy.includes(viewer));
}

function projectPile(
  s: SlushFundState,
  politician: Politician,
  pile: Pile,
  owner: Seat,
  viewer: Seat | null,
): PileView {
  const top = pile.cards.length - 1;
  const cards: CardView[] = seesWholePile(s, politician, pile, owner, viewer)
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
    piles: s.piles.map((row, politician) =>
      row.map((pile, owner) => projectPile(s, politician, pile, owner, viewer)),
    ),
    target: s.target === null ? null : { ...s.target },
    endReason: s.endReason,
    // Every event is public: played cards are shown to the table, a spy's look names no card.
    events: clonePlain(s.events),
  };
}
