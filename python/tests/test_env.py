"""The AEC environment through the real ``backroom env`` process: every game, played to its end."""

import gc

import numpy as np
import pytest

import backroom

# Each game at one player count, with a seed; random masked play must reach the end of the game
# (a random Kohle Kie$ & Knete game takes about 9,000 actions, the others a few hundred).
CASES = [("tiefe-taschen", 4), ("kohle-kies-knete", 3), ("campaign", 3), ("slush-fund", 3)]


def play_random_game(env, rng, probe_every=0):
    """Plays masked random actions to the end; returns per-agent summed rewards, the step count and
    the infos each agent had at its dead step (PettingZoo's dicts drop an agent after it).

    With ``probe_every`` = k, every k-th turn first tries one index the mask forbids and checks it
    raises ``RuleError`` without changing what the acting agent sees.
    """
    totals = {agent: 0.0 for agent in env.possible_agents}
    final_infos = {}
    steps = 0
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        assert observation["observation"].dtype == np.float32
        assert observation["action_mask"].dtype == np.int8
        assert observation in env.observation_space(agent)
        assert np.all(np.isfinite(observation["observation"]))
        totals[agent] += reward
        # The per-agent dicts hold the live agents, and every one of them.
        assert set(env.rewards) == set(env.terminations) == set(env.infos) == set(env.agents)
        if termination or truncation:
            final_infos[agent] = info
            env.step(None)
            assert agent not in env.agents and agent not in env.rewards
            continue
        mask = observation["action_mask"]
        legal = np.flatnonzero(mask)
        assert legal.size > 0, "an agent to act has a legal action"
        if probe_every and steps % probe_every == 0:
            illegal = np.flatnonzero(mask == 0)
            if illegal.size:
                before = observation["observation"].copy()
                with pytest.raises(backroom.RuleError) as refused:
                    env.step(int(rng.choice(illegal)))
                assert isinstance(refused.value.code, str) and refused.value.code
                assert env.agent_selection == agent
                assert np.array_equal(env.last()[0]["observation"], before)
        env.step(int(rng.choice(legal)))
        steps += 1
    return totals, steps, final_infos


@pytest.mark.parametrize(("game", "players"), CASES)
def test_random_masked_games_reach_the_end(game, players):
    rng = np.random.default_rng(7)
    with backroom.env(game, players=players, seed=11) as env:
        assert env.possible_agents and len(env.possible_agents) == players
        env.reset()
        assert env.agents == env.possible_agents
        totals, steps, final_infos = play_random_game(env, rng, probe_every=10 if game == "kohle-kies-knete" else 1)
        assert steps > 0
        assert env.agents == [] and env.terminations == {} and env.rewards == {}
        assert set(final_infos) == set(env.possible_agents)
        # The rewards are the outcome's: the winners got the most.
        outcome = final_infos[env.possible_agents[0]]["outcome"]
        assert all(info["outcome"] == outcome for info in final_infos.values())
        winners = set(outcome["winners"])
        assert winners
        for agent, total in totals.items():
            assert total == pytest.approx(1 / len(winners) if agent in winners else 0)


def test_the_mask_agrees_with_what_step_accepts():
    rng = np.random.default_rng(3)
    with backroom.env("slush-fund", players=2, seed=5) as env:
        env.reset()
        for _ in range(40):
            mask = env.last()[0]["action_mask"]
            # Every masked index is refused; one legal index is accepted.
            for index in np.flatnonzero(mask == 0)[:: max(1, env.num_actions // 25)]:
                with pytest.raises(backroom.RuleError):
                    env.step(int(index))
            env.step(int(rng.choice(np.flatnonzero(mask))))


def test_an_illegal_action_raises_rule_error_with_its_code():
    with backroom.env("slush-fund", players=3, seed=1) as env:
        env.reset()
        mask = env.last()[0]["action_mask"]
        with pytest.raises(backroom.RuleError) as refused:
            env.step(int(np.flatnonzero(mask == 0)[0]))
        assert refused.value.code
        with pytest.raises(backroom.RuleError) as out_of_range:
            env.step(env.num_actions + 5)
        assert out_of_range.value.code
        # The environment still plays on.
        env.step(int(np.flatnonzero(mask)[0]))


def test_seeds_make_games_reproducible():
    def trace(seed):
        rng = np.random.default_rng(0)
        observations = []
        with backroom.env("campaign", players=3, seed=seed) as env:
            env.reset()
            for agent in env.agent_iter(max_iter=60):
                observation = env.last()[0]
                observations.append(observation["observation"].copy())
                env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        return np.stack(observations)

    assert np.array_equal(trace(42), trace(42))
    assert not np.array_equal(trace(42), trace(43))


def test_reset_with_a_seed_restarts_the_same_game():
    with backroom.env("tiefe-taschen", players=4) as env:
        env.reset(seed="abc")
        first = env.last()[0]["observation"].copy()
        env.step(int(np.flatnonzero(env.last()[0]["action_mask"])[0]))
        env.reset(seed="abc")
        assert np.array_equal(env.last()[0]["observation"], first)


def test_observe_gives_each_seat_its_own_view():
    with backroom.env("slush-fund", players=3, seed=2) as env:
        env.reset()
        acting = env.agent_selection
        for agent in env.possible_agents:
            observation = env.observe(agent)
            assert observation["observation"].shape == (env.observation_size,)
            if agent != acting:
                assert not observation["action_mask"].any()


def test_bad_configuration_raises_config_error():
    with pytest.raises(backroom.ConfigError) as players:
        backroom.env("slush-fund", players=9)
    assert players.value.field == "players"
    with pytest.raises(backroom.ConfigError) as game:
        backroom.env("no-such-game")
    assert game.value.field == "game"
    with pytest.raises(backroom.ConfigError) as option:
        backroom.env("slush-fund", players=3, options={"thiefTakes": "everything"})
    assert option.value.field.startswith("options")
    with pytest.raises(backroom.ConfigError) as steps:
        backroom.env("slush-fund", players=3, max_steps=0)
    assert steps.value.field == "max_steps"
    with pytest.raises(backroom.ConfigError) as order:
        backroom.env("kohle-kies-knete", players=3, actor_order="sideways")
    assert order.value.field == "actor_order"


def test_spaces_describe_the_tensors():
    with backroom.env("kohle-kies-knete", players=3, seed=1) as env:
        agent = env.possible_agents[0]
        assert env.action_space(agent).n == env.num_actions
        assert env.observation_space(agent)["observation"].shape == (env.observation_size,)
        env.reset()
        mask = env.last()[0]["action_mask"]
        assert mask[env.action_space(agent).sample(mask)] == 1


def test_close_ends_and_reaps_the_process():
    env = backroom.env("slush-fund", players=2)
    process = env._connection._process
    env.close()
    env.close()
    assert process.poll() is not None
    with pytest.raises(backroom.BackroomError):
        env.reset()
    # An environment dropped without close() is ended when collected.
    dropped = backroom.env("slush-fund", players=2)
    process = dropped._connection._process
    del dropped
    gc.collect()
    assert process.wait(timeout=10) is not None


def test_a_process_that_dies_is_reported():
    with backroom.env("slush-fund", players=2, seed=1) as env:
        env.reset()
        env._connection._process.kill()
        with pytest.raises(backroom.BackroomError, match="ended"):
            env.step(0)
    assert env._connection._process.returncode is not None
