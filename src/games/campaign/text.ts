/**
 * Campaign as text for people, in any of the engine's languages: one-line action descriptions and a
 * compact rendering of a view. Everything is read from the view (or the action itself), so a hidden
 * card is never named.
 */
import { type CardView, HIDDEN, type LocaleOption, type Seat, seatName } from "../../core/index.js";
import type { CampaignAction } from "./actions.js";
import { DEAL_PRICE, GROUPS, MAJORITY, ROLL_TOKENS } from "./data.js";
import { effectText, paidReason, reasonText, speak } from "./messages.js";
import {
  attemptTarget,
  captureTarget,
  crossingDefence,
  FIRST_TAKE_PRICE,
  purchaseTokens,
} from "./predicates.js";
import {
  governmentKindName,
  groupName,
  moneyLabel,
  partyName,
  presidentCardFace,
  turnSummary,
} from "./present.js";
import type { CampaignEvent, CampaignState, CampaignView } from "./types.js";

// The predicates read only public fields (seats, groups, ideologies, options, the turn), which a
// view carries unchanged, so they can score a view as they score a state.
function open(view: CampaignView): CampaignState {
  return view as unknown as CampaignState;
}

/** A president card's printed name ("Sex scandal"), or "a face-down card" when hidden, in the option's language. */
export function presidentCardName(card: CardView, options?: LocaleOption): string {
  return card === HIDDEN ? speak(options)("card.hidden") : presidentCardFace(card, options).name;
}

/** The words of one language for this file's helpers. */
function words(options: LocaleOption | undefined) {
  const say = speak(options);
  const seat = (s: Seat) => seatName(s, options);
  const group = (id: number) => groupName(id, options);
  return {
    say,
    options,
    seat,
    group,
    money: (amount: number) => moneyLabel(amount, options),
    seats: (count: number) => say("seats", { count }),
    seatList: (seats: readonly Seat[]) => seats.map(seat).join(", "),
    card: (card: CardView) => presidentCardName(card, options),
    groupList: (groups: readonly number[]) =>
      groups.length === 0 ? say("none") : groups.map(group).join(", "),
    party: (s: Seat, view?: CampaignView) =>
      view?.ideology[s] ? say("party.seat", { seat: seat(s), party: partyName(view, s, options) }) : seat(s),
    yes: (flag: boolean) => (flag ? "yes" : "no"),
  };
}

type Words = ReturnType<typeof words>;

function groupDetails(group: number, w: Words): string {
  const card = GROUPS[group];
  if (!card) return w.group(group);
  const tags = [card.type, card.leaning].filter((tag) => tag !== null).join(" ");
  return w.say("group.brief", {
    name: w.group(group),
    money: w.money(card.contributions),
    influence: card.influence,
    cooperation: card.cooperativeness,
    tags: tags ? ` ${tags}` : "",
  });
}

function holderOf(view: CampaignView, group: number): Seat | null {
  for (let seat = 0; seat < view.players; seat++) if (view.groups[seat]?.includes(group)) return seat;
  return null;
}

/** What the view adds to a bid: the tokens it buys and their price. */
function bidDetail(action: Extract<CampaignAction, { type: "bid" }>, view: CampaignView, w: Words): string {
  const auction = view.auction;
  if (!auction || action.count === 0 || auction.bidder !== action.player) return "";
  const purchase = purchaseTokens(
    auction,
    action.player,
    action.count,
    view.options.tokenPrice,
    FIRST_TAKE_PRICE,
  );
  if (!purchase) return "";
  const numbers = purchase.taken.map((index) => ROLL_TOKENS[index] as number).join(", ");
  const taken = purchase.from.filter((from) => from !== null).length;
  const values = { numbers, cost: w.money(purchase.cost) };
  return taken > 0 ? w.say("bid.detail.taken", { ...values, taken }) : w.say("bid.detail", values);
}

