/**
 * Pure calculations of Campaign's rules: token prices, capture and crossing targets, the seat-loss
 * threshold, who holds what, and who may veto. Nothing here mutates a state.
 */
import type { Seat } from "../../core/index.js";
import {
  CAPTURE_ABILITY_BONUS,
  DEMOCRAT_CROSSING_BONUS,
  GROUPS,
  IDEOLOGIES,
  PRESIDENT_CARDS,
  type PresidentCard,
  presidentCardId,
  REPUBLICAN_THRESHOLD_BONUS,
  ROLL_TOKENS,
  THRESHOLD_MODIFIERS,
} from "./data.js";
import type { AuctionState, CampaignState } from "./types.js";

/** The price of taking a token from another player on the first such turn of an auction. */
export const FIRST_TAKE_PRICE = 2;

/** The seat after `seat`, clockwise. */
export function nextSeat(s: { players: number }, seat: Seat): Seat {
  return (seat + 1) % s.players;
}

/** The groups the seat may try to capture: face up, or held by another player when raids are on. */
export function captureTargets(s: CampaignState, seat: Seat): number[] {
  const targets = [...s.groupRow];
  if (s.options.groupRaids) {
    const groups = s.groups;
    for (let other = 0; other < s.players; other++)
      if (other !== seat) targets.push(...(groups[other] as number[]));
  }
  return targets;
}

/** The parties the seat may try to take a seat from: others with a seat, Anarchists excepted. */
export function crossingTargets(s: CampaignState, seat: Seat): Seat[] {
  const targets: Seat[] = [];
  const seats = s.seats;
  const ideology = s.ideology;
  for (let other = 0; other < s.players; other++) {
    if (other !== seat && (seats[other] as number) > 0 && ideology[other] !== "anarchists")
      targets.push(other);
  }
  return targets;
}

/** The result of buying `count` tokens on one bidding turn. */
export interface TokenPurchase {
  /** Token indices (into ROLL_TOKENS) in the order taken. */
  readonly taken: number[];
  /** The previous holder of each taken token (`null` = it was free). */
  readonly from: (Seat | null)[];
  readonly cost: number;
  /** The turn took at least one token from another player. */
  readonly tookFromOthers: boolean;
  /** Every token's holder after the purchase (a fresh array). */
  readonly tokens: (Seat | null)[];
}

/**
 * Buys `count` tokens for `buyer`: free tokens in ascending order at `tokenPrice`, then the
 * highest-numbered token the buyer lacks at this turn's take price. Returns `null` when fewer
 * tokens than `count` are available to the buyer.
 */
export function purchaseTokens(
  auction: AuctionState,
  buyer: Seat,
  count: number,
  tokenPrice: number,
  firstTakePrice = 2,
): TokenPurchase | null {
  const tokens = auction.tokens.slice();
  const taken: number[] = [];
  const from: (Seat | null)[] = [];
  const takePrice = firstTakePrice + auction.takingTurns;
  let cost = 0;
  let tookFromOthers = false;
  for (let n = 0; n < count; n++) {
    let index = tokens.indexOf(null);
    if (index >= 0) {
      cost += tokenPrice;
    } else {
      index = -1;
      for (let i = tokens.length - 1; i >= 0; i--) {
        if (tokens[i] !== buyer) {
          index = i;
          break;
        }
      }
      if (index < 0) return null;
      cost += takePrice;
      tookFromOthers = true;
    }
    from.push(tokens[index] as Seat | null);
    tokens[index] = buyer;
    taken.push(index);
  }
  return { taken, from, cost, tookFromOthers, tokens };
}

/**
 * What `purchaseTokens` would charge for `count` tokens, without building the purchase (the legal
 * bids ask this for every count); `null` when fewer than `count` tokens are available to the buyer.
 * Free tokens go first at `tokenPrice`; every further one is taken from another player at the take price.
 */
export function purchaseCost(
  auction: AuctionState,
  buyer: Seat,
  count: number,
  tokenPrice: number,
  firstTakePrice = 2,
): number | null {
  let free = 0;
  let othersHold = 0;
  for (const holder of auction.tokens) {
    if (holder === null) free++;
    else if (holder !== buyer) othersHold++;
  }
  if (count > free + othersHold) return null;
  const bought = Math.min(count, free);
  return bought * tokenPrice + (count - bought) * (firstTakePrice + auction.takingTurns);
}

/** How many tokens the buyer could still get (those it does not hold). */
export function tokensAvailable(auction: AuctionState, buyer: Seat): number {
  let held = 0;
  for (const holder of auction.tokens) if (holder === buyer) held++;
  return ROLL_TOKENS.length - held;
}

/** The seat holding a group, or `null` when it is face up or in the deck. */
export function holderOf(s: CampaignState, group: number): Seat | null {
  const groups = s.groups;
  for (let seat = 0; seat < s.players; seat++) if ((groups[seat] as number[]).includes(group)) return seat;
  return null;
}

