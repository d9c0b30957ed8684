"""One seat's (or a spectator's) WebSocket connection to a match, resumed by itself after a drop.

A :class:`Session` says hello with the seat token, then yields what the server sends about the
match (states with the view and the legal actions, chat lines, the table's status, notices, a
rematch) and sends acts and chat lines, waiting for each one's answer. When the socket drops it
connects again with the token, the last version and the last chat line it saw (so the server sends
what it missed), and sends its unanswered acts again with their act ids, which the server applies
once at most. Frames are checked against the published socket schema with ``debug=True``.
"""

from __future__ import annotations

import itertools
import json
import secrets
import time
from collections import deque
from typing import Any, Iterator, Optional
from urllib.parse import quote

from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import ClientConnection, connect

from ..errors import BackroomError
from .errors import MatchServerError
from .messages import UPDATES, ChatLine, State, Update
from .schema import FrameValidator

#: The largest frame the session reads, in bytes (a state that catches up 500 versions of events is large).
MAX_FRAME_BYTES = 1 << 26
#: The refusals of a hello that a later attempt may not meet (the others end the session).
RETRYABLE_HELLO_CODES = frozenset({"too-many-connections", "rate-limited", "internal", "conflict"})

#: ``expected_version`` of :meth:`Session.act` by default: the version of the latest state received.
LATEST = object()


def socket_url(url: str, match_id: str) -> str:
    """The WebSocket address of a match on the server at ``url`` (``http(s)://…`` becomes ``ws(s)://…``)."""
    base = url.rstrip("/")
    if base.startswith("http"):
        base = "ws" + base[len("http") :]
    return f"{base}/matches/{quote(match_id, safe='')}/socket"


