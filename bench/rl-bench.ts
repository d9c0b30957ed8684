/**
 * The research interface's speed (issue 21): `observe` + `legalMask` pairs per CPU second on
 * sampled decisions of every game, and environment steps per CPU second for one AEC environment
 * and for a vector environment, each driven by a uniformly random masked policy (its choice, a scan
 * of the mask, is part of each step), after a short warm-up; and the vector environment again with
 * random bots as opponents inside it at every seat but 0 (issue 30), counting every action played.
 * `npm run bench -- rl [seconds]` prints only these tables.
 */
import {
  type ActionBase,
  type AnyGame,
  type Bot,
  chooseActor,
  createRandom,
  randomBot,
  type ViewBase,
} from "../src/index.js";
import { createEncoding, createEnv, createVectorEnv, opponentsExcept } from "../src/rl/index.js";
import { cpuSeconds } from "./cpu-time.js";
import { collectGarbage } from "./heap.js";

/** One game's figures. */
export interface RlFigures {
  readonly game: string;
  readonly players: number;
  readonly numActions: number;
  readonly observationSize: number;
  readonly observeMaskPerSecond: number;
  readonly envStepsPerSecond: number;
  readonly vectorStepsPerSecond: number;
  /** The vector env with random opponents at every seat but 0: actions played (the learner's and theirs) per second. */
  readonly opponentStepsPerSecond: number;
  readonly numEnvs: number;
}

/** The vector environment's batch size in the benchmark. */
const NUM_ENVS = 64;

/** Picks a random index among the ones of `mask[offset .. offset + size)`. */
function randomLegal(
  mask: Uint8Array,
  offset: number,
  size: number,
  random: ReturnType<typeof createRandom>,
): number {
  let count = 0;
  for (let i = offset; i < offset + size; i++) count += mask[i] as number;
  let pick = random.below(count);
  for (let i = offset; i < offset + size; i++) {
    if (mask[i] === 1 && pick-- === 0) return i - offset;
  }
  throw new Error("an empty mask");
}

/** CPU seconds of unmeasured steps before each environment figure (JIT warm-up). */
const WARM_UP_SECONDS = 0.5;

/** Steps per CPU second of `step` (which returns the steps it took), for about `seconds` after a warm-up. */
function stepRate(seconds: number, step: () => number): number {
  const warm = cpuSeconds();
  while (cpuSeconds() - warm < WARM_UP_SECONDS) for (let i = 0; i < 32; i++) step();
  collectGarbage();
  let steps = 0;
  const started = cpuSeconds();
  while (cpuSeconds() - started < seconds) for (let i = 0; i < 32; i++) steps += step();
  return steps / (cpuSeconds() - started);
}

/** A decision to encode: the actor's view and legal actions. */
interface Decision {
  readonly view: ViewBase;
  readonly legal: readonly ActionBase[];
}

/** Every 7th decision of random games, up to `count`: each the actor's view and legal actions. */
function sampleDecisions(game: AnyGame, players: number, count: number): Decision[] {
  const random = createRandom(`bench-rl-decisions:${game.id}`);
  const decisions: Decision[] = [];
  for (let g = 0; decisions.length < count; g++) {
    const state = game.setup({ players, seed: `bench-rl/${g}` });
    for (let step = 0; decisions.length < count; step++) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      const seat = chooseActor(toAct, random);
      const legal = game.legalActions(state, seat) as ActionBase[];
      if (step % 7 === 0) decisions.push({ view: game.viewFor(state, seat) as ViewBase, legal });
      game.applyInPlace(state, legal[random.below(legal.length)]);
    }
  }
  return decisions;
}

/** `observeInto` + `legalMaskInto` pairs per CPU second on sampled decisions. */
function observeMaskRate(game: AnyGame, players: number, seconds: number): number {
  const encoding = createEncoding<ViewBase, ActionBase>(game, { players });
  const decisions = sampleDecisions(game, players, 2000);
  const observations = new Float32Array(encoding.observationSize);
  const mask = new Uint8Array(encoding.numActions);
  collectGarbage();
  let calls = 0;
  const started = cpuSeconds();
  while (cpuSeconds() - started < seconds) {
    for (let i = 0; i < 64; i++) {
      const { view, legal } = decisions[calls % decisions.length] as Decision;
      encoding.observeInto(view, observations, 0);
      encoding.legalMaskInto(view, legal, mask, 0);
      calls++;
    }
  }
  return calls / (cpuSeconds() - started);
}

/** Measures a game's encoding and environments at one player count, about `seconds` of CPU each. */
export function benchRl(game: AnyGame, players: number, seconds: number): RlFigures {
  const encoding = createEncoding(game, { players });

  const random = createRandom(`bench-rl:${game.id}`);
  const env = createEnv(game, { players, seed: "bench-rl" });
  const envStepsPerSecond = stepRate(seconds, () => {
    if (env.agents.length === 0) env.reset();
    const { actionMask, termination, truncation } = env.last();
    env.step(termination || truncation ? null : randomLegal(actionMask, 0, env.numActions, random));
    return 1;
  });

  const vec = createVectorEnv(game, { players, numEnvs: NUM_ENVS, seed: "bench-rl" });
  const actions = new Int32Array(NUM_ENVS);
  const vectorStepsPerSecond = stepRate(seconds, () => {
    for (let i = 0; i < NUM_ENVS; i++)
      actions[i] = randomLegal(vec.actionMasks, i * vec.numActions, vec.numActions, random);
    vec.step(actions);
    return NUM_ENVS;
  });
  let opponentMoves = 0;
  const countingRandom: Bot = {
    name: "random",
    blind: true,
    act(view, legal, source) {
      opponentMoves++;
      return randomBot.act(view, legal, source);
    },
  };
  const versus = createVectorEnv(game, {
    players,
    numEnvs: NUM_ENVS,
    seed: "bench-rl",
    opponents: opponentsExcept(players, [0], countingRandom),
  });
  const opponentStepsPerSecond = stepRate(seconds, () => {
    for (let i = 0; i < NUM_ENVS; i++)
      actions[i] = randomLegal(versus.actionMasks, i * versus.numActions, versus.numActions, random);
    opponentMoves = 0;
    versus.step(actions);
    return NUM_ENVS + opponentMoves;
  });
  // Measured last: random games played before the environments (to sample decisions) cut the
  // environment figures by half in the same process, for reasons not pinned down (not the samples'
  // memory, which is garbage by then); an environment server runs nothing else.
  const observeMaskPerSecond = observeMaskRate(game, players, seconds);
  return {
    game: game.id,
    players,
    numActions: encoding.numActions,
    observationSize: encoding.observationSize,
    observeMaskPerSecond,
    envStepsPerSecond,
    vectorStepsPerSecond,
    opponentStepsPerSecond,
    numEnvs: NUM_ENVS,
  };
}

/** Prints the figures as a Markdown table. */
export function printRlFigures(rows: readonly RlFigures[]): void {
  const fmt = (x: number) => Math.round(x).toLocaleString("en");
  console.log(
    "\n| game | players | actions | observation | observe + legalMask/s | AEC env steps/s | vector env steps/s (64 games) | vector env with random opponents, steps/s |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.game} | ${r.players} | ${r.numActions} | ${r.observationSize} | ${fmt(r.observeMaskPerSecond)} | ${fmt(r.envStepsPerSecond)} | ${fmt(r.vectorStepsPerSecond)} | ${fmt(r.opponentStepsPerSecond)} |`,
    );
  }
}
