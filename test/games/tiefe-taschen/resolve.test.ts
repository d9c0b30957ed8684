/** Phase 4: reveal order, bribe settlement, take from treasury, blackmail and avert. */
import { describe, expect, it } from "vitest";
import type { TiefeTaschenEvent } from "../../../src/games/tiefe-taschen/index.js";
import {
  allDone,
  chooseAll,
  distribute,
  fullBribe,
  game,
  investigate,
  newGame,
  play,
  rig,
  type S,
  setStack,
  setTreasuryTop,
  values,
  vote,
  wealth,
} from "./helpers.js";

const revealOrder = (s: S): number[] =>
  s.events.flatMap((e) => (e.type === "card-revealed" ? [e.player] : []));

const ofType = <T extends TiefeTaschenEvent["type"]>(s: S, type: T) =>
  s.events.filter((e): e is Extract<TiefeTaschenEvent, { type: T }> => e.type === type);

for (const edition of ["2015", "2016"] as const) {
  describe(`edition ${edition}`, () => {
    const negotiating = (players = 4, president = 0): S =>
      distribute(newGame(players, { edition, firstPresident: president }), [president]);

    describe("reveal order (2016 FAQ: In welcher Reihenfolge werden die Aktionskarten aufgedeckt?)", () => {
      it("starts with the president and goes clockwise", () => {
        const s = vote(negotiating(5, 3), ["agree", "agree", "agree", "agree", "agree"]);
        expect(revealOrder(s)).toEqual([3, 4, 0, 1, 2]);
      });

      it("settles a player's bribes right after their reveal, before their action", () => {
        let s = rig(negotiating(), (d) => setTreasuryTop(d, [5]));
        s = play(s, ...fullBribe(2, "not-agree", 1, 4));
        s = vote(s, ["agree", "treasury", "agree", "agree"]);
        const types = s.events.map((e) => e.type);
        const revealed1 = s.events.findIndex((e) => e.type === "card-revealed" && e.player === 1);
        expect(types.slice(revealed1, revealed1 + 3)).toEqual([
          "card-revealed",
          "bribe-settled",
          "treasury-taken",
        ]);
      });
    });

    describe("bribe settlement", () => {
      const cases = [
        ["agree", "agree", true],
        ["agree", "blackmail", false],
        ["not-agree", "avert", true],
        ["not-agree", "agree", false],
        ["reject", "reject", true],
        ["reject", "agree", false],
        ["not-reject", "blackmail", true],
        ["not-reject", "reject", false],
      ] as const;
      for (const [demand, card, fulfilled] of cases) {
        it(`${demand} with ${card}: ${fulfilled ? "the bribed player keeps the card" : "it goes back"}`, () => {
          let s = rig(negotiating(), (d) => {
            setStack(d, 1, [5]);
            setStack(d, 2, [1]);
          });
          s = play(s, ...fullBribe(1, demand, 2, 5));
          s = vote(s, ["agree", "agree", card, "agree"]);
          expect(values(s, s.money[2]!)).toEqual(fulfilled ? [1, 5] : [1]);
          expect(values(s, s.money[1]!)).toEqual(fulfilled ? [] : [5]);
          expect(s.bribes[1]).toEqual([null, null]);
        });
      }
    });

    describe("take from treasury (2016 FAQ: mehrere Spieler wollen in die Staatskasse greifen)", () => {
      it("gives the top card to the first revealer only", () => {
        let s = rig(negotiating(4, 2), (d) => setTreasuryTop(d, [5, 1]));
        const top = s.treasury[s.treasury.length - 1]!;
        const before = [0, 1, 2, 3].map((p) => wealth(s, p));
        // Seats 1 and 3 take; the order from president 2 is 2, 3, 0, 1, so seat 3 is first.
        s = vote(s, ["agree", "treasury", "agree", "treasury"]);
        const taken = ofType(s, "treasury-taken");
        expect(taken).toHaveLength(1);
        expect(taken[0]).toMatchObject({ player: 3, card: top });
        expect(s.money[3]).toContain(top);
        expect(wealth(s, 1)).toBe(before[1]);
      });

      it("shows the card only to the taker", () => {
        let s = negotiating();
        const top = s.treasury[s.treasury.length - 1]!;
        s = vote(s, ["agree", "treasury", "agree", "agree"]);
        expect(game.viewFor(s, 1).money[1]).toContain(top);
        for (const viewer of [null, 0, 2, 3]) {
          const view = game.viewFor(s, viewer);
          expect(view.knownMoney[1]).not.toContain(top);
          expect(JSON.stringify(view.events)).not.toContain(`"card":${top},`);
          expect(view.events.find((e) => e.type === "treasury-taken")).toMatchObject({
            player: 1,
            card: null,
          });
        }
      });
    });

    describe("blackmail", () => {
      it("takes a random card from the target when the investigator stands before them", () => {
        let s = rig(negotiating(), (d) => setStack(d, 2, [5]));
        s = play(s, investigate(1, 2));
        s = vote(s, ["agree", "blackmail", "agree", "agree"]);
        expect(values(s, s.money[1]!)).toEqual([2, 3, 4, 5]);
        expect(s.money[2]).toEqual([]);
        const stolen = ofType(s, "money-stolen")[0]!;
        expect(game.viewFor(s, 2).events).toContainEqual({
          type: "money-stolen",
          from: 2,
          to: 1,
          card: stolen.card,
        });
        expect(game.viewFor(s, 3).events).toContainEqual({
          type: "money-stolen",
          from: 2,
          to: 1,
          card: null,
        });
      });

      it("does nothing without an investigator (2016 FAQ: Erpressen ohne Schnüffler)", () => {
        const s = vote(negotiating(), ["agree", "blackmail", "agree", "agree"]);
        expect(ofType(s, "blackmail")).toEqual([]);
        expect(ofType(s, "money-stolen")).toEqual([]);
        expect([0, 1, 2, 3].map((p) => s.money[p]!.length)).toEqual([7, 3, 3, 3]);
      });

      it("an investigator without Blackmail is a bluff that does nothing (2016 FAQ: Schnüffler als Bluff)", () => {
        let s = play(negotiating(), investigate(1, 2), investigate(3, 1));
        s = vote(s, ["agree", "agree", "agree", "agree"]);
        expect(ofType(s, "money-stolen")).toEqual([]);
        expect(wealth(s, 2)).toBe(9);
      });

      it("gets nothing from an empty stack", () => {
        let s = rig(negotiating(), (d) => setStack(d, 2, []));
        s = play(s, investigate(1, 2));
        s = vote(s, ["agree", "blackmail", "agree", "agree"]);
        expect(ofType(s, "blackmail")).toHaveLength(1);
        expect(ofType(s, "money-stolen")).toEqual([]);
        expect(wealth(s, 1)).toBe(9);
      });
    });

    describe("avert blackmail", () => {
      it("is revealed out of turn, settles its bribes then, and takes a card from the blackmailer", () => {
        let s = rig(negotiating(), (d) => {
          setStack(d, 1, [4]);
          setStack(d, 0, [1, 1]);
        });
        s = play(s, investigate(1, 3), ...fullBribe(0, "not-agree", 3, 1));
        s = vote(s, ["agree", "blackmail", "agree", "avert"]);
        const types = s.events.map((e) => (e.type === "card-revealed" ? `${e.type}:${e.player}` : e.type));
        expect(types.slice(1, 7)).toEqual([
          "card-revealed:0",
          "card-revealed:1",
          "blackmail",
          "card-revealed:3",
          "bribe-settled",
          "money-stolen",
        ]);
        expect(s.events.find((e) => e.type === "card-revealed" && e.player === 3)).toMatchObject({
          outOfTurn: true,
        });
        // Revealed once only: not again at its owner's own turn.
        expect(revealOrder(s)).toEqual([0, 1, 3, 2]);
        expect(values(s, s.money[3]!)).toEqual([1, 2, 3, 4, 4]);
        expect(s.money[1]).toEqual([]);
      });

      it("protects against two blackmailers and takes a card from each", () => {
        let s = rig(negotiating(5), (d) => {
          setStack(d, 1, [5]);
          setStack(d, 4, [1]);
          setStack(d, 2, [3]);
        });
        s = play(s, investigate(1, 2), investigate(4, 2));
        s = vote(s, ["agree", "blackmail", "avert", "agree", "blackmail"]);
        expect(ofType(s, "blackmail").map((e) => [e.blackmailer, e.averted])).toEqual([
          [1, true],
          [4, true],
        ]);
        expect(values(s, s.money[2]!)).toEqual([1, 3, 5]);
        expect(s.money[1]).toEqual([]);
        expect(s.money[4]).toEqual([]);
      });

      it("still protects when its owner revealed it in turn before the blackmailer", () => {
        let s = rig(negotiating(4, 1), (d) => {
          setStack(d, 3, [2]);
          setStack(d, 2, [5]);
        });
        s = play(s, investigate(3, 2));
        s = vote(s, ["agree", "agree", "avert", "blackmail"]);
        expect(revealOrder(s)).toEqual([1, 2, 3, 0]);
        expect(values(s, s.money[2]!)).toEqual([2, 5]);
      });
    });

    describe("the table after a resolve", () => {
      it("returns investigators and action cards", () => {
        let s = play(negotiating(), investigate(1, 2));
        s = allDone(chooseAll(s, ["agree", "agree", "agree", "agree"]));
        expect(s.investigator).toEqual([null, null, null, null]);
        expect(s.chosen).toEqual([null, null, null, null]);
      });
    });
  });
}
