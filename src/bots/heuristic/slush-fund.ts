/**
 * The Slush Fund heuristic bot: a one-step evaluator over an estimated table.
 *
 * From its view alone it estimates every pile's money (its own exactly; an opponent's from the
 * cards it can see plus, per hidden card, the average value of the Money and VP cards it has not
 * seen), and turns the money at each politician into win chances with a softmax whose temperature
 * shrinks as the Time cards run out (early leads are less safe than late ones). Its utility is its
 * own expected VP minus the expected VP of its opponents (weighted towards the strongest one). It
 * then plays greedily:
 * - every card action (bribe, VP card, scandal, thief, transfer, spy move) is scored by the change of
 *   that utility, so money goes where it swings a politician (concentration on winnable ones, not
 *   on lost causes nor on safe leads), scandals hit politicians opponents lead (and topple them when
 *   they hold much money), thieves rob the pile that costs the leader most, and a card whose every
 *   use helps nobody but the others is discarded;
 * - the start of a turn compares the three best cards of the slush fund with the expected best two
 *   of three drawn cards, and the stash gives away the revealed card worth least to it;
 * - a spy looks at the opponent pile with the most hidden cards at a contested politician, and a
 *   thief that may pick takes the biggest money card.
 * It never uses the random source, so it is deterministic.
 */
import type { Bot } from "../../core/bot.js";
import type { CardId, CardView } from "../../core/index.js";
import {
  type Card,
  catalogFor,
  DECK_ENTRIES,
  type DeckComposition,
  type DeckEntry,
  POLITICIANS,
  type SlushFundAction,
  type SlushFundView,
} from "../../games/slush-fund/index.js";

const P = POLITICIANS.length;
const BASE_VP = 7;
const SCANDALS_TO_REMOVE = 5;
/** Extra chance a politician falls before the end, by its scandal count, at the start of the game. */
const FALL_RISK = [0, 0.03, 0.08, 0.18, 0.4];
/** Weight of the strongest opponent's expected VP (the rest goes to the opponents' mean). */
const LEADER_WEIGHT = 0.5;

/** A deck's catalog with, per card id, its deck entry (index into `DECK_ENTRIES`). */
interface Catalog {
  readonly cards: Card[];
  readonly entry: Uint8Array;
}

/** The card each deck entry stands for, by entry index. */
const ENTRY_CARDS: readonly Card[] = DECK_ENTRIES.map((entry) =>
  entry.startsWith("money")
    ? { kind: "money", value: Number(entry.slice(5)) }
    : { kind: entry as Card["kind"], value: 0 },
);
const TIME_ENTRY = DECK_ENTRIES.indexOf("time");
const VP_ENTRY = DECK_ENTRIES.indexOf("vp");

const catalogs: { counts: number[]; catalog: Catalog }[] = [];

/** The catalog of a deck composition, built once per composition (views leave the catalog out). */
function catalogOf(deck: DeckComposition): Catalog {
  for (const known of catalogs) {
    let same = true;
    for (let e = 0; e < DECK_ENTRIES.length; e++) {
      if (known.counts[e] !== deck[DECK_ENTRIES[e] as DeckEntry]) {
        same = false;
        break;
      }
    }
    if (same) return known.catalog;
  }
  const cards = catalogFor(deck);
  const entry = new Uint8Array(cards.length);
  let id = 0;
  DECK_ENTRIES.forEach((name, index) => {
    for (let i = 0; i < deck[name]; i++) entry[id++] = index;
  });
  const catalog = { cards, entry };
  // A handful of compositions at most in practice; keep the newest first and the list short.
  catalogs.unshift({ counts: DECK_ENTRIES.map((name) => deck[name]), catalog });
  if (catalogs.length > 8) catalogs.pop();
  return catalog;
}