function attackerOf(view: CampaignView | undefined): Seat | null {
  return view?.turn?.attempt ? view.turn.active : null;
}

/**
 * Describes an action in one line ("Seat 1 buys 3 roll tokens") in the option's language; with a
 * view, adds what that view shows (the tokens a bid gets and their price, the coalition's seats, a
 * capture's or crossing's target, whose attempt or threshold the money goes to) and nothing it hides.
 */
export function describeAction(action: CampaignAction, view?: CampaignView, options?: LocaleOption): string {
  const w = words(options);
  const { say } = w;
  const who = w.seat(action.player);
  switch (action.type) {
    case "bid":
      return action.count === 0
        ? say("action.bid.pass", { who })
        : say("action.bid", {
            who,
            tokens: say("tokens", { count: action.count }),
            more: view ? bidDetail(action, view, w) : "",
          });
    case "propose": {
      const members = w.seatList(action.members);
      if (!view) return say("action.propose", { who, members });
      const seats = action.members.reduce((sum, member) => sum + (view.seats[member] ?? 0), 0);
      return say("action.propose.seats", { who, members, seats: w.seats(seats) });
    }
    case "answer":
      return say("action.answer", { who, accept: w.yes(action.accept) });
    case "release":
      return say("action.release", { who, seats: w.seats(action.count) });
    case "pass":
      return say("action.pass", { who });
    case "capture": {
      const group = w.group(action.group);
      if (!view) return say("action.capture", { who, group });
      const holder = holderOf(view, action.group);
      const target = captureTarget(open(view), action.player, action.group, 0, []);
      return holder === null
        ? say("action.capture.face-up", { who, group, target })
        : say("action.capture.held", { who, group, holder: w.seat(holder), target });
    }
    case "cross":
      return view
        ? say("action.cross.defence", {
            who,
            target: w.seat(action.target),
            defence: crossingDefence(open(view), action.target),
          })
        : say("action.cross", { who, target: w.seat(action.target) });
    case "skip":
      if (view?.turn?.stage === "capture") return say("action.skip.capture", { who });
      if (view?.turn?.stage === "cross") return say("action.skip.cross", { who });
      return say("action.skip", { who });
    case "pay-deal":
      return say("action.pay-deal", { who, price: w.money(DEAL_PRICE) });
    case "return-group":
      return say("action.return-group", { who, group: w.group(action.group) });
    case "no-deal":
      return say("action.no-deal", { who });
    case "spend":
      return view?.turn?.attempt
        ? say("action.spend.target", {
            who,
            amount: w.money(action.amount),
            target: attemptTarget(open(view)) + action.amount,
          })
        : say("action.spend", { who, amount: w.money(action.amount) });
    case "commit":
      return say("action.commit", {
        who,
        group: w.group(action.group),
        influence: GROUPS[action.group]?.influence ?? 0,
      });
    case "interfere": {
      const attacker = attackerOf(view);
      const values = { who, amount: w.money(action.amount), against: w.yes(action.against) };
      return attacker === null
        ? say("action.interfere", values)
        : say("action.interfere.whose", { ...values, attacker: w.seat(attacker) });
    }
    case "lower": {
      const active = view?.turn?.seatLoss ? view.turn.active : null;
      const amount = w.money(action.amount);
      return active === null
        ? say("action.lower", { who, amount })
        : say("action.lower.whose", { who, amount, active: w.seat(active) });
    }
    case "done": {
      const turn = view?.turn;
      if (turn?.attempt?.step === "stake") return say("action.done.stake", { who });
      if (turn?.attempt?.step === "interfere") return say("action.done.interfere", { who });
      if (turn?.seatLoss) return say("action.done.lower", { who });
      return say("action.done", { who });
    }
    case "veto":
      return say("action.veto", { who });
    case "allow":
      return say("action.allow", { who });
    case "pardon":
      return say("action.pardon", { who });
    case "accept-loss":
      return say("action.accept-loss", { who });
    default:
      return JSON.stringify(action);
  }
}

