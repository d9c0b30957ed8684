"""A PettingZoo AEC environment over ``backroom env``: one game, agents acting in turn."""

from __future__ import annotations

import json
import operator
import re
from typing import Any, Union

import gymnasium
import numpy as np
import pettingzoo

from . import spaces
from .errors import ConfigError
from .protocol import Arrays, Connection, EngineClient
from .reset_options import game_options

Observation = dict[str, np.ndarray]

_STEP = b'{"cmd":"step","action":%d}\n'
_DEAD_STEP = b'{"cmd":"step","action":null}\n'


Opponents = Union[str, dict, None]


def opponent_args(opponents: Opponents, seat: int | None = None) -> list[str]:
    """The ``--opponents`` (and ``--seat``) arguments for an opponents value.

    ``opponents`` is a mapping seat → bot (a bot being a registered name like ``"heuristic"`` or a
    dict ``{"bot": "ismcts", "iterations": 100}``), or one bot for every seat but ``seat``
    (default 0).
    """
    if opponents is None:
        if seat not in (None, 0):
            raise ConfigError("a learner's seat only goes with opponents", "seat")
        return []
    if isinstance(opponents, str):
        spec = opponents
    elif isinstance(opponents, dict):
        if "bot" in opponents:
            spec = json.dumps(opponents)
        else:
            return ["--opponents", json.dumps({str(operator.index(k)): v for k, v in opponents.items()})]
    else:
        raise ConfigError(f"opponents must be a bot name or a dict, got {opponents!r}", "opponents")
    return ["--opponents", spec] + ([] if seat is None else ["--seat", str(operator.index(seat))])


def cli_args(
    game_id: str,
    players: int | None,
    seed: int | str | None,
    options: dict | None,
    max_steps: int | None,
    reward: str | None,
    opponents: Opponents = None,
    seat: int | None = None,
    actor_order: str | None = None,
    illegal_action: str | None = None,
) -> list[str]:
    """The ``backroom env`` arguments for a configuration (shared by the single and vector forms)."""
    args = ["env", str(game_id)]
    if players is not None:
        args += ["--players", str(operator.index(players))]
    if seed is not None:
        args += ["--seed", str(seed)]
    if options:
        args += ["--options", json.dumps(options)]
    if max_steps is not None:
        args += ["--max-steps", str(operator.index(max_steps))]
    if reward is not None:
        args += ["--reward", str(reward)]
    if actor_order is not None:
        args += ["--actor-order", str(actor_order)]
    if illegal_action is not None:
        args += ["--illegal-action", str(illegal_action)]
    return args + opponent_args(opponents, seat)


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def engine_info(info: dict) -> dict:
    """An agent's info from the engine, its keys as Python names (``illegalAction`` → ``illegal_action``)."""
    return {_snake(key): value for key, value in info.items()}


