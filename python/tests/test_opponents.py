"""Opponents inside the engine: the learner sees only its own turns, seeds repeat, bad specs are refused."""

import numpy as np
import pytest

import backroom


def play_gym(seed, opponents="random", seat=1):
    """One game of the Gymnasium-style form with random learner moves; returns its trace."""
    rng = np.random.default_rng(seed)
    with backroom.gym_env("slush-fund", seat=seat, opponents=opponents, players=3) as env:
        observation, info = env.reset(seed=seed)
        trace = []
        for _ in range(5000):
            assert observation.shape == env.observation_space.shape
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            observation, reward, terminated, truncated, info = env.step(action)
            trace.append((action, reward))
            if terminated or truncated:
                assert terminated and not truncated
                assert reward in (0.0, 0.5, 1.0)
                assert "outcome" in info
                return trace
            assert reward == 0.0
    raise AssertionError("the game did not end")


def test_gym_env_follows_the_gymnasium_api_and_repeats_under_a_seed():
    first = play_gym(3)
    assert first == play_gym(3)
    assert len(first) > 10


def test_gym_env_accepts_a_seat_map_covering_every_other_seat():
    trace = play_gym(4, opponents={0: "heuristic", 2: {"bot": "random"}}, seat=1)
    assert trace


def test_gym_env_refuses_opponents_that_leave_another_learner():
    with pytest.raises(backroom.ConfigError) as caught:
        backroom.gym_env("slush-fund", seat=0, opponents={1: "random"}, players=3)
    assert caught.value.field == "opponents"


@pytest.mark.parametrize(
    ("opponents", "field"),
    [({1: "nobody"}, "opponents.1"), ({2: {"bot": "random", "depth": 2}}, "opponents.2"), ({7: "random"}, "opponents.7")],
)
def test_bad_opponent_specs_are_config_errors_naming_the_seat(opponents, field):
    with pytest.raises(backroom.ConfigError) as caught:
        backroom.env("slush-fund", players=3, opponents=opponents)
    assert caught.value.field == field


def test_the_aec_learner_never_sees_an_opponents_turn():
    rng = np.random.default_rng(0)
    with backroom.env("slush-fund", players=3, seed=2, opponents={1: "heuristic"}) as env:
        env.reset()
        assert env.possible_agents == [0, 2]
        seen = set()
        for agent in env.agent_iter(20000):
            seen.add(agent)
            observation, reward, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
            else:
                env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        assert seen == {0, 2}


def run_vector(seed):
    """A few hundred steps of a vector env with heuristic opponents; returns what the learner saw."""
    rng = np.random.default_rng(seed)
    with backroom.vector_env(
        "campaign", num_envs=4, players=3, seed=seed, opponents={0: "heuristic", 1: "random"}, teacher="heuristic"
    ) as venv:
        assert venv.possible_agents == [2]
        batch = venv.reset()
        rewards, ended = [], 0
        for _ in range(120):
            assert np.all(batch.agent_selection == 2)
            assert np.all(batch.action_masks[np.arange(4), batch.teacher_actions] == 1)
            batch = venv.step(backroom.sample_legal(batch.action_masks, rng))
            done = np.flatnonzero(batch.terminations | batch.truncations)
            ended += done.size
            for row in done:
                assert batch.rewards[row].sum() == pytest.approx(1.0)
                assert batch.episode_steps[row] < 40, "the row already shows the next game"
            rewards.append(batch.rewards.copy())
        assert ended > 0
        return np.stack(rewards)


def test_the_vector_env_with_opponents_auto_resets_and_repeats_under_a_seed():
    first = run_vector(5)
    assert np.array_equal(first, run_vector(5))


def test_a_teacher_with_options_is_sent_as_json_and_advises_legal_actions():
    with backroom.vector_env(
        "slush-fund", num_envs=2, players=3, seed=3, opponents="heuristic", teacher={"bot": "ismcts", "iterations": 5}
    ) as venv:
        batch = venv.reset()
        assert np.all(batch.action_masks[np.arange(2), batch.teacher_actions] == 1)
    with pytest.raises(backroom.ConfigError, match="iterations"):
        backroom.vector_env("slush-fund", num_envs=1, players=3, teacher={"bot": "ismcts", "iterations": 0})


def test_an_anchor_advises_beside_the_teacher_as_anchor_actions():
    with backroom.vector_env(
        "campaign", num_envs=3, players=3, seed=4, opponents="heuristic", teacher="random", anchor="heuristic"
    ) as venv, backroom.vector_env(
        "campaign", num_envs=3, players=3, seed=4, opponents="heuristic", teacher="heuristic"
    ) as same:
        batch, reference = venv.reset(), same.reset()
        for _ in range(10):
            # The anchor advises what the same bot as a teacher would, whatever the teacher says.
            assert np.array_equal(batch.anchor_actions, reference.teacher_actions)
            assert np.all(batch.action_masks[np.arange(3), batch.teacher_actions] == 1)
            batch, reference = venv.step(batch.anchor_actions), same.step(reference.teacher_actions)
    with pytest.raises(backroom.ConfigError, match="anchor"):
        backroom.vector_env("slush-fund", num_envs=1, players=3, anchor={"bot": "ismcts", "iterations": 0})


def test_potentials_are_each_seats_estimate_in_every_row_and_absent_unless_asked():
    with backroom.vector_env(
        "campaign", num_envs=3, players=3, seed=4, opponents="heuristic", potentials=True
    ) as venv, backroom.vector_env("campaign", num_envs=3, players=3, seed=4, opponents="heuristic") as plain:
        batch, reference = venv.reset(), plain.reset()
        assert not hasattr(reference, "potentials")
        seen = []
        for _ in range(20):
            assert batch.potentials.shape == (3, 3)
            assert np.array_equal(batch.observations, reference.observations)
            seen.append(batch.potentials.copy())
            actions = batch.action_masks.argmax(axis=1)
            batch, reference = venv.step(actions), plain.step(actions)
        seen = np.stack(seen)
        assert np.all((seen >= 0) & (seen <= 1)) and seen.std() > 0
