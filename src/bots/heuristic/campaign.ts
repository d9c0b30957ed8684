/**
 * The Campaign heuristic bot: a party that buys seats cheaply, governs alone as long as it can and
 * spends the rest of its money where the dice odds pay.
 *
 * From its view alone (never a state) it plays greedily, one decision at a time:
 * - **Seat auctions**: a seat is worth more while the party is short of a majority (8 seats) or of
 *   being the largest party, less once it has a cushion; while the seats still to auction can give it
 *   a majority, each seat also carries a share of the majority's worth, which grows with the party's
 *   sequence (a majority governs alone, so six in a row cannot be blocked at formation). For every
 *   legal bid it computes its chance to win the seat with the tokens it would then hold (one die or
 *   two, re-rolls included) and buys
 *   the count with the best value minus cost, discounting its chance while opponents can still
 *   answer (they may take tokens back). It never pays more than the gain in odds is worth, so it
 *   does not overspend its treasury: opponents who waste money early leave it the later seats for a
 *   dollar or two. Everywhere else it keeps a reserve ($6) for the next election. A party whose
 *   treasury piles up values everything it buys more (by treasury / $20), so money gets spent.
 * - **Government formation**: the largest party passes when the others cannot reach 8 seats
 *   without it (the fallback makes it a minority government, so its sequence — six governments in
 *   a row is everyone's win — grows alone); otherwise it proposes the smallest coalition with
 *   itself that holds 8 seats, preferring to keep the partners of the last government whose
 *   sequence is as long as its own (they win together, so the coalition lasts). It accepts a
 *   coalition that includes it, unless that coalition would complete the Anarchists' fourth
 *   coalition or a partner's sixth government. The Anarchists propose and accept coalitions.
 *   It never releases seats.
 * - **Captures**: each face-up or raidable group is valued by its income, its +1 on the party's own
 *   seat-loss threshold (fewer seats lost at the end of each turn), the party's own special win (Republicans BB, Greens MM, Independents one of each
 *   type, Libertarians business, Communists anything but business), by keeping the government out
 *   of a Communist or Libertarian win, and by weakening a rival close to a group win; the bot tries
 *   the best one when the odds (2d6 under the target, 7 failing) times the value beat the stake. It
 *   commits all its groups' influence (free) and stakes the dollars that maximise the expected gain.
 * - **Floor crossings**: against the opponent where a seat swing matters most and the defence is
 *   weak, with the stake that maximises the expected gain.
 * - **Interference, veto, lowering**: it pays against attempts that hurt it (raids on its groups,
 *   crossings against it, captures that bring a rival nearer a win) and for attempts against the
 *   leader, vetoes the worst such attempt as president, and pays to lower the seat-loss threshold of
 *   the strongest rival when each dollar removes enough expected seats (against a majority, the
 *   seats that break it count fully and the others a quarter).
 * - **Pardon**: played on any raid or crossing and on a loss of two seats or more.
 * It never uses the random source, so it is deterministic.
 */
import type { Bot } from "../../core/bot.js";
import type { Seat } from "../../core/index.js";
import {
  CAPTURE_ABILITY_BONUS,
  type CampaignAction,
  type CampaignView,
  DEMOCRAT_CROSSING_BONUS,
  type EconomicType,
  GROUPS,
  IDEOLOGIES,
  type IdeologyId,
  MAJORITY,
  PRESIDENT_CARDS,
  ROLL_TOKENS,
  SEQUENCE_TO_WIN,
  TOTAL_SEATS,
} from "../../games/campaign/index.js";
import { FIRST_TAKE_PRICE, purchaseTokens } from "../../games/campaign/predicates.js";

/** Ways to roll each total with 2d6 (index = total). */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** P(2d6 ≤ t), by t clamped to 0..12. */
const AT_MOST: number[] = [];
{
  let sum = 0;
  for (let t = 0; t <= 12; t++) {
    sum += WAYS[t] as number;
    AT_MOST.push(sum / 36);
  }
}

function atMost(target: number): number {
  return target < 2 ? 0 : target >= 12 ? 1 : (AT_MOST[target] as number);
}

/** A capture succeeds on 2d6 ≤ target, except a 7. */
function captureChance(target: number): number {
  return atMost(target) - (target >= 7 ? 6 / 36 : 0);
}

