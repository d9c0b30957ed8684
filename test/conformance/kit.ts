/**
 * The conformance kit: plays random games of any `Game` (fast-check chooses seeds and choices and
 * shrinks a failure to a short action list) and checks the whole design.md contract after every
 * action. `describeConformance` registers the vitest suite; `checkConformanceGame` plays one game.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  type ActionBase,
  type AnyGame,
  createRandom,
  type GameRecord,
  PACKAGE_VERSION,
  RuleError,
  replay,
  type Seat,
} from "../../src/core/index.js";
import {
  actionKey,
  deepFreeze,
  firstDifference,
  firstUnfrozen,
  hasKeyDeep,
  plainDataProblem,
} from "./inspect.js";
import { malformedVariants, mutatedVariants } from "./variants.js";

/** How thoroughly to check one game module. */
export interface ConformanceConfig {
  /** Player counts to cover (default: every count from min to max). */
  readonly playerCounts?: readonly number[];
  /** Option sets to cover (default: `[{}]`). */
  readonly optionSets?: readonly Record<string, unknown>[];
  /** Random games per (player count, option set) (default 3). */
  readonly runs?: number;
  /** A game that has not ended after this many actions fails (default 20,000). */
  readonly maxActions?: number;
  /** Whether the game hides anything, so determinize must resample something (default true). */
  readonly hiddenInformation?: boolean;
  /** Run the expensive per-action checks on every k-th action only (default 1 = every action). */
  readonly deepCheckEvery?: number;
}

/** One game to check: configuration and the fast-check-chosen seed and choices. */
export interface ConformanceRun {
  readonly players: number;
  readonly options: Record<string, unknown>;
  readonly seed: number | string;
  readonly choices: readonly number[];
  readonly maxActions?: number;
  readonly hiddenInformation?: boolean;
  readonly deepCheckEvery?: number;
}

/** A contract violation, with the check that failed and how to reproduce it. */
export class ConformanceError extends Error {
  constructor(
    readonly check: string,
    detail: string,
    readonly actions: readonly ActionBase[],
  ) {
    super(`[${check}] ${detail}\n  after ${actions.length} action(s): ${summarize(actions)}`);
    this.name = "ConformanceError";
  }
}

function summarize(actions: readonly ActionBase[]): string {
  const text = actions.map((a) => JSON.stringify(a));
  if (text.length <= 12) return text.join(" ");
  return `${text.slice(0, 4).join(" ")} … ${text.slice(-8).join(" ")}`;
}

