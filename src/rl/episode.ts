/**
 * One running game behind an environment: the state played in place, whose seat acts, that seat's
 * view, legal actions and their indices (computed once per step), and the index-to-action step.
 * Shared by `createEnv` and `createVectorEnv`.
 */

import { rolloutEvaluators } from "../bots/heuristic.js";
import type { BotSettings } from "../bots/index.js";
import { outcomeRewards, type RewardScheme } from "../bots/rewards.js";
import type { Bot } from "../core/bot.js";
import { ConfigError, RuleError } from "../core/errors.js";
import type { ActionBase, AnyGame, Outcome, Seat, StateBase, ViewBase } from "../core/game.js";
import { chooseActor } from "../core/playout.js";
import { createRandom, type RandomSource } from "../core/rng.js";
import type { Encoding } from "../encoding/types.js";
import type { OpponentBots, OpponentSpec, Opponents } from "./opponents.js";

/**
 * How an environment picks the seat to act when several seats may (a simultaneous phase):
 * `random`, uniformly from a source derived from the game's seed, as the simulator, the ladder and
 * the tournament do (`chooseActor`), so a policy learns the game it will be rated in; or
 * `clockwise`, the first seat of `toAct` after the seat that acted last (see `nextActor`).
 */
export type ActorOrder = "random" | "clockwise";

/** The actor orders, in the order the documentation lists them. */
export const ACTOR_ORDERS: readonly ActorOrder[] = ["random", "clockwise"];

/**
 * The seat the `clockwise` order selects among `toAct`: the first one clockwise after the seat that acted
 * last (the lowest seat at the start of a game). With one seat in `toAct` that is the seat; in a
 * simultaneous phase the seats take turns around the table, so none can be starved by a seat
 * before it that always has something to do (a Boss in Kohle's deals, say). -1 when `toAct` is empty.
 */