/** Expected seats lost: E[min(seats, max(0, roll − threshold))], roll 2d6 or the higher die. */
function expectedLoss(threshold: number, seats: number, higherDie: boolean): number {
  let total = 0;
  if (higherDie) {
    for (let d = 1; d <= 6; d++) total += ((2 * d - 1) / 36) * Math.min(seats, Math.max(0, d - threshold));
  } else {
    for (let r = 2; r <= 12; r++)
      total += ((WAYS[r] as number) / 36) * Math.min(seats, Math.max(0, r - threshold));
  }
  return total;
}

/** The chance that `me` wins the seat with the tokens as given. */
function seatChance(tokens: readonly (Seat | null)[], me: Seat): number {
  let highest = 0;
  for (let i = 0; i < tokens.length; i++) if (tokens[i] !== null) highest = ROLL_TOKENS[i] as number;
  const twoDice = highest > 6;
  let mine = 0;
  let all = 0;
  for (let i = 0; i < tokens.length; i++) {
    const holder = tokens[i];
    if (holder === null) continue;
    const weight = twoDice ? (WAYS[ROLL_TOKENS[i] as number] as number) : 1;
    all += weight;
    if (holder === me) mine += weight;
  }
  return all === 0 ? 0 : mine / all;
}

const BUSINESS = (type: EconomicType | null): boolean => type === "B" || type === "BB";

function ideologyOf(view: CampaignView, seat: Seat): IdeologyId {
  return view.ideology[seat] as IdeologyId;
}

function countType(view: CampaignView, seat: Seat, type: EconomicType): number {
  let count = 0;
  for (const group of view.groups[seat] as number[]) if (GROUPS[group]?.type === type) count++;
  return count;
}

function holderOf(view: CampaignView, group: number): Seat | null {
  for (let seat = 0; seat < view.players; seat++)
    if ((view.groups[seat] as number[]).includes(group)) return seat;
  return null;
}

function inPlay(view: CampaignView, ideology: IdeologyId, me: Seat): Seat | null {
  for (let seat = 0; seat < view.players; seat++)
    if (seat !== me && view.ideology[seat] === ideology) return seat;
  return null;
}

/** How close a party is to winning, 0..1 (the best of its sequence and its special win). */
function danger(view: CampaignView, seat: Seat): number {
  const sequence = (view.sequences[seat] as string[]).length / SEQUENCE_TO_WIN;
  let special = 0;
  switch (ideologyOf(view, seat)) {
    case "republicans":
      special = countType(view, seat, "BB") / 6;
      break;
    case "greens":
      special = countType(view, seat, "MM") / 5;
      break;
    case "independents": {
      let types = 0;
      for (const type of ["BB", "B", "W", "MM"] as const) if (countType(view, seat, type) > 0) types++;
      special = types / 4;
      break;
    }
    case "communists":
      special = view.streaks.noBusiness / 3;
      break;
    case "libertarians":
      special = view.streaks.allBusiness / 3;
      break;
    case "anarchists":
      special = view.streaks.coalition / 4;
      break;
    case "democrats":
      special = Math.min(4, (view.sequences[seat] as string[]).length) / 4.5;
      break;
  }
  const seats = (view.seats[seat] as number) / TOTAL_SEATS / 2;
  return Math.max(sequence, special) + seats;
}

/** The most dangerous opponent. */
function leaderOf(view: CampaignView, me: Seat): Seat {
  let best = -1;
  let leader = me;
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === me) continue;
    const d = danger(view, seat);
    if (d > best) {
      best = d;
      leader = seat;
    }
  }
  return leader;
}

/** The largest number of seats among the other parties. */
function bestOther(view: CampaignView, me: Seat): number {
  let best = 0;
  for (let seat = 0; seat < view.players; seat++)
    if (seat !== me) best = Math.max(best, view.seats[seat] as number);
  return best;
}

/**
 * The numbers behind the bot's judgement (dollars unless said otherwise). The defaults are the
 * documented bot's; a policy file's anchor may carry others (learnt: docs/research.md).
 */
