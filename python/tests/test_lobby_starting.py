"""The lobby functions ask a server that answers 503 ``starting`` again, and give up after a bound.

A small real HTTP server on a free loopback port plays a match server whose storage is still
opening: it answers ``starting`` a given number of times, then the games.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from backroom.online import MatchServerError, lobby


def _server(starting_answers: int) -> tuple[ThreadingHTTPServer, list[int]]:
    asked: list[int] = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
            asked.append(1)
            starting = len(asked) <= starting_answers
            body = json.dumps(
                {"error": "starting", "message": "the server is starting"} if starting else [{"id": "slush-fund"}]
            ).encode()
            self.send_response(503 if starting else 200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            if starting:
                self.send_header("retry-after", "1")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, asked


def test_asks_a_starting_server_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lobby, "STARTING_WAIT", 0.01)
    server, asked = _server(starting_answers=3)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        assert lobby._request("GET", url, "/games") == [{"id": "slush-fund"}]
        assert len(asked) == 4
    finally:
        server.shutdown()


def test_gives_up_after_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lobby, "STARTING_WAIT", 0.01)
    server, asked = _server(starting_answers=1000)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        with pytest.raises(MatchServerError) as refused:
            lobby._request("GET", url, "/games")
        assert refused.value.code == "starting" and refused.value.status == 503
        assert len(asked) == lobby.STARTING_ATTEMPTS
    finally:
        server.shutdown()
