/**
 * The recipe: applies a validated action to the working copy `apply` makes or to a caller-owned state.
 */
import type { SlushFundAction } from "../actions.js";
import type { SlushFundState } from "../types.js";
import { bribe, discard, moveScandal, peek, scandal, spy, steal, thief, transfer } from "./cards.js";
import { draw, stash, take } from "./turn.js";

/** Applies a validated action; it never stores one live object in two places of the state. */
export function mutate(s: SlushFundState, a: SlushFundAction): void {
  switch (a.type) {
    case "draw":
      draw(s, a.player);
      break;
    case "take":
      take(s, a.player, a.card);
      break;
    case "stash":
      stash(s, a.player, a.card);
      break;
    case "discard":
      discard(s, a.player, a.card);
      break;
    case "bribe":
      bribe(s, a.player, a.card, a.politician);
      break;
    case "scandal":
      scandal(s, a.player, a.card, a.politician);
      break;
    case "thief":
      thief(s, a.player, a.card, a.politician, a.victim);
      break;
    case "steal":
      steal(s, a.player, a.card);
      break;
    case "spy":
      spy(s, a.player, a.card);
      break;
    case "move-scandal":
      moveScandal(s, a.player, a.from, a.to);
      break;
    case "peek":
      peek(s, a.player, a.politician, a.victim);
      break;
    case "transfer":
      transfer(s, a.player, a.card, a.moved, a.to);
      break;
  }
}
