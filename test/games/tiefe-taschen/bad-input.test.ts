/** Bad input: every refusal has its own code and leaves the (frozen) state unchanged. */
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/core/index.js";
import {
  assign,
  bribe,
  bribeMoney,
  choose,
  confirm,
  distribute,
  done,
  expectRefused,
  fullBribe,
  game,
  investigate,
  newGame,
  pass,
  play,
  rig,
  setStack,
  vote,
} from "./helpers.js";

const negotiating = () => Object.freeze(distribute(newGame(4), [0]));

describe("bad input", () => {
  it("bribing with a card not in your private money", () => {
    const s = play(
      rig(negotiating(), (d) => setStack(d, 2, [1, 2])),
      bribe(2, "agree", 1),
    );
    expectRefused(s, bribeMoney(2, 5), "card-not-held");
  });

  it("bribing with nothing in private money", () => {
    expectRefused(
      rig(negotiating(), (d) => setStack(d, 2, [])),
      bribe(2, "agree", 1),
      "no-money",
    );
  });

  it("a second card on one token", () => {
    const s = play(negotiating(), ...fullBribe(2, "reject", 1, 3));
    expectRefused(s, bribe(2, "not-reject", 3), "token-in-use");
  });

  it("a bribe or investigator on yourself", () => {
    expectRefused(negotiating(), bribe(2, "agree", 2), "target-self");
    expectRefused(negotiating(), investigate(2, 2), "target-self");
  });

  it("a bribe or investigator on a resigned player, and any action by one", () => {
    let s = vote(negotiating(), ["agree", "reject", "reject", "reject"]);
    s = distribute(s, [1]);
    expectRefused(s, bribe(2, "agree", 0), "target-resigned");
    expectRefused(s, investigate(2, 0), "target-resigned");
    expectRefused(s, choose(0, "agree"), "player-resigned");
    expectRefused(s, investigate(0, 2), "player-resigned");
  });

  it("Reject chosen by the president", () => {
    expectRefused(negotiating(), choose(0, "reject"), "reject-by-president");
  });

  it("distributing to a resigned player or leaving a card unassigned at confirm", () => {
    const s = vote(negotiating(), ["agree", "reject", "reject", "reject"]);
    expectRefused(s, assign(1, s.pool[0]!, 0), "receiver-resigned");
    expectRefused(s, confirm(1), "distribution-incomplete");
  });

  it("actions outside their phase", () => {
    const distributing = newGame(4);
    expectRefused(distributing, choose(0, "agree"), "wrong-phase");
    expectRefused(distributing, pass(0), "wrong-phase");
    expectRefused(distributing, bribeMoney(0, 2), "wrong-phase");
    expectRefused(negotiating(), assign(0, 0, 1), "wrong-phase");
    expectRefused(negotiating(), pass(1), "wrong-phase");
    expectRefused(negotiating(), bribeMoney(1, 2), "wrong-phase");
  });

  it("any action after the end", () => {
    const s = rig(newGame(4, { bankruptcyDepth: 74 }), () => {});
    const over = vote(distribute(s, [0]), ["agree", "agree", "agree", "agree"]);
    expect(over.phase).toBe("over");
    expectRefused(over, done(0), "game-over");
  });

  it("malformed actions", () => {
    const s = negotiating();
    expectRefused(s, { type: "chooseCard", player: 1, card: "veto" }, "bad-field");
    expectRefused(s, { type: "bribe", player: 1, demand: "agree", target: 2 }, "missing-field");
    expectRefused(s, { type: "done", player: 1, extra: true }, "extra-field");
    expectRefused(s, { type: "bribeMoney", player: 1, value: 6 }, "bad-field");
    expectRefused(s, { type: "steal", player: 1 }, "unknown-action");
  });
});

describe("bad options", () => {
  const bad: [unknown, unknown, string][] = [
    [3, {}, "players"],
    [9, {}, "players"],
    [4, { edition: "2017" }, "options.edition"],
    [4, { firstPresident: 4 }, "options.firstPresident"],
    [4, { bankruptcyDepth: -1 }, "options.bankruptcyDepth"],
    [4, { bankruptcyDepth: 79 }, "options.bankruptcyDepth"],
    [4, { edition: "2015", bankruptcyDepth: 3 }, "options.bankruptcyDepth"],
    [4, { negotiationLimit: 1.5 }, "options.negotiationLimit"],
    [4, { colour: "red" }, "options.colour"],
  ];
  for (const [players, options, field] of bad) {
    it(`rejects ${JSON.stringify(options)} with ${players} players (${field})`, () => {
      let error: unknown;
      try {
        game.setup({ players: players as number, seed: 1, options: options as never });
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).field).toBe(field);
    });
  }

  it("accepts the documented defaults", () => {
    expect(game.defaultOptions).toEqual({
      edition: "2016",
      firstPresident: null,
      bankruptcyDepth: null,
      negotiationLimit: null,
    });
    expect(game.setup({ players: 8, seed: "x", options: { bankruptcyDepth: 66 } }).phase).toBe("over");
  });
});