/** The capture target before interference: cooperativeness, dollars, influence, bonus, penalties. */
export function captureTarget(
  s: CampaignState,
  attacker: Seat,
  group: number,
  dollars: number,
  committed: readonly number[],
): number {
  const card = GROUPS[group];
  if (!card) return 0;
  const ideology = IDEOLOGIES[s.ideology[attacker] as keyof typeof IDEOLOGIES];
  let target = card.cooperativeness + dollars;
  for (const own of committed) target += GROUPS[own]?.influence ?? 0;
  if (ideology.id === "greens" && card.type === "MM") target += CAPTURE_ABILITY_BONUS;
  if (ideology.id === "libertarians" && (card.type === "B" || card.type === "BB"))
    target += CAPTURE_ABILITY_BONUS;
  if (leaningPenalised(s, attacker, group)) target -= s.options.leaningPenalty;
  const holder = holderOf(s, group);
  if (holder !== null && holder !== attacker) target -= s.options.raidPenalty;
  return target;
}

/** True when the group's leaning differs from the party's (Anarchists and Independents are exempt). */
export function leaningPenalised(s: CampaignState, attacker: Seat, group: number): boolean {
  const leaning = GROUPS[group]?.leaning ?? null;
  const ideology = IDEOLOGIES[s.ideology[attacker] as keyof typeof IDEOLOGIES];
  if (leaning === null || ideology.leaning === null || ideology.id === "independents") return false;
  return leaning !== ideology.leaning;
}

/** The defence against floor crossings: discipline − max(0, seats − the groups' summed cooperativeness). */
export function crossingDefence(s: CampaignState, defender: Seat): number {
  const ideology = IDEOLOGIES[s.ideology[defender] as keyof typeof IDEOLOGIES];
  let support = 0;
  for (const group of s.groups[defender] as number[]) support += GROUPS[group]?.cooperativeness ?? 0;
  return ideology.discipline - Math.max(0, (s.seats[defender] as number) - support);
}

/** The crossing target before interference: defence + dollars (+3 for the Democrats). */
export function crossingTarget(s: CampaignState, attacker: Seat, defender: Seat, dollars: number): number {
  const bonus = s.ideology[attacker] === "democrats" ? DEMOCRAT_CROSSING_BONUS : 0;
  return crossingDefence(s, defender) + dollars + bonus;
}

/** The target of the current attempt including interference. */
export function attemptTarget(s: CampaignState): number {
  const turn = s.turn;
  const attempt = turn?.attempt;
  if (!turn || !attempt) return 0;
  const base =
    attempt.kind === "capture"
      ? captureTarget(s, turn.active, attempt.group as number, attempt.dollars, attempt.committed)
      : crossingTarget(s, turn.active, attempt.defender as Seat, attempt.dollars);
  return base + attempt.interference;
}

/** The threshold modifier of the president cards in front of a seat (Spoiled ballots included). */
export function cardModifier(s: CampaignState, seat: Seat): number {
  let total = s.spoiled[seat] as number;
  for (const card of s.active[seat] as number[]) {
    total += THRESHOLD_MODIFIERS[PRESIDENT_CARDS[card] as keyof typeof THRESHOLD_MODIFIERS] ?? 0;
  }
  return total;
}

/** True when Favorable Supreme Court lies in front of the seat: its roll uses only the higher die. */
export function higherDieOnly(s: CampaignState, seat: Seat): boolean {
  return (s.active[seat] as number[]).includes(presidentCardId("supreme-court"));
}

/** The seat-loss threshold: groups held + electability + Republican bonus + card modifiers. */
export function seatLossThreshold(s: CampaignState, seat: Seat): number {
  const ideology = IDEOLOGIES[s.ideology[seat] as keyof typeof IDEOLOGIES];
  const bonus = ideology.id === "republicans" ? REPUBLICAN_THRESHOLD_BONUS : 0;
  return (s.groups[seat] as number[]).length + ideology.electability + bonus + cardModifier(s, seat);
}

/** True when the seat holds the given president card face up. */
export function hasActiveCard(s: CampaignState, seat: Seat, kind: PresidentCard): boolean {
  return (s.active[seat] as number[]).includes(presidentCardId(kind));
}

/** The president of the current term, or `null` (coalition, or no government yet). */
export function presidentOf(s: CampaignState): Seat | null {
  return s.government?.president ?? null;
}

/** Why the president may not veto the current attempt, or `null` if a veto is possible. */
export function vetoBlocker(
  s: CampaignState,
  seat: Seat,
): "veto-two-players" | "veto-not-president" | "veto-already-used" | "veto-lost" | "veto-own-attempt" | null {
  if (s.players === 2) return "veto-two-players";
  if (presidentOf(s) !== seat) return "veto-not-president";
  if (s.vetoUsed) return "veto-already-used";
  if (hasActiveCard(s, seat, "gaffe")) return "veto-lost";
  if (s.turn?.active === seat) return "veto-own-attempt";
  return null;
}

/** True when the seat may not be part of the next government (a *gate card in front of it). */
export function excludedFromGovernment(s: CampaignState, seat: Seat): boolean {
  return hasActiveCard(s, seat, "gate");
}

/** The Communists' extra income: $1 per BB group held by any party. */
export function bigBusinessInPlay(s: CampaignState): number {
  let count = 0;
  for (const held of s.groups) for (const group of held) if (GROUPS[group]?.type === "BB") count++;
  return count;
}

/** A party's income at the start of its turn. */
export function incomeOf(s: CampaignState, seat: Seat): number {
  const ideology = IDEOLOGIES[s.ideology[seat] as keyof typeof IDEOLOGIES];
  let income = ideology.contributions;
  for (const group of s.groups[seat] as number[]) income += GROUPS[group]?.contributions ?? 0;
  if (ideology.id === "communists") income += bigBusinessInPlay(s);
  return income;
}
