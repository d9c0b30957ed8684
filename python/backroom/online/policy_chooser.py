"""A trained :class:`backroom.Policy` as the ``choose`` of :func:`backroom.online.play`.

Each decision's view and legal actions go through the game's encoding (an :class:`Encoder`), the
policy picks the legal index of highest logit (``Policy.act``), and the legal action with that
index is played, so a policy plays on a server exactly as it plays in the environments. An anchored
policy's anchor bot (with the file's weights) is asked by the engine; a policy's search (policy
file version 6) is the engine's alone and is not played here (serve the file as ``policy:<name>``
to play it with its search).
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, Optional, Sequence

from ..errors import ConfigError
from ..policy import Policy
from .encoder import Encoder


class PolicyChooser:
    """``choose(view, legal)`` playing ``policy`` in a match with the game options ``options``.

    The encoder process starts on construction; ``close()`` (or ``with``) ends it. A policy built
    for another encoding, observation size or action count than the engine's raises ``ConfigError``.
    """

    def __init__(self, policy: Policy, options: Optional[dict] = None, cli: Optional[Sequence[str]] = None) -> None:
        self.policy = policy
        self._folder: Optional[tempfile.TemporaryDirectory] = None
        anchor = None
        if policy.anchor is not None:
            # The engine plays the anchor as a policy file without layers: the bot, its weights by name and role.
            self._folder = tempfile.TemporaryDirectory(prefix="backroom-anchor-")
            path = os.path.join(self._folder.name, "anchor.json")
            plain = {key: value for key, value in policy.anchor.items() if key != "input"}
            Policy(policy.game, policy.players, policy.encoding, [], anchor=plain).save(path)
            anchor = f"policy:{path}"
        try:
            self.encoder = Encoder(policy.game, policy.players, options, anchor, cli)
        except BaseException:
            self._cleanup()
            raise
        encoder = self.encoder
        problem = None
        if policy.encoding != encoder.encoding_version:
            problem = f"was built for encoding version {policy.encoding}, the engine has {encoder.encoding_version}"
        elif policy.layers and (policy.observation_size, policy.num_actions) != (
            encoder.observation_size,
            encoder.num_actions,
        ):
            problem = (
                f"reads {policy.observation_size} values and scores {policy.num_actions} actions, "
                f"the encoding has {encoder.observation_size} and {encoder.num_actions}"
            )
        if problem:
            self.close()
            raise ConfigError(f"the policy for {policy.game} {problem}", "policy")
        self.decisions = 0

    def __call__(self, view: dict, legal: Sequence[Any]) -> Any:
        """The policy's choice among ``legal`` (one of its items) in ``view``."""
        self.decisions += 1
        encoded = self.encoder.encode(view, legal, seed=f"online/{self.decisions}")
        anchor = None if encoded.anchor_action is None else [encoded.anchor_action]
        index = self.policy.act(encoded.observation, encoded.action_mask, anchor)
        return encoded.action(int(index), legal)

    def close(self) -> None:
        """Ends the encoder process and removes the anchor's file (idempotent)."""
        encoder = getattr(self, "encoder", None)
        if encoder is not None:
            encoder.close()
        self._cleanup()

    def _cleanup(self) -> None:
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None

    def __enter__(self) -> PolicyChooser:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
