/**
 * The heuristic bot of Kohle, Kie$ & Knete: a Boss who opens deals it can close at a profit and
 * buys the missing families at a fair price; players who sell those families, take deals over and
 * spoil the deals of a rival about to pull ahead. Its self-play closes deals until the last tile or
 * the end roll ends the game.
 *
 * The Boss cannot pass: whenever it is asked before every other player has passed, it must make a
 * change or give up, and every change lets the others pass again. So the Boss plans its changes.
 * - **Fair price.** What is left of the payout (after the accepted prices) shared evenly between the
 *   Boss and every family it still misses; a card covering k missing families is worth k shares.
 *   Sellers ask it and the Boss accepts up to it, so a Boss that buys every family keeps a share.
 * - **Its turn.** It opens the deal at the marker when its Investors and the Clan cards in its hand,
 *   the other players' Investors (to buy) and at most one recruitment (with a Recruitment triple) can
 *   meet the space, and its hand pays for the changes it will have to make: Clan cards, Travel cards
 *   with a target and Recruitment triples, plus one acceptance per family to buy, number at least 7.
 *   Otherwise it rolls, opens where the marker lands on the same test, and draws otherwise. The first
 *   marker goes on the space needing the most investors.
 * - **As Boss.** It closes as soon as it may (the engine picks the cards). While the requirements
 *   are unmet it lays a Clan card of a missing family, accepts the cheapest offer of a missing family
 *   at or below the fair price, or recruits a missing family; it gives up when no other player's
 *   Investor, table Clan card or offer (nor its own recruitment) can complete the space, or once the
 *   negotiation limit is reached. Otherwise it spends the cheapest change: it freezes an open offer
 *   (accepts it) priced at most an even split of the rest between itself and the open offers, while
 *   it keeps more than any seller; then it recruits, sends a Travel card onto an Investor another
 *   player could still offer, lays a Clan card (unused ones come back), travels another card the deal
 *   does not need, and, once the requirements are met, accepts the cheapest offer that leaves it a
 *   profit; with nothing left it gives up.
 * - **As non-Boss.** It plays a Boss card to take over a deal it could open itself missing at most one
 *   family (unless it has an accepted offer there); recruits a family the Boss needs from the pool
 *   or a third player, to sell it; offers its Investors and table Clan cards of families the Boss
 *   still needs (laying a Clan card from its hand first) and lowers the price to the fair price;
 *   sends a Travel card onto a card of the Boss that the deal cannot do without when the deal is met
 *   or one family short, none of its money would come to the bot, and the Boss would end up richer
 *   than the bot; otherwise it passes.
 * - **Stop cards** answer only what hurts it: a recruitment of its own Investor, a card against its
 *   accepted offer, or, as Boss, a Boss card or a card that would leave its deal further from the
 *   requirements.
 * - **Hand limit.** It recruits if it can, and otherwise discards the card it values least: Boss cards,
 *   one Stop, Recruitment cards and Clan cards of families it lacks are kept; spare Stops, family Travel
 *   cards and Clan cards of its own Investors' families go first.
 *
 * It sees only its view and the legal actions, never uses the random source, and so is deterministic.
 */
import type { Bot } from "../../core/bot.js";
import type { CardId } from "../../core/index.js";
import {
  familyOf,
  isBoss,
  isClan,
  isJoker,
  isRecruitment,
  isStop,
  isTravel,
} from "../../games/kohle-kies-knete/catalog.js";
import type { Deal, KkkAction, KkkView, SpaceRule } from "../../games/kohle-kies-knete/types.js";
import { chooseRecruit, decideBoss, worthOpening } from "./kohle-kies-knete/boss.js";
import { cheapest, countOf, find } from "./kohle-kies-knete/masks.js";
import { decideOther } from "./kohle-kies-knete/others.js";
import { decideWindow } from "./kohle-kies-knete/window.js";

function decideTurn(
  view: KkkView,
  legal: readonly KkkAction[],
  me: number,
  hand: readonly CardId[],
): KkkAction {
  const open = find(legal, "openDeal");
  if (open && worthOpening(view, me, hand, view.marker)) return open;
  return find(legal, "roll") ?? find(legal, "draw") ?? (legal[0] as KkkAction);
}

function placeMarker(view: KkkView, legal: readonly KkkAction[]): KkkAction {
  return (
    cheapest(legal, "placeMarker", (a) => -(view.spaces[a.space] as SpaceRule).investors * 100 + a.space) ??
    (legal[0] as KkkAction)
  );
}

/** How much the bot wants to keep a card of its hand (higher = keep). */
function keepValue(view: KkkView, me: number, hand: readonly CardId[], card: CardId): number {
  if (isBoss(card)) return 9;
  // One Stop protects a deal; more of them are dead weight in a hand that must pay for changes.
  if (isStop(card)) return countOf(hand, isStop) > 1 ? 2 : 8;
  if (isRecruitment(card)) return 7;
  if (isClan(card)) {
    const f = familyOf(card);
    if (view.owner[f] === me) return 1;
    const same = countOf(hand, (id) => isClan(id) && familyOf(id) === f);
    return same > 1 ? 3 : 6;
  }
  if (isJoker(card)) return 5;
  return isTravel(card) ? 2 : 0;
}

function decideHandLimit(
  view: KkkView,
  legal: readonly KkkAction[],
  me: number,
  hand: readonly CardId[],
): KkkAction {
  return (
    chooseRecruit(view, legal, 0) ??
    cheapest(legal, "discard", (a) => keepValue(view, me, hand, a.card) * 100 + a.card) ??
    (legal[0] as KkkAction)
  );
}

/** The Kohle, Kie$ & Knete heuristic bot (strategy in the module comment). */
export const kohleKiesKneteHeuristicBot: Bot<KkkView, KkkAction> = {
  name: "heuristic",
  act(view, legal) {
    const me = view.viewer as number;
    const hand = (view.hands[me] ?? []) as CardId[];
    const first = legal[0] as KkkAction;
    if (legal.length === 1) return first;
    if (view.window) return decideWindow(view, legal, me);
    switch (view.phase) {
      case "marker":
        return placeMarker(view, legal);
      case "turn":
        return decideTurn(view, legal, me, hand);
      case "handLimit":
        return decideHandLimit(view, legal, me, hand);
      case "deal": {
        const deal = view.deal as Deal;
        if (deal.picking) return first;
        const turn = { view, legal, me, deal, hand };
        return deal.boss === me ? decideBoss(turn) : decideOther(turn);
      }
      default:
        return first;
    }
  },
};
