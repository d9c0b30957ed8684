/**
 * Kohle, Kie$ & Knete's encoding. Hand cards are named by kind (Clan and Travel also by family) and
 * rank in the hand; a target is a family (Investor) or a Clan card id (the 24 Clan cards are ids 0..23).
 */
import type { CardView } from "../../core/view.js";
import {
  CATALOG,
  FAMILY_COUNT,
  FAMILY_NAMES,
  type KkkState,
  type KkkView,
} from "../../games/kohle-kies-knete/index.js";
import {
  type CardClasses,
  type CodecContext,
  cardInZone,
  type FieldCodec,
  intRange,
  otherSeat,
  UNDECODABLE,
} from "../codecs.js";
import { LayoutBuilder, type Observer, oneHot, relativeTo, seatAt } from "../observation.js";
import type { GameEncodingSpec } from "../spec.js";

const PHASES = ["marker", "turn", "deal", "handLimit", "over"] as const;
const WINDOW_KINDS = ["travel", "recruitment", "boss"] as const;
const TARGET_KINDS = ["investor", "clan"] as const;
/** Card classes: Clan per family, Travel per family, Travel joker, Recruitment, Boss, Stop. */
const CLASS_NAMES = [
  ...FAMILY_NAMES.map((f) => `Clan ${f}`),
  ...FAMILY_NAMES.map((f) => `Travel ${f}`),
  "Travel joker",
  "Recruitment",
  "Boss",
  "Stop",
];
const CLASSES = CLASS_NAMES.length;
const F = FAMILY_COUNT;
/** Money and prices in $100M; hands in cards per hand limit (12); card counts per class in fours. */
const MONEY_SCALE = 1 / 100;
const HAND_SCALE = 1 / 12;
const COUNT_SCALE = 1 / 4;

function classOfCard(card: { kind: string; family: number | null }): number {
  switch (card.kind) {
    case "clan":
      return card.family as number;
    case "travel":
      return card.family === null ? 2 * F : F + card.family;
    case "recruitment":
      return 2 * F + 1;
    case "boss":
      return 2 * F + 2;
    default:
      return 2 * F + 3;
  }
}

const CLASS_OF = Int8Array.from(CATALOG.cards, classOfCard);
const COPIES = CLASS_NAMES.map((_, c) => CLASS_OF.filter((x) => x === c).length);
/** The Clan card ids (the catalog lists Clan cards first). */
const CLAN_IDS = CATALOG.cards.filter((card) => card.kind === "clan").length;

function handClasses(allowed: (cls: number) => boolean): CardClasses {
  return {
    classOf: CLASS_OF.map((cls) => (allowed(cls) ? cls : -1)),
    caps: COPIES.map((copies, cls) => (allowed(cls) ? copies : 0)),
    names: CLASS_NAMES,
  };
}

type Ctx = CodecContext<KkkView>;
const hand = ({ view, player }: Ctx): readonly CardView[] => view.hands[player] ?? [];

/** A target after its `on` field: a family (Investor, digits 0..5) or a Clan card id (0..23). */
const target: FieldCodec<KkkView> = {
  radix: Math.max(F, CLAN_IDS),
  meaning: `after on = "investor": the family (${FAMILY_NAMES.join(", ")}); after "clan": the Clan card id`,
  encode(value, { action }) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return -1;
    if (action.on === "investor") return value < F ? value : -1;
    return action.on === "clan" && value < CLAN_IDS ? value : -1;
  },
  decode(digit, { action }) {
    if (action.on === "investor") return digit < F ? digit : UNDECODABLE;
    return digit;
  },
};

/** The Kohle, Kie$ & Knete encoding recipe. */
export const kohleKiesKneteEncoding: GameEncodingSpec<KkkState, KkkView> = {
  revision: 1,
  build(initial, players) {
    const spaces = initial.spaces.length;
    const maxPayout =
      Math.max(...initial.spaces.map((s) => s.dividends)) * Math.max(...initial.options.tileValues);
    const targetOnly = { target };
    return {
      overrides: {
        placeMarker: { space: intRange(0, spaces - 1, "the board space") },
        discard: {
          card: cardInZone(
            handClasses(() => true),
            hand,
            "the hand",
          ),
        },
        playClan: {
          card: cardInZone(
            handClasses((c) => c < F),
            hand,
            "the hand",
          ),
        },
        offerCard: targetOnly,
        retractCard: targetOnly,
        setPrice: { price: intRange(0, maxPayout, `the price in $M, 0..${maxPayout}`) },
        accept: { seat: otherSeat(players) },
        travel: {
          card: cardInZone(
            handClasses((c) => c >= F && c <= 2 * F),
            hand,
            "the hand",
          ),
          target,
        },
        recruit: targetOnly,
        useCard: targetOnly,
      },
      observer: kkkObserver(initial, players),
    };
  },
};

