"""backroom.online: take a seat at a match server (``backroom serve``) from Python.

``create_match`` and ``join`` make a match and take a seat over HTTP; a :class:`Session` is one
seat's WebSocket connection, which yields states (view, legal actions), chat lines and the table's
status, sends acts and chat, and resumes by itself after a drop; ``play(url, match_id, token,
choose)`` plays a seat to the end with ``choose(view, legal)``, or with a trained
:class:`backroom.Policy` through the game's encoding, and returns the outcome.

Needs the optional dependencies: ``pip install 'backroom[online]'`` (websockets, httpx, and
jsonschema for ``debug=True``), and the ``backroom`` CLI (Node 20) for a policy's encoding.
"""

from __future__ import annotations

try:
    import httpx  # noqa: F401
    import websockets  # noqa: F401
except ImportError as error:  # pragma: no cover - the message is the point
    raise ImportError("backroom.online needs websockets and httpx: pip install 'backroom[online]'") from error

from .encoder import Encoded, Encoder
from .errors import MatchServerError, ProtocolError
from .lobby import JoinedSeat, create_match, games, join, match, rematch, record
from .messages import ChatLine, Notice, Rematch, State, TableStatus, Update
from .play import play
from .policy_chooser import PolicyChooser
from .schema import FrameValidator, find_socket_schema
from .session import LATEST, Session

__all__ = [
    "LATEST",
    "ChatLine",
    "Encoded",
    "Encoder",
    "FrameValidator",
    "JoinedSeat",
    "MatchServerError",
    "Notice",
    "PolicyChooser",
    "ProtocolError",
    "Rematch",
    "Session",
    "State",
    "TableStatus",
    "Update",
    "create_match",
    "find_socket_schema",
    "games",
    "join",
    "match",
    "play",
    "record",
    "rematch",
]
