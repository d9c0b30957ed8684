"""What ``reset(seed, options)`` accepts in ``options``, shared by the AEC and the Gymnasium forms."""

from __future__ import annotations

import warnings
from typing import Any

from .errors import ConfigError

#: The keys ``reset`` reads from ``options``; see ``game_options``.
KNOWN_KEYS = ("game",)


def game_options(options: Any) -> dict | None:
    """The game's options for one game, from ``reset``'s ``options`` (``None`` for the environment's own).

    ``options["game"]`` holds the game's options for the game this reset starts, instead of the ones
    the environment was created with (``{"edition": "2015"}``, say); the engine checks them as
    ``setup`` does and refuses, as ``ConfigError``, a bad option (its field names it, e.g.
    ``options.edition``) or options that would change the action space or the observation's layout
    or bounds. The keys are environment-specific in Gymnasium and PettingZoo, whose checkers pass
    keys of their own (``{"options": 1}``): a key this environment does not read is ignored with a
    ``UserWarning`` naming it. ``options`` that are not a dict are a ``ConfigError`` on ``options``.
    """
    if options is None:
        return None
    if not isinstance(options, dict):
        raise ConfigError(f"reset options are a dict, got {options!r}", "options")
    unknown = [key for key in options if key not in KNOWN_KEYS]
    if unknown:
        warnings.warn(
            f"backroom: reset ignores the options {unknown} (it reads {list(KNOWN_KEYS)})",
            UserWarning,
            stacklevel=3,
        )
    game = options.get("game")
    if game is not None and not isinstance(game, dict):
        raise ConfigError(f"options['game'] is a dict of the game's options, got {game!r}", "options.game")
    return game
