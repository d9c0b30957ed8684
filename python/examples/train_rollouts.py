"""Trains a residual policy over a bot from rollout values: one step of policy improvement, numpy only.

1. Data: ``backroom rollout-values`` (``backroom.rollout_values``) plays games with the bot
   (``--bot``, default ``heuristic``) at every seat and, at a sampled share of the decisions, plays
   the bot's choice and up to ``--candidates - 1`` other legal actions out from the same
   determinizations of the actor's view, the bot playing on, scored for the actor by the game's
   evaluator after ``--rollout-limit`` actions (half win, half evaluator when the game ends first).
   One engine process per seed of ``--seeds`` (each playing its entry of ``--games``), at most
   ``--workers`` at a time.
2. Fit: an MLP reads the observation and the bot's choice (one-hot) and learns, per candidate, its
   value minus that of the bot's choice (squared error; the bot's own output is held near 0, and
   the legal actions no rollout valued are drawn weakly towards the decision's mean departure, so
   that untried actions do not look good by accident). ``--holdout`` of the decisions are kept aside;
   the epoch with the lowest held-out error is kept.
3. Margin: the policy plays the bot's choice unless another action's predicted advantage exceeds
   a margin. Its file is a residual policy (``anchor``: the bot, with the anchor's choice as an
   input): the network's outputs are advantages times ``SCALE`` and the anchor's bonus is the
   margin times ``SCALE``. Each margin of ``--margins`` plays ``--eval-games`` games with seats
   rotated against ``--opponents``; the best is written to ``--out``.

This is Tesauro and Galperin's on-line policy improvement by Monte Carlo rollouts (NIPS 1996),
learnt once into a network instead of searched at every move (docs/research.md, "Tenth round").

    python3 python/examples/train_rollouts.py --game campaign --players 3 --seeds 3,4 --games 400,400 --out campaign-3.json
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import backroom  # noqa: E402
from cpu_clock import cpu_seconds  # noqa: E402
from numpy_mlp import MLP, Adam  # noqa: E402
from train import add_game_arguments, evaluate, hidden_sizes  # noqa: E402

#: Policy logits per unit of predicted advantage: the file's logits are advantages in hundredths.
SCALE = 100.0

#: How strongly the bot's own output is held near 0 (the advantages are relative to it).
PIN = 0.1


def generate(args: argparse.Namespace, directory: Path) -> np.ndarray:
    """Every seed's dataset, gathered ``--workers`` at a time, concatenated in seed order."""
    seeds = args.seeds.split(",")
    games = [int(g) for g in args.games.split(",")]
    if len(games) != len(seeds):
        raise SystemExit(f"--games needs one count per seed of --seeds ({len(seeds)}), got {args.games}")

    def one(seed: str, count: int) -> np.ndarray:
        return backroom.rollout_values(
            args.game,
            directory / f"rollout-values-{seed}.npy",
            players=args.players,
            games=count,
            seed=seed,
            share=args.share,
            candidates=args.candidates,
            rollouts=args.rollouts,
            rollout_limit=args.rollout_limit,
            bot=args.bot,
        )

    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        parts = list(pool.map(one, seeds, games))
    return np.concatenate(parts)


