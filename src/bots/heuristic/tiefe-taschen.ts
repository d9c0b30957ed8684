/**
 * The heuristic bot of Tiefe Taschen: a president who buys a bare majority of Agree votes and keeps the
 * rest; players who vote Agree when paid a fair share and Reject otherwise while their vote counts,
 * and otherwise take from the treasury, blackmail or avert, whichever pays most.
 */
import type { Bot } from "../../core/bot.js";
import type { Seat } from "../../core/game.js";
import type { RandomSource } from "../../core/rng.js";
import { cardValue, copiesPerValue, fulfils } from "../../games/tiefe-taschen/catalog.js";
import { resolveBankruptcyDepth } from "../../games/tiefe-taschen/options.js";
import type { ActionCard, TiefeTaschenAction, TiefeTaschenView } from "../../games/tiefe-taschen/types.js";

type View = TiefeTaschenView;
type Action = TiefeTaschenAction;

/** The model's constants (values in Mio, rates as probabilities). */
const PARAMS = {
  /** What holding the presidency into the next periods is worth. */
  presidencyFuture: 4,
  /** What keeping a president in office is worth to a paid supporter (it will likely pay again). */
  allyFuture: 1.5,
  /** Share of a pool a new president keeps after buying a majority. */
  presidentKeeps: 0.6,
  /** Share of a redistributed pool a player expects under another new president. */
  otherGets: 0.1,
  /** Average value of an unseen money card. */
  unseenCard: 3,
  /** Chance that another player whose vote does not count takes from the treasury. */
  freeTreasury: 0.35,
  /** Chance that another player whose vote counts takes from the treasury all the same. */
  votingTreasury: 0.05,
  /** Chance that a threatened player whose vote does not count averts. */
  likely: 0.7,
  /** Chance of a blackmail or an avert from a player whose vote counts. */
  unlikely: 0.15,
  /** Chance that a player whose vote does not count blackmails the player its investigator stands before. */
  freeBlackmail: 0.35,
  /** Extra weight of money taken from the richest rival (it also counts against them). */
  rivalWeight: 0.5,
  /** A small preference for the card the player's interest in the vote names. */
  loyalty: 0.25,
  /** Smallest stake in the vote (Mio) for which a player spends a bribe on it. */
  bribeStake: 8,
  /** A bribe card may cost at most this fraction of the stake. */
  bribeShare: 0.35,
};

/** The value of a money card id in the view's edition. */
function moneyValue(view: View, card: number): number {
  return cardValue(card, copiesPerValue(view.options.edition));
}

/** A private stack's estimated worth: exact for the viewer, else known cards plus unseen ones at average. */
function wealthOf(view: View, seat: Seat): number {
  const stack = view.money[seat] ?? [];
  let total = 0;
  if (seat === view.viewer) {
    for (const card of stack) if (card !== null) total += moneyValue(view, card);
    return total;
  }
  const known = view.knownMoney[seat] ?? [];
  for (const card of known) total += moneyValue(view, card);
  return total + PARAMS.unseenCard * Math.max(0, stack.length - known.length);
}

/** The average card of a stack (0 when empty). */
function averageCard(view: View, seat: Seat): number {
  const count = view.money[seat]?.length ?? 0;
  return count === 0 ? 0 : wealthOf(view, seat) / count;
}

/** What the card choice and the table moves are computed from, for one player `me` of the view. */
interface Situation {
  readonly view: View;
  readonly me: Seat;
  readonly total: number;
  /** The pool divided by the active players. */
  readonly fair: number;
  /** Pool value assigned to each seat. */
  readonly shares: number[];
  /** Active seats in reveal order (from the president clockwise). */
  readonly order: Seat[];
  /** Whether the next period start ends the game (no future for a presidency). */
  readonly lastPeriod: boolean;
  /** The side each seat takes in the vote (see `side`). */
  readonly sides: (1 | -1)[];
}

