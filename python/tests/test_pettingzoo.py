"""PettingZoo's own checkers, unmodified, on every game at two player counts, with and without opponents.

``max_cycles_test`` does not apply: it needs a ``parallel_env`` in which every agent acts at every
cycle and samples actions without their masks, and these are turn-based games with masked action
spaces (as PettingZoo's classic games, which it is not run on either).
"""

import warnings

import pettingzoo
import pytest
from pettingzoo.test import api_test, seed_test

import backroom

# The smallest player count and a larger one of each game.
PLAYERS = {"tiefe-taschen": (4, 6), "kohle-kies-knete": (3, 5), "campaign": (2, 4), "slush-fund": (2, 4)}
# Without opponents every seat is an agent; with them one seat learns and heuristic bots play the rest.
OPPONENTS = {"agents": {}, "opponents": {"opponents": "heuristic", "seat": 1}}
CASES = [
    pytest.param(game, players, kind, id=f"{game}-{players}-{kind}")
    for game, counts in PLAYERS.items()
    for players in counts
    for kind in OPPONENTS
]


@pytest.fixture(autouse=True)
def quiet_recommendations():
    """PettingZoo warns about style it recommends (string agent names, a render method): not failures."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        yield


@pytest.mark.parametrize(("game", "players", "kind"), CASES)
def test_api_test_passes(game, players, kind):
    with backroom.env(game, players=players, seed=f"api/{game}", **OPPONENTS[kind]) as env:
        assert isinstance(env, pettingzoo.AECEnv)
        api_test(env, num_cycles=1000)


@pytest.mark.parametrize(("game", "players", "kind"), CASES)
def test_seed_test_passes(game, players, kind):
    made = []

    def constructor():
        env = backroom.env(game, players=players, **OPPONENTS[kind])
        made.append(env)
        return env

    try:
        seed_test(constructor, num_cycles=500)
    finally:
        for env in made:
            env.close()


def test_reset_options_play_one_game_with_other_rules_and_refuse_bad_ones():
    with backroom.env("slush-fund", players=3, seed=3) as env:
        # Options that keep the spaces: this game alone plays them.
        env.reset(seed=1, options={"game": {"thiefTakes": "any", "timeCardsToEnd": 5}})
        assert env.state()["options"]["thiefTakes"] == "any"
        env.reset(seed=1)
        assert env.state()["options"]["thiefTakes"] == "top"
        with pytest.raises(backroom.ConfigError) as bad:
            env.reset(options={"game": {"thiefTakes": "everything"}})
        assert bad.value.field == "options.thiefTakes"
        with pytest.raises(backroom.ConfigError) as spaces:
            env.reset(options={"game": {"deck": {"scandal": 30}}})
        assert spaces.value.field == "options"
        with pytest.raises(backroom.ConfigError) as shape:
            env.reset(options=[1])
        assert shape.value.field == "options"
        with pytest.warns(UserWarning, match="ignores the options"):
            env.reset(options={"options": 1})
        # The refused resets changed nothing: the game started by the last good reset goes on.
        assert env.agents == env.possible_agents


def test_an_illegal_action_loses_the_game_when_asked():
    with backroom.env("slush-fund", players=3, seed=5, illegal_action="lose") as env:
        env.reset()
        mover = env.agent_selection
        mask = env.last()[0]["action_mask"]
        env.step(int((mask == 0).nonzero()[0][0]))
        assert all(env.terminations.values()) and not any(env.truncations.values())
        assert env.rewards == {seat: (-1.0 if seat == mover else 0.0) for seat in env.possible_agents}
        assert all(info["illegal_action"] and info["forfeited_by"] == mover for info in env.infos.values())
        while env.agents:
            env.step(None)
        # A malformed index is still refused, in either mode.
        env.reset()
        with pytest.raises(backroom.RuleError):
            env.step(env.num_actions)
