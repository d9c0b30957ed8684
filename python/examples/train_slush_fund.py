"""REINFORCE with a linear softmax policy, numpy only: one learning seat against random seats in Slush Fund.

The policy is ``softmax(observation @ W + b)`` restricted to the legal actions (the mask). Seat 0
of every game learns; the other seats play uniformly random legal actions. Games run in a vector
environment (many per round trip); after each batch of finished games the policy takes one Adam
step along ``(return - baseline) * grad log pi``, the return being the game's win share (1 for a
win, 1/k for a k-way tie, else 0). At the end the greedy policy (its most likely legal action)
plays ``--eval-games`` fresh games and the script prints its win share against the fair share.

    python3 python/examples/train_slush_fund.py            # the run in docs/research.md
    python3 python/examples/train_slush_fund.py --help
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

# One BLAS thread: the small products here gain nothing from more, and spinning threads on a busy
# two-core machine cost the engine process its time.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import backroom  # noqa: E402

LEARNER = 0


class LinearSoftmaxPolicy:
    """A masked softmax over ``observation @ W + b``, trained by Adam on policy-gradient batches."""

    def __init__(self, observation_size: int, num_actions: int, learning_rate: float, seed: int) -> None:
        rng = np.random.default_rng(seed)
        self.weights = (rng.standard_normal((observation_size, num_actions)) * 0.01).astype(np.float32)
        self.bias = np.zeros(num_actions, dtype=np.float32)
        self.learning_rate = learning_rate
        self._moments = [np.zeros_like(self.weights), np.zeros_like(self.bias)]
        self._squares = [np.zeros_like(self.weights), np.zeros_like(self.bias)]
        self._updates = 0

    def probabilities(self, observations: np.ndarray, masks: np.ndarray) -> np.ndarray:
        """Each row's action probabilities, zero outside its mask."""
        logits = observations @ self.weights + self.bias
        logits = np.where(masks != 0, logits, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        weights = np.exp(logits)
        return weights / weights.sum(axis=1, keepdims=True)

    def sample(self, observations: np.ndarray, masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """One action per row, drawn from the policy."""
        cumulative = self.probabilities(observations, masks).cumsum(axis=1)
        draws = rng.random((len(observations), 1)) * cumulative[:, -1:]
        return np.minimum((cumulative < draws).sum(axis=1), masks.shape[1] - 1)

    def greedy(self, observations: np.ndarray, masks: np.ndarray) -> np.ndarray:
        """The most likely legal action of each row."""
        logits = observations @ self.weights + self.bias
        return np.where(masks != 0, logits, -np.inf).argmax(axis=1)

    def update(self, observations: np.ndarray, masks: np.ndarray, actions: np.ndarray, advantages: np.ndarray, episodes: int) -> None:
        """One Adam ascent step on the mean over ``episodes`` of ``sum_t advantage * grad log pi(a_t)``."""
        probabilities = self.probabilities(observations, masks)
        chosen = np.zeros_like(probabilities)
        chosen[np.arange(len(actions)), actions] = 1.0
        logit_gradients = (chosen - probabilities) * advantages[:, None] / episodes
        gradients = [observations.T @ logit_gradients, logit_gradients.sum(axis=0)]
        self._updates += 1
        beta1, beta2, epsilon = 0.9, 0.999, 1e-8
        for parameter, gradient, moment, square in zip(
            (self.weights, self.bias), gradients, self._moments, self._squares
        ):
            moment *= beta1
            moment += (1 - beta1) * gradient
            square *= beta2
            square += (1 - beta2) * gradient * gradient
            corrected = moment / (1 - beta1**self._updates)
            scale = np.sqrt(square / (1 - beta2**self._updates)) + epsilon
            parameter += (self.learning_rate * corrected / scale).astype(np.float32)


def evaluate(policy: LinearSoftmaxPolicy | None, args: argparse.Namespace, seed: str) -> float:
    """The learner's mean win share over ``args.eval_games`` new games (random play when ``policy`` is None).

    Every row plays the same number of games and only those count, so short games are not favoured.
    """
    rows = max(n for n in range(1, min(args.envs, args.eval_games) + 1) if args.eval_games % n == 0)
    per_row = args.eval_games // rows
    rng = np.random.default_rng(args.seed + 1)
    played = np.zeros(rows, dtype=np.int64)
    total = 0.0
    with backroom.vector_env("slush-fund", num_envs=rows, players=args.players, seed=seed) as venv:
        batch = venv.reset()
        while played.sum() < rows * per_row:
            actions = backroom.sample_legal(batch.action_masks, rng)
            learner = np.flatnonzero(batch.agent_selection == LEARNER)
            if policy is not None and learner.size:
                actions[learner] = policy.greedy(batch.observations[learner], batch.action_masks[learner])
            batch = venv.step(actions)
            for row in np.flatnonzero(batch.terminations | batch.truncations):
                if played[row] < per_row:
                    total += float(batch.rewards[row, LEARNER])
                    played[row] += 1
    return total / (rows * per_row)


def train(args: argparse.Namespace) -> dict:
    """Trains for ``args.updates`` policy updates (or until ``args.minutes``), then evaluates; returns the figures."""
    started = time.monotonic()
    rng = np.random.default_rng(args.seed)
    fair = 1.0 / args.players
    with backroom.vector_env("slush-fund", num_envs=args.envs, players=args.players, seed=f"train/{args.seed}") as venv:
        policy = LinearSoftmaxPolicy(venv.observation_size, venv.num_actions, args.learning_rate, args.seed)
        print(
            f"slush-fund, {args.players} players; seat {LEARNER} learns, the others play at random; "
            f"{venv.num_envs} games at a time; observation {venv.observation_size}, actions {venv.num_actions}",
            flush=True,
        )
        trajectories: list[list[tuple[np.ndarray, np.ndarray, int]]] = [[] for _ in range(args.envs)]
        batch_steps: list[tuple[np.ndarray, np.ndarray, int, float]] = []
        finished_returns: list[float] = []
        baseline = fair
        games = updates = steps = 0
        recent: list[float] = []
        batch = venv.reset()
        while updates < args.updates and time.monotonic() - started < args.minutes * 60:
            actions = backroom.sample_legal(batch.action_masks, rng)
            learner = np.flatnonzero(batch.agent_selection == LEARNER)
            if learner.size:
                observations = batch.observations[learner]
                masks = batch.action_masks[learner]
                chosen = policy.sample(observations, masks, rng)
                actions[learner] = chosen
                for k, row in enumerate(learner):
                    trajectories[row].append((observations[k].copy(), masks[k].copy(), int(chosen[k])))
            batch = venv.step(actions)
            steps += args.envs
            for row in np.flatnonzero(batch.terminations | batch.truncations):
                ret = float(batch.rewards[row, LEARNER])
                advantage = ret - baseline
                batch_steps.extend((o, m, a, advantage) for o, m, a in trajectories[row])
                trajectories[row] = []
                finished_returns.append(ret)
                games += 1
            if len(finished_returns) >= args.games_per_update:
                observations = np.stack([s[0] for s in batch_steps])
                masks = np.stack([s[1] for s in batch_steps])
                chosen = np.array([s[2] for s in batch_steps])
                advantages = np.array([s[3] for s in batch_steps], dtype=np.float32)
                policy.update(observations, masks, chosen, advantages, len(finished_returns))
                mean = float(np.mean(finished_returns))
                baseline = 0.9 * baseline + 0.1 * mean
                recent = (recent + [mean])[-10:]
                updates += 1
                batch_steps, finished_returns = [], []
                if updates % args.log_every == 0:
                    elapsed = time.monotonic() - started
                    print(
                        f"update {updates:4d}  games {games:6d}  win share (last {len(recent)} batches) "
                        f"{np.mean(recent):.3f}  steps {steps:8d}  {steps / elapsed:7.0f} steps/s  {elapsed:6.1f} s",
                        flush=True,
                    )
    trained = time.monotonic() - started
    share = evaluate(policy, args, f"eval/{args.seed}")
    baseline_share = evaluate(None, args, f"eval/{args.seed}") if args.random_baseline else None
    elapsed = time.monotonic() - started
    print(
        f"evaluation over {args.eval_games} games (greedy policy against {args.players - 1} random seats): "
        f"win share {share:.3f}, fair share {fair:.3f}, ratio {share / fair:.2f}x",
        flush=True,
    )
    if baseline_share is not None:
        print(f"a random seat in the same games: win share {baseline_share:.3f} ({baseline_share / fair:.2f}x)", flush=True)
    print(f"training {trained:.1f} s, {games} games, {steps} steps; total {elapsed:.1f} s", flush=True)
    return {"share": share, "fair": fair, "games": games, "updates": updates, "seconds": elapsed}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (defaults: the run reported in docs/research.md)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--envs", type=int, default=64, help="games stepped together")
    parser.add_argument("--games-per-update", type=int, default=128)
    parser.add_argument("--updates", type=int, default=80)
    parser.add_argument("--minutes", type=float, default=8.0, help="stop training after this long")
    parser.add_argument("--learning-rate", type=float, default=0.01)
    parser.add_argument("--eval-games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--log-every", type=int, default=10)
    parser.add_argument("--random-baseline", action="store_true", help="also evaluate a random seat")
    return parser.parse_args(argv)


if __name__ == "__main__":
    train(parse_args())
