/**
 * The rollout evaluator of Kohle, Kie$ & Knete: most money wins, so the money each seat holds, plus
 * a share of what the open deal is likely to pay — most of it once the Boss's disposal meets the
 * space (the payout less the accepted prices to the Boss, each accepted price to its offerer), less
 * while the Boss could still meet it with the Clan cards in its hand — and a little for what
 * earns money later: each Investor held and each influence card in hand.
 */
import type { StateBase } from "../../core/game.js";
import { familyOf, isClan } from "../../games/kohle-kies-knete/catalog.js";
import type { KkkState, SpaceRule } from "../../games/kohle-kies-knete/index.js";
import { acceptedSum, disposalMask, meetsRequirements } from "../../games/kohle-kies-knete/requirements.js";
import { rewardsFromScores } from "./rewards-from-scores.js";

/** The share of a met deal's payments counted before the close (a Travel or Boss card can still spoil it). */
const MET_WEIGHT = 0.8;
/** The share of the payout counted for a Boss whose own hand could still meet the space. */
const REACHABLE_WEIGHT = 0.4;

/** A lead worth about three chances in four, in $M (a small deal's payout). */
const SCALE = 4;
/** The money an Investor held is counted as (its holder can open deals with it or sell it). */
const INVESTOR_VALUE = 2;
/** The money an influence card in hand is counted as. */
const CARD_VALUE = 0.5;

/** Rewards per seat of a Kohle, Kie$ & Knete state cut off mid-game, from money held and money likely to come. */
export function kohleKiesKneteEvaluator(state: StateBase): readonly number[] {
  const s = state as KkkState;
  const scores = s.money.map((money, seat) => money + CARD_VALUE * (s.hands[seat]?.length ?? 0));
  for (const owner of s.owner) if (owner >= 0) scores[owner] = (scores[owner] ?? 0) + INVESTOR_VALUE;
  const deal = s.deal;
  if (!deal) return rewardsFromScores(scores, SCALE);
  const space = s.spaces[deal.space] as SpaceRule;
  const disposal = disposalMask(s, deal);
  if (meetsRequirements(space, disposal)) {
    scores[deal.boss] = (scores[deal.boss] ?? 0) + MET_WEIGHT * (deal.payout - acceptedSum(deal));
    deal.offers.forEach((offer, seat) => {
      if (offer?.accepted) scores[seat] = (scores[seat] ?? 0) + MET_WEIGHT * offer.price;
    });
  } else {
    let reachable = disposal;
    for (const card of s.hands[deal.boss] ?? []) if (isClan(card)) reachable |= 1 << familyOf(card);
    if (meetsRequirements(space, reachable))
      scores[deal.boss] = (scores[deal.boss] ?? 0) + REACHABLE_WEIGHT * (deal.payout - acceptedSum(deal));
  }
  return rewardsFromScores(scores, SCALE);
}
