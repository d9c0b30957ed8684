/** Text for people: action descriptions and view renderings, and that neither leaks hidden cards. */
import { describe, expect, it } from "vitest";
import { tiefeTaschenHeuristicBot } from "../../../src/bots/heuristic/tiefe-taschen.js";
import { type Bot, createRandom, randomBot } from "../../../src/core/index.js";
import {
  actionCardName,
  describeAction,
  describeEvent,
  renderView,
  type TiefeTaschenAction,
} from "../../../src/games/tiefe-taschen/index.js";
import { choose, distribute, fullBribe, game, newGame, play, type S } from "./helpers.js";

const ACTION_TYPES = [
  "assign",
  "unassign",
  "confirmDistribution",
  "chooseCard",
  "placeInvestigator",
  "withdrawInvestigator",
  "bribe",
  "bribeMoney",
  "moveBribe",
  "withdrawBribe",
  "revealBribe",
  "done",
  "pass",
] as const;

/** Plays a seeded game with the given bots, calling `visit` on every state before an action. */
function walk(seed: string, players: number, bots: Bot[], visit: (s: S) => void): void {
  const state = structuredClone(game.setup({ players, seed }));
  const random = createRandom(seed);
  for (let step = 0; step < 5000; step++) {
    visit(state);
    const toAct = game.toAct(state);
    if (toAct.length === 0) return;
    const seat = toAct[random.below(toAct.length)]!;
    const legal = game.legalActions(state, seat);
    game.applyInPlace(state, bots[seat]!.act(game.viewFor(state, seat), legal, random) as TiefeTaschenAction);
  }
}

/** One legal action of every type, each with the state it was legal in. */
function sampleActions(): Map<string, { action: TiefeTaschenAction; state: S }> {
  const found = new Map<string, { action: TiefeTaschenAction; state: S }>();
  const bots = [tiefeTaschenHeuristicBot, randomBot, randomBot, randomBot] as Bot[];
  for (let g = 0; g < 3 && found.size < ACTION_TYPES.length; g++) {
    walk(`text/${g}`, 4, bots, (s) => {
      for (const seat of game.toAct(s)) {
        for (const action of game.legalActions(s, seat)) {
          if (!found.has(action.type)) found.set(action.type, { action, state: structuredClone(s) });
        }
      }
    });
  }
  return found;
}

describe("describeAction", () => {
  const samples = sampleActions();

  it("describes every action type in plain words, with and without a view", () => {
    expect([...samples.keys()].sort()).toEqual([...ACTION_TYPES].sort());
    for (const { action, state } of samples.values()) {
      for (const view of [undefined, game.viewFor(state, action.player), game.viewFor(state, null)]) {
        const text = describeAction(action, view);
        expect(text).toMatch(new RegExp(`^Seat ${action.player} [a-z]`));
        expect(text).not.toMatch(/[{}[\]]|undefined|null|NaN/);
      }
    }
  });

  it("names money with its unit, action cards, seats and bribe demands", () => {
    expect(describeAction({ type: "assign", player: 1, card: 0, to: 3 })).toBe(
      "Seat 1 gives a 1 Mio card to Seat 3",
    );
    expect(describeAction({ type: "assign", player: 1, card: 89, to: 1 })).toBe("Seat 1 keeps a 5 Mio card");
    expect(describeAction({ type: "chooseCard", player: 2, card: "treasury" })).toBe(
      "Seat 2 chooses: Take from treasury",
    );
    expect(describeAction({ type: "bribe", player: 0, demand: "not-reject", target: 2, faceUp: true })).toBe(
      "Seat 0 offers Seat 2 a bribe demanding Not reject (face up)",
    );
    expect(describeAction({ type: "bribeMoney", player: 0, value: 4 })).toBe(
      "Seat 0 pays the bribe with a 4 Mio card",
    );
    expect(describeAction({ type: "placeInvestigator", player: 3, target: 0 })).toBe(
      "Seat 3 places the investigator before Seat 0",
    );
    expect(actionCardName("avert")).toBe("Avert blackmail");
  });

  it("hides another seat's action card and a face-down bribe card the viewer has not seen", () => {
    const s = distribute(newGame(4), [0]);
    const action: TiefeTaschenAction = { type: "chooseCard", player: 2, card: "blackmail" };
    expect(describeAction(action, game.viewFor(s, 2))).toContain("Blackmail");
    for (const viewer of [null, 0, 1, 3]) {
      expect(describeAction(action, game.viewFor(s, viewer))).not.toContain("Blackmail");
    }
    const pending = play(s, fullBribe(1, "agree", 3, 2)[0]!);
    const money: TiefeTaschenAction = { type: "bribeMoney", player: 1, value: 4 };
    expect(describeAction(money, game.viewFor(pending, 1))).toContain("4 Mio");
    expect(describeAction(money, game.viewFor(pending, 3))).toContain("4 Mio");
    expect(describeAction(money, game.viewFor(pending, 0))).not.toContain("Mio card");
    expect(describeAction(money, game.viewFor(pending, null))).not.toContain("4 Mio");
  });

  it("names a placed bribe card on withdrawal only to those who saw it", () => {
    const s = play(distribute(newGame(4), [0]), ...fullBribe(1, "agree", 3, 2));
    const withdraw: TiefeTaschenAction = { type: "withdrawBribe", player: 1, token: "agree" };
    expect(describeAction(withdraw, game.viewFor(s, 1))).toContain("2 Mio");
    expect(describeAction(withdraw, game.viewFor(s, 3))).toContain("2 Mio");
    expect(describeAction(withdraw, game.viewFor(s, 2))).not.toContain("Mio");
  });
});

