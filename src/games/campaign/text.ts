/**
 * Campaign as text for people: one-line action descriptions and a compact rendering of a view.
 * Everything is read from the view (or the action itself), so a hidden card is never named.
 */
import { type CardView, HIDDEN, type Seat } from "../../core/index.js";
import type { CampaignAction } from "./actions.js";
import { DEAL_PRICE, GROUPS, MAJORITY, ROLL_TOKENS } from "./data.js";
import {
  attemptTarget,
  captureTarget,
  crossingDefence,
  FIRST_TAKE_PRICE,
  purchaseTokens,
} from "./predicates.js";
import { governmentKindName, moneyLabel, partyName, presidentCardFace, turnSummary } from "./present.js";
import type { CampaignEvent, CampaignState, CampaignView } from "./types.js";

// The predicates read only public fields (seats, groups, ideologies, options, the turn), which a
// view carries unchanged, so they can score a view as they score a state.
function open(view: CampaignView): CampaignState {
  return view as unknown as CampaignState;
}

const money = moneyLabel;

function seatName(seat: Seat): string {
  return `Seat ${seat}`;
}

function plural(count: number, word: string): string {
  if (count === 1) return `${count} ${word}`;
  return `${count} ${word}${word.endsWith("s") ? "es" : "s"}`;
}

/** A group's printed name ("Big Finance"), or "group #n" for an unknown id. */
export function groupName(group: number): string {
  return GROUPS[group]?.name ?? `group ${group}`;
}

/** A president card's printed name ("Sex scandal"), or "a face-down card" when hidden. */
export function presidentCardName(card: CardView): string {
  return card === HIDDEN ? "a face-down card" : presidentCardFace(card).name;
}

function party(seat: Seat, view?: CampaignView): string {
  return view?.ideology[seat] ? `${seatName(seat)} (${partyName(view, seat)})` : seatName(seat);
}

function groupDetails(group: number): string {
  const card = GROUPS[group];
  if (!card) return groupName(group);
  const tags = [card.type, card.leaning].filter((tag) => tag !== null).join(" ");
  return `${card.name} [${money(card.contributions)}/inf ${card.influence}/coop ${card.cooperativeness}${tags ? ` ${tags}` : ""}]`;
}

function groupList(groups: readonly number[]): string {
  return groups.length === 0 ? "none" : groups.map(groupName).join(", ");
}

function holderOf(view: CampaignView, group: number): Seat | null {
  for (let seat = 0; seat < view.players; seat++) if (view.groups[seat]?.includes(group)) return seat;
  return null;
}

/** What the view adds to a bid: the tokens it buys and their price. */
function bidDetail(action: Extract<CampaignAction, { type: "bid" }>, view: CampaignView): string {
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
  const from = taken > 0 ? `, ${taken} taken from others` : "";
  return ` (${numbers} for ${money(purchase.cost)}${from})`;
}

function attackerOf(view: CampaignView | undefined): Seat | null {
  return view?.turn?.attempt ? view.turn.active : null;
}

/**
 * Describes an action in one line ("Seat 1 buys 3 roll tokens"); with a view, adds what that view
 * shows (the tokens a bid gets and their price, the coalition's seats, a capture's or crossing's
 * target, whose attempt or threshold the money goes to) and nothing it hides.
 */
