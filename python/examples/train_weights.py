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

With ``--split-roles-at M``, after M CPU minutes (or ``--split-roles-after G`` generations), the
search splits into one search per role the bot's seat may play (Campaign: its ideology, dealt at
setup; ``backroom simulate`` reports each bot's share by role). Every candidate then carries
weights for every role (the policy file's ``anchor.roleWeights``), all drawn at once and played
in the same games (``--role-games`` each); each role's search ranks the candidates by their share
in the games where the bot played that role. The opponents do not change with the bot's weights,
so a role's share depends only on that role's weights and the searches do not disturb each other.

With ``--search JSON`` the written file also carries a search at some decisions (format version 6,
``docs/policy-format.md``), e.g. Campaign's ``'{"actionTypes": ["skip"], "iterations": 80,
"opponents": "heuristic"}'``: the engine's bot then plays the game's ISMCTS search, its rollouts
playing the learnt weights for its own seat, at its capture and crossing decisions. The weights are
learnt without it (the candidates' games stay cheap), and ``--eval-games`` compares them without it.

This is the cross-entropy method (Rubinstein 1999) as Szita and Lőrincz used it to learn Tetris
weights (Neural Computation, 2006); docs/research.md ("Eleventh round", "Twelfth round").

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

    def policy(self, candidate: Candidate, meta: dict | None = None, search: dict | None = None) -> backroom.Policy:
        """The policy that plays the heuristic bot with these weights (and these weights by role), with an optional search."""
        weights, by_role = candidate
        anchor = {"bot": "heuristic", "bonus": 0.0, "weights": weights, **({"roleWeights": by_role} if by_role else {})}
        game, players = self.args.game, self.args.players
        return backroom.Policy(game, players, self.encoding, [], anchor=anchor, meta=meta, search=search)

    def share(self, candidate: Candidate, seed: str, games: int) -> Share:
        """The win share of the heuristic bot with these weights in ``games`` seat-rotated games, and by role."""
        self.files += 1
        path = self.directory / f"candidate-{self.files}.json"
        self.policy(candidate).save(path)
        name = f"policy:{path}"
        bots = ",".join([name] + [self.args.opponents] * (self.args.players - 1))
        command = [*backroom.find_cli(), "simulate", self.args.game, "--players", str(self.args.players)]
        command += ["--bots", bots, "--games", str(games), "--seed", seed, "--workers", "1", "--json"]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"simulate failed: {done.stderr.strip()}")
        summary = json.loads(done.stdout)
        bot = next(bot for bot in summary["bots"] if bot["name"] == name)
        by_role = {role: (float(r["winShare"]), int(r["games"])) for role, r in bot.get("byRole", {}).items()}
        return float(bot["winShare"]), by_role

    def shares(self, candidates: list[Candidate], seed: str, games: int) -> list[Share]:
        """Every candidate's win shares on the same seeds, ``--workers`` engines at a time."""
        with ThreadPoolExecutor(self.args.workers) as pool:
            return list(pool.map(lambda candidate: self.share(candidate, seed, games), candidates))


#: A candidate: its weights, and its weights by role (empty before the search splits by role).
Candidate = tuple[dict[str, float], dict[str, dict[str, float]]]
#: A candidate's win share, and its share and games by the role its seat played.
Share = tuple[float, dict[str, tuple[float, int]]]


class Search:
    """One cross-entropy search: a normal distribution over log-multipliers of the defaults."""

    def __init__(self, mean: np.ndarray, sigma: np.ndarray, args: argparse.Namespace) -> None:
        self.mean, self.sigma, self.args = mean, sigma, args
        self.elite = max(2, math.ceil(args.elite * args.population))

    def draw(self, rng: np.random.Generator) -> list[np.ndarray]:
        """The generation's candidates, the mean first."""
        noise = (rng.standard_normal(len(self.mean)) for _ in range(self.args.population - 1))
        return [self.mean] + [self.mean + self.sigma * n for n in noise]

    def update(self, thetas: list[np.ndarray], scores: np.ndarray) -> None:
        """Moves the mean towards the elite and sets the spread from it."""
        best = np.array([thetas[i] for i in np.argsort(-scores, kind="stable")[: self.elite]])
        a = self.args.smoothing
        self.mean = (1 - a) * self.mean + a * best.mean(axis=0)
        self.sigma = np.maximum((1 - a) * self.sigma + a * best.std(axis=0), self.args.min_sigma)


def train(args: argparse.Namespace) -> dict:
    """Runs the search and writes the policy (and the chart); returns a summary."""
    defaults = heuristic_weights(args.game)
    names = list(defaults)
    rng = np.random.default_rng(args.seed)
    shared = Search(np.zeros(len(names)), np.full(len(names), args.sigma), args)
    by_role: dict[str, Search] = {}
    roles: set[str] = set()

    def weights(theta: np.ndarray) -> dict[str, float]:
        return {name: defaults[name] * float(math.exp(t)) for name, t in zip(names, theta)}

    start = cpu_seconds()
    curve: list[tuple[int, float]] = []
    generations = games = 0
    split_games: int | None = None
    with tempfile.TemporaryDirectory() as directory:
        arena = Arena(args, engine_encoding(args.game, args.players), Path(directory))
        while generations < args.generations:
            spent = (cpu_seconds() - start) / 60
            if args.cpu_minutes is not None and spent >= args.cpu_minutes:
                break
            split_now = (args.split_roles_at is not None and spent >= args.split_roles_at) or (
                args.split_roles_after is not None and generations >= args.split_roles_after
            )
            if not by_role and roles and split_now:
                # From here on each role searches on its own, from the shared mean.
                spread = np.maximum(shared.sigma, args.role_sigma)
                by_role = {role: Search(shared.mean.copy(), spread.copy(), args) for role in sorted(roles)}
                split_games = games
            seed = f"{args.seed}-{generations}"
            if by_role:
                drawn = {role: search.draw(rng) for role, search in by_role.items()}
                candidates = [
                    (weights(shared.mean), {role: weights(thetas[i]) for role, thetas in drawn.items()})
                    for i in range(args.population)
                ]
                count = args.role_games or args.games
                results = arena.shares(candidates, seed, count)
                for role, search in by_role.items():
                    if role in results[0][1]:  # a role no seat was dealt this generation learns nothing
                        search.update(drawn[role], np.array([r[1][role][0] for r in results]))
            else:
                thetas = shared.draw(rng)
                count = args.games
                results = arena.shares([(weights(t), {}) for t in thetas], seed, count)
                shared.update(thetas, np.array([r[0] for r in results]))
                roles.update(results[0][1])
            scores = np.array([r[0] for r in results])
            generations += 1
            games += args.population * count
            curve.append((games, float(scores[0])))
            spreads = [shared.sigma.mean()] if not by_role else [s.sigma.mean() for s in by_role.values()]
            print(
                f"generation {generations}{' (by role)' if by_role else ''}: the mean wins {scores[0]:.3f}, "
                f"the best {scores.max():.3f}, all {scores.mean():.3f}; spread {np.mean(spreads):.3f}; "
                f"{(cpu_seconds() - start) / 60:.1f} CPU min",
                flush=True,
            )
        spent = (cpu_seconds() - start) / 60
        learnt: Candidate = (weights(shared.mean), {role: weights(s.mean) for role, s in by_role.items()})
        summary: dict = {"generations": generations, "cpu_minutes": round(spent, 1), "weights": learnt[0]}
        if learnt[1]:
            summary["role_weights"] = learnt[1]
        if args.eval_games:
            (before, _), (after, after_by_role) = arena.shares([(defaults, {}), learnt], f"{args.seed}-eval", args.eval_games)
            summary.update(anchor_share=before, share=after, share_by_role={r: v[0] for r, v in after_by_role.items()})
            print(f"evaluation, {args.eval_games} games: the documented bot {before:.3f}, the learnt weights {after:.3f}")
        meta = {
            "trainedBy": "python/examples/train_weights.py",
            "opponents": args.opponents,
            "seed": args.seed,
            "generations": generations,
            "games": games,
            "cpuMinutes": summary["cpu_minutes"],
            **({"evalShare": round(summary["share"], 4)} if args.eval_games else {}),
        }
        arena.policy(learnt, meta, args.search).save(args.out)
    if args.chart:
        title = f"{args.game}, {args.players} players: the mean's win share per generation (cross-entropy method)"
        write_curve(args.chart, curve, 1 / args.players, split_games, title, "shared | by role")
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
    parser.add_argument(
        "--split-roles-at",
        type=float,
        help="CPU minutes after which each role (Campaign: ideology) the bot's seat plays searches on its own",
    )
    parser.add_argument(
        "--split-roles-after", type=int, help="the same after this many generations (replays a run on any machine)"
    )
    parser.add_argument("--role-sigma", type=float, default=0.15, help="the least spread when the search splits by role")
    parser.add_argument("--role-games", type=int, help="games per candidate and generation once split by role")
    parser.add_argument("--eval-games", type=int, default=0, help="games to compare the result with the documented bot")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--search", type=json.loads, help="a search (JSON, policy format version 6) for the written file only"
    )
    parser.add_argument("--out", required=True, help="the policy file to write")
    parser.add_argument("--chart", help="an SVG learning curve to write")
    args = parser.parse_args(argv)
    if args.population < 2 or args.games < 1 or args.workers < 1 or (args.role_games or 1) < 1:
        parser.error("--population needs 2 or more, --games, --role-games and --workers 1 or more")
    if args.search is not None:
        try:  # the policy file's own checks, on a policy that plays its anchor
            backroom.Policy(args.game, args.players, "", [], anchor={"bot": "heuristic", "bonus": 0}, search=args.search)
        except backroom.ConfigError as error:
            parser.error(f"--search: {error}")
    return args


if __name__ == "__main__":
    print(json.dumps(train(parse_args())))
