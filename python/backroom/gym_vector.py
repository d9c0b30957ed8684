"""The single-learner vector form: many games in one engine process, as a ``gymnasium.vector.VectorEnv``."""

from __future__ import annotations

import operator
from typing import Any

import gymnasium
import numpy as np
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from . import spaces
from .env import Opponents
from .errors import ConfigError
from .gym import gym_seed, learner_seat_arg
from .reset_options import game_options
from .vector import NO_ACTION, VectorEnv


class GymVectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games in which ``seat`` learns and ``opponents`` play the other seats.

    The Gymnasium vector API: ``reset(seed=…)`` returns ``(observations, infos)``, ``step(actions)``
    returns ``(observations, rewards, terminations, truncations, infos)``, one row per game, with
    ``single_observation_space`` the ``Box`` of ``backroom.gym_env`` and ``single_action_space`` its
    ``Discrete``. ``action_masks()`` gives every row's legal actions (bool, ``(num_envs,
    num_actions)``) for masked PPO. Row ``i``'s games are seeded ``"<seed>/<i>/<n>"``.

    A game that ends is reset as ``metadata["autoreset_mode"]`` says (Gymnasium 1.x's modes):

    - ``NEXT_STEP`` (the default, as Gymnasium's own vector environments): the step that ends a game
      returns its final observation; the next step ignores that row's action and returns the new
      game's first observation with reward 0 and neither flag set. ``action_masks()`` allows every
      action in a row waiting for that reset (the action is ignored).
    - ``SAME_STEP``: the step that ends a game already returns the new game's first observation;
      the final one is ``infos["final_obs"][i]`` and the final step's info ``infos["final_info"]``
      (with their masks ``infos["_final_obs"]``, ``infos["_final_info"]``).

    An illegal action loses the game by default (``illegal_action="lose"``: reward -1, terminated,
    ``infos["illegal_action"][i]`` true); with ``"raise"`` it raises ``RuleError`` and no game moves.
    """

    def __init__(
        self,
        game_id: str,
        num_envs: int,
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
        autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
        render_mode: str | None = None,
    ) -> None:
        if render_mode is not None:
            raise ConfigError(f"backroom environments render nothing, got render_mode={render_mode!r}", "render_mode")
        try:
            mode = AutoresetMode(autoreset_mode)
        except ValueError:
            mode = None
        if mode not in (AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP):
            raise ConfigError(
                f"autoreset_mode is AutoresetMode.NEXT_STEP or SAME_STEP, got {autoreset_mode!r}", "autoreset_mode"
            )
        self.seat = operator.index(seat)
        self._raw = VectorEnv(
            game_id,
            num_envs,
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
            final_observations=True,
        )
        raw = self._raw
        if raw.possible_agents != [self.seat]:
            raw.close()
            raise ConfigError(
                f"the opponents must play every seat but {self.seat}; the learners would be {raw.possible_agents}",
                "opponents",
            )
        try:
            box = spaces.observation_box(raw._connection)
        except BaseException:
            raw.close()
            raise
        self.game_id = raw.game_id
        self.num_envs = raw.num_envs
        self.num_players = raw.num_players
        self.num_actions = raw.num_actions
        self.observation_size = raw.observation_size
        self.autoreset_mode = mode
        self.metadata = {"autoreset_mode": mode, "render_modes": []}
        self.render_mode = None
        self.single_observation_space = box
        self.single_action_space = gymnasium.spaces.Discrete(self.num_actions)
        self.observation_space = batch_space(box, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self._actions = np.zeros(self.num_envs, dtype=np.int32)
        self._awaiting_reset = np.zeros(self.num_envs, dtype=np.bool_)
        self._masks = np.zeros((self.num_envs, self.num_actions), dtype=np.bool_)

    def reset(
        self, *, seed: int | str | None = None, options: dict | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Starts every game anew (row ``i`` from ``"<seed>/<i>/0"``); later games follow the seed.

        ``seed`` is one seed for the whole vector (a list of seeds is a ``ConfigError``). The vector
        keeps the game options it was created with (``options["game"]`` is refused).
        """
        if isinstance(seed, (list, tuple, np.ndarray)):
            raise ConfigError("one seed seeds every row: row i plays <seed>/<i>/<n>", "seed")
        if game_options(options) is not None:
            raise ConfigError("a vector of games keeps the options it was created with", "options.game")
        super().reset(seed=gym_seed(seed))
        batch = self._raw.reset(seed=seed)
        self._awaiting_reset[:] = False
        self._masks = batch.action_masks.view(np.bool_)
        return batch.observations, {}

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Plays one action index per row (see the class for what a row that ended does next)."""
        self._actions[:] = actions
        next_step = self.autoreset_mode is AutoresetMode.NEXT_STEP
        if next_step:
            self._actions[self._awaiting_reset] = NO_ACTION
        batch = self._raw.step(self._actions)
        terminations = batch.terminations.view(np.bool_)
        truncations = batch.truncations.view(np.bool_)
        ended = terminations | truncations
        rewards = batch.rewards[:, self.seat].astype(np.float64)
        observations = batch.observations
        masks = batch.action_masks.view(np.bool_)
        infos: dict[str, Any] = {}
        illegal = getattr(batch, "illegal_actions", None)
        rows = np.flatnonzero(ended)
        if next_step:
            # The response's arrays are this step's own (a new buffer every step): written in place.
            observations[rows] = batch.final_observations
            masks[rows] = True
            self._awaiting_reset = ended
        forfeited = illegal.view(np.bool_) if illegal is not None else np.zeros(self.num_envs, dtype=np.bool_)
        if next_step:
            # The step's own info, as a row's ``info["illegal_action"]`` of ``gym_env``.
            if forfeited.any():
                infos["illegal_action"] = forfeited.copy()
                infos["_illegal_action"] = forfeited.copy()
        else:
            # The ended game's info goes with its final observation; the row's info is the new game's.
            for k, row in enumerate(rows):
                final_info = {"illegal_action": True} if forfeited[row] else {}
                infos = self._add_info(
                    infos, {"final_obs": batch.final_observations[k], "final_info": final_info}, int(row)
                )
        self._masks = masks
        return observations, rewards, terminations, truncations, infos

    def action_masks(self) -> np.ndarray:
        """Every row's legal actions now, as booleans ``(num_envs, num_actions)`` (for masked PPO)."""
        return self._masks

    def close_extras(self, **kwargs: Any) -> None:
        """Ends the engine process."""
        self._raw.close()

    def __enter__(self) -> GymVectorEnv:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def gym_vector_env(
    game_id: str,
    num_envs: int,
    seat: int = 0,
    opponents: Opponents = "heuristic",
    players: int | None = None,
    seed: int | str | None = None,
    options: dict | None = None,
    max_steps: int | None = None,
    reward: str | None = None,
    actor_order: str | None = None,
    illegal_action: str = "lose",
    autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
) -> GymVectorEnv:
    """``num_envs`` games as a ``gymnasium.vector.VectorEnv`` (one engine process, one round trip a step).

    The arguments are ``gym_env``'s, plus ``autoreset_mode`` (``NEXT_STEP``, the default, or
    ``SAME_STEP``). ``gymnasium.make_vec("backroom/slush-fund-v0", num_envs=64, players=3)`` builds it.
    """
    return GymVectorEnv(
        game_id,
        num_envs,
        seat=seat,
        opponents=opponents,
        players=players,
        seed=seed,
        options=options,
        max_steps=max_steps,
        reward=reward,
        actor_order=actor_order,
        illegal_action=illegal_action,
        autoreset_mode=autoreset_mode,
    )