export function describeAction(action: CampaignAction, view?: CampaignView): string {
  const who = seatName(action.player);
  switch (action.type) {
    case "bid":
      return action.count === 0
        ? `${who} passes the bidding`
        : `${who} buys ${plural(action.count, "roll token")}${view ? bidDetail(action, view) : ""}`;
    case "propose": {
      const members = action.members.map(seatName).join(", ");
      const seats = view ? action.members.reduce((sum, member) => sum + (view.seats[member] ?? 0), 0) : 0;
      return `${who} proposes a coalition of ${members}${view ? ` (${plural(seats, "seat")})` : ""}`;
    }
    case "answer":
      return `${who} ${action.accept ? "accepts" : "declines"} the coalition`;
    case "release":
      return `${who} releases ${plural(action.count, "seat")} to be auctioned at once`;
    case "pass":
      return `${who} passes the formation turn`;
    case "capture": {
      if (!view) return `${who} tries to capture ${groupName(action.group)}`;
      const holder = holderOf(view, action.group);
      const where = holder === null ? "face up" : `held by ${seatName(holder)}`;
      const target = captureTarget(open(view), action.player, action.group, 0, []);
      return `${who} tries to capture ${groupName(action.group)} (${where}, target ${target} before the stake)`;
    }
    case "cross":
      return view
        ? `${who} tries to win a seat from ${seatName(action.target)} (defence ${crossingDefence(open(view), action.target)})`
        : `${who} tries to win a seat from ${seatName(action.target)}`;
    case "skip":
      if (view?.turn?.stage === "capture") return `${who} skips the capture`;
      if (view?.turn?.stage === "cross") return `${who} skips the floor crossing`;
      return `${who} skips`;
    case "pay-deal":
      return `${who} pays ${money(DEAL_PRICE)} for a backroom deal`;
    case "return-group":
      return `${who} returns ${groupName(action.group)} to the deck for a backroom deal`;
    case "no-deal":
      return `${who} makes no backroom deal`;
    case "spend":
      return view?.turn?.attempt
        ? `${who} stakes ${money(action.amount)} on the attempt (target ${attemptTarget(open(view)) + action.amount})`
        : `${who} stakes ${money(action.amount)} on the attempt`;
    case "commit":
      return `${who} commits the influence of ${groupName(action.group)} (+${GROUPS[action.group]?.influence ?? 0})`;
    case "interfere": {
      const attacker = attackerOf(view);
      const whose = attacker === null ? "the attempt" : `${seatName(attacker)}'s attempt`;
      return `${who} pays ${money(action.amount)} ${action.against ? "against" : "for"} ${whose}`;
    }
    case "lower": {
      const active = view?.turn?.seatLoss ? view.turn.active : null;
      const whose = active === null ? "the" : `${seatName(active)}'s`;
      return `${who} pays ${money(action.amount)} to lower ${whose} seat-loss threshold`;
    }
    case "done": {
      const turn = view?.turn;
      if (turn?.attempt?.step === "stake") return `${who} ends the stake`;
      if (turn?.attempt?.step === "interfere") return `${who} ends their interference`;
      if (turn?.seatLoss) return `${who} stops lowering the threshold`;
      return `${who} is done`;
    }
    case "veto":
      return `${who} vetoes the attempt`;
    case "allow":
      return `${who} allows the attempt`;
    case "pardon":
      return `${who} plays the Pardon to undo the loss`;
    case "accept-loss":
      return `${who} accepts the loss and keeps the card`;
    default:
      return JSON.stringify(action);
  }
}