class AdvantageFit:
    """The network and its squared-error loss on candidates' advantages over the bot's choice."""

    def __init__(self, data: np.ndarray, hidden: list[int], learning_rate: float, other_weight: float, seed: int) -> None:
        self.data = data
        self.observation_size = data.dtype["observation"].shape[0]
        self.num_actions = data.dtype["mask"].shape[0]
        sizes = [self.observation_size + self.num_actions, *hidden, self.num_actions]
        self.net = MLP(sizes, np.random.default_rng(seed))
        self.optimiser = Adam(self.net.parameters, learning_rate)
        self.other_weight = other_weight

    def inputs(self, rows: np.ndarray) -> np.ndarray:
        """The observations, then the bot's choice one-hot."""
        x = np.zeros((len(rows), self.observation_size + self.num_actions), np.float32)
        x[:, : self.observation_size] = self.data["observation"][rows]
        x[np.arange(len(rows)), self.observation_size + self.data["candidates"][rows, 0]] = 1.0
        return x

    def step(self, rows: np.ndarray, learn: bool) -> float:
        """The mean loss over ``rows`` (the valued candidates' error), after a descent step when ``learn``."""
        out, cache = self.net.forward(self.inputs(rows))
        candidates = self.data["candidates"][rows]
        values = self.data["values"][rows]
        valued = candidates >= 0
        n = np.arange(len(rows))
        index = np.where(valued, candidates, 0)
        predicted = out[n[:, None], index]
        target = np.where(valued, values - values[:, :1], 0.0)
        error = np.where(valued, (predicted - predicted[:, :1]) - target, 0.0)
        error[:, 0] = 0.0
        loss = float((error**2).sum(axis=1).mean())
        if not learn:
            return loss
        grad = np.zeros_like(out)
        g = 2.0 * error / len(rows)
        np.add.at(grad, (np.broadcast_to(n[:, None], candidates.shape)[valued], candidates[valued]), g[valued])
        grad[n, candidates[:, 0]] -= g.sum(axis=1) - 2.0 * PIN * predicted[:, 0] / len(rows)
        if self.other_weight:
            # Legal actions no rollout valued: towards the mean advantage of the valued departures.
            untried = self.data["mask"][rows].astype(bool)
            untried[np.broadcast_to(n[:, None], candidates.shape)[valued], candidates[valued]] = False
            departures = valued[:, 1:].sum(axis=1)
            mean = np.where(valued[:, 1:], target[:, 1:], 0.0).sum(axis=1) / np.maximum(departures, 1)
            pull = np.where(untried & (departures > 0)[:, None], out - predicted[:, :1] - mean[:, None], 0.0)
            pull *= 2.0 * self.other_weight / len(rows)
            grad += pull
            grad[n, candidates[:, 0]] -= pull.sum(axis=1)
        self.optimiser.step(self.net.backward(cache, grad))
        return loss

    def layers(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """The network in the policy file's orientation, its outputs scaled to logits."""
        layers = [(w.T.copy(), b.copy()) for w, b in zip(self.net.weights, self.net.biases)]
        weights, bias = layers[-1]
        layers[-1] = (weights * SCALE, bias * SCALE)
        return layers


def fit(data: np.ndarray, args: argparse.Namespace) -> tuple[list[tuple[np.ndarray, np.ndarray]], list[float]]:
    """Trains ``--epochs`` passes; returns the layers of the epoch with the lowest held-out loss and every epoch's."""
    rng = np.random.default_rng(args.seed)
    order = rng.permutation(len(data))
    held = order[: int(len(data) * args.holdout)]
    train = order[len(held) :]
    model = AdvantageFit(data, args.hidden, args.learning_rate, args.other_weight, args.seed)
    losses: list[float] = []
    best: list[tuple[np.ndarray, np.ndarray]] = model.layers()
    for epoch in range(args.epochs):
        rng.shuffle(train)
        for start in range(0, len(train), args.minibatch):
            model.step(train[start : start + args.minibatch], learn=True)
        losses.append(model.step(held, learn=False) if len(held) else 0.0)
        if losses[-1] == min(losses):
            best = model.layers()
        print(f"epoch {epoch + 1}: held-out loss {losses[-1]:.5f}", flush=True)
    return best, losses


def train(args: argparse.Namespace) -> dict:
    """Gathers, fits, picks the margin and writes ``args.out``; returns the figures."""
    started = cpu_seconds()
    with tempfile.TemporaryDirectory() as scratch:
        data = generate(args, Path(args.data) if args.data else Path(scratch))
    gathered = (cpu_seconds() - started) / 60
    print(f"{len(data)} decisions valued in {gathered:.1f} CPU min", flush=True)
    layers, losses = fit(data, args)
    baseline = float((np.where(data["candidates"] >= 0, data["values"] - data["values"][:, :1], 0.0) ** 2).sum(axis=1).mean())
    trained = (cpu_seconds() - started) / 60
    with backroom.env(args.game, players=args.players) as probe:
        encoding = backroom.encoding_version(probe)
    scores: dict[float, float] = {}
    for margin in args.margins:
        anchor = {"bot": args.bot, "bonus": margin * SCALE, "input": True}
        scores[margin] = evaluate({"policy": layers}, args, f"eval/{args.seed}", anchor)["policy"]
        print(f"margin {margin}: win share {scores[margin]:.3f} over {args.eval_games} games", flush=True)
    margin = max(scores, key=lambda m: scores[m])
    meta = {
        "trainedBy": "python/examples/train_rollouts.py",
        "bot": args.bot,
        "opponents": args.opponents,
        "decisions": len(data),
        "seeds": args.seeds,
        "games": args.games,
        "rollouts": args.rollouts,
        "rolloutLimit": args.rollout_limit,
        "cpuMinutes": round(trained, 2),
        "heldOutLoss": round(min(losses), 5) if losses else None,
        "zeroLoss": round(baseline, 5),
        "margin": margin,
        "evalShare": round(scores[margin], 4),
    }
    anchor = {"bot": args.bot, "bonus": margin * SCALE, "input": True}
    backroom.Policy(args.game, args.players, encoding, layers, "relu", meta, anchor).save(args.out)
    total = (cpu_seconds() - started) / 60
    print(f"wrote {args.out} (margin {margin}); {trained:.1f} CPU min ({total:.1f} with the evaluation)", flush=True)
    return {"scores": scores, "margin": margin, "decisions": len(data), "cpu_minutes": total, "losses": losses}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_game_arguments(parser)
    parser.add_argument("--bot", default="heuristic", help="the bot improved upon (every seat of the data)")
    parser.add_argument("--seeds", default="1,2", help="one dataset per seed, comma-separated")
    parser.add_argument("--games", default="100,100", help="games per seed, comma-separated")
    parser.add_argument("--workers", type=int, default=2, help="datasets gathered at a time")
    parser.add_argument("--share", type=float, default=0.05, help="the share of decisions valued")
    parser.add_argument("--candidates", type=int, default=8, help="actions valued per decision, the bot's first")
    parser.add_argument("--rollouts", type=int, default=4, help="determinizations per decision")
    parser.add_argument("--rollout-limit", type=int, default=100, help="actions before the evaluator scores a rollout")
    parser.add_argument("--data", help="keep the datasets in this directory (default: a temporary one)")
    parser.add_argument("--hidden", type=hidden_sizes, default=[256, 256], help="hidden layer sizes")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--minibatch", type=int, default=256)
    parser.add_argument("--learning-rate", type=float, default=1e-3)
    parser.add_argument("--other-weight", type=float, default=0.2, help="the pull on legal actions no rollout valued")
    parser.add_argument("--holdout", type=float, default=0.1, help="the share of decisions kept aside")
    parser.add_argument(
        "--margins", type=lambda t: [float(m) for m in t.split(",")], default=[0.05, 0.08, 0.1], help="margins tried"
    )
    parser.add_argument("--eval-games", type=int, default=300)
    parser.add_argument("--envs-per-seat", type=int, default=16, help="games played together per seat in the evaluation")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the fit and the evaluation")
    parser.add_argument("--out", required=True, help="the policy file to write")
    return parser.parse_args(argv)


if __name__ == "__main__":
    train(parse_args())
