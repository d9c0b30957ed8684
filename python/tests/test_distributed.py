"""backroom.distributed: a study as Ray tasks gives exactly the one-machine summary; the Ray rollout collector."""

import json
import subprocess

import numpy as np
import pytest

ray = pytest.importorskip("ray")

import backroom  # noqa: E402
from backroom import distributed  # noqa: E402
from example_loader import load_example as load  # noqa: E402


@pytest.fixture(scope="module")
def local_ray():
    """A local Ray of two worker CPUs for the module's tests (started again if a loaded machine made it time out)."""
    for attempt in range(3):
        try:
            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
            break
        except Exception:
            ray.shutdown()
            if attempt == 2:
                raise
    yield
    ray.shutdown()


def one_machine(*arguments: str) -> dict:
    """``backroom simulate … --json`` without its wall-clock part."""
    done = subprocess.run([*backroom.find_cli(), "simulate", *arguments, "--json"], capture_output=True, text=True, check=True)
    summary = json.loads(done.stdout)
    del summary["timing"]
    return summary


def test_the_shards_merge_into_the_one_machine_summary(local_ray):
    summary = distributed.simulate(
        "slush-fund", bots=["heuristic", "random", "random"], games=13, players=3, seed="ray-test", shards=3
    )
    assert summary == one_machine(
        "slush-fund", "--bots", "heuristic,random,random", "--games", "13", "--players", "3", "--seed", "ray-test"
    )
    assert summary["games"] == 13


def test_policy_files_travel_with_the_tasks_and_ismcts_settings_reach_them(local_ray, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with backroom.vector_env("campaign", num_envs=1, players=3) as venv:
        backroom.Policy.for_env(venv, hidden=(8,), seed=4).save(tmp_path / "tiny.json")
    bots = "policy:tiny.json,ismcts,heuristic"
    summary = distributed.simulate("campaign", bots=bots, games=4, players=3, seed=9, ismcts_iterations=5)
    assert summary == one_machine(
        "campaign", "--bots", bots, "--games", "4", "--players", "3", "--seed", "9", "--ismcts-iterations", "5"
    )
    assert summary["config"]["botSettings"] == {"ismcts": {"iterations": 5}}


def test_a_bad_configuration_fails_before_any_task():
    with pytest.raises(backroom.ConfigError, match="unknown bot|bot"):
        distributed.simulate("slush-fund", bots=["no-such-bot"], games=4, players=3)
    with pytest.raises(backroom.ConfigError, match="games"):
        distributed.simulate("slush-fund", bots=["random"], games=0, players=3)


def test_the_ray_collector_gives_rollouts_of_every_worker(local_ray):
    pytest.importorskip("torch")
    collector_module = load("ray_collector")
    worker_module = load("rollout_worker")
    collector = collector_module.RayCollector("campaign", 3, 2, 3, "heuristic", "collect")
    try:
        num_envs, size, actions = collector.shape()
        assert num_envs == 6
        layers = [(np.zeros((actions, size), dtype=np.float32), np.zeros(actions, dtype=np.float32))]
        rollout = collector.collect(layers, 5)
        assert rollout.observations.shape == (5, 6, size) and rollout.masks.shape == (5, 6, actions)
        # Every sampled action is legal, and its log-probability is that of a uniform choice among the legal ones.
        chosen = np.take_along_axis(rollout.masks, rollout.actions[..., None], axis=2)[..., 0]
        assert chosen.all()
        np.testing.assert_allclose(rollout.log_probs, -np.log(rollout.masks.sum(axis=2)), rtol=1e-5)
        assert isinstance(rollout, worker_module.Rollout) or type(rollout).__name__ == "Rollout"
    finally:
        collector.close()
    assert ray.is_initialized()


def test_ppo_trains_with_the_ray_collector(local_ray, tmp_path):
    pytest.importorskip("torch")
    ppo = load("ppo_torch")
    out = tmp_path / "policy.json"
    result = ppo.train(
        ppo.parse_args(
            ["--game", "campaign", "--players", "3", "--collector", "ray", "--ray-workers", "2", "--envs-per-seat", "2",
             "--num-steps", "6", "--hidden", "8", "--value-hidden", "8", "--updates", "2", "--eval-games", "0",
             "--out", str(out)]
        )
    )
    assert result["updates"] == 2 and backroom.Policy.load(out).meta["updates"] == 2
