"""The training example runs end to end on a seconds-long budget and writes a valid policy file."""


import numpy as np
import pytest

import backroom
from example_loader import load_example as load


def test_the_trainer_writes_a_policy_the_engine_accepts(tmp_path, capsys):
    train = load("train")
    out, chart = tmp_path / "policy.json", tmp_path / "curve.svg"
    args = train.parse_args(
        [
            "--game", "campaign", "--players", "3", "--opponents", "random", "--minutes", "0.01",
            "--min-rounds", "2", "--envs-per-seat", "2", "--games-per-update", "3", "--eval-games", "3",
            "--hidden", "16,8", "--log-every", "1", "--out", str(out), "--chart", str(chart),
        ]
    )
    figures = train.train(args)
    assert figures["rounds"] >= 2
    assert set(figures["scores"]) == {"final", "imitation"}
    with backroom.vector_env("campaign", num_envs=2, players=3, seed=1) as venv:
        policy = backroom.Policy.load_for(out, venv)
        batch = venv.reset()
        actions = policy.act(batch.observations, batch.action_masks)
        assert np.all(batch.action_masks[np.arange(2), actions] == 1)
    assert [w.shape[0] for w, _ in policy.layers][:-1] == [16, 8]
    assert policy.meta["trainedBy"] == "python/examples/train.py"
    assert chart.read_text().startswith("<svg")
    assert "wrote" in capsys.readouterr().out


@pytest.mark.parametrize("hidden", ["", "0", "64,x", "128,-1"])
def test_hidden_layer_sizes_must_be_positive_whole_numbers(hidden, capsys):
    train = load("train")
    with pytest.raises(SystemExit):
        train.parse_args(["--game", "campaign", "--players", "3", "--out", "x.json", "--hidden", hidden])
    assert "expected sizes like 128 or 256,128" in capsys.readouterr().err


def test_a_run_continues_from_a_policy_file_and_names_it(tmp_path):
    train = load("train")
    common = [
        "--game", "slush-fund", "--players", "3", "--opponents", "random", "--minutes", "0.01",
        "--min-rounds", "2", "--envs-per-seat", "2", "--games-per-update", "2", "--eval-games", "3",
        "--hidden", "8",
    ]
    first = tmp_path / "first.json"
    train.train(train.parse_args([*common, "--out", str(first)]))
    second = tmp_path / "second.json"
    figures = train.train(
        train.parse_args(
            [*common, "--min-rounds", "4", "--value-warmup", "1", "--checkpoint-every", "1",
             "--keep-checkpoints", "2", "--init", str(first), "--out", str(second)]
        )
    )
    # The file it continued, the latest two checkpoints and the final policy are evaluated; no imitation.
    last = figures["rounds"]
    assert set(figures["scores"]) == {"initial", "final", f"round {last - 1}", f"round {last}"}
    continued = backroom.Policy.load(second).meta["continued"]
    assert continued["from"] == "first.json"
    assert continued["cpuMinutes"] == backroom.Policy.load(first).meta["cpuMinutes"]


