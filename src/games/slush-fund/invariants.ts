/**
 * The invariants of a Slush Fund state, as readable messages (empty when the state is sound).
 */
import { type CardId, checkCardConservation } from "../../core/index.js";
import {
  canMoveScandal,
  canPeek,
  isBribeCard,
  pileHasMoney,
  REVEAL_COUNT,
  SCANDALS_TO_REMOVE,
} from "./predicates.js";
import { POLITICIANS, type SlushFundState } from "./types.js";

function zonesOf(s: SlushFundState): Record<string, readonly CardId[]> {
  const zones: Record<string, readonly CardId[]> = {
    deck: s.deck,
    revealed: s.revealed,
    "current set": s.hand,
    "slush fund": s.fund,
    "time cards": s.timeCards,
    removed: s.removed,
  };
  s.scandals.forEach((zone, p) => {
    zones[`scandals of ${POLITICIANS[p]}`] = zone;
  });
  s.piles.forEach((row, p) => {
    row.forEach((pile, seat) => {
      zones[`pile of seat ${seat} at ${POLITICIANS[p]}`] = pile.cards;
    });
  });
  return zones;
}

function kindProblems(s: SlushFundState): string[] {
  const problems: string[] = [];
  const kindOf = (id: CardId) => s.catalog[id]?.kind;
  s.piles.forEach((row, p) => {
    row.forEach((pile, seat) => {
      if (pile.cards.some((id) => !isBribeCard(s, id))) {
        problems.push(
          `the pile of seat ${seat} at ${POLITICIANS[p]} holds a card that is neither Money nor VP`,
        );
      }
      if (
        pile.seenBy.some(
          (viewer, i) =>
            viewer === seat || viewer < 0 || viewer >= s.players || (pile.seenBy[i - 1] ?? -1) >= viewer,
        )
      ) {
        problems.push(
          `the pile of seat ${seat} at ${POLITICIANS[p]} has a bad list of spies: ${pile.seenBy.join(",")}`,
        );
      }
    });
  });
  if (s.scandals.some((zone) => zone.some((id) => kindOf(id) !== "scandal")))
    problems.push("a politician holds a non-scandal card");
  if (s.timeCards.some((id) => kindOf(id) !== "time"))
    problems.push("a non-Time card was laid aside as a Time card");
  if ([...s.revealed, ...s.hand, ...s.fund].some((id) => kindOf(id) === "time")) {
    problems.push("a Time card is in the revealed cards, the current set or the slush fund");
  }
  return problems;
}

function politicianProblems(s: SlushFundState): string[] {
  const problems: string[] = [];
  if (s.piles.length !== POLITICIANS.length || s.piles.some((row) => row.length !== s.players)) {
    problems.push("every politician must have exactly one pile per player");
  }
  s.fallen.forEach((fallen, p) => {
    const scandals = (s.scandals[p] as CardId[]).length;
    if (fallen !== scandals >= SCANDALS_TO_REMOVE) {
      problems.push(`${POLITICIANS[p]} has ${scandals} scandals but is ${fallen ? "" : "not "}removed`);
    }
  });
  return problems;
}

function phaseProblems(s: SlushFundState): string[] {
  const problems: string[] = [];
  const { phase, hand, revealed } = s;
  if (!Number.isInteger(s.turn) || s.turn < 0 || s.turn >= s.players)
    problems.push(`bad active seat ${s.turn}`);
  if ((phase === "over") !== (s.endReason !== null)) problems.push("the end reason and the phase disagree");
  if (s.timeCards.length > s.options.timeCardsToEnd)
    problems.push("more Time cards were laid aside than end the game");
  if (s.timeCards.length === s.options.timeCardsToEnd && s.endReason !== "time") {
    problems.push("the last Time card was revealed but the game did not end");
  }
  if (hand.length > REVEAL_COUNT || revealed.length > REVEAL_COUNT)
    problems.push("more than three cards in play");
  if (phase !== "over" && phase !== "stash" && revealed.length > 0)
    problems.push(`revealed cards wait in phase ${phase}`);
  if (phase === "stash" && (revealed.length === 0 || hand.length > 0))
    problems.push("bad cards for the stash step");
  if ((phase === "choose" || phase === "stash") && hand.length > 0)
    problems.push(`a current set in phase ${phase}`);
  if (phase === "choose" && s.deck.length === 0) problems.push("a turn starts with an empty deck");
  if (phase === "take" && (hand.length === 0 || hand.length >= REVEAL_COUNT))
    problems.push("bad set while taking");
  if (phase === "play" && hand.length === 0) problems.push("the play step has no card to play");
  if ((phase === "steal") !== (s.target !== null))
    problems.push("a thief target exists outside the steal step");
  if (s.target) {
    const pile = s.piles[s.target.politician]?.[s.target.victim];
    if (!pile || !pileHasMoney(s, pile.cards)) problems.push("the thief's target pile holds no money");
  }
  if (phase === "spy-move" && !canMoveScandal(s)) problems.push("the spy has no scandal to move");
  if (phase === "spy-look" && !canPeek(s, s.turn)) problems.push("the spy has no pile to look at");
  return problems;
}

/** Every broken invariant of the state, as messages. */
export function invariants(s: SlushFundState): string[] {
  return [
    ...checkCardConservation(s.catalog.length, zonesOf(s)),
    ...kindProblems(s),
    ...politicianProblems(s),
    ...phaseProblems(s),
  ];
}