export interface CampaignHeuristicWeights {
  /** What a majority is worth per government of the party's sequence (the next included). */
  readonly majorityWorth: number;
  /** A seat's worth while the party has no more seats than the largest other party. */
  readonly seatWorthBehind: number;
  /** A seat's worth while the party is the largest, short of a majority. */
  readonly seatWorthAhead: number;
  /** A seat's worth once the party holds a majority. */
  readonly seatWorthMajority: number;
  /** A seat's worth once the party holds a majority with two seats to spare. */
  readonly seatWorthCushion: number;
  /** Scales every seat's worth in the auctions. */
  readonly bidScale: number;
  /** The share of a bid's gain in odds counted while the rivals hold a little money to answer. */
  readonly rivalDiscountFew: number;
  /** The share counted while the rivals hold more than `rivalMoneyFew` dollars to answer. */
  readonly rivalDiscountMany: number;
  /** Up to how many dollars the rivals' money counts as a little. */
  readonly rivalMoneyFew: number;
  /** Money kept for the next election outside the auctions (none in the last round). */
  readonly reserve: number;
  /** Dollars above the reserve per unit of extra worth on every purchase (a piling treasury spends). */
  readonly wealthUnit: number;
  /** A group's worth for the +1 it adds to its holder's seat-loss threshold. */
  readonly groupThresholdWorth: number;
  /** A group's worth per contribution and round left. */
  readonly groupIncomeWorth: number;
  /** The most rounds a group's income is counted for. */
  readonly groupRoundsCap: number;
  /** Scales the worth of a capture. */
  readonly captureScale: number;
  /** The share of a raided group's worth to its holder counted besides the holder's danger. */
  readonly raidHolderShare: number;
  /** The expected gain a capture attempt must beat. */
  readonly captureMinGain: number;
  /** A floor crossing's base worth. */
  readonly crossWorth: number;
  /** A floor crossing's worth per unit of the target's danger. */
  readonly crossDangerWorth: number;
  /** Scales the worth of a floor crossing. */
  readonly crossScale: number;
  /** The expected gain a floor crossing must beat. */
  readonly crossMinGain: number;
  /** Scales the worth of an attempt when staking dollars on it. */
  readonly stakeScale: number;
  /** Scales what another party's attempt means to the bot when it interferes. */
  readonly interferenceScale: number;
  /** The expected loss (stakes × chance) from which the president vetoes. */
  readonly vetoLoss: number;
  /** A rival's seat lost at the end of its turn, worth at the least (when lowering its threshold). */
  readonly lowerSeatWorth: number;
  /** Added per unit of the rival's danger. */
  readonly lowerDangerWorth: number;
  /** Added when the rival is the most dangerous opponent. */
  readonly lowerLeaderWorth: number;
  /** Added when the rival holds at least as many seats as the bot. */
  readonly lowerLargerWorth: number;
  /** The weight of a majority's seats lost beyond those that break the majority. */
  readonly surplusLossWeight: number;
  /** A proposal's cost per unit of a partner's danger. */
  readonly partnerDanger: number;
  /** A proposal's bonus per partner of the last government with a sequence as long as the bot's. */
  readonly keepPartner: number;
  /** A proposal's cost per member (fewer partners answer more easily). */
  readonly memberCost: number;
  /** A group's worth per point of cooperativeness. */
  readonly groupCooperativenessWorth: number;
  /** Scales what a group adds to its holder's special win (or takes from it). */
  readonly specialWorthScale: number;
  /** A business group's worth (and per term of the streak) while it keeps a governing party out of a Communist or Libertarian win. */
  readonly blockWorth: number;
  /** A floor crossing's bonus when it gives the bot a majority. */
  readonly crossReachMajority: number;
  /** A floor crossing's bonus when it breaks the target's majority. */
  readonly crossBreakMajority: number;
  /** A floor crossing's bonus when the target holds at least as many seats as the bot. */
  readonly crossLargerWorth: number;
  /** The share of a rival's gain (besides its danger) that an attempt's stakes count. */
  readonly rivalGainShare: number;
  /** The share of a holder's loss (besides its danger) that a raid's stakes count. */
  readonly holderLossShare: number;
  /** The fewest seats lost for which the bot plays its pardon. */
  readonly pardonSeats: number;
}

/** Weights for some of the ideologies the bot may play, each over the weights it otherwise uses. */
export type CampaignWeightsByIdeology = Readonly<
  Partial<Record<IdeologyId, Partial<CampaignHeuristicWeights>>>
>;