def test_an_anchored_run_starts_from_its_anchor_bot_and_writes_an_anchored_policy(tmp_path, monkeypatch):
    train = load("train")
    out = tmp_path / "anchored.json"
    # With --shaping, PPO's targets are built from the learner seats' potentials the engines report.
    shaped = []
    targets = train.lambda_returns
    monkeypatch.setattr(
        train, "lambda_returns", lambda *a: shaped.append((a[4].copy(), a[5])) or targets(*a)
    )
    figures = train.train(
        train.parse_args(
            [
                "--game", "slush-fund", "--players", "3", "--minutes", "0.01", "--min-rounds", "3",
                "--envs-per-seat", "2", "--games-per-update", "2", "--eval-games", "3", "--hidden", "8",
                "--value-warmup", "1", "--anchor", "heuristic", "--anchor-bonus", "4", "--anchor-input", "--gae-lambda", "0.9",
                "--shaping", "0.5", "--out", str(out),
            ]
        )
    )
    assert len(shaped) == figures["rounds"] and all(weight == 0.5 for _, weight in shaped)
    potentials = np.concatenate([phi for phi, _ in shaped])
    assert np.all((potentials > 0) & (potentials < 1)) and potentials.std() > 0
    # No imitation; the anchor bot alone is evaluated for comparison but never written.
    assert set(figures["scores"]) == {"final", "anchor alone"}
    policy = backroom.Policy.load(out)
    assert policy.anchor == {"bot": "heuristic", "bonus": 4.0, "input": True}
    assert policy.meta["anchorAloneShare"] == round(figures["scores"]["anchor alone"], 4)
    assert policy.meta["teacher"] is None
    with backroom.vector_env("slush-fund", num_envs=2, players=3, seed=1, teacher="heuristic") as venv:
        batch = venv.reset()
        actions = policy.act(batch.observations, batch.action_masks, batch.teacher_actions)
        assert np.all(batch.action_masks[np.arange(2), actions] == 1)
    # Continuing it needs the same anchor: without one (or with another bonus) the run is refused.
    for other in ([], ["--anchor", "heuristic", "--anchor-bonus", "2", "--anchor-input"], ["--anchor", "heuristic", "--anchor-bonus", "4"]):
        args = train.parse_args(
            ["--game", "slush-fund", "--players", "3", "--minutes", "0.01", "--envs-per-seat", "1",
             "--games-per-update", "1", "--init", str(out), *other, "--out", str(tmp_path / "x.json")]
        )
        with pytest.raises(backroom.ConfigError, match="anchored.json: the policy's anchor is"):
            train.train(args)


def test_an_anchored_run_with_another_teacher_imitates_it_through_the_residual(tmp_path):
    train = load("train")
    out = tmp_path / "distilled.json"
    teacher = '{"bot": "ismcts", "iterations": 3}'
    figures = train.train(
        train.parse_args(
            [
                "--game", "slush-fund", "--players", "3", "--minutes", "0.02", "--min-rounds", "4", "--imitation", "0.5",
                "--envs-per-seat", "2", "--games-per-update", "2", "--eval-games", "3", "--hidden", "8",
                "--anchor", "heuristic", "--anchor-bonus", "3", "--teacher", teacher, "--out", str(out),
            ]
        )
    )
    # Imitation first (its snapshot is a candidate), then PPO; the anchor alone is compared, never written.
    assert {"imitation", "final", "anchor alone"} <= set(figures["scores"])
    policy = backroom.Policy.load(out)
    assert policy.anchor == {"bot": "heuristic", "bonus": 3.0}
    assert policy.meta["teacher"] == teacher


def test_lambda_returns_bootstrap_each_game_on_its_own_later_values():
    train = load("train")
    # Two games interleaved in the order played: game 7 (3 steps, won) and game 9 (2 steps, lost).
    game_ids = np.array([7, 9, 7, 9, 7])
    values = np.array([0.5, 0.2, 0.6, 0.4, 0.8], dtype=np.float32)
    outcomes = np.array([1, 0, 1, 0, 1], dtype=np.float32)
    np.testing.assert_allclose(train.lambda_returns(values, game_ids, outcomes, 1.0), outcomes)
    # λ = 0: a step's target is the next step's value, the last step's the outcome.
    np.testing.assert_allclose(train.lambda_returns(values, game_ids, outcomes, 0.0), [0.6, 0.4, 0.8, 0, 1])
    half = train.lambda_returns(values, game_ids, outcomes, 0.5)
    np.testing.assert_allclose(half, [0.5 * 0.6 + 0.5 * (0.5 * 0.8 + 0.5), 0.5 * 0.4, 0.5 * 0.8 + 0.5, 0, 1], rtol=1e-6)


