/**
 * Pure predicates of a deal: which cards are at the Boss's disposal, whether they meet a space's
 * requirements with distinct families, which cards the Boss may still name, and the engine's pick.
 */
import type { CardId } from "../../core/index.js";
import { familyOf } from "./catalog.js";
import type { Deal, Family, KkkState, Picking, SpaceRule, TargetKind } from "./types.js";
import { FAMILY_COUNT } from "./types.js";

/** A card the Boss may use: an Investor (target = family) or a Clan card (target = id). */
export interface DisposalCard {
  readonly on: TargetKind;
  readonly target: number;
  readonly family: Family;
  /** The engine's preference: 0 Investor, 1 another player's Clan card, 2 the Boss's own Clan card. */
  readonly rank: number;
}

/** The number of set bits of a family mask. */
export function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** The families of the Boss's disposal as a bit mask: own untravelled investors, own table Clan cards, accepted offers. */
export function disposalMask(s: KkkState, deal: Deal): number {
  let mask = 0;
  for (let f = 0; f < FAMILY_COUNT; f++)
    if (s.owner[f] === deal.boss && (deal.travel[f] as number) < 0) mask |= 1 << f;
  for (const id of deal.table[deal.boss] as CardId[]) mask |= 1 << familyOf(id);
  for (const offer of deal.offers) {
    if (!offer?.accepted) continue;
    for (const f of offer.investors) mask |= 1 << f;
    for (const id of offer.clans) mask |= 1 << familyOf(id);
  }
  return mask;
}

/** True when the families of the mask satisfy every fixed family and every group count of the space. */
export function meetsRequirements(space: SpaceRule, mask: number): boolean {
  if ((mask & space.fixed) !== space.fixed) return false;
  for (const group of space.groups) if (popcount(mask & group.mask) < group.count) return false;
  return true;
}

/** True when the Boss's disposal meets the requirements of the deal's space. */
export function requirementsMet(s: KkkState, deal: Deal): boolean {
  return meetsRequirements(s.spaces[deal.space] as SpaceRule, disposalMask(s, deal));
}

/** Every card at the Boss's disposal, with the engine's preference rank. */
export function disposalCards(s: KkkState, deal: Deal): DisposalCard[] {
  const cards: DisposalCard[] = [];
  for (let f = 0; f < FAMILY_COUNT; f++) {
    if (s.owner[f] === deal.boss && (deal.travel[f] as number) < 0)
      cards.push({ on: "investor", target: f, family: f, rank: 0 });
  }
  deal.offers.forEach((offer) => {
    if (!offer?.accepted) return;
    for (const f of offer.investors) cards.push({ on: "investor", target: f, family: f, rank: 0 });
    for (const id of offer.clans) cards.push({ on: "clan", target: id, family: familyOf(id), rank: 1 });
  });
  for (const id of deal.table[deal.boss] as CardId[])
    cards.push({ on: "clan", target: id, family: familyOf(id), rank: 2 });
  return cards;
}

/** The sum of the prices of the accepted offers. */
export function acceptedSum(deal: Deal): number {
  let sum = 0;
  for (const offer of deal.offers) if (offer?.accepted) sum += offer.price;
  return sum;
}

const pickedMask = (picking: Picking): number => {
  let mask = 0;
  for (const f of picking.investors) mask |= 1 << f;
  for (const id of picking.clans) mask |= 1 << familyOf(id);
  return mask;
};

/** True while the family is still needed: fixed and not named yet, or in a group whose count is not reached. */
function stillNeeded(space: SpaceRule, chosen: number, family: Family): boolean {
  const bit = 1 << family;
  if ((chosen & bit) !== 0) return false;
  if ((space.fixed & bit) !== 0) return true;
  for (const group of space.groups) {
    if ((group.mask & bit) !== 0) return popcount(chosen & group.mask) < group.count;
  }
  return false;
}

/**
 * The cards the Boss may name next: at the disposal, of a family not named yet and still needed.
 * Every such card keeps the selection completable because the disposal met the requirements at the close.
 */
export function usableCards(s: KkkState, deal: Deal, picking: Picking): DisposalCard[] {
  const space = s.spaces[deal.space] as SpaceRule;
  const chosen = pickedMask(picking);
  return disposalCards(s, deal).filter(
    (card) =>
      stillNeeded(space, chosen, card.family) &&
      !(card.on === "investor"
        ? picking.investors.includes(card.target)
        : picking.clans.includes(card.target)),
  );
}

/** True when the named cards cover exactly the number of investors the space needs. */
export function pickingComplete(s: KkkState, deal: Deal, picking: Picking): boolean {
  return picking.investors.length + picking.clans.length === (s.spaces[deal.space] as SpaceRule).investors;
}

const better = (a: DisposalCard, b: DisposalCard): boolean =>
  a.rank < b.rank || (a.rank === b.rank && a.target < b.target);

/**
 * The engine's choice of the cards used: per family the best card (Investors first, then other
 * players' Clan cards, then the Boss's own, lowest id first); for a group, the families whose
 * best card ranks best. The disposal must meet the requirements.
 */
export function autoPick(s: KkkState, deal: Deal): Picking {
  const space = s.spaces[deal.space] as SpaceRule;
  const best: (DisposalCard | null)[] = Array.from({ length: FAMILY_COUNT }, () => null);
  for (const card of disposalCards(s, deal)) {
    const current = best[card.family];
    if (!current || better(card, current)) best[card.family] = card;
  }
  const families: Family[] = [];
  for (let f = 0; f < FAMILY_COUNT; f++) if ((space.fixed & (1 << f)) !== 0) families.push(f);
  for (const group of space.groups) {
    const candidates: DisposalCard[] = [];
    for (let f = 0; f < FAMILY_COUNT; f++) {
      const card = best[f];
      if ((group.mask & (1 << f)) !== 0 && card) candidates.push(card);
    }
    candidates.sort((a, b) => a.rank - b.rank || a.family - b.family);
    for (const card of candidates.slice(0, group.count)) families.push(card.family);
  }
  const picking: Picking = { investors: [], clans: [] };
  for (const f of families) {
    const card = best[f] as DisposalCard;
    if (card.on === "investor") picking.investors.push(card.target);
    else picking.clans.push(card.target);
  }
  return picking;
}
