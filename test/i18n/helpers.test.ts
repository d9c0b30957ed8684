/**
 * Every function a game's entry point exports that returns words takes `{ locale }` last and speaks
 * German and French: each one is called in all three languages on a real view and must answer
 * something other than its English. A new export must be listed here, as words or as not words.
 */
import { describe, expect, it } from "vitest";
import {
  type ActionBase,
  createRandom,
  type Game,
  playout,
  RuleError,
  randomBot,
  type StateBase,
  type ViewBase,
} from "../../src/core/index.js";
import * as campaign from "../../src/games/campaign/index.js";
import * as kohle from "../../src/games/kohle-kies-knete/index.js";
import * as slush from "../../src/games/slush-fund/index.js";
import * as tiefe from "../../src/games/tiefe-taschen/index.js";
import { ACTION_CARDS, DEMANDS, TOKENS } from "../../src/games/tiefe-taschen/pieces.js";

type Options = { locale?: "en" | "de" | "fr" };
type Calls = Record<string, (options: Options) => unknown>;

/** A view of seat 0 a few random moves in (so it holds events), and an action legal there. */
function sample<
  S extends StateBase,
  A extends ActionBase,
  V extends ViewBase & { events: readonly unknown[] },
  O,
>(game: Game<S, A, V, O>, seed: string): { view: V; action: A; actorView: V } {
  const random = createRandom(seed);
  let state = game.setup({ players: game.players.min, seed });
  for (let step = 0; step < 40; step++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    const next = game.apply(state, legal[random.below(legal.length)] as A);
    if (step >= 5 && game.viewFor(next, 0).events.length > 0 && game.toAct(next).length > 0) {
      state = next;
      break;
    }
    state = next;
  }
  const seat = game.toAct(state)[0] ?? 0;
  return {
    view: game.viewFor(state, 0),
    action: game.legalActions(state, seat)[0] as A,
    actorView: game.viewFor(state, seat),
  };
}

/** The spectator's view of a finished random game (for the end's words). */
function finalView<S extends StateBase, A extends ActionBase, V extends ViewBase, O>(
  game: Game<S, A, V, O>,
): V {
  const players = game.players.min;
  const { finalState } = playout(game, {
    players,
    seed: "helpers-end",
    bots: Array.from({ length: players }, () => randomBot),
  });
  return game.viewFor(finalState, null);
}

const tt = sample(tiefe.tiefeTaschen, "helpers-tt");
const kk = sample(kohle.kohleKiesKnete, "helpers-kk");
const ca = sample(campaign.campaign, "helpers-ca");
const sf = sample(slush.slushFund, "helpers-sf");
const spaceWithGroups = kk.view.spaces.findIndex(
  (space: kohle.KkkView["spaces"][number]) => space.groups.length > 0,
);
const spyCard = slush.catalogOf().findIndex((card) => card.kind === "spy");

