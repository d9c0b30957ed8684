/**
 * Tiefe Taschen's encoding. Pool cards are named by value and rank in the pool; seats by their
 * position after the actor (targets of bribes and investigators are always another seat).
 */
import {
  ACTION_CARDS,
  DEMANDS,
  PHASES,
  type TiefeTaschenState,
  type TiefeTaschenView,
  TOKENS,
} from "../../games/tiefe-taschen/index.js";
import { type CodecContext, cardInZone, otherSeat } from "../codecs.js";
import { LayoutBuilder, type Observer, oneHot, relativeTo, seatAt } from "../observation.js";
import type { GameEncodingSpec } from "../spec.js";

const VALUES = 5;
const VALUE_NAMES = ["1 Mio", "2 Mio", "3 Mio", "4 Mio", "5 Mio"];
/** Scales: stacks in tens of cards, money in 50 Mio. */
const STACK_SCALE = 1 / 10;
const MIO_SCALE = 1 / 50;

type Ctx = CodecContext<TiefeTaschenView>;

/** The Tiefe Taschen encoding recipe. */
export const tiefeTaschenEncoding: GameEncodingSpec<TiefeTaschenState, TiefeTaschenView> = {
  revision: 1,
  build(initial, players) {
    const copies = initial.cardsPerValue;
    const moneyCards = VALUES * copies;
    // Card id → value − 1; the bankruptcy card (the id after the money) is never named by an action.
    const valueIndex = Int8Array.from({ length: moneyCards + 1 }, (_, card) =>
      card < moneyCards ? Math.floor(card / copies) : -1,
    );
    const poolCard = cardInZone<TiefeTaschenView>(
      { classOf: valueIndex, caps: VALUE_NAMES.map(() => Math.min(copies, players)), names: VALUE_NAMES },
      ({ view }: Ctx) => view.pool,
      "the pool (assigned or not)",
    );
    const other = otherSeat(players);
    return {
      overrides: {
        assign: { card: poolCard },
        unassign: { card: poolCard },
        placeInvestigator: { target: other },
        bribe: { target: other },
        moveBribe: { target: other },
        revealBribe: { briber: other },
      },
      observer: tiefeTaschenObserver(valueIndex, copies, players),
    };
  },
};

