/**
 * The shared game contract and the "one recipe, two runners" builder every game module uses.
 */
import { Immer } from "immer";
import { type ActionSchema, checkAction } from "./actions.js";
import { freezePlain } from "./draft.js";
import { ConfigError, RuleError, SHARED_RULE_CODES } from "./errors.js";
import type { MeasuredLengths } from "./game-facts.js";
import type { Locale, LocaleOption } from "./i18n/locale.js";
import type { OptionDescription } from "./option-description.js";
import type { RngState } from "./rng.js";
import type { ScoreBreakdown } from "./score-breakdown.js";
import type { Seat } from "./seat.js";
import { copyOnAccess } from "./settle.js";

export type { Seat } from "./seat.js";

/** Every action names its verb (`type`) and the seat taking it (`player`). */
export interface ActionBase {
  readonly type: string;
  readonly player: Seat;
}

/** What every game state carries: its generator and the events the last action caused. */
export interface StateBase {
  /** The seeded generator; the only source of randomness. Never shown in a view. */
  readonly rng: RngState;
  /** What the last action caused (replaced by each action, not accumulated). */
  readonly events: readonly unknown[];
}

/** Every view says whose it is: a seat, or `null` for a spectator. */
export interface ViewBase {
  readonly viewer: Seat | null;
}

/** The final result: a score, a rank (1 = best; equal scores share a rank) and the winners. */
export interface Outcome {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly ranks: readonly number[];
  /** Why the game ended, in a short phrase (e.g. "treasury exhausted"). */
  readonly reason: string;
}

/** The arguments of `setup`. */
export interface SetupConfig<O> {
  readonly players: number;
  readonly seed: number | string;
  readonly options?: Partial<O>;
}

/** A complete rules engine for one game; every function is pure unless its name says otherwise. */
export interface Game<S extends StateBase, A extends ActionBase, V extends ViewBase, O> {
  /** The game id, e.g. `tiefe-taschen`. */
  readonly id: string;
  /** The human-readable title. */
  readonly title: string;
  /** The rules version; a record made under another version is refused by `replay`. */
  readonly version: string;
  /** The supported player counts. */
  readonly players: { readonly min: number; readonly max: number };
  /** The options used where `setup` is given none. */
  readonly defaultOptions: O;
  /** The field specs of each action type (set by `defineGame`; the research encoding is built from it). */
  readonly actionSchema?: ActionSchema;
  /** Every rule-error code `validate` may return: the shared codes, then the game's own (set by `defineGame`). */
  readonly ruleCodes?: readonly string[];
  /** Builds the initial state; throws `ConfigError` naming the field on bad configuration. */
  setup(config: SetupConfig<O>): S;
  /** The seats that may act now; `[]` once the game is over. */
  toAct(state: S): Seat[];
  /** Exactly the actions `validate` accepts from this seat now. */
  legalActions(state: S, player: Seat): A[];
  /** Returns why an untrusted value is not a legal action now, or `undefined` if it is. Never throws. */
  validate(state: S, action: unknown): RuleError | undefined;
  /** Returns the next state; never mutates `state`; throws `RuleError` when `validate` would refuse. */
  apply(state: S, action: A): S;
  /** Same rules as `apply`, but mutates a state the caller owns (for simulation); throws `RuleError` first if illegal. */
  applyInPlace(state: S, action: A): void;
  /** What a seat (or a spectator, `null`) may see; hidden cards appear only as placeholders. */
  viewFor(state: S, player: Seat | null): V;
  /** A full state consistent with the view, resampling everything its viewer cannot know. */
  determinize(view: V, seed: number | string): S;
  /** The result once the game is over, `undefined` while it runs. */
  outcome(state: S): Outcome | undefined;
  /** Broken invariants of a state, as messages (empty when sound); used by tests and debug hosts. */
  invariants(state: S): string[];
  /** Optional: the public role each seat plays, dealt at setup (Campaign: its ideology), for results by role. */
  roles?(state: S): readonly string[];
  /** A short plain-text description of an action for logs and terminals (money with units, card names), in the option's language. */
  describeAction?(action: A, view?: V, options?: LocaleOption): string;
  /** A plain-text rendering of a view for terminals, in the option's language. */
  renderView?(view: V, options?: LocaleOption): string;
  /** One event of a view as a short log line, in the option's language (the view gives the context, such as the edition or deck). */
  describeEvent?(event: EventOf<V>, view?: V, options?: LocaleOption): string;
  /** The human text of a `RuleError` of this game (its own codes and the shared ones), in the option's language. */
  errorText?(error: RuleError, options?: LocaleOption): string;
  /** An outcome's `reason` (recorded in English) in the option's language. */
  outcomeReason?(reason: string, options?: LocaleOption): string;
  /** Loads the game's texts (and the shared interface's) in a language; the helpers refuse a language not loaded. */
  loadLocale?(locale: Locale): Promise<void>;
  /**
   * Optional: one representative attempt of each kind of action the current step names for a seat
   * (whether it is legal or not), for `unavailableActions`; `[]` once the game is over.
   */
  attempts?(state: S, player: Seat): A[];
  /** Optional: the options `setup` accepts for `players` seats as form fields, in the option's language. */
  describeOptions?(players: number, options?: LocaleOption): OptionDescription[];
  /** Optional: the final score as the rules add it up, from a final view; `undefined` while the game runs. */
  scoreBreakdown?(view: V, options?: LocaleOption): ScoreBreakdown | undefined;
  /** Optional: what the game is about in one line, in the option's language. */
  oneLine?(options?: LocaleOption): string;
  /** Optional: the lengths measured from seeded bot games (`scripts/measure-lengths.ts`). */
  readonly lengths?: MeasuredLengths;
  /**
   * Optional: the action types by which a seat lets a moment go by without acting (a pass, "done",
   * "allow"); the length estimate times them as quick replies (`DECISION_SECONDS`).
   */
  readonly replies?: readonly string[];
}

