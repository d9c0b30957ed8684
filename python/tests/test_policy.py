"""Policy files: save/load round trip, the refusals, and the cross-language fixture is up to date."""

import base64
import json

import numpy as np
import pytest

import backroom
from backroom.policy import Policy

import policy_fixture


def small_policy(activation="relu"):
    return Policy.random("slush-fund", 3, "2/1", [6, 5, 4], seed=3, activation=activation, meta={"note": "x"})


def test_save_and_load_give_the_same_logits_and_choices(tmp_path):
    for activation in ("relu", "tanh"):
        policy = small_policy(activation)
        path = tmp_path / f"{activation}.json"
        policy.save(path)
        loaded = Policy.load(path, game="slush-fund", players=3, encoding="2/1")
        obs = np.random.default_rng(0).normal(size=(20, 6)).astype(np.float32)
        np.testing.assert_array_equal(loaded.logits(obs), policy.logits(obs))
        masks = np.random.default_rng(1).integers(0, 2, size=(20, 4))
        masks[:, 2] = 1
        np.testing.assert_array_equal(loaded.act(obs, masks), policy.act(obs, masks))
        assert loaded.meta == {"note": "x"} and loaded.activation == activation
        assert json.loads(path.read_text())["layers"][0] == {
            "inputs": 6,
            "outputs": 5,
            "weights": policy.layers[0][0].astype("<f4").tobytes().hex(),
            "bias": policy.layers[0][1].astype("<f4").tobytes().hex(),
        }


def test_a_version_1_file_with_base64_weights_is_still_read(tmp_path):
    policy = small_policy()
    data = policy.to_json()
    assert data["version"] == backroom.policy.VERSION
    data["version"] = 1
    for layer, (w, b) in zip(data["layers"], policy.layers):
        layer["weights"] = base64.b64encode(w.astype("<f4").tobytes()).decode()
        layer["bias"] = base64.b64encode(b.astype("<f4").tobytes()).decode()
    loaded = Policy.load(write(tmp_path, data))
    for (w, b), (w1, b1) in zip(policy.layers, loaded.layers):
        np.testing.assert_array_equal(w, w1)
        np.testing.assert_array_equal(b, b1)
    # A version 2 file holds hexadecimal: base64 there is refused.
    data["version"] = 2
    with pytest.raises(backroom.ConfigError, match=r"layer 0 weights is not valid hexadecimal"):
        Policy.load(write(tmp_path, data, "mixed.json"))


def test_the_choice_is_the_legal_action_of_highest_logit_lowest_index_on_ties():
    policy = Policy("g", 2, "1/1", [(np.zeros((4, 3)), np.array([1.0, 3.0, 3.0, 2.0]))])
    obs = np.zeros(3)
    assert policy.act(obs, np.array([1, 1, 1, 1])) == 1
    assert policy.act(obs, np.array([1, 0, 1, 1])) == 2
    assert policy.act(obs, np.array([1, 0, 0, 1])) == 3
    with pytest.raises(ValueError):
        policy.act(obs, np.zeros(4))


def test_an_anchored_policy_adds_its_bonus_to_the_anchor_action_and_keeps_it_on_disk(tmp_path):
    layers = [(np.zeros((4, 3)), np.array([1.0, 3.0, 3.0, 2.0]))]
    policy = Policy("g", 2, "1/1", layers, anchor={"bot": "heuristic", "bonus": 1.5})
    obs, mask = np.zeros((3, 3)), np.ones((3, 4))
    # 1 + 1.5 < 3 keeps the network's choice; 2 + 1.5 > 3 takes the anchor's.
    np.testing.assert_array_equal(policy.act(obs, mask, [0, 3, 1]), [1, 3, 1])
    assert policy.act(obs[0], mask[0], 3) == 3
    with pytest.raises(ValueError, match="anchored on the bot heuristic"):
        policy.act(obs, mask)
    with pytest.raises(ValueError, match="outside the action space"):
        policy.act(obs, mask, [0, 4, 1])
    policy.save(tmp_path / "a.json")
    loaded = Policy.load(tmp_path / "a.json")
    assert loaded.anchor == {"bot": "heuristic", "bonus": 1.5}
    assert json.loads((tmp_path / "a.json").read_text())["version"] == backroom.policy.VERSION
    np.testing.assert_array_equal(loaded.act(obs, mask, [0, 3, 1]), [1, 3, 1])
    assert "anchor" not in small_policy().to_json()


