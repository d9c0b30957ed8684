import { describe, expect, it } from "vitest";
import { rolloutEvaluators } from "../../src/bots/heuristic.js";
import { outcomeRewards } from "../../src/bots/rewards.js";
import { ConfigError, createRandom, type Outcome, RuleError } from "../../src/core/index.js";
import { getGame } from "../../src/games/registry.js";
import { type AecEnv, createEnv, createVectorEnv, encodedGameIds, NO_ACTION } from "../../src/rl/index.js";

/** A uniformly random legal index of a mask. */
function pickLegal(
  mask: Uint8Array,
  random: ReturnType<typeof createRandom>,
  offset = 0,
  size = mask.length,
): number {
  const legal: number[] = [];
  for (let i = 0; i < size; i++) if (mask[offset + i] === 1) legal.push(i);
  if (legal.length === 0) throw new Error("an empty mask for the selected agent");
  return legal[random.below(legal.length)] as number;
}

/** Plays the AEC loop (PettingZoo's agent_iter) with a random masked policy; returns the steps taken. */
function playOut(env: AecEnv, seed: string, limit = 20_000): number {
  const random = createRandom(seed);
  let steps = 0;
  while (env.agents.length > 0) {
    if (++steps > limit) throw new Error("the environment did not finish");
    const { actionMask, termination, truncation } = env.last();
    env.step(termination || truncation ? null : pickLegal(actionMask, random));
  }
  return steps;
}

const gameIds = encodedGameIds();
/** Options that keep the long games short enough for the suite (Kohle's default runs up to 300 turns). */
const quickOptions: Record<string, object> = { "kohle-kies-knete": { maxTurns: 40 } };

