/**
 * The legal actions of a seat: exactly what `validate` accepts, enumerated step by step.
 */
import type { CardId, Seat } from "../../core/index.js";
import type { SlushFundAction } from "./actions.js";
import { canMoveScandal, canPeek, FUND_TAKE, isMoney, livePoliticians, spyUsable } from "./predicates.js";
import type { Pile, Politician, SlushFundState } from "./types.js";

function pilesAt(s: SlushFundState, politician: Politician): Pile[] {
  return s.piles[politician] as Pile[];
}

function cardActions(
  s: SlushFundState,
  player: Seat,
  card: CardId,
  live: Politician[],
  out: SlushFundAction[],
): void {
  out.push({ type: "discard", player, card });
  switch (s.catalog[card]?.kind) {
    case "money":
    case "vp":
      for (const politician of live) out.push({ type: "bribe", player, card, politician });
      return;
    case "scandal":
      for (const politician of live) out.push({ type: "scandal", player, card, politician });
      return;
    case "thief":
      for (const politician of live) {
        const piles = pilesAt(s, politician);
        for (let victim = 0; victim < s.players; victim++) {
          const cards = (piles[victim] as Pile).cards;
          if (victim === player || cards.length === 0) continue;
          if (s.options.thiefTakes === "top" && !isMoney(s, cards[cards.length - 1] as CardId)) continue;
          out.push({ type: "thief", player, card, politician, victim });
        }
      }
      return;
    case "spy":
      if (spyUsable(s, player)) out.push({ type: "spy", player, card });
      return;
    case "transfer":
      for (const from of live) {
        for (const moved of (pilesAt(s, from)[player] as Pile).cards) {
          if (!isMoney(s, moved)) continue;
          for (const to of live) if (to !== from) out.push({ type: "transfer", player, card, moved, to });
        }
      }
      return;
    default:
      return;
  }
}

/** Every action `validate` accepts from `player` now; `[]` when it is not their moment. */
export function legalActions(s: SlushFundState, player: Seat): SlushFundAction[] {
  if (s.phase === "over" || player !== s.turn) return [];
  const out: SlushFundAction[] = [];
  switch (s.phase) {
    case "choose":
      out.push({ type: "draw", player });
      if (s.fund.length >= FUND_TAKE) for (const card of s.fund) out.push({ type: "take", player, card });
      return out;
    case "take":
      for (const card of s.fund) out.push({ type: "take", player, card });
      return out;
    case "stash":
      for (const card of s.revealed) out.push({ type: "stash", player, card });
      return out;
    case "play": {
      const live = livePoliticians(s);
      for (const card of s.hand) cardActions(s, player, card, live, out);
      return out;
    }
    case "steal": {
      const target = s.target as NonNullable<SlushFundState["target"]>;
      for (const card of (pilesAt(s, target.politician)[target.victim] as Pile).cards) {
        if (isMoney(s, card)) out.push({ type: "steal", player, card });
      }
      return out;
    }
    case "spy-move": {
      if (!canMoveScandal(s)) return out;
      const live = livePoliticians(s);
      for (const from of live) {
        if ((s.scandals[from] as CardId[]).length === 0) continue;
        for (const to of live) if (to !== from) out.push({ type: "move-scandal", player, from, to });
      }
      return out;
    }
    case "spy-look": {
      if (!canPeek(s, player)) return out;
      for (const politician of livePoliticians(s)) {
        const piles = pilesAt(s, politician);
        for (let victim = 0; victim < s.players; victim++) {
          if (victim !== player && (piles[victim] as Pile).cards.length > 0) {
            out.push({ type: "peek", player, politician, victim });
          }
        }
      }
      return out;
    }
  }
}