function situation(view: View, me: Seat): Situation {
  const shares = new Array<number>(view.players).fill(0);
  let total = 0;
  view.pool.forEach((card, index) => {
    const v = moneyValue(view, card);
    total += v;
    const to = view.assignedTo[index];
    if (to !== null && to !== undefined) shares[to] = (shares[to] as number) + v;
  });
  const order: Seat[] = [];
  for (let i = 0; i < view.players; i++) {
    const seat = (view.president + i) % view.players;
    if (view.active[seat]) order.push(seat);
  }
  let lastPeriod: boolean;
  if (view.options.edition === "2015") lastPeriod = view.treasuryCount < 2 * view.players;
  else if (view.bankruptcyShown.length > 0) lastPeriod = true;
  else {
    const above = view.treasuryCount - 1 - resolveBankruptcyDepth(view.options, view.players);
    lastPeriod = above < view.players;
  }
  const sit: Situation = {
    view,
    me,
    total,
    fair: total / Math.max(1, order.length),
    shares,
    order,
    lastPeriod,
    sides: [],
  };
  for (let seat = 0; seat < view.players; seat++) sit.sides.push(side(sit, seat));
  return sit;
}

/** The value of a bribe card as the viewer knows it (an unseen card at average). */
function bribeCardValue(sit: Pick<Situation, "view">, card: number | null): number {
  return card === null ? PARAMS.unseenCard : moneyValue(sit.view, card);
}

/** A seat's share plus the Agree bribes lying in front of it: what it weighs against a fair share. */
function paidTo(sit: Omit<Situation, "sides">, seat: Seat): number {
  let paid = sit.shares[seat] as number;
  for (const pair of sit.view.bribes) {
    const bribe = pair[0];
    if (bribe && bribe.target === seat && bribe.demand === "agree") paid += bribeCardValue(sit, bribe.card);
  }
  return paid;
}

/** The side a seat takes in the vote: +1 wants it accepted (the president, fairly paid), -1 rejected. */
function side(sit: Omit<Situation, "sides">, seat: Seat): 1 | -1 {
  if (seat === sit.view.president) return 1;
  return paidTo(sit, seat) + 1e-9 >= sit.fair ? 1 : -1;
}

/** How a seat's vote matters, counting every other active seat's side as its vote. */
interface VoteStake {
  readonly side: 1 | -1;
  /** The vote can change the result (and no margin of one other vote makes it safe). */
  readonly needed: boolean;
  /** The result cannot go this seat's way whatever it votes. */
  readonly hopeless: boolean;
  /** No Reject side reveals before this seat (a rejecter would become president). */
  readonly firstRejecter: boolean;
}

function voteStake(sit: Situation, seat: Seat): VoteStake {
  let agree = 0;
  let reject = 0;
  let firstRejecter = true;
  let before = true;
  for (const other of sit.order) {
    if (other === seat) {
      before = false;
      continue;
    }
    if ((sit.sides[other] as number) > 0) agree++;
    else {
      reject++;
      if (before) firstRejecter = false;
    }
  }
  const mine = sit.sides[seat] as 1 | -1;
  if (mine > 0) {
    const hopeless = agree + 1 < reject;
    return { side: mine, needed: !hopeless && agree - 1 < reject, hopeless, firstRejecter };
  }
  const hopeless = reject + 1 <= agree;
  return { side: mine, needed: !hopeless && reject - 1 <= agree, hopeless, firstRejecter };
}

/** Whether a seat is free to play a non-voting card (its vote does not count, nor makes it president). */
function free(sit: Situation, seat: Seat): boolean {
  const stake = voteStake(sit, seat);
  return !stake.needed && !(stake.side < 0 && stake.firstRejecter && !stake.hopeless);
}

