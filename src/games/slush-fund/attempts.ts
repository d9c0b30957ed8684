/**
 * One representative attempt of each kind of action the current step names, for
 * `unavailableActions`: the attempt a player would most plausibly make, so that the game's own
 * validation says why that kind is not offered.
 */
import type { CardId, Seat } from "../../core/index.js";
import type { SlushFundAction } from "./actions.js";
import { isMoney, livePoliticians, pileOf } from "./predicates.js";
import { POLITICIANS, type Politician, type SlushFundState } from "./types.js";

/** The first opponent's pile at a live politician that holds cards, else the first opponent at the first live politician. */
function opponentPile(s: SlushFundState, player: Seat): { politician: Politician; victim: Seat } {
  const live = livePoliticians(s);
  const opponents = Array.from({ length: s.players }, (_, seat) => seat).filter((seat) => seat !== player);
  for (const politician of live) {
    for (const victim of opponents) {
      if ((s.piles[politician]?.[victim]?.cards.length ?? 0) > 0) return { politician, victim };
    }
  }
  return { politician: live[0] ?? 0, victim: opponents[0] ?? 0 };
}

/** The money card of `player` a transfer would move first: on a live pile, else anywhere, else any own card. */
function transferredCard(s: SlushFundState, player: Seat): CardId | undefined {
  const own = POLITICIANS.flatMap((_, politician) => s.piles[politician]?.[player]?.cards ?? []);
  return (
    own.find((card) => isMoney(s, card) && !s.fallen[pileOf(s, player, card)]) ??
    own.find((card) => isMoney(s, card)) ??
    own[0]
  );
}

function transferAttempt(s: SlushFundState, player: Seat, card: CardId): SlushFundAction {
  const moved = transferredCard(s, player) ?? card;
  const from = pileOf(s, player, moved);
  const live = livePoliticians(s);
  const to = live.find((politician) => politician !== from) ?? live[0] ?? 0;
  return { type: "transfer", player, card, moved, to };
}

function playAttempts(s: SlushFundState, player: Seat): SlushFundAction[] {
  const out: SlushFundAction[] = [];
  const politician = livePoliticians(s)[0] ?? 0;
  for (const card of s.hand) {
    out.push({ type: "discard", player, card });
    switch (s.catalog[card]?.kind) {
      case "money":
      case "vp":
        out.push({ type: "bribe", player, card, politician });
        break;
      case "scandal":
        out.push({ type: "scandal", player, card, politician });
        break;
      case "thief":
        out.push({ type: "thief", player, card, ...opponentPile(s, player) });
        break;
      case "spy":
        out.push({ type: "spy", player, card });
        break;
      case "transfer":
        out.push(transferAttempt(s, player, card));
        break;
      default:
        break;
    }
  }
  return out;
}

/** One attempt of each kind of action the current step names for `player` (legal or not). */
export function attempts(s: SlushFundState, player: Seat): SlushFundAction[] {
  switch (s.phase) {
    case "choose":
      return [
        { type: "draw", player },
        { type: "take", player, card: s.fund[0] ?? 0 },
      ];
    case "take":
      return [{ type: "take", player, card: s.fund[0] ?? 0 }];
    case "stash":
      return [{ type: "stash", player, card: s.revealed[0] ?? 0 }];
    case "play":
      return playAttempts(s, player);
    case "steal": {
      const target = s.target;
      const cards = target ? (s.piles[target.politician]?.[target.victim]?.cards ?? []) : [];
      return [{ type: "steal", player, card: cards.find((card) => isMoney(s, card)) ?? cards[0] ?? 0 }];
    }
    case "spy-move": {
      const live = livePoliticians(s);
      const from = live.find((p) => (s.scandals[p]?.length ?? 0) > 0) ?? live[0] ?? 0;
      const to = live.find((p) => p !== from) ?? from;
      return [{ type: "move-scandal", player, from, to }];
    }
    case "spy-look":
      return [{ type: "peek", player, ...opponentPile(s, player) }];
    case "over":
      return [];
  }
}