/** The documented bot's weights. */
export const CAMPAIGN_HEURISTIC_WEIGHTS: Readonly<CampaignHeuristicWeights> = Object.freeze({
  majorityWorth: 6,
  seatWorthBehind: 7,
  seatWorthAhead: 6,
  seatWorthMajority: 3,
  seatWorthCushion: 1.5,
  bidScale: 1,
  rivalDiscountFew: 0.7,
  rivalDiscountMany: 0.4,
  rivalMoneyFew: 3,
  reserve: 6,
  wealthUnit: 20,
  groupThresholdWorth: 3,
  groupIncomeWorth: 0.5,
  groupRoundsCap: 6,
  captureScale: 1,
  raidHolderShare: 0.3,
  captureMinGain: 1,
  crossWorth: 2,
  crossDangerWorth: 4,
  crossScale: 1,
  crossMinGain: 0.5,
  stakeScale: 1,
  interferenceScale: 1,
  vetoLoss: 3,
  lowerSeatWorth: 0.6,
  lowerDangerWorth: 2,
  lowerLeaderWorth: 0.5,
  lowerLargerWorth: 0.5,
  surplusLossWeight: 0.25,
  partnerDanger: 5,
  keepPartner: 15,
  memberCost: 10,
  groupCooperativenessWorth: 0.3,
  specialWorthScale: 1,
  blockWorth: 6,
  crossReachMajority: 4,
  crossBreakMajority: 5,
  crossLargerWorth: 2,
  rivalGainShare: 0.2,
  holderLossShare: 0.1,
  pardonSeats: 2,
});

type Weights = CampaignHeuristicWeights;

/** Money the bot keeps for the next election. */
function reserve(view: CampaignView, w: Weights): number {
  return view.round >= view.options.maxRounds ? 0 : w.reserve;
}

/** How much a decision's value counts against dollars: 1, or more once the treasury piles up. */
function wealth(view: CampaignView, me: Seat, w: Weights): number {
  return Math.max(1, ((view.treasury[me] as number) - reserve(view, w)) / w.wealthUnit);
}

// ---------------------------------------------------------------- auctions

/** What one more seat is worth to the party in this election. */
function seatValue(view: CampaignView, me: Seat, w: Weights): number {
  const mine = view.seats[me] as number;
  const other = bestOther(view, me);
  if (mine >= MAJORITY + 2) return w.seatWorthCushion;
  if (mine >= MAJORITY) return w.seatWorthMajority;
  const base = mine <= other ? w.seatWorthBehind : w.seatWorthAhead;
  // While a majority is within reach of the seats still to auction, each seat brings it closer:
  // a majority governs alone and extends the party's sequence, worth more the longer it runs.
  const remaining = view.auction?.remaining ?? 0;
  if (mine + remaining < MAJORITY) return base;
  const majority = w.majorityWorth * ((view.sequences[me] as string[]).length + 1);
  return base + majority / (MAJORITY - mine);
}

function chooseBid(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const auction = view.auction;
  if (!auction) return legal[0] as CampaignAction;
  const money = view.treasury[me] as number;
  const value = seatValue(view, me, w) * wealth(view, me, w) * w.bidScale;
  // Opponents who could still buy a token may take ours back or dilute our odds.
  let rivals = 0;
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === me) continue;
    if (
      (view.treasury[seat] as number) >=
      Math.min(view.options.tokenPrice, FIRST_TAKE_PRICE + auction.takingTurns)
    )
      rivals += view.treasury[seat] as number;
  }
  const discount = rivals === 0 ? 1 : rivals <= w.rivalMoneyFew ? w.rivalDiscountFew : w.rivalDiscountMany;
  const base = seatChance(auction.tokens, me);
  let best: CampaignAction = legal[0] as CampaignAction;
  let bestGain = 0;
  for (const action of legal) {
    if (action.type !== "bid" || action.count === 0) continue;
    const purchase = purchaseTokens(auction, me, action.count, view.options.tokenPrice, FIRST_TAKE_PRICE);
    if (!purchase || purchase.cost > money) continue;
    const tokens = [...auction.tokens];
    for (const index of purchase.taken) tokens[index] = me;
    const chance = seatChance(tokens, me);
    const gain = (chance - base) * value * discount - purchase.cost;
    if (gain > bestGain + 1e-9) {
      bestGain = gain;
      best = action;
    }
  }
  return best;
}

// ---------------------------------------------------------------- formation

function proposalScore(view: CampaignView, me: Seat, members: readonly number[], w: Weights): number {
  let seats = 0;
  for (const member of members) seats += view.seats[member] as number;
  // Fewer partners answer more easily; a partner close to a sequence win is a liability.
  let score = -members.length * w.memberCost - seats * 0.1;
  const mine = (view.sequences[me] as string[]).length;
  for (const member of members) {
    if (member === me) continue;
    score -= danger(view, member) * w.partnerDanger;
    // A partner of the last government with as long a sequence wins together with us: keep it.
    if (mine > 0 && (view.sequences[member] as string[]).length === mine) score += w.keepPartner;
  }
  return score;
}