function tiefeTaschenObserver(valueIndex: Int8Array, copies: number, n: number): Observer<TiefeTaschenView> {
  const moneyCards = VALUES * copies;
  /** Every Mio in the game: `copies` cards of each value 1..5. */
  const allMio = (copies * VALUES * (VALUES + 1)) / 2;
  const bribeSize = 1 + n + DEMANDS.length + 1 + VALUES;
  const layout = new LayoutBuilder();
  const phase = layout.add("phase", PHASES.length, `one-hot: ${PHASES.join(", ")}`, 1);
  const period = layout.add("period", 1, "period / (money cards / players), about 1 at the latest end", 1);
  const president = layout.add("president", n, "one-hot: the president, relative to the observer", 1);
  const active = layout.add("active", n, "per relative seat: 1 while not resigned this period", 1);
  const treasury = layout.add("treasury", 1, "treasury cards / money cards", (moneyCards + 1) / moneyCards);
  const bankruptcy = layout.add("bankruptcy", 2, "1 when the bankruptcy card was shown; 1 when bankrupt", 1);
  const unassigned = layout.add(
    "pool",
    VALUES,
    "unassigned pool cards per value (1..5 Mio) / players",
    Math.min(copies, n) / n,
  );
  const assigned = layout.add(
    "assigned",
    n,
    "per relative seat: Mio the president assigned to it / 10",
    (VALUES * n) / 10,
  );
  const takeBacks = layout.add("take-backs", 1, "take-backs used / pool size", 1);
  const own = layout.add("own-money", VALUES, "the observer's money cards per value / 10", copies / 10);
  const stacks = layout.add("stacks", 2 * n, "per relative seat: money cards / 10, known Mio / 50", [
    moneyCards * STACK_SCALE,
    allMio * MIO_SCALE,
  ]);
  const known = layout.add(
    "known-money",
    VALUES * n,
    "per relative seat: cards per value known in its stack / 10",
    copies / 10,
  );
  const hasCard = layout.add(
    "has-card",
    n,
    "per relative seat: 1 when an action card lies in front of it",
    1,
  );
  const chosen = layout.add(
    "chosen",
    ACTION_CARDS.length,
    `one-hot: the observer's action card (${ACTION_CARDS.join(", ")})`,
    1,
  );
  const investigator = layout.add(
    "investigators",
    n * n,
    "per relative seat: one-hot of the seat its investigator stands before, relative to the observer",
    1,
  );
  const bribes = layout.add(
    "bribes",
    n * TOKENS.length * bribeSize,
    `per relative briber, per token (${TOKENS.join(", ")}): placed, target one-hot (relative), demand one-hot ` +
      `(${DEMANDS.join(", ")}), face up, the card's value one-hot when visible`,
    1,
  );
  const pending = layout.add(
    "pending",
    1 + n + TOKENS.length + DEMANDS.length + n + 1,
    "a bribe waiting for its money: present, briber (relative), token, demand, target (relative), face up",
    1,
  );
  const done = layout.add("done", n, "per relative seat: declared done in the free negotiation", 1);
  const finalChosen = layout.add("final-chosen", n, "per relative seat: made the final choice", 1);
  const negotiation = layout.add(
    "negotiation",
    2,
    "changes / limit; changes left / (4 × players), at most 4",
    [1, 4],
  );
  const orderTurn = layout.add("order-turn", n, "one-hot: the seat in turn in the ordered form, relative", 1);
  const touched = layout.add(
    "touched",
    3,
    "ordered form: investigator, agree token, reject token touched",
    1,
  );
  const cardsPerPeriod = moneyCards / n;

  return {
    size: layout.size,
    layout: layout.layout,
    write(view, out, at) {
      const me = view.viewer ?? 0;
      const rel = (seat: number) => relativeTo(me, seat, n);
      oneHot(out, at + phase, PHASES.indexOf(view.phase), PHASES.length);
      out[at + period] = view.period / cardsPerPeriod;
      oneHot(out, at + president, rel(view.president), n);
      out[at + treasury] = view.treasuryCount / moneyCards;
      out[at + bankruptcy] = view.bankruptcyShown.length > 0 ? 1 : 0;
      out[at + bankruptcy + 1] = view.bankrupt ? 1 : 0;
      view.pool.forEach((card, index) => {
        const value = valueIndex[card] ?? -1;
        const to = view.assignedTo[index];
        if (value < 0) return;
        if (to === null || to === undefined)
          out[at + unassigned + value] = (out[at + unassigned + value] as number) + 1 / n;
        else out[at + assigned + rel(to)] = (out[at + assigned + rel(to)] as number) + (value + 1) / 10;
      });
      out[at + takeBacks] = view.pool.length > 0 ? view.takeBacks / view.pool.length : 0;
      for (const card of view.money[me] ?? []) {
        const value = card === null ? -1 : (valueIndex[card] ?? -1);
        if (value >= 0) out[at + own + value] = (out[at + own + value] as number) + 0.1;
      }
      for (let r = 0; r < n; r++) {
        const seat = seatAt(me, r, n);
        out[at + active + r] = view.active[seat] ? 1 : 0;
        const stack = view.money[seat] ?? [];
        out[at + stacks + 2 * r] = stack.length * STACK_SCALE;
        let mio = 0;
        const cards = seat === me ? (stack as number[]) : (view.knownMoney[seat] ?? []);
        for (const card of cards) {
          const value = valueIndex[card] ?? -1;
          if (value < 0) continue;
          mio += value + 1;
          if (seat !== me)
            out[at + known + r * VALUES + value] = (out[at + known + r * VALUES + value] as number) + 0.1;
        }
        out[at + stacks + 2 * r + 1] = mio * MIO_SCALE;
        out[at + hasCard + r] = view.hasCard[seat] ? 1 : 0;
        const target = view.investigator[seat];
        if (target !== null && target !== undefined) oneHot(out, at + investigator + r * n, rel(target), n);
        for (let k = 0; k < TOKENS.length; k++) {
          const bribe = view.bribes[seat]?.[k];
          if (!bribe) continue;
          const b = at + bribes + (r * TOKENS.length + k) * bribeSize;
          out[b] = 1;
          oneHot(out, b + 1, rel(bribe.target), n);
          oneHot(out, b + 1 + n, DEMANDS.indexOf(bribe.demand), DEMANDS.length);
          out[b + 1 + n + DEMANDS.length] = bribe.faceUp ? 1 : 0;
          if (bribe.card !== null)
            oneHot(out, b + 2 + n + DEMANDS.length, valueIndex[bribe.card] ?? -1, VALUES);
        }
        out[at + done + r] = view.done[seat] ? 1 : 0;
        out[at + finalChosen + r] = view.finalChosen[seat] ? 1 : 0;
      }
      const mine = view.chosen[me];
      if (mine) oneHot(out, at + chosen, ACTION_CARDS.indexOf(mine), ACTION_CARDS.length);
      const bribe = view.pending;
      if (bribe) {
        let p = at + pending;
        out[p++] = 1;
        oneHot(out, p, rel(bribe.player), n);
        p += n;
        oneHot(out, p, TOKENS.indexOf(bribe.token), TOKENS.length);
        p += TOKENS.length;
        oneHot(out, p, DEMANDS.indexOf(bribe.demand), DEMANDS.length);
        p += DEMANDS.length;
        oneHot(out, p, rel(bribe.target), n);
        p += n;
        out[p] = bribe.faceUp ? 1 : 0;
      }
      out[at + negotiation] = view.limit > 0 ? Math.min(1, view.changes / view.limit) : 0;
      out[at + negotiation + 1] = Math.min(4, Math.max(0, view.limit - view.changes) / (4 * n));
      if (view.orderTurn !== null) oneHot(out, at + orderTurn, rel(view.orderTurn), n);
      out[at + touched] = view.touched.investigator ? 1 : 0;
      out[at + touched + 1] = view.touched.agree ? 1 : 0;
      out[at + touched + 2] = view.touched.reject ? 1 : 0;
    },
  };
}