class AECEnv(EngineClient, pettingzoo.AECEnv):
    """One game as a PettingZoo AEC environment (a ``pettingzoo.AECEnv``).

    Agents are seat numbers and act one at a time: ``agent_selection`` names who acts, ``last()``
    gives their observation (``{"observation": float32[n], "action_mask": int8[num_actions]}``, in
    ``observation_space(agent)``) and reward, ``step(a)`` plays action index ``a`` (``None`` for an
    agent that is done). PettingZoo's semantics: ``rewards``, ``_cumulative_rewards``,
    ``terminations``, ``truncations`` and ``infos`` hold the live agents (``agents``) only, and an
    agent leaves them with its dead step. Rewards come from the game's outcome. An illegal action
    raises ``RuleError`` and leaves the game unchanged, or with ``illegal_action="lose"`` ends it:
    the mover is rewarded -1, the others 0, every ``infos[agent]["illegal_action"]`` is true. With
    ``opponents`` the agents are the other seats only: the bots play inside the engine between
    their turns.
    """

    def __init__(
        self,
        game_id: str,
        players: int | None = None,
        seed: int | str | None = None,
        options: dict | None = None,
        max_steps: int | None = None,
        reward: str | None = None,
        cli: list[str] | None = None,
        opponents: Opponents = None,
        seat: int | None = None,
        actor_order: str | None = None,
        illegal_action: str | None = None,
    ) -> None:
        super().__init__()
        args = cli_args(
            game_id, players, seed, options, max_steps, reward, opponents, seat, actor_order, illegal_action
        )
        self._connection = Connection(args, cli)
        try:
            box = spaces.observation_box(self._connection)
        except BaseException:
            self.close()
            raise
        hello = self._connection.hello
        self.game_id: str = hello["game"]
        self.num_players: int = hello["players"]
        self.possible_agents: list[int] = list(hello["possibleAgents"])
        self.num_actions: int = hello["numActions"]
        self.observation_size: int = hello["observationSize"]
        self.metadata = {"name": f"backroom/{self.game_id}", "render_modes": [], "is_parallelizable": False}
        self.render_mode = None
        self.observation_spaces: dict[int, gymnasium.spaces.Dict] = {
            agent: spaces.aec_observation_space(box, self.num_actions) for agent in self.possible_agents
        }
        self.action_spaces: dict[int, gymnasium.spaces.Discrete] = {
            agent: gymnasium.spaces.Discrete(self.num_actions) for agent in self.possible_agents
        }
        self.agents: list[int] = []
        self.agent_selection: int | None = None
        self.rewards: dict[int, float] = {}
        self.terminations: dict[int, bool] = {}
        self.truncations: dict[int, bool] = {}
        self.infos: dict[int, dict] = {}
        self._cumulative_rewards: dict[int, float] = {}
        self._observation: Observation | None = None

    def reset(self, seed: int | str | None = None, options: dict | None = None) -> None:
        """Starts a new game: deterministic for a given seed, and later resets without one follow it.

        ``options`` may hold ``"game"``: the game's options for this game alone (see
        ``backroom.reset_options.game_options``; other keys are ignored with a warning).
        """
        request: dict[str, Any] = {"cmd": "reset", "seed": seed}
        game = game_options(options)
        if game is not None:
            request["options"] = game
        self._update(*self._connection.request(request))

    def step(self, action: int | None) -> None:
        """Plays the selected agent's action index (``None`` for an agent that is terminated or truncated)."""
        # The hottest request: its header is formatted directly rather than through json.dumps.
        line = _DEAD_STEP if action is None else _STEP % operator.index(action)
        self._update(*self._connection.exchange(line))

    def observe(self, agent: int) -> Observation:
        """What ``agent`` sees now, with its action mask (all zeros unless it is the one to act)."""
        if agent == self.agent_selection and self._observation is not None:
            return self._observation
        _, arrays = self._connection.request({"cmd": "observe", "agent": agent})
        return _observation(arrays)

    def observation_space(self, agent: int) -> gymnasium.spaces.Dict:
        """``agent``'s observations: ``observation`` (float32 in its bounds) and ``action_mask`` (int8)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: int) -> gymnasium.spaces.Discrete:
        """``agent``'s actions: indices ``0 … num_actions-1``, masked by ``action_mask``."""
        return self.action_spaces[agent]

    def state(self) -> Any:
        """The environment's full state as JSON data (it shows what the rules hide: for debugging)."""
        header, _ = self._connection.request({"cmd": "state"})
        return header["state"]

    def close(self) -> None:
        """Ends the engine process (idempotent)."""
        EngineClient.close(self)

    def _update(self, header: dict, arrays: Arrays) -> None:
        # The engine's per-seat lists hold every seat; PettingZoo's dicts hold the live agents only.
        agents = header["agents"]
        self.agents = list(agents)
        self.agent_selection = header["agentSelection"]
        rewards, cumulative = header["rewards"], header["cumulativeRewards"]
        terminations, truncations, infos = header["terminations"], header["truncations"], header["infos"]
        self.rewards = {agent: float(rewards[agent]) for agent in agents}
        self._cumulative_rewards = {agent: float(cumulative[agent]) for agent in agents}
        self.terminations = {agent: terminations[agent] for agent in agents}
        self.truncations = {agent: truncations[agent] for agent in agents}
        self.infos = {agent: engine_info(infos[agent]) for agent in agents}
        self._observation = _observation(arrays)


def _observation(arrays: Arrays) -> Observation:
    return {"observation": arrays["observation"], "action_mask": arrays["actionMask"].view(np.int8)}


def env(
    game_id: str,
    players: int | None = None,
    seed: int | str | None = None,
    options: dict | None = None,
    max_steps: int | None = None,
    reward: str | None = None,
    opponents: Opponents = None,
    seat: int | None = None,
    actor_order: str | None = None,
    illegal_action: str | None = None,
) -> AECEnv:
    """A PettingZoo AEC environment for one of the games (``slush-fund``, ``campaign``, …).

    ``players`` defaults to the game's smallest count, ``options`` are the game's options (e.g.
    ``{"edition": "2015"}``), ``max_steps`` truncates a game after that many steps, ``reward`` is
    ``"win"`` (the winners share 1, default) or ``"rank"`` (first 1 down to last 0). Agents are seat
    numbers ``0 … players-1``. ``opponents`` (see ``opponent_args``) makes bots play some seats
    inside the engine; ``seat`` is the one seat a single bot spec leaves to the learner.
    ``actor_order`` picks the seat to act when several may (a simultaneous phase): ``"random"``
    (default, as the simulator and the ladder play) or ``"clockwise"`` (after the seat that acted last).
    ``illegal_action`` is ``"raise"`` (default: ``RuleError``, nothing changes) or ``"lose"`` (the
    mover loses the game: reward -1, as PettingZoo's classic games).
    """
    return AECEnv(
        game_id,
        players=players,
        seed=seed,
        options=options,
        max_steps=max_steps,
        reward=reward,
        opponents=opponents,
        seat=seat,
        actor_order=actor_order,
        illegal_action=illegal_action,
    )
