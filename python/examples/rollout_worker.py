"""A rollout worker for ``ppo_torch.py``: one Gymnasium vector environment of backroom games, played
by the current policy (a numpy copy of its layers), a fixed number of steps at a time.

The worker needs numpy and the ``backroom`` package only (no torch), so it runs unchanged in this
process (``LocalCollector``) or as a Ray actor on any node of a cluster (``ray_collector.py``).
Actions are sampled from the masked softmax of the policy's logits; the worker reports each
step's log-probability under the layers it was given, which the learner's PPO ratio starts from.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import numpy as np
from gymnasium.vector import AutoresetMode

import backroom

#: The logit of an illegal action: low enough to have no probability, finite so that sums stay finite.
MASKED_LOGIT = -1e8


@dataclass
class Rollout:
    """``steps`` consecutive steps of ``num_envs`` games, arrays shaped ``(steps, num_envs, …)``.

    ``starts[t]`` is 1 where the observation at ``t`` begins a new game (CleanRL's ``dones``);
    ``rewards[t]`` is the reward of the step taken at ``t`` (the outcome on a game's last step);
    ``next_observations``/``next_starts`` follow the last step, for bootstrapping. ``returns`` holds
    the outcome of every game that ended during the rollout, in the order they ended.
    """

    observations: np.ndarray
    masks: np.ndarray
    actions: np.ndarray
    log_probs: np.ndarray
    rewards: np.ndarray
    starts: np.ndarray
    next_observations: np.ndarray
    next_starts: np.ndarray
    returns: np.ndarray
    steps_played: int


def forward(layers: list[tuple[np.ndarray, np.ndarray]], observations: np.ndarray) -> np.ndarray:
    """The ReLU network's logits, float32 (``layers`` in the policy file's ``(outputs, inputs)`` orientation)."""
    h = observations.astype(np.float32, copy=False)
    for i, (w, b) in enumerate(layers):
        h = h @ w.T + b
        if i < len(layers) - 1:
            h = np.maximum(h, 0.0)
    return h


def sample_masked(logits: np.ndarray, masks: np.ndarray, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """One action per row from the masked softmax, and its log-probability (Gumbel-max sampling)."""
    masked = np.where(masks, logits, MASKED_LOGIT).astype(np.float64)
    top = masked.max(axis=1, keepdims=True)
    log_norm = top[:, 0] + np.log(np.exp(masked - top).sum(axis=1))
    gumbel = -np.log(-np.log(rng.random(masked.shape).clip(1e-300, 1.0)))
    actions = np.where(masks, masked + gumbel, -np.inf).argmax(axis=1)
    log_probs = masked[np.arange(len(actions)), actions] - log_norm
    return actions.astype(np.int64), log_probs.astype(np.float32)


class RolloutWorker:
    """``num_envs`` games with the learner at ``seat`` and ``opponents`` elsewhere (``gym_vector_env``,
    ``SAME_STEP`` autoreset: the step that ends a game already shows the next game's first observation)."""

    def __init__(
        self,
        game: str,
        players: int,
        seat: int,
        num_envs: int,
        opponents: str = "heuristic",
        seed: str = "1",
        reward: str | None = None,
    ) -> None:
        self.env = backroom.gym_vector_env(
            game,
            num_envs,
            seat=seat,
            opponents=opponents,
            players=players,
            seed=seed,
            reward=reward,
            autoreset_mode=AutoresetMode.SAME_STEP,
        )
        self.rng = np.random.default_rng(zlib.crc32(f"{seed}/sampling".encode()))
        self.observations, _ = self.env.reset(seed=seed)
        self.masks = self.env.action_masks().copy()
        self.starts = np.ones(num_envs, dtype=np.float32)

    def shape(self) -> tuple[int, int, int]:
        """``(num_envs, observation_size, num_actions)``."""
        return self.env.num_envs, self.env.observation_size, self.env.num_actions

    def collect(self, layers: list[tuple[np.ndarray, np.ndarray]], steps: int) -> Rollout:
        """Plays ``steps`` steps in every game with the policy ``layers``; the games go on in the next call."""
        n, size, actions_count = self.shape()
        observations = np.zeros((steps, n, size), dtype=np.float32)
        masks = np.zeros((steps, n, actions_count), dtype=np.bool_)
        actions = np.zeros((steps, n), dtype=np.int64)
        log_probs = np.zeros((steps, n), dtype=np.float32)
        rewards = np.zeros((steps, n), dtype=np.float32)
        starts = np.zeros((steps, n), dtype=np.float32)
        returns: list[float] = []
        for t in range(steps):
            observations[t], masks[t], starts[t] = self.observations, self.masks, self.starts
            actions[t], log_probs[t] = sample_masked(forward(layers, self.observations), self.masks, self.rng)
            self.observations, reward, terminated, truncated, _ = self.env.step(actions[t])
            self.masks = self.env.action_masks().copy()
            ended = terminated | truncated
            rewards[t] = reward
            self.starts = ended.astype(np.float32)
            returns.extend(float(r) for r in reward[ended])
        return Rollout(
            observations, masks, actions, log_probs, rewards, starts,
            self.observations.copy(), self.starts.copy(), np.array(returns, dtype=np.float32), steps * n,
        )

    def close(self) -> None:
        """Ends the engine process."""
        self.env.close()


class LocalCollector:
    """One ``RolloutWorker`` per learner seat in this process: the policy learns every seat."""

    def __init__(self, game: str, players: int, envs_per_seat: int, opponents: str, seed: str, reward: str | None = None):
        self.workers = [
            RolloutWorker(game, players, seat, envs_per_seat, opponents, f"{seed}/{seat}", reward) for seat in range(players)
        ]

    def shape(self) -> tuple[int, int, int]:
        """``(num_envs over all workers, observation_size, num_actions)``."""
        n, size, actions = self.workers[0].shape()
        return n * len(self.workers), size, actions

    def collect(self, layers: list[tuple[np.ndarray, np.ndarray]], steps: int) -> Rollout:
        """Every worker's rollout, joined along the games' axis."""
        return join([worker.collect(layers, steps) for worker in self.workers])

    def close(self) -> None:
        """Ends the engine processes."""
        for worker in self.workers:
            worker.close()


def join(parts: list[Rollout]) -> Rollout:
    """Rollouts of the same length side by side (games' axis 1; the next-step arrays and returns joined)."""
    if len(parts) == 1:
        return parts[0]
    stacked = {
        name: np.concatenate([getattr(p, name) for p in parts], axis=1)
        for name in ("observations", "masks", "actions", "log_probs", "rewards", "starts")
    }
    return Rollout(
        **stacked,
        next_observations=np.concatenate([p.next_observations for p in parts]),
        next_starts=np.concatenate([p.next_starts for p in parts]),
        returns=np.concatenate([p.returns for p in parts]),
        steps_played=sum(p.steps_played for p in parts),
    )
