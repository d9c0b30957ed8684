"""Learns the weights of a game's heuristic bot against opponents by the cross-entropy method, numpy only.

The policy searched is the heuristic bot itself with other numbers behind its judgement: what a seat,
a majority or a group is worth, how much money it keeps back, how hard it answers the others'
attempts (``backroom heuristic-weights <game>`` lists them). Each weight is its default times
``exp(theta)``; the search keeps a normal distribution over ``theta``, starting at 0 (the documented
bot) with spread ``--sigma``.

Each generation draws ``--population`` candidates (the first is the distribution's mean), writes each
as a policy file whose anchor carries its weights and no layers (the policy plays its anchor), and
plays ``--games`` games of each against ``--opponents`` with seats rotated, all candidates on the
same seeds (``backroom simulate``, one engine process per candidate, ``--workers`` at a time). The
best ``--elite`` share moves the mean (by ``--smoothing``) and sets the spread (at least
``--min-sigma``). Training stops after ``--generations`` or when ``--cpu-minutes`` of this process
and its engines are spent. The mean's weights are written to ``--out``; with ``--eval-games`` the
documented bot and the result play that many other games first.

This is the cross-entropy method (Rubinstein 1999) as Szita and Lőrincz used it to learn Tetris
weights (Neural Computation, 2006); docs/research.md ("Eleventh round").

    python3 python/examples/train_weights.py --game campaign --players 3 --generations 3 --out campaign-3.json
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import backroom  # noqa: E402
from cpu_clock import cpu_seconds  # noqa: E402
from curve_chart import write_curve  # noqa: E402
from train import add_game_arguments  # noqa: E402


def heuristic_weights(game: str) -> dict[str, float]:
    """The game's heuristic bot's weights and their defaults (``backroom heuristic-weights``)."""
    done = subprocess.run([*backroom.find_cli(), "heuristic-weights", game], capture_output=True, text=True)
    if done.returncode != 0:
        raise backroom.ConfigError(done.stderr.strip().splitlines()[0] if done.stderr else "heuristic-weights failed", "game")
    return {name: float(value) for name, value in json.loads(done.stdout).items()}


def engine_encoding(game: str, players: int) -> str:
    """The engine's encoding version for the game and player count, which a policy file must name."""
    with backroom.env(game, players=players) as env:
        return backroom.encoding_version(env)


class Arena:
    """Plays policy files against the opponents with ``backroom simulate`` and reports their win shares."""

    def __init__(self, args: argparse.Namespace, encoding: str, directory: Path) -> None:
        self.args = args
        self.encoding = encoding
        self.directory = directory
        self.files = 0

    def policy(self, weights: dict[str, float], meta: dict | None = None) -> backroom.Policy:
        """The policy that plays the heuristic bot with these weights."""
        anchor = {"bot": "heuristic", "bonus": 0.0, "weights": weights}
        return backroom.Policy(self.args.game, self.args.players, self.encoding, [], anchor=anchor, meta=meta)

    def share(self, weights: dict[str, float], seed: str, games: int) -> float:
        """The win share of the heuristic bot with ``weights`` in ``games`` seat-rotated games."""
        self.files += 1
        path = self.directory / f"candidate-{self.files}.json"
        self.policy(weights).save(path)
        name = f"policy:{path}"
        bots = ",".join([name] + [self.args.opponents] * (self.args.players - 1))
        command = [*backroom.find_cli(), "simulate", self.args.game, "--players", str(self.args.players)]
        command += ["--bots", bots, "--games", str(games), "--seed", seed, "--workers", "1", "--json"]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"simulate failed: {done.stderr.strip()}")
        summary = json.loads(done.stdout)
        return next(float(bot["winShare"]) for bot in summary["bots"] if bot["name"] == name)

    def shares(self, candidates: list[dict[str, float]], seed: str, games: int) -> np.ndarray:
        """Every candidate's win share on the same seeds, ``--workers`` engines at a time."""
        with ThreadPoolExecutor(self.args.workers) as pool:
            return np.array(list(pool.map(lambda weights: self.share(weights, seed, games), candidates)))


