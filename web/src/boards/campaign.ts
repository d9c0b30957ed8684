/// <reference lib="dom" />
/**
 * The Campaign table: the parliament (each party's seats, the middle, the majority), the parties
 * with their treasuries, groups and president cards, the government, the face-up groups and the
 * decks, and the auction, formation or turn in progress.
 */
import { Campaign, type CardView, type Seat, seatName } from "backroom";
import { h } from "../dom.js";
import { currentLocale, engineWords, formatNumber, type Message, t } from "../i18n/message.js";
import { area, badge, card, cardRow, fact, pile, seatCues } from "../parts.js";
import { explained } from "../term-explainer.js";
import type { Board, ChoiceStep, TableContext } from "./board.js";

type View = Campaign.CampaignView;
type Action = Campaign.CampaignAction;
const {
  describeEvent,
  governmentKindName,
  groupFace,
  groupName,
  MAJORITY,
  moneyLabel,
  partyName,
  presidentCardFace,
  presidentCardId,
  ROLL_TOKENS,
  turnSummary,
} = Campaign;

/** The engine's words in the current language. */
const lang = () => ({ locale: currentLocale() });
const money = (dollars: number) => engineWords(moneyLabel(dollars, lang()));
const group = (id: number) => engineWords(groupName(id, lang()));
const seat = (s: Seat) => engineWords(seatName(s, lang()));
const seatList = (seats: readonly Seat[]) => seats.map(seat).join(", ");
const presidentCard = (id: CardView) => presidentCardFace(id, lang());
/** A president card's printed name, for the labels that speak of one kind ("Pardon"). */
const presidentCardName = (kind: Campaign.PresidentCard) =>
  engineWords(presidentCard(presidentCardId(kind)).name);

/** A group card with its printed numbers under the name. */
function groupCard(id: number | null, path?: (string | number)[]): HTMLElement {
  const face = groupFace(id, lang());
  return card(face, path, face.details || undefined);
}

function parliament(view: View, table: TableContext): HTMLElement {
  const rows: [Message, number, boolean][] = view.seats.map((count, s) => [
    table.seatName(s) as Message,
    count,
    false,
  ]);
  return explained(
    "zone.parliament",
    area(
      t("camp.parliament", { majority: MAJORITY }),
      "parliament",
      h(
        "ul",
        { class: "bars" },
        [...rows, [t("camp.middle"), view.middle, true] as const].map(([name, count, middle]) =>
          h(
            "li",
            {},
            middle
              ? explained("zone.middle", h("span", { class: "bar-name" }, name))
              : h("span", { class: "bar-name" }, name),
            h("span", { class: "seat-bar", style: `width: ${Math.min(100, count * 8)}%` }),
            h("span", { class: "bar-count" }, t("camp.seats", { count })),
          ),
        ),
      ),
    ),
  );
}

function partyPanel(view: View, s: Seat, table: TableContext): HTMLElement {
  const government = view.government;
  const sequence = view.sequences[s] ?? [];
  const kept = view.hands[s] ?? [];
  return h(
    "section",
    {
      class: `seat${s === view.viewer ? " own" : ""}${seatCues(s, table).className}`,
      "aria-label": table.seatName(s),
    },
    h(
      "h3",
      {},
      explained(
        "zone.party",
        h(
          "span",
          {},
          t("camp.party", { seat: table.seatName(s), party: engineWords(partyName(view, s, lang())) }),
        ),
      ),
      seatCues(s, table).marks,
      government?.president === s && explained("mark.president", badge(t("camp.president"), "president")),
      government?.members.includes(s) && explained("mark.government", badge(t("camp.inGovernment"), "yes")),
      view.leader === s && explained("mark.leader", badge(t("camp.leader"))),
    ),
    explained("zone.parliament", fact(t("camp.seatsLabel"), formatNumber(view.seats[s] ?? 0))),
    explained("zone.treasury", fact(t("camp.treasury"), money(view.treasury[s] ?? 0))),
    sequence.length > 0 &&
      explained(
        "mark.sequence",
        fact(
          t("camp.governments"),
          sequence.map((kind) => engineWords(governmentKindName(kind, lang()))).join(", "),
        ),
      ),
    (view.spoiled[s] ?? 0) !== 0 &&
      explained(
        "president.spoiled-ballots",
        fact(presidentCardName("spoiled-ballots"), formatNumber(view.spoiled[s] ?? 0)),
      ),
    // A party without groups has no empty row of cards.
    (view.groups[s] ?? []).length > 0 &&
      explained(
        "zone.groups",
        h(
          "div",
          { class: "cards" },
          (view.groups[s] ?? []).map((id, i) => groupCard(id, ["groups", s, i])),
        ),
      ),
    (view.active[s] ?? []).length > 0 &&
      explained(
        "zone.active",
        fact(t("camp.activeCards"), cardRow((view.active[s] ?? []).map(presidentCard), ["active", s])),
      ),
    kept.length > 0 &&
      (s === view.viewer
        ? explained("zone.kept", fact(t("camp.kept"), cardRow(kept.map(presidentCard), ["hands", s])))
        : pile(t("camp.keptPile"), kept.length, ["hands", s], undefined, "zone.kept")),
  );
}