/** The bot's picture of the table: estimated money and known VP cards per pile, scandals, time left. */
interface Model {
  readonly view: SlushFundView;
  readonly me: number;
  readonly n: number;
  readonly catalog: Card[];
  readonly entryOf: Uint8Array;
  /** Estimated money per politician per seat (exact for the bot's own piles). */
  readonly money: number[][];
  /** Known VP cards per politician per seat. */
  readonly vp: number[][];
  readonly scandals: number[];
  readonly fallen: boolean[];
  /** Softmax temperature in $K. */
  readonly temperature: number;
  /** Share of the game still to come, 1 at the start and 0 at the end. */
  readonly left: number;
  /** Expected VP per politician per seat as the table stands. */
  readonly base: number[][];
  /** Unseen cards per deck entry, for the value of a draw. */
  readonly unseen: number[];
  /** Hidden pile cards (they are unseen Money or VP cards that are not in the deck). */
  readonly hiddenSlots: number;
  /** Expected VP per seat over the whole table as it stands. */
  readonly totals: number[];
  /** The utility of the table as it stands. */
  baseUtility: number;
  /** Card values already computed, per deck entry (equal cards are worth the same); NaN = not yet. */
  readonly values: Float64Array;
}

function countVisible(cards: readonly CardView[], entryOf: Uint8Array, visible: number[]): void {
  for (const id of cards) {
    if (id === null) continue;
    const e = entryOf[id] as number;
    visible[e] = (visible[e] as number) + 1;
  }
}

function buildModel(view: SlushFundView): Model {
  const me = view.viewer as number;
  const n = view.players;
  const { cards: catalog, entry: entryOf } = catalogOf(view.options.deck);
  // Every card lies in exactly one zone, so the unseen cards of an entry are its count minus the visible ones.
  const visible = new Array<number>(DECK_ENTRIES.length).fill(0);
  countVisible(view.revealed, entryOf, visible);
  countVisible(view.hand, entryOf, visible);
  countVisible(view.fund, entryOf, visible);
  countVisible(view.timeCards, entryOf, visible);
  countVisible(view.removed, entryOf, visible);
  for (const zone of view.scandals) countVisible(zone, entryOf, visible);
  let hiddenSlots = 0;
  const money: number[][] = [];
  const vp: number[][] = [];
  const hidden: number[][] = [];
  for (let p = 0; p < P; p++) {
    const moneyRow: number[] = [];
    const vpRow: number[] = [];
    const hiddenRow: number[] = [];
    const row = view.piles[p] ?? [];
    for (let seat = 0; seat < n; seat++) {
      let m = 0;
      let v = 0;
      let h = 0;
      for (const id of row[seat]?.cards ?? []) {
        if (id === null) {
          h++;
          continue;
        }
        const e = entryOf[id] as number;
        visible[e] = (visible[e] as number) + 1;
        const card = catalog[id] as Card;
        if (card.kind === "money") m += card.value;
        else if (card.kind === "vp") v++;
      }
      hiddenSlots += h;
      moneyRow.push(m);
      vpRow.push(v);
      hiddenRow.push(h);
    }
    money.push(moneyRow);
    vp.push(vpRow);
    hidden.push(hiddenRow);
  }
  let unseenMoneySum = 0;
  let unseenBribe = 0;
  const unseen = new Array<number>(DECK_ENTRIES.length).fill(0);
  for (let e = 0; e < DECK_ENTRIES.length; e++) {
    const count = view.options.deck[DECK_ENTRIES[e] as DeckEntry] - (visible[e] as number);
    unseen[e] = count;
    const card = ENTRY_CARDS[e] as Card;
    if (card.kind === "money") {
      unseenMoneySum += count * card.value;
      unseenBribe += count;
    } else if (card.kind === "vp") unseenBribe += count;
  }
  // A hidden pile card is an unseen Money or VP card: count it at their average money value.
  const hiddenValue = unseenBribe > 0 ? unseenMoneySum / unseenBribe : 0;
  for (let p = 0; p < P; p++) {
    const moneyRow = money[p] as number[];
    const hiddenRow = hidden[p] as number[];
    for (let seat = 0; seat < n; seat++) {
      moneyRow[seat] = (moneyRow[seat] as number) + (hiddenRow[seat] as number) * hiddenValue;
    }
  }
  const toEnd = view.options.timeCardsToEnd;
  const left = Math.max(0, Math.min(1, (toEnd - view.timeCards.length) / toEnd));
  const model: Model = {
    view,
    me,
    n,
    catalog,
    entryOf,
    money,
    vp,
    scandals: view.scandals.map((zone) => zone.length),
    fallen: view.fallen.slice(),
    temperature: 8 + 30 * left,
    left,
    base: [],
    unseen,
    hiddenSlots,
    totals: new Array<number>(n).fill(0),
    baseUtility: 0,
    values: new Float64Array(DECK_ENTRIES.length).fill(Number.NaN),
  };
  for (let p = 0; p < P; p++) {
    model.base.push(
      politicianEV(model, model.money[p] as number[], model.vp[p] as number[], model.scandals[p] as number),
    );
  }
  for (const row of model.base) {
    for (let seat = 0; seat < n; seat++)
      model.totals[seat] = (model.totals[seat] as number) + (row[seat] as number);
  }
  model.baseUtility = utility(model, model.totals);
  return model;
}

