"""Many games stepped together in one round trip: the batched form of the environment."""

from __future__ import annotations

import functools
import json
import operator
import re
from typing import Any

import numpy as np

from .env import Opponents, cli_args
from .protocol import Arrays, Connection, EngineClient

#: The action that leaves a row as it is for one step: not played, no reward, nothing ended.
NO_ACTION = -1


@functools.lru_cache(maxsize=None)
def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _advisor(flag: str, spec: str | dict | None) -> list[str]:
    """The command-line flag naming an advising bot (a name, or a dict with ``bot`` and options)."""
    return [] if spec is None else [flag, spec if isinstance(spec, str) else json.dumps(spec)]


class VectorStep:
    """The batch after a reset or a step: one row per game, as numpy arrays (see ``VectorEnv``).

    ``final_observations`` (with ``final_observations=True``) has one row per game that ended with
    this step, in row order, rather than one per game.
    """

    def __init__(self, arrays: Arrays, num_envs: int, observation_size: int, num_actions: int) -> None:
        for name, array in arrays.items():
            if name == "finalObservations":
                value = array.reshape(-1, observation_size)
            elif name == "actionMaskBits":
                # The masks travel as bits (an eighth of the bytes): unpacked to one byte per action.
                bits = array.reshape(num_envs, -1)
                name, value = "actionMasks", np.unpackbits(bits, axis=1, count=num_actions, bitorder="little")
            else:
                width = array.size // num_envs
                value = array if width == 1 and array.size == num_envs else array.reshape(num_envs, width)
            setattr(self, _snake(name), value)
        self.action_masks = self.action_masks.view(np.int8)

    def __repr__(self) -> str:
        parts = ", ".join(f"{name}={value.shape}" for name, value in vars(self).items())
        return f"VectorStep({parts})"


