import { describe, expect, it } from "vitest";
import type { Bot } from "../../src/core/bot.js";
import { ConfigError, createRandom, RuleError } from "../../src/core/index.js";
import { createEnv, createVectorEnv } from "../../src/rl/index.js";

/** A uniformly random legal index of a mask row. */
function pickLegal(
  mask: Uint8Array,
  random: ReturnType<typeof createRandom>,
  offset = 0,
  size = mask.length,
) {
  const legal: number[] = [];
  for (let i = 0; i < size; i++) if (mask[offset + i] === 1) legal.push(i);
  if (legal.length === 0) throw new Error("an empty mask for the selected agent");
  return legal[random.below(legal.length)] as number;
}

/** Plays one AEC game for the learners at random; returns the agents seen and the rewards. */
function playAec(seed: number, opponents: Record<number, unknown>) {
  const env = createEnv("slush-fund", { players: 3, seed, opponents: opponents as never });
  const random = createRandom(`learner/${seed}`);
  const seen: number[] = [];
  const rewards: number[] = [];
  let guard = 0;
  while (env.agents.length > 0) {
    if (++guard > 5000) throw new Error("the game did not end");
    const { actionMask, termination, truncation, reward } = env.last();
    seen.push(env.agentSelection);
    if (termination || truncation) {
      rewards.push(reward);
      env.step(null);
    } else env.step(pickLegal(actionMask, random));
  }
  return { seen, rewards, possibleAgents: env.possibleAgents, outcome: env.infos[0] };
}

