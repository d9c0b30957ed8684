"""A real ``backroom serve`` for the online tests, and a TCP relay whose connections a test can cut.

The server runs from the built checkout (``find_cli()``: ``npm run build`` first) on a free port
(``--port 0``, read from what it prints) with a temporary data folder, bots that act at once and
chosen seeds allowed, so a match is repeatable, and room for the creations and joins of a test file.
"""

from __future__ import annotations

import re
import socket
import subprocess
import tempfile
import threading
from pathlib import Path
from typing import Sequence

from backroom.protocol import find_cli

#: Seconds the server may take to start (the first start creates its embedded database).
START_TIMEOUT = 120.0


class MatchServer:
    """``backroom serve --port 0 --data <temporary folder>`` with ``args``; ``url`` is where it listens."""

    def __init__(self, args: Sequence[str] = ()) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="backroom-online-")
        command = [
            *find_cli(),
            "serve",
            "--port",
            "0",
            "--data",
            str(Path(self._folder.name) / "data"),
            "--no-web",
            "--allow-seeds",
            "--bot-delay",
            "0",
            "--limit",
            "minBotDelayMs=0",
            "--limit",
            "createsPerMinute=1000",
            "--limit",
            "joinsPerMinute=1000",
            "--log-level",
            "silent",
            *args,
        ]
        self._log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self._log, text=True)
        self.url = self._read_url()

    def _read_url(self) -> str:
        found: list[str] = []

        def read() -> None:
            assert self.process.stdout is not None
            url = None
            for line in self.process.stdout:
                match = re.search(r"listening on (\S+)", line)
                if match:
                    url = match.group(1)
                # It listens before its database is open; the tests start once the storage line says it is.
                if url is not None and line.startswith("storage: "):
                    found.append(url)
                    return

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(START_TIMEOUT)
        if not found:
            self.stop()
            self._log.seek(0)
            raise RuntimeError(f"backroom serve did not start: {self._log.read().decode(errors='replace')[-2000:]}")
        # Keep reading (and dropping) what it prints, so that it never blocks on a full pipe.
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        return found[0]

    @property
    def port(self) -> int:
        """The port it listens on."""
        return int(self.url.rsplit(":", 1)[1].rstrip("/"))

    def stop(self) -> None:
        """Stops the server (SIGTERM, then SIGKILL) and removes its data folder."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._log.close()
        self._folder.cleanup()


class Relay:
    """Relays TCP connections from a port of its own to ``port``; ``cut()`` drops them as a network would.

    ``cut_after_next_send()`` drops the connections right after relaying the next chunk a client sends,
    so that the server reads it but its answer never reaches the client.
    """

    def __init__(self, port: int) -> None:
        self._target = port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self._lock = threading.Lock()
        self._cut_next = threading.Event()
        self.cuts = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            server = socket.create_connection(("127.0.0.1", self._target))
            with self._lock:
                self._pairs.append((client, server))
            threading.Thread(target=self._pump, args=(client, server, True), daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, False), daemon=True).start()

    def _pump(self, source: socket.socket, target: socket.socket, from_client: bool) -> None:
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                target.sendall(data)
                if from_client and self._cut_next.is_set():
                    self._cut_next.clear()
                    self.cut()
                    return
        except OSError:
            pass
        for end in (source, target):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self) -> None:
        """Drops every relayed connection at once."""
        with self._lock:
            pairs, self._pairs = self._pairs, []
        for pair in pairs:
            for end in pair:
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                end.close()
        self.cuts += 1

    def cut_after_next_send(self) -> None:
        """Drops the connections once the next chunk a client sends has reached the server."""
        self._cut_next.set()

    def close(self) -> None:
        """Stops relaying."""
        self._listener.close()
        self.cut()
