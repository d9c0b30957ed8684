"""A seat's view and legal actions, from a match server or anywhere, in a game's fixed encoding.

The observation encoding lives in the TypeScript engines (``backroom/rl``), so an :class:`Encoder`
asks a ``backroom env`` process (its ``encode`` request): the observation and the action mask a
policy reads, and the action index of each legal action, which maps the policy's choice back to
the very action the server offered.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Optional, Sequence, Union

import numpy as np

from ..protocol import Connection, EngineClient


@dataclass(frozen=True)
class Encoded:
    """A view and its legal actions encoded: ``observation`` (float32), ``action_mask`` (int8, 1 at
    the legal indices), ``legal_indices`` (the index of each legal action, in their order) and, for
    an encoder with an anchor, ``anchor_action`` (the index the anchor bot would play)."""

    observation: np.ndarray
    action_mask: np.ndarray
    legal_indices: np.ndarray
    anchor_action: Optional[int]

    def action(self, index: int, legal: Sequence[Any]) -> Any:
        """The legal action at action index ``index`` (``ValueError`` when no legal action has it)."""
        found = np.flatnonzero(self.legal_indices == index)
        if found.size == 0:
            raise ValueError(f"the action index {index} is not one of the legal actions")
        return legal[int(found[0])]


class Encoder(EngineClient):
    """The encoding of ``game`` at ``players`` players with ``options`` (a match's), in a ``backroom env`` process.

    ``anchor`` is a bot (a name such as ``"heuristic"``, ``"policy:<file>"``, or ``{"bot": …}``)
    whose choice :meth:`encode` adds as ``anchor_action``. ``num_actions``, ``observation_size``
    and ``encoding_version`` are the encoding's. ``close()`` (or ``with``) ends the process.
    A configuration the engine refuses raises ``ConfigError``.
    """

    def __init__(
        self,
        game: str,
        players: int,
        options: Optional[dict] = None,
        anchor: Union[str, dict, None] = None,
        cli: Optional[Sequence[str]] = None,
    ) -> None:
        args = ["env", game, "--players", str(players), "--options", json.dumps(options or {})]
        if anchor is not None:
            args += ["--anchor", anchor if isinstance(anchor, str) else json.dumps(anchor)]
        self._connection = Connection(args, cli)
        hello = self._connection.hello
        self.game: str = hello["game"]
        self.players: int = hello["players"]
        self.num_actions: int = hello["numActions"]
        self.observation_size: int = hello["observationSize"]
        self.encoding_version: str = str(hello["encodingVersion"])
        self.anchored = anchor is not None

    def encode(self, view: dict, legal: Sequence[Any], seed: Union[int, str, None] = None) -> Encoded:
        """Encodes a seat's view and its (non-empty) legal actions; ``seed`` seeds the anchor bot's choice.

        An action outside the encoding raises ``RuleError`` (``not-encodable``), a malformed view or
        list ``BackroomError`` (``bad-request``).
        """
        request: dict[str, Any] = {"cmd": "encode", "view": view, "legal": list(legal)}
        if seed is not None:
            request["seed"] = seed
        _, arrays = self._connection.request(request)
        anchor = arrays.get("anchorAction")
        return Encoded(
            arrays["observation"],
            arrays["actionMask"].astype(np.int8),
            arrays["legalIndices"],
            None if anchor is None else int(anchor[0]),
        )