class VectorEnv(EngineClient):
    """``num_envs`` games of one configuration, each stepped by one action per call.

    In each game one agent acts at a time; ``step(actions)`` plays ``actions[i]`` (an action index)
    for the seat ``agent_selection[i]`` in game ``i``, or leaves game ``i`` as it is for
    ``NO_ACTION`` (-1). A game that ends is reset at once, so every row always shows a game in
    progress while ``rewards``, ``terminations`` and ``truncations`` report the end of the old one;
    with ``final_observations``, ``final_observations`` keeps the old game's last observation (of the
    seat that acted). ``reset`` and ``step`` return a ``VectorStep``. An illegal action raises
    ``RuleError`` before any game moves, or with ``illegal_action="lose"`` ends its game: the mover
    is rewarded -1 and ``illegal_actions[i]`` is 1.

    With ``opponents``, bots play their seats inside the engine: ``agent_selection`` only ever
    names a learner's seat, and a game's terminal rewards arrive on the learner's step after which
    the opponents ended it. With ``teacher`` (a bot name, or a dict ``{"bot": "ismcts", "iterations": 30}``
    with its options), ``teacher_actions[i]`` is the action
    index that bot would play for ``agent_selection[i]`` (for imitation learning). ``anchor`` names
    a second advisor in the same forms, reported as ``anchor_actions``: the anchor bot of a residual
    policy (``Policy.anchor``) while another ``teacher``, such as a search, is imitated. With
    ``potentials``, ``potentials[i, seat]`` is each seat's potential in the game row ``i`` shows (the
    game's evaluator: an estimate in [0, 1] of its chance to win), for potential-based reward shaping.
    """

    def __init__(
        self,
        game_id: str,
        num_envs: int,
        players: int | None = None,
        seed: int | str | None = None,
        options: dict | None = None,
        max_steps: int | None = None,
        reward: str | None = None,
        cli: list[str] | None = None,
        opponents: Opponents = None,
        seat: int | None = None,
        teacher: str | dict | None = None,
        actor_order: str | None = None,
        anchor: str | dict | None = None,
        potentials: bool = False,
        illegal_action: str | None = None,
        final_observations: bool = False,
    ) -> None:
        args = [
            *cli_args(
                game_id, players, seed, options, max_steps, reward, opponents, seat, actor_order, illegal_action
            ),
            "--num-envs",
            str(operator.index(num_envs)),
            *_advisor("--teacher", teacher),
            *_advisor("--anchor", anchor),
            *(["--potentials"] if potentials else []),
            *(["--final-observations"] if final_observations else []),
            "--packed-masks",
        ]
        self._connection = Connection(args, cli)
        hello = self._connection.hello
        self.game_id: str = hello["game"]
        self.num_envs: int = hello["numEnvs"]
        self.num_players: int = hello["players"]
        self.possible_agents: list[int] = list(hello["possibleAgents"])
        self.num_actions: int = hello["numActions"]
        self.observation_size: int = hello["observationSize"]
        self._actions = np.zeros(self.num_envs, dtype="<i4")
        self._step_header = b'{"cmd":"step","bytes":%d}\n' % self._actions.nbytes

    def reset(self, seed: int | str | None = None) -> VectorStep:
        """Starts every game afresh (game ``i`` from a seed derived from ``seed`` and ``i``)."""
        _, arrays = self._connection.request({"cmd": "reset", "seed": seed})
        return VectorStep(arrays, self.num_envs, self.observation_size, self.num_actions)

    def step(self, actions: Any) -> VectorStep:
        """Plays one action index per game; ends and resets the games that finish."""
        self.step_async(actions)
        return self.step_wait()

    def step_async(self, actions: Any) -> None:
        """Sends the actions and returns at once: the engine steps while this process works on.

        ``step_wait()`` collects the result. With two vector environments, alternating them keeps
        both the engine processes and this one busy (one core each).
        """
        self._actions[:] = actions
        self._connection.send(self._step_header, memoryview(self._actions).cast("B"))

    def step_wait(self) -> VectorStep:
        """The result of the step ``step_async`` started."""
        _, arrays = self._connection.receive()
        return VectorStep(arrays, self.num_envs, self.observation_size, self.num_actions)

    def state(self, index: int) -> Any:
        """Game ``index``'s full state as JSON data (it shows what the rules hide: for debugging)."""
        header, _ = self._connection.request({"cmd": "state", "env": operator.index(index)})
        return header["state"]


def vector_env(
    game_id: str,
    num_envs: int,
    players: int | None = None,
    seed: int | str | None = None,
    options: dict | None = None,
    max_steps: int | None = None,
    reward: str | None = None,
    opponents: Opponents = None,
    seat: int | None = None,
    teacher: str | dict | None = None,
    actor_order: str | None = None,
    anchor: str | dict | None = None,
    potentials: bool = False,
    illegal_action: str | None = None,
    final_observations: bool = False,
) -> VectorEnv:
    """``num_envs`` games stepped together (one round trip per step of all of them).

    ``opponents`` and ``seat`` are as for ``env``; ``teacher`` names a bot (or a dict with ``bot``
    and its options) whose advice each step
    reports as ``teacher_actions``; ``anchor`` likewise, as ``anchor_actions``. ``actor_order`` is
    as for ``env``. ``potentials`` adds each seat's potential per game (``potentials``, see ``VectorEnv``);
    ``illegal_action`` is ``"raise"`` (default) or ``"lose"``; ``final_observations`` keeps the last
    observation of every game that ends. ``backroom.gym_vector_env`` is the Gymnasium form.
    """
    return VectorEnv(
        game_id,
        num_envs,
        players=players,
        seed=seed,
        options=options,
        max_steps=max_steps,
        reward=reward,
        opponents=opponents,
        seat=seat,
        teacher=teacher,
        actor_order=actor_order,
        anchor=anchor,
        potentials=potentials,
        illegal_action=illegal_action,
        final_observations=final_observations,
    )
