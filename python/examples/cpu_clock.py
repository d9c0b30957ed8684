"""CPU time of this process and of every process it started, the budget ``train.py --cpu-minutes`` counts.

The engine processes do most of the work, so a trainer's own CPU time understates its cost, and
wall time overstates it on a shared machine. ``cpu_seconds`` sums this process, its children that
have ended (``RUSAGE_CHILDREN``) and its live descendants (``/proc/<pid>/stat``, Linux only;
elsewhere only the first two).
"""

from __future__ import annotations

import os
import resource
from pathlib import Path

_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _live_descendants_seconds(root: int) -> float:
    """User and system time of the live descendants of ``root`` (and of their ended children)."""
    children: dict[int, list[int]] = {}
    times: dict[int, float] = {}
    for entry in Path("/proc").iterdir() if Path("/proc").is_dir() else []:
        if not entry.name.isdigit():
            continue
        try:
            text = (entry / "stat").read_text()
        except OSError:
            continue
        # The command name is in parentheses and may hold spaces: split after its closing one.
        fields = text[text.rfind(")") + 2 :].split()
        pid, parent = int(entry.name), int(fields[1])
        children.setdefault(parent, []).append(pid)
        times[pid] = sum(int(f) for f in fields[11:15]) / _TICKS
    total, stack = 0.0, list(children.get(root, []))
    while stack:
        pid = stack.pop()
        total += times.get(pid, 0.0)
        stack.extend(children.get(pid, []))
    return total


def cpu_seconds() -> float:
    """CPU seconds (user + system) used so far by this process and every process it started."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    ended = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + ended.ru_utime + ended.ru_stime + _live_descendants_seconds(os.getpid())
