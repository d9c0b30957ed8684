"""How exploitable a bot is: trains a fresh policy against it (every other seat that bot) and reports
how far above the fair share the policy gets, an estimate from below of the bot's exploitability.

    python3 python/examples/best_response.py slush-fund --target learned --players 3 --cpu-minutes 5

The policy is trained by ``ppo_torch.py`` (masked PPO, torch) with ``--opponents <target>`` for
``--cpu-minutes`` of CPU time (this process and its engines), then plays ``--eval-games``
seat-rotated games against the target with ``backroom simulate`` (seed ``--eval-seed``). The
report gives the win share with its 95% Wilson interval and the ratio to fair; ``--out`` keeps the
trained policy. A short budget finds only the exploits that are easy to learn: the figure says at
least this much, never at most. ``--init <file>`` starts from a policy file instead of a fresh
network (a stronger estimate for the same budget, but no longer a fresh policy).
``--ismcts-iterations N`` sets the budget of an ``ismcts`` target, in training and evaluation
alike (its games at the default budget cost seconds each).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ppo_torch  # noqa: E402


def best_response(argv: list[str] | None = None) -> dict:
    """Trains the best response and returns its report (also printed as one JSON line)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--target", required=True, help="the bot at every other seat (e.g. learned, heuristic, ismcts)")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--cpu-minutes", type=float, required=True)
    parser.add_argument("--eval-games", type=int, default=300)
    parser.add_argument("--eval-seed", default="best-response")
    parser.add_argument("--eval-workers", type=int, default=1)
    parser.add_argument("--ismcts-iterations", type=int, help="the budget of an ismcts target (default: the game's)")
    parser.add_argument("--hidden", default="128")
    parser.add_argument("--init", help="start from this policy file instead of a fresh network")
    parser.add_argument("--out", help="keep the trained policy here")
    parser.add_argument("--seed", type=int, default=1)
    args, rest = parser.parse_known_args(argv)
    if args.ismcts_iterations is not None and args.target != "ismcts":
        parser.error("--ismcts-iterations only goes with --target ismcts")
    opponents = (
        json.dumps({"bot": "ismcts", "iterations": args.ismcts_iterations}) if args.ismcts_iterations else args.target
    )
    with tempfile.TemporaryDirectory(prefix="backroom-best-response-") as folder:
        out = args.out or str(Path(folder, "best-response.json"))
        trainer = [
            "--game", args.game, "--players", str(args.players), "--opponents", opponents,
            "--cpu-minutes", str(args.cpu_minutes), "--eval-games", "0",
            "--seed", str(args.seed), "--out", out, "--log-every", "10",
            *(["--init", args.init] if args.init else ["--hidden", args.hidden]),
            *rest,
        ]
        result = ppo_torch.train(ppo_torch.parse_args(trainer))
        budget = ("--ismcts-iterations", str(args.ismcts_iterations)) if args.ismcts_iterations else ()
        target = argparse.Namespace(**vars(args), opponents=args.target)
        evaluation = ppo_torch.evaluate_with_cli(Path(out), target, budget) if args.eval_games > 0 else {}
    report = {
        "game": args.game,
        "players": args.players,
        "target": args.target,
        "cpuMinutes": result["cpu_minutes"],
        "trainingGames": result["games"],
        "fresh": args.init is None,
        **({"ismctsIterations": args.ismcts_iterations} if args.ismcts_iterations else {}),
        **evaluation,
    }
    print(json.dumps(report), flush=True)
    return report


if __name__ == "__main__":
    best_response()
