/**
 * Campaign's encoding. Every field is small already; seats are relative to the actor, and a
 * coalition proposal is a bit set of seats relative to the proposer.
 */
import {
  ALLOWANCE,
  type CampaignState,
  type CampaignView,
  GROUPS,
  IDEOLOGIES,
  IDEOLOGY_IDS,
  PAID_VACATION,
  PRESIDENT_CARDS,
  REPUBLICAN_THRESHOLD_BONUS,
  ROLL_TOKENS,
  SEQUENCE_TO_WIN,
  THRESHOLD_MODIFIERS,
  TOTAL_SEATS,
} from "../../games/campaign/index.js";
import { actor, currentStep, type Step } from "../../games/campaign/steps.js";
import { intRange, otherSeat, seatSet } from "../codecs.js";
import { LayoutBuilder, type Observer, oneHot, relativeTo, seatAt } from "../observation.js";
import type { GameEncodingSpec } from "../spec.js";

const STEPS: readonly Step[] = [
  "over",
  "bid",
  "formation-turn",
  "answer",
  "choose-capture",
  "choose-cross",
  "deal",
  "stake",
  "interfere",
  "veto",
  "lower",
  "pardon",
];
const KINDS = ["c", "m", "M"] as const;
const ATTEMPT_STEPS = ["deal", "stake", "interfere", "veto"] as const;
const STAGES = ["capture", "cross", "seat-loss"] as const;
const LOSSES = ["seats", "crossing", "raid"] as const;
const G = GROUPS.length;
const CARDS = PRESIDENT_CARDS.length;
const TOKENS = ROLL_TOKENS.length;
/** The most bid a seat can make (the roll tokens on offer). */
const MAX_BID = ROLL_TOKENS.length;
/** Money in $50; dice thresholds in twelves. */
const MONEY_SCALE = 1 / 50;
const ROLL_SCALE = 1 / 12;

const group = intRange(
  0,
  G - 1,
  `a group by card id (0 = ${GROUPS[0]?.name} … ${G - 1} = ${GROUPS[G - 1]?.name})`,
);

/** The Campaign encoding recipe. */
export const campaignEncoding: GameEncodingSpec<CampaignState, CampaignView> = {
  revision: 1,
  build(initial, players) {
    return {
      overrides: {
        bid: { count: intRange(0, MAX_BID, `tokens bid, 0..${MAX_BID}`) },
        propose: { members: seatSet(players) },
        cross: { target: otherSeat(players) },
        capture: { group },
        "return-group": { group },
        commit: { group },
      },
      observer: campaignObserver(initial, players),
    };
  },
};

/**
 * The most money any one place can hold in a game of `maxRounds` terms: every dollar the bank can
 * pay, since money only moves between seats and the attempt after that. The bank pays the starting
 * treasuries, each turn's income (a party's contributions, every group's, and the Communists' one
 * per Big Business group), one presidential allowance and at most one president card a term (a
 * Paid Vacation, at most).
 */
function campaignMoneyBound(players: number, maxRounds: number): number {
  const ideologies = Object.values(IDEOLOGIES);
  const start = Math.max(...ideologies.map((i) => i.contributions + i.electability));
  const income =
    Math.max(...ideologies.map((i) => i.contributions)) +
    GROUPS.reduce((sum, group) => sum + group.contributions, 0) +
    G;
  const terms = maxRounds + 1;
  return players * start + terms * (players * income + ALLOWANCE + PAID_VACATION);
}

