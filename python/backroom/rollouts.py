"""Rollout-value datasets: the ``backroom rollout-values`` command, run and read into numpy.

Each record is one sampled decision of a game the bot plays at every seat: the actor's
``observation``, its legal-action ``mask``, the ``candidates`` (action indices, the bot's own choice
first, ``-1`` padding) and their ``values`` (the actor's mean score over rollouts from the same
determinizations, ``NaN`` padding). See docs/research.md, "Tenth round".
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import numpy as np

from .errors import BackroomError, ConfigError
from .protocol import find_cli


def rollout_values(
    game: str,
    path: str | Path,
    *,
    players: int,
    games: int,
    seed: int | str = 1,
    share: float = 0.05,
    candidates: int = 8,
    rollouts: int = 4,
    rollout_limit: int | None = 100,
    bot: str = "heuristic",
    options: dict[str, Any] | None = None,
) -> np.ndarray:
    """Writes a dataset to ``path`` (a ``.npy`` file) and returns it as a structured array.

    ``rollout_limit=None`` plays every rollout to the end and scores the win share alone; a number
    scores a rollout by the game's evaluator after that many actions. A setting the engine refuses
    is a ``ConfigError`` with the engine's message.
    """
    command = [
        *find_cli(),
        "rollout-values",
        game,
        "--out",
        str(path),
        "--players",
        str(players),
        "--games",
        str(games),
        "--seed",
        str(seed),
        "--share",
        repr(float(share)),
        "--candidates",
        str(candidates),
        "--rollouts",
        str(rollouts),
        "--rollout-limit",
        "end" if rollout_limit is None else str(rollout_limit),
        "--bot",
        bot,
    ]
    if options:
        command += ["--options", json.dumps(options)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode == 2:
        message = done.stderr.strip().splitlines()[0] if done.stderr.strip() else "refused"
        raise ConfigError(message.removeprefix("backroom: "))
    if done.returncode != 0:
        raise BackroomError(f"backroom rollout-values failed ({done.returncode}): {done.stderr.strip()}")
    return np.load(path)
