"""The torch PPO example trains for a moment, writes a policy file the CLI plays, and fine-tunes one."""

import json
import subprocess

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import backroom  # noqa: E402
from example_loader import load_example as load  # noqa: E402

TINY = [
    "--players", "3", "--opponents", "heuristic", "--envs-per-seat", "2", "--num-steps", "8",
    "--num-minibatches", "2", "--update-epochs", "1", "--log-every", "1", "--value-hidden", "16",
]


def test_a_short_run_writes_a_policy_that_the_cli_plays(tmp_path, capsys):
    ppo = load("ppo_torch")
    out = tmp_path / "policy.json"
    result = ppo.train(
        ppo.parse_args(["--game", "slush-fund", *TINY, "--hidden", "16", "--updates", "2", "--eval-games", "3",
                        "--checkpoint-every", "1", "--out", str(out)])
    )
    assert result["updates"] == 2
    with backroom.vector_env("slush-fund", num_envs=2, players=3, seed=1) as venv:
        policy = backroom.Policy.load_for(out, venv)
    assert [w.shape for w, _ in policy.layers] == [(16, venv.observation_size), (venv.num_actions, 16)]
    assert policy.meta["trainedBy"] == "python/examples/ppo_torch.py" and policy.meta["updates"] == 2
    assert policy.meta["evaluation"]["games"] == 3
    assert (tmp_path / "policy.u1.json").is_file() and (tmp_path / "policy.u2.json").is_file()
    # The file plays as a bot of the CLI, here at every seat.
    bots = ",".join([f"policy:{out}"] * 3)
    command = [*backroom.find_cli(), "simulate", "slush-fund", "--players", "3", "--bots", bots, "--games", "2", "--json"]
    summary = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
    assert summary["games"] == 2 and summary["bots"][0]["games"] == 6
    assert "greedy policy against heuristic" in capsys.readouterr().out


def test_fine_tuning_starts_from_the_file_and_the_warmup_leaves_the_policy_alone(tmp_path):
    ppo = load("ppo_torch")
    first = tmp_path / "first.json"
    ppo.train(ppo.parse_args(["--game", "campaign", *TINY, "--hidden", "12", "--updates", "1", "--eval-games", "0",
                              "--out", str(first)]))
    second = tmp_path / "second.json"
    args = ppo.parse_args(["--game", "campaign", *TINY, "--init", str(first), "--value-warmup", "2", "--updates", "2",
                           "--eval-games", "0", "--out", str(second)])
    assert args.hidden == [12]
    ppo.train(args)
    before, after = backroom.Policy.load(first), backroom.Policy.load(second)
    for (w0, b0), (w1, b1) in zip(before.layers, after.layers):
        np.testing.assert_array_equal(w0, w1)
        np.testing.assert_array_equal(b0, b1)
    assert after.meta["continued"]["from"] == "first.json"


def test_a_policy_with_an_anchor_is_refused_for_fine_tuning(tmp_path):
    ppo = load("ppo_torch")
    anchored = tmp_path / "anchored.json"
    with backroom.vector_env("campaign", num_envs=1, players=3) as venv:
        policy = backroom.Policy.for_env(venv, hidden=(8,))
    policy.anchor = {"bot": "heuristic", "bonus": 2.0}
    policy.save(anchored)
    with pytest.raises(backroom.ConfigError, match="only a plain ReLU network"):
        ppo.train(ppo.parse_args(["--game", "campaign", *TINY, "--init", str(anchored), "--updates", "1",
                                  "--eval-games", "0", "--out", str(tmp_path / "x.json")]))


def test_gae_stops_at_a_new_game_and_bootstraps_the_last_step():
    ppo = load("ppo_torch")
    worker = load("rollout_worker")
    zeros = np.zeros((3, 1), dtype=np.float32)
    rollout = worker.Rollout(
        observations=np.zeros((3, 1, 1), dtype=np.float32), masks=np.ones((3, 1, 1), dtype=bool),
        actions=np.zeros((3, 1), dtype=np.int64), log_probs=zeros, rewards=np.array([[0.0], [1.0], [0.0]], dtype=np.float32),
        starts=np.array([[1.0], [0.0], [1.0]], dtype=np.float32), next_observations=np.zeros((1, 1), dtype=np.float32),
        next_starts=np.array([0.0], dtype=np.float32), returns=np.array([1.0], dtype=np.float32), steps_played=3,
    )
    values = np.array([[0.5], [0.25], [0.0]], dtype=np.float32)
    advantages, returns = ppo.advantages_of(rollout, values, np.array([2.0], dtype=np.float32), gamma=1.0, lam=0.5)
    # Step 2 starts a game and bootstraps on the next value (2.0); step 1 ends its game with reward 1.
    np.testing.assert_allclose(advantages[:, 0], [-0.25 + 0.5 * 0.75, 0.75, 2.0])
    np.testing.assert_allclose(returns[:, 0], advantages[:, 0] + values[:, 0])


def test_the_best_response_reports_its_share_against_the_target(tmp_path, capsys):
    best = load("best_response")
    out = tmp_path / "br.json"
    report = best.best_response(
        ["campaign", "--target", "random", "--players", "3", "--cpu-minutes", "0.001", "--eval-games", "6",
         "--hidden", "8", "--out", str(out), "--envs-per-seat", "2", "--num-steps", "4", "--value-hidden", "8"]
    )
    assert report["target"] == "random" and report["fresh"] and report["games"] == 6
    assert 0.0 <= report["winShare"] <= 1.0 and report["ratioToFair"] == pytest.approx(report["winShare"] * 3)
    assert report["interval"][0] <= report["winShare"] <= report["interval"][1]
    assert backroom.Policy.load(out).meta["opponents"] == "random"
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == report


def test_the_best_response_to_ismcts_trains_and_plays_at_the_budget_it_is_given(tmp_path, capsys):
    best = load("best_response")
    out = tmp_path / "br.json"
    report = best.best_response(
        ["slush-fund", "--target", "ismcts", "--players", "3", "--cpu-minutes", "0.001", "--eval-games", "3",
         "--ismcts-iterations", "2", "--hidden", "8", "--out", str(out), "--envs-per-seat", "1", "--num-steps", "4",
         "--value-hidden", "8"]
    )
    assert report["target"] == "ismcts" and report["ismctsIterations"] == 2 and report["games"] == 3
    assert json.loads(backroom.Policy.load(out).meta["opponents"]) == {"bot": "ismcts", "iterations": 2}
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == report


def test_the_best_response_refuses_an_ismcts_budget_for_another_target():
    best = load("best_response")
    with pytest.raises(SystemExit):
        best.best_response(["slush-fund", "--target", "heuristic", "--players", "3", "--cpu-minutes", "1",
                            "--ismcts-iterations", "5"])