const weights: number[] = [];

/** Expected VP per seat at one politician, from the money there, the VP cards and the scandals. */
function politicianEV(m: Model, money: readonly number[], vp: readonly number[], scandals: number): number[] {
  const out = new Array<number>(m.n).fill(0);
  if (scandals >= SCANDALS_TO_REMOVE) return out;
  const survive = 1 - m.left * (FALL_RISK[scandals] ?? 0.5);
  let top = 0;
  for (let seat = 0; seat < m.n; seat++) top = Math.max(top, money[seat] as number);
  let sum = 0;
  for (let seat = 0; seat < m.n; seat++) {
    const w = Math.exp(((money[seat] as number) - top) / m.temperature);
    weights[seat] = w;
    sum += w;
  }
  for (let seat = 0; seat < m.n; seat++) {
    out[seat] = (((BASE_VP - scandals + (vp[seat] as number)) * (weights[seat] as number)) / sum) * survive;
  }
  return out;
}

/** The utility of expected VP per seat: own minus a blend of the opponents' mean and best. */
function utility(m: Model, ev: readonly number[]): number {
  let best = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let seat = 0; seat < m.n; seat++) {
    if (seat === m.me) continue;
    const v = ev[seat] as number;
    sum += v;
    if (v > best) best = v;
  }
  const mean = sum / (m.n - 1);
  return (ev[m.me] as number) - LEADER_WEIGHT * best - (1 - LEADER_WEIGHT) * mean;
}

/** The utility gain of replacing one or two politicians' expected-VP rows. */
function gain(m: Model, p: number, row: readonly number[], q = -1, qRow?: readonly number[]): number {
  const ev = m.totals.slice();
  const old = m.base[p] as number[];
  for (let seat = 0; seat < m.n; seat++)
    ev[seat] = (ev[seat] as number) - (old[seat] as number) + (row[seat] as number);
  if (q >= 0 && qRow) {
    const oldQ = m.base[q] as number[];
    for (let seat = 0; seat < m.n; seat++)
      ev[seat] = (ev[seat] as number) - (oldQ[seat] as number) + (qRow[seat] as number);
  }
  return utility(m, ev) - m.baseUtility;
}

/** Gain of adding money (negative: removing) to some seats' piles at one politician. */
function moneyGain(
  m: Model,
  p: number,
  deltas: readonly (readonly [seat: number, amount: number])[],
): number {
  const money = (m.money[p] as number[]).slice();
  for (const [seat, amount] of deltas) money[seat] = Math.max(0, (money[seat] as number) + amount);
  return gain(m, p, politicianEV(m, money, m.vp[p] as number[], m.scandals[p] as number));
}

function scandalRow(m: Model, p: number, scandals: number): number[] {
  return politicianEV(m, m.money[p] as number[], m.vp[p] as number[], scandals);
}

function scandalGain(m: Model, p: number): number {
  return gain(m, p, scandalRow(m, p, (m.scandals[p] as number) + 1));
}

function moveScandalGain(m: Model, from: number, to: number): number {
  return gain(
    m,
    from,
    scandalRow(m, from, (m.scandals[from] as number) - 1),
    to,
    scandalRow(m, to, (m.scandals[to] as number) + 1),
  );
}

function vpGain(m: Model, p: number): number {
  const vp = (m.vp[p] as number[]).slice();
  vp[m.me] = (vp[m.me] as number) + 1;
  return gain(m, p, politicianEV(m, m.money[p] as number[], vp, m.scandals[p] as number));
}

function cardAt(m: Model, id: CardId): Card {
  return m.catalog[id] as Card;
}

