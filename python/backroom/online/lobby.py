"""The HTTP side of a match server: the games it serves, creating and joining matches, records, rematches.

Every function takes the server's base URL (``http://localhost:8080``) and answers with the JSON the
OpenAPI document (``backroom/protocol/openapi.json``) describes; a refusal raises
:class:`MatchServerError` with the server's code and the HTTP status.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Optional, Sequence
from urllib.parse import quote

import httpx

from .errors import MatchServerError

#: Seconds an HTTP request may take before it fails.
HTTP_TIMEOUT = 30.0

#: How often a request the server answers 503 ``starting`` is sent before it fails.
STARTING_ATTEMPTS = 20

#: Seconds between those attempts (the server's ``retry-after`` is 1).
STARTING_WAIT = 0.5


@dataclass(frozen=True)
class JoinedSeat:
    """A seat taken: its match, its number and its token (the only key to it: keep it)."""

    match_id: str
    seat: int
    token: str


def _send(method: str, url: str, path: str, body: Any, params: Optional[dict]) -> tuple[httpx.Response, Any]:
    """Sends one request once and returns the response and its JSON (None when it is not JSON)."""
    try:
        response = httpx.request(
            method,
            url.rstrip("/") + path,
            json=body,
            params=params,
            timeout=HTTP_TIMEOUT,
        )
    except httpx.HTTPError as error:
        raise MatchServerError("unreachable", f"{method} {path}: {error}") from error
    try:
        return response, response.json()
    except ValueError:
        return response, None


def _request(method: str, url: str, path: str, body: Any = None, params: Optional[dict] = None) -> Any:
    """Sends one request and returns its JSON answer, raising the server's refusal.

    A server that answers 503 ``starting`` (its storage still opening) has done nothing with the
    request, so it is asked again, up to :data:`STARTING_ATTEMPTS` times.
    """
    for attempt in range(1, STARTING_ATTEMPTS + 1):
        response, payload = _send(method, url, path, body, params)
        starting = response.status_code == 503 and isinstance(payload, dict) and payload.get("error") == "starting"
        if not starting or attempt == STARTING_ATTEMPTS:
            break
        time.sleep(STARTING_WAIT)
    if response.is_error:
        error = payload if isinstance(payload, dict) else {}
        raise MatchServerError(
            str(error.get("error", "internal")),
            str(error.get("message", f"HTTP {response.status_code}")),
            status=response.status_code,
        )
    return payload


def _match_path(match_id: str, tail: str = "") -> str:
    return f"/matches/{quote(match_id, safe='')}{tail}"


def games(url: str) -> list:
    """The games the server serves: ``[{id, title, players: {min, max}, defaultOptions, bots}]``."""
    return _request("GET", url, "/games")


def create_match(
    url: str,
    game: str,
    players: Optional[int] = None,
    seats: Optional[Sequence[Optional[str]]] = None,
    options: Optional[dict] = None,
    *,
    seed: Any = None,
    turn_seconds: Optional[int] = None,
    private: bool = False,
    bot_delay_ms: Optional[int] = None,
) -> dict:
    """Creates a match and returns its summary (``id``, ``seats``, …; ``invitation`` for a private one).

    ``seats`` says who plays each seat: ``None`` for a person (who joins with :func:`join`) or a
    bot's name (``"heuristic"``, ``"random"``, ``"ismcts"``, ``"learned"``, ``"policy:<name>"``).
    ``players`` defaults to ``len(seats)``, else to the game's smallest count; both given must agree.
    ``options`` are the game's options, ``seed`` a chosen seed (only servers started with
    ``--allow-seeds`` take one), ``turn_seconds`` a turn clock, ``bot_delay_ms`` the bots' pause.
    """
    if players is None:
        if seats is not None:
            players = len(seats)
        else:
            served = {summary["id"]: summary for summary in games(url)}
            if game not in served:
                raise MatchServerError("unknown-game", f"the server does not serve {game!r}", status=400)
            players = served[game]["players"]["min"]
    if seats is not None and len(seats) != players:
        raise ValueError(f"seats names {len(seats)} seats for a match of {players} players")
    body: dict[str, Any] = {"game": game, "players": players}
    if options:
        body["options"] = dict(options)
    if seats is not None:
        body["bots"] = list(seats)
    if seed is not None:
        body["seed"] = seed
    if turn_seconds is not None:
        body["clock"] = {"turnSeconds": turn_seconds}
    if private:
        body["private"] = True
    if bot_delay_ms is not None:
        body["botDelayMs"] = bot_delay_ms
    return _request("POST", url, "/matches", body)


def join(
    url: str,
    match_id: str,
    seat: Optional[int] = None,
    name: Optional[str] = None,
    invitation: Optional[str] = None,
) -> JoinedSeat:
    """Takes a seat of a match (the one asked for, or the lowest free one) and returns it with its token."""
    body: dict[str, Any] = {}
    if seat is not None:
        body["seat"] = seat
    if name is not None:
        body["name"] = name
    if invitation is not None:
        body["invitation"] = invitation
    joined = _request("POST", url, _match_path(match_id, "/join"), body)
    return JoinedSeat(joined["matchId"], joined["seat"], joined["token"])


def match(url: str, match_id: str) -> dict:
    """The summary of one match (its seats, ``version`` and ``status``)."""
    return _request("GET", url, _match_path(match_id))


def record(url: str, match_id: str) -> dict:
    """The game record of a finished match with its public chat lines (``match-running`` before the end)."""
    return _request("GET", url, _match_path(match_id, "/record"))


def rematch(url: str, match_id: str, token: str) -> JoinedSeat:
    """Accepts (or proposes) a rematch of a finished match with a seat's token: that seat in the new match."""
    joined = _request("POST", url, _match_path(match_id, "/rematch"), {"token": token})
    return JoinedSeat(joined["matchId"], joined["seat"], joined["token"])