describe("AEC environment", () => {
  for (const id of gameIds) {
    const game = getGame(id);
    for (let players = game.players.min; players <= game.players.max; players++) {
      it(`${id}, ${players} players: a random masked policy plays to the end and is rewarded by the outcome`, () => {
        const env = createEnv(id, { players, seed: `play:${players}`, options: quickOptions[id] });
        expect(env.possibleAgents).toEqual(Array.from({ length: players }, (_, s) => s));
        let rewardsSeen = 0;
        const random = createRandom(`policy:${players}`);
        while (!env.terminations[env.agentSelection] && !env.truncations[env.agentSelection]) {
          expect(env.agents.length).toBe(players);
          expect(game.toAct(env.state() as never)).toContain(env.agentSelection);
          const { observation, actionMask, reward } = env.last();
          expect(observation.length).toBe(env.observationSize);
          expect(actionMask.length).toBe(env.numActions);
          rewardsSeen += Math.abs(reward);
          env.step(pickLegal(actionMask, random));
        }
        expect(rewardsSeen).toBe(0);
        expect(env.terminations).toEqual(new Array(players).fill(true));
        const outcome = env.infos[0]?.outcome as Outcome;
        expect(outcome).toEqual(game.outcome(env.state() as never));
        expect(outcome.winners.length).toBeGreaterThan(0);
        const expected = outcomeRewards(outcome, players, "win");
        expect(env.rewards).toEqual(expected);
        expect(env.cumulativeRewards).toEqual(expected);
        // The dead steps remove every agent in seat order, each seeing its final reward.
        const removed: number[] = [];
        while (env.agents.length > 0) {
          const last = env.last();
          expect(last.termination).toBe(true);
          expect(last.actionMask.every((bit) => bit === 0)).toBe(true);
          expect(last.reward).toBe(expected[env.agentSelection]);
          removed.push(env.agentSelection);
          expect(() => env.step(0)).toThrow(RuleError);
          env.step(null);
        }
        expect(removed).toEqual(env.possibleAgents);
        expect(() => env.step(null)).toThrow(RuleError);
      });
    }
  }

  it("a seeded reset replays the same game", () => {
    const a = createEnv("slush-fund", { players: 3, seed: "same" });
    const b = createEnv("slush-fund", { players: 2, seed: "other" });
    a.reset("replay");
    b.reset("replay");
    expect(b.state()).not.toEqual(a.state());
    const c = createEnv("slush-fund", { players: 3 });
    c.reset("replay");
    expect(c.state()).toEqual(a.state());
    playOut(a, "policy");
    playOut(c, "policy");
    expect(c.state()).toEqual(a.state());
    expect(c.cumulativeRewards).toEqual(a.cumulativeRewards);
    // Resets without a seed follow the environment's own sequence: distinct, and the same for equal seeds.
    const d = createEnv("slush-fund", { players: 3, seed: 5 });
    const e = createEnv("slush-fund", { players: 3, seed: 5 });
    d.reset();
    e.reset();
    expect(d.state()).toEqual(e.state());
    expect(d.state()).not.toEqual(createEnv("slush-fund", { players: 3, seed: 5 }).state());
  });

  it("an illegal index throws RuleError and changes nothing", () => {
    const env = createEnv("slush-fund", { players: 3, seed: 9 });
    const before = JSON.stringify(env.state());
    const { actionMask } = env.last();
    const illegal = actionMask.indexOf(0);
    for (const bad of [illegal, -1, env.numActions, 1.5, Number.NaN]) {
      expect(() => env.step(bad)).toThrow(RuleError);
    }
    expect(() => env.step(null)).toThrow(RuleError);
    expect(JSON.stringify(env.state())).toBe(before);
    expect(env.last().actionMask).toEqual(actionMask);
  });

  it("observes every seat; only the selected agent has a mask", () => {
    const env = createEnv("slush-fund", { players: 4, seed: 3 });
    for (const seat of env.possibleAgents) {
      const { observation, actionMask } = env.observe(seat);
      expect(observation.length).toBe(env.observationSize);
      expect(actionMask.some((bit) => bit === 1)).toBe(seat === env.agentSelection);
    }
    expect(() => env.observe(4)).toThrow(RuleError);
  });

  it("truncates at maxSteps with zero rewards", () => {
    const env = createEnv("slush-fund", { players: 3, seed: 4, maxSteps: 5 });
    const random = createRandom("t");
    for (let i = 0; i < 5; i++) {
      expect(env.truncations.some(Boolean)).toBe(false);
      env.step(pickLegal(env.last().actionMask, random));
    }
    expect(env.truncations).toEqual([true, true, true]);
    expect(env.terminations).toEqual([false, false, false]);
    expect(env.rewards).toEqual([0, 0, 0]);
    expect(env.infos[0]).toEqual({ truncated: true, steps: 5 });
    expect(game().outcome(env.state() as never)).toBeUndefined();
    expect(playOut(env, "dead")).toBe(3);
    expect(() => createEnv("slush-fund", { players: 3, maxSteps: 0 })).toThrow(ConfigError);
  });

  it("reset(seed) restarts the unseeded sequence from that seed", () => {
    const env = createEnv("slush-fund", { players: 3, seed: 1 });
    env.reset("s");
    env.reset();
    expect(env.state()).toEqual(createEnv("slush-fund", { players: 3, seed: "s/1" }).state());
    env.reset();
    expect(env.state()).toEqual(createEnv("slush-fund", { players: 3, seed: "s/2" }).state());
  });

  it("reset options play one game with other rules, and refuse bad ones or other spaces", () => {
    const env = createEnv("slush-fund", { players: 3, seed: 1 });
    env.reset(2, { thiefTakes: "any", timeCardsToEnd: 4 });
    const optioned = env.state() as { options: { thiefTakes: string; timeCardsToEnd: number } };
    expect(optioned.options).toMatchObject({ thiefTakes: "any", timeCardsToEnd: 4 });
    expect(optioned).toEqual(
      createEnv("slush-fund", {
        players: 3,
        seed: 2,
        options: { thiefTakes: "any", timeCardsToEnd: 4 },
      }).state(),
    );
    playOut(env, "options");
    env.reset(2);
    expect((env.state() as { options: { thiefTakes: string } }).options.thiefTakes).toBe("top");
    const before = JSON.stringify(env.state());
    expect(() => env.reset(3, { thiefTakes: "all" })).toThrow(
      expect.objectContaining({ field: "options.thiefTakes" }),
    );
    expect(() => env.reset(3, { deck: { scandal: 40 } })).toThrow(
      expect.objectContaining({ field: "options" }),
    );
    expect(() => env.reset(3, [] as never)).toThrow(expect.objectContaining({ field: "options" }));
    expect(JSON.stringify(env.state())).toBe(before);
  });

  it("illegalAction lose: an illegal index ends the game, its mover rewarded -1; a malformed one still throws", () => {
    const env = createEnv("slush-fund", { players: 3, seed: 9, illegalAction: "lose" });
    const mover = env.agentSelection;
    expect(() => env.step(env.numActions)).toThrow(RuleError);
    expect(() => env.step(1.5)).toThrow(RuleError);
    const illegal = env.last().actionMask.indexOf(0);
    env.step(illegal);
    expect(env.terminations).toEqual([true, true, true]);
    expect(env.rewards).toEqual([0, 1, 2].map((seat) => (seat === mover ? -1 : 0)));
    expect(env.infos[0]).toEqual({ illegalAction: true, forfeitedBy: mover, action: illegal });
    expect(playOut(env, "forfeit")).toBe(3);
    expect(() => createEnv("slush-fund", { players: 3, illegalAction: "shrug" as never })).toThrow(
      expect.objectContaining({ field: "illegalAction" }),
    );
  });

  it("rank rewards give first place 1 and last place 0", () => {
    const env = createEnv("slush-fund", { players: 3, seed: 12, reward: "rank" });
    playOut(env, "rank");
    const outcome = env.infos[0]?.outcome as Outcome;
    expect(env.cumulativeRewards).toEqual(outcomeRewards(outcome, 3, "rank"));
  });
});