/** Describes an event in one short phrase, as a log line, in the option's language. */
export function describeEvent(event: CampaignEvent, options?: LocaleOption): string {
  const w = words(options);
  const { say, seat } = w;
  switch (event.type) {
    case "paid":
      return say("event.paid", {
        from: event.from === null ? say("bank") : seat(event.from),
        to: event.to === null ? say("bank") : seat(event.to),
        amount: w.money(event.amount),
        reason: paidReason(event.reason, options),
      });
    case "auction-opened":
      return say("event.auction-opened", { opener: seat(event.opener), remaining: event.remaining });
    case "tokens-bought":
      return say("event.tokens-bought", {
        player: seat(event.player),
        count: event.tokens.length,
        tokens: event.tokens.join(", "),
        cost: w.money(event.cost),
      });
    case "bid-passed":
      return say("event.bid-passed", { player: seat(event.player) });
    case "seat-won":
      return say("event.seat-won", {
        player: seat(event.player),
        dice: event.dice,
        rolls: event.rolls.join(", "),
      });
    case "seat-unsold":
      return say("event.seat-unsold");
    case "seats-released":
      return say("event.seats-released", { player: seat(event.player), seats: w.seats(event.count) });
    case "coalition-proposed":
      return say("event.coalition-proposed", {
        player: seat(event.player),
        members: w.seatList(event.members),
      });
    case "proposal-answered":
      return say("event.proposal-answered", { player: seat(event.player), accept: w.yes(event.accept) });
    case "formation-passed":
      return say("event.formation-passed", { player: seat(event.player) });
    case "government-formed": {
      const kind = governmentKindName(event.kind, options);
      return event.president === null
        ? say("event.government-formed", { kind, members: w.seatList(event.members) })
        : say("event.government-formed.president", { kind, president: seat(event.president) });
    }
    case "president-card":
      if (event.card === HIDDEN) return say("event.president-card.hidden", { player: seat(event.player) });
      return say(event.kept ? "event.president-card.kept" : "event.president-card", {
        player: seat(event.player),
        card: w.card(event.card),
      });
    case "card-effect":
      return say("event.card-effect", {
        card: w.card(event.card),
        detail: effectText(event.detail, options),
      });
    case "turn-started":
      return say("event.turn-started", { player: seat(event.player) });
    case "attempt":
      return event.kind === "capture"
        ? say("event.attempt.capture", { player: seat(event.player), group: w.group(event.group as number) })
        : say("event.attempt.cross", {
            player: seat(event.player),
            defender: seat(event.defender as number),
          });
    case "deal":
      return event.group === null
        ? say("event.deal", { player: seat(event.player) })
        : say("event.deal.return", { player: seat(event.player), group: w.group(event.group) });
    case "committed":
      return say("event.committed", { player: seat(event.player), group: w.group(event.group) });
    case "interfered":
      return say("event.interfered", {
        player: seat(event.player),
        amount: w.money(event.amount),
        against: w.yes(event.against),
      });
    case "vetoed":
      return say("event.vetoed", { player: seat(event.player) });
    case "attempt-rolled":
      return say("event.attempt-rolled", {
        player: seat(event.player),
        first: event.dice[0],
        second: event.dice[1],
        target: event.target,
        success: w.yes(event.success),
      });
    case "group-drawn":
      return say("event.group-drawn", { group: w.group(event.group) });
    case "threshold-lowered":
      return say("event.threshold-lowered", { player: seat(event.player), amount: event.amount });
    case "seat-loss-rolled":
      return say("event.seat-loss-rolled", {
        player: seat(event.player),
        roll: event.roll,
        threshold: event.threshold,
        seats: w.seats(event.lost),
      });
    case "pardoned":
      return say("event.pardoned", { player: seat(event.player) });
    case "term-ended":
      return say("event.term-ended", { round: event.round });
    case "game-ended":
      return say("event.game-ended", {
        winners: w.seatList(event.winners),
        count: event.winners.length,
        reason: reasonText(event.reason, options),
      });
    default:
      return JSON.stringify(event);
  }
}