describe("renderView", () => {
  it("renders views of every seat across random games, the same for states that differ only in hidden parts", () => {
    const bots = [tiefeTaschenHeuristicBot, randomBot, randomBot, randomBot, randomBot] as Bot[];
    let rendered = 0;
    let step = 0;
    const phases = new Set<string>();
    walk("render/1", 5, bots, (s) => {
      // Every 7th state, so that the sample spans the whole game (resignations, payouts, the end).
      if (step++ % 7 !== 0 && s.phase !== "over") return;
      phases.add(s.phase);
      for (const viewer of [null, 0, 1, 2, 3, 4]) {
        const view = game.viewFor(s, viewer);
        const text = renderView(view);
        rendered++;
        expect(text).toContain(`Period ${s.period}`);
        expect(text).not.toMatch(/undefined|NaN|\[object/);
        // A state resampled in everything this viewer cannot see renders identically.
        const other = game.determinize(view, `render/${rendered}`);
        expect(renderView(game.viewFor(other, viewer))).toBe(text);
        for (let seat = 0; seat < 5; seat++) {
          const line = text.split("\n").find((l) => l.startsWith(`  Seat ${seat}`)) ?? "";
          expect(line).not.toBe("");
          // Another seat's chosen action card is never named, only that one lies there.
          if (seat !== viewer) expect(line).not.toContain("card: ");
          if (seat === viewer && s.chosen[seat])
            expect(line).toContain(`card: ${actionCardName(s.chosen[seat]!)}`);
        }
      }
    });
    expect(rendered).toBeGreaterThan(300);
    expect([...phases].sort()).toEqual(["distribute", "final-choice", "negotiate", "ordered", "over"]);
  });

  it("shows the phase, the pool and distribution, own money, and the last events", () => {
    const s = play(distribute(newGame(4), [1]), choose(2, "reject"));
    const text = renderView(game.viewFor(s, 2));
    expect(text).toContain("you are Seat 2");
    expect(text).toContain("negotiation");
    expect(text).toMatch(/Pool \(\d+ Mio\): \d Mio → Seat 1/);
    expect(text).toMatch(/Seat 2 \(you\): 9 Mio in 3 cards \(2, 3, 4\); card: Reject/);
    expect(text).toContain("Seat 2 chooses Reject");
    expect(renderView(game.viewFor(s, 0))).toContain("Seat 2 chooses an action card");
    expect(renderView(game.viewFor(s, 0))).toMatch(/Seat 0 \(you, president\)/);
  });

  it("describes events, hiding the card when the event hides it", () => {
    expect(describeEvent({ type: "money-stolen", from: 1, to: 2, card: null })).toBe(
      "Seat 2 takes a hidden card from Seat 1",
    );
    expect(describeEvent({ type: "vote", agree: 2, reject: 1, accepted: true })).toBe(
      "vote: 2 Agree, 1 Reject: accepted",
    );
    expect(describeEvent({ type: "treasury-taken", player: 0, card: 40 })).toBe(
      "Seat 0 takes a 3 Mio card from the treasury",
    );
  });

  it("is wired into the game", () => {
    expect(game.describeAction).toBe(describeAction);
    expect(game.renderView).toBe(renderView);
  });
});
