/**
 * The research encoding's conformance check: plays games (random or heuristic seats) and, at every
 * decision, checks the action space and the observation of every seat against the engine.
 */
import { describe, expect, it } from "vitest";
import { heuristicBots } from "../../src/bots/index.js";
import {
  type ActionBase,
  type AnyGame,
  createRandom,
  RuleError,
  type StateBase,
  type ViewBase,
} from "../../src/core/index.js";
import { createEncoding, type Encoding } from "../../src/rl/index.js";

/** One checked game. */
export interface EncodingRun {
  readonly players: number;
  readonly options?: object;
  readonly seed: number | string;
  readonly bot: "random" | "heuristic";
  /** Stop after this many actions (the checks still ran on every state so far). */
  readonly maxActions: number;
  /** Observe every seat (with the determinize check) on every this many actions; actions are checked on all. */
  readonly observeEvery?: number;
  /** The encoding under test (default: the game's own). */
  readonly encoding?: Encoding<ViewBase, ActionBase>;
}

/** Masked-out indices sampled per decision to prove they name no legal action. */
const SAMPLED_ILLEGAL = 12;

/** Plays one game and checks every decision; returns the number of decisions checked. */
export function checkEncodingGame(game: AnyGame, run: EncodingRun): number {
  const encoding =
    run.encoding ??
    createEncoding<ViewBase, ActionBase>(game, { players: run.players, options: run.options });
  const random = createRandom(`encoding:${run.seed}`);
  const heuristic = heuristicBots[game.id];
  // Played in place: the checks only read states.
  const state = game.setup({
    players: run.players,
    seed: run.seed,
    options: run.options as never,
  }) as StateBase;
  let decisions = 0;
  for (let step = 0; step < run.maxActions; step++) {
    const toAct = game.toAct(state);
    const observeAll = step % (run.observeEvery ?? 1) === 0 || toAct.length === 0;
    for (let seat = 0; seat < run.players; seat++) {
      if (!observeAll && !toAct.includes(seat)) continue;
      const view = game.viewFor(state, seat) as ViewBase;
      if (observeAll) checkObservation(game, encoding, view, `${run.seed}:${step}:${seat}`);
      if (!toAct.includes(seat)) continue;
      checkActions(game, encoding, state, view, seat, random);
      decisions++;
    }
    if (toAct.length === 0) break;
    const seat = toAct[random.below(toAct.length)] as number;
    const legal = game.legalActions(state, seat) as ActionBase[];
    const view = game.viewFor(state, seat) as ViewBase;
    const action =
      run.bot === "heuristic" && heuristic
        ? heuristic.act(view, legal, random)
        : (legal[random.below(legal.length)] as ActionBase);
    game.applyInPlace(state, action);
  }
  return decisions;
}

function checkObservation(
  game: AnyGame,
  encoding: Encoding<ViewBase, ActionBase>,
  view: ViewBase,
  seed: string,
): void {
  const observation = encoding.observe(view);
  if (observation.length !== encoding.observationSize) fail(`observation of length ${observation.length}`);
  for (let i = 0; i < observation.length; i++) {
    const value = observation[i] as number;
    if (!Number.isFinite(value)) fail(`observation[${i}] is ${value}`);
    // Within the declared bounds (the Box a Gymnasium or PettingZoo space is built from).
    if (
      !(value >= (encoding.observationLow[i] as number) && value <= (encoding.observationHigh[i] as number))
    ) {
      const segment = encoding.observationLayout.find((s) => i >= s.offset && i < s.offset + s.size);
      fail(
        `observation[${i}] (${segment?.name} + ${i - (segment?.offset ?? 0)}) is ${value}, outside ` +
          `[${encoding.observationLow[i]}, ${encoding.observationHigh[i]}]`,
      );
    }
  }
  // Another full state with the same view must give the same observation.
  const resampled = game.viewFor(game.determinize(view, seed), view.viewer) as ViewBase;
  const again = encoding.observe(resampled);
  const differs = again.findIndex((value, i) => value !== observation[i]);
  if (differs >= 0) fail(`a determinized state with the same view observes differently at ${differs}`);
  // The batched form writes the same values at an offset.
  const buffer = new Float32Array(encoding.observationSize + 3).fill(Number.NaN);
  encoding.observeInto(view, buffer, 3);
  if (buffer.subarray(3).some((value, i) => value !== observation[i]))
    fail("observeInto differs from observe");
}

function checkActions(
  game: AnyGame,
  encoding: Encoding<ViewBase, ActionBase>,
  state: StateBase,
  view: ViewBase,
  seat: number,
  random: ReturnType<typeof createRandom>,
): void {
  const legal = game.legalActions(state, seat) as ActionBase[];
  const indices = new Set<number>();
  for (const action of legal) {
    const index = encoding.encodeAction(view, action);
    if (!(index >= 0 && index < encoding.numActions)) fail(`${JSON.stringify(action)} encodes to ${index}`);
    if (indices.has(index)) fail(`two legal actions share index ${index}, one is ${JSON.stringify(action)}`);
    indices.add(index);
    const decoded = encoding.decodeAction(view, index);
    if (!sameJson(decoded, action))
      fail(`${JSON.stringify(action)} decodes back as ${JSON.stringify(decoded)}`);
  }
  const mask = encoding.legalMask(view, legal);
  if (mask.length !== encoding.numActions) fail(`a mask of length ${mask.length}`);
  let ones = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] === 1) ones++;
  if (ones !== legal.length) fail(`the mask has ${ones} ones for ${legal.length} legal actions`);
  for (const index of indices) if (mask[index] !== 1) fail(`the mask misses index ${index}`);
  // A masked-out index names no legal action: it decodes to nothing, or to an action the rules refuse.
  for (let k = 0; k < SAMPLED_ILLEGAL; k++) {
    const index = random.below(encoding.numActions);
    if (mask[index] === 1) continue;
    let decoded: ActionBase | undefined;
    try {
      decoded = encoding.decodeAction(view, index);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      continue;
    }
    if (!(game.validate(state, decoded) instanceof RuleError)) {
      fail(`the masked-out index ${index} decodes to the legal ${JSON.stringify(decoded)}`);
    }
  }
}

function fail(message: string): never {
  throw new Error(message);
}

/** Deep equality of two plain JSON values regardless of key order. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordB = b as Record<string, unknown>;
  return keysA.every(
    (key) => Object.hasOwn(recordB, key) && sameJson((a as Record<string, unknown>)[key], recordB[key]),
  );
}

/** Registers the encoding checks of a game: every player count, random and heuristic seats. */
export function describeEncoding(
  game: AnyGame,
  config: {
    readonly optionSets?: readonly object[];
    readonly playerCounts?: readonly number[];
    readonly games?: number;
    readonly maxActions?: number;
    readonly observeEvery?: number;
  } = {},
): void {
  const optionSets = config.optionSets ?? [{}];
  describe(`${game.id} research encoding`, () => {
    const counts =
      config.playerCounts ??
      Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
    for (const players of counts) {
      for (const options of optionSets) {
        it(`${players} players, options ${JSON.stringify(options)}`, () => {
          let decisions = 0;
          for (let g = 0; g < (config.games ?? 1); g++) {
            for (const bot of ["random", "heuristic"] as const) {
              decisions += checkEncodingGame(game, {
                players,
                options,
                seed: `${players}:${g}:${bot}`,
                bot,
                maxActions: config.maxActions ?? 400,
                observeEvery: config.observeEvery,
              });
            }
          }
          expect(decisions).toBeGreaterThan(0);
        });
      }
    }
  });
}