function campaignObserver(initial: CampaignState, n: number): Observer<CampaignView> {
  const maxRounds = initial.options.maxRounds;
  const formationLimit = initial.options.formationLimit;
  const money = campaignMoneyBound(n, maxRounds);
  const ideologies = Object.values(IDEOLOGIES);
  const modifiers = Object.values(THRESHOLD_MODIFIERS) as number[];
  const spoiledMost = 6;
  // Seat-loss threshold: groups held + electability + Republican bonus + Spoiled ballots + card modifiers.
  const thresholdLow =
    Math.min(...ideologies.map((i) => i.electability)) -
    spoiledMost +
    modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0);
  const thresholdHigh =
    G +
    Math.max(...ideologies.map((i) => i.electability)) +
    REPUBLICAN_THRESHOLD_BONUS +
    spoiledMost +
    modifiers.filter((m) => m > 0).reduce((sum, m) => sum + m, 0);
  const ones = (size: number) => new Array<number>(size).fill(1);
  const zeros = (size: number) => new Array<number>(size).fill(0);
  const dollars = money * MONEY_SCALE;
  // A streak grows by one government a term at most.
  const streak = (maxRounds + 1) / SEQUENCE_TO_WIN;
  // Each take in an auction costs a dollar or more, so a seat takes at most `money` times.
  const layout = new LayoutBuilder();
  const step = layout.add("step", STEPS.length, `one-hot: the decision waited for (${STEPS.join(", ")})`, 1);
  const acting = layout.add("actor", n, "one-hot: the seat to act, relative to the observer", 1);
  const round = layout.add("round", 1, "round / round limit", 1);
  const leader = layout.add("leader", n, "one-hot: the first player of the term, relative", 1);
  const ideology = layout.add(
    "ideology",
    n * IDEOLOGY_IDS.length,
    `per relative seat: one-hot of ${IDEOLOGY_IDS.join(", ")}`,
    1,
  );
  const treasury = layout.add("treasury", n, "per relative seat: money / $50", dollars);
  const seats = layout.add("seats", n + 1, "per relative seat: seats / 15; then the middle's seats / 15", 1);
  const groups = layout.add(
    "groups",
    G * (n + 2),
    "per group (card id order): one-hot of its holder (relative seat), face up in the row, or known at the deck's bottom",
    1,
  );
  const decks = layout.add("decks", 2, "group deck / 28; president deck / 17", 1);
  const discard = layout.add("president-discard", CARDS, "per president card: 1 when discarded", 1);
  const hand = layout.add("president-hand", CARDS, "per president card: 1 when the observer keeps it", 1);
  const hands = layout.add("hand-sizes", n, "per relative seat: kept president cards", CARDS);
  const active = layout.add(
    "active-cards",
    n * CARDS,
    "per relative seat: president cards face up before it",
    1,
  );
  const spoiled = layout.add("spoiled", n, "per relative seat: the Spoiled ballots die / 6", 1, -1);
  const sequences = layout.add(
    "sequences",
    n * SEQUENCE_TO_WIN * KINDS.length,
    `per relative seat: its last ${SEQUENCE_TO_WIN} governments, newest first, one-hot of coalition, minority, majority`,
    1,
  );
  const streaks = layout.add(
    "streaks",
    4,
    "coalition, no-business, all-business streaks / 6; veto used this term",
    [streak, streak, streak, 1],
  );
  const auction = layout.add(
    "auction",
    1 + 1 + 2 + n + n + 1 + TOKENS * (n + 1) + 1,
    "present, seats left / 15, election or formation, opener and bidder (relative), passes / players, " +
      "per roll token its holder (relative seat, or free last), taking turns / 5",
    [...ones(4 + 2 * n + 1 + TOKENS * (n + 1)), money / 5],
  );
  const formation = layout.add(
    "formation",
    1 + n + 1 + 1 + 1 + n + n + n + n,
    "present, turn (relative), passes / players, actions / limit, proposal present, proposer, members, answerer, " +
      "seat releasing (all relative)",
    1,
  );
  const government = layout.add(
    "government",
    1 + KINDS.length + n + n,
    "present, kind, members (relative bits), president",
    1,
  );
  const turnAt = layout.add(
    "turn",
    1 + n + 1 + STAGES.length,
    "present, active seat (relative), turns done / players, stage (capture, cross, seat-loss)",
    1,
  );
  const attempt = layout.add(
    "attempt",
    1 + 2 + G + n + ATTEMPT_STEPS.length + 1 + 1 + G + 1 + n + n + n,
    "present, capture or cross, group one-hot, defender (relative), step, deal made, dollars / $50, committed groups, " +
      "interference / $50, per relative seat its side (−1, 0, +1), interferer (relative), per relative seat money paid / $50",
    [
      ...ones(1 + 2 + G + n + ATTEMPT_STEPS.length + 1),
      dollars,
      ...ones(G),
      dollars,
      ...ones(n),
      ...ones(n),
      ...new Array<number>(n).fill(dollars),
    ],
    [
      ...zeros(1 + 2 + G + n + ATTEMPT_STEPS.length + 1 + 1 + G),
      -dollars,
      ...new Array<number>(n).fill(-1),
      ...zeros(2 * n),
    ],
  );
  const seatLoss = layout.add(
    "seat-loss",
    1 + 1 + 1 + n,
    "present, threshold / 12, lowered / 12, lowerer (relative)",
    [1, thresholdHigh * ROLL_SCALE, money * ROLL_SCALE, ...ones(n)],
    [0, Math.min(0, thresholdLow * ROLL_SCALE), 0, ...zeros(n)],
  );
  const pardon = layout.add(
    "pardon",
    1 + n + LOSSES.length + 1 + n + G,
    "present, seat (relative), loss kind, seats lost / 15, gainer (relative), raided group",
    1,
  );

  return {
    size: layout.size,
    layout: layout.layout,
    write(view, out, at) {
      const me = view.viewer ?? 0;
      const rel = (seat: number) => relativeTo(me, seat, n);
      const state = view as unknown as CampaignState;
      oneHot(out, at + step, STEPS.indexOf(currentStep(state)), STEPS.length);
      const seat = actor(state);
      if (seat !== null) oneHot(out, at + acting, rel(seat), n);
      out[at + round] = Math.min(1, view.round / maxRounds);
      oneHot(out, at + leader, rel(view.leader), n);
      for (let r = 0; r < n; r++) {
        const s = seatAt(me, r, n);
        oneHot(
          out,
          at + ideology + r * IDEOLOGY_IDS.length,
          IDEOLOGY_IDS.indexOf(view.ideology[s] as never),
          IDEOLOGY_IDS.length,
        );
        out[at + treasury + r] = (view.treasury[s] ?? 0) * MONEY_SCALE;
        out[at + seats + r] = (view.seats[s] ?? 0) / TOTAL_SEATS;
        for (const group of view.groups[s] ?? []) out[at + groups + group * (n + 2) + r] = 1;
        out[at + hands + r] = view.hands[s]?.length ?? 0;
        for (const card of view.active[s] ?? []) out[at + active + r * CARDS + card] = 1;
        out[at + spoiled + r] = (view.spoiled[s] ?? 0) / 6;
        const sequence = view.sequences[s] ?? [];
        for (let k = 0; k < SEQUENCE_TO_WIN && k < sequence.length; k++) {
          const kind = sequence[sequence.length - 1 - k] as (typeof KINDS)[number];
          oneHot(
            out,
            at + sequences + (r * SEQUENCE_TO_WIN + k) * KINDS.length,
            KINDS.indexOf(kind),
            KINDS.length,
          );
        }
      }
      out[at + seats + n] = view.middle / TOTAL_SEATS;
      for (const group of view.groupRow) out[at + groups + group * (n + 2) + n] = 1;
      for (const group of view.groupDeck) if (group !== null) out[at + groups + group * (n + 2) + n + 1] = 1;
      out[at + decks] = view.groupDeck.length / G;
      out[at + decks + 1] = view.presidentDeckSize / CARDS;
      for (const card of view.presidentDiscard) out[at + discard + card] = 1;
      for (const card of view.hands[me] ?? []) if (card !== null) out[at + hand + card] = 1;
      out[at + streaks] = view.streaks.coalition / SEQUENCE_TO_WIN;
      out[at + streaks + 1] = view.streaks.noBusiness / SEQUENCE_TO_WIN;
      out[at + streaks + 2] = view.streaks.allBusiness / SEQUENCE_TO_WIN;
      out[at + streaks + 3] = view.vetoUsed ? 1 : 0;

      const a = view.auction;
      if (a) {
        let p = at + auction;
        out[p++] = 1;
        out[p++] = a.remaining / TOTAL_SEATS;
        out[p + (a.context === "election" ? 0 : 1)] = 1;
        p += 2;
        oneHot(out, p, rel(a.opener), n);
        p += n;
        oneHot(out, p, rel(a.bidder), n);
        p += n;
        out[p++] = a.passes / n;
        for (let t = 0; t < TOKENS; t++) {
          const holder = a.tokens[t];
          oneHot(out, p + t * (n + 1), holder === null || holder === undefined ? n : rel(holder), n + 1);
        }
        p += TOKENS * (n + 1);
        out[p] = a.takingTurns / 5;
      }
      const f = view.formation;
      if (f) {
        let p = at + formation;
        out[p++] = 1;
        oneHot(out, p, rel(f.turn), n);
        p += n;
        out[p++] = f.passes / n;
        out[p++] = Math.min(1, f.actions / formationLimit);
        if (f.proposal) {
          out[p] = 1;
          oneHot(out, p + 1, rel(f.proposal.proposer), n);
          for (const member of f.proposal.members) out[p + 1 + n + rel(member)] = 1;
          oneHot(out, p + 1 + 2 * n, rel(f.proposal.answerer), n);
        }
        p += 1 + 3 * n;
        if (f.releasedBy !== null) oneHot(out, p, rel(f.releasedBy), n);
      }
      const g = view.government;
      if (g) {
        const p = at + government;
        out[p] = 1;
        oneHot(out, p + 1, KINDS.indexOf(g.kind), KINDS.length);
        for (const member of g.members) out[p + 1 + KINDS.length + rel(member)] = 1;
        if (g.president !== null) oneHot(out, p + 1 + KINDS.length + n, rel(g.president), n);
      }
      const t = view.turn;
      if (t) {
        const p = at + turnAt;
        out[p] = 1;
        oneHot(out, p + 1, rel(t.active), n);
        out[p + 1 + n] = t.index / n;
        oneHot(out, p + 2 + n, STAGES.indexOf(t.stage), STAGES.length);
        const x = t.attempt;
        if (x) {
          let q = at + attempt;
          out[q++] = 1;
          out[q + (x.kind === "capture" ? 0 : 1)] = 1;
          q += 2;
          if (x.group !== null) oneHot(out, q, x.group, G);
          q += G;
          if (x.defender !== null) oneHot(out, q, rel(x.defender), n);
          q += n;
          oneHot(out, q, ATTEMPT_STEPS.indexOf(x.step), ATTEMPT_STEPS.length);
          q += ATTEMPT_STEPS.length;
          out[q++] = x.dealt ? 1 : 0;
          out[q++] = x.dollars * MONEY_SCALE;
          for (const group of x.committed) out[q + group] = 1;
          q += G;
          out[q++] = x.interference * MONEY_SCALE;
          for (let r = 0; r < n; r++) out[q + r] = x.sides[seatAt(me, r, n)] ?? 0;
          q += n;
          oneHot(out, q, rel(x.interferer), n);
          q += n;
          for (let r = 0; r < n; r++) out[q + r] = (x.paid[seatAt(me, r, n)] ?? 0) * MONEY_SCALE;
        }
        const loss = t.seatLoss;
        if (loss) {
          const q = at + seatLoss;
          out[q] = 1;
          out[q + 1] = loss.threshold * ROLL_SCALE;
          out[q + 2] = loss.lowered * ROLL_SCALE;
          oneHot(out, q + 3, rel(loss.lowerer), n);
        }
        const pending = t.pardon;
        if (pending) {
          let q = at + pardon;
          out[q++] = 1;
          oneHot(out, q, rel(pending.seat), n);
          q += n;
          oneHot(out, q, LOSSES.indexOf(pending.loss), LOSSES.length);
          q += LOSSES.length;
          out[q++] = pending.seats / TOTAL_SEATS;
          if (pending.gainer !== null) oneHot(out, q, rel(pending.gainer), n);
          q += n;
          if (pending.group !== null) oneHot(out, q, pending.group, G);
        }
      }
    },
  };
}