export function nextActor(toAct: readonly Seat[], lastActor: Seat, players: number): Seat {
  let best = -1;
  let bestDistance = players;
  for (const seat of toAct) {
    const distance = (seat - lastActor - 1 + 2 * players) % players;
    if (distance < bestDistance) {
      best = seat;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * What an environment does with an action index that is in range but not legal now: `raise` throws
 * `RuleError` ("illegal-action") and changes nothing; `lose` ends the game at once, as PettingZoo's
 * classic games do: the seat that tried it is rewarded -1, every other seat 0, and no outcome is scored.
 */
export type IllegalActionMode = "raise" | "lose";

/** The illegal-action modes, in the order the documentation lists them. */
export const ILLEGAL_ACTION_MODES: readonly IllegalActionMode[] = ["raise", "lose"];

/** How an episode stands after a step. */
export type EpisodeStatus = "running" | "terminated" | "truncated";

/** The environment settings shared by the single and the batched form. */
export interface EpisodeSettings {
  readonly players: number;
  readonly options?: object;
  /** Actions after which a game still running is truncated (default: no limit). */
  readonly maxSteps?: number;
  /** How the outcome becomes rewards: `win` (winners share 1) or `rank` (first 1 … last 0). Default `win`. */
  readonly reward?: RewardScheme;
  /**
   * Seats played by bots inside the engine (see `Opponents`): the environment then selects only
   * the other seats, and a learner's step returns once the opponents have played up to its next
   * turn or the end. Their random source derives from each game's seed, so seeded runs repeat.
   */
  readonly opponents?: Opponents;
  /** Settings the opponents' bots share (e.g. policy files' contents for `policy:<path>` bots). */
  readonly botSettings?: BotSettings;
  /** How the seat to act is picked in a simultaneous phase (see `ActorOrder`). Default `random`. */
  readonly actorOrder?: ActorOrder;
  /** What an illegal action index does (see `IllegalActionMode`). Default `raise`. */
  readonly illegalAction?: IllegalActionMode;
  /**
   * A bot whose choice for the seat to act is reported with every step (`teacherActions` of the
   * vector form), for imitation learning; it only advises and never plays.
   */
  readonly teacher?: OpponentSpec;
  /**
   * A second advising bot, reported as `anchorActions`: the anchor of a residual policy (see
   * `PolicyAnchor`) while a different teacher, such as a search, is imitated.
   */
  readonly anchor?: OpponentSpec;
  /**
   * Reports each seat's potential with every step (`potentials` of the vector form): the game's
   * rollout evaluator (`rolloutEvaluators`, the one that scores ISMCTS's cut-off rollouts), an
   * estimate in [0, 1] of the seat's chance to win, for potential-based reward shaping (Ng, Harada
   * & Russell 1999). A game without an evaluator refuses it (`ConfigError` on field `potentials`).
   */
  readonly potentials?: boolean;
}

/** A game played step by step through action indices. */
export class Episode {
  state!: StateBase;
  steps = 0;
  status: EpisodeStatus = "running";
  /** The seat to act (see `ActorOrder`), or -1 once the game is over or truncated. */
  actor: Seat = -1;
  /** The seat that lost the game by an illegal action (`forfeit`), -1 otherwise. */
  forfeitedBy: Seat = -1;
  /** The seat that played the last action, -1 at the start of a game. */
  private lastActor: Seat = -1;
  private actorView: ViewBase | undefined;
  private actorLegal: ActionBase[] = [];
  private legalIndices: Int32Array;
  private masked = false;
  private opponentRandom: RandomSource | undefined;
  private teacherRandom: RandomSource | undefined;
  private anchorRandom: RandomSource | undefined;
  private actorRandom: RandomSource | undefined;
  private readonly evaluate: ((state: StateBase) => readonly number[]) | undefined;

  /** `opponents[seat]`, where set, plays that seat inside `reset` and `play` (see `playOpponents`). */
  constructor(
    readonly game: AnyGame,
    readonly encoding: Encoding<ViewBase, ActionBase>,
    readonly settings: EpisodeSettings,
    readonly opponents?: OpponentBots,
    readonly teacher?: Bot,
    readonly anchor?: Bot,
  ) {
    this.legalIndices = new Int32Array(16);
    const order: unknown = settings.actorOrder;
    if (order !== undefined && !ACTOR_ORDERS.includes(order as ActorOrder)) {
      throw new ConfigError(
        "actorOrder",
        `is ${ACTOR_ORDERS.map((o) => `"${o}"`).join(" or ")}, got ${JSON.stringify(order)}`,
      );
    }
    const illegal: unknown = settings.illegalAction;
    if (illegal !== undefined && !ILLEGAL_ACTION_MODES.includes(illegal as IllegalActionMode)) {
      throw new ConfigError(
        "illegalAction",
        `is ${ILLEGAL_ACTION_MODES.map((o) => `"${o}"`).join(" or ")}, got ${JSON.stringify(illegal)}`,
      );
    }
    if (settings.potentials) {
      this.evaluate = Object.hasOwn(rolloutEvaluators, game.id) ? rolloutEvaluators[game.id] : undefined;
      if (!this.evaluate) throw new ConfigError("potentials", `${game.id} has no evaluator to estimate them`);
    }
  }

  /** Starts a new game with this seed (the opponents' random source is derived from it too). */
  reset(seed: number | string): void {
    this.state = this.game.setup({
      players: this.settings.players,
      seed,
      options: this.settings.options as never,
    });
    this.steps = 0;
    this.status = "running";
    this.forfeitedBy = -1;
    this.lastActor = -1;
    this.actorRandom =
      this.settings.actorOrder === "clockwise" ? undefined : createRandom(`${String(seed)}/actors`);
    if (this.opponents) this.opponentRandom = createRandom(`${String(seed)}/opponents`);
    if (this.teacher) this.teacherRandom = createRandom(`${String(seed)}/teacher`);
    if (this.anchor) this.anchorRandom = createRandom(`${String(seed)}/anchor`);
    this.advance();
    this.playOpponents();
  }

  /** The actor's view (computed once per step). */
  view(): ViewBase {
    let view = this.actorView;
    if (view === undefined) {
      view = this.game.viewFor(this.state, this.actor) as ViewBase;
      this.actorView = view;
    }
    return view;
  }

  /** Writes the actor's observation and mask into the given buffers (zeros when nobody acts). */
  writeActor(observations: Float32Array, obsOffset: number, masks: Uint8Array, maskOffset: number): void {
    const { encoding } = this;
    if (this.actor < 0) {
      observations.fill(0, obsOffset, obsOffset + encoding.observationSize);
      masks.fill(0, maskOffset, maskOffset + encoding.numActions);
      return;
    }
    const view = this.view();
    encoding.observeInto(view, observations, obsOffset);
    this.index();
    masks.fill(0, maskOffset, maskOffset + encoding.numActions);
    const indices = this.legalIndices;
    for (let i = 0; i < this.actorLegal.length; i++) masks[maskOffset + (indices[i] as number)] = 1;
  }

  /**
   * Writes the actor's mask as bits into `bytes` bytes at `out[offset ..]`: bit `k % 8` of byte
   * `k >> 3` is action `k` (zeros when nobody acts). Costs a pass over the legal actions only.
   */
  writeMaskBits(out: Uint8Array, offset: number, bytes: number): void {
    out.fill(0, offset, offset + bytes);
    if (this.actor < 0) return;
    this.index();
    const indices = this.legalIndices;
    for (let i = 0; i < this.actorLegal.length; i++) {
      const index = indices[i] as number;
      out[offset + (index >> 3)] = (out[offset + (index >> 3)] as number) | (1 << (index & 7));
    }
  }

  /** The action index the teacher would play for the actor now (-1 without a teacher or an actor). */
  teacherIndex(): number {
    return this.advice(this.teacher, this.teacherRandom);
  }

  /** The action index the anchor would play for the actor now (-1 without an anchor or an actor). */
  anchorIndex(): number {
    return this.advice(this.anchor, this.anchorRandom);
  }

  /** The action index an advising bot would play for the actor now (-1 without the bot or an actor). */
  private advice(bot: Bot | undefined, random: RandomSource | undefined): number {
    if (!bot || this.actor < 0) return -1;
    const view = this.view();
    const legal = this.game.legalActions(this.state, this.actor) as ActionBase[];
    const action = bot.act(
      bot.blind ? ({ viewer: this.actor } as ViewBase) : view,
      legal,
      random as RandomSource,
    );
    return this.encoding.encodeAction(view, action);
  }

  /** Throws `RuleError` unless `index` is a legal action index of the actor now. */
  check(index: number): ActionBase {
    if (this.actor < 0) throw new RuleError("game-over", "the game is over; reset the environment");
    if (
      typeof index !== "number" ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= this.encoding.numActions
    ) {
      throw new RuleError(
        "bad-index",
        `an action index must be an integer from 0 to ${this.encoding.numActions - 1}, got ${String(index)}`,
      );
    }
    this.index();
    const indices = this.legalIndices;
    for (let i = 0; i < this.actorLegal.length; i++) {
      if (indices[i] === index) return this.actorLegal[i] as ActionBase;
    }
    throw new RuleError(
      "illegal-action",
      `the action index ${index} is not legal for seat ${this.actor} now`,
    );
  }

  /**
   * Whether an index that `check` refused ends the game under the `lose` mode: an in-range index
   * that is not legal (`illegal-action`), not a malformed one.
   */
  forfeits(error: unknown): boolean {
    return (
      this.settings.illegalAction === "lose" && error instanceof RuleError && error.code === "illegal-action"
    );
  }

  /** Ends the game because the actor tried an illegal action (the `lose` mode): it is rewarded -1. */
  forfeit(): void {
    this.forfeitedBy = this.actor;
    this.lastActor = this.actor;
    this.status = "terminated";
    this.advance();
  }

  /** Writes `seat`'s observation of the state now (the final one, once the game is over). */
  observeSeat(seat: Seat, out: Float32Array, offset: number): void {
    this.encoding.observeInto(this.game.viewFor(this.state, seat) as ViewBase, out, offset);
  }

  /**
   * Plays a legal action (from `check`) for the actor, then the opponents' turns up to the next
   * learner's turn or the end, and returns the new status.
   */
  play(action: ActionBase): EpisodeStatus {
    this.apply(action);
    this.playOpponents();
    return this.status;
  }

  /** Plays the opponents' seats while one of them is the actor and the game runs. */
  private playOpponents(): void {
    const bots = this.opponents;
    if (!bots) return;
    const random = this.opponentRandom as RandomSource;
    for (let bot = bots[this.actor]; bot !== undefined && this.status === "running"; bot = bots[this.actor]) {
      const seat = this.actor;
      const legal = this.game.legalActions(this.state, seat) as ActionBase[];
      const view = bot.blind
        ? ({ viewer: seat } as ViewBase)
        : (this.game.viewFor(this.state, seat) as ViewBase);
      this.apply(bot.act(view, legal, random));
    }
  }

  /** Applies one action of the actor and moves on to the next actor. */
  private apply(action: ActionBase): void {
    this.game.applyInPlace(this.state, action);
    this.lastActor = this.actor;
    this.steps++;
    if (this.game.outcome(this.state) !== undefined) this.status = "terminated";
    else if (this.settings.maxSteps !== undefined && this.steps >= this.settings.maxSteps)
      this.status = "truncated";
    this.advance();
  }

  /** The outcome of a finished game, `undefined` while it runs, after a truncation or a forfeit. */
  outcome(): Outcome | undefined {
    return this.forfeitedBy < 0 ? this.game.outcome(this.state) : undefined;
  }

  /**
   * Writes the rewards of the last step per seat: the outcome's on termination (-1 for a seat that
   * forfeited and 0 for the others), else zeros.
   */
  writeRewards(out: Float32Array | number[], offset: number): void {
    const players = this.settings.players;
    const outcome = this.status === "terminated" ? this.outcome() : undefined;
    if (!outcome) {
      for (let seat = 0; seat < players; seat++) out[offset + seat] = seat === this.forfeitedBy ? -1 : 0;
      return;
    }
    const rewards = outcomeRewards(outcome, players, this.settings.reward ?? "win");
    for (let seat = 0; seat < players; seat++) out[offset + seat] = rewards[seat] as number;
  }

  /** Writes each seat's potential now (see `EpisodeSettings.potentials`; zeros without the option). */
  writePotentials(out: Float32Array, offset: number): void {
    const values = this.evaluate?.(this.state);
    for (let seat = 0; seat < this.settings.players; seat++) out[offset + seat] = values?.[seat] ?? 0;
  }

  private advance(): void {
    this.actorView = undefined;
    this.masked = false;
    this.actorLegal = [];
    if (this.status !== "running") {
      this.actor = -1;
      return;
    }
    const toAct = this.game.toAct(this.state);
    if (this.actorRandom && toAct.length > 0) this.actor = chooseActor(toAct, this.actorRandom);
    else this.actor = nextActor(toAct, this.lastActor, this.settings.players);
  }

  /** Computes the actor's legal actions and their indices, once per step. */
  private index(): void {
    if (this.masked) return;
    const legal = this.game.legalActions(this.state, this.actor) as ActionBase[];
    if (this.legalIndices.length < legal.length) this.legalIndices = new Int32Array(legal.length * 2);
    const view = this.view();
    for (let i = 0; i < legal.length; i++) {
      this.legalIndices[i] = this.encoding.encodeAction(view, legal[i] as ActionBase);
    }
    this.actorLegal = legal;
    this.masked = true;
  }
}