const WORDS: Record<string, { module: object; notWords: string[]; calls: Calls }> = {
  "tiefe-taschen": {
    module: tiefe,
    notWords: ["attempts", "distributionTotals", "moneyTotal", "privateWealth", "loadLocale"],
    calls: {
      actionCardFace: (o) => tiefe.actionCardFace(ACTION_CARDS[2], o),
      actionCardName: (o) => tiefe.actionCardName(ACTION_CARDS[3], o),
      demandName: (o) => tiefe.demandName(DEMANDS[1], o),
      tokenName: (o) => tiefe.tokenName(TOKENS[0], o),
      // A money card reads "1 Mio" in German as in English (the 2016 rules' own word); the bankruptcy card is words.
      moneyCardFace: (o) => tiefe.moneyCardFace(999, "2016", o),
      moneyCardName: (o) => tiefe.moneyCardName(999, "2016", o),
      // "3 Mio" is German as well as English; a large amount shows the number format.
      moneyLabel: (o) => tiefe.moneyLabel(1200, o),
      seatRoles: (o) => tiefe.seatRoles(tt.view, tt.view.president, o),
      turnSummary: (o) => tiefe.turnSummary(tt.view, o),
      describeAction: (o) => tiefe.describeAction(tt.action, tt.actorView, o),
      describeEvent: (o) => tt.view.events.map((event) => tiefe.describeEvent(event, "2016", o)),
      renderView: (o) => tiefe.renderView(tt.view, o),
      reasonText: (o) => tiefe.reasonText("national bankruptcy", o),
      errorText: (o) => tiefe.errorText(new RuleError(tiefe.RULE_CODES[0], "x"), o),
      describeOptions: (o) => tiefe.describeOptions(tiefe.tiefeTaschen.players.max, o),
      scoreBreakdown: (o) => tiefe.scoreBreakdown(finalView(tiefe.tiefeTaschen), o),
    },
  },
  "kohle-kies-knete": {
    module: kohle,
    notWords: ["attempts", "loadLocale"],
    calls: {
      cardFace: (o) => kohle.cardFace(0, o),
      cardName: (o) => kohle.cardName(0, o),
      // Families are proper names; only an unknown one is said in words.
      familyName: (o) => kohle.familyName(99, o),
      moneyLabel: (o) => kohle.moneyLabel(1200, o),
      offerTerms: (o) => kohle.offerTerms({ investors: [0], clans: [], price: 3, accepted: false }, o),
      requirementText: (o) => kohle.requirementText(kk.view.spaces[spaceWithGroups] as kohle.SpaceRule, o),
      spaceRequirements: (o) => kohle.spaceRequirements(kk.view, spaceWithGroups, o),
      turnSummary: (o) => kohle.turnSummary(kk.view, o),
      describeAction: (o) => kohle.describeAction(kk.action, kk.actorView, o),
      describeEvent: (o) => kk.view.events.map((event) => kohle.describeEvent(event, o)),
      renderView: (o) => kohle.renderView(kk.view, o),
      reasonText: (o) => kohle.reasonText("the last deal tile was placed", o),
      errorText: (o) => kohle.errorText(new RuleError("wrong-phase", "x"), o),
      describeOptions: (o) => kohle.describeOptions(kohle.kohleKiesKnete.players.max, o),
      scoreBreakdown: (o) => kohle.scoreBreakdown(finalView(kohle.kohleKiesKnete), o),
    },
  },
  campaign: {
    module: campaign,
    notWords: [
      "attempts",
      "groupsOfType",
      "isBusiness",
      "presidentCardId",
      "presidentCardKind",
      "loadLocale",
    ],
    calls: {
      governmentKindName: (o) => campaign.governmentKindName("m", o),
      groupFace: (o) => campaign.groupFace(0, o),
      groupName: (o) => campaign.groupName(1, o),
      moneyLabel: (o) => campaign.moneyLabel(1200, o),
      partyName: (o) => campaign.partyName(ca.view, 0, o),
      presidentCardFace: (o) => campaign.presidentCardFace(campaign.presidentCardId("pardon"), o),
      presidentCardName: (o) => campaign.presidentCardName(campaign.presidentCardId("sex-scandal"), o),
      turnSummary: (o) => campaign.turnSummary(ca.view, o),
      describeAction: (o) => campaign.describeAction(ca.action, ca.actorView, o),
      describeEvent: (o) => ca.view.events.map((event) => campaign.describeEvent(event, o)),
      renderView: (o) => campaign.renderView(ca.view, o),
      reasonText: (o) => campaign.reasonText("Greens: 3 MM groups", o),
      errorText: (o) => campaign.errorText(new RuleError("wrong-step", "x"), o),
      describeOptions: (o) => campaign.describeOptions(campaign.campaign.players.max, o),
      scoreBreakdown: (o) => campaign.scoreBreakdown(finalView(campaign.campaign), o),
    },
  },
  "slush-fund": {
    module: slush,
    notWords: [
      "attempts",
      "catalogFor",
      "catalogOf",
      "politicianValue",
      "scorePolitician",
      "scoreTable",
      "loadLocale",
    ],
    calls: {
      bribePile: (o) => slush.bribePile(sf.view, 1, 0, o),
      cardFace: (o) => slush.cardFace(spyCard, undefined, o),
      cardName: (o) => slush.cardName(spyCard, undefined, o),
      moneyLabel: (o) => slush.moneyLabel(1200, o),
      politicianName: (o) => slush.politicianName(1, o),
      turnSummary: (o) => slush.turnSummary(sf.view, o),
      describeAction: (o) => slush.describeAction(sf.action, sf.actorView, o),
      describeEvent: (o) => sf.view.events.map((event) => slush.describeEvent(event, undefined, o)),
      renderView: (o) => slush.renderView(sf.view, o),
      reasonText: (o) => slush.reasonText("the deck ran out", o),
      errorText: (o) => slush.errorText(new RuleError("wrong-phase", "x"), o),
      describeOptions: (o) => slush.describeOptions(slush.slushFund.players.max, o),
      scoreBreakdown: (o) => slush.scoreBreakdown(finalView(slush.slushFund), o),
    },
  },
};

describe.each(Object.entries(WORDS))("%s's word helpers", (_id, { module, notWords, calls }) => {
  it("are all listed here, as words or as not words", () => {
    const functions = Object.entries(module)
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name);
    expect(functions.filter((name) => !(name in calls) && !notWords.includes(name))).toEqual([]);
  });

  it.each(["de", "fr"] as const)("speak %s, not English, with { locale } last", async (locale) => {
    await (module as { loadLocale: (locale: string) => Promise<void> }).loadLocale(locale);
    for (const [name, call] of Object.entries(calls)) {
      const english = JSON.stringify(call({}));
      expect(JSON.stringify(call({ locale: "en" })), name).toBe(english);
      const other = JSON.stringify(call({ locale }));
      expect(other, name).not.toBe(english);
      expect(other.length, name).toBeGreaterThan(2);
    }
  });
});
