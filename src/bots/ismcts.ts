/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley & Whitehouse,
 * "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), generic over every game.
 *
 * The bot sees only its seat's view. Each iteration samples a full state consistent with that view
 * (`game.determinize`), descends the tree choosing among the actions legal in that sample by UCB1
 * with availability counts (a child's exploration term counts the iterations in which it could
 * have been chosen, not its parent's visits), adds one node, plays the rest of the game out on the
 * sample with `applyInPlace` (at random, or by a rollout policy bot that sees each actor's view of
 * the sample), and credits every node on the path with the reward of the seat that took its
 * action. When several seats may act (a simultaneous phase), the one that acts is drawn uniformly,
 * as in the simulator. A prior bot, asked once per decision on the real view, biases the root
 * towards its choice (progressive bias, fading as the search gathers evidence). The answer is the
 * most visited root action.
 */
import type { Bot } from "../core/bot.js";
import { InvariantError } from "../core/errors.js";
import type { ActionBase, Game, Seat, StateBase, ViewBase } from "../core/game.js";
import { chooseActor } from "../core/playout.js";
import { createRandom, type RandomSource } from "../core/rng.js";
import { actionKey } from "./action-key.js";
import { neutralReward, outcomeRewards, type RewardScheme } from "./rewards.js";

/** The budget and tuning of an ISMCTS bot. */
export interface IsmctsOptions {
  /** Iterations per decision (default 200; with `timeMs` alone, unlimited). */
  readonly iterations?: number;
  /** Wall-clock budget per decision in milliseconds; the search stops at whichever budget ends first. */
  readonly timeMs?: number;
  /** The UCB1 exploration constant (default 0.7, the value of Cowling et al. for rewards in [0, 1]). */
  readonly exploration?: number;
  /** Rollout actions after which a game is scored as a draw (default 2000). */
  readonly rolloutLimit?: number;
  /**
   * Turns after which a rollout is cut off and scored like one cut by `rolloutLimit`: a turn ends
   * whenever the acting seat changes (counted from the searching seat's decision, the tree's steps
   * included), so every sample is scored at the start of a turn, after whole turns of each seat,
   * however many steps the root action's own turn takes (default unlimited).
   */
  readonly rolloutTurns?: number;
  /**
   * How a finished game rewards the seats (default `win`); `blend` averages the win share with the
   * evaluator's reward of the final state (a smoother signal that still counts winning).
   */
  readonly reward?: RewardScheme | "blend";
  /**
   * The deepest tree level (actions chosen in the tree per iteration, the root's included; default
   * unlimited); below it the rollout policy plays. 1 makes the search flat Monte Carlo over the root
   * actions, which keeps the opponents modelled by the policy rather than by exploration.
   */
  readonly depth?: number;
  /**
   * Progressive widening at the root: after n iterations the search considers at most
   * `max(1, floor(widening · √(n + 1)))` root actions (the prior's first, the others in random
   * order), so a seat with many similar actions still compares a few of them well; default
   * unlimited (every root action is tried once before any is repeated).
   */
  readonly widening?: number;
  /**
   * Common random numbers: the k-th visit of every root action plays on the same determinization
   * and the same rollout dice (seeds drawn once per decision), so root actions are compared on
   * equal luck, which cuts the noise of their difference (default false: fresh samples throughout).
   */
  readonly pairedSamples?: boolean;
  /**
   * Rewards per seat in [0, 1] for a rollout cut off by `rolloutLimit` (a game-specific guess of
   * who is ahead); without it such a rollout counts as a draw.
   */
  readonly evaluate?: (state: StateBase) => readonly number[];
  /**
   * A bot that plays rollout steps instead of the uniform choice, seeing the acting seat's view of
   * the sampled state (typically the game's heuristic bot); without it rollouts are random.
   */
  readonly policy?: Bot;
  /** The probability that the policy, not a uniform choice, plays a rollout step (default 1). */
  readonly policyShare?: number;
  /** A bot whose choice from the real view gets a bonus at the root (typically the heuristic bot). */
  readonly prior?: Bot;
  /**
   * The prior's bonus, in reward units, added to its action's UCB value and divided by that
   * action's visits plus one (default 1 when a prior is given).
   */
  readonly priorWeight?: number;
}

/** The iteration budget used when neither `iterations` nor `timeMs` is given. */
export const DEFAULT_ISMCTS_ITERATIONS = 200;

interface TreeNode {
  /** The seat whose action led here (unused at the root). */
  readonly player: Seat;
  visits: number;
  /** Iterations in which this node's action was legal when its parent was reached. */
  availability: number;
  /** Sum of the rewards of `player` over the iterations through this node. */
  total: number;
  readonly children: Map<string, TreeNode>;
}

const newNode = (player: Seat): TreeNode => ({
  player,
  visits: 0,
  availability: 0,
  total: 0,
  children: new Map(),
});

const SEED_RANGE = 0x7fffffff;

/** Statistics of the last decision, for benchmarks and tests. */
export interface IsmctsStats {
  /** Iterations run for the last decision. */
  iterations: number;
  /** Visits per root action key. */
  rootVisits: Record<string, number>;
}

/** An ISMCTS bot that also reports what its last search did. */
export interface IsmctsBot<V extends ViewBase = ViewBase, A extends ActionBase = ActionBase>
  extends Bot<V, A> {
  /** Statistics of the most recent `act` call that searched (a single legal action skips search). */
  readonly lastSearch: IsmctsStats;
}

/**
 * Creates an ISMCTS bot (name `ismcts`) for a game; it searches from the view it is given only.
 *
 * @example
 * ```ts
 * import { createIsmctsBot, createRandom, slushFund } from "backroom";
 *
 * const bot = createIsmctsBot(slushFund, { iterations: 200 });
 * const action = bot.act(slushFund.viewFor(state, 2), slushFund.legalActions(state, 2), createRandom(7));
 * ```
 */
export function createIsmctsBot<S extends StateBase, A extends ActionBase, V extends ViewBase, O>(
  game: Game<S, A, V, O>,
  options: IsmctsOptions = {},
): IsmctsBot<V, A> {
  const iterations =
    options.iterations ??
    (options.timeMs === undefined ? DEFAULT_ISMCTS_ITERATIONS : Number.POSITIVE_INFINITY);
  const exploration = options.exploration ?? 0.7;
  const rolloutLimit = options.rolloutLimit ?? 2000;
  const rolloutTurns = options.rolloutTurns ?? Number.POSITIVE_INFINITY;
  if (!(rolloutTurns >= 1))
    throw new RangeError(`ismcts: rolloutTurns must be at least 1, got ${rolloutTurns}`);
  const scheme = options.reward ?? "win";
  const depth = options.depth ?? Number.POSITIVE_INFINITY;
  if (!(depth >= 1)) throw new RangeError(`ismcts: depth must be at least 1, got ${depth}`);
  const paired = options.pairedSamples ?? false;
  const widening = options.widening ?? Number.POSITIVE_INFINITY;
  const policy = options.policy as Bot<V, A> | undefined;
  const policyShare = options.policyShare ?? 1;
  const prior = options.prior as Bot<V, A> | undefined;
  const priorWeight = options.priorWeight ?? 1;
  if (!(iterations >= 1)) throw new RangeError(`ismcts: iterations must be at least 1, got ${iterations}`);
  const lastSearch: IsmctsStats = { iterations: 0, rootVisits: {} };
  // The seat count, learned from the first finished rollout; only a cut-off rollout needs it.
  let seats = game.players.min;

  /** Runs one iteration from the root on a fresh determinization. */
  const iterate = (
    view: V,
    viewer: Seat,
    rootLegal: readonly A[],
    root: TreeNode,
    rootChildren: (TreeNode | undefined)[],
    priorIndex: number,
    samples: number[],
    search: RandomSource,
  ): void => {
    const path: TreeNode[] = [];
    // The root decision is the viewer's, among exactly the legal actions it was given.
    let node = root;
    let expanded = false;
    let bestIndex = -1;
    {
      let best: TreeNode | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      let untried = 0;
      for (let i = 0; i < rootChildren.length; i++) {
        const child = rootChildren[i];
        if (!child) {
          untried++;
          continue;
        }
        child.availability++;
        let score = ucb(child, exploration);
        if (i === priorIndex) score += priorWeight / (child.visits + 1);
        if (score > bestScore) {
          bestScore = score;
          best = child;
          bestIndex = i;
        }
      }
      // Progressive widening: a new root action only while the children are fewer than allowed.
      if (
        untried > 0 &&
        rootChildren.length - untried < Math.max(1, Math.floor(widening * Math.sqrt(root.visits + 1)))
      ) {
        // The prior's action is tried first, the others in random order.
        if (priorIndex >= 0 && !rootChildren[priorIndex]) bestIndex = priorIndex;
        else {
          let pick = search.below(untried);
          for (bestIndex = 0; rootChildren[bestIndex] || pick-- > 0; bestIndex++);
        }
        best = newNode(viewer);
        best.availability = 1;
        rootChildren[bestIndex] = best;
        expanded = true;
      }
      node = best as TreeNode;
      path.push(node);
    }
    // With paired samples the k-th visit of every root action plays on the same sample and dice.
    let sample = search.below(SEED_RANGE);
    if (paired) {
      while (samples.length <= node.visits) samples.push(search.below(SEED_RANGE));
      sample = samples[node.visits] as number;
    }
    const random = paired ? createRandom(sample) : search;
    const state = game.determinize(view, sample);
    game.applyInPlace(state, rootLegal[bestIndex] as A);
    // Turns ended since the root decision: one each time the acting seat changes.
    let turns = 0;
    let lastActor = viewer;
    // Selection and expansion below the root, on the actions legal in this determinization.
    while (!expanded && path.length < depth) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      const actor = chooseActor(toAct, random);
      if (actor !== lastActor) {
        turns++;
        lastActor = actor;
        if (turns >= rolloutTurns) break;
      }
      const legal = game.legalActions(state, actor);
      let untried: A[] | undefined;
      let untriedKeys: string[] | undefined;
      let best: TreeNode | undefined;
      let bestAction: A | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const action of legal) {
        const key = actionKey(action);
        const child = node.children.get(key);
        if (!child) {
          untried ??= [];
          untriedKeys ??= [];
          untried.push(action);
          untriedKeys.push(key);
          continue;
        }
        child.availability++;
        const score = ucb(child, exploration);
        if (score > bestScore) {
          bestScore = score;
          best = child;
          bestAction = action;
        }
      }
      if (untried && untriedKeys) {
        const pick = random.below(untried.length);
        bestAction = untried[pick] as A;
        best = newNode(actor);
        best.availability = 1;
        node.children.set(untriedKeys[pick] as string, best);
        expanded = true;
      }
      if (!best || !bestAction)
        throw new InvariantError(`${game.id}: seat ${actor} may act but has no legal action`);
      game.applyInPlace(state, bestAction);
      node = best;
      path.push(node);
    }
    // The playout on the determinized state, by the policy or at random.
    let rewards: readonly number[] | undefined;
    let neutral = 0;
    for (let steps = 0; ; steps++) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) {
        const outcome = game.outcome(state);
        if (!outcome) throw new InvariantError(`${game.id}: no outcome although nobody may act`);
        seats = outcome.scores.length;
        if (scheme === "blend" && options.evaluate) {
          const scores = options.evaluate(state);
          rewards = outcomeRewards(outcome, seats, "win").map((win, seat) => (win + (scores[seat] ?? 0)) / 2);
        } else rewards = outcomeRewards(outcome, seats, scheme === "blend" ? "win" : scheme);
        break;
      }
      // A rollout ends at its step limit, or when the next actor would begin a turn past the limit.
      let cut = steps >= rolloutLimit || turns >= rolloutTurns;
      let actor = viewer;
      if (!cut) {
        actor = chooseActor(toAct, random);
        if (actor !== lastActor) {
          turns++;
          lastActor = actor;
          cut = turns >= rolloutTurns;
        }
      }
      if (cut) {
        if (options.evaluate) rewards = options.evaluate(state);
        else neutral = neutralReward(seats, scheme === "rank" ? "rank" : "win");
        break;
      }
      const legal = game.legalActions(state, actor);
      let action: A;
      if (legal.length === 1) action = legal[0] as A;
      else if (policy && (policyShare >= 1 || random.fraction() < policyShare))
        action = policy.act(game.viewFor(state, actor), legal, random) as A;
      else action = legal[random.below(legal.length)] as A;
      game.applyInPlace(state, action);
    }
    root.visits++;
    for (const visited of path) {
      visited.visits++;
      visited.total += rewards ? (rewards[visited.player] ?? 0) : neutral;
    }
  };

  return {
    name: "ismcts",
    lastSearch,
    act(view, legal, random) {
      if (legal.length === 0) throw new InvariantError("ismcts: asked to act without legal actions");
      if (legal.length === 1) return legal[0] as A;
      const viewer = view.viewer;
      if (viewer === null) throw new InvariantError("ismcts: a spectator view cannot act");
      const root = newNode(viewer);
      const rootChildren = new Array<TreeNode | undefined>(legal.length).fill(undefined);
      const deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : now() + options.timeMs;
      const priorIndex = prior ? legal.indexOf(prior.act(view, legal, random)) : -1;
      const samples: number[] = [];
      let done = 0;
      while (done < iterations && (done === 0 || now() < deadline)) {
        iterate(view, viewer, legal, root, rootChildren, priorIndex, samples, random);
        done++;
      }
      let bestIndex = 0;
      let bestVisits = -1;
      let bestMean = Number.NEGATIVE_INFINITY;
      const rootVisits: Record<string, number> = {};
      legal.forEach((action, i) => {
        const child = rootChildren[i];
        const visits = child?.visits ?? 0;
        // Ties in visits go to the prior's action, then to the better mean.
        const mean =
          i === priorIndex
            ? Number.POSITIVE_INFINITY
            : child && child.visits > 0
              ? child.total / child.visits
              : 0;
        rootVisits[actionKey(action)] = visits;
        if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
          bestIndex = i;
          bestVisits = visits;
          bestMean = mean;
        }
      });
      lastSearch.iterations = done;
      lastSearch.rootVisits = rootVisits;
      return legal[bestIndex] as A;
    },
  };
}

/** UCB1 with availability: mean reward plus exploration scaled by how often the child was available. */
function ucb(child: TreeNode, exploration: number): number {
  if (child.visits === 0) return Number.POSITIVE_INFINITY;
  return child.total / child.visits + exploration * Math.sqrt(Math.log(child.availability) / child.visits);
}

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());