function coalitionHarmful(view: CampaignView, me: Seat, members: readonly number[]): boolean {
  const anarchists = inPlay(view, "anarchists", me);
  if (anarchists !== null && view.streaks.coalition + 1 >= 4) return true;
  for (const member of members) {
    if (member === me) continue;
    if (
      (view.sequences[member] as string[]).length + 1 >= SEQUENCE_TO_WIN &&
      (view.sequences[me] as string[]).length + 1 < SEQUENCE_TO_WIN
    )
      return true;
  }
  return false;
}

function othersSeats(view: CampaignView, me: Seat): number {
  let total = 0;
  for (let seat = 0; seat < view.players; seat++) if (seat !== me) total += view.seats[seat] as number;
  return total;
}

function isLargest(view: CampaignView, me: Seat): boolean {
  return (view.seats[me] as number) > bestOther(view, me);
}

function chooseFormation(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const anarchist = ideologyOf(view, me) === "anarchists";
  const pass = legal.find((a) => a.type === "pass") as CampaignAction;
  // The largest party waits for the minority fallback only when the others cannot outvote it.
  if (!anarchist && isLargest(view, me) && othersSeats(view, me) < MAJORITY) return pass;
  let best: CampaignAction | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== "propose") continue;
    if (!anarchist && coalitionHarmful(view, me, action.members)) continue;
    const score = proposalScore(view, me, action.members, w);
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best ?? pass;
}

function chooseAnswer(view: CampaignView, me: Seat, legal: readonly CampaignAction[]): CampaignAction {
  const proposal = view.formation?.proposal;
  const accept = legal.find((a) => a.type === "answer" && a.accept) as CampaignAction;
  const decline = legal.find((a) => a.type === "answer" && !a.accept) as CampaignAction;
  if (!proposal) return accept;
  if (ideologyOf(view, me) === "anarchists") return accept;
  return coalitionHarmful(view, me, proposal.members) ? decline : accept;
}

// ---------------------------------------------------------------- groups

/** True when the seat is (or will likely be) in the government whose groups count at the end of term. */
function governs(view: CampaignView, seat: Seat): boolean {
  return view.government?.members.includes(seat) ?? false;
}

/** What a group of this type adds to (or takes from) the party's special win, in dollars. */
function specialWorth(view: CampaignView, seat: Seat, type: EconomicType | null): number {
  const own = (t: EconomicType) => countType(view, seat, t);
  switch (ideologyOf(view, seat)) {
    case "republicans":
      return type === "BB" ? 6 + own("BB") * 4 : 0;
    case "greens":
      return type === "MM" ? 6 + own("MM") * 5 : 0;
    case "independents": {
      if (type === null || own(type) > 0) return 0;
      let have = 0;
      for (const t of ["BB", "B", "W", "MM"] as const) if (own(t) > 0) have++;
      return 8 + have * 6;
    }
    case "libertarians":
      return BUSINESS(type) ? 8 : -6;
    case "communists":
      return BUSINESS(type) ? -15 : 2;
    default:
      return 0;
  }
}

/** What holding a group is worth to a party, in dollars. */
function groupWorth(view: CampaignView, seat: Seat, group: number, me: Seat, w: Weights): number {
  const card = GROUPS[group];
  if (!card) return 0;
  const roundsLeft = Math.max(1, Math.min(w.groupRoundsCap, view.options.maxRounds - view.round + 1));
  let worth =
    card.contributions * roundsLeft * w.groupIncomeWorth +
    w.groupThresholdWorth +
    card.cooperativeness * w.groupCooperativenessWorth;
  worth += specialWorth(view, seat, card.type) * w.specialWorthScale;
  const type = card.type;
  // Keep a governing party of ours out of the Communists' and Libertarians' reach.
  if (seat === me && governs(view, me)) {
    const held = view.groups[me] as number[];
    const business = held.filter((g) => BUSINESS(GROUPS[g]?.type ?? null)).length;
    if (
      inPlay(view, "communists", me) !== null &&
      ideologyOf(view, me) !== "communists" &&
      business === 0 &&
      BUSINESS(type)
    )
      worth += w.blockWorth * (1 + view.streaks.noBusiness);
    if (
      inPlay(view, "libertarians", me) !== null &&
      ideologyOf(view, me) !== "libertarians" &&
      held.length > 0 &&
      business === held.length &&
      !BUSINESS(type)
    )
      worth += w.blockWorth * (1 + view.streaks.allBusiness);
  }
  return worth;
}