function kkkObserver(initial: KkkState, n: number): Observer<KkkView> {
  const spaces = initial.spaces.length;
  const tiles = initial.options.tileValues.length;
  const maxTurns = initial.options.maxTurns;
  const limit = initial.options.negotiationLimit;
  const offerSize = 1 + F + F + 1 + 1;
  // Money comes only from the bank's payouts (dividends × the tile's value), and a price is at most one.
  const maxDividends = Math.max(...initial.spaces.map((space) => space.dividends));
  const maxPayout = maxDividends * Math.max(...initial.options.tileValues);
  const bankTotal = initial.options.tileValues.reduce((sum, value) => sum + maxDividends * value, 0);
  const clanCounts = COPIES.slice(0, F).map((copies) => copies * COUNT_SCALE);
  const ones = (size: number) => new Array<number>(size).fill(1);
  const maxInvestors = Math.max(...initial.spaces.map((space) => space.investors));
  const layout = new LayoutBuilder();
  const phase = layout.add("phase", PHASES.length, `one-hot: ${PHASES.join(", ")}`, 1);
  const turn = layout.add("turn", n, "one-hot: the active seat, relative to the observer", 1);
  const rolled = layout.add("rolled", 1, "1 when the active seat has rolled", 1);
  const failedBoss = layout.add(
    "failed-boss",
    n,
    "one-hot: the Boss of a deal that just failed, relative",
    1,
  );
  const marker = layout.add("marker", spaces, "one-hot: the dollar marker's space", 1);
  const board = layout.add("tiles", spaces, "per space: the deal tile's number / tiles, 0 while open", 1);
  const progress = layout.add("progress", 2, "tiles placed / tiles; turns played / turn limit", 1);
  const deck = layout.add("deck", 1, "cards in the deck / 98", 1);
  const discard = layout.add(
    "discard",
    CLASSES,
    `discarded cards per class / copies (${CLASS_NAMES.join(", ")})`,
    1,
  );
  const own = layout.add(
    "hand",
    CLASSES,
    "the observer's hand per class / 4",
    COPIES.map((copies) => copies * COUNT_SCALE),
  );
  const hands = layout.add(
    "hand-sizes",
    n,
    "per relative seat: cards in hand / 12",
    CATALOG.cards.length * HAND_SCALE,
  );
  const money = layout.add("money", n, "per relative seat: money / $100M", bankTotal * MONEY_SCALE);
  const owners = layout.add(
    "investors",
    F * (n + 1),
    "per family: one-hot of its holder (relative seat, or the pool last)",
    1,
  );
  const deal = layout.add(
    "deal",
    1 + spaces + 1 + n + F + F + 1,
    "open deal: present, space one-hot, payout / $100M, Boss (relative), the space's fixed families, " +
      "families of its choice groups, investors needed / 6",
    [...ones(1 + spaces), maxPayout * MONEY_SCALE, ...ones(n + F + F), maxInvestors / F],
  );
  const table = layout.add(
    "deal-tables",
    n * F,
    "per relative seat: Clan cards on its table per family / 4",
    clanCounts,
  );
  const travel = layout.add("travel", F, "per family: 1 when a Travel card covers that Investor", 1);
  const offers = layout.add(
    "offers",
    n * offerSize,
    "per relative seat: offer present, offered Investors per family, offered Clan cards per family / 4, price / $100M, accepted",
    [1, ...ones(F), ...clanCounts, maxPayout * MONEY_SCALE, 1],
  );
  const passed = layout.add("passed", n, "per relative seat: passed since the last change", 1);
  const count = layout.add("deal-count", 1, "counted actions in the deal / negotiation limit", 1);
  const picking = layout.add(
    "picking",
    1 + F + F,
    "the Boss naming used cards: present, Investors, Clan cards per family / 4",
    [1, ...ones(F), ...clanCounts],
  );
  const window = layout.add(
    "stop-window",
    1 + WINDOW_KINDS.length + n + TARGET_KINDS.length + F + n + 1,
    "a card waiting for Stop: present, kind, player (relative), target kind, target family, answering seat (relative), last action was a Stop",
    1,
  );

  return {
    size: layout.size,
    layout: layout.layout,
    write(view, out, at) {
      const me = view.viewer ?? 0;
      const rel = (seat: number) => relativeTo(me, seat, n);
      oneHot(out, at + phase, PHASES.indexOf(view.phase), PHASES.length);
      if (view.phase !== "over") oneHot(out, at + turn, rel(view.turn), n);
      out[at + rolled] = view.rolled ? 1 : 0;
      if (view.failedBoss !== null) oneHot(out, at + failedBoss, rel(view.failedBoss), n);
      oneHot(out, at + marker, view.marker, spaces);
      for (let s = 0; s < spaces; s++) out[at + board + s] = (view.tiles[s] ?? 0) / tiles;
      out[at + progress] = view.tilesPlaced / tiles;
      out[at + progress + 1] = Math.min(1, view.turnsPlayed / maxTurns);
      out[at + deck] = view.deckSize / CATALOG.cards.length;
      for (const card of view.discard) {
        const cls = CLASS_OF[card] ?? -1;
        if (cls >= 0)
          out[at + discard + cls] = (out[at + discard + cls] as number) + 1 / (COPIES[cls] as number);
      }
      for (const card of view.hands[me] ?? []) {
        const cls = card === null ? -1 : (CLASS_OF[card] ?? -1);
        if (cls >= 0) out[at + own + cls] = (out[at + own + cls] as number) + COUNT_SCALE;
      }
      for (let r = 0; r < n; r++) {
        const seat = seatAt(me, r, n);
        out[at + hands + r] = (view.hands[seat]?.length ?? 0) * HAND_SCALE;
        out[at + money + r] = (view.money[seat] ?? 0) * MONEY_SCALE;
      }
      for (let f = 0; f < F; f++) {
        const holder = view.owner[f] as number;
        oneHot(out, at + owners + f * (n + 1), holder < 0 ? n : rel(holder), n + 1);
      }
      const open = view.deal;
      if (open) {
        let p = at + deal;
        out[p++] = 1;
        oneHot(out, p, open.space, spaces);
        p += spaces;
        out[p++] = open.payout * MONEY_SCALE;
        oneHot(out, p, rel(open.boss), n);
        p += n;
        const rule = view.spaces[open.space];
        let choice = 0;
        for (const group of rule?.groups ?? []) choice |= group.mask;
        for (let f = 0; f < F; f++) {
          out[p + f] = ((rule?.fixed ?? 0) >> f) & 1;
          out[p + F + f] = (choice >> f) & 1;
        }
        out[p + 2 * F] = (rule?.investors ?? 0) / F;
        for (let r = 0; r < n; r++) {
          const seat = seatAt(me, r, n);
          for (const card of open.table[seat] ?? []) {
            const f = CLASS_OF[card] as number;
            out[at + table + r * F + f] = (out[at + table + r * F + f] as number) + COUNT_SCALE;
          }
          const offer = open.offers[seat];
          if (offer) {
            const o = at + offers + r * offerSize;
            out[o] = 1;
            for (const f of offer.investors) out[o + 1 + f] = 1;
            for (const card of offer.clans) {
              const f = CLASS_OF[card] as number;
              out[o + 1 + F + f] = (out[o + 1 + F + f] as number) + COUNT_SCALE;
            }
            out[o + 1 + 2 * F] = offer.price * MONEY_SCALE;
            out[o + 2 + 2 * F] = offer.accepted ? 1 : 0;
          }
          out[at + passed + r] = open.passed[seat] ? 1 : 0;
        }
        for (let f = 0; f < F; f++) out[at + travel + f] = (open.travel[f] as number) >= 0 ? 1 : 0;
        out[at + count] = Math.min(1, open.count / limit);
        if (open.picking) {
          out[at + picking] = 1;
          for (const f of open.picking.investors) out[at + picking + 1 + f] = 1;
          for (const card of open.picking.clans) {
            const f = CLASS_OF[card] as number;
            out[at + picking + 1 + F + f] = (out[at + picking + 1 + F + f] as number) + COUNT_SCALE;
          }
        }
      }
      const waiting = view.window;
      let w = at + window;
      if (waiting) {
        out[w] = 1;
        oneHot(out, w + 1, WINDOW_KINDS.indexOf(waiting.kind), WINDOW_KINDS.length);
        oneHot(out, w + 1 + WINDOW_KINDS.length, rel(waiting.player), n);
        const t = w + 1 + WINDOW_KINDS.length + n;
        if (waiting.on !== null) {
          oneHot(out, t, TARGET_KINDS.indexOf(waiting.on), TARGET_KINDS.length);
          const family = waiting.on === "investor" ? waiting.target : (CLASS_OF[waiting.target] ?? -1);
          oneHot(out, t + TARGET_KINDS.length, family, F);
        }
        oneHot(out, t + TARGET_KINDS.length + F, rel(waiting.next), n);
      }
      w += 1 + WINDOW_KINDS.length + n + TARGET_KINDS.length + F + n;
      out[w] = view.lastWasStop ? 1 : 0;
    },
  };
}
