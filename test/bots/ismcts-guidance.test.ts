/**
 * The knowledge ISMCTS can take from another bot: a rollout policy that sees only views of sampled
 * states, a prior that biases the root, progressive widening, a depth-limited (flat) tree and
 * rollouts cut off after a number of turns.
 */
import { describe, expect, it } from "vitest";
import { createIsmctsBot } from "../../src/bots/ismcts.js";
import { type Bot, createRandom, type StateBase } from "../../src/core/index.js";
import { type HighCardAction, type HighCardView, highCard } from "../fixtures/high-card.js";

/** A state of the fixture's play phase where seat 0 has several choices. */
function midGame() {
  const state = structuredClone(highCard.setup({ players: 3, seed: "mid" }));
  for (const seat of [0, 1, 2]) highCard.applyInPlace(state, { type: "ante", player: seat });
  return state;
}

/** A bot that always takes the last legal action and counts its calls. */
function lastActionBot(): Bot & { calls: number } {
  return {
    name: "last",
    calls: 0,
    act(_view, legal) {
      this.calls++;
      return legal[legal.length - 1] as HighCardAction;
    },
  };
}

describe("ISMCTS guided by other bots", () => {
  it("plays rollouts with the policy bot, which sees views of sampled states only", () => {
    const state = midGame();
    const view = highCard.viewFor(state, 0);
    const legal = highCard.legalActions(state, 0);
    const sampled = new WeakSet<StateBase>();
    const views: HighCardView[] = [];
    const watched = {
      ...highCard,
      determinize(v: HighCardView, seed: number | string) {
        const sample = highCard.determinize(v, seed);
        sampled.add(sample);
        return sample;
      },
      viewFor(s: Parameters<typeof highCard.viewFor>[0], seat: number | null) {
        if (!sampled.has(s)) throw new Error("the bot asked for a view of a state it did not sample");
        const seen = highCard.viewFor(s, seat);
        views.push(seen);
        return seen;
      },
    };
    const policy = lastActionBot();
    const bot = createIsmctsBot(watched, { iterations: 30, policy });
    expect(legal).toContain(bot.act(view, legal, createRandom(5)));
    expect(policy.calls).toBeGreaterThan(0);
    expect(views).toHaveLength(policy.calls);
    // With a policy share of 0 the rollouts are uniform again and the policy is never asked.
    const unused = lastActionBot();
    createIsmctsBot(watched, { iterations: 30, policy: unused, policyShare: 0 }).act(
      view,
      legal,
      createRandom(5),
    );
    expect(unused.calls).toBe(0);
  });

  it("tries the prior's action first and keeps it when the search has no evidence against it", () => {
    const state = midGame();
    const view = highCard.viewFor(state, 0);
    const legal = highCard.legalActions(state, 0);
    expect(legal.length).toBeGreaterThan(2);
    const prior = lastActionBot();
    const bot = createIsmctsBot(highCard, { iterations: 1, prior });
    expect(bot.act(view, legal, createRandom(1))).toBe(legal[legal.length - 1]);
    expect(prior.calls).toBe(1);
    // A large prior weight holds the search on the prior's action for a small budget.
    const held = createIsmctsBot(highCard, { iterations: 20, prior, priorWeight: 100 });
    expect(held.act(view, legal, createRandom(2))).toBe(legal[legal.length - 1]);
  });

  it("widens the root progressively: few actions compared on a small budget", () => {
    const state = midGame();
    const view = highCard.viewFor(state, 0);
    const legal = highCard.legalActions(state, 0);
    const bot = createIsmctsBot(highCard, { iterations: 8, widening: 1 });
    bot.act(view, legal, createRandom(3));
    const visited = Object.values(bot.lastSearch.rootVisits).filter((visits) => visits > 0);
    // floor(√(7 + 1)) = 2 children at most after 8 iterations, where unlimited widening tries 3 or more.
    expect(visited.length).toBeLessThanOrEqual(2);
    const wide = createIsmctsBot(highCard, { iterations: 8 });
    wide.act(view, legal, createRandom(3));
    expect(Object.values(wide.lastSearch.rootVisits).filter((visits) => visits > 0).length).toBe(
      Math.min(8, legal.length),
    );
  });

  it("with depth 1 searches the root only, the policy playing every later action", () => {
    const state = midGame();
    const view = highCard.viewFor(state, 0);
    const legal = highCard.legalActions(state, 0);
    let legalCalls = 0;
    let policyCalls = 0;
    const counted = {
      ...highCard,
      legalActions(s: Parameters<typeof highCard.legalActions>[0], seat: number) {
        legalCalls++;
        return highCard.legalActions(s, seat);
      },
    };
    const policy: Bot = {
      name: "counting",
      act(_view, choices, random) {
        policyCalls++;
        return choices[random.below(choices.length)] as HighCardAction;
      },
    };
    createIsmctsBot(counted, { iterations: 25, depth: 1, policy }).act(view, legal, createRandom(4));
    // Every state after the root action is a rollout state: each choice among several went to the policy.
    expect(policyCalls).toBeGreaterThan(0);
    expect(legalCalls).toBeGreaterThanOrEqual(policyCalls);
    expect(() => createIsmctsBot(highCard, { depth: 0 })).toThrow(RangeError);
  });

  it("cuts rollouts after a number of turns and scores them with the evaluator", () => {
    const state = midGame();
    const view = highCard.viewFor(state, 0);
    const legal = highCard.legalActions(state, 0);
    for (const turns of [1, 2]) {
      let applied = 0;
      let evaluated = 0;
      const counted = {
        ...highCard,
        applyInPlace(s: Parameters<typeof highCard.applyInPlace>[0], action: HighCardAction) {
          applied++;
          return highCard.applyInPlace(s, action);
        },
      };
      const bot = createIsmctsBot(counted, {
        iterations: 12,
        rolloutTurns: turns,
        evaluate: (cut) => {
          evaluated++;
          // Cut at the start of a turn: the seat to act is not the one that acted last.
          const s = cut as typeof state;
          const last = s.events[s.events.length - 1];
          expect(highCard.toAct(s)).not.toContain(last?.type === "played" ? last.player : -1);
          return [1, 0, 0];
        },
      });
      expect(legal).toContain(bot.act(view, legal, createRandom(6)));
      // In the fixture every turn is one action: the root's, then one per further turn.
      expect(evaluated).toBe(12);
      expect(applied).toBe(12 * turns);
    }
    expect(() => createIsmctsBot(highCard, { rolloutTurns: 0 })).toThrow(RangeError);
  });
});
