"""Steps per second from Python: one AEC environment, and the vector environment (docs/benchmarks.md).

All play uniformly random legal actions (chosen in numpy, counted in the time). A single
environment's step is one round trip to the ``backroom env`` process, dead steps at the end of a
game included; a vector step of ``N`` games counts ``N`` steps. The last row is the Gymnasium
vector form with random opponents (their moves are played in the engine and not counted). Two
rates are printed: per second of wall time, and per CPU second of the two processes together
(Python's and the engine's, read from /proc on Linux), which stays meaningful on a shared machine:
the processes take turns, so on an idle machine the wall rate approaches the CPU rate. The last
line gives each game's ``vector_env (64)`` rate over its ``env (1)`` rate, both from this run.

    python3 python/bench.py [--seconds 5] [--games slush-fund,campaign] [--num-envs 64,256]
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import backroom  # noqa: E402

PLAYERS = {"tiefe-taschen": 4, "kohle-kies-knete": 4, "campaign": 4, "slush-fund": 4}


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) a process has used, from /proc (NaN where there is none)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Meter:
    """Wall time and the CPU time of this process and of the engine processes over a measurement."""

    def __init__(self, *pids: int) -> None:
        self.pids = pids
        self.wall = time.perf_counter()
        self.cpu = self._cpu()

    def _cpu(self) -> float:
        return time.process_time() + sum(process_cpu(pid) for pid in self.pids)

    def elapsed(self) -> float:
        return time.perf_counter() - self.wall

    def cpu_seconds(self) -> float:
        return self._cpu() - self.cpu


def single(game: str, players: int, seconds: float) -> tuple[int, float, float]:
    """Steps, wall seconds and CPU seconds of one environment played for ``seconds``."""
    rng = np.random.default_rng(0)
    steps = 0
    with backroom.env(game, players=players, seed="bench") as env:
        env.reset()
        meter = Meter(env._connection.pid)
        while meter.elapsed() < seconds:
            if not env.agents:
                env.reset()
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
            else:
                legal = np.flatnonzero(observation["action_mask"])
                env.step(int(legal[rng.integers(legal.size)]))
            steps += 1
        return steps, meter.elapsed(), meter.cpu_seconds()


def batched(game: str, players: int, num_envs: int, seconds: float) -> tuple[int, float, float]:
    """Steps, wall seconds and CPU seconds of a vector environment played for ``seconds``."""
    rng = np.random.default_rng(0)
    steps = 0
    with backroom.vector_env(game, num_envs=num_envs, players=players, seed="bench") as venv:
        batch = venv.reset()
        meter = Meter(venv._connection.pid)
        while meter.elapsed() < seconds:
            batch = venv.step(backroom.sample_legal(batch.action_masks, rng))
            steps += num_envs
        return steps, meter.elapsed(), meter.cpu_seconds()


def gym_batched(game: str, players: int, num_envs: int, seconds: float) -> tuple[int, float, float]:
    """Like ``batched`` through the Gymnasium form (``gym_vector_env``: seat 0 learns, random bots
    play the other seats inside the engine, so a step of ``N`` games counts ``N`` learner steps)."""
    rng = np.random.default_rng(0)
    steps = 0
    with backroom.gym_vector_env(game, num_envs, players=players, opponents="random", seed="bench") as envs:
        envs.reset()
        meter = Meter(envs._raw._connection.pid)
        while meter.elapsed() < seconds:
            envs.step(backroom.sample_legal(envs.action_masks().view(np.int8), rng))
            steps += num_envs
        return steps, meter.elapsed(), meter.cpu_seconds()


def pipelined(game: str, players: int, num_envs: int, seconds: float) -> tuple[int, float, float]:
    """Like ``batched`` with two engine processes of ``num_envs`` games each, stepped alternately
    with ``step_async``/``step_wait`` so that both run while this process chooses actions."""
    rng = np.random.default_rng(0)
    steps = 0
    with backroom.vector_env(game, num_envs=num_envs, players=players, seed="bench/a") as first, backroom.vector_env(
        game, num_envs=num_envs, players=players, seed="bench/b"
    ) as second:
        envs = (first, second)
        meter = Meter(first._connection.pid, second._connection.pid)
        for venv in envs:
            venv.step_async(backroom.sample_legal(venv.reset().action_masks, rng))
        while meter.elapsed() < seconds:
            for venv in envs:
                batch = venv.step_wait()
                steps += num_envs
                venv.step_async(backroom.sample_legal(batch.action_masks, rng))
        for venv in envs:
            venv.step_wait()
        return steps, meter.elapsed(), meter.cpu_seconds()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="per measurement")
    parser.add_argument("--games", default=",".join(backroom.GAMES))
    parser.add_argument("--num-envs", default="64,256", help="vector sizes, comma-separated")
    args = parser.parse_args()
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(f"python {platform.python_version()}, numpy {np.__version__}, {os.cpu_count()} cores, {stamp}")
    print("| game | players | form | steps/s (wall) | steps per CPU second | steps |")
    print("|---|---|---|---|---|---|")
    ratios = []
    for game in args.games.split(","):
        players = PLAYERS[game]
        runs = [("env (1)", single(game, players, args.seconds))]
        for num_envs in (int(n) for n in args.num_envs.split(",")):
            runs.append((f"vector_env ({num_envs})", batched(game, players, num_envs, args.seconds)))
        half = int(args.num_envs.split(",")[0])
        runs.append((f"2 × vector_env ({half}), pipelined", pipelined(game, players, half, args.seconds)))
        runs.append((f"gym_vector_env ({half}), random opponents", gym_batched(game, players, half, args.seconds)))
        for form, (steps, wall, cpu) in runs:
            print(f"| {game} | {players} | {form} | {steps / wall:,.0f} | {steps / cpu:,.0f} | {steps:,} |", flush=True)
        (single_steps, single_wall, _), (batch_steps, batch_wall, _) = runs[0][1], runs[1][1]
        ratios.append(f"{game} {batch_steps / batch_wall / (single_steps / single_wall):.1f}×")
    print(f"\n{runs[1][0]} over env (1), wall: {', '.join(ratios)}")


if __name__ == "__main__":
    main()
