"""The exceptions the package raises: what the engine refuses, bad configuration, a broken process."""

from __future__ import annotations


class BackroomError(Exception):
    """Base class: an error reported by the ``backroom env`` process or in talking to it.

    ``code`` is a stable machine-readable reason (``None`` when the process itself failed).
    """

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.code = code


class RuleError(BackroomError):
    """An action the rules refuse; ``code`` is the engine's ``RuleError`` code. The game is unchanged."""


class ConfigError(BackroomError, ValueError):
    """A configuration the engine refuses (game id, player count, options…); ``field`` names it."""

    def __init__(self, message: str, field: str | None = None, code: str = "bad-config") -> None:
        super().__init__(message, code)
        self.field = field


# The command line's flags, named as this package's arguments are.
_ARGUMENT_NAMES = {"max-steps": "max_steps", "num-envs": "num_envs", "actor-order": "actor_order"}


def error_from_response(error: dict) -> BackroomError:
    """The exception for an ``{"error": {...}}`` response of the protocol."""
    kind = error.get("kind")
    code = error.get("code")
    message = error.get("message", "unknown error")
    if kind == "rule":
        return RuleError(message, code)
    if kind == "config":
        field = error.get("field")
        return ConfigError(message, _ARGUMENT_NAMES.get(field, field), code or "bad-config")
    return BackroomError(message, code)
