"""A Ray rollout collector for ``ppo_torch.py``: each Ray actor is a ``RolloutWorker`` (one Gymnasium
vector environment of backroom games, with its own engine process), on whichever node Ray puts it.

Worker ``w`` learns seat ``w % players``, so with a multiple of the player count as workers every
seat is learnt equally. Each update sends the policy's layers (numpy arrays, a few MB) to every
worker through Ray's object store once, the workers play their steps at the same time, and the
rollouts are joined along the games' axis, as ``LocalCollector`` does in one process. Every node
needs the ``backroom`` Python package and the engines (``npx backroom`` or ``$BACKROOM_CLI``); this
module and ``rollout_worker.py`` travel with the tasks (pickled by value), so they need not be
installed there.

    python3 python/examples/ppo_torch.py --game slush-fund --players 3 --collector ray \\
        --ray-workers 6 --ray-address auto --cpu-minutes 50 --out slush-fund-3.json
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import rollout_worker  # noqa: E402
from rollout_worker import Rollout, join  # noqa: E402

try:
    import ray
except ImportError as error:  # pragma: no cover - the message is the point
    raise ImportError(f"the Ray collector needs ray: pip install -e 'python[ray]' ({error})") from error

# The workers unpickle RolloutWorker by value: a cluster's nodes need not have python/examples/.
ray.cloudpickle.register_pickle_by_value(rollout_worker)


class RayCollector:
    """``workers`` Ray actors, each a ``RolloutWorker`` of ``envs_per_worker`` games."""

    def __init__(
        self,
        game: str,
        players: int,
        workers: int,
        envs_per_worker: int,
        opponents: str,
        seed: str,
        address: str | None = None,
        reward: str | None = None,
    ) -> None:
        self.started_ray = not ray.is_initialized()
        if self.started_ray:
            ray.init(address=address, include_dashboard=False, log_to_driver=False)
        remote = ray.remote(num_cpus=1)(rollout_worker.RolloutWorker)
        self.actors = [
            remote.remote(game, players, w % players, envs_per_worker, opponents, f"{seed}/{w}", reward)
            for w in range(workers)
        ]
        self.shapes = ray.get([actor.shape.remote() for actor in self.actors])

    def shape(self) -> tuple[int, int, int]:
        """``(num_envs over all workers, observation_size, num_actions)``."""
        _, size, actions = self.shapes[0]
        return sum(n for n, _, _ in self.shapes), size, actions

    def collect(self, layers: list[tuple[np.ndarray, np.ndarray]], steps: int) -> Rollout:
        """Every worker's ``steps`` steps with the policy ``layers``, joined along the games' axis."""
        shared = ray.put(layers)
        return join(ray.get([actor.collect.remote(shared, steps) for actor in self.actors]))

    def close(self) -> None:
        """Ends the workers (and their engines), and Ray if this collector started it."""
        ray.get([actor.close.remote() for actor in self.actors])
        for actor in self.actors:
            ray.kill(actor)
        if self.started_ray:
            ray.shutdown()