/** The event type a view carries in its `events`. */
export type EventOf<V> = V extends { readonly events: readonly (infer E)[] } ? E : unknown;

/** Any game, for registries and generic tools. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of unrelated type parameters.
export type AnyGame = Game<any, any, any, any>;

/** What a game module supplies; `defineGame` derives the runners and the envelope checks from it. */
export interface GameDefinition<S extends StateBase, A extends ActionBase, V extends ViewBase, O>
  extends Omit<Game<S, A, V, O>, "apply" | "applyInPlace" | "validate" | "actionSchema" | "ruleCodes"> {
  /** The field specs of each action type; the shared envelope check runs before `rules`. */
  readonly actionSchema: ActionSchema;
  /** The game's own rule-error codes (`defineGame` puts the shared ones first). */
  readonly ruleCodes?: readonly string[];
  /** The player count of a state (for the envelope's seat range). */
  playerCount(state: S): number;
  /** Optional: a more specific reason than "not-your-turn" for a seat outside `toAct` (e.g. resigned). */
  explainNotToAct?(state: S, player: Seat, action: A): RuleError | undefined;
  /** The game's own rule checks, run only on a well-formed action of a seat in `toAct`. */
  rules(state: S, action: A): RuleError | undefined;
  /** The recipe: applies a validated action to a draft, a working copy or a caller-owned state. Must not alias objects. */
  mutate(draft: S, action: A): void;
  /** Optional: a short plain-text description of an action (see `Game.describeAction`). */
  describeAction?(action: A, view?: V, options?: LocaleOption): string;
  /** Optional: a plain-text rendering of a view (see `Game.renderView`). */
  renderView?(view: V, options?: LocaleOption): string;
  /** Optional: one event of a view as a log line (see `Game.describeEvent`). */
  describeEvent?(event: EventOf<V>, view?: V, options?: LocaleOption): string;
  /** Optional: a `RuleError`'s human text (see `Game.errorText`). */
  errorText?(error: RuleError, options?: LocaleOption): string;
  /** Optional: the public role each seat plays (see `Game.roles`). */
  roles?(state: S): readonly string[];
  /** Optional: an outcome's reason in words (see `Game.outcomeReason`). */
  outcomeReason?(reason: string, options?: LocaleOption): string;
  /** Optional: loads the game's texts in a language (see `Game.loadLocale`). */
  loadLocale?(locale: Locale): Promise<void>;
  /** Optional: one attempt of each kind of action the current step names (see `Game.attempts`). */
  attempts?(state: S, player: Seat): A[];
  /** Optional: the options as form fields (see `Game.describeOptions`). */
  describeOptions?(players: number, options?: LocaleOption): OptionDescription[];
  /** Optional: the final score broken down (see `Game.scoreBreakdown`). */
  scoreBreakdown?(view: V, options?: LocaleOption): ScoreBreakdown | undefined;
  /** Optional: the game in one line (see `Game.oneLine`). */
  oneLine?(options?: LocaleOption): string;
  /**
   * Optional: run `apply` by copy instead of under immer. The recipe then runs in place on a working
   * copy of the state that copies each top-level field on the recipe's first access to it (so the
   * recipe must reach the state's fields by name, never spread or enumerate the state), and the
   * result shares every part that did not change with the input and is deep-frozen, as under immer
   * (docs/architecture.md). `constant` names the top-level fields no action ever writes into (such
   * as the options): they are shared without copying, and frozen, so a recipe that writes into one
   * throws.
   */
  readonly applyByCopy?: { readonly constant: readonly (keyof S & string)[] };
}