/** The expected gain (Mio) of each action card for `sit.me`. */
function cardValues(sit: Situation): Map<ActionCard, number> {
  const p = PARAMS;
  const { view, me, total } = sit;
  const isPresident = me === view.president;
  const future = sit.lastPeriod ? 0 : p.presidencyFuture;
  const share = sit.shares[me] as number;
  const stake = voteStake(sit, me);
  const values = new Map<ActionCard, number>();
  // The vote card: worth the stake while the vote counts (a first rejecter also wins the presidency).
  const voteCard: ActionCard = stake.side > 0 ? "agree" : "reject";
  let voteValue = p.loyalty;
  if (isPresident) {
    if (stake.needed) voteValue += share + future;
  } else if (stake.side > 0) {
    if (stake.needed) voteValue += share + p.allyFuture;
  } else if (stake.needed || (stake.firstRejecter && !stake.hopeless)) {
    const after = stake.firstRejecter ? p.presidentKeeps * total + future : p.otherGets * total;
    voteValue += Math.max(0.5, after - share);
  }
  values.set(voteCard, voteValue);
  if (!isPresident && voteCard === "agree") values.set("reject", 0);
  if (voteCard === "reject") values.set("agree", 0);
  // Take from treasury: one card, if nobody reveals it earlier.
  let first = 1;
  for (const seat of sit.order) {
    if (seat === me) break;
    first *= 1 - (free(sit, seat) ? p.freeTreasury : p.votingTreasury);
  }
  values.set("treasury", p.unseenCard * first);
  // Blackmail: a card from the investigated player, unless they avert and take one of ours.
  const myAverage = averageCard(view, me);
  const target = view.investigator[me];
  let blackmail = 0;
  if (target !== null && target !== undefined && view.active[target]) {
    // A target whose vote does not count is expected to avert; one who must vote cannot.
    const avert = free(sit, target) ? p.likely : p.unlikely;
    const weight = 1 + (target === richestRival(sit) ? p.rivalWeight : 0);
    blackmail = (1 - avert) * averageCard(view, target) * weight - avert * myAverage;
  }
  values.set("blackmail", blackmail);
  // Avert: protects against every investigator in front of us and takes a card from each blackmailer.
  let threat = 0;
  let avertGain = 0;
  for (const seat of sit.order) {
    if (seat === me || view.investigator[seat] !== me) continue;
    const rate = free(sit, seat) ? p.freeBlackmail : p.unlikely;
    threat += rate * myAverage;
    avertGain += rate * averageCard(view, seat);
  }
  values.set("avert", avertGain + threat);
  // Bribes lying in front of us pay the cards that fulfil them.
  for (const pair of view.bribes) {
    for (const bribe of pair) {
      if (!bribe || bribe.target !== me) continue;
      const v = bribeCardValue(sit, bribe.card);
      for (const [card, ev] of values) if (fulfils(card, bribe.demand)) values.set(card, ev + v);
    }
  }
  if (isPresident) values.delete("reject");
  return values;
}

/** The card of highest value (the first listed, the vote card, on ties). */
function bestOf(values: Map<ActionCard, number>): ActionCard {
  let best: ActionCard = "agree";
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const [card, ev] of values) {
    if (ev > bestValue + 1e-9) {
      best = card;
      bestValue = ev;
    }
  }
  return best;
}

/** The other active player with the most money (stack plus share), or -1. */
function richestRival(sit: Situation): Seat {
  let rival = -1;
  let best = -1;
  for (const seat of sit.order) {
    if (seat === sit.me) continue;
    const w = wealthOf(sit.view, seat) + (sit.shares[seat] as number);
    if (w > best) {
      best = w;
      rival = seat;
    }
  }
  return rival;
}

/** Where the investigator should stand: before the richest other active player who has money. */
function investigatorTarget(sit: Situation): Seat | null {
  const rival = richestRival(sit);
  return rival >= 0 && (sit.view.money[rival]?.length ?? 0) > 0 ? rival : null;
}

/**
 * The Agree bribe a player wants while the vote is not safe for its side and its stake is large: on the
 * short-changed player whose gap to a fair share its cheapest sufficient card closes. Returns the target
 * and the card value, or `null`. Its own placed Agree bribe is left out of the judgement.
 */