function partyLine(view: CampaignView, seat: Seat, w: Words): string {
  const { say } = w;
  const sequence = view.sequences[seat] ?? [];
  const parts = [
    say("party.line", {
      party: w.party(seat, view),
      seats: w.seats(view.seats[seat] ?? 0),
      money: w.money(view.treasury[seat] ?? 0),
    }),
    say("party.sequence", { sequence: sequence.length === 0 ? "—" : sequence.join("") }),
    say("party.groups", { groups: w.groupList(view.groups[seat] ?? []) }),
  ];
  const active = view.active[seat] ?? [];
  if (active.length > 0) parts.push(say("party.active", { cards: active.map(w.card).join(", ") }));
  if ((view.spoiled[seat] ?? 0) !== 0) parts.push(say("party.spoiled", { count: view.spoiled[seat] ?? 0 }));
  const hand = view.hands[seat] ?? [];
  if (hand.length > 0) parts.push(say("party.kept", { cards: hand.map(w.card).join(", ") }));
  return parts.join("; ");
}

function auctionLines(view: CampaignView, w: Words): string[] {
  const { say } = w;
  const auction = view.auction;
  if (!auction) return [];
  const tokens = auction.tokens
    .map((holder, index) => `${ROLL_TOKENS[index]}:${holder === null ? say("auction.free") : `S${holder}`}`)
    .join(" ");
  return [
    say("auction.title", {
      context: say(auction.context === "election" ? "auction.election" : "auction.released"),
      seats: w.seats(auction.remaining),
      opener: w.seat(auction.opener),
      price: w.money(FIRST_TAKE_PRICE + auction.takingTurns),
      passes: say("passes", { count: auction.passes }),
    }),
    say("auction.tokens", { tokens }),
  ];
}

function formationLines(view: CampaignView, w: Words): string[] {
  const { say } = w;
  const formation = view.formation;
  if (!formation) return [];
  const lines = [
    say("formation.title", {
      actions: formation.actions,
      limit: view.options.formationLimit,
      passes: say("passes", { count: formation.passes }),
    }),
  ];
  const proposal = formation.proposal;
  if (proposal) {
    lines.push(
      say("formation.proposal", {
        proposer: w.seat(proposal.proposer),
        members: w.seatList(proposal.members),
        answerer: w.seat(proposal.answerer),
      }),
    );
  }
  return lines;
}

const STAGE_KEYS = {
  capture: "stage.capture",
  cross: "stage.cross",
  "seat-loss": "stage.seat-loss",
} as const satisfies Record<NonNullable<CampaignView["turn"]>["stage"], string>;

const PHASE_KEYS = {
  auction: "phase.auction",
  formation: "phase.formation",
  turn: "phase.turn",
  over: "phase.over",
} as const satisfies Record<CampaignView["phase"], string>;

function turnLines(view: CampaignView, w: Words): string[] {
  const { say } = w;
  const turn = view.turn;
  if (!turn) return [];
  const lines = [
    say("turn.title", {
      index: turn.index + 1,
      players: view.players,
      party: w.party(turn.active, view),
      stage: say(STAGE_KEYS[turn.stage]),
    }),
  ];
  const attempt = turn.attempt;
  if (attempt) {
    const what =
      attempt.kind === "capture"
        ? say("attempt.capture", { group: w.group(attempt.group as number) })
        : say("attempt.cross", { defender: w.seat(attempt.defender as number) });
    const sign = attempt.interference > 0 ? "+" : "";
    lines.push(
      say("attempt.line", {
        what,
        target: attemptTarget(open(view)),
        money: w.money(attempt.dollars),
        committed:
          attempt.committed.length > 0
            ? say("attempt.committed", { groups: w.groupList(attempt.committed) })
            : "",
        interference:
          attempt.interference !== 0
            ? say("attempt.interference", { amount: `${sign}${attempt.interference}` })
            : "",
        deal: attempt.dealt ? say("attempt.deal") : "",
      }),
    );
  }
  const loss = turn.seatLoss;
  if (loss) lines.push(say("turn.seat-loss", { threshold: loss.threshold, lowered: loss.lowered }));
  const pardon = turn.pardon;
  if (pardon) {
    const lost = pardon.loss === "raid" ? w.group(pardon.group as number) : w.seats(pardon.seats);
    lines.push(say("turn.pardon", { seat: w.seat(pardon.seat), lost }));
  }
  return lines;
}

