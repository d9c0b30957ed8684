"""What a match server refuses, and a frame that breaks the published protocol."""

from __future__ import annotations

from ..errors import BackroomError


class MatchServerError(BackroomError):
    """A refusal by the match server: an HTTP error body or a socket ``error`` frame.

    ``code`` is the server's error code (``seat-taken``, ``illegal-action``, ``stale-version``, …;
    docs/guides/match-server.md lists them), ``status`` the HTTP status of an HTTP refusal, ``rule``
    the game's rule code of an ``illegal-action`` and ``version`` the match's version when a socket
    refusal was sent (for ``stale-version``: the version whose legal actions to choose from).
    """

    def __init__(
        self,
        code: str,
        message: str,
        status: int | None = None,
        rule: str | None = None,
        version: int | None = None,
    ) -> None:
        super().__init__(f"{code}: {message}", code)
        self.server_message = message
        self.status = status
        self.rule = rule
        self.version = version


class ProtocolError(BackroomError):
    """A frame, sent or received, that breaks the published socket schema (checked with ``debug=True``)."""
