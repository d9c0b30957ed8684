"""A PettingZoo-style AEC environment over ``backroom env``: one game, agents acting in turn."""

from __future__ import annotations

import json
import operator
from typing import Any, Iterator, Union

import numpy as np

from . import spaces
from .errors import ConfigError
from .protocol import Arrays, Connection, EngineClient

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
    return args + opponent_args(opponents, seat)


class AECEnv(EngineClient):
    """One game as a PettingZoo AEC environment.

    Agents act one at a time: ``agent_selection`` names who acts, ``last()`` gives their observation
    (``{"observation": float32[n], "action_mask": int8[num_actions]}``) and reward, ``step(a)``
    plays action index ``a`` (``None`` for an agent that is done). Rewards come from the game's
    outcome. Illegal actions raise ``RuleError`` and leave the game unchanged. With ``opponents``
    the agents are the other seats only: the bots play inside the engine between their turns.
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
    ) -> None:
        args = cli_args(game_id, players, seed, options, max_steps, reward, opponents, seat, actor_order)
        self._connection = Connection(args, cli)
        hello = self._connection.hello
        self.game_id: str = hello["game"]
        self.num_players: int = hello["players"]
        self.possible_agents: list[int] = list(hello["possibleAgents"])
        self.num_actions: int = hello["numActions"]
        self.observation_size: int = hello["observationSize"]
        self.metadata = {"name": f"backroom/{self.game_id}", "render_modes": [], "is_parallelizable": False}
        self.render_mode = None
        self._action_space = spaces.Discrete(self.num_actions)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (self.observation_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.num_actions,), np.int8),
            }
        )
        self.agents: list[int] = []
        self.agent_selection: int | None = None
        self.rewards: dict[int, float] = {}
        self.terminations: dict[int, bool] = {}
        self.truncations: dict[int, bool] = {}
        self.infos: dict[int, dict] = {}
        self._cumulative_rewards: dict[int, float] = {}
        self._observation: Observation | None = None

    def reset(self, seed: int | str | None = None, options: dict | None = None) -> None:
        """Starts a new game (deterministic for a given seed; without one, the next seed in sequence)."""
        if options:
            raise ConfigError("game options are fixed when the environment is created", "options")
        self._update(*self._connection.request({"cmd": "reset", "seed": seed}))

    def step(self, action: int | None) -> None:
        """Plays the selected agent's action index (``None`` for an agent that is terminated or truncated)."""
        # The hottest request: its header is formatted directly rather than through json.dumps.
        line = _DEAD_STEP if action is None else _STEP % operator.index(action)
        self._update(*self._connection.exchange(line))

    def last(self, observe: bool = True) -> tuple[Observation | None, float, bool, bool, dict]:
        """The selected agent's observation, reward since it last acted, termination, truncation and info."""
        agent = self._selected()
        return (
            self._observation if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def observe(self, agent: int) -> Observation:
        """What ``agent`` sees now, with its action mask (all zeros unless it is the one to act)."""
        if agent == self.agent_selection and self._observation is not None:
            return self._observation
        _, arrays = self._connection.request({"cmd": "observe", "agent": agent})
        return _observation(arrays)

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[int]:
        """Yields the agent to act until every agent is done (or ``max_iter`` steps)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self._selected()

    def observation_space(self, agent: int) -> spaces.Dict:
        """The shape of ``agent``'s observations: ``observation`` (float32) and ``action_mask`` (int8)."""
        return self._observation_space

    def action_space(self, agent: int) -> spaces.Discrete:
        """The fixed action space: indices ``0 … num_actions-1``, masked by ``action_mask``."""
        return self._action_space

    def state(self) -> Any:
        """The environment's full state as JSON data (it shows what the rules hide: for debugging)."""
        header, _ = self._connection.request({"cmd": "state"})
        return header["state"]

    @property
    def num_agents(self) -> int:
        """How many agents are still in the game."""
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """How many agents a game has."""
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> AECEnv:
        """The environment itself (PettingZoo's wrapper protocol)."""
        return self

    def _selected(self) -> int:
        if self.agent_selection is None:
            raise RuntimeError("call reset() before using the environment")
        return self.agent_selection

    def _update(self, header: dict, arrays: Arrays) -> None:
        # The engine's per-seat lists hold every seat, opponents' included: keep the agents' entries.
        agents = self.possible_agents
        self.agents = list(header["agents"])
        self.agent_selection = header["agentSelection"]
        self.rewards = {agent: header["rewards"][agent] for agent in agents}
        self._cumulative_rewards = {agent: header["cumulativeRewards"][agent] for agent in agents}
        self.terminations = {agent: header["terminations"][agent] for agent in agents}
        self.truncations = {agent: header["truncations"][agent] for agent in agents}
        self.infos = {agent: header["infos"][agent] for agent in agents}
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
) -> AECEnv:
    """A PettingZoo-style AEC environment for one of the games (``slush-fund``, ``campaign``, …).

    ``players`` defaults to the game's smallest count, ``options`` are the game's options (e.g.
    ``{"edition": "2015"}``), ``max_steps`` truncates a game after that many steps, ``reward`` is
    ``"win"`` (the winners share 1, default) or ``"rank"`` (first 1 down to last 0). Agents are seat
    numbers ``0 … players-1``. ``opponents`` (see ``opponent_args``) makes bots play some seats
    inside the engine; ``seat`` is the one seat a single bot spec leaves to the learner.
    ``actor_order`` picks the seat to act when several may (a simultaneous phase): ``"random"``
    (default, as the simulator and the ladder play) or ``"clockwise"`` (after the seat that acted last).
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
    )