/** The money a Thief would take from a pile: its top card, or (may pick) the best card it may hold. */
function thiefLoot(m: Model, p: number, victim: number): number {
  const cards = m.view.piles[p]?.[victim]?.cards ?? [];
  if (m.view.options.thiefTakes === "top") {
    const top = cards[cards.length - 1];
    return top === undefined || top === null ? 0 : cardAt(m, top).kind === "money" ? cardAt(m, top).value : 0;
  }
  let best = 0;
  let hidden = 0;
  for (const id of cards) {
    if (id === null) hidden++;
    else if (cardAt(m, id).kind === "money") best = Math.max(best, cardAt(m, id).value);
  }
  return hidden > 0 ? Math.max(best, Math.min(50, 20 + 8 * hidden)) : best;
}

function thiefGain(m: Model, p: number, victim: number): number {
  const loot = thiefLoot(m, p, victim);
  return loot > 0
    ? moneyGain(m, p, [
        [victim, -loot],
        [m.me, loot],
      ])
    : 0;
}

function ownPileOf(m: Model, card: CardId): number {
  for (let p = 0; p < P; p++) if (m.view.piles[p]?.[m.me]?.cards.includes(card)) return p;
  return -1;
}

function transferGain(m: Model, moved: CardId, to: number): number {
  const from = ownPileOf(m, moved);
  if (from < 0) return 0;
  const value = cardAt(m, moved).value;
  const fromMoney = (m.money[from] as number[]).slice();
  fromMoney[m.me] = (fromMoney[m.me] as number) - value;
  const toMoney = (m.money[to] as number[]).slice();
  toMoney[m.me] = (toMoney[m.me] as number) + value;
  return gain(
    m,
    from,
    politicianEV(m, fromMoney, m.vp[from] as number[], m.scandals[from] as number),
    to,
    politicianEV(m, toMoney, m.vp[to] as number[], m.scandals[to] as number),
  );
}

function bestMoveGain(m: Model): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let from = 0; from < P; from++) {
    if (m.fallen[from] || (m.scandals[from] as number) === 0) continue;
    for (let to = 0; to < P; to++) {
      if (to !== from && !m.fallen[to]) best = Math.max(best, moveScandalGain(m, from, to));
    }
  }
  return best;
}

/** A small value for a Spy's look: knowing a contested pile sharpens later choices. */
const PEEK_VALUE = 0.05;

function spyGain(m: Model): number {
  const move = bestMoveGain(m);
  return (move === Number.NEGATIVE_INFINITY ? 0 : move) + PEEK_VALUE;
}

/** What a card is worth to the bot now: the best gain among its uses, never below a discard's 0. */
function cardValue(m: Model, id: CardId): number {
  return entryValue(m, m.entryOf[id] as number);
}

/** The value of any card of a deck entry, computed once per decision. */
function entryValue(m: Model, entry: number): number {
  const known = m.values[entry] as number;
  if (!Number.isNaN(known)) return known;
  const value = usesValue(m, ENTRY_CARDS[entry] as Card);
  m.values[entry] = value;
  return value;
}

function usesValue(m: Model, card: Card): number {
  let best = 0;
  for (let p = 0; p < P; p++) {
    if (m.fallen[p]) continue;
    switch (card.kind) {
      case "money":
        best = Math.max(best, moneyGain(m, p, [[m.me, card.value]]));
        break;
      case "vp":
        best = Math.max(best, vpGain(m, p));
        break;
      case "scandal":
        best = Math.max(best, scandalGain(m, p));
        break;
      case "thief":
        for (let victim = 0; victim < m.n; victim++)
          if (victim !== m.me) best = Math.max(best, thiefGain(m, p, victim));
        break;
      case "transfer": {
        // Moving the biggest or the smallest money card of a pile covers the useful moves.
        let big = -1;
        let small = -1;
        for (const moved of m.view.piles[p]?.[m.me]?.cards ?? []) {
          if (moved === null || cardAt(m, moved).kind !== "money") continue;
          const value = cardAt(m, moved).value;
          if (big < 0 || value > cardAt(m, big).value) big = moved;
          if (small < 0 || value < cardAt(m, small).value) small = moved;
        }
        if (big < 0) break;
        for (let to = 0; to < P; to++) {
          if (to === p || m.fallen[to]) continue;
          best = Math.max(best, transferGain(m, big, to));
          if (small !== big) best = Math.max(best, transferGain(m, small, to));
        }
        break;
      }
      default:
        break;
    }
  }
  if (card.kind === "spy") best = Math.max(best, spyGain(m));
  return best;
}

