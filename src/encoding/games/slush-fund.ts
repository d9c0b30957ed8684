/**
 * Slush Fund's encoding. Cards are named by their deck entry (money by value, then VP, Scandal,
 * Thief, Spy, Transfer, Time) and their rank among equal cards of the zone they are played from.
 */
import type { CardView } from "../../core/view.js";
import {
  type Card,
  DECK_ENTRIES,
  POLITICIANS,
  type SlushFundState,
  type SlushFundView,
} from "../../games/slush-fund/index.js";
import { type CardClasses, type CodecContext, cardInZone, intRange, otherSeat } from "../codecs.js";
import { countClasses, LayoutBuilder, type Observer, oneHot, relativeTo, seatAt } from "../observation.js";
import type { GameEncodingSpec } from "../spec.js";

/** The phases in the order of the observation's one-hot. */
const PHASES = ["choose", "stash", "take", "play", "spy-move", "spy-look", "steal", "over"] as const;
/** The most cards a turn's revealed cards or current set can hold. */
const SET_SIZE = 3;
/** Scales: money in $100K, pile sizes in tens of cards, scandals per removal threshold. */
const MONEY_SCALE = 1 / 100;
const PILE_SCALE = 1 / 10;
const SCANDAL_SCALE = 1 / 5;
const CLASSES = DECK_ENTRIES.length;
const P = POLITICIANS.length;
const VP_CLASS = DECK_ENTRIES.indexOf("vp");

function entryIndex(card: Card): number {
  if (card.kind === "money") return DECK_ENTRIES.indexOf(`money${card.value}` as never);
  return DECK_ENTRIES.indexOf(card.kind as never);
}

/** Card classes restricted to some deck entries, with the zone's capacity per class. */
function classes(
  catalog: readonly Card[],
  copies: readonly number[],
  allowed: (entry: (typeof DECK_ENTRIES)[number]) => boolean,
  capacity: number,
): CardClasses {
  const entryOf = catalog.map(entryIndex);
  return {
    classOf: Int16Array.from(entryOf, (entry) => (allowed(DECK_ENTRIES[entry] as never) ? entry : -1)),
    caps: DECK_ENTRIES.map((entry, c) => (allowed(entry) ? Math.min(copies[c] as number, capacity) : 0)),
    names: DECK_ENTRIES,
  };
}

type Ctx = CodecContext<SlushFundView>;
const politician = intRange(
  0,
  P - 1,
  `politician (${POLITICIANS.map((name, i) => `${i} = ${name}`).join(", ")})`,
);
const hand = ({ view }: Ctx): readonly CardView[] => view.hand;

/** The Slush Fund encoding recipe. */
export const slushFundEncoding: GameEncodingSpec<SlushFundState, SlushFundView> = {
  revision: 1,
  build(initial, players) {
    const catalog = initial.catalog;
    const copies = DECK_ENTRIES.map((entry) => initial.options.deck[entry]);
    const all = () => true;
    // Time cards are laid aside as they are revealed: never in the revealed cards or the set.
    const notTime = (e: string) => e !== "time";
    const isMoney = (e: string) => e.startsWith("money");
    const inHand = (allowed: (e: string) => boolean) => classes(catalog, copies, allowed, SET_SIZE);
    const handCard = (allowed: (e: string) => boolean) =>
      cardInZone(inHand(allowed), hand, "the current set");
    const overrides = {
      take: {
        card: cardInZone(
          classes(catalog, copies, all, Infinity),
          ({ view }: Ctx) => view.fund,
          "the slush fund",
        ),
      },
      stash: { card: cardInZone(inHand(notTime), ({ view }: Ctx) => view.revealed, "the revealed cards") },
      discard: { card: handCard(notTime) },
      bribe: { card: handCard((e) => isMoney(e) || e === "vp"), politician },
      scandal: { card: handCard((e) => e === "scandal"), politician },
      thief: { card: handCard((e) => e === "thief"), politician, victim: otherSeat(players) },
      steal: {
        card: cardInZone(
          classes(catalog, copies, isMoney, Infinity),
          ({ view }: Ctx) =>
            view.target ? (view.piles[view.target.politician]?.[view.target.victim]?.cards ?? []) : [],
          "the pile the Thief looked into",
        ),
      },
      spy: { card: handCard((e) => e === "spy") },
      "move-scandal": { from: politician, to: politician },
      peek: { politician, victim: otherSeat(players) },
      transfer: {
        card: handCard((e) => e === "transfer"),
        moved: cardInZone(
          classes(catalog, copies, isMoney, Infinity),
          ({ view, player }: Ctx) => view.piles.flatMap((row) => row[player]?.cards ?? []),
          "the actor's piles (President's first)",
        ),
        to: politician,
      },
    };
    return { overrides, observer: slushFundObserver(catalog, copies, initial, players) };
  },
};

/** Per pile: size, known money, known money cards, known VP cards, hidden cards, whole-pile-known, top card class, spied by. */
const PILE_FIXED = 6;