function captureBase(view: CampaignView, me: Seat, group: number): number {
  const card = GROUPS[group];
  if (!card) return 0;
  const ideology = IDEOLOGIES[ideologyOf(view, me)];
  let target = card.cooperativeness;
  if (ideology.id === "greens" && card.type === "MM") target += CAPTURE_ABILITY_BONUS;
  if (ideology.id === "libertarians" && BUSINESS(card.type)) target += CAPTURE_ABILITY_BONUS;
  if (
    card.leaning !== null &&
    ideology.leaning !== null &&
    ideology.id !== "independents" &&
    card.leaning !== ideology.leaning
  )
    target -= view.options.leaningPenalty;
  const holder = holderOf(view, group);
  if (holder !== null && holder !== me) target -= view.options.raidPenalty;
  return target;
}

function influence(view: CampaignView, me: Seat): number {
  let total = 0;
  for (const group of view.groups[me] as number[]) total += GROUPS[group]?.influence ?? 0;
  return total;
}

/** The value of a successful capture of `group` by `me`, to me. */
function captureValue(view: CampaignView, me: Seat, group: number, w: Weights): number {
  let value = groupWorth(view, me, group, me, w);
  const holder = holderOf(view, group);
  if (holder !== null && holder !== me)
    value += groupWorth(view, holder, group, me, w) * (w.raidHolderShare + danger(view, holder));
  return value;
}

/** The best stake: dollars maximising chance × value − dollars; returns [dollars, expected gain]. */
function bestStake(
  base: number,
  value: number,
  budget: number,
  chance: (t: number) => number,
): [number, number] {
  let bestDollars = 0;
  let bestGain = chance(base) * value;
  // Past a target of 12 more dollars change nothing.
  const most = Math.min(budget, 12 - base);
  for (let d = 1; d <= most; d++) {
    const gain = chance(base + d) * value - d;
    if (gain > bestGain + 1e-9) {
      bestGain = gain;
      bestDollars = d;
    }
  }
  return [bestDollars, bestGain];
}

function chooseCapture(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const skip = legal.find((a) => a.type === "skip") as CampaignAction;
  const budget = Math.max(0, (view.treasury[me] as number) - reserve(view, w));
  const extra = influence(view, me);
  let best = skip;
  let bestGain = w.captureMinGain;
  for (const action of legal) {
    if (action.type !== "capture") continue;
    const value = captureValue(view, me, action.group, w) * wealth(view, me, w) * w.captureScale;
    if (value <= 0) continue;
    const [, gain] = bestStake(captureBase(view, me, action.group) + extra, value, budget, captureChance);
    if (gain > bestGain) {
      bestGain = gain;
      best = action;
    }
  }
  return best;
}

// ---------------------------------------------------------------- crossings

function crossingDefence(view: CampaignView, defender: Seat): number {
  const ideology = IDEOLOGIES[ideologyOf(view, defender)];
  let support = 0;
  for (const group of view.groups[defender] as number[]) support += GROUPS[group]?.cooperativeness ?? 0;
  return ideology.discipline - Math.max(0, (view.seats[defender] as number) - support);
}

function crossValue(view: CampaignView, me: Seat, target: Seat, w: Weights): number {
  const mine = view.seats[me] as number;
  const theirs = view.seats[target] as number;
  let value = w.crossWorth + danger(view, target) * w.crossDangerWorth;
  if (mine < MAJORITY && mine + 1 >= MAJORITY) value += w.crossReachMajority;
  if (theirs >= MAJORITY && theirs - 1 < MAJORITY) value += w.crossBreakMajority;
  if (theirs >= mine) value += w.crossLargerWorth;
  return value;
}

function crossBase(view: CampaignView, me: Seat, target: Seat): number {
  return crossingDefence(view, target) + (ideologyOf(view, me) === "democrats" ? DEMOCRAT_CROSSING_BONUS : 0);
}

function chooseCross(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const skip = legal.find((a) => a.type === "skip") as CampaignAction;
  const budget = Math.max(0, (view.treasury[me] as number) - reserve(view, w));
  let best = skip;
  let bestGain = w.crossMinGain;
  for (const action of legal) {
    if (action.type !== "cross") continue;
    const [, gain] = bestStake(
      crossBase(view, me, action.target),
      crossValue(view, me, action.target, w) * wealth(view, me, w) * w.crossScale,
      budget,
      atMost,
    );
    if (gain > bestGain) {
      bestGain = gain;
      best = action;
    }
  }
  return best;
}