/** Describes an event in one short phrase, as a log line. */
export function describeEvent(event: CampaignEvent): string {
  switch (event.type) {
    case "paid": {
      const from = event.from === null ? "the bank" : seatName(event.from);
      const to = event.to === null ? "the bank" : seatName(event.to);
      return `${from} pays ${to} ${money(event.amount)} (${event.reason})`;
    }
    case "auction-opened":
      return `${seatName(event.opener)} opens the auction of a seat (${event.remaining} to go)`;
    case "tokens-bought":
      return `${seatName(event.player)} buys token${event.tokens.length === 1 ? "" : "s"} ${event.tokens.join(", ")} for ${money(event.cost)}`;
    case "bid-passed":
      return `${seatName(event.player)} passes`;
    case "seat-won":
      return `${seatName(event.player)} wins the seat (${event.dice === 1 ? "one die" : "two dice"}: ${event.rolls.join(", ")})`;
    case "seat-unsold":
      return "nobody bid: the seat stays in the middle";
    case "seats-released":
      return `${seatName(event.player)} releases ${plural(event.count, "seat")}`;
    case "coalition-proposed":
      return `${seatName(event.player)} proposes a coalition of ${event.members.map(seatName).join(", ")}`;
    case "proposal-answered":
      return `${seatName(event.player)} ${event.accept ? "accepts" : "declines"}`;
    case "formation-passed":
      return `${seatName(event.player)} passes`;
    case "government-formed":
      return event.president === null
        ? `a ${governmentKindName(event.kind)} government of ${event.members.map(seatName).join(", ")} is formed`
        : `a ${governmentKindName(event.kind)} government is formed; ${seatName(event.president)} is president`;
    case "president-card":
      return event.card === HIDDEN
        ? `${seatName(event.player)} draws a president card and keeps it face down`
        : `${seatName(event.player)} draws ${presidentCardName(event.card)}${event.kept ? " and keeps it" : ""}`;
    case "card-effect":
      return `${presidentCardName(event.card)}: ${event.detail}`;
    case "turn-started":
      return `${seatName(event.player)}'s turn begins`;
    case "attempt":
      return event.kind === "capture"
        ? `${seatName(event.player)} tries to capture ${groupName(event.group as number)}`
        : `${seatName(event.player)} tries to win a seat from ${seatName(event.defender as number)}`;
    case "deal":
      return event.group === null
        ? `${seatName(event.player)} buys a backroom deal`
        : `${seatName(event.player)} returns ${groupName(event.group)} for a backroom deal`;
    case "committed":
      return `${seatName(event.player)} commits ${groupName(event.group)}`;
    case "interfered":
      return `${seatName(event.player)} pays ${money(event.amount)} ${event.against ? "against" : "for"} the attempt`;
    case "vetoed":
      return `${seatName(event.player)} vetoes the attempt`;
    case "attempt-rolled":
      return `${seatName(event.player)} rolls ${event.dice[0]}+${event.dice[1]} against ${event.target}: ${event.success ? "success" : "failure"}`;
    case "group-drawn":
      return `${groupName(event.group)} is turned face up`;
    case "threshold-lowered":
      return `${seatName(event.player)} lowers the threshold by ${event.amount}`;
    case "seat-loss-rolled":
      return `${seatName(event.player)} rolls ${event.roll} against a threshold of ${event.threshold}: loses ${plural(event.lost, "seat")}`;
    case "pardoned":
      return `${seatName(event.player)} plays the Pardon`;
    case "term-ended":
      return `term ${event.round} ends`;
    case "game-ended":
      return `game over: ${event.winners.map(seatName).join(", ")} ${event.winners.length === 1 ? "wins" : "share the win"} (${event.reason})`;
    default:
      return JSON.stringify(event);
  }
}

/** The seat the view waits for, and what for (a short phrase), or `null` once the game is over. */
function waitingFor(view: CampaignView): [Seat, string] | null {
  const { seats, step } = turnSummary(view);
  return seats[0] === undefined ? null : [seats[0], step];
}

function partyLine(view: CampaignView, seat: Seat): string {
  const sequence = view.sequences[seat] ?? [];
  const parts = [
    `  ${party(seat, view)}: ${plural(view.seats[seat] ?? 0, "seat")}, ${money(view.treasury[seat] ?? 0)}`,
    `sequence ${sequence.length === 0 ? "—" : sequence.join("")}`,
    `groups ${groupList(view.groups[seat] ?? [])}`,
  ];
  const active = view.active[seat] ?? [];
  if (active.length > 0) parts.push(`cards in front: ${active.map(presidentCardName).join(", ")}`);
  if ((view.spoiled[seat] ?? 0) !== 0) parts.push(`spoiled ballots ${view.spoiled[seat]}`);
  const hand = view.hands[seat] ?? [];
  if (hand.length > 0) parts.push(`kept: ${hand.map(presidentCardName).join(", ")}`);
  return parts.join("; ");
}

function auctionLines(view: CampaignView): string[] {
  const auction = view.auction;
  if (!auction) return [];
  const tokens = auction.tokens
    .map((holder, index) => `${ROLL_TOKENS[index]}:${holder === null ? "free" : `S${holder}`}`)
    .join(" ");
  const context = auction.context === "election" ? "election" : "released seats";
  return [
    `Auction (${context}, ${plural(auction.remaining, "seat")} left, opened by ${seatName(auction.opener)}, take price ${money(FIRST_TAKE_PRICE + auction.takingTurns)}, ${plural(auction.passes, "pass")} in a row)`,
    `  tokens ${tokens}`,
  ];
}

function formationLines(view: CampaignView): string[] {
  const formation = view.formation;
  if (!formation) return [];
  const lines = [
    `Formation: ${formation.actions} of ${view.options.formationLimit} actions, ${plural(formation.passes, "pass")} in a row`,
  ];
  const proposal = formation.proposal;
  if (proposal) {
    lines.push(
      `  proposal by ${seatName(proposal.proposer)}: ${proposal.members.map(seatName).join(", ")}; ${seatName(proposal.answerer)} answers`,
    );
  }
  return lines;
}

