/**
 * Python and TypeScript choose the same action: test/fixtures/policy-roundtrip.json holds policies
 * written by `backroom.Policy` and Python's choices on 1,000 observations of real games
 * (python/tests/policy_fixture.py; python/tests/test_policy.py regenerates it and compares). Here the
 * same games are replayed and both the forward pass on the environment's observation and the
 * policy bot on the seat's view must choose what Python chose, at every step. The anchored cases
 * replay one-game vector environments whose teacher is the heuristic bot: the anchor's choice must
 * be what Python was told, and the anchored choice (from those logits, the anchor's choice one-hot
 * after the observation for the networks that read it, and from the policy bot, which asks the
 * heuristic bot itself) what Python chose.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bestLegal, createPolicyBot, parsePolicy, policyLogits } from "../../src/bots/index.js";
import { createRandom } from "../../src/core/index.js";
import { getGame } from "../../src/games/registry.js";
import { createEnv, createVectorEnv } from "../../src/rl/index.js";

interface RecordedGame {
  readonly game: string;
  readonly players: number;
  readonly seeds: readonly number[];
  readonly policy: unknown;
  readonly chosen: readonly number[];
  readonly played: readonly number[];
}

/** An anchored policy's game: one seed, and the anchor's choice at every recorded step. */
interface RecordedAnchored extends Omit<RecordedGame, "seeds"> {
  readonly seed: number;
  readonly anchors: readonly number[];
}

const fixture = JSON.parse(
  readFileSync(new URL("../fixtures/policy-roundtrip.json", import.meta.url), "utf8"),
) as { steps: number; games: RecordedGame[]; anchored: RecordedAnchored[] };

describe("policy round trip (Python writes, TypeScript plays)", () => {
  it("covers 1,000 recorded decisions over the four games", () => {
    expect(fixture.games.map((g) => g.game).sort()).toEqual([
      "campaign",
      "kohle-kies-knete",
      "slush-fund",
      "tiefe-taschen",
    ]);
    expect(fixture.games.reduce((sum, g) => sum + g.chosen.length, 0)).toBe(1000);
  });

  for (const recorded of fixture.games) {
    it(`${recorded.game}: TypeScript chooses what Python chose on every observation`, () => {
      const game = getGame(recorded.game);
      const env = createEnv(game, { players: recorded.players, seed: recorded.seeds[0] as number });
      const policy = parsePolicy(recorded.policy, "fixture", { encoding: env.encoding.version });
      const bot = createPolicyBot(game, recorded.players, recorded.policy, "fixture", "policy");
      const seeds = [...recorded.seeds];
      env.reset(seeds.shift());
      const fromEnv: number[] = [];
      const fromBot: number[] = [];
      while (fromEnv.length < recorded.chosen.length) {
        if (env.agents.length === 0) {
          env.reset(seeds.shift());
          continue;
        }
        const { observation, actionMask, termination, truncation } = env.last();
        if (termination || truncation) {
          env.step(null);
          continue;
        }
        fromEnv.push(bestLegal(policyLogits(policy, observation), actionMask));
        const seat = env.agentSelection;
        const state = env.state() as never;
        const view = game.viewFor(state, seat);
        const action = bot.act(view, game.legalActions(state, seat), createRandom(0));
        fromBot.push(env.encoding.encodeAction(view, action));
        env.step(recorded.played[fromEnv.length - 1] as number);
      }
      expect(seeds).toEqual([]);
      expect(fromEnv).toEqual(recorded.chosen);
      expect(fromBot).toEqual(recorded.chosen);
    });
  }

  it("covers anchored policies with and without the anchor's choice as an input", () => {
    const inputs = fixture.anchored.map(
      (g) => (g.policy as { anchor: { input?: boolean } }).anchor.input === true,
    );
    expect(inputs.filter(Boolean).length).toBe(2);
    expect(fixture.anchored.reduce((sum, g) => sum + g.chosen.length, 0)).toBe(400);
  });

  for (const recorded of fixture.anchored) {
    it(`${recorded.game}: an anchored policy chooses what Python chose`, () => {
      const game = getGame(recorded.game);
      const vec = createVectorEnv(game, {
        players: recorded.players,
        numEnvs: 1,
        seed: recorded.seed,
        teacher: "heuristic",
      });
      const policy = parsePolicy(recorded.policy, "fixture", { encoding: vec.encoding.version });
      const bonus = policy.anchor?.bonus as number;
      const bot = createPolicyBot(game, recorded.players, recorded.policy, "fixture", "policy");
      vec.reset(recorded.seed);
      const anchors: number[] = [];
      const fromLogits: number[] = [];
      const fromBot: number[] = [];
      let decidedByBonus = 0;
      for (const played of recorded.played) {
        const anchor = vec.teacherActions[0] as number;
        anchors.push(anchor);
        // A network that reads the anchor's choice gets it one-hot after the observation.
        const input = new Float64Array(policy.layers[0]?.inputs as number);
        input.set(vec.observations);
        if (policy.anchor?.input) input[vec.observationSize + anchor] = 1;
        const logits = policyLogits(policy, input);
        const without = bestLegal(logits, vec.actionMasks);
        logits[anchor] = (logits[anchor] as number) + bonus;
        fromLogits.push(bestLegal(logits, vec.actionMasks));
        if (fromLogits.at(-1) !== without) decidedByBonus++;
        const state = vec.state(0) as never;
        const seat = vec.agentSelection[0] as number;
        const view = game.viewFor(state, seat);
        fromBot.push(
          vec.encoding.encodeAction(view, bot.act(view, game.legalActions(state, seat), createRandom(0))),
        );
        vec.step([played]);
      }
      expect(anchors).toEqual(recorded.anchors);
      expect(fromLogits).toEqual(recorded.chosen);
      expect(fromBot).toEqual(recorded.chosen);
      // The bonus changed some choices and left others to the network.
      expect(decidedByBonus).toBeGreaterThan(0);
      expect(recorded.chosen.some((c, i) => c !== recorded.anchors[i])).toBe(true);
    });
  }
});
