"""The ``backroom env`` subprocess and its framing.

Every message, in either direction, is one line of JSON (the header), optionally followed by a
binary payload of exactly ``header["bytes"]`` bytes holding the arrays that ``header["arrays"]``
lists as ``[name, type, length]`` (types ``f32``, ``i32``, ``u8``; little-endian). See README.md.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import tempfile
import weakref
from pathlib import Path
from typing import Any, Sequence, TypeVar

import numpy as np

try:
    import fcntl
except ImportError:  # not on Windows: pipes keep their default capacity there
    fcntl = None

from .errors import BackroomError, error_from_response

#: The protocol this package speaks (the process names its own in its greeting).
PROTOCOL = ("backroom-env", 1)

#: The numpy dtype of each payload array type.
DTYPES = {"f32": np.dtype("<f4"), "i32": np.dtype("<i4"), "u8": np.dtype("u1")}

_PIPE_BUFFER = 1 << 16
# A vector step's response can be hundreds of kilobytes: a pipe that holds it whole lets the engine
# write it in one go instead of waking this process for every 64 KiB.
_PIPE_CAPACITY = 1 << 20
_CLOSE_TIMEOUT = 10.0


def find_cli() -> list[str]:
    """The command that runs the ``backroom`` CLI.

    ``$BACKROOM_CLI`` when set (split like a shell would), else ``node <repo>/dist/cli/main.js``
    when this package sits in a built checkout, else ``npx backroom``.
    """
    command = os.environ.get("BACKROOM_CLI")
    if command:
        return shlex.split(command)
    built = Path(__file__).resolve().parent.parent.parent / "dist" / "cli" / "main.js"
    if built.is_file():
        return [shutil.which("node") or "node", str(built)]
    return [shutil.which("npx") or "npx", "backroom"]


Arrays = dict[str, np.ndarray]


def _shutdown(process: subprocess.Popen, stderr: Any) -> None:
    """Ends the process (politely, then by force) and reaps it, so that no zombie is left."""
    if process.poll() is None:
        try:
            process.stdin.write(b'{"cmd":"close"}\n')
            process.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass
    for stream in (process.stdin, process.stdout):
        try:
            stream.close()
        except (BrokenPipeError, OSError, ValueError):
            pass
    try:
        process.wait(timeout=_CLOSE_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    stderr.close()


def _widen_pipe(fd: int) -> None:
    """Grows a pipe's capacity as far as the system allows (Linux; elsewhere a no-op)."""
    setter = getattr(fcntl, "F_SETPIPE_SZ", None) if fcntl is not None else None
    if setter is None:
        return
    size = _PIPE_CAPACITY
    while size > 1 << 16:
        try:
            fcntl.fcntl(fd, setter, size)
            return
        except OSError:
            size //= 2


class Connection:
    """One ``backroom env`` process: sends requests, reads responses, raises their errors.

    ``hello`` is the process's greeting (game, players, agents, sizes). ``close()`` ends the
    process; it also ends when the connection is garbage-collected or the interpreter exits.
    """

    def __init__(self, args: Sequence[str], cli: Sequence[str] | None = None) -> None:
        command = [*(cli if cli is not None else find_cli()), *args]
        self._stderr = tempfile.TemporaryFile()
        try:
            self._process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                bufsize=_PIPE_BUFFER,
            )
        except OSError as error:
            self._stderr.close()
            raise BackroomError(f"cannot start the backroom CLI ({shlex.join(command)}): {error}") from error
        self._finalizer = weakref.finalize(self, _shutdown, self._process, self._stderr)
        _widen_pipe(self._process.stdout.fileno())
        self._out = self._process.stdout
        self._in = self._process.stdin
        self._awaiting = False
        try:
            header, _ = self._read()
        except BaseException:
            self.close()
            raise
        if (header.get("protocol"), header.get("version")) != PROTOCOL:
            self.close()
            raise BackroomError(
                f"the CLI speaks {header.get('protocol')} version {header.get('version')}, "
                f"this package {PROTOCOL[0]} version {PROTOCOL[1]}"
            )
        self.hello: dict = header

    @property
    def pid(self) -> int:
        """The process id of the ``backroom env`` process."""
        return self._process.pid

    @property
    def closed(self) -> bool:
        """Whether the process has been ended."""
        return not self._finalizer.alive

    def request(self, header: dict, payload: bytes | memoryview | None = None) -> tuple[dict, Arrays]:
        """Sends one request (and its payload) and returns the response's header and arrays."""
        if payload is not None:
            header = {**header, "bytes": len(payload)}
        return self.exchange(json.dumps(header, separators=(",", ":")).encode() + b"\n", payload)

    def exchange(self, line: bytes, payload: bytes | memoryview | None = None) -> tuple[dict, Arrays]:
        """Sends a request already encoded as a header line (ending with a newline) and reads the response."""
        self.send(line, payload)
        return self.receive()

    def send(self, line: bytes, payload: bytes | memoryview | None = None) -> None:
        """Sends one encoded request without waiting; ``receive()`` reads its response."""
        if self.closed:
            raise BackroomError("the environment is closed")
        if self._awaiting:
            raise BackroomError("a request is still waiting for its response")
        try:
            self._in.write(line)
            if payload is not None:
                self._in.write(payload)
            self._in.flush()
        except (BrokenPipeError, OSError, ValueError) as error:
            raise self._died() from error
        self._awaiting = True

    def receive(self) -> tuple[dict, Arrays]:
        """The response to the request ``send()`` sent (raising its error, if it is one)."""
        if not self._awaiting:
            raise BackroomError("no request is waiting for a response")
        self._awaiting = False
        return self._read()

    def close(self) -> None:
        """Ends the process and waits for it (idempotent)."""
        self._finalizer()

    def _read(self) -> tuple[dict, Arrays]:
        line = self._out.readline()
        if not line:
            raise self._died()
        header = json.loads(line)
        error = header.get("error")
        if error is not None:
            raise error_from_response(error)
        size = header.get("bytes", 0)
        if not size:
            return header, {}
        buffer = bytearray(size)
        view = memoryview(buffer)
        filled = 0
        while filled < size:
            count = self._out.readinto(view[filled:])
            if not count:
                raise self._died()
            filled += count
        arrays: Arrays = {}
        offset = 0
        for name, kind, length in header["arrays"]:
            dtype = DTYPES[kind]
            arrays[name] = np.frombuffer(buffer, dtype=dtype, count=length, offset=offset)
            offset += length * dtype.itemsize
        return header, arrays

    def _died(self) -> BackroomError:
        """The error for a process that stopped answering, with what it wrote to standard error."""
        code = self._process.poll()
        if code is None:
            try:
                code = self._process.wait(timeout=_CLOSE_TIMEOUT)
            except subprocess.TimeoutExpired:
                code = None
        self._stderr.seek(0)
        text = self._stderr.read().decode("utf-8", "replace").strip()
        self.close()
        detail = f": {text[-2000:]}" if text else ""
        return BackroomError(f"the backroom env process ended (exit code {code}){detail}")


_Client = TypeVar("_Client", bound="EngineClient")


class EngineClient:
    """What owns one engine process: ``close()`` ends it, and ``with`` closes it on the way out."""

    _connection: Connection

    def close(self) -> None:
        """Ends the engine process (idempotent)."""
        self._connection.close()

    def __enter__(self: _Client) -> _Client:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
