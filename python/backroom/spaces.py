"""The Gymnasium spaces of an environment, built from what its engine declares.

The observation is a ``Box`` in the encoding's true bounds (``Encoding.observationLow`` and
``observationHigh`` in TypeScript, sent by the ``spaces`` request): every value of every observation
lies within them. The legal-action mask is a ``Box`` of int8 zeros and ones, as PettingZoo's classic
games declare it, and an action is a ``Discrete`` index.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from .protocol import Connection


def observation_box(connection: Connection) -> spaces.Box:
    """The observation ``Box`` the engine behind ``connection`` declares (float32, its true bounds)."""
    _, arrays = connection.request({"cmd": "spaces"})
    return spaces.Box(arrays["observationLow"].copy(), arrays["observationHigh"].copy(), dtype=np.float32)


def action_mask_space(num_actions: int) -> spaces.Box:
    """The legal-action mask: ``num_actions`` int8 entries, 1 where the action is legal now."""
    return spaces.Box(0, 1, (num_actions,), np.int8)


def aec_observation_space(box: spaces.Box, num_actions: int) -> spaces.Dict:
    """An AEC agent's observation: ``{"observation": box, "action_mask": int8 mask}``."""
    return spaces.Dict({"observation": box, "action_mask": action_mask_space(num_actions)})