/** Plays one game with the given choices, checking every contract rule after every action. */
export function checkConformanceGame(
  game: AnyGame,
  run: ConformanceRun,
): { actions: number; resampled: number } {
  const maxActions = run.maxActions ?? 20_000;
  const every = run.deepCheckEvery ?? 1;
  const random = createRandom(`${String(run.seed)}/${run.choices.join(",")}`);
  const actions: ActionBase[] = [];
  const fail = (check: string, detail: string): never => {
    throw new ConformanceError(check, detail, actions);
  };
  const guard = <T>(check: string, fn: () => T): T => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof ConformanceError) throw error;
      return fail(
        check,
        `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      );
    }
  };

  let state = guard("setup", () =>
    deepFreeze(game.setup({ players: run.players, seed: run.seed, options: run.options })),
  );
  const again = guard("setup", () =>
    game.setup({ players: run.players, seed: run.seed, options: run.options }),
  );
  const setupDiff = firstDifference(state, again);
  if (setupDiff) fail("determinism", `setup with the same seed differs: ${setupDiff}`);
  const inPlace = JSON.parse(JSON.stringify(state));
  let resampled = 0;

  for (let step = 0; ; step++) {
    checkState(game, state, inPlace, run.players, fail, guard);
    const deep = step % every === 0;
    const toAct: Seat[] = guard("toAct", () => game.toAct(state));
    const legal = checkLegalActions(game, state, run.players, toAct, fail, guard, random, deep);
    if (deep) {
      checkMalformed(game, state, run.players, toAct, legal, fail);
      resampled += checkViews(game, state, run.players, fail, guard, step);
    }
    if (toAct.length === 0) {
      checkOutcome(game, state, run.players, fail, guard);
      break;
    }
    if (guard("outcome", () => game.outcome(state)) !== undefined)
      fail("outcome", "outcome is set while seats may still act");
    if (actions.length >= maxActions)
      fail("termination", `the game did not end within ${maxActions} actions`);

    const choice = run.choices[step] ?? random.below(1 << 30);
    const seat = toAct[choice % toAct.length] as Seat;
    const options = legal[seat] as ActionBase[];
    if (options.length === 0) fail("legal-actions", `seat ${seat} is in toAct but has no legal action`);
    const action = options[Math.floor(choice / toAct.length) % options.length] as ActionBase;
    const before = JSON.stringify(state);
    const next = guard("purity", () => {
      try {
        return game.apply(state, action);
      } catch (error) {
        if (error instanceof TypeError)
          fail("purity", `apply mutated its frozen input state: ${error.message}`);
        throw error;
      }
    });
    if (JSON.stringify(state) !== before)
      fail("purity", `apply mutated its input state on ${JSON.stringify(action)}`);
    const unfrozen = firstUnfrozen(next);
    if (unfrozen) fail("frozen", `apply returned a state that is not frozen at ${unfrozen}`);
    guard("apply-in-place", () => game.applyInPlace(inPlace, structuredClone(action)));
    actions.push(action);
    state = next;
    const divergence = firstDifference(state, inPlace);
    if (divergence) fail("apply-in-place", `apply and applyInPlace disagree: ${divergence}`);
  }

  checkReplay(game, run, actions, state, fail, guard);
  if ((run.hiddenInformation ?? true) && every === 1 && resampled === 0) {
    fail(
      "determinize",
      "determinize never resampled anything over a whole game: hidden information is not resampled",
    );
  }
  return { actions: actions.length, resampled };
}

type Fail = (check: string, detail: string) => never;
type Guard = <T>(check: string, fn: () => T) => T;

function checkState(
  game: AnyGame,
  state: unknown,
  inPlace: unknown,
  players: number,
  fail: Fail,
  guard: Guard,
): void {
  const problems = guard("invariants", () => game.invariants(state));
  if (problems.length > 0) fail("invariants", problems.join("; "));
  const shape = plainDataProblem(state) ?? plainDataProblem(inPlace);
  if (shape) fail("plain-data", `the state is not plain JSON data: ${shape}`);
  const copy = JSON.parse(JSON.stringify(state));
  const roundTrip = firstDifference(state, copy);
  if (roundTrip) fail("json-round-trip", roundTrip);
  const events = (state as { events?: unknown }).events;
  if (!Array.isArray(events)) fail("events", "the state has no events array");
  if (players < 1) fail("setup", "no players");
}

function checkLegalActions(
  game: AnyGame,
  state: unknown,
  players: number,
  toAct: readonly Seat[],
  fail: Fail,
  guard: Guard,
  random: ReturnType<typeof createRandom>,
  deep: boolean,
): ActionBase[][] {
  const legalBySeat: ActionBase[][] = [];
  const keysBySeat: Set<string>[] = [];
  for (let seat = 0; seat < players; seat++) {
    const legal: ActionBase[] = guard("legal-actions", () => game.legalActions(state, seat));
    const keys = new Set(legal.map(actionKey));
    if (keys.size !== legal.length) fail("legal-actions", `seat ${seat} has duplicate legal actions`);
    if (!toAct.includes(seat) && legal.length > 0) {
      fail(
        "legal-actions",
        `seat ${seat} is not in toAct but has legal actions, e.g. ${JSON.stringify(legal[0])}`,
      );
    }
    if (legal.length > 1000)
      fail("legal-actions", `seat ${seat} has ${legal.length} legal actions (decompose the choice)`);
    for (const action of legal) {
      if (action.player !== seat)
        fail("legal-actions", `seat ${seat} is offered an action of seat ${action.player}`);
      const error = game.validate(state, action);
      if (error)
        fail(
          "legal-validate",
          `legalActions offers ${JSON.stringify(action)} but validate refuses it: ${error.code}: ${error.message}`,
        );
    }
    legalBySeat.push(legal);
    keysBySeat.push(keys);
  }
  if (!deep) return legalBySeat;
  const everyLegal = legalBySeat.flat();
  for (const candidate of mutatedVariants(everyLegal, players, random)) {
    let error: unknown;
    try {
      error = game.validate(state, candidate);
    } catch (thrown) {
      fail("validate-throws", `validate threw on ${JSON.stringify(candidate)}: ${String(thrown)}`);
    }
    const seat = candidate.player;
    const listed = () =>
      Number.isInteger(seat) && seat >= 0 && seat < players && keysBySeat[seat]?.has(actionKey(candidate));
    if (error === undefined && !listed()) {
      const outOfTurn = !toAct.includes(seat);
      fail(
        outOfTurn ? "out-of-turn" : "legal-validate",
        outOfTurn
          ? `validate accepted an out-of-turn action of seat ${seat}: ${JSON.stringify(candidate)}`
          : `validate accepts ${JSON.stringify(candidate)} but legalActions does not list it`,
      );
    }
    if (error !== undefined && !(error instanceof RuleError))
      fail("validate", "validate returned something other than a RuleError");
  }
  return legalBySeat;
}

function checkMalformed(
  game: AnyGame,
  state: unknown,
  players: number,
  toAct: readonly Seat[],
  legal: readonly ActionBase[][],
  fail: Fail,
): void {
  const frozenBefore = JSON.stringify(state);
  for (const { label, value } of malformedVariants(legal.flat(), players, toAct)) {
    let error: unknown;
    try {
      error = game.validate(state, value);
    } catch (thrown) {
      fail("validate-throws", `validate threw on ${label}: ${String(thrown)}`);
    }
    if (!(error instanceof RuleError) || typeof error.code !== "string" || error.code === "") {
      fail(label.startsWith("out-of-turn") ? "out-of-turn" : "malformed", `validate accepted ${label}`);
    }
    try {
      game.apply(state, value);
      fail("malformed", `apply accepted ${label}`);
    } catch (thrown) {
      if (thrown instanceof ConformanceError) throw thrown;
      if (!(thrown instanceof RuleError))
        fail("malformed", `apply threw ${String(thrown)} instead of a RuleError on ${label}`);
    }
    const copy = JSON.parse(frozenBefore);
    try {
      game.applyInPlace(copy, value);
      fail("malformed", `applyInPlace accepted ${label}`);
    } catch (thrown) {
      if (thrown instanceof ConformanceError) throw thrown;
      if (!(thrown instanceof RuleError))
        fail("malformed", `applyInPlace threw ${String(thrown)} on ${label}`);
    }
    if (JSON.stringify(copy) !== frozenBefore)
      fail("malformed", `applyInPlace changed the state while refusing ${label}`);
  }
  if (JSON.stringify(state) !== frozenBefore)
    fail("malformed", "refusing a malformed action changed the state");
}

function checkViews(
  game: AnyGame,
  state: unknown,
  players: number,
  fail: Fail,
  guard: Guard,
  step: number,
): number {
  let resampled = 0;
  const rng = JSON.stringify((state as { rng?: unknown }).rng);
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: players }, (_, s) => s)];
  for (const viewer of viewers) {
    const who = viewer === null ? "the spectator" : `seat ${viewer}`;
    const view = guard("view", () => game.viewFor(state, viewer));
    const shape = plainDataProblem(view);
    if (shape) fail("view", `the view of ${who} is not plain data: ${shape}`);
    if ((view as { viewer?: unknown }).viewer !== viewer)
      fail("view", `the view of ${who} does not carry viewer = ${viewer}`);
    if (hasKeyDeep(view, "rng") || (rng && JSON.stringify(view).includes(rng.slice(1, -1)))) {
      fail("view-leak", `the view of ${who} contains the generator state`);
    }
    const first = guard("determinize", () => game.determinize(structuredClone(view), `det-${step}-a`));
    const problems = guard("determinize", () => game.invariants(first));
    if (problems.length > 0)
      fail("determinize", `determinize for ${who} breaks invariants: ${problems.join("; ")}`);
    const seen = guard("determinize", () => game.viewFor(first, viewer));
    const diff = firstDifference(view, seen);
    if (diff) {
      fail(
        "view-leak",
        `viewFor(determinize(view)) differs from the view of ${who} at ${diff} — the view shows something that determinize resamples as hidden (a leak), or determinize ignores the view`,
      );
    }
    const second = guard("determinize", () => game.determinize(structuredClone(view), `det-${step}-b`));
    if (firstDifference(first, second)) resampled++;
    const third = guard("determinize", () => game.determinize(structuredClone(view), `det-${step}-c`));
    const real: PublicSignals = {
      toAct: guard("toAct", () => game.toAct(state)).join(","),
      own: viewer === null ? new Set() : new Set(game.legalActions(state, viewer).map(actionKey)),
    };
    for (const draw of [first, second, third]) checkPublicSignals(game, real, draw, viewer, fail, guard);
  }
  return resampled;
}

/** What a seat may know from the real state without its view: who acts, and its own legal actions (by key). */
interface PublicSignals {
  readonly toAct: string;
  readonly own: ReadonlySet<string>;
}

/**
 * What the viewer sees outside its view must follow from the view: `toAct`, and the viewer's own
 * legal actions, are the same in a state determinize draws from the view as in the real state.
 */
function checkPublicSignals(
  game: AnyGame,
  real: PublicSignals,
  draw: unknown,
  viewer: Seat | null,
  fail: Fail,
  guard: Guard,
): void {
  const who = viewer === null ? "the spectator" : `seat ${viewer}`;
  const drawn = guard("toAct", () => game.toAct(draw)).join(",");
  if (drawn !== real.toAct) {
    fail(
      "toact-leak",
      `toAct is [${real.toAct}] but [${drawn}] in a state determinized from the view of ${who}: toAct reveals hidden information`,
    );
  }
  if (viewer === null) return;
  const theirs = game.legalActions(draw, viewer).map(actionKey);
  if (theirs.length !== real.own.size || theirs.some((k) => !real.own.has(k))) {
    fail("determinize", `${who} has other legal actions in a determinized state than in the real one`);
  }
}

function checkOutcome(game: AnyGame, state: unknown, players: number, fail: Fail, guard: Guard): void {
  const outcome = guard("outcome", () => game.outcome(state));
  if (!outcome) fail("outcome", "nobody may act but there is no outcome");
  const { scores, ranks, winners } = outcome;
  if (scores.length !== players || ranks.length !== players)
    fail("outcome", "scores and ranks need one entry per seat");
  const expectedWinners = ranks.flatMap((rank: number, seat: number) => (rank === 1 ? [seat] : []));
  if (JSON.stringify(expectedWinners) !== JSON.stringify([...winners]))
    fail("outcome", "winners are not exactly the rank-1 seats");
  if (winners.length === 0) fail("outcome", "an outcome without a winner");
  for (let seat = 0; seat < players; seat++) {
    const legal = game.legalActions(state, seat);
    if (legal.length > 0) fail("outcome", `seat ${seat} has legal actions after the end`);
  }
  const late = game.validate(state, { type: "x", player: 0 });
  if (!(late instanceof RuleError)) fail("outcome", "validate accepted an action after the end");
}

function checkReplay(
  game: AnyGame,
  run: ConformanceRun,
  actions: readonly ActionBase[],
  finalState: unknown,
  fail: Fail,
  guard: Guard,
): void {
  const record: GameRecord = JSON.parse(
    JSON.stringify({
      game: game.id,
      version: game.version,
      packageVersion: PACKAGE_VERSION,
      players: run.players,
      seed: run.seed,
      options: run.options,
      actions,
    }),
  );
  const states = guard("replay", () => replay(game, record));
  const diff = firstDifference(states[states.length - 1], finalState);
  if (diff) fail("replay", `replaying the record does not reach the same final state: ${diff}`);
}

/** Registers the conformance suite of a game for every player count and option set. */
export function describeConformance(game: AnyGame, config: ConformanceConfig = {}): void {
  const counts =
    config.playerCounts ??
    Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  const optionSets = config.optionSets ?? [{}];
  describe(`${game.id} conformance`, () => {
    for (const options of optionSets) {
      for (const players of counts) {
        it(`${players} players, options ${JSON.stringify(options)}`, () => {
          fc.assert(
            fc.property(
              fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
              fc.array(fc.nat(), { maxLength: 48 }),
              (seed, choices) => {
                checkConformanceGame(game, {
                  players,
                  options,
                  seed,
                  choices,
                  maxActions: config.maxActions,
                  hiddenInformation: config.hiddenInformation,
                  deepCheckEvery: config.deepCheckEvery,
                });
              },
            ),
            { numRuns: config.runs ?? 3, seed: 42, endOnFailure: false, interruptAfterTimeLimit: 120_000 },
          );
        });
      }
    }
  });
}
