/**
 * Rollout values: a dataset for one step of policy improvement over a bot. Games are played by the
 * bot at every seat; at sampled decisions, the bot's own choice and a few other legal actions are
 * each played out from the same determinizations of the actor's view (common random numbers), the
 * bot playing on, and scored for the actor. A network that learns the differences to the bot's
 * choice knows where departing from it pays (Tesauro & Galperin 1996, "On-line policy improvement
 * using Monte-Carlo search", amortised into a network).
 */
import { rolloutEvaluators } from "../bots/heuristic.js";
import { createBot } from "../bots/index.js";
import type { Bot } from "../core/bot.js";
import { ConfigError } from "../core/errors.js";
import type { ActionBase, AnyGame, Seat, StateBase } from "../core/game.js";
import { chooseActor } from "../core/playout.js";
import { createRandom, type RandomSource } from "../core/rng.js";
import { createEncoding, type GameRef, resolveGame } from "../encoding/encoding.js";
import type { Encoding } from "../encoding/types.js";

/** How a rollout-value dataset is gathered. */
export interface RolloutValueSettings {
  /** The player count. */
  readonly players: number;
  /** The game's options (defaults where absent). */
  readonly options?: Record<string, unknown>;
  /**
   * The seed of the sampling and the rollouts (game g is set up with the seed `rv-<seed>-<g>`):
   * equal settings give equal samples.
   */
  readonly seed: number | string;
  /** Games to play. */
  readonly games: number;
  /** The chance that a decision with more than one legal action is sampled (default 0.05). */
  readonly share?: number;
  /** Actions valued per sampled decision, the bot's choice first, the rest drawn at random (default 8). */
  readonly candidates?: number;
  /** Determinizations per sampled decision; every candidate is played out on each (default 4). */
  readonly rollouts?: number;
  /**
   * Actions after which a rollout is scored by the game's evaluator instead of played to the end
   * (default 100); a finished rollout scores half the win share, half the evaluator, as the
   * search does. `Infinity` plays every rollout out and scores the win share alone.
   */
  readonly rolloutLimit?: number;
  /** The registered bot that plays the games and the rollouts (default `heuristic`). */
  readonly bot?: string;
}

/** One sampled decision: the actor's observation, its legal actions and the candidates' values. */
export interface RolloutValueSample<V = unknown> {
  /** The game's index among the settings' games. */
  readonly game: number;
  /** The actor's view (what the observation encodes). */
  readonly view: V;
  /** The seed of each determinization; rollout k plays on with `createRandom(seeds[k] + 1)`. */
  readonly seeds: readonly number[];
  /** The actor's encoded observation. */
  readonly observation: Float32Array;
  /** The legal-action mask (1 = legal) over the fixed action space. */
  readonly mask: Uint8Array;
  /** The candidates' action indices, the bot's choice first. */
  readonly candidates: Int32Array;
  /** Each candidate's mean score for the actor in [0, 1], over the same determinizations. */
  readonly values: Float32Array;
}

const SEED_RANGE = 0x7fffffff;

function positiveInteger(field: string, value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(field, `${field} must be a positive integer, got ${value}`);
  return value;
}

/**
 * Plays the settings' games and yields a sample at every sampled decision, in order; bad settings
 * are a `ConfigError` naming the field, thrown at once.
 *
 * @example
 * ```ts
 * for (const sample of rolloutValues("campaign", { players: 3, seed: 1, games: 10 })) {
 *   console.log(sample.candidates[0], sample.values);
 * }
 * ```
 */