def test_a_policy_without_layers_plays_its_anchor_whose_weights_it_keeps_on_disk(tmp_path):
    anchor = {"bot": "heuristic", "bonus": 0, "weights": {"bidScale": 1.25, "reserve": 4}}
    policy = Policy("campaign", 3, "1/1", [], anchor=anchor)
    assert policy.observation_size is None and policy.num_actions is None
    mask = np.array([[1, 1, 0], [0, 1, 1]])
    np.testing.assert_array_equal(policy.act(np.zeros((2, 5)), mask, [1, 2]), [1, 2])
    assert policy.act(np.zeros(5), mask[0], 0) == 0
    with pytest.raises(ValueError, match="not legal"):
        policy.act(np.zeros((2, 5)), mask, [2, 2])
    with pytest.raises(ValueError, match="no layers: it plays its anchor"):
        policy.logits(np.zeros(5))
    policy.save(tmp_path / "weights.json")
    data = json.loads((tmp_path / "weights.json").read_text())
    assert data["version"] == backroom.policy.VERSION and data["layers"] == []
    assert Policy.load(tmp_path / "weights.json").anchor == {"bot": "heuristic", "bonus": 0.0, "weights": {"bidScale": 1.25, "reserve": 4.0}}
    # Refused: no layers without an anchor (or with an anchor input, or before version 4), weights before version 4 or not numbers.
    with pytest.raises(backroom.ConfigError, match="no layers"):
        Policy("campaign", 3, "1/1", [])
    with pytest.raises(backroom.ConfigError, match="no layers"):
        Policy("campaign", 3, "1/1", [], anchor={"bot": "heuristic", "bonus": 0, "input": True})
    for edit, message in (
        (dict(version=3, layers=[{"inputs": 1, "outputs": 1, "weights": "00000000", "bias": "00000000"}]), "weights need policy file version 4"),
        (dict(version=3, anchor={"bot": "heuristic", "bonus": 0}), "only a version 4 policy with an anchor may have none"),
        (dict(anchor={"bot": "heuristic", "bonus": 0, "weights": {"reserve": "4"}}), "the anchor's weight reserve must be a finite number"),
        (dict(anchor={"bot": "heuristic", "bonus": 0, "weights": [4]}), "the anchor's weights must be an object"),
    ):
        with pytest.raises(backroom.ConfigError, match=message):
            Policy.from_json({**data, **edit}, "w.json")


def test_weights_by_role_are_kept_on_disk_and_refused_before_version_5_or_when_not_numbers(tmp_path):
    anchor = {
        "bot": "heuristic",
        "bonus": 0,
        "weights": {"reserve": 5},
        "roleWeights": {"greens": {"specialWorthScale": 2}, "democrats": {"reserve": 3, "bidScale": 1.5}},
    }
    Policy("campaign", 3, "1/1", [], anchor=anchor).save(tmp_path / "roles.json")
    data = json.loads((tmp_path / "roles.json").read_text())
    assert data["version"] == backroom.policy.VERSION
    assert Policy.load(tmp_path / "roles.json").anchor == {
        "bot": "heuristic",
        "bonus": 0.0,
        "weights": {"reserve": 5.0},
        "roleWeights": {"greens": {"specialWorthScale": 2.0}, "democrats": {"reserve": 3.0, "bidScale": 1.5}},
    }
    for edit, message in (
        (dict(version=4), "roleWeights need policy file version 5, the file is version 4"),
        (dict(anchor={**anchor, "roleWeights": [1]}), "roleWeights must be an object of weights by role"),
        (dict(anchor={**anchor, "roleWeights": {"greens": 2}}), "the anchor's greens weights must be an object"),
        (dict(anchor={**anchor, "roleWeights": {"greens": {"reserve": None}}}), "the anchor's greens weight reserve must be a finite"),
    ):
        with pytest.raises(backroom.ConfigError, match=message):
            Policy.from_json({**data, **edit}, "r.json")


