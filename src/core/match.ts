/**
 * A small mutable host around a pure game (`createMatch`), the JSON game record, and `replay`.
 */
import { ConfigError, type RuleError } from "./errors.js";
import type { ActionBase, Game, Outcome, Seat, StateBase, ViewBase } from "./game.js";
import { PACKAGE_VERSION } from "./version.js";

/** Everything needed to rebuild a game: configuration plus every action in order. Plain JSON. */
export interface GameRecord<A = unknown, O = unknown> {
  readonly game: string;
  /** The game's rules version the record was made under. */
  readonly version: string;
  /** The package version that made the record (informative). */
  readonly packageVersion: string;
  readonly players: number;
  readonly seed: number | string;
  readonly options: Partial<O>;
  readonly actions: readonly A[];
}

/** A live match: holds the current state and the record; the host feeds it actions. */
export interface Match<S extends StateBase, A extends ActionBase, V extends ViewBase, O> {
  readonly game: Game<S, A, V, O>;
  /** The current (frozen) state. */
  readonly state: S;
  /** Applies an action; throws `RuleError` (state unchanged) when illegal; returns the new state's events. */
  act(action: A): readonly unknown[];
  /** Applies an untrusted action, returning the rejection instead of throwing. */
  tryAct(action: unknown): RuleError | undefined;
  /** The seats that may act now. */
  toAct(): Seat[];
  /** The legal actions of a seat now (the UI's menu). */
  legalActions(player: Seat): A[];
  /** What a seat (or a spectator, `null`) may see now: send this to clients, never the state. */
  viewFor(player: Seat | null): V;
  /** The result once the game is over, `undefined` while it runs. */
  outcome(): Outcome | undefined;
  /** The record of the match so far (a copy). */
  record(): GameRecord<A, O>;
}

/**
 * Starts a match; throws `ConfigError` for a bad configuration.
 *
 * @example
 * ```ts
 * import { createMatch, slushFund } from "backroom";
 *
 * const match = createMatch(slushFund, { players: 3, seed: "table-7" });
 * const seat = match.toAct()[0];
 * match.act(match.legalActions(seat)[0]);      // throws RuleError, state untouched, if illegal
 * const view = match.viewFor(seat);            // what that seat may see
 * const record = match.record();               // JSON; replay(slushFund, record) rebuilds it
 * ```
 */
export function createMatch<S extends StateBase, A extends ActionBase, V extends ViewBase, O>(
  game: Game<S, A, V, O>,
  config: { players: number; seed: number | string; options?: Partial<O> },
): Match<S, A, V, O> {
  let state = game.setup(config);
  const actions: A[] = [];
  const options = { ...(config.options ?? {}) } as Partial<O>;
  const match: Match<S, A, V, O> = {
    game,
    get state() {
      return state;
    },
    act(action) {
      state = game.apply(state, action);
      actions.push(structuredClone(action));
      return state.events;
    },
    tryAct(action) {
      const error = game.validate(state, action);
      if (error) return error;
      match.act(action as A);
      return undefined;
    },
    toAct: () => game.toAct(state),
    legalActions: (player) => game.legalActions(state, player),
    viewFor: (player) => game.viewFor(state, player),
    outcome: () => game.outcome(state),
    record: () => ({
      game: game.id,
      version: game.version,
      packageVersion: PACKAGE_VERSION,
      players: config.players,
      seed: config.seed,
      options: structuredClone(options),
      actions: structuredClone(actions),
    }),
  };
  return match;
}

/** Thrown by `replay` at the first action of a record that no longer applies. */
export class ReplayError extends Error {
  /** The index of the failing action in the record. */
  readonly index: number;
  /** The rule error the game gave for it. */
  readonly error: RuleError;

  constructor(index: number, cause: RuleError) {
    super(`replay failed at action ${index}: ${cause.code}: ${cause.message}`);
    this.name = "ReplayError";
    this.index = index;
    this.error = cause;
  }
}

/**
 * Rebuilds every state of a record: `states[0]` is the setup, `states[i+1]` follows action `i`.
 * Throws `ConfigError` for a record of another game or rules version, `ReplayError` at the first
 * action that does not apply.
 */
export function replay<S extends StateBase, A extends ActionBase, V extends ViewBase, O>(
  game: Game<S, A, V, O>,
  record: GameRecord<A, O>,
): S[] {
  if (record.game !== game.id)
    throw new ConfigError("game", `record is for "${record.game}", not "${game.id}"`);
  if (record.version !== game.version) {
    throw new ConfigError(
      "version",
      `record was made under ${game.id} rules version ${record.version}; this engine plays version ${game.version}`,
    );
  }
  const states = [game.setup({ players: record.players, seed: record.seed, options: record.options })];
  record.actions.forEach((action, index) => {
    const current = states[states.length - 1] as S;
    const error = game.validate(current, action);
    if (error) throw new ReplayError(index, error);
    states.push(game.apply(current, action));
  });
  return states;
}