export function rolloutValues(game: GameRef, settings: RolloutValueSettings): Generator<RolloutValueSample> {
  const engine: AnyGame = resolveGame(game);
  const encoding = createEncoding(engine, { players: settings.players, options: settings.options ?? {} });
  const games = positiveInteger("games", settings.games);
  const candidates = positiveInteger("candidates", settings.candidates ?? 8);
  const rollouts = positiveInteger("rollouts", settings.rollouts ?? 4);
  const share = settings.share ?? 0.05;
  if (!(share > 0 && share <= 1)) throw new ConfigError("share", `share must be in (0, 1], got ${share}`);
  const limit = settings.rolloutLimit ?? 100;
  if (!(limit >= 1)) throw new ConfigError("rolloutLimit", `rolloutLimit must be at least 1, got ${limit}`);
  const evaluate = rolloutEvaluators[engine.id];
  if (limit !== Number.POSITIVE_INFINITY && !evaluate)
    throw new ConfigError("rolloutLimit", `${engine.id} has no evaluator to score a cut-off rollout`);
  let bot: Bot;
  try {
    bot = createBot(settings.bot ?? "heuristic", engine, undefined, settings.players);
  } catch (error) {
    throw new ConfigError("bot", (error as Error).message);
  }
  const score = (state: StateBase, seat: Seat, rollout: RandomSource): number =>
    playOut(engine, bot, state, seat, rollout, limit, evaluate);
  return samples(engine, encoding, bot, score, settings, { games, candidates, rollouts, share });
}

/** The samples of `rolloutValues`, once its settings are checked. */
function* samples(
  engine: AnyGame,
  encoding: Encoding,
  bot: Bot,
  score: (state: StateBase, seat: Seat, rollout: RandomSource) => number,
  settings: RolloutValueSettings,
  {
    games,
    candidates,
    rollouts,
    share,
  }: { games: number; candidates: number; rollouts: number; share: number },
): Generator<RolloutValueSample> {
  const random = createRandom(`rv-${settings.seed}`);
  for (let g = 0; g < games; g++) {
    const state = engine.setup({
      players: settings.players,
      seed: `rv-${settings.seed}-${g}`,
      options: settings.options ?? {},
    });
    for (;;) {
      const toAct = engine.toAct(state);
      if (toAct.length === 0) break;
      const actor = chooseActor(toAct, random);
      const legal: ActionBase[] = engine.legalActions(state, actor);
      const view = engine.viewFor(state, actor);
      const chosen = legal.length === 1 ? (legal[0] as ActionBase) : bot.act(view, legal, random);
      if (legal.length > 1 && random.fraction() < share) {
        const others = legal.filter((action) => action !== chosen);
        const valued = [chosen];
        while (valued.length < candidates && others.length > 0)
          valued.push(others.splice(random.below(others.length), 1)[0] as ActionBase);
        const seeds = Array.from({ length: rollouts }, () => random.below(SEED_RANGE));
        const values = new Float32Array(valued.length);
        valued.forEach((action, i) => {
          let total = 0;
          for (const seed of seeds) {
            const sample = engine.determinize(view, seed);
            engine.applyInPlace(sample, action);
            total += score(sample, actor, createRandom(seed + 1));
          }
          values[i] = total / rollouts;
        });
        yield {
          game: g,
          view,
          seeds,
          observation: encoding.observe(view),
          mask: encoding.legalMask(view, legal),
          candidates: Int32Array.from(valued, (action) => encoding.encodeAction(view, action)),
          values,
        };
      }
      engine.applyInPlace(state, chosen);
    }
  }
}

/** Plays a state out by the bot at every seat and scores it for `seat` (see `rolloutLimit`). */
function playOut(
  game: AnyGame,
  bot: Bot,
  state: StateBase,
  seat: Seat,
  random: RandomSource,
  limit: number,
  evaluate: ((state: StateBase) => readonly number[]) | undefined,
): number {
  for (let steps = 0; ; steps++) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) {
      const winners = game.outcome(state)?.winners ?? [];
      const win = winners.includes(seat) ? 1 / winners.length : 0;
      return limit === Number.POSITIVE_INFINITY || !evaluate ? win : (win + (evaluate(state)[seat] ?? 0)) / 2;
    }
    if (steps >= limit && evaluate) return evaluate(state)[seat] ?? 0;
    const actor = chooseActor(toAct, random);
    const legal = game.legalActions(state, actor);
    game.applyInPlace(
      state,
      legal.length === 1 ? legal[0] : bot.act(game.viewFor(state, actor), legal, random),
    );
  }
}