function wantedAgreeBribe(sit: Situation): { target: Seat; value: number } | null {
  const { view, me } = sit;
  const own = view.bribes[me]?.[0] ?? null;
  const base = own
    ? situation(
        { ...view, bribes: view.bribes.map((pair, seat) => (seat === me ? [null, pair[1] ?? null] : pair)) },
        me,
      )
    : sit;
  const stake = voteStake(base, me);
  if (stake.side < 0 || !stake.needed) return null;
  const worth =
    (sit.shares[me] as number) + (me === view.president && !sit.lastPeriod ? PARAMS.presidencyFuture : 0);
  if (worth < PARAMS.bribeStake) return null;
  const held = new Set<number>();
  for (const card of view.money[me] ?? []) if (card !== null) held.add(moneyValue(view, card));
  let best: { target: Seat; value: number } | null = null;
  for (const seat of base.order) {
    if (seat === me || (base.sides[seat] as number) > 0) continue;
    const gap = base.fair - paidTo(base, seat);
    for (let value = 1; value <= 5; value++) {
      if (!held.has(value) || value + 1e-9 < gap) continue;
      if (value <= worth * PARAMS.bribeShare && (!best || value < best.value)) best = { target: seat, value };
      break;
    }
  }
  return best;
}

/** Plans the president's distribution: a bare majority of the poorest players paid a fair share each, the rest kept. */
function planDistribution(sit: Situation): Map<number, Seat> {
  const { view, me } = sit;
  const others = sit.order.filter((seat) => seat !== me);
  const needed = Math.min(others.length, Math.ceil((sit.order.length - 2) / 2));
  // The poorest players are the cheapest allies: paying them does not make a rival.
  const supporters = others
    .map((seat) => ({ seat, wealth: wealthOf(view, seat) }))
    .sort((a, b) => a.wealth - b.wealth || a.seat - b.seat)
    .slice(0, needed)
    .map((entry) => entry.seat);
  const plan = new Map<number, Seat>();
  let remaining = view.pool.slice();
  for (const seat of supporters) {
    const chosen = cheapestCover(view, remaining, sit.fair);
    for (const card of chosen) plan.set(card, seat);
    remaining = remaining.filter((card) => !chosen.includes(card));
  }
  for (const card of remaining) plan.set(card, me);
  return plan;
}

/** The subset of cards with the smallest sum reaching `goal` (fewest cards on ties); all of them if none does. */
function cheapestCover(view: View, cards: readonly number[], goal: number): number[] {
  let bestMask = -1;
  let bestSum = Number.POSITIVE_INFINITY;
  let bestCount = Number.POSITIVE_INFINITY;
  const values = cards.map((card) => moneyValue(view, card));
  for (let mask = 1; mask < 1 << cards.length; mask++) {
    let sum = 0;
    let count = 0;
    for (let i = 0; i < cards.length; i++) {
      if (mask & (1 << i)) {
        sum += values[i] as number;
        count++;
      }
    }
    if (sum + 1e-9 < goal) continue;
    if (sum < bestSum || (sum === bestSum && count < bestCount)) {
      bestMask = mask;
      bestSum = sum;
      bestCount = count;
    }
  }
  return bestMask < 0 ? cards.slice() : cards.filter((_, i) => bestMask & (1 << i));
}

function find(legal: readonly Action[], test: (action: Action) => boolean): Action | undefined {
  for (const action of legal) if (test(action)) return action;
  return undefined;
}

function distribute(sit: Situation, legal: readonly Action[]): Action | undefined {
  const { view } = sit;
  const plan = planDistribution(sit);
  for (let index = 0; index < view.pool.length; index++) {
    const card = view.pool[index] as number;
    const to = view.assignedTo[index];
    const wanted = plan.get(card);
    if (to === null) return find(legal, (a) => a.type === "assign" && a.card === card && a.to === wanted);
    if (to !== wanted) {
      const undo = find(legal, (a) => a.type === "unassign" && a.card === card);
      if (undo) return undo;
    }
  }
  return find(legal, (a) => a.type === "confirmDistribution");
}

