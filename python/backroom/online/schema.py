"""Checks frames against the published socket schema (``backroom/protocol/socket.schema.json``).

A session with ``debug=True`` checks every frame it sends against ``$defs/ClientMessage`` and every
frame it receives against ``$defs/ServerMessage``, with jsonschema (draft 2020-12). The schema's
references to other documents beside it (``*.schema.json`` in the same folder) resolve to those files.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Optional, Union

from ..errors import BackroomError
from .errors import ProtocolError

#: The schema's file name in the package's ``dist/protocol/`` folder.
SOCKET_SCHEMA = "socket.schema.json"


def find_socket_schema() -> Path:
    """The socket schema to check frames against.

    ``$BACKROOM_SOCKET_SCHEMA`` when set, else ``<repo>/dist/protocol/socket.schema.json`` when this
    package sits in a built checkout (``npm run build``), else the npm package's copy under
    ``./node_modules/backroom/dist/protocol/``.
    """
    named = os.environ.get("BACKROOM_SOCKET_SCHEMA")
    candidates = [Path(named)] if named else []
    candidates.append(Path(__file__).resolve().parents[3] / "dist" / "protocol" / SOCKET_SCHEMA)
    candidates.append(Path.cwd() / "node_modules" / "backroom" / "dist" / "protocol" / SOCKET_SCHEMA)
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise BackroomError(
        "cannot find the socket schema: set $BACKROOM_SOCKET_SCHEMA, pass schema=…, or build the package "
        f"(looked at {', '.join(str(c) for c in candidates)})"
    )


class FrameValidator:
    """Validates socket frames against the socket schema (a path, or the schema as a dict)."""

    def __init__(self, schema: Union[str, os.PathLike, dict, None] = None) -> None:
        try:
            from jsonschema import Draft202012Validator
            from referencing import Registry, Resource
        except ImportError as error:  # pragma: no cover - the message is the point
            raise BackroomError("debug mode checks frames with jsonschema: pip install 'backroom[online]'") from error
        if isinstance(schema, dict):
            root, folder = dict(schema), None
        else:
            path = Path(schema) if schema is not None else find_socket_schema()
            root, folder = json.loads(path.read_text(encoding="utf-8")), path.resolve().parent
        # Relative references resolve against the document's own id, else its file's address.
        fallback = (folder / SOCKET_SCHEMA).as_uri() if folder is not None else "urn:backroom:socket-schema"
        base = root.setdefault("$id", fallback)
        registry = Registry()
        # The documents beside it, by their own ids and by their file addresses.
        for other in sorted(folder.glob("*.schema.json")) if folder is not None else []:
            contents = json.loads(other.read_text(encoding="utf-8"))
            resource = Resource.from_contents(contents, default_specification=_draft())
            registry = registry.with_resource(other.as_uri(), resource)
            if isinstance(contents, dict) and contents.get("$id"):
                registry = registry.with_resource(contents["$id"], resource)
        registry = registry.with_resource(base, Resource.from_contents(root, default_specification=_draft()))
        self._client = Draft202012Validator({"$ref": f"{base}#/$defs/ClientMessage"}, registry=registry)
        self._server = Draft202012Validator({"$ref": f"{base}#/$defs/ServerMessage"}, registry=registry)

    def check_sent(self, frame: Any) -> None:
        """Raises :class:`ProtocolError` unless ``frame`` is a ``ClientMessage``."""
        _check(self._client, frame, "sent")

    def check_received(self, frame: Any) -> None:
        """Raises :class:`ProtocolError` unless ``frame`` is a ``ServerMessage``."""
        _check(self._server, frame, "received")


def _draft() -> Any:
    from referencing.jsonschema import DRAFT202012

    return DRAFT202012


def _check(validator: Any, frame: Any, what: str) -> None:
    from jsonschema.exceptions import best_match

    error: Optional[Any] = best_match(validator.iter_errors(frame))
    if error is not None:
        kind = frame.get("type") if isinstance(frame, dict) else type(frame).__name__
        where = "/".join(str(part) for part in error.absolute_path) or "the frame"
        raise ProtocolError(f"a {what} {kind!r} frame breaks the socket schema at {where}: {error.message}", "bad-frame")
