"""The training example runs end to end in a tiny configuration (so it cannot rot)."""

import importlib.util
from pathlib import Path

import numpy as np

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "train_slush_fund.py"


def load_example():
    spec = importlib.util.spec_from_file_location("train_slush_fund", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_training_example_trains_and_evaluates(capsys):
    example = load_example()
    args = example.parse_args(
        ["--updates", "2", "--envs", "4", "--games-per-update", "4", "--eval-games", "8", "--log-every", "1"]
    )
    figures = example.train(args)
    assert figures["updates"] == 2
    assert figures["games"] >= 8
    assert 0.0 <= figures["share"] <= 1.0
    assert figures["fair"] == 1 / 3
    log = capsys.readouterr().out
    assert "update    2" in log
    assert "evaluation over 8 games" in log


def test_the_policy_moves_towards_rewarded_actions():
    example = load_example()
    policy = example.LinearSoftmaxPolicy(3, 4, learning_rate=0.1, seed=0)
    observations = np.ones((8, 3), dtype=np.float32)
    masks = np.ones((8, 4), dtype=np.int8)
    before = policy.probabilities(observations[:1], masks[:1])[0, 2]
    for _ in range(20):
        policy.update(observations, masks, np.full(8, 2), np.ones(8, dtype=np.float32), episodes=8)
    assert policy.probabilities(observations[:1], masks[:1])[0, 2] > before + 0.3
    masked = masks.copy()
    masked[:, 2] = 0
    assert policy.probabilities(observations[:1], masked[:1])[0, 2] == 0
    assert policy.greedy(observations[:1], masked[:1])[0] != 2