// Payments that another event of the same action already states (tokens bought, stakes, lowering).
const ECHOED = [
  "roll tokens",
  "backroom deal",
  "attempt stake",
  "interference for",
  "interference against",
  "lower the seat-loss threshold",
];

function governmentLine(view: CampaignView, w: Words): string {
  const { say } = w;
  const government = view.government;
  if (!government) return say("government.none");
  const values = {
    kind: governmentKindName(government.kind, w.options),
    members: w.seatList(government.members),
  };
  if (government.president === null) return say("government.line", values);
  const president = { ...values, president: w.seat(government.president) };
  return say(view.vetoUsed ? "government.president.veto" : "government.president", president);
}

/**
 * Renders everything a view shows, in a few lines (in the option's language): round and whose move,
 * the parties (seats, money, sequence, groups, president cards; another seat's kept card only as
 * face down), the government, the streaks, the face-up groups and decks, the auction, formation or
 * turn in progress, last events.
 */
export function renderView(view: CampaignView, options?: LocaleOption): string {
  const w = words(options);
  const { say } = w;
  const who = view.viewer === null ? say("render.spectator") : w.party(view.viewer, view);
  const lines = [say("render.title", { players: view.players, who })];
  const { seats, step } = turnSummary(view, options);
  if (view.result) {
    const winners = view.result.winners;
    lines.push(
      say("render.over", {
        winners: w.seatList(winners),
        count: winners.length,
        reason: reasonText(view.result.reason, options),
      }),
    );
  } else if (seats[0] !== undefined) {
    lines.push(
      say("render.waiting", {
        round: view.round,
        max: view.options.maxRounds,
        phase: say(PHASE_KEYS[view.phase]),
        seat: w.seat(seats[0]),
        step,
      }),
    );
  }
  lines.push(say("render.parties", { majority: MAJORITY, middle: w.seats(view.middle) }));
  for (let seat = 0; seat < view.players; seat++) lines.push(partyLine(view, seat, w));
  lines.push(governmentLine(view, w));
  lines.push(
    say("render.streaks", {
      coalitions: view.streaks.coalition,
      noBusiness: view.streaks.noBusiness,
      allBusiness: view.streaks.allBusiness,
    }),
  );
  const row =
    view.groupRow.length === 0 ? say("none") : view.groupRow.map((g) => groupDetails(g, w)).join(", ");
  lines.push(say("render.groups", { groups: row }));
  const known = view.groupDeck.filter((card): card is number => card !== HIDDEN);
  const decks = {
    cards: say("cards", { count: view.groupDeck.length }),
    president: say("cards", { count: view.presidentDeckSize }),
    discard: say("cards", { count: view.presidentDiscard.length }),
  };
  lines.push(
    known.length > 0
      ? say("render.group-deck.known", { ...decks, known: w.groupList(known) })
      : say("render.group-deck", decks),
  );
  lines.push(...auctionLines(view, w), ...formationLines(view, w), ...turnLines(view, w));
  const events = view.events.filter((event) => event.type !== "paid" || !ECHOED.includes(event.reason));
  if (events.length > 0) {
    lines.push(
      say("render.last", { events: events.map((event) => describeEvent(event, options)).join("; ") }),
    );
  }
  return lines.join("\n");
}