/** Expected value of the best two of three cards drawn from what the deck may hold. */
function drawValue(m: Model): number {
  let bribeUnseen = 0;
  for (let e = 0; e <= VP_ENTRY; e++) bribeUnseen += m.unseen[e] as number;
  // Some unseen Money and VP cards are the hidden cards of piles, not in the deck.
  const bribeShare = bribeUnseen > 0 ? Math.max(0, bribeUnseen - m.hiddenSlots) / bribeUnseen : 0;
  const outcomes: [value: number, weight: number][] = [];
  let total = 0;
  for (let e = 0; e < DECK_ENTRIES.length; e++) {
    if (e === TIME_ENTRY) continue;
    const weight = (m.unseen[e] as number) * (e <= VP_ENTRY ? bribeShare : 1);
    if (weight <= 0) continue;
    outcomes.push([entryValue(m, e), weight]);
    total += weight;
  }
  if (total <= 0) return 0;
  let mean = 0;
  for (const [v, w] of outcomes) mean += (v * w) / total;
  // E[min of 3 draws] (with replacement): P(min = v_k) = P(X >= v_k)^3 - P(X > v_k)^3.
  outcomes.sort((a, b) => a[0] - b[0]);
  let above = 1;
  let minMean = 0;
  for (const [v, w] of outcomes) {
    const next = Math.max(0, above - w / total);
    minMean += v * (above ** 3 - next ** 3);
    above = next;
  }
  return 3 * mean - minMean;
}

/** Scores one legal action by its utility gain (0 for a discard). */
function actionGain(m: Model, a: SlushFundAction): number {
  switch (a.type) {
    case "bribe": {
      const card = cardAt(m, a.card);
      return card.kind === "vp" ? vpGain(m, a.politician) : moneyGain(m, a.politician, [[m.me, card.value]]);
    }
    case "scandal":
      return scandalGain(m, a.politician);
    case "thief":
      return thiefGain(m, a.politician, a.victim);
    case "transfer":
      return transferGain(m, a.moved, a.to);
    case "spy":
      return spyGain(m);
    case "move-scandal":
      return moveScandalGain(m, a.from, a.to);
    case "steal":
      return cardAt(m, a.card).value;
    case "peek":
      return peekScore(m, a.politician, a.victim);
    case "take":
      return cardValue(m, a.card);
    case "stash":
      return -cardValue(m, a.card);
    default:
      return 0;
  }
}

/** How useful a look is: hidden cards in a pile at a politician where the bot's chances are in play. */
function peekScore(m: Model, p: number, victim: number): number {
  let hidden = 0;
  for (const id of m.view.piles[p]?.[victim]?.cards ?? []) if (id === null) hidden++;
  const mine = (m.base[p] as number[])[m.me] as number;
  const stake = BASE_VP - (m.scandals[p] as number);
  return hidden * (0.5 + Math.min(mine, stake - mine));
}

function bestOf(m: Model, legal: readonly SlushFundAction[]): SlushFundAction {
  let best = legal[0] as SlushFundAction;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    const score = actionGain(m, a);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** Opening a turn: three from the slush fund when its best three beat the expected draw. */
function chooseSource(m: Model, legal: readonly SlushFundAction[]): SlushFundAction {
  const draw = legal.find((a) => a.type === "draw") as SlushFundAction;
  const takes = legal.filter((a) => a.type === "take");
  if (takes.length < 3) return draw;
  const values = takes.map((a) => cardValue(m, (a as { card: CardId }).card)).sort((a, b) => b - a);
  const fundValue = (values[0] as number) + (values[1] as number) + (values[2] as number);
  return fundValue > drawValue(m) ? bestOf(m, takes) : draw;
}

/**
 * The Slush Fund heuristic bot: concentrates money where it swings a winnable politician, scandals
 * and robs the politicians opponents lead, takes from the slush fund when it beats a draw, and
 * discards what would only help others (see the module comment for the whole strategy).
 */
export const slushFundHeuristicBot: Bot<SlushFundView, SlushFundAction> = {
  name: "heuristic",
  act(view, legal) {
    if (legal.length === 1 || view.viewer === null) return legal[0] as SlushFundAction;
    const m = buildModel(view);
    if (view.phase === "choose") return chooseSource(m, legal);
    return bestOf(m, legal);
  },
};