def train(args: argparse.Namespace) -> dict:
    """Runs the search and writes the policy (and the chart); returns a summary."""
    defaults = heuristic_weights(args.game)
    names = list(defaults)
    rng = np.random.default_rng(args.seed)
    mean = np.zeros(len(names))
    sigma = np.full(len(names), args.sigma)
    elite = max(2, math.ceil(args.elite * args.population))

    def weights(theta: np.ndarray) -> dict[str, float]:
        return {name: defaults[name] * float(math.exp(t)) for name, t in zip(names, theta)}

    start = cpu_seconds()
    curve: list[tuple[int, float]] = []
    generations = 0
    with tempfile.TemporaryDirectory() as directory:
        arena = Arena(args, engine_encoding(args.game, args.players), Path(directory))
        while generations < args.generations:
            if args.cpu_minutes is not None and cpu_seconds() - start >= args.cpu_minutes * 60:
                break
            thetas = [mean] + [mean + sigma * rng.standard_normal(len(names)) for _ in range(args.population - 1)]
            scores = arena.shares([weights(t) for t in thetas], f"{args.seed}-{generations}", args.games)
            best = np.array([thetas[i] for i in np.argsort(-scores, kind="stable")[:elite]])
            mean = (1 - args.smoothing) * mean + args.smoothing * best.mean(axis=0)
            sigma = np.maximum((1 - args.smoothing) * sigma + args.smoothing * best.std(axis=0), args.min_sigma)
            generations += 1
            curve.append((generations * args.population * args.games, float(scores[0])))
            print(
                f"generation {generations}: the mean wins {scores[0]:.3f}, the best {scores.max():.3f}, "
                f"all {scores.mean():.3f}; spread {sigma.mean():.3f}; {(cpu_seconds() - start) / 60:.1f} CPU min",
                flush=True,
            )
        spent = (cpu_seconds() - start) / 60
        learnt = weights(mean)
        summary: dict = {"generations": generations, "cpu_minutes": round(spent, 1), "weights": learnt}
        if args.eval_games:
            before, after = arena.shares([defaults, learnt], f"{args.seed}-eval", args.eval_games)
            summary.update(anchor_share=float(before), share=float(after))
            print(f"evaluation, {args.eval_games} games: the documented bot {before:.3f}, the learnt weights {after:.3f}")
        meta = {
            "trainedBy": "python/examples/train_weights.py",
            "opponents": args.opponents,
            "seed": args.seed,
            "generations": generations,
            "games": generations * args.population * args.games,
            "cpuMinutes": summary["cpu_minutes"],
            **({"evalShare": round(summary["share"], 4)} if args.eval_games else {}),
        }
        arena.policy(learnt, meta).save(args.out)
    if args.chart:
        title = f"{args.game}, {args.players} players: the mean's win share per generation (cross-entropy method)"
        write_curve(args.chart, curve, 1 / args.players, None, title)
    return summary


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_game_arguments(parser)
    parser.add_argument("--population", type=int, default=24, help="candidates per generation (the mean first)")
    parser.add_argument("--games", type=int, default=600, help="games per candidate and generation")
    parser.add_argument("--generations", type=int, default=1000, help="the most generations")
    parser.add_argument("--cpu-minutes", type=float, help="budget in CPU minutes of the trainer and its engines")
    parser.add_argument("--sigma", type=float, default=0.3, help="the first spread of log-multipliers")
    parser.add_argument("--min-sigma", type=float, default=0.05, help="the least spread")
    parser.add_argument("--elite", type=float, default=0.25, help="the share of candidates that moves the mean")
    parser.add_argument("--smoothing", type=float, default=0.7, help="how far the mean moves towards the elite")
    parser.add_argument("--workers", type=int, default=2, help="engine processes at a time")
    parser.add_argument("--eval-games", type=int, default=0, help="games to compare the result with the documented bot")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", required=True, help="the policy file to write")
    parser.add_argument("--chart", help="an SVG learning curve to write")
    args = parser.parse_args(argv)
    if args.population < 2 or args.games < 1 or args.workers < 1:
        parser.error("--population needs 2 or more, --games and --workers 1 or more")
    return args


if __name__ == "__main__":
    print(json.dumps(train(parse_args())))