function auctionArea(auction: NonNullable<View["auction"]>, table: TableContext): HTMLElement {
  return explained(
    "mark.auction",
    area(
      t("camp.auction", { count: auction.remaining }),
      "stage",
      fact(t("camp.bidding"), table.seatName(auction.bidder)),
      h(
        "ul",
        { class: "tokens" },
        auction.tokens.map((holder, i) => {
          const owner = holder === null ? t("camp.free") : seat(holder);
          return explained(
            "token.roll",
            h(
              "li",
              {
                class: `token${holder === null ? "" : " taken"}`,
                "aria-label": t("camp.token", { token: ROLL_TOKENS[i] ?? 0, holder: owner }),
              },
              h("strong", {}, formatNumber(ROLL_TOKENS[i] ?? 0)),
              h("span", {}, owner),
            ),
          );
        }),
      ),
    ),
  );
}

function stage(view: View, table: TableContext): HTMLElement | undefined {
  if (view.auction) return auctionArea(view.auction, table);
  const formation = view.formation;
  if (formation)
    return explained(
      "mark.formation",
      area(
        t("camp.formation"),
        "stage",
        fact(
          t("camp.actions"),
          t("camp.ofLimit", { count: formation.actions, limit: view.options.formationLimit }),
        ),
        formation.proposal &&
          fact(
            t("camp.proposal"),
            t("camp.proposalText", {
              proposer: table.seatName(formation.proposal.proposer),
              members: seatList(formation.proposal.members),
              answerer: table.seatName(formation.proposal.answerer),
            }),
          ),
      ),
    );
  const turn = view.turn;
  if (!turn || view.phase === "over") return undefined;
  const attempt = turn.attempt;
  return area(
    t("camp.turnOf", { seat: table.seatName(turn.active) }),
    "stage",
    attempt &&
      explained(
        "mark.attempt",
        attempt.kind === "capture"
          ? fact(t("camp.capturing"), group(attempt.group ?? -1))
          : fact(t("camp.crossingAgainst"), seat(attempt.defender ?? -1)),
      ),
    attempt && fact(t("camp.staked"), money(attempt.dollars)),
    attempt &&
      attempt.interference !== 0 &&
      fact(t("camp.interference"), t("camp.signed", { value: attempt.interference })),
    attempt &&
      attempt.committed.length > 0 &&
      fact(t("camp.committed"), attempt.committed.map(group).join(", ")),
    turn.seatLoss &&
      explained(
        "mark.seat-loss",
        fact(
          t("camp.seatLoss"),
          t("camp.seatLossText", { threshold: turn.seatLoss.threshold, lowered: turn.seatLoss.lowered }),
        ),
      ),
    turn.pardon &&
      explained(
        "president.pardon",
        fact(presidentCardName("pardon"), t("camp.pardonText", { seat: table.seatName(turn.pardon.seat) })),
      ),
  );
}

