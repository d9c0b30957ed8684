/**
 * Plays a game to the end with bots on the in-place runner: the loop behind the CLI, the simulator,
 * the golden playthroughs and the tests.
 */
import type { Bot } from "./bot.js";
import { clonePlain } from "./clone.js";
import { InvariantError } from "./errors.js";
import type { ActionBase, Game, Outcome, Seat, StateBase, ViewBase } from "./game.js";
import type { GameRecord } from "./match.js";
import { createRandom, type RandomSource } from "./rng.js";
import { PACKAGE_VERSION } from "./version.js";

/** How to play one game with bots. */
export interface PlayoutConfig<O> {
  readonly players: number;
  readonly seed: number | string;
  readonly options?: Partial<O>;
  /** One bot per seat. */
  readonly bots: readonly Bot[];
  /** Seeds the bots' random source and the choice among simultaneous actors (default: the game seed). */
  readonly botSeed?: number | string;
  /** Safety stop; reaching it throws (a game must end on its own). Default 1,000,000. */
  readonly maxActions?: number;
  /** Called after each action with the new state (which the loop goes on mutating). */
  readonly onAction?: (action: ActionBase, state: StateBase) => void;
}

/** The result of a playout. */
export interface PlayoutResult<S, A, O> {
  readonly outcome: Outcome;
  readonly actions: number;
  readonly record: GameRecord<A, O>;
  readonly finalState: S;
}

/** Picks which seat acts next among `toAct` (uniformly; one seat in turn-based phases). */
export function chooseActor(toAct: readonly Seat[], random: RandomSource): Seat {
  return toAct.length === 1 ? (toAct[0] as Seat) : (toAct[random.below(toAct.length)] as Seat);
}

/**
 * Plays one game to its end and returns the outcome and the record.
 *
 * @example
 * ```ts
 * import { playout, randomBot, tiefeTaschen } from "backroom";
 *
 * const { outcome, actions } = playout(tiefeTaschen, { players: 5, seed: 1, bots: Array(5).fill(randomBot) });
 * ```
 */
export function playout<S extends StateBase, A extends ActionBase, V extends ViewBase, O>(
  game: Game<S, A, V, O>,
  config: PlayoutConfig<O>,
): PlayoutResult<S, A, O> {
  const state = clonePlain(game.setup(config));
  const random = createRandom(config.botSeed ?? config.seed);
  const maxActions = config.maxActions ?? 1_000_000;
  const actions: A[] = [];
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    if (actions.length >= maxActions) {
      throw new InvariantError(`${game.id}: no end after ${maxActions} actions (seed ${config.seed})`);
    }
    const seat = chooseActor(toAct, random);
    const bot = config.bots[seat];
    if (!bot) throw new InvariantError(`no bot for seat ${seat}`);
    const legal = game.legalActions(state, seat);
    const view = bot.blind ? ({ viewer: seat } as V) : game.viewFor(state, seat);
    const action = bot.act(view, legal, random) as A;
    game.applyInPlace(state, action);
    actions.push(action);
    config.onAction?.(action, state);
  }
  const outcome = game.outcome(state);
  if (!outcome) throw new InvariantError(`${game.id}: no outcome although nobody may act`);
  return {
    outcome,
    actions: actions.length,
    finalState: state,
    record: {
      game: game.id,
      version: game.version,
      packageVersion: PACKAGE_VERSION,
      players: config.players,
      seed: config.seed,
      options: { ...(config.options ?? {}) },
      actions,
    },
  };
}