function slushFundObserver(
  catalog: readonly Card[],
  copies: readonly number[],
  initial: SlushFundState,
  players: number,
): Observer<SlushFundView> {
  const classOf = Int16Array.from(catalog, entryIndex);
  const moneyValue = Int16Array.from(catalog, (card) => (card.kind === "money" ? card.value : 0));
  const deckTotal = Math.max(1, catalog.length);
  const timeToEnd = initial.options.timeCardsToEnd;
  const inverseCopies = copies.map((n) => (n > 0 ? 1 / n : 0));
  const perSet = copies.map(() => 1 / SET_SIZE);
  const pileSize = PILE_FIXED + CLASSES + players;
  // A pile holds bribes (money and VP cards) and money moved by Transfers: at most every such card.
  const pileCards = catalog.filter((card) => card.kind === "money" || card.kind === "vp").length;
  const moneyCards = catalog.filter((card) => card.kind === "money").length;
  const allMoney = catalog.reduce((sum, card) => sum + (card.kind === "money" ? card.value : 0), 0);
  const pileHigh = [
    pileCards * PILE_SCALE,
    allMoney * MONEY_SCALE,
    moneyCards * PILE_SCALE,
    (copies[VP_CLASS] as number) * PILE_SCALE,
    pileCards * PILE_SCALE,
    ...new Array<number>(1 + CLASSES + players).fill(1),
  ];
  const scandalCards = copies[DECK_ENTRIES.indexOf("scandal")] as number;
  const layout = new LayoutBuilder();
  const phase = layout.add("phase", PHASES.length, `one-hot: ${PHASES.join(", ")}`, 1);
  const turn = layout.add(
    "turn",
    players,
    "one-hot: the seat to act, relative to the observer (all 0 once over)",
    1,
  );
  const deck = layout.add("deck", 1, "cards left in the deck / deck size", 1);
  // The game ends on the Time card that reaches the limit: no more are ever laid aside.
  const time = layout.add("time", 1, "Time cards revealed / Time cards that end the game", 1);
  // At most three cards are revealed or in the set at once.
  const revealed = layout.add("revealed", CLASSES, "revealed cards per deck entry / 3", 1);
  const set = layout.add("set", CLASSES, "the current set's cards per deck entry / 3", 1);
  const fund = layout.add("fund", CLASSES, "slush fund cards per deck entry / copies of the entry", 1);
  const removed = layout.add(
    "removed",
    CLASSES,
    "cards out of the game per deck entry / copies of the entry",
    1,
  );
  const scandals = layout.add("scandals", P, "scandals per politician / 5", scandalCards * SCANDAL_SCALE);
  const fallen = layout.add("fallen", P, "1 for a politician removed by scandals", 1);
  const piles = layout.add(
    "piles",
    P * players * pileSize,
    `per politician (President first), per seat relative to the observer: cards / 10, visible money / $100K, ` +
      `visible money cards / 10, visible VP cards / 10, hidden cards / 10, 1 when the whole pile is visible, ` +
      `one-hot of the top card's deck entry (${CLASSES}), and per relative seat 1 when that seat spied on it (${players})`,
    pileHigh,
  );
  const target = layout.add(
    "target",
    P + players,
    "the pile a Thief looked into: politician one-hot, owner relative to the observer",
    1,
  );
  return {
    size: layout.size,
    layout: layout.layout,
    write(view, out, offset) {
      const me = view.viewer ?? 0;
      oneHot(out, offset + phase, PHASES.indexOf(view.phase), PHASES.length);
      if (view.phase !== "over") oneHot(out, offset + turn, relativeTo(me, view.turn, players), players);
      out[offset + deck] = view.deckSize / deckTotal;
      out[offset + time] = view.timeCards.length / timeToEnd;
      countClasses(out, offset + revealed, view.revealed, classOf, perSet);
      countClasses(out, offset + set, view.hand, classOf, perSet);
      countClasses(out, offset + fund, view.fund, classOf, inverseCopies);
      countClasses(out, offset + removed, view.removed, classOf, inverseCopies);
      for (let p = 0; p < P; p++) {
        out[offset + scandals + p] = (view.scandals[p]?.length ?? 0) * SCANDAL_SCALE;
        out[offset + fallen + p] = view.fallen[p] ? 1 : 0;
        const row = view.piles[p] ?? [];
        for (let r = 0; r < players; r++) {
          const pile = row[seatAt(me, r, players)];
          if (!pile) continue;
          const at = offset + piles + (p * players + r) * pileSize;
          let money = 0;
          let moneyCards = 0;
          let vpCards = 0;
          let hidden = 0;
          const cards = pile.cards;
          for (let i = 0; i < cards.length; i++) {
            const card = cards[i] as CardView;
            if (card === null) {
              hidden++;
              continue;
            }
            const value = moneyValue[card] as number;
            if (value > 0) {
              money += value;
              moneyCards++;
            } else if (classOf[card] === VP_CLASS) vpCards++;
          }
          out[at] = pile.cards.length * PILE_SCALE;
          out[at + 1] = money * MONEY_SCALE;
          out[at + 2] = moneyCards * PILE_SCALE;
          out[at + 3] = vpCards * PILE_SCALE;
          out[at + 4] = hidden * PILE_SCALE;
          out[at + 5] = hidden === 0 && pile.cards.length > 0 ? 1 : 0;
          const top = pile.cards[pile.cards.length - 1];
          if (top !== undefined && top !== null) oneHot(out, at + PILE_FIXED, classOf[top] ?? -1, CLASSES);
          for (const spy of pile.seenBy) out[at + PILE_FIXED + CLASSES + relativeTo(me, spy, players)] = 1;
        }
      }
      if (view.target) {
        oneHot(out, offset + target, view.target.politician, P);
        oneHot(out, offset + target + P, relativeTo(me, view.target.victim, players), players);
      }
    },
  };
}
