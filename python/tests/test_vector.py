"""The vector environment: many games per round trip, auto-reset, the same errors."""

import numpy as np
import pytest

import backroom

PLAYERS = {"tiefe-taschen": 4, "kohle-kies-knete": 3, "campaign": 4, "slush-fund": 2}


@pytest.mark.parametrize("game", backroom.GAMES)
def test_vector_games_end_and_reset(game):
    """Rows end by the rules or, past ``max_steps``, by truncation (rewards 0), and start anew."""
    rng = np.random.default_rng(1)
    players = PLAYERS[game]
    with backroom.vector_env(game, num_envs=6, players=players, seed=9, max_steps=300) as venv:
        batch = venv.reset()
        assert batch.observations.shape == (6, venv.observation_size)
        assert batch.action_masks.shape == (6, venv.num_actions)
        assert batch.action_masks.dtype == np.int8
        assert batch.rewards.shape == (6, players)
        ended_rows = set()
        for _ in range(301):
            assert np.all(batch.action_masks.sum(axis=1) > 0), "every row has a legal action"
            assert np.all((batch.agent_selection >= 0) & (batch.agent_selection < players))
            steps_before = batch.episode_steps.copy()
            batch = venv.step(backroom.sample_legal(batch.action_masks, rng))
            ended = (batch.terminations | batch.truncations).astype(bool)
            assert not np.any(batch.terminations & batch.truncations)
            # Rewards only where a game ended by its rules: the winners share 1.
            terminated = batch.terminations.astype(bool)
            assert np.allclose(batch.rewards[~terminated], 0)
            assert np.allclose(batch.rewards[terminated].sum(axis=1), 1)
            # A finished row starts its next game; the others moved one action on.
            assert np.all(batch.episode_steps[ended] == 0)
            assert np.all(batch.episode_steps[~ended] == steps_before[~ended] + 1)
            ended_rows.update(np.flatnonzero(ended).tolist())
            if len(ended_rows) == 6:
                break
        assert len(ended_rows) == 6, "every row finished a game within max_steps"


def test_an_illegal_action_in_one_row_steps_no_game():
    with backroom.vector_env("slush-fund", num_envs=4, players=3, seed=2) as venv:
        batch = venv.reset()
        steps = batch.episode_steps.copy()
        actions = backroom.sample_legal(batch.action_masks, np.random.default_rng(0))
        actions[2] = int(np.flatnonzero(batch.action_masks[2] == 0)[0])
        with pytest.raises(backroom.RuleError, match="game 2") as refused:
            venv.step(actions)
        assert refused.value.code == "illegal-action"
        actions[2] = int(np.flatnonzero(batch.action_masks[2])[0])
        assert np.array_equal(venv.step(actions).episode_steps, steps + 1)


def test_a_vector_row_plays_the_game_its_seed_names():
    rng = np.random.default_rng(4)
    with backroom.vector_env("slush-fund", num_envs=3, players=3, seed="v") as venv, backroom.env(
        "slush-fund", players=3
    ) as env:
        batch = venv.reset()
        env.reset(seed="v/1/0")
        for _ in range(30):
            observation = env.last()[0]
            assert env.agent_selection == batch.agent_selection[1]
            assert np.array_equal(observation["observation"], batch.observations[1])
            assert np.array_equal(observation["action_mask"], batch.action_masks[1])
            actions = backroom.sample_legal(batch.action_masks, rng)
            env.step(int(actions[1]))
            batch = venv.step(actions)
        assert venv.state(1) == env.state()


def test_vector_seeds_are_reproducible():
    def run(seed):
        rng = np.random.default_rng(0)
        with backroom.vector_env("slush-fund", num_envs=4, players=4, seed=seed) as venv:
            batch = venv.reset()
            for _ in range(50):
                batch = venv.step(backroom.sample_legal(batch.action_masks, rng))
            return batch.observations.copy()

    assert np.array_equal(run(5), run(5))
    assert not np.array_equal(run(5), run(6))


def test_actor_order_picks_who_acts_when_several_seats_may():
    """Random (the default) draws any seat of a shared phase; clockwise takes turns after the last actor."""

    def selected(**order):
        with backroom.vector_env("kohle-kies-knete", num_envs=1, players=5, seed="o", **order) as venv:
            batch = venv.reset()
            seats = []
            for _ in range(60):
                seats.append(int(batch.agent_selection[0]))
                batch = venv.step(np.array([int(np.flatnonzero(batch.action_masks[0])[0])]))
            return seats

    default, random, clockwise = selected(), selected(actor_order="random"), selected(actor_order="clockwise")
    assert default == random
    assert clockwise != random


def test_a_bad_vector_configuration_raises_config_error():
    with pytest.raises(backroom.ConfigError) as refused:
        backroom.vector_env("slush-fund", num_envs=0, players=2)
    assert refused.value.field == "num_envs"


def test_sample_legal_draws_uniformly_among_legal_actions():
    rng = np.random.default_rng(0)
    masks = np.zeros((3, 10), dtype=np.int8)
    masks[0, [2, 5, 7]] = 1
    masks[1, 9] = 1
    masks[2, :] = 1
    draws = np.stack([backroom.sample_legal(masks, rng) for _ in range(3000)])
    assert set(np.unique(draws[:, 0])) == {2, 5, 7}
    assert np.all(draws[:, 1] == 9)
    assert set(np.unique(draws[:, 2])) == set(range(10))
    counts = np.bincount(draws[:, 0], minlength=10)[[2, 5, 7]]
    assert counts.min() > 900


def test_step_async_and_step_wait_give_what_step_gives():
    def run(pipelined):
        rng = np.random.default_rng(3)
        with backroom.vector_env("slush-fund", num_envs=3, players=2, seed=1) as venv:
            batch = venv.reset()
            for _ in range(20):
                actions = backroom.sample_legal(batch.action_masks, rng)
                if pipelined:
                    venv.step_async(actions)
                    batch = venv.step_wait()
                else:
                    batch = venv.step(actions)
            return batch.observations.copy()

    assert np.array_equal(run(True), run(False))
    with backroom.vector_env("slush-fund", num_envs=2, players=2, seed=1) as venv:
        masks = venv.reset().action_masks
        venv.step_async(backroom.sample_legal(masks))
        with pytest.raises(backroom.BackroomError, match="still waiting"):
            venv.step_async(backroom.sample_legal(masks))
        venv.step_wait()
        with pytest.raises(backroom.BackroomError, match="no request"):
            venv.step_wait()
