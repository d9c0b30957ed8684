/**
 * The per-game presentation helpers: card faces name every card in the game's words (never by id),
 * hidden cards are backs, money reads in each game's unit, and `turnSummary` names the seats that
 * may act, read from a view only, along whole random games.
 */
import { describe, expect, it } from "vitest";
import {
  type ActionBase,
  type AnyGame,
  CARD_BACK,
  HIDDEN,
  playout,
  randomBot,
  type StateBase,
  type TurnSummary,
  type ViewBase,
} from "../../src/core/index.js";
import * as Campaign from "../../src/games/campaign/index.js";
import * as KohleKiesKnete from "../../src/games/kohle-kies-knete/index.js";
import * as SlushFund from "../../src/games/slush-fund/index.js";
import * as TiefeTaschen from "../../src/games/tiefe-taschen/index.js";

const NOT_AN_ID = /^(?!\d+$)(?!unknown).+/;

describe("card faces", () => {
  it("Slush Fund names every card of the default deck", () => {
    const catalog = SlushFund.catalogFor(SlushFund.DEFAULT_DECK);
    const names = catalog.map((_, id) => SlushFund.cardFace(id, catalog).name);
    for (const name of names) expect(name).toMatch(NOT_AN_ID);
    expect(new Set(names)).toEqual(
      new Set([
        "$10K",
        "$20K",
        "$30K",
        "$40K",
        "$50K",
        "VP card",
        "Scandal",
        "Thief",
        "Spy",
        "Money Transfer",
        "Time",
      ]),
    );
    expect(SlushFund.cardFace(HIDDEN)).toEqual(CARD_BACK);
    expect(SlushFund.moneyLabel(120)).toBe("$120K");
  });

  it("Tiefe Taschen names money cards by value and the bankruptcy card", () => {
    // The 2016 edition: 18 copies of each value 1..5, then the bankruptcy card.
    const faces = Array.from({ length: 91 }, (_, id) => TiefeTaschen.moneyCardFace(id, "2016"));
    for (const face of faces) expect(face.name).toMatch(NOT_AN_ID);
    expect(faces.filter((face) => face.kind === "bankruptcy")).toHaveLength(1);
    expect(faces[0]).toMatchObject({ name: "1 Mio", value: 1, hidden: false });
    expect(TiefeTaschen.moneyTotal([0, HIDDEN, 0])).toBe(2);
    expect(TiefeTaschen.actionCardFace(null)).toEqual(CARD_BACK);
    expect(TiefeTaschen.actionCardFace("avert").name).toBe("Avert blackmail");
  });

  it("Kohle, Kie$ & Knete names every influence card and Campaign every president card and group", () => {
    KohleKiesKnete.CATALOG.cards.forEach((_, id) => {
      expect(KohleKiesKnete.cardFace(id).name).toMatch(NOT_AN_ID);
    });
    Campaign.PRESIDENT_CARDS.forEach((_, id) => {
      expect(Campaign.presidentCardFace(id).name).toMatch(NOT_AN_ID);
    });
    Campaign.GROUPS.forEach((group, id) => {
      expect(Campaign.groupFace(id)).toMatchObject({ name: group.name, kind: "group" });
      expect(Campaign.groupFace(id).details).not.toMatch(/\b(BB|MM|W|B|L|R|C)\b/);
    });
    expect(KohleKiesKnete.moneyLabel(12)).toBe("$12M");
    expect(Campaign.moneyLabel(5)).toBe("$5");
  });
});

/** Plays a random game and checks the summary of the spectator view against `toAct` at every state. */
function checkTurns(
  game: AnyGame,
  players: number,
  summary: (view: ViewBase) => TurnSummary,
  covers: (summarised: readonly number[], toAct: readonly number[]) => void,
): void {
  const bots = Array.from({ length: players }, () => randomBot);
  let checked = 0;
  const check = (state: StateBase) => {
    const turn = summary(game.viewFor(state, null));
    expect(turn.step).toMatch(/^[a-zA-Z$]/);
    covers(turn.seats, game.toAct(state));
    checked++;
  };
  playout(game, {
    players,
    seed: `present/${game.id}`,
    bots,
    options: {},
    onAction: (_action: ActionBase, state: StateBase) => check(state),
  } as never);
  expect(checked).toBeGreaterThan(10);
}

describe("turnSummary names the seats that may act", () => {
  const exactly = (summarised: readonly number[], toAct: readonly number[]) =>
    expect(summarised).toEqual(toAct);
  it("in Tiefe Taschen", () =>
    checkTurns(TiefeTaschen.tiefeTaschen as AnyGame, 4, TiefeTaschen.turnSummary as never, exactly));
  it("in Slush Fund", () =>
    checkTurns(SlushFund.slushFund as AnyGame, 3, SlushFund.turnSummary as never, exactly));
  it("in Campaign", () =>
    checkTurns(Campaign.campaign as AnyGame, 3, Campaign.turnSummary as never, exactly));
  it("in Kohle, Kie$ & Knete (in a deal: every seat, which covers those with a move)", () =>
    checkTurns(
      KohleKiesKnete.kohleKiesKnete as AnyGame,
      3,
      KohleKiesKnete.turnSummary as never,
      (summarised, toAct) => {
        for (const seat of toAct) expect(summarised).toContain(seat);
      },
    ));
});