// ---------------------------------------------------------------- attempts

type Attempt = NonNullable<NonNullable<CampaignView["turn"]>["attempt"]>;

function currentTarget(view: CampaignView, attacker: Seat, attempt: Attempt): number {
  if (attempt.kind === "capture") {
    let target = captureBase(view, attacker, attempt.group as number) + attempt.dollars;
    for (const group of attempt.committed) target += GROUPS[group]?.influence ?? 0;
    return target + attempt.interference;
  }
  const bonus = ideologyOf(view, attacker) === "democrats" ? DEMOCRAT_CROSSING_BONUS : 0;
  return crossingDefence(view, attempt.defender as Seat) + bonus + attempt.dollars + attempt.interference;
}

function chanceOf(attempt: Attempt): (t: number) => number {
  return attempt.kind === "capture" ? captureChance : atMost;
}

function attemptValue(view: CampaignView, me: Seat, attempt: Attempt, w: Weights): number {
  return attempt.kind === "capture"
    ? captureValue(view, me, attempt.group as number, w)
    : crossValue(view, me, attempt.defender as Seat, w);
}

function chooseStake(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const commit = legal.find((a) => a.type === "commit");
  if (commit) return commit;
  const attempt = view.turn?.attempt as Attempt;
  const done = legal.find((a) => a.type === "done") as CampaignAction;
  const budget = Math.max(0, Math.min(10, (view.treasury[me] as number) - reserve(view, w)));
  const [dollars] = bestStake(
    currentTarget(view, me, attempt),
    attemptValue(view, me, attempt, w) * wealth(view, me, w) * w.stakeScale,
    budget,
    chanceOf(attempt),
  );
  if (dollars <= 0) return done;
  return legal.find((a) => a.type === "spend" && a.amount === dollars) ?? done;
}

/** What the attempt's success means to `me`: positive when it helps, negative when it hurts. */
function attemptStakes(view: CampaignView, me: Seat, attacker: Seat, attempt: Attempt, w: Weights): number {
  if (attempt.kind === "cross") {
    const defender = attempt.defender as Seat;
    if (defender === me) return -crossValue(view, attacker, me, w) - 2;
    return (danger(view, defender) - danger(view, attacker)) * 3;
  }
  const group = attempt.group as number;
  const holder = holderOf(view, group);
  if (holder === me) return -groupWorth(view, me, group, me, w) - 2;
  // A rival's gain, weighted by how dangerous that rival is.
  let stakes = -groupWorth(view, attacker, group, me, w) * (w.rivalGainShare + danger(view, attacker));
  if (holder !== null)
    stakes += groupWorth(view, holder, group, me, w) * (w.holderLossShare + danger(view, holder));
  // My own special win depends on who governs with which groups.
  const mine = ideologyOf(view, me);
  const business = BUSINESS(GROUPS[group]?.type ?? null);
  if (mine === "communists" && business && governs(view, attacker)) stakes -= 8;
  return stakes;
}

function chooseInterference(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const done = legal.find((a) => a.type === "done") as CampaignAction;
  const turn = view.turn;
  const attempt = turn?.attempt;
  if (!turn || !attempt) return done;
  const stakes = attemptStakes(view, me, turn.active, attempt, w);
  const chance = chanceOf(attempt);
  const target = currentTarget(view, turn.active, attempt);
  const budget = Math.max(0, Math.min(10, (view.treasury[me] as number) - reserve(view, w)));
  const against = stakes < 0;
  const size = Math.abs(stakes) * wealth(view, me, w) * w.interferenceScale;
  let bestDollars = 0;
  let bestGain = 0;
  for (let d = 1; d <= budget; d++) {
    const shift = against ? chance(target) - chance(target - d) : chance(target + d) - chance(target);
    const gain = shift * size - d;
    if (gain > bestGain + 1e-9) {
      bestGain = gain;
      bestDollars = d;
    }
  }
  if (bestDollars <= 0) return done;
  return (
    legal.find((a) => a.type === "interfere" && a.amount === bestDollars && a.against === against) ?? done
  );
}

function chooseVeto(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const allow = legal.find((a) => a.type === "allow") as CampaignAction;
  const veto = legal.find((a) => a.type === "veto") as CampaignAction;
  const turn = view.turn;
  const attempt = turn?.attempt;
  if (!turn || !attempt) return allow;
  const stakes = attemptStakes(view, me, turn.active, attempt, w);
  const chance = chanceOf(attempt)(currentTarget(view, turn.active, attempt));
  return stakes * chance < -w.vetoLoss ? veto : allow;
}