function game() {
  return getGame("slush-fund");
}

/** True when `row` equals `buffer[offset .. offset + row.length)`. */
function sameValues(buffer: ArrayLike<number>, offset: number, row: ArrayLike<number>): boolean {
  for (let i = 0; i < row.length; i++) if (buffer[offset + i] !== row[i]) return false;
  return true;
}

describe("vector environment", () => {
  it("steps many games in one call like the single environment does, and resets finished ones", () => {
    const numEnvs = 4;
    const vec = createVectorEnv("slush-fund", { players: 3, numEnvs, seed: "v", maxSteps: 140 });
    const singles = Array.from({ length: numEnvs }, (_, i) =>
      createEnv("slush-fund", { players: 3, seed: `v/${i}/0`, maxSteps: 140 }),
    );
    const random = createRandom("vector");
    const actions = new Int32Array(numEnvs);
    const ended = new Array<number>(numEnvs).fill(0);
    const mismatches: string[] = [];
    let finished = 0;
    let sawTermination = false;
    let sawTruncation = false;
    for (let step = 0; step < 500; step++) {
      for (let i = 0; i < numEnvs; i++) {
        const single = singles[i] as AecEnv;
        const { observation, actionMask } = single.last();
        if (vec.agentSelection[i] !== single.agentSelection) mismatches.push(`agent of game ${i} at ${step}`);
        if (!sameValues(vec.observations, i * vec.observationSize, observation)) {
          mismatches.push(`observation of game ${i} at ${step}`);
        }
        if (!sameValues(vec.actionMasks, i * vec.numActions, actionMask))
          mismatches.push(`mask of game ${i} at ${step}`);
        actions[i] = pickLegal(vec.actionMasks, random, i * vec.numActions, vec.numActions);
      }
      vec.step(actions);
      for (let i = 0; i < numEnvs; i++) {
        const single = singles[i] as AecEnv;
        single.step(actions[i] as number);
        if (!sameValues(vec.rewards, i * 3, single.rewards))
          mismatches.push(`rewards of game ${i} at ${step}`);
        if (
          (vec.terminations[i] === 1) !== single.terminations[0] ||
          (vec.truncations[i] === 1) !== single.truncations[0]
        ) {
          mismatches.push(`end of game ${i} at ${step}`);
        }
        if (vec.terminations[i]) sawTermination = true;
        if (vec.truncations[i]) sawTruncation = true;
        if (vec.terminations[i] || vec.truncations[i]) {
          finished++;
          expect(vec.episodeSteps[i]).toBe(0);
          // The vector env already started game i's next game, seeded <seed>/<i>/<n>.
          ended[i] = (ended[i] as number) + 1;
          singles[i] = createEnv("slush-fund", { players: 3, seed: `v/${i}/${ended[i]}`, maxSteps: 140 });
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(finished).toBeGreaterThan(numEnvs);
    expect(sawTermination && sawTruncation).toBe(true);
  });

  it("refuses an illegal index in any game before moving any game", () => {
    const vec = createVectorEnv("slush-fund", { players: 2, numEnvs: 3, seed: 1 });
    const before = [0, 1, 2].map((i) => JSON.stringify(vec.state(i)));
    const actions = new Int32Array(3);
    for (let i = 0; i < 3; i++)
      actions[i] = vec.actionMasks.indexOf(1, i * vec.numActions) - i * vec.numActions;
    actions[2] = vec.actionMasks.indexOf(0, 2 * vec.numActions) - 2 * vec.numActions;
    expect(() => vec.step(actions)).toThrow(/game 2/);
    expect(() => vec.step(new Int32Array(2))).toThrow(RuleError);
    expect([0, 1, 2].map((i) => JSON.stringify(vec.state(i)))).toEqual(before);
    expect(() => createVectorEnv("slush-fund", { players: 2, numEnvs: 0 })).toThrow(ConfigError);
  });

  it("NO_ACTION leaves a row as it is; final observations keep the mover's last view of each ended game", () => {
    const numEnvs = 3;
    const vec = createVectorEnv("slush-fund", {
      players: 2,
      numEnvs,
      seed: "f",
      maxSteps: 30,
      finalObservations: true,
      illegalAction: "lose",
    });
    const singles = Array.from({ length: numEnvs }, (_, i) =>
      createEnv("slush-fund", { players: 2, seed: `f/${i}/0`, maxSteps: 30, illegalAction: "lose" }),
    );
    const games = new Array<number>(numEnvs).fill(0);
    const random = createRandom("final");
    const actions = new Int32Array(numEnvs);
    let checked = 0;
    let forfeits = 0;
    for (let step = 0; step < 120; step++) {
      for (let i = 0; i < numEnvs; i++) {
        actions[i] = pickLegal(vec.actionMasks, random, i * vec.numActions, vec.numActions);
      }
      actions[1] = NO_ACTION;
      if (step % 11 === 3) actions[0] = vec.actionMasks.indexOf(0, 0);
      const held = vec.observations.slice(vec.observationSize, 2 * vec.observationSize);
      vec.step(actions);
      expect(vec.observations.slice(vec.observationSize, 2 * vec.observationSize)).toEqual(held);
      expect([vec.rewards[2], vec.rewards[3], vec.terminations[1], vec.truncations[1]]).toEqual([0, 0, 0, 0]);
      let final = 0;
      for (const i of [0, 2]) {
        const single = singles[i] as AecEnv;
        const mover = single.agentSelection;
        single.step(actions[i] as number);
        expect(vec.illegalActions[i]).toBe(single.infos[0]?.illegalAction ? 1 : 0);
        if (vec.illegalActions[i]) forfeits++;
        if (!vec.terminations[i] && !vec.truncations[i]) continue;
        const row = vec.finalObservations.subarray(
          final * vec.observationSize,
          (final + 1) * vec.observationSize,
        );
        expect(Array.from(row)).toEqual(Array.from(single.observe(mover).observation));
        final++;
        checked++;
        games[i] = (games[i] as number) + 1;
        singles[i] = createEnv("slush-fund", {
          players: 2,
          seed: `f/${i}/${games[i]}`,
          maxSteps: 30,
          illegalAction: "lose",
        });
      }
      expect(vec.finalCount).toBe(final);
    }
    expect(checked).toBeGreaterThan(3);
    expect(forfeits).toBeGreaterThan(0);
    expect(vec.episodeSteps[1]).toBe(0);
    expect(createVectorEnv("slush-fund", { players: 2, numEnvs: 1 }).finalObservations).toHaveLength(0);
  });

  it("packed masks hold the same mask as bits, row by row", () => {
    const vec = createVectorEnv("kohle-kies-knete", {
      players: 3,
      numEnvs: 3,
      seed: "bits",
      packedMasks: true,
    });
    const random = createRandom("bits");
    const actions = new Int32Array(3);
    expect(vec.maskBytes).toBe(Math.ceil(vec.numActions / 8));
    for (let step = 0; step < 40; step++) {
      for (let i = 0; i < 3; i++) {
        for (let k = 0; k < vec.numActions; k++) {
          const bit = ((vec.actionMaskBits[i * vec.maskBytes + (k >> 3)] as number) >> (k & 7)) & 1;
          expect(bit).toBe(vec.actionMasks[i * vec.numActions + k]);
        }
        actions[i] = pickLegal(vec.actionMasks, random, i * vec.numActions, vec.numActions);
      }
      vec.step(actions);
    }
  });

  it("a seeded reset is reproducible", () => {
    const a = createVectorEnv("slush-fund", { players: 4, numEnvs: 2, seed: "x" });
    const b = createVectorEnv("slush-fund", { players: 4, numEnvs: 2 });
    b.reset("x");
    expect(b.observations).toEqual(a.observations);
    expect(b.state(1)).toEqual(a.state(1));
    expect(a.state(0)).not.toEqual(a.state(1));
  });

  it.each(encodedGameIds())(
    "%s: potentials are each seat's evaluator estimate of the game each row shows, new games' included",
    (id) => {
      const players = Math.max(3, getGame(id).players.min);
      const evaluate = rolloutEvaluators[id] as (state: unknown) => readonly number[];
      const vec = createVectorEnv(id, { players, numEnvs: 3, seed: 4, maxSteps: 25, potentials: true });
      const plain = createVectorEnv(id, { players, numEnvs: 3, seed: 4, maxSteps: 25 });
      const random = createRandom(`potentials/${id}`);
      const actions = new Int32Array(3);
      let restarted = 0;
      let moved = 0;
      for (let step = 0; step < 60; step++) {
        for (let i = 0; i < 3; i++) {
          const expected = evaluate(vec.state(i));
          const row = Array.from(vec.potentials.subarray(i * players, (i + 1) * players));
          for (let seat = 0; seat < players; seat++) {
            expect(row[seat]).toBeCloseTo(expected[seat] as number, 5);
            expect(row[seat]).toBeGreaterThanOrEqual(0);
            expect(row[seat]).toBeLessThanOrEqual(1);
          }
          if (step > 0 && row.some((value) => Math.abs(value - 0.5) > 0.01)) moved++;
          actions[i] = pickLegal(vec.actionMasks, random, i * vec.numActions, vec.numActions);
        }
        vec.step(actions);
        plain.step(actions);
        restarted += vec.truncations.reduce((sum, ended) => sum + ended, 0);
      }
      // Games ended and restarted, the estimates moved off even, and without the option they are zeros.
      expect(restarted).toBeGreaterThan(0);
      expect(moved).toBeGreaterThan(0);
      expect(plain.observations).toEqual(vec.observations);
      expect(plain.potentials.every((value) => value === 0)).toBe(true);
    },
  );

  it("potentials are the vector form's: the AEC form refuses them rather than drop them", () => {
    expect(() => createEnv("campaign", { players: 3, potentials: true } as never)).toThrow(
      expect.objectContaining({ field: "potentials" }),
    );
  });
});

describe("simultaneous phases", () => {
  /** Plays a 5-seat game with random legal actions; returns each step's `toAct` and selected seat. */
  function selections(id: string, config: { seed: string; actorOrder?: "random" | "clockwise" }) {
    const game = getGame(id);
    const env = createEnv(id, { players: 5, options: quickOptions[id], ...config });
    const random = createRandom(config.seed);
    const steps: { toAct: number[]; selected: number }[] = [];
    while (!env.terminations[0] && !env.truncations[0]) {
      steps.push({ toAct: game.toAct(env.state() as never), selected: env.agentSelection });
      env.step(pickLegal(env.last().actionMask, random));
    }
    return steps;
  }

  /** The first seat of `toAct` clockwise after `last`. */
  const clockwiseAfter = (toAct: number[], last: number, players = 5) =>
    toAct
      .slice()
      .sort((a, b) => ((a - last - 1 + 2 * players) % players) - ((b - last - 1 + 2 * players) % players))[0];

  it("clockwise: the seats of toAct take turns from the seat that acted last", () => {
    for (const id of ["tiefe-taschen", "kohle-kies-knete"]) {
      const steps = selections(id, { seed: `turns:${id}`, actorOrder: "clockwise" });
      let last = -1;
      for (const { toAct, selected } of steps) {
        expect(selected).toBe(clockwiseAfter(toAct, last));
        last = selected;
      }
      const shared = steps.filter((step) => step.toAct.length > 1);
      expect(shared.length).toBeGreaterThan(10);
      // Every seat gets to act in the shared phases.
      expect(new Set(shared.map((step) => step.selected)).size).toBe(5);
    }
  });

  it("random (the default): any seat of toAct may be drawn, as in the simulator, and equal seeds repeat", () => {
    for (const id of ["tiefe-taschen", "kohle-kies-knete"]) {
      const steps = selections(id, { seed: `draws:${id}` });
      expect(selections(id, { seed: `draws:${id}`, actorOrder: "random" })).toEqual(steps);
      let last = -1;
      let shared = 0;
      let notClockwise = 0;
      let againAtOnce = 0;
      for (const { toAct, selected } of steps) {
        expect(toAct).toContain(selected);
        if (toAct.length > 1) {
          shared++;
          if (selected !== clockwiseAfter(toAct, last)) notClockwise++;
          // Never under the clockwise order while another seat may act: the same seat again.
          if (selected === last) againAtOnce++;
        }
        last = selected;
      }
      expect(shared).toBeGreaterThan(10);
      expect(notClockwise).toBeGreaterThan(shared / 4);
      expect(againAtOnce).toBeGreaterThan(0);
      expect(new Set(steps.filter((s) => s.toAct.length > 1).map((s) => s.selected)).size).toBe(5);
      expect(selections(id, { seed: `draws:${id}:other` })).not.toEqual(steps);
    }
  });

  it("refuses an actor order it does not know", () => {
    expect(() => createEnv("kohle-kies-knete", { players: 3, actorOrder: "sideways" as never })).toThrow(
      /actorOrder: is "random" or "clockwise", got "sideways"/,
    );
    expect(() =>
      createVectorEnv("kohle-kies-knete", { players: 3, numEnvs: 2, actorOrder: 1 as never }),
    ).toThrow(ConfigError);
  });
});