/** A table move toward the wanted investigator and Agree bribe, if one is needed and legal now. */
function tableMove(sit: Situation, legal: readonly Action[]): Action | undefined {
  const { view, me } = sit;
  const target = investigatorTarget(sit);
  if (target !== null && view.investigator[me] !== target) {
    const move = find(legal, (a) => a.type === "placeInvestigator" && a.target === target);
    if (move) return move;
  }
  const wanted = wantedAgreeBribe(sit);
  const placed = view.bribes[me]?.[0] ?? null;
  if (placed !== null && (wanted === null || wanted.target !== placed.target)) {
    const back = find(legal, (a) => a.type === "withdrawBribe" && a.token === "agree");
    if (back) return back;
  }
  if (wanted !== null && placed === null) {
    const give = find(
      legal,
      (a) => a.type === "bribe" && a.demand === "agree" && a.target === wanted.target && a.faceUp,
    );
    if (give) return give;
  }
  return undefined;
}

function negotiate(sit: Situation, legal: readonly Action[]): Action | undefined {
  const card = bestOf(cardValues(sit));
  if (sit.view.chosen[sit.me] !== card) {
    const choose = find(legal, (a) => a.type === "chooseCard" && a.card === card);
    if (choose) return choose;
  }
  const move = tableMove(sit, legal);
  if (move) return move;
  // Once done, any move but revealing a bribe is a change; a card swap is undone on the next turn.
  return (
    find(legal, (a) => a.type === "done") ??
    find(legal, (a) => a.type === "revealBribe") ??
    find(legal, (a) => a.type === "chooseCard" && a.card !== card)
  );
}

/** The card value of a pending Agree bribe: the cheapest card that closes the target's gap. */
function bribeMoney(sit: Situation, legal: readonly Action[]): Action | undefined {
  const pending = sit.view.pending;
  const gap = pending ? sit.fair - paidTo(sit, pending.target) : 0;
  let best: Action | undefined;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== "bribeMoney") continue;
    // Prefer a card closing the gap, then the smallest one.
    const score = action.value + (action.value + 1e-9 < gap ? 10 : 0);
    if (score < bestValue) {
      best = action;
      bestValue = score;
    }
  }
  return best;
}

function decide(view: View, legal: readonly Action[]): Action | undefined {
  if (view.viewer === null) return undefined;
  const sit = situation(view, view.viewer);
  if (view.pending !== null) return bribeMoney(sit, legal);
  switch (view.phase) {
    case "distribute":
      return distribute(sit, legal);
    case "negotiate":
      return negotiate(sit, legal);
    case "ordered":
      return tableMove(sit, legal) ?? find(legal, (a) => a.type === "pass");
    case "final-choice": {
      const card = bestOf(cardValues(sit));
      return find(legal, (a) => a.type === "chooseCard" && a.card === card);
    }
    default:
      return undefined;
  }
}

/**
 * The Tiefe Taschen heuristic bot. As president it pays a bare majority of the poorest active players
 * a fair share each (pool ÷ active players, by the smallest covering set of pool cards) and keeps the
 * rest. Every player counts the others' votes by the same rule (the president and fairly paid players
 * Agree, short-changed ones Reject; Agree bribes count as pay) and scores each action card in
 * expected Mio: its own side's vote card is worth its stake while that vote can change the result
 * (or while a Reject revealed first would make it president), so it is played then; when its vote
 * does not count, the best of the other cards wins: take from treasury
 * (if nobody before it likely does), Blackmail (its investigator always stands before the richest
 * rival; a target predicted to avert is left alone) or Avert (investigators in front of it whose
 * owners it predicts to blackmail); bribes lying in front of it add their value to every card that
 * fulfils them. A player with a large stake in an unsafe vote bribes the cheapest short-changed
 * voter, face up, with the smallest card that makes up the shortfall. It declares done once its
 * card and table are set. It uses the random source only as a fallback that does not occur in play.
 */
export const tiefeTaschenHeuristicBot: Bot<TiefeTaschenView, TiefeTaschenAction> = {
  name: "heuristic",
  act(
    view: TiefeTaschenView,
    legal: readonly TiefeTaschenAction[],
    random: RandomSource,
  ): TiefeTaschenAction {
    return decide(view, legal) ?? (legal[random.below(legal.length)] as TiefeTaschenAction);
  },
};