function draw(view: View, table: TableContext): HTMLElement {
  const government = view.government;
  const discard = view.presidentDiscard;
  const own = view.viewer;
  return h(
    "div",
    { class: "board campaign" },
    // The viewer's own party first, so its seats, treasury and cards are in view with the move chooser.
    own !== null && partyPanel(view, own, table),
    h(
      "div",
      { class: "table-top" },
      parliament(view, table),
      explained(
        "mark.round",
        area(
          t("camp.round", { round: view.round, max: view.options.maxRounds }),
          "centre",
          explained(
            "mark.government",
            fact(
              t("camp.government"),
              government
                ? t("camp.governmentOf", {
                    kind: engineWords(governmentKindName(government.kind, lang())),
                    members: seatList(government.members),
                  })
                : t("camp.none"),
            ),
          ),
          h(
            "div",
            { class: "row" },
            pile(t("camp.groupDeck"), view.groupDeck.length, undefined, undefined, "zone.group-deck"),
            pile(
              t("camp.presidentDeck"),
              view.presidentDeckSize,
              undefined,
              undefined,
              "zone.president-deck",
            ),
            pile(
              t("camp.discarded"),
              discard.length,
              undefined,
              discard.length > 0 ? presidentCard(discard[discard.length - 1] ?? null) : undefined,
              "zone.discard",
            ),
          ),
        ),
      ),
      stage(view, table),
    ),
    explained(
      "zone.row",
      area(
        t("camp.faceUpGroups"),
        "groups",
        h(
          "div",
          { class: "cards" },
          view.groupRow.map((id, i) => groupCard(id, ["groupRow", i])),
        ),
      ),
    ),
    h(
      "div",
      { class: "seats" },
      Array.from({ length: view.players }, (_, s) => (s === own ? undefined : partyPanel(view, s, table))),
    ),
  );
}

function choice(action: Action, view: View): ChoiceStep[] {
  switch (action.type) {
    case "bid":
      return action.count === 0
        ? [t("camp.c.passBidding")]
        : [t("camp.c.buyTokens"), t("camp.tokens", { count: action.count })];
    case "propose": {
      const seats = action.members.reduce((sum, member) => sum + (view.seats[member] ?? 0), 0);
      return [
        t("camp.c.propose"),
        t("camp.coalition", { members: seatList(action.members), seats: t("camp.seats", { count: seats }) }),
      ];
    }
    case "answer":
      return [t("camp.c.answer"), action.accept ? t("camp.c.accept") : t("camp.c.decline")];
    case "release":
      return [t("camp.c.release"), t("camp.seats", { count: action.count })];
    case "pass":
      return [t("camp.c.passFormation")];
    case "capture":
      return [t("camp.c.capture"), groupFace(action.group, lang())];
    case "cross":
      return [t("camp.c.cross"), t("camp.against", { seat: seat(action.target) })];
    case "skip":
      return [t("camp.c.skip")];
    case "pay-deal":
      return [t("camp.c.deal"), t("camp.c.payDeal")];
    case "return-group":
      return [t("camp.c.deal"), t("camp.c.returnGroup", { group: group(action.group) })];
    case "no-deal":
      return [t("camp.c.noDeal")];
    case "spend":
      return [t("camp.c.stake"), money(action.amount)];
    case "commit":
      return [t("camp.c.commit"), groupFace(action.group, lang())];
    case "interfere":
      return [
        t("camp.c.interfere"),
        action.against ? t("camp.c.againstAttempt") : t("camp.c.forAttempt"),
        money(action.amount),
      ];
    case "lower":
      return [t("camp.c.lower"), money(action.amount)];
    case "done":
      return [t("camp.c.done")];
    case "veto":
      return [t("camp.c.veto")];
    case "allow":
      return [t("camp.c.allow")];
    case "pardon":
      return [t("camp.c.pardon", { card: presidentCardName("pardon") })];
    case "accept-loss":
      return [t("camp.c.acceptLoss")];
  }
}

/** The Campaign board. */
export const campaignBoard: Board<View, Action> = {
  draw,
  turn: (view) => turnSummary(view, lang()),
  event: (event) => describeEvent(event as Campaign.CampaignEvent, lang()),
  choice,
};