def test_a_network_that_reads_its_anchor_gets_the_choice_one_hot_after_the_observation(tmp_path):
    # 2 observation values + 3 actions in; the weights copy the one-hot to the logits (times 2).
    weights = np.hstack([np.zeros((3, 2)), 2 * np.eye(3)])
    anchor = {"bot": "heuristic", "bonus": 0.5, "input": True}
    policy = Policy("g", 2, "1/1", [(weights, np.array([1.0, 0.0, 0.0]))], anchor=anchor)
    assert policy.observation_size == 2 and policy.num_actions == 3 and policy.anchor_input
    obs, mask = np.zeros((2, 2)), np.ones((2, 3))
    np.testing.assert_array_equal(policy.logits(obs, [1, 2]), [[1.0, 2.0, 0.0], [1.0, 0.0, 2.0]])
    np.testing.assert_array_equal(policy.act(obs, mask, [1, 2]), [1, 2])
    with pytest.raises(ValueError, match="pass its choices"):
        policy.logits(obs)
    policy.save(tmp_path / "reads.json")
    assert Policy.load(tmp_path / "reads.json").anchor == anchor


def test_a_search_is_kept_on_disk_and_refused_before_version_6_or_when_malformed(tmp_path):
    anchor = {"bot": "heuristic", "bonus": 0, "weights": {"reserve": 5}}
    search = {"actionTypes": ["skip"], "iterations": 80, "opponents": "heuristic"}
    policy = Policy("campaign", 3, "1/1", [], anchor=anchor, search=search)
    # Python plays the policy without its search (the engine's bot searches).
    assert policy.act(np.zeros(5), np.array([1, 1, 0]), 1) == 1
    policy.save(tmp_path / "search.json")
    data = json.loads((tmp_path / "search.json").read_text())
    assert data["version"] == backroom.policy.VERSION == 6 and data["search"] == search
    assert Policy.load(tmp_path / "search.json").search == search
    assert "search" not in small_policy().to_json()
    # The opponents default to the policy itself.
    unnamed = Policy("campaign", 3, "1/1", [], anchor=anchor, search={"actionTypes": ["skip"], "iterations": 5})
    assert unnamed.search == {"actionTypes": ["skip"], "iterations": 5, "opponents": "policy"}
    for edit, message in (
        (dict(version=5), "field 'search' needs policy file version 6, the file is version 5"),
        (dict(search=["skip"]), "field 'search' must be an object"),
        (dict(search={**search, "actionTypes": []}), "actionTypes must be a non-empty list"),
        (dict(search={**search, "actionTypes": ["skip", 3]}), "actionTypes must be a non-empty list"),
        (dict(search={**search, "iterations": 0}), "iterations must be a whole number from 1 to 1000, got 0"),
        (dict(search={**search, "iterations": 1001}), "got 1001"),
        (dict(search={**search, "iterations": 2.5}), "got 2.5"),
        (dict(search={**search, "iterations": True}), "got True"),
        (dict(search={**search, "opponents": "random"}), "opponents must be 'policy' or 'heuristic', got 'random'"),
    ):
        with pytest.raises(backroom.ConfigError, match=message):
            Policy.from_json({**data, **edit}, "s.json")


