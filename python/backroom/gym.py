"""The single-agent Gymnasium form: one seat learns, bots play the rest (a ``gymnasium.Env``)."""

from __future__ import annotations

import operator
import zlib
from typing import Any

import gymnasium
import numpy as np

from .env import AECEnv, Opponents
from .errors import ConfigError


def learner_seat_arg(opponents: Opponents, seat: int) -> int | None:
    """The ``seat`` to pass with ``opponents`` so that they leave ``seat`` alone to a learner.

    One bot spec (a name or ``{"bot": …}``) plays every seat but ``seat``, so the seat goes along; a
    seat map must cover every other seat itself (then no seat is passed). ``None`` is a ``ConfigError``.
    """
    if opponents is None:
        raise ConfigError("a single-learner environment needs opponents for the other seats", "opponents")
    single_spec = isinstance(opponents, str) or (isinstance(opponents, dict) and "bot" in opponents)
    return seat if single_spec else None


def gym_seed(seed: int | str | None) -> int | None:
    """The integer that seeds Gymnasium's ``np_random`` for an engine seed (a string's CRC-32)."""
    if seed is None or isinstance(seed, (int, np.integer)):
        return None if seed is None else int(seed)
    return zlib.crc32(str(seed).encode())


class GymEnv(gymnasium.Env):
    """One seat of a game as a Gymnasium environment; ``opponents`` play every other seat.

    ``reset(seed=…)`` returns ``(observation, info)``, ``step(a)`` returns ``(observation, reward,
    terminated, truncated, info)``. The observation is the seat's float32 vector in
    ``observation_space`` (a ``Box`` in the encoding's true bounds); the legal actions are
    ``info["action_mask"]`` (int8) and ``action_masks()`` (bool, for masked PPO). The opponents move
    inside the engine, so every observation is the learner's own turn; the reward is 0 until the
    step after which the game ended, which carries the seat's outcome reward (``win``: the winners
    share 1; ``rank``: first 1 … last 0) with ``info["outcome"]``. After a truncation
    (``max_steps``) the reward is 0. An illegal action (an index the mask forbids) loses the game
    by default, as in PettingZoo's classic games: reward -1, ``terminated``,
    ``info["illegal_action"]`` true; with ``illegal_action="raise"`` it raises ``RuleError`` and
    changes nothing.
    """

    metadata: dict[str, Any] = {"render_modes": []}

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
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        if render_mode is not None:
            raise ConfigError(f"backroom environments render nothing, got render_mode={render_mode!r}", "render_mode")
        self.seat = operator.index(seat)
        self._aec = AECEnv(
            game_id,
            players=players,
            seed=seed,
            options=options,
            max_steps=max_steps,
            reward=reward,
            cli=cli,
            opponents=opponents,
            seat=learner_seat_arg(opponents, self.seat),
            actor_order=actor_order,
            illegal_action=illegal_action,
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
        self.action_space = self._aec.action_space(self.seat)
        self.observation_space = self._aec.observation_space(self.seat)["observation"]
        self.render_mode = None
        self._mask = np.zeros(self.num_actions, dtype=np.int8)

    def reset(
        self, *, seed: int | str | None = None, options: dict | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Starts a new game (the same seed gives the same game and the same opponents' play).

        Later resets without a seed follow the seed given; ``options`` may hold ``"game"``, the
        game's options for this game alone (as for ``backroom.env``).
        """
        super().reset(seed=gym_seed(seed))
        self._aec.reset(seed=seed, options=options)
        return self._current()

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Plays the learner's action index, then the opponents' turns up to its next turn or the end."""
        aec = self._aec
        aec.step(operator.index(action))
        observation, info = self._current()
        terminated = bool(aec.terminations[self.seat])
        truncated = bool(aec.truncations[self.seat])
        reward = float(aec.rewards[self.seat])
        if terminated or truncated:
            aec.step(None)
        return observation, reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        """The legal actions now, as booleans (sb3-contrib's ``MaskablePPO`` asks for them by this name)."""
        return self._mask.astype(bool)

    def close(self) -> None:
        """Ends the engine process (idempotent)."""
        self._connection.close()

    def _current(self) -> tuple[np.ndarray, dict[str, Any]]:
        observation, _, _, _, extra = self._aec.last()
        self._mask = observation["action_mask"]
        return observation["observation"], {**extra, "action_mask": self._mask}


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
    illegal_action: str = "lose",
) -> GymEnv:
    """A Gymnasium environment (``gymnasium.Env``): ``seat`` learns, ``opponents`` play the others.

    ``opponents`` is one bot for every other seat (``"heuristic"``, ``"random"``, ``"ismcts"``,
    ``{"bot": "ismcts", "iterations": 100}``) or a mapping seat → bot covering every other seat.
    ``actor_order`` is as for ``env``; ``illegal_action`` is ``"lose"`` (default) or ``"raise"``.
    The registered ids (``gymnasium.make("backroom/slush-fund-v0", players=3)``) build this.
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
        illegal_action=illegal_action,
    )