// ---------------------------------------------------------------- seat loss

function chooseLowering(
  view: CampaignView,
  me: Seat,
  legal: readonly CampaignAction[],
  w: Weights,
): CampaignAction {
  const done = legal.find((a) => a.type === "done") as CampaignAction;
  const turn = view.turn;
  const loss = turn?.seatLoss;
  if (!turn || !loss) return done;
  const active = turn.active;
  const seats = view.seats[active] as number;
  if (seats === 0) return done;
  const leader = leaderOf(view, me);
  let perSeat = w.lowerSeatWorth + danger(view, active) * w.lowerDangerWorth;
  if (active === leader) perSeat += w.lowerLeaderWorth;
  if ((view.seats[active] as number) >= (view.seats[me] as number)) perSeat += w.lowerLargerWorth;
  const higherDie = (view.active[active] as number[]).includes(PRESIDENT_CARDS.indexOf("supreme-court"));
  const threshold = loss.threshold - loss.lowered;
  const budget = Math.max(0, Math.min(10, (view.treasury[me] as number) - reserve(view, w)));
  // Against a majority, the seats that break it count fully and the rest (they go to the middle,
  // where the party may buy them back) a quarter.
  const useful = seats >= MAJORITY ? seats - MAJORITY + 1 : seats;
  const worth = (t: number) => {
    const breaking = expectedLoss(t, useful, higherDie);
    return breaking + w.surplusLossWeight * (expectedLoss(t, seats, higherDie) - breaking);
  };
  const now = worth(threshold);
  let bestDollars = 0;
  let bestGain = 0;
  for (let d = 1; d <= budget; d++) {
    const gain = (worth(threshold - d) - now) * perSeat * wealth(view, me, w) - d;
    if (gain > bestGain + 1e-9) {
      bestGain = gain;
      bestDollars = d;
    }
  }
  if (bestDollars <= 0) return done;
  return legal.find((a) => a.type === "lower" && a.amount === bestDollars) ?? done;
}

// ---------------------------------------------------------------- the bot

function choose(view: CampaignView, legal: readonly CampaignAction[], w: Weights): CampaignAction {
  const me = view.viewer as Seat;
  const first = legal[0] as CampaignAction;
  if (legal.length === 1) return first;
  switch (first.type) {
    case "bid":
      return chooseBid(view, me, legal, w);
    case "pass":
      return chooseFormation(view, me, legal, w);
    case "answer":
      return chooseAnswer(view, me, legal);
    case "skip":
      return view.turn?.stage === "cross"
        ? chooseCross(view, me, legal, w)
        : chooseCapture(view, me, legal, w);
    case "no-deal":
      return first;
    case "done": {
      const step = view.turn?.attempt?.step;
      if (step === "stake") return chooseStake(view, me, legal, w);
      if (step === "interfere") return chooseInterference(view, me, legal, w);
      return chooseLowering(view, me, legal, w);
    }
    case "allow":
      return chooseVeto(view, me, legal, w);
    case "accept-loss": {
      const pardon = view.turn?.pardon;
      const play = legal.find((a) => a.type === "pardon") as CampaignAction;
      return pardon && (pardon.loss !== "seats" || pardon.seats >= w.pardonSeats) ? play : first;
    }
    default:
      return first;
  }
}

/**
 * The Campaign heuristic bot with other weights (each one not given keeps its default), and
 * optionally other weights again for the ideologies it may play; the strategy is the module
 * comment's, deterministic and view-only.
 */
export function createCampaignHeuristicBot(
  weights: Partial<CampaignHeuristicWeights> = {},
  byIdeology: CampaignWeightsByIdeology = {},
): Bot<CampaignView, CampaignAction> {
  const w: Weights = { ...CAMPAIGN_HEURISTIC_WEIGHTS, ...weights };
  const own = new Map<IdeologyId, Weights>();
  for (const [ideology, extra] of Object.entries(byIdeology))
    own.set(ideology as IdeologyId, { ...w, ...extra });
  return {
    name: "heuristic",
    act(view, legal) {
      return choose(view, legal, own.get(ideologyOf(view, view.viewer as Seat)) ?? w);
    },
  };
}

/** The Campaign heuristic bot (strategy in the module comment); deterministic, view-only. */
export const campaignHeuristicBot: Bot<CampaignView, CampaignAction> = createCampaignHeuristicBot();