// A private instance: the host application may configure its own immer without affecting ours.
// States are plain JSON, so the strict (descriptor-preserving) copy and iteration modes buy nothing.
const immer = new Immer({ autoFreeze: true, useStrictShallowCopy: false, useStrictIteration: false });

/**
 * Builds a full `Game` from a definition: envelope + rule validation, `apply` via immer (or by copy), `applyInPlace`.
 *
 * @example
 * ```ts
 * const coinFlip = defineGame<State, Action, View, Options>({
 *   id: "coin-flip", title: "Coin flip", version: "1", players: { min: 2, max: 2 },
 *   defaultOptions: {}, actionSchema: { call: { heads: bool() } }, playerCount: (s) => 2,
 *   setup, toAct, legalActions, rules, mutate, viewFor, determinize, outcome, invariants,
 * });
 * coinFlip.validate(state, { type: "call", player: 0, heads: "yes" }); // RuleError "bad-field"
 * ```
 */
export function defineGame<S extends StateBase, A extends ActionBase, V extends ViewBase, O>(
  def: GameDefinition<S, A, V, O>,
): Game<S, A, V, O> {
  const setup = (config: SetupConfig<O>): S => {
    checkSetupConfig(def, config);
    return def.setup(config);
  };
  // The definition's functions as closure constants: every game's `validate` shares one body (and
  // V8's type feedback for it), so loads from `def` would see five object shapes and go megamorphic.
  const { actionSchema, ruleCodes, playerCount, rules, mutate, explainNotToAct, applyByCopy, ...contract } =
    def;
  const toAct = def.toAct;
  const validate = (state: S, action: unknown): RuleError | undefined => {
    try {
      const shapeError = checkAction(actionSchema, action, playerCount(state), toAct(state));
      if (shapeError?.code === "not-your-turn" && explainNotToAct) {
        return explainNotToAct(state, (action as A).player, action as A) ?? shapeError;
      }
      return shapeError ?? rules(state, action as A);
    } catch (error) {
      if (error instanceof RuleError) return error;
      return new RuleError("malformed-action", `the action could not be checked: ${String(error)}`);
    }
  };
  const byCopy = applyByCopy ? copyOnAccess(applyByCopy.constant) : undefined;
  const recipe = (draft: S, action: A): void => {
    (draft as unknown as { events: unknown[] }).events = [];
    mutate(draft, action);
  };
  return {
    ...contract,
    actionSchema,
    ruleCodes: [...SHARED_RULE_CODES, ...(ruleCodes ?? [])],
    setup,
    validate,
    apply(state, action) {
      const error = validate(state, action);
      if (error) throw error;
      if (byCopy) {
        const work = byCopy.workingCopy(state);
        recipe(work, action);
        return byCopy.settle(state, work);
      }
      return immer.produce(state, (draft) => {
        recipe(draft as S, action);
        // The action's events are new plain data: frozen here in one pass, immer skips them.
        freezePlain((draft as unknown as { events: unknown }).events);
      }) as S;
    },
    applyInPlace(state, action) {
      const error = validate(state, action);
      if (error) throw error;
      recipe(state, action);
    },
  };
}

/** Throws `ConfigError` unless the player count, seed and options of a setup are well-formed. */
function checkSetupConfig(
  game: { readonly title: string; readonly players: { readonly min: number; readonly max: number } },
  config: SetupConfig<unknown>,
): void {
  const { players, seed, options } = (config ?? {}) as Partial<SetupConfig<unknown>>;
  const { min, max } = game.players;
  if (typeof players !== "number" || !Number.isInteger(players) || players < min || players > max) {
    throw new ConfigError(
      "players",
      `${game.title} is played by ${min} to ${max} players, got ${String(players)}`,
    );
  }
  if (!(typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed)))) {
    throw new ConfigError("seed", `must be a finite number or a string, got ${String(seed)}`);
  }
  if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options))) {
    throw new ConfigError("options", "must be an object of option values");
  }
}

/** Ranks scores (higher is better) with shared ranks for equal scores, and names the winners. */
export function rankOutcome(scores: readonly number[], reason: string): Outcome {
  const ranks = scores.map((score) => 1 + scores.filter((other) => other > score).length);
  const winners = ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : []));
  return { scores: [...scores], winners, ranks, reason };
}

/** Ranks seats by an ordering key (compare(a, b) < 0 when a is better); equal keys share a rank. */
export function rankBy(
  players: number,
  compare: (a: Seat, b: Seat) => number,
  scores: readonly number[],
  reason: string,
): Outcome {
  const seats = Array.from({ length: players }, (_, s) => s);
  const ranks = seats.map((s) => 1 + seats.filter((o) => compare(o, s) < 0).length);
  const winners = seats.filter((s) => ranks[s] === 1);
  return { scores: [...scores], winners, ranks, reason };
}