function turnLines(view: CampaignView): string[] {
  const turn = view.turn;
  if (!turn) return [];
  const lines = [
    `Turn ${turn.index + 1} of ${view.players}: ${party(turn.active, view)}, step ${turn.stage}`,
  ];
  const attempt = turn.attempt;
  if (attempt) {
    const what =
      attempt.kind === "capture"
        ? `capture of ${groupName(attempt.group as number)}`
        : `floor crossing against ${seatName(attempt.defender as number)}`;
    const committed = attempt.committed.length > 0 ? `, committed ${groupList(attempt.committed)}` : "";
    const interference =
      attempt.interference !== 0
        ? `, interference ${attempt.interference > 0 ? "+" : ""}${attempt.interference}`
        : "";
    const deal = attempt.dealt ? ", backroom deal made" : "";
    lines.push(
      `  attempt: ${what}, target ${attemptTarget(open(view))} (staked ${money(attempt.dollars)}${committed}${interference}${deal})`,
    );
  }
  const loss = turn.seatLoss;
  if (loss) lines.push(`  seat-loss roll: threshold ${loss.threshold}, lowered by ${loss.lowered}`);
  const pardon = turn.pardon;
  if (pardon) {
    const lost = pardon.loss === "raid" ? groupName(pardon.group as number) : plural(pardon.seats, "seat");
    lines.push(`  ${seatName(pardon.seat)} may undo the loss of ${lost}`);
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

function governmentLine(view: CampaignView): string {
  const government = view.government;
  if (!government) return "Government: none";
  const president = government.president === null ? "" : `, president ${seatName(government.president)}`;
  const veto = government.president === null ? "" : view.vetoUsed ? ", veto used" : "";
  return `Government: ${governmentKindName(government.kind)} of ${government.members.map(seatName).join(", ")}${president}${veto}`;
}

/**
 * Renders everything a view shows, in a few lines: round and whose move, the parties (seats, money,
 * sequence, groups, president cards; another seat's kept card only as face down), the government,
 * the streaks, the face-up groups and decks, the auction, formation or turn in progress, last events.
 */
export function renderView(view: CampaignView): string {
  const who = view.viewer === null ? "spectator" : party(view.viewer, view);
  const lines = [`Campaign, ${view.players} players, view of ${who}`];
  const waiting = waitingFor(view);
  if (view.result) {
    const winners = view.result.winners;
    const verb = winners.length === 1 ? "wins" : "share the win";
    lines.push(`Game over: ${winners.map(seatName).join(", ")} ${verb} (${view.result.reason})`);
  } else if (waiting) {
    lines.push(
      `Round ${view.round} of ${view.options.maxRounds}, ${view.phase}: ${seatName(waiting[0])} to ${waiting[1]}`,
    );
  }
  lines.push(`Parties (majority ${MAJORITY} seats, ${plural(view.middle, "seat")} in the middle):`);
  for (let seat = 0; seat < view.players; seat++) lines.push(partyLine(view, seat));
  lines.push(governmentLine(view));
  lines.push(
    `Streaks: ${view.streaks.coalition} coalitions, ${view.streaks.noBusiness} terms without business, ${view.streaks.allBusiness} terms all business`,
  );
  lines.push(
    `Face-up groups: ${view.groupRow.length === 0 ? "none" : view.groupRow.map(groupDetails).join(", ")}`,
  );
  const known = view.groupDeck.filter((card): card is number => card !== HIDDEN);
  const bottom = known.length > 0 ? ` (known at the bottom: ${groupList(known)})` : "";
  lines.push(
    `Group deck: ${plural(view.groupDeck.length, "card")}${bottom}; president deck: ${plural(view.presidentDeckSize, "card")}, discard ${plural(view.presidentDiscard.length, "card")}`,
  );
  lines.push(...auctionLines(view), ...formationLines(view), ...turnLines(view));
  const events = view.events.filter((event) => event.type !== "paid" || !ECHOED.includes(event.reason));
  if (events.length > 0) lines.push(`Last: ${events.map(describeEvent).join("; ")}`);
  return lines.join("\n");
}
