"""Rollout-value datasets from Python, and the example that learns a residual policy from them."""


import numpy as np
import pytest

import backroom
from example_loader import load_example as load


def test_a_dataset_holds_valued_legal_candidates(tmp_path):
    data = backroom.rollout_values(
        "slush-fund", tmp_path / "d.npy", players=3, games=1, seed=2, share=0.05, candidates=3, rollouts=2, rollout_limit=10
    )
    assert data.dtype.names == ("observation", "mask", "candidates", "values")
    assert len(data) > 0
    with backroom.vector_env("slush-fund", num_envs=1, players=3) as venv:
        assert data.dtype["observation"].shape == (venv.observation_size,)
        assert data.dtype["mask"].shape == (venv.num_actions,)
    for record in data:
        valued = record["candidates"] >= 0
        assert valued[0] and valued.sum() == min(3, int(record["mask"].sum()))
        assert np.all(record["mask"][record["candidates"][valued]] == 1)
        assert np.all((record["values"][valued] >= 0) & (record["values"][valued] <= 1))
        assert np.all(np.isnan(record["values"][~valued]))
    again = backroom.rollout_values(
        "slush-fund", tmp_path / "e.npy", players=3, games=1, seed=2, share=0.05, candidates=3, rollouts=2, rollout_limit=10
    )
    assert np.array_equal(again["values"], data["values"], equal_nan=True)


@pytest.mark.parametrize(("setting", "message"), [({"share": 0}, "--share"), ({"rollouts": 0}, "--rollouts")])
def test_a_bad_setting_is_a_config_error(tmp_path, setting, message):
    with pytest.raises(backroom.ConfigError, match=message):
        backroom.rollout_values("campaign", tmp_path / "x.npy", players=3, games=1, **setting)
    assert not (tmp_path / "x.npy").exists()


def synthetic(rows: int, rng: np.random.Generator) -> np.ndarray:
    """Decisions where action 2 beats the bot's action 0 by 0.3 exactly when the first input is 1."""
    dtype = np.dtype([("observation", "<f4", (4,)), ("mask", "u1", (5,)), ("candidates", "<i4", (3,)), ("values", "<f4", (3,))])
    data = np.zeros(rows, dtype)
    flag = rng.integers(0, 2, rows)
    data["observation"][:, 0] = flag
    data["observation"][:, 1:] = rng.standard_normal((rows, 3))
    data["mask"][:, :4] = 1
    data["candidates"] = [0, 1, 2]
    data["values"][:, 0] = 0.5
    data["values"][:, 1] = 0.4
    data["values"][:, 2] = 0.5 + 0.3 * flag - 0.1 * (1 - flag)
    return data


def test_the_fit_learns_where_departing_pays():
    trainer = load("train_rollouts")
    data = synthetic(4000, np.random.default_rng(0))
    args = trainer.parse_args(["--game", "campaign", "--players", "3", "--out", "x.json", "--hidden", "32", "--epochs", "8"])
    layers, losses = trainer.fit(data, args)
    assert losses[-1] < 0.01
    weights = [w for w, _ in layers]
    biases = [b for _, b in layers]

    def advantages(flag: float) -> np.ndarray:
        x = np.zeros(4 + 5, np.float32)
        x[0], x[4] = flag, 1.0  # the bot's choice, action 0, one-hot after the observation
        h = np.maximum(weights[0] @ x + biases[0], 0)
        out = (weights[1] @ h + biases[1]) / trainer.SCALE
        return out - out[0]

    on, off = advantages(1.0), advantages(0.0)
    assert on[2] == pytest.approx(0.3, abs=0.05) and off[2] == pytest.approx(-0.1, abs=0.05)
    assert on[1] == pytest.approx(-0.1, abs=0.05)
    # Action 3 is legal but never valued: it is drawn towards the mean departure, below the bot's choice.
    assert on[3] < 0.2 and off[3] < 0


def test_the_trainer_writes_a_residual_policy_the_engine_accepts(tmp_path, capsys):
    trainer = load("train_rollouts")
    out = tmp_path / "policy.json"
    args = trainer.parse_args(
        [
            "--game", "slush-fund", "--players", "3", "--seeds", "1,2", "--games", "1,1", "--rollouts", "1",
            "--rollout-limit", "10", "--hidden", "8", "--epochs", "2", "--margins", "0.05,0.5",
            "--eval-games", "3", "--envs-per-seat", "1", "--data", str(tmp_path), "--out", str(out),
        ]
    )
    figures = trainer.train(args)
    assert set(figures["scores"]) == {0.05, 0.5}
    assert (tmp_path / "rollout-values-1.npy").exists() and (tmp_path / "rollout-values-2.npy").exists()
    with backroom.vector_env("slush-fund", num_envs=2, players=3, seed=1, anchor="heuristic") as venv:
        policy = backroom.Policy.load_for(out, venv)
        batch = venv.reset()
        actions = policy.act(batch.observations, batch.action_masks, batch.anchor_actions)
        assert np.all(batch.action_masks[np.arange(2), actions] == 1)
    assert policy.anchor == {"bot": "heuristic", "bonus": figures["margin"] * trainer.SCALE, "input": True}
    assert policy.meta["trainedBy"] == "python/examples/train_rollouts.py"
    assert policy.meta["decisions"] == figures["decisions"]
    assert "wrote" in capsys.readouterr().out
