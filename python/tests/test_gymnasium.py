"""Gymnasium's own checker, unmodified, on every registered game, and the vector form's autoreset
semantics against Gymnasium's own SyncVectorEnv over the single-game form."""

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import AutoresetMode, SyncVectorEnv

import backroom


@pytest.mark.parametrize("game", backroom.GAMES)
def test_check_env_passes_on_every_registered_game(game):
    env = gymnasium.make(backroom.env_id(game), opponents="heuristic")
    try:
        assert isinstance(env.unwrapped, gymnasium.Env)
        check_env(env.unwrapped)
    finally:
        env.close()


def test_make_builds_the_game_with_its_arguments():
    env = gymnasium.make("backroom/slush-fund-v0", players=3, opponents="heuristic")
    try:
        raw = env.unwrapped
        assert isinstance(raw, backroom.GymEnv)
        assert (raw.game_id, raw.num_players, raw.seat) == ("slush-fund", 3, 0)
        observation, info = env.reset(seed=7)
        assert observation in env.observation_space
        assert np.array_equal(raw.action_masks(), info["action_mask"].astype(bool))
    finally:
        env.close()


def test_an_illegal_action_loses_by_default_and_raises_when_asked():
    with backroom.gym_env("campaign", players=3, seed=2) as env:
        env.reset(seed=2)
        illegal = int(np.flatnonzero(~env.action_masks())[0])
        observation, reward, terminated, truncated, info = env.step(illegal)
        assert (reward, terminated, truncated) == (-1.0, True, False)
        assert info["illegal_action"] is True
        assert observation in env.observation_space
    with backroom.gym_env("campaign", players=3, seed=2, illegal_action="raise") as env:
        observation, _ = env.reset(seed=2)
        illegal = int(np.flatnonzero(~env.action_masks())[0])
        with pytest.raises(backroom.RuleError) as refused:
            env.step(illegal)
        assert refused.value.code == "illegal-action"
        legal = int(np.flatnonzero(env.action_masks())[0])
        assert env.step(legal)[0].shape == observation.shape


def test_make_vec_builds_one_engine_process_for_every_game():
    envs = gymnasium.make_vec("backroom/tiefe-taschen-v0", num_envs=3, opponents="random")
    try:
        assert isinstance(envs, backroom.GymVectorEnv)
        assert envs.metadata["autoreset_mode"] is AutoresetMode.NEXT_STEP
        observations, infos = envs.reset(seed=1)
        assert observations in envs.observation_space
        assert envs.action_masks().shape == (3, envs.single_action_space.n)
        assert envs.action_masks().any(axis=1).all()
    finally:
        envs.close()


class RowEnv(backroom.GymEnv):
    """Row ``row`` of a vector env as a single env: its n-th game is seeded ``<base>/<row>/<n>``."""

    def __init__(self, row, base, **kwargs):
        super().__init__(seed=f"{base}/{row}/0", **kwargs)
        self.row, self.base, self.games = row, base, 0

    def reset(self, *, seed=None, options=None):
        self.games += 1
        return super().reset(seed=f"{self.base}/{self.row}/{self.games - 1}", options=options)


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_the_vector_env_autoresets_as_gymnasiums_own_sync_vector_env(mode):
    config = {"game_id": "slush-fund", "players": 2, "opponents": "random", "max_steps": 40}
    num_envs, base = 3, "auto"
    ours = backroom.GymVectorEnv(num_envs=num_envs, seed=base, autoreset_mode=mode, **config)
    theirs = SyncVectorEnv(
        [lambda row=row: RowEnv(row, base, **config) for row in range(num_envs)], autoreset_mode=mode
    )
    rng = np.random.default_rng(0)
    ended = illegal_rows = 0
    try:
        observations, _ = ours.reset(seed=base)
        expected, _ = theirs.reset()
        assert np.array_equal(observations, expected)
        for step in range(400):
            masks = ours.action_masks().astype(np.int8)
            actions = backroom.sample_legal(masks, rng)
            if step % 37 == 5:
                # Now and then an illegal action, which loses that row's game.
                actions[0] = int(np.flatnonzero(masks[0] == 0)[0])
            observations, rewards, terminations, truncations, infos = ours.step(actions)
            expected, want_rewards, want_terminations, want_truncations, want_infos = theirs.step(actions)
            assert np.array_equal(observations, expected), f"observations at step {step}"
            assert np.array_equal(rewards, want_rewards), f"rewards at step {step}"
            assert np.array_equal(terminations, want_terminations) and np.array_equal(truncations, want_truncations)
            assert terminations.dtype == np.bool_ and rewards.shape == (num_envs,)
            ended += int((terminations | truncations).sum())
            if mode is AutoresetMode.SAME_STEP:
                assert np.array_equal(infos.get("_final_obs", np.zeros(num_envs, bool)),
                                      want_infos.get("_final_obs", np.zeros(num_envs, bool)))
                for row in np.flatnonzero(want_infos.get("_final_obs", [])):
                    assert np.array_equal(infos["final_obs"][row], want_infos["final_obs"][row])
                    forfeit = want_infos["final_info"].get("illegal_action", np.zeros(num_envs, bool))[row]
                    assert bool(infos["final_info"].get("illegal_action", np.zeros(num_envs, bool))[row]) == bool(forfeit)
            else:
                want = want_infos.get("illegal_action", np.zeros(num_envs, bool)) & want_infos.get(
                    "_illegal_action", np.zeros(num_envs, bool)
                )
                assert np.array_equal(infos.get("illegal_action", np.zeros(num_envs, bool)), want)
                illegal_rows += int(want.sum())
        assert ended > num_envs
        assert mode is AutoresetMode.SAME_STEP or illegal_rows > 0
    finally:
        ours.close()
        theirs.close()


def test_next_step_masks_allow_anything_in_a_row_awaiting_its_reset():
    with backroom.gym_vector_env("slush-fund", 2, players=2, opponents="random", seed=3) as envs:
        envs.reset()
        actions = np.array([int(np.flatnonzero(~envs.action_masks()[0])[0]), 0])
        actions[1] = int(np.flatnonzero(envs.action_masks()[1])[0])
        _, rewards, terminations, _, infos = envs.step(actions)
        assert terminations[0] and rewards[0] == -1.0 and infos["illegal_action"][0]
        assert envs.action_masks()[0].all()
        # The next step ignores row 0's action and shows its new game.
        observations, rewards, terminations, truncations, _ = envs.step([0, int(np.flatnonzero(envs.action_masks()[1])[0])])
        assert rewards[0] == 0 and not terminations[0] and not truncations[0]
        assert not envs.action_masks()[0].all()
    assert envs.closed and envs._raw._connection.closed


def test_the_vector_env_refuses_what_it_cannot_do():
    with pytest.raises(backroom.ConfigError) as mode:
        backroom.gym_vector_env("slush-fund", 2, autoreset_mode=AutoresetMode.DISABLED)
    assert mode.value.field == "autoreset_mode"
    with pytest.raises(backroom.ConfigError) as learners:
        backroom.gym_vector_env("slush-fund", 2, players=3, opponents={1: "random"})
    assert learners.value.field == "opponents"
    envs = backroom.gym_vector_env("slush-fund", 2, players=2)
    try:
        with pytest.raises(backroom.ConfigError) as seeds:
            envs.reset(seed=[1, 2])
        assert seeds.value.field == "seed"
        with pytest.raises(backroom.ConfigError):
            envs.reset(options={"game": {"thiefTakes": "any"}})
    finally:
        envs.close()
