"""What a session yields: the match server's socket frames about the match, as small read-only records.

The fields are those of the socket schema (``backroom/protocol/socket.schema.json``), in Python's
spelling; views, legal actions, events and outcomes stay the game's plain JSON (dicts and lists).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Union


@dataclass(frozen=True)
class State:
    """The seat's view after ``version`` actions, its legal actions now and the events it missed.

    ``legal`` is empty unless the seat may act now; an action to send is one of its items, as it is.
    ``outcome`` is the game's outcome once it is over, else ``None``; ``log`` holds
    ``{"version", "events"}`` for every version since the session's last state.
    """

    version: int
    view: dict
    legal: list
    to_act: list
    outcome: Optional[dict]
    log: list
    truncated: bool

    @classmethod
    def from_frame(cls, frame: dict) -> State:
        """The state of a ``state`` frame."""
        return cls(
            frame["version"],
            frame["view"],
            frame["legal"],
            frame["toAct"],
            frame["outcome"],
            frame["log"],
            frame["truncated"],
        )

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.outcome is not None


@dataclass(frozen=True)
class ChatLine:
    """A line of table talk this seat may read: ``to`` is ``None`` for a public line, else the one seat it was said to."""

    id: int
    sender: int
    to: Optional[int]
    text: str
    at: str

    @classmethod
    def from_frame(cls, frame: dict) -> ChatLine:
        """The line of a ``chat`` frame."""
        return cls(frame["id"], frame["from"], frame["to"], frame["text"], frame["at"])


@dataclass(frozen=True)
class TableStatus:
    """How every seat stands (name, autopilot, left, turn deadline), the match's clock and the server's time."""

    clock: Optional[dict]
    seats: list
    now: str

    @classmethod
    def from_frame(cls, frame: dict) -> TableStatus:
        """The status of a ``table`` frame."""
        return cls(frame["clock"], frame["seats"], frame["now"])


@dataclass(frozen=True)
class Notice:
    """Something the table is told: ``kind`` is ``autopilot``, ``resumed`` or ``left``, for ``seat``."""

    kind: str
    seat: int
    text: str
    at: str

    @classmethod
    def from_frame(cls, frame: dict) -> Notice:
        """The notice of a ``notice`` frame."""
        return cls(frame["kind"], frame["seat"], frame["text"], frame["at"])


@dataclass(frozen=True)
class Rematch:
    """A seat of this finished match asked for a rematch: accept it with ``backroom.online.rematch``."""

    match_id: str

    @classmethod
    def from_frame(cls, frame: dict) -> Rematch:
        """The rematch of a ``rematch`` frame."""
        return cls(frame["matchId"])


#: Anything a session yields.
Update = Union[State, ChatLine, TableStatus, Notice, Rematch]

#: The record type of each frame type a session yields.
UPDATES: dict[str, Any] = {
    "state": State,
    "chat": ChatLine,
    "table": TableStatus,
    "notice": Notice,
    "rematch": Rematch,
}