def test_shaping_adds_the_change_of_potential_to_each_step_and_takes_it_away_at_the_end():
    train = load("train")
    game_ids = np.array([7, 9, 7, 9, 7])
    values = np.array([0.5, 0.2, 0.6, 0.4, 0.8], dtype=np.float32)
    outcomes = np.array([1, 0, 1, 0, 1], dtype=np.float32)
    potentials = np.array([0.5, 0.5, 0.7, 0.3, 0.9], dtype=np.float32)
    # λ = 1: the rewards telescope to the outcome minus the step's own weighted potential.
    np.testing.assert_allclose(
        train.lambda_returns(values, game_ids, outcomes, 1.0, potentials, 2.0), outcomes - 2 * potentials, rtol=1e-6
    )
    # λ = 0: the change of potential to the next step plus that step's value; the last step's outcome minus its potential.
    np.testing.assert_allclose(
        train.lambda_returns(values, game_ids, outcomes, 0.0, potentials, 2.0),
        [2 * (0.7 - 0.5) + 0.6, 2 * (0.3 - 0.5) + 0.4, 2 * (0.9 - 0.7) + 0.8, 0 - 2 * 0.3, 1 - 2 * 0.9],
        atol=1e-6,
    )
    # Weight 0 is the unshaped target.
    np.testing.assert_allclose(
        train.lambda_returns(values, game_ids, outcomes, 0.5, potentials, 0.0), train.lambda_returns(values, game_ids, outcomes, 0.5)
    )


def test_a_policy_for_another_game_cannot_be_continued(tmp_path):
    train = load("train")
    other = tmp_path / "campaign.json"
    with backroom.vector_env("campaign", num_envs=1, players=3, seed=1) as venv:
        sizes = [venv.observation_size, 4, venv.num_actions]
        backroom.Policy.random("campaign", 3, backroom.encoding_version(venv), sizes, seed=1).save(other)
    args = train.parse_args(
        ["--game", "slush-fund", "--players", "3", "--opponents", "random", "--minutes", "0.01",
         "--envs-per-seat", "1", "--games-per-update", "1", "--init", str(other), "--out", str(tmp_path / "x.json")]
    )
    with pytest.raises(backroom.ConfigError, match="campaign"):
        train.train(args)


def test_imitation_moves_the_policy_towards_the_teachers_action():
    mlp = load("numpy_mlp")
    rng = np.random.default_rng(0)
    policy = mlp.MLP([3, 8, 4], rng)
    optimiser = mlp.Adam(policy.parameters, 0.05)
    observations = np.ones((8, 3), dtype=np.float32)
    masks = np.ones((8, 4), dtype=np.int8)
    masks[:, 1] = 0
    batch = mlp.Batch(observations, masks, np.zeros(8, int), np.full(8, 2), np.zeros(8, np.float32), np.zeros(8, np.float32), np.full(8, -1))
    weights = mlp.LossWeights(surrogate=0.0, imitation=1.0, entropy=0.0)
    for _ in range(50):
        logits, inputs = policy.forward(observations)
        grad, _ = mlp.logit_gradient(logits, batch, np.zeros(8, np.float32), weights)
        optimiser.step(policy.backward(inputs, grad))
    logits, _ = policy.forward(observations)
    probabilities, _ = mlp.masked_softmax(logits, masks)
    assert probabilities[0, 2] > 0.9
    assert probabilities[0, 1] == 0
    assert mlp.logits_argmax(logits, masks)[0] == 2


def test_a_cpu_budget_stops_the_trainer_and_is_reported(tmp_path):
    train = load("train")
    args = train.parse_args(
        [
            "--game", "slush-fund", "--players", "3", "--opponents", "random", "--cpu-minutes", "0.02",
            "--min-rounds", "1", "--envs-per-seat", "2", "--games-per-update", "2", "--eval-games", "3",
            "--hidden", "8", "--out", str(tmp_path / "policy.json"),
        ]
    )
    figures = train.train(args)
    assert 0 < figures["cpu_minutes"] < 1, "engines and trainer counted, and the budget stops the run"
    assert backroom.Policy.load(tmp_path / "policy.json").meta["cpuMinutes"] > 0


def test_the_cpu_clock_counts_a_live_child_process():
    import os
    import subprocess
    import sys

    clock = load("cpu_clock")
    busy = "import time\nend = time.process_time() + 0.3\nwhile time.process_time() < end: pass\nprint('busy', flush=True)\ninput()"
    child = subprocess.Popen([sys.executable, "-c", busy], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert child.stdout.readline() == b"busy\n"
        assert clock._live_descendants_seconds(os.getpid()) >= 0.25, "a running child's CPU time is counted"
    finally:
        child.communicate(b"\n")