class Session:
    """A connection to match ``match_id`` on the server at ``url`` (``http://host:port``), as a seat or a spectator.

    ``token`` is the seat token from :func:`backroom.online.join` (omit it to watch). Iterating
    yields :class:`State`, :class:`ChatLine`, :class:`TableStatus`, :class:`Notice` and
    :class:`Rematch` records as they arrive, until :meth:`close`; a match the server closed
    (expired, abandoned) raises :class:`MatchServerError` (``match-closed``). ``latest`` is the
    latest state, ``seat`` the seat (``None`` watching), ``match`` the match's summary, ``table``
    the latest table status, ``errors`` the refusals that answered nothing this session sent.

    After a dropped socket the session reconnects by itself, up to ``retries`` attempts with a
    growing pause; ``reconnects`` counts the successful ones. ``timeout`` bounds every wait in
    seconds (``TimeoutError``). With ``debug=True`` every frame sent and received is checked against
    the socket schema (``schema``: its path or contents; by default found as
    :func:`backroom.online.find_socket_schema` does), and a frame that breaks it raises
    :class:`ProtocolError`.
    """

    def __init__(
        self,
        url: str,
        match_id: str,
        token: Optional[str] = None,
        *,
        last_version: int = 0,
        last_chat: int = 0,
        debug: bool = False,
        schema: Any = None,
        timeout: float = 60.0,
        retries: int = 8,
    ) -> None:
        self.url = url
        self.match_id = match_id
        self.token = token
        self.last_version = last_version
        self.last_chat = last_chat
        self.timeout = timeout
        self.retries = retries
        self.seat: Optional[int] = None
        self.match: dict = {}
        self.latest: Optional[State] = None
        self.table: Optional[Any] = None
        self.errors: list[MatchServerError] = []
        self.reconnects = 0
        self._known_version = last_version
        self._validator = FrameValidator(schema) if debug else None
        self._socket: Optional[ClientConnection] = None
        self._updates: deque[Update] = deque()
        self._answers: dict[int, dict] = {}
        self._pending_acts: dict[int, dict] = {}
        self._pending_chat: set[int] = set()
        self._heard: set[int] = set()
        self._refs = itertools.count(1)
        self._welcomed = False
        self._ended: Optional[MatchServerError] = None
        self._closing = False
        self._connect(time.monotonic() + timeout)

    # What a caller uses.

    def __iter__(self) -> Iterator[Update]:
        while not self._closing:
            yield self.next()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def next(self, timeout: Optional[float] = None) -> Update:
        """The next update, waiting up to ``timeout`` seconds (the session's by default) for one."""
        deadline = self._deadline(timeout)
        while not self._updates:
            if self._ended is not None:
                raise self._ended
            self._handle(self._receive(deadline))
        return self._updates.popleft()

    def is_current(self, state: State) -> bool:
        """Whether ``state`` is the match as it stands, as far as this session knows: the latest
        state received, and no act of this session stored since (a reconnect brings the state of
        the hello first, then the answers of the acts it resent)."""
        return state is self.latest and state.version >= self._known_version

    def act(
        self,
        action: Any,
        *,
        id: Optional[str] = None,
        expected_version: Any = LATEST,
        timeout: Optional[float] = None,
    ) -> int:
        """Sends one action of this seat and returns the version it was stored as.

        ``expected_version`` is the version whose legal actions the action was chosen from (by
        default the latest state's; ``None`` sends none, and the rules alone judge the act): if the
        match has moved on, the server refuses it with ``stale-version`` and its ``version``, and
        nothing changed. ``id`` is the act id (a fresh random one by default): a drop before the
        answer resends it with that id, so it is applied once at most. A refusal raises
        :class:`MatchServerError` (``illegal-action`` with the game's ``rule``, ``rate-limited``, …).
        """
        token = self._seat_token("act")
        if expected_version is LATEST:
            expected_version = None if self.latest is None else self.latest.version
        ref = next(self._refs)
        frame = {"type": "act", "token": token, "action": action, "ref": ref, "id": id or secrets.token_hex(16)}
        if expected_version is not None:
            frame["expectedVersion"] = expected_version
        self._pending_acts[ref] = frame
        self._send(frame)
        answer = self._answer(ref, self._deadline(timeout))
        if answer["type"] == "accepted":
            self._known_version = max(self._known_version, answer["version"])
            return answer["version"]
        raise refusal(answer)

    def chat(self, text: str, to: Optional[int] = None, timeout: Optional[float] = None) -> ChatLine:
        """Says a line to the table (or privately to seat ``to``) and returns it as stored (``chat-too-long``, ``rate-limited``, … raise)."""
        token = self._seat_token("talk")
        ref = next(self._refs)
        frame: dict[str, Any] = {"type": "chat", "token": token, "text": text, "ref": ref}
        if to is not None:
            frame["to"] = to
        self._pending_chat.add(ref)
        self._send(frame)
        answer = self._answer(ref, self._deadline(timeout))
        if answer["type"] == "chat":
            return ChatLine.from_frame(answer)
        raise refusal(answer)

    def resume_seat(self) -> None:
        """Takes the seat back from the autopilot (acting does too)."""
        self._send({"type": "resume-seat", "token": self._seat_token("hold a seat")})

    def leave(self) -> None:
        """Leaves the match for good: a bot plays the seat to the end."""
        self._send({"type": "leave", "token": self._seat_token("hold a seat")})

    def close(self) -> None:
        """Closes the connection (the seat stays this token's: connect again to resume)."""
        self._closing = True
        if self._socket is not None:
            self._socket.close()

    # The connection.

    def _seat_token(self, what: str) -> str:
        if self.token is None:
            raise MatchServerError("spectator", f"spectators cannot {what}")
        return self.token

    def _deadline(self, timeout: Optional[float]) -> float:
        return time.monotonic() + (self.timeout if timeout is None else timeout)

    def _connect(self, deadline: float) -> None:
        """Opens the socket, says hello, waits for the welcome and resends the unanswered acts."""
        self._welcomed = False
        self._socket = connect(
            socket_url(self.url, self.match_id),
            open_timeout=max(0.1, deadline - time.monotonic()),
            max_size=MAX_FRAME_BYTES,
        )
        hello: dict[str, Any] = {"type": "hello", "lastVersion": self.last_version, "lastChat": self.last_chat}
        if self.token is not None:
            hello["token"] = self.token
        self._send(hello)
        while not self._welcomed:
            frame = self._read(deadline)
            if frame["type"] == "error" and not isinstance(frame.get("ref"), int):
                self._socket.close()
                raise refusal(frame)
            self._handle(frame)
        for ref in sorted(self._pending_acts):
            self._send(self._pending_acts[ref])

    def _reconnect(self, deadline: float) -> None:
        """Connects again after a drop, with a growing pause between attempts."""
        if self._socket is not None:
            self._socket.close()
        # A chat line is not sent again (it has no id to make that safe): its sender is told.
        for ref in self._pending_chat:
            self._answers[ref] = {"type": "error", "code": "closed", "message": "the connection dropped", "ref": ref}
        self._pending_chat.clear()
        problem: Optional[BaseException] = None
        for attempt in range(self.retries):
            if self._closing:
                break
            time.sleep(min(5.0, 0.2 * 2**attempt))
            try:
                self._connect(max(deadline, time.monotonic() + self.timeout))
            except MatchServerError as refused:
                if refused.code not in RETRYABLE_HELLO_CODES:
                    raise
                problem = refused
            except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError) as error:
                problem = error
            else:
                self.reconnects += 1
                return
        raise BackroomError(f"lost the connection to match {self.match_id} and could not connect again: {problem}")

    def _read(self, deadline: float) -> dict:
        """The next frame of the current socket (``ConnectionClosed`` when it drops)."""
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError(f"no answer from match {self.match_id} in time")
        assert self._socket is not None
        frame = json.loads(self._socket.recv(timeout=remaining))
        if self._validator is not None:
            self._validator.check_received(frame)
        return frame

    def _receive(self, deadline: float) -> dict:
        """The next frame, reconnecting after a drop."""
        while True:
            try:
                return self._read(deadline)
            except ConnectionClosed:
                if self._closing:
                    raise BackroomError("the session is closed") from None
                self._reconnect(deadline)

    def _send(self, frame: dict) -> None:
        """Sends one frame; on a dropped socket nothing is lost: acts are resent once connected again."""
        if self._validator is not None:
            self._validator.check_sent(frame)
        if self._closing:
            raise BackroomError("the session is closed")
        try:
            assert self._socket is not None
            self._socket.send(json.dumps(frame, separators=(",", ":")))
        except ConnectionClosed:
            pass

    def _answer(self, ref: int, deadline: float) -> dict:
        """Waits for the answer to the frame with ``ref``, keeping what else arrives meanwhile."""
        while ref not in self._answers:
            if self._ended is not None and ref in self._pending_acts:
                self._pending_acts.pop(ref)
                raise self._ended
            self._handle(self._receive(deadline))
        return self._answers.pop(ref)

    def _handle(self, frame: dict) -> None:
        """Takes one frame in: an answer to a ref, a record to yield, or a refusal of nothing sent."""
        kind = frame["type"]
        ref = frame.get("ref")
        if kind == "welcome":
            self._welcomed = True
            self.match = frame["match"]
            self.seat = frame["seat"]
        elif kind == "accepted" or (kind == "error" and (ref in self._pending_acts or ref in self._pending_chat)):
            if ref in self._pending_acts or ref in self._pending_chat:
                self._pending_acts.pop(ref, None)
                self._pending_chat.discard(ref)
                self._answers[ref] = frame
        elif kind == "error":
            error = refusal(frame)
            self.errors.append(error)
            if error.code == "match-closed":
                self._ended = error
        elif kind in UPDATES:
            if kind == "chat":
                if ref in self._pending_chat:
                    self._pending_chat.discard(ref)
                    self._answers[ref] = frame
                if frame["id"] in self._heard:
                    return
                self._heard.add(frame["id"])
                self.last_chat = max(self.last_chat, frame["id"])
            update = UPDATES[kind].from_frame(frame)
            if kind == "state":
                self.latest = update
                self.last_version = update.version
                self._known_version = max(self._known_version, update.version)
            elif kind == "table":
                self.table = update
            self._updates.append(update)


def refusal(frame: dict) -> MatchServerError:
    """The exception of an ``error`` frame."""
    return MatchServerError(
        frame.get("code", "internal"),
        frame.get("message", ""),
        rule=frame.get("rule"),
        version=frame.get("version"),
    )
