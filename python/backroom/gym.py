"""A single-agent form following Gymnasium's API (no dependency on it): one seat learns, bots play the rest."""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from . import spaces
from .env import AECEnv, Opponents
from .errors import ConfigError
from .protocol import EngineClient


class GymEnv(EngineClient):
    """One seat of a game as a Gymnasium-style environment; ``opponents`` play every other seat.

    ``reset(seed=…)`` returns ``(observation, info)``, ``step(a)`` returns ``(observation, reward,
    terminated, truncated, info)``. The observation is the seat's float32 vector; the legal actions
    are ``info["action_mask"]`` (int8, one entry per action). The opponents move inside the engine,
    so every observation is the learner's own turn; the reward is 0 until the step after which the
    game ended, which carries the seat's outcome reward (``win``: the winners share 1; ``rank``:
    first 1 … last 0), with ``info["outcome"]``. After a truncation (``max_steps``) the reward is 0.
    """

    metadata: dict[str, Any] = {"render_modes": []}
    render_mode = None

    def __init__(
        self,
        game_id: str,
        seat: int = 0,
        opponents: Opponents = "heuristic",
        players: int | None = None,
        seed: int | str | None = None,
        options: dict | None = None,
        max_steps: int | None = None,
        reward: str | None = None,
        cli: list[str] | None = None,
        actor_order: str | None = None,
    ) -> None:
        if opponents is None:
            raise ConfigError("a single-agent environment needs opponents for the other seats", "opponents")
        self.seat = operator.index(seat)
        single_spec = isinstance(opponents, str) or (isinstance(opponents, dict) and "bot" in opponents)
        self._aec = AECEnv(
            game_id,
            players=players,
            seed=seed,
            options=options,
            max_steps=max_steps,
            reward=reward,
            cli=cli,
            opponents=opponents,
            seat=self.seat if single_spec else None,
            actor_order=actor_order,
        )
        self._connection = self._aec._connection
        if self._aec.possible_agents != [self.seat]:
            self.close()
            raise ConfigError(
                f"the opponents must play every seat but {self.seat}; the learners would be "
                f"{self._aec.possible_agents}",
                "opponents",
            )
        self.game_id = self._aec.game_id
        self.num_players = self._aec.num_players
        self.num_actions = self._aec.num_actions
        self.observation_size = self._aec.observation_size
        self.action_space = spaces.Discrete(self.num_actions)
        self.observation_space = spaces.Box(-np.inf, np.inf, (self.observation_size,), np.float32)
        self.np_random = np.random.default_rng()

    def reset(self, seed: int | str | None = None, options: dict | None = None) -> tuple[np.ndarray, dict]:
        """Starts a new game (the same seed gives the same game and the same opponents' play)."""
        if options:
            raise ConfigError("game options are fixed when the environment is created", "options")
        if isinstance(seed, int):
            self.np_random = np.random.default_rng(seed)
        self._aec.reset(seed=seed)
        return self._current()

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict]:
        """Plays the learner's action index, then the opponents' turns up to its next turn or the end."""
        aec = self._aec
        aec.step(action)
        observation, info = self._current()
        terminated = bool(aec.terminations[self.seat])
        truncated = bool(aec.truncations[self.seat])
        reward = float(aec.rewards[self.seat])
        if terminated or truncated:
            aec.step(None)
        return observation, reward, terminated, truncated, info

    def _current(self) -> tuple[np.ndarray, dict]:
        observation, _, _, _, extra = self._aec.last()
        info = {**extra, "action_mask": observation["action_mask"]}
        return observation["observation"], info

    @property
    def unwrapped(self) -> GymEnv:
        """The environment itself (Gymnasium's wrapper protocol)."""
        return self


def gym_env(
    game_id: str,
    seat: int = 0,
    opponents: Opponents = "heuristic",
    players: int | None = None,
    seed: int | str | None = None,
    options: dict | None = None,
    max_steps: int | None = None,
    reward: str | None = None,
    actor_order: str | None = None,
) -> GymEnv:
    """A Gymnasium-style single-agent environment: ``seat`` learns, ``opponents`` play the others.

    ``opponents`` is one bot for every other seat (``"heuristic"``, ``"random"``, ``"ismcts"``,
    ``{"bot": "ismcts", "iterations": 100}``) or a mapping seat → bot covering every other seat.
    ``actor_order`` is as for ``env``.
    """
    return GymEnv(
        game_id,
        seat=seat,
        opponents=opponents,
        players=players,
        seed=seed,
        options=options,
        max_steps=max_steps,
        reward=reward,
        actor_order=actor_order,
    )