describe("opponents inside the environments", () => {
  it("the AEC learner only ever sees its own turns and gets the outcome when the game ends", () => {
    const { seen, rewards, possibleAgents } = playAec(3, { 1: "heuristic", 2: "random" });
    expect(possibleAgents).toEqual([0]);
    expect(new Set(seen)).toEqual(new Set([0]));
    expect(rewards).toHaveLength(1);
    expect([0, 0.5, 1]).toContain(rewards[0]);
  });

  it("two learners against one bot: the bot's seat is never selected", () => {
    const { seen, possibleAgents } = playAec(4, { 1: "heuristic" });
    expect(possibleAgents).toEqual([0, 2]);
    expect(seen.every((seat) => seat === 0 || seat === 2)).toBe(true);
    expect(seen).toContain(2);
  });

  it("a seeded run repeats exactly, opponents' random play included", () => {
    const first = playAec(5, { 1: "random", 2: "random" });
    const again = playAec(5, { 1: "random", 2: "random" });
    expect(again).toEqual(first);
    const other = playAec(6, { 1: "random", 2: "random" });
    expect(other.seen.length).not.toBe(first.seen.length + 0.5);
  });

  it("a Bot object can play a seat, and sees only its own seat's view", () => {
    const viewers: (number | null)[] = [];
    const bot: Bot = {
      name: "first",
      act(view, legal) {
        viewers.push(view.viewer);
        return legal[0] as never;
      },
    };
    const { seen } = playAec(7, { 1: bot, 2: bot });
    expect(seen.every((seat) => seat === 0)).toBe(true);
    expect(new Set(viewers)).toEqual(new Set([1, 2]));
  });

  it("bad opponent specs are a ConfigError naming the seat", () => {
    const cases: [unknown, string][] = [
      [{ 1: "nobody" }, "opponents.1"],
      [{ 2: { bot: "random", depth: 3 } }, "opponents.2"],
      [{ 5: "random" }, "opponents.5"],
      [{ 1: 42 }, "opponents.1"],
      [{ "-1": "random" }, "opponents.-1"],
      [{ 0: "random", 1: "random", 2: "random" }, "opponents"],
    ];
    for (const [opponents, field] of cases) {
      let caught: unknown;
      try {
        createEnv("slush-fund", { players: 3, opponents: opponents as never });
      } catch (error) {
        caught = error;
      }
      expect(caught, JSON.stringify(opponents)).toBeInstanceOf(ConfigError);
      expect((caught as ConfigError).field).toBe(field);
      if (field !== "opponents") expect((caught as Error).message).toMatch(/seat -?\d/);
    }
    expect(() =>
      createVectorEnv("slush-fund", { players: 3, numEnvs: 2, opponents: { 1: "nobody" } }),
    ).toThrow(ConfigError);
    // A bot with its options is accepted (the ismcts settings reach the bot).
    const env = createEnv("slush-fund", { players: 3, opponents: { 1: { bot: "ismcts", iterations: 4 } } });
    expect(env.possibleAgents).toEqual([0, 2]);
  });

  it("the vector env never selects an opponent's seat, auto-resets, and repeats under a seed", () => {
    const run = () => {
      const vec = createVectorEnv("campaign", {
        players: 3,
        numEnvs: 4,
        seed: "vec",
        opponents: { 0: "heuristic", 2: "random" },
      });
      const random = createRandom("vector-learner");
      const actions = new Int32Array(vec.numEnvs);
      const trace: number[] = [];
      let ended = 0;
      for (let step = 0; step < 400 && ended < 3; step++) {
        for (let i = 0; i < vec.numEnvs; i++) {
          expect(vec.agentSelection[i]).toBe(1);
          actions[i] = pickLegal(vec.actionMasks, random, i * vec.numActions, vec.numActions);
        }
        vec.step(actions);
        for (let i = 0; i < vec.numEnvs; i++) {
          if (vec.terminations[i] === 1) {
            ended++;
            const rewards = Array.from(vec.rewards.subarray(i * 3, i * 3 + 3));
            expect(rewards.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
            // The row already shows the next game: a learner's turn near its start.
            expect(vec.episodeSteps[i]).toBeLessThan(40);
            trace.push(i, ...rewards);
          } else {
            expect(Array.from(vec.rewards.subarray(i * 3, i * 3 + 3))).toEqual([0, 0, 0]);
          }
        }
        trace.push(...vec.actionMasks.slice(0, 8));
      }
      expect(ended).toBeGreaterThan(0);
      return trace;
    };
    expect(run()).toEqual(run());
  });

  it("the teacher reports a legal action of the learner without playing it", () => {
    const vec = createVectorEnv("slush-fund", {
      players: 3,
      numEnvs: 3,
      seed: 2,
      opponents: { 1: "heuristic", 2: "heuristic" },
      teacher: "heuristic",
    });
    for (let step = 0; step < 20; step++) {
      for (let i = 0; i < vec.numEnvs; i++) {
        const teacher = vec.teacherActions[i] as number;
        expect(vec.actionMasks[i * vec.numActions + teacher]).toBe(1);
      }
      vec.step(vec.teacherActions);
    }
    expect(() => createVectorEnv("slush-fund", { players: 3, numEnvs: 1, teacher: "nobody" })).toThrow(
      ConfigError,
    );
    const plain = createVectorEnv("slush-fund", { players: 3, numEnvs: 2 });
    expect(Array.from(plain.teacherActions)).toEqual([-1, -1]);
    expect(() => plain.step([9999, 9999])).toThrow(RuleError);
  });
  it("an anchor reports its own choice beside a different teacher, seeded apart from it", () => {
    const config = {
      players: 3,
      numEnvs: 4,
      seed: 5,
      opponents: { 1: "heuristic", 2: "heuristic" },
      teacher: "random",
      anchor: "heuristic",
    } as const;
    const vec = createVectorEnv("campaign", config);
    const heuristic = createVectorEnv("campaign", { ...config, teacher: "heuristic", anchor: undefined });
    let differ = 0;
    for (let step = 0; step < 30; step++) {
      for (let i = 0; i < vec.numEnvs; i++) {
        const anchor = vec.anchorActions[i] as number;
        expect(vec.actionMasks[i * vec.numActions + anchor]).toBe(1);
        expect(vec.actionMasks[i * vec.numActions + (vec.teacherActions[i] as number)]).toBe(1);
        // The anchor advises exactly what the same bot would as a teacher on the same game.
        expect(anchor).toBe(heuristic.teacherActions[i]);
        if (anchor !== vec.teacherActions[i]) differ++;
      }
      vec.step(vec.anchorActions);
      heuristic.step(heuristic.teacherActions);
    }
    expect(differ).toBeGreaterThan(0);
    expect(() => createVectorEnv("campaign", { players: 3, numEnvs: 1, anchor: "nobody" })).toThrow(
      expect.objectContaining({ field: "anchor" }),
    );
    expect(Array.from(heuristic.anchorActions)).toEqual([-1, -1, -1, -1]);
  });
});
