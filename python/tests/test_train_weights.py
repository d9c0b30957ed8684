"""The example that learns a heuristic bot's weights by the cross-entropy method, on a seconds-long budget."""

import json

import numpy as np
from example_loader import load_example as load

import backroom


def test_the_weights_trainer_writes_a_policy_the_engine_plays(tmp_path, capsys):
    trainer = load("train_weights")
    out, chart = tmp_path / "campaign-3.json", tmp_path / "curve.svg"
    args = trainer.parse_args(
        [
            "--game", "campaign", "--players", "3", "--population", "3", "--games", "3", "--generations", "2",
            "--eval-games", "3", "--seed", "4", "--out", str(out), "--chart", str(chart),
        ]
    )
    figures = trainer.train(args)
    assert figures["generations"] == 2
    defaults = trainer.heuristic_weights("campaign")
    assert set(figures["weights"]) == set(defaults) and figures["weights"] != defaults
    policy = backroom.Policy.load(out, "campaign", 3)
    assert policy.layers == [] and policy.anchor["weights"] == figures["weights"]
    assert policy.meta["trainedBy"] == "python/examples/train_weights.py" and policy.meta["games"] == 2 * 3 * 3
    assert "<svg" in chart.read_text()
    assert "generation 2: the mean wins" in capsys.readouterr().out
    # The engine plays the file wherever a bot goes: here as an opponent in an environment.
    with backroom.gym_env("campaign", seat=0, players=3, opponents={1: f"policy:{out}", 2: "heuristic"}) as env:
        obs, info = env.reset(seed=1)
        assert np.any(info["action_mask"])
    # A game whose heuristic bot has no weights is refused by name.
    try:
        trainer.heuristic_weights("slush-fund")
    except backroom.ConfigError as error:
        assert "slush-fund's heuristic bot takes no weights" in str(error)
    else:
        raise AssertionError("slush-fund was accepted")
    assert json.loads(out.read_text())["version"] == backroom.policy.VERSION
    assert "search" not in json.loads(out.read_text())


def test_the_search_splits_by_role_and_the_file_carries_weights_for_each(tmp_path, capsys):
    trainer = load("train_weights")
    out = tmp_path / "roles.json"
    args = trainer.parse_args(
        [
            "--game", "campaign", "--players", "3", "--population", "3", "--games", "7", "--generations", "3",
            "--split-roles-after", "1", "--role-games", "14", "--eval-games", "7", "--seed", "5", "--out", str(out),
            "--search", '{"actionTypes": ["skip"], "iterations": 8, "opponents": "heuristic"}',
        ]
    )
    figures = trainer.train(args)
    printed = capsys.readouterr().out
    # The first generation is shared (it finds the roles), the next two search by role.
    assert "generation 1: the mean" in printed and "generation 3 (by role): the mean" in printed
    roles = figures["role_weights"]
    ideologies = {"anarchists", "communists", "democrats", "greens", "independents", "libertarians", "republicans"}
    assert roles and set(roles) <= ideologies
    assert all(set(weights) == set(figures["weights"]) for weights in roles.values())
    assert any(weights != figures["weights"] for weights in roles.values())
    assert set(figures["share_by_role"]) <= ideologies
    policy = backroom.Policy.load(out, "campaign", 3)
    assert policy.anchor["roleWeights"] == roles and policy.meta["games"] == 3 * 7 + 2 * 3 * 14
    assert policy.search == {"actionTypes": ["skip"], "iterations": 8, "opponents": "heuristic"}
    # The engine plays the file: the simulator reports the bot's share by role.
    summary = backroom_simulate(out)
    bot = next(b for b in summary["bots"] if b["name"].startswith("policy:"))
    assert sum(r["games"] for r in bot["byRole"].values()) == bot["games"] == 6


def test_a_malformed_search_is_refused_on_the_command_line(capsys):
    trainer = load("train_weights")
    for search, message in (("{", "invalid loads value"), ('{"actionTypes": [], "iterations": 8}', "actionTypes must be")):
        try:
            trainer.parse_args(["--game", "campaign", "--players", "3", "--out", "x.json", "--search", search])
        except SystemExit:
            assert message in capsys.readouterr().err
        else:
            raise AssertionError(f"{search} was accepted")


def backroom_simulate(policy_file):
    import subprocess

    command = [*backroom.find_cli(), "simulate", "campaign", "--players", "3", "--games", "6", "--json"]
    command += ["--bots", f"policy:{policy_file},heuristic,heuristic"]
    return json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
