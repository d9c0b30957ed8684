/** Phase 4's vote: acceptance on ties and no votes, resignation, succession and the last player. */
import { describe, expect, it } from "vitest";
import type { TiefeTaschenEvent } from "../../../src/games/tiefe-taschen/index.js";
import {
  assign,
  bribe,
  choose,
  distribute,
  expectRefused,
  game,
  investigate,
  newGame,
  rig,
  type S,
  setPool,
  vote,
  wealth,
} from "./helpers.js";

const voteEvent = (s: S) =>
  s.events.find((e) => e.type === "vote") as Extract<TiefeTaschenEvent, { type: "vote" }>;

for (const edition of ["2015", "2016"] as const) {
  describe(`edition ${edition}`, () => {
    describe("the vote", () => {
      it("accepts a tie (2016 FAQ: Was passiert bei Gleichstand?)", () => {
        let s = rig(newGame(4, { edition }), (d) => setPool(d, [1, 1, 1, 1]));
        s = distribute(s, [0]);
        s = vote(s, ["agree", "reject", "reject", "agree"]);
        expect(voteEvent(s)).toMatchObject({ agree: 2, reject: 2, accepted: true });
        expect(wealth(s, 0)).toBe(13);
        expect(s.president).toBe(0);
        expect(s.period).toBe(2);
      });

      it("accepts when nobody votes at all (2016 FAQ: niemand spielt eine Abstimmungskarte)", () => {
        let s = distribute(newGame(4, { edition }), [1]);
        s = vote(s, ["treasury", "blackmail", "avert", "treasury"]);
        expect(voteEvent(s)).toMatchObject({ agree: 0, reject: 0, accepted: true });
        expect(s.period).toBe(2);
      });

      it("counts the president's own vote (2016 FAQ: Darf der Präsident auch abstimmen?)", () => {
        let s = distribute(newGame(5, { edition }), [0]);
        // Two rejects against the president's and one other Agree: 2 : 2 is accepted only thanks to the president.
        s = vote(s, ["agree", "reject", "reject", "agree", "avert"]);
        expect(voteEvent(s)).toMatchObject({ agree: 2, reject: 2, accepted: true });
      });

      it("refuses Reject from the president but allows every other card (2016 FAQ: Muss der Präsident immer zustimmen?)", () => {
        const s = distribute(newGame(4, { edition }), [0]);
        expectRefused(s, choose(0, "reject"), "reject-by-president");
        for (const card of ["agree", "treasury", "blackmail", "avert"] as const) {
          expect(game.validate(s, choose(0, card))).toBeUndefined();
        }
      });
    });

    describe("resignation", () => {
      it("makes the first Reject revealer president and redistributes the same pool among the rest", () => {
        let s = newGame(5, { edition, firstPresident: 1 });
        const pool = s.pool.slice();
        s = distribute(s, [1]);
        // Reveal order 1, 2, 3, 4, 0: seat 3 is the first to reveal Reject.
        s = vote(s, ["reject", "agree", "treasury", "reject", "reject"]);
        expect(voteEvent(s)).toMatchObject({ agree: 1, reject: 3, accepted: false });
        expect(s.events).toContainEqual({ type: "resigned", player: 1, successor: 3 });
        expect(s.president).toBe(3);
        expect(s.phase).toBe("distribute");
        expect(s.pool).toEqual(pool);
        expect(s.assignedTo).toEqual([null, null, null, null, null]);
        expect(s.active).toEqual([true, false, true, true, true]);
        expect(wealth(s, 1)).toBe(9);
      });

      it("puts the resigned president out of this period: no actions, no target, no money", () => {
        let s = distribute(newGame(4, { edition }), [0]);
        s = vote(s, ["agree", "reject", "reject", "reject"]);
        expect(game.toAct(s)).toEqual([1]);
        expectRefused(s, assign(0, s.pool[0]!, 0), "player-resigned");
        s = distribute(s, [1]);
        expect(game.toAct(s)).toEqual([1, 2, 3]);
        expectRefused(s, choose(0, "agree"), "player-resigned");
        expectRefused(s, investigate(2, 0), "target-resigned");
        expectRefused(s, bribe(2, "agree", 0, false), "target-resigned");
        expect(game.legalActions(s, 0)).toEqual([]);
        expect(game.viewFor(s, 2).active).toEqual([false, true, true, true]);
      });

      it("brings every resigned president back after a successful distribution (2016 FAQ)", () => {
        let s = distribute(newGame(4, { edition }), [0]);
        s = vote(s, ["agree", "reject", "reject", "reject"]);
        s = distribute(s, [1, 2, 3]);
        s = vote(s, [null, "agree", "agree", "agree"]);
        expect(s.active).toEqual([true, true, true, true]);
        expect(s.president).toBe(1);
        expect(s.period).toBe(2);
        expect(game.toAct(s)).toEqual([1]);
      });

      it("gives the whole pool to the last remaining player, who starts the next period as president", () => {
        let s = rig(newGame(4, { edition }), (d) => setPool(d, [5, 5, 5, 5]));
        s = distribute(s, [0]);
        s = vote(s, ["agree", "reject", "reject", "reject"]);
        expect(s.president).toBe(1);
        s = distribute(s, [1]);
        s = vote(s, [null, "agree", "reject", "reject"]);
        expect(s.president).toBe(2);
        s = distribute(s, [2]);
        s = vote(s, [null, null, "treasury", "reject"]);
        expect(s.events).toContainEqual(expect.objectContaining({ type: "last-player", player: 3 }));
        expect(wealth(s, 3)).toBe(9 + 20);
        expect(s.president).toBe(3);
        expect(s.period).toBe(2);
        expect(s.active).toEqual([true, true, true, true]);
      });
    });
  });
}
