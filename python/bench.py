"""Steps per second from Python: one AEC environment, and the vector environment (docs/benchmarks.md).

Both play uniformly random legal actions (chosen in numpy, counted in the time). A single
environment's step is one round trip to the ``backroom env`` process, dead steps at the end of a
game included; a vector step of ``N`` games counts ``N`` steps.

    python3 python/bench.py [--seconds 5] [--games slush-fund,campaign] [--num-envs 256]
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import backroom  # noqa: E402

PLAYERS = {"tiefe-taschen": 4, "kohle-kies-knete": 4, "campaign": 4, "slush-fund": 4}


def single(game: str, players: int, seconds: float) -> tuple[int, float, int]:
    """Steps, elapsed seconds and finished games of one environment played for ``seconds``."""
    rng = np.random.default_rng(0)
    steps = games = 0
    with backroom.env(game, players=players, seed="bench") as env:
        env.reset()
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            if not env.agents:
                env.reset()
                games += 1
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
            else:
                legal = np.flatnonzero(observation["action_mask"])
                env.step(int(legal[rng.integers(legal.size)]))
            steps += 1
        return steps, time.perf_counter() - started, games


def batched(game: str, players: int, num_envs: int, seconds: float) -> tuple[int, float, int]:
    """Steps, elapsed seconds and finished games of a vector environment played for ``seconds``."""
    rng = np.random.default_rng(0)
    steps = games = 0
    with backroom.vector_env(game, num_envs=num_envs, players=players, seed="bench") as venv:
        batch = venv.reset()
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            keys = rng.random(batch.action_masks.shape, dtype=np.float32)
            keys[batch.action_masks == 0] = -1.0
            batch = venv.step(keys.argmax(axis=1))
            steps += num_envs
            games += int(np.count_nonzero(batch.terminations | batch.truncations))
        return steps, time.perf_counter() - started, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="per measurement")
    parser.add_argument("--games", default=",".join(backroom.GAMES))
    parser.add_argument("--num-envs", default="64,256", help="vector sizes, comma-separated")
    args = parser.parse_args()
    print(f"python {platform.python_version()}, numpy {np.__version__}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print("| game | players | form | steps/s | steps | games | seconds |")
    print("|---|---|---|---|---|---|---|")
    for game in args.games.split(","):
        players = PLAYERS[game]
        steps, seconds, games = single(game, players, args.seconds)
        print(f"| {game} | {players} | env (1) | {steps / seconds:,.0f} | {steps:,} | {games} | {seconds:.1f} |", flush=True)
        for num_envs in (int(n) for n in args.num_envs.split(",")):
            steps, seconds, games = batched(game, players, num_envs, args.seconds)
            print(
                f"| {game} | {players} | vector_env ({num_envs}) | {steps / seconds:,.0f} | {steps:,} | {games} | {seconds:.1f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