def write(tmp_path, data, name="p.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


REFUSALS = [
    ("format", lambda d: d.update(format="other"), r"not a policy file"),
    ("version", lambda d: d.update(version=7), r"version 7 is not supported \(this reads versions 1, 2, 3, 4, 5, 6\)"),
    (
        "anchor before version 3",
        lambda d: d.update(version=2, anchor={"bot": "heuristic", "bonus": 1}),
        r"field 'anchor' needs policy file version 3, the file is version 2",
    ),
    ("anchor bot", lambda d: d.update(anchor={"bot": "ismcts", "bonus": 1}), r"anchored on the bot 'ismcts'"),
    ("anchor shape", lambda d: d.update(anchor="heuristic"), r"field 'anchor' must be an object"),
    ("anchor bonus", lambda d: d.update(anchor={"bot": "heuristic", "bonus": -1}), r"bonus must be a finite number"),
    ("anchor NaN", lambda d: d.update(anchor={"bot": "heuristic", "bonus": float("nan")}), r"bonus must be a finite"),
    ("anchor input", lambda d: d.update(anchor={"bot": "heuristic", "bonus": 1, "input": 1}), r"input must be true or false"),
    ("activation", lambda d: d.update(activation="sigmoid"), r"unknown activation 'sigmoid'"),
    ("chain", lambda d: d["layers"][1].update(inputs=4), r"layer 1 .*(takes 4 inputs|holds)"),
    ("hex length", lambda d: d["layers"][0].update(bias=(b"\0" * 8).hex()), r"layer 0 bias holds 8 bytes"),
    ("not hex", lambda d: d["layers"][0].update(bias="%%%%"), r"layer 0 bias is not valid hexadecimal"),
    (
        "NaN",
        lambda d: d["layers"][1].update(bias=np.full(4, np.nan, "<f4").tobytes().hex()),
        r"layer 1 holds a NaN",
    ),
]


@pytest.mark.parametrize("name, breaks, message", REFUSALS, ids=[case[0] for case in REFUSALS])
def test_a_broken_file_is_refused_naming_the_file_and_the_problem(tmp_path, name, breaks, message):
    data = small_policy().to_json()
    breaks(data)
    path = write(tmp_path, data)
    with pytest.raises(backroom.ConfigError, match=message) as refused:
        Policy.load(path)
    assert str(path) in str(refused.value)


@pytest.mark.parametrize(
    "expect, message",
    [
        ({"game": "campaign"}, r"the policy is for the game slush-fund, not campaign"),
        ({"players": 4}, r"the policy is for 3 players, not 4"),
        ({"encoding": "3/1"}, r"built for encoding version 2/1, this engine has 3/1"),
    ],
)
def test_a_policy_for_another_game_count_or_encoding_is_refused(tmp_path, expect, message):
    path = write(tmp_path, small_policy().to_json())
    with pytest.raises(backroom.ConfigError, match=message) as refused:
        Policy.load(path, **expect)
    assert str(path) in str(refused.value)


def test_load_for_checks_the_environment(tmp_path):
    with backroom.env("slush-fund", players=3, seed=1) as env:
        fitting = Policy.for_env(env, hidden=(3,))
        fitting.save(tmp_path / "ok.json")
        assert Policy.load_for(tmp_path / "ok.json", env).num_actions == env.num_actions
        Policy.random("slush-fund", 3, backroom.encoding_version(env), [7, 3, env.num_actions]).save(tmp_path / "no.json")
        with pytest.raises(backroom.ConfigError, match=r"no.json: the policy reads 7 values"):
            Policy.load_for(tmp_path / "no.json", env)


def test_the_cross_language_fixture_is_what_python_records_now():
    # TypeScript checks its choices against this file (test/bots/policy-roundtrip.test.ts); if the
    # encodings changed, rerun `python3 python/tests/policy_fixture.py`.
    stored = json.loads(policy_fixture.FIXTURE.read_text(encoding="utf-8"))
    assert policy_fixture.build_fixture(stored["steps"]) == stored
