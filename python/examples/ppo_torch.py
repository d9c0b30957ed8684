"""Masked PPO in torch, one file in the manner of CleanRL, on backroom's Gymnasium vector form.

The learner plays every seat of a game against fixed ``--opponents`` (one ``gym_vector_env`` per
seat, ``--envs-per-seat`` games each, the bots inside the engine); illegal actions are masked out
of the softmax (``action_masks()``), so it never plays one. Each update collects ``--num-steps``
steps per game, computes GAE advantages (γ = ``--gamma``, λ = ``--gae-lambda``) against a value
network, and takes ``--update-epochs`` passes of clipped-surrogate minibatch steps (CleanRL's
``ppo.py``: advantage normalisation, value clipping, an entropy bonus, gradient clipping,
optional ``--target-kl`` early stop). The policy network is a ReLU MLP in the policy file's shape,
so the file it writes is played by ``backroom simulate … --bots policy:<file>``; the greedy
policy (the legal action with the highest logit) is what that bot plays.

``--init <policy file>`` fine-tunes a file (a shipped one, ``src/bots/policies/<game>-<n>.json``):
its layers become the policy network, and for ``--value-warmup`` updates only the value network
learns, so that PPO starts with a baseline. A file with an anchor or a search is refused (its play
is not the network's alone).

Budget: ``--cpu-minutes`` of CPU time of this process and the engines it started (see
``cpu_clock.py``), else ``--seconds`` of wall time, else ``--updates``. ``kill -USR1`` ends training
after the current update; the policy is still written. Every ``--checkpoint-every`` updates a
checkpoint file is written beside ``--out`` (``<out>.u<update>.json``). At the end ``--eval-games``
games (seats rotated, ``--eval-seed``) of the greedy policy against the opponents are played by
``backroom simulate`` itself, the figure a policy is judged by, and printed.

``--collector ray --ray-workers N`` collects on Ray instead (``ray_collector.py``: each worker a
vector environment, on any node of a cluster with ``--ray-address auto``).

    nice -n 5 python3 python/examples/ppo_torch.py --game slush-fund --players 3 \\
        --init src/bots/policies/slush-fund-3.json --cpu-minutes 50 --out slush-fund-3.json
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import backroom  # noqa: E402
from cpu_clock import cpu_seconds  # noqa: E402
from rollout_worker import MASKED_LOGIT, LocalCollector, Rollout  # noqa: E402

try:
    import torch
    from torch import nn
except ImportError as error:  # pragma: no cover - the message is the point
    raise SystemExit(f"ppo_torch.py needs torch: pip install -e 'python[torch]' ({error})") from error


class Agent(nn.Module):
    """A policy network in the policy file's shape (ReLU MLP) and a value network beside it."""

    def __init__(self, observation_size: int, num_actions: int, hidden: list[int], value_hidden: int) -> None:
        super().__init__()
        sizes = [observation_size, *hidden, num_actions]
        layers: list[nn.Module] = []
        for i, (inputs, outputs) in enumerate(zip(sizes[:-1], sizes[1:])):
            linear = nn.Linear(inputs, outputs)
            last = i == len(sizes) - 2
            nn.init.orthogonal_(linear.weight, 0.01 if last else np.sqrt(2))
            nn.init.zeros_(linear.bias)
            layers.append(linear)
            if not last:
                layers.append(nn.ReLU())
        self.actor = nn.Sequential(*layers)
        self.critic = nn.Sequential(
            nn.Linear(observation_size, value_hidden), nn.ReLU(), nn.Linear(value_hidden, value_hidden), nn.ReLU(),
            nn.Linear(value_hidden, 1),
        )
        nn.init.orthogonal_(self.critic[-1].weight, 1.0)

    def linears(self) -> list[nn.Linear]:
        """The policy network's linear layers, input first."""
        return [m for m in self.actor if isinstance(m, nn.Linear)]

    def load_layers(self, layers: list[tuple[np.ndarray, np.ndarray]]) -> None:
        """Sets the policy network to a policy file's layers (``(outputs, inputs)`` weights)."""
        linears = self.linears()
        if [tuple(m.weight.shape) for m in linears] != [tuple(w.shape) for w, _ in layers]:
            raise backroom.ConfigError(
                f"the file's layers {[w.shape for w, _ in layers]} do not match --hidden's {[tuple(m.weight.shape) for m in linears]}",
                "init",
            )
        with torch.no_grad():
            for linear, (w, b) in zip(linears, layers):
                linear.weight.copy_(torch.from_numpy(np.asarray(w, dtype=np.float32)))
                linear.bias.copy_(torch.from_numpy(np.asarray(b, dtype=np.float32)))

    def layers(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """The policy network as a policy file's layers (float32 numpy copies)."""
        return [(m.weight.detach().numpy().copy(), m.bias.detach().numpy().copy()) for m in self.linears()]

    def evaluate(self, observations: torch.Tensor, masks: torch.Tensor, actions: torch.Tensor):
        """Log-probabilities of ``actions``, the masked policy's entropy, and the values."""
        logits = torch.where(masks, self.actor(observations), torch.tensor(MASKED_LOGIT))
        log_all = torch.log_softmax(logits, dim=-1)
        log_prob = log_all.gather(1, actions[:, None])[:, 0]
        entropy = -(log_all.exp() * log_all).sum(-1)
        return log_prob, entropy, self.critic(observations)[:, 0]


def advantages_of(rollout: Rollout, values: np.ndarray, next_values: np.ndarray, gamma: float, lam: float):
    """GAE advantages and returns (CleanRL's loop: ``starts`` marks a step that begins a new game)."""
    steps = len(rollout.rewards)
    advantages = np.zeros_like(rollout.rewards)
    last = np.zeros(rollout.rewards.shape[1], dtype=np.float32)
    for t in reversed(range(steps)):
        if t == steps - 1:
            going_on, following = 1.0 - rollout.next_starts, next_values
        else:
            going_on, following = 1.0 - rollout.starts[t + 1], values[t + 1]
        delta = rollout.rewards[t] + gamma * following * going_on - values[t]
        last = delta + gamma * lam * going_on * last
        advantages[t] = last
    return advantages, advantages + values


def make_collector(args: argparse.Namespace):
    """The local collector, or Ray's with ``--collector ray``."""
    if args.collector == "ray":
        from ray_collector import RayCollector

        return RayCollector(
            args.game, args.players, args.ray_workers, args.envs_per_seat, args.opponents, f"train/{args.seed}",
            address=args.ray_address, reward=args.reward,
        )
    return LocalCollector(args.game, args.players, args.envs_per_seat, args.opponents, f"train/{args.seed}", args.reward)


class Budget:
    """When training ends: CPU minutes, wall seconds or a number of updates; or ``kill -USR1``."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.cpu_started, self.wall_started = cpu_seconds(), time.monotonic()
        self.stop_requested = False
        if hasattr(signal, "SIGUSR1"):
            signal.signal(signal.SIGUSR1, self._request)

    def _request(self, *_: object) -> None:
        self.stop_requested = True
        print("stop requested: ending after this update", flush=True)

    def cpu_minutes(self) -> float:
        """CPU minutes used since training started (this process and its engines)."""
        return (cpu_seconds() - self.cpu_started) / 60

    def wall_seconds(self) -> float:
        """Wall seconds since training started."""
        return time.monotonic() - self.wall_started

    def over(self, update: int) -> bool:
        """True once the budget is spent (at least one update always runs)."""
        if update == 0:
            return False
        if self.stop_requested or (self.args.updates is not None and update >= self.args.updates):
            return True
        if self.args.cpu_minutes is not None:
            return self.cpu_minutes() >= self.args.cpu_minutes
        if self.args.seconds is not None:
            return self.wall_seconds() >= self.args.seconds
        return self.args.updates is None and update >= 1


def write_policy(agent: Agent, args: argparse.Namespace, encoding: str, path: Path, meta: dict) -> None:
    """Writes the policy network as a policy file."""
    backroom.Policy(args.game, args.players, encoding, agent.layers(), "relu", meta).save(path)


def evaluate_with_cli(path: Path, args: argparse.Namespace, extra: tuple[str, ...] = ()) -> dict:
    """The greedy policy against the opponents over ``--eval-games`` seat-rotated games, by ``backroom simulate``
    (``extra``: more of its flags, e.g. the ISMCTS budget)."""
    bots = ",".join([f"policy:{path}", *[args.opponents] * (args.players - 1)])
    command = [
        *backroom.find_cli(), "simulate", args.game, "--players", str(args.players), "--bots", bots,
        "--games", str(args.eval_games), "--seed", args.eval_seed, "--workers", str(args.eval_workers), "--json",
        *extra,
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise backroom.BackroomError(f"backroom simulate failed ({done.returncode}): {done.stderr.strip()}")
    summary = json.loads(done.stdout)
    mine = next(bot for bot in summary["bots"] if bot["name"].startswith("policy:"))
    return {
        "games": summary["games"],
        "seed": args.eval_seed,
        "winShare": mine["winShare"],
        "interval": [mine["winInterval"]["low"], mine["winInterval"]["high"]],
        "ratioToFair": mine["winShare"] / summary["fairShare"],
    }


def train(args: argparse.Namespace) -> dict:
    """Runs PPO, writes ``args.out`` and returns the figures (updates, games, CPU minutes, evaluation)."""
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.torch_threads)
    rng = np.random.default_rng(args.seed)
    collector = make_collector(args)
    num_envs, observation_size, num_actions = collector.shape()
    agent = Agent(observation_size, num_actions, args.hidden, args.value_hidden)
    probe = backroom.vector_env(args.game, 1, players=args.players)
    encoding = backroom.encoding_version(probe)
    initial = None
    if args.init:
        initial = backroom.Policy.load_for(Path(args.init), probe)
        if initial.anchor is not None or initial.search is not None or initial.activation != "relu":
            raise backroom.ConfigError(
                f"{args.init}: only a plain ReLU network can be fine-tuned (no anchor, no search)", "init"
            )
        agent.load_layers(initial.layers)
    probe.close()
    optimizer = torch.optim.Adam(agent.parameters(), lr=args.learning_rate, eps=1e-5)
    out = Path(args.out)
    budget = Budget(args)
    print(
        f"{args.game}, {args.players} players against {args.opponents}: {num_envs} games at once, "
        f"{args.num_steps} steps each per update; observation {observation_size}, actions {num_actions}"
        + (f"; fine-tuning {args.init}" if args.init else ""),
        flush=True,
    )
    games = 0
    recent: list[float] = []
    update = 0
    figures: dict[str, float] = {}
    try:
        while not budget.over(update):
            update += 1
            warming = update <= args.value_warmup
            if args.anneal_lr and args.updates:
                optimizer.param_groups[0]["lr"] = args.learning_rate * (1.0 - (update - 1) / args.updates)
            rollout = collector.collect(agent.layers(), args.num_steps)
            games += len(rollout.returns)
            recent = [*recent, *rollout.returns.tolist()][-args.window :]
            steps, n = rollout.rewards.shape
            obs = torch.from_numpy(rollout.observations.reshape(steps * n, -1))
            with torch.no_grad():
                values = agent.critic(obs)[:, 0].numpy().reshape(steps, n)
                next_values = agent.critic(torch.from_numpy(rollout.next_observations))[:, 0].numpy()
            advantages, returns = advantages_of(rollout, values, next_values, args.gamma, args.gae_lambda)
            b_obs = obs
            b_masks = torch.from_numpy(rollout.masks.reshape(steps * n, -1))
            b_actions = torch.from_numpy(rollout.actions.reshape(-1))
            b_log_probs = torch.from_numpy(rollout.log_probs.reshape(-1))
            b_advantages = torch.from_numpy(advantages.reshape(-1))
            b_returns = torch.from_numpy(returns.reshape(-1).astype(np.float32))
            b_values = torch.from_numpy(values.reshape(-1))
            size = steps * n
            minibatch = max(1, size // args.num_minibatches)
            clip_fractions = []
            for _epoch in range(args.update_epochs):
                order = rng.permutation(size)
                for start in range(0, size, minibatch):
                    rows = torch.from_numpy(order[start : start + minibatch])
                    log_prob, entropy, value = agent.evaluate(b_obs[rows], b_masks[rows], b_actions[rows])
                    ratio = (log_prob - b_log_probs[rows]).exp()
                    with torch.no_grad():
                        approx_kl = ((ratio - 1) - (log_prob - b_log_probs[rows])).mean().item()
                        clip_fractions.append(((ratio - 1.0).abs() > args.clip_coef).float().mean().item())
                    adv = b_advantages[rows]
                    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                    policy_loss = torch.max(-adv * ratio, -adv * ratio.clamp(1 - args.clip_coef, 1 + args.clip_coef)).mean()
                    clipped = b_values[rows] + (value - b_values[rows]).clamp(-args.clip_coef, args.clip_coef)
                    value_loss = 0.5 * torch.max((value - b_returns[rows]) ** 2, (clipped - b_returns[rows]) ** 2).mean()
                    if warming:
                        loss = value_loss
                    else:
                        loss = policy_loss - args.ent_coef * entropy.mean() + args.vf_coef * value_loss
                    optimizer.zero_grad()
                    loss.backward()
                    if warming:
                        for p in agent.actor.parameters():
                            p.grad = None
                    nn.utils.clip_grad_norm_(agent.parameters(), args.max_grad_norm)
                    optimizer.step()
                if args.target_kl is not None and not warming and approx_kl > args.target_kl:
                    break
            figures = {
                "value_loss": value_loss.item(),
                "policy_loss": policy_loss.item(),
                "entropy": entropy.mean().item(),
                "approx_kl": approx_kl,
                "clip_fraction": float(np.mean(clip_fractions)),
            }
            if update % args.log_every == 0:
                detail = "  ".join(f"{k} {v:.4f}" for k, v in figures.items())
                mean = float(np.mean(recent)) if recent else float("nan")
                print(
                    f"{'warmup' if warming else 'ppo   '} update {update:4d}  games {games:7d}  "
                    f"reward (last {len(recent)}) {mean:.3f}  {detail}  "
                    f"{budget.wall_seconds():6.0f} s, {budget.cpu_minutes():6.2f} CPU min",
                    flush=True,
                )
            if args.checkpoint_every and update % args.checkpoint_every == 0:
                checkpoint = out.with_name(f"{out.stem}.u{update}.json")
                write_policy(agent, args, encoding, checkpoint, meta_of(args, games, budget, update, initial))
                print(f"checkpoint {checkpoint}", flush=True)
    finally:
        collector.close()
    meta = meta_of(args, games, budget, update, initial)
    write_policy(agent, args, encoding, out, meta)
    print(f"wrote {out}: {update} updates, {games} games, {meta['cpuMinutes']} CPU min", flush=True)
    result = {"updates": update, "games": games, "cpu_minutes": meta["cpuMinutes"], "figures": figures}
    if args.eval_games > 0:
        evaluation = evaluate_with_cli(out, args)
        result["evaluation"] = evaluation
        low, high = evaluation["interval"]
        print(
            f"greedy policy against {args.opponents}: win share {evaluation['winShare']:.3f} ({low:.3f}-{high:.3f}) "
            f"over {evaluation['games']} games, seed {args.eval_seed}: {evaluation['ratioToFair']:.2f}x fair",
            flush=True,
        )
        meta["evaluation"] = evaluation
        write_policy(agent, args, encoding, out, meta)
    return result


def meta_of(args: argparse.Namespace, games: int, budget: Budget, update: int, initial) -> dict:
    """The policy file's ``meta``: how it was trained."""
    meta = {
        "trainedBy": "python/examples/ppo_torch.py",
        "opponents": args.opponents,
        "games": games,
        "updates": update,
        "seed": args.seed,
        "cpuMinutes": round(budget.cpu_minutes(), 2),
    }
    if initial is not None:
        meta["continued"] = {
            "from": Path(args.init).name,
            "cpuMinutes": initial.meta.get("cpuMinutes"),
            "games": initial.meta.get("games"),
        }
    return meta


def hidden_sizes(text: str) -> list[int]:
    """Parses ``--hidden``: one or more positive layer sizes separated by commas."""
    try:
        sizes = [int(part) for part in text.split(",")]
    except ValueError:
        sizes = []
    if not sizes or any(size < 1 for size in sizes):
        raise argparse.ArgumentTypeError(f"expected sizes like 128 or 256,128, got {text!r}")
    return sizes


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (see the module's doc)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=backroom.GAMES)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--opponents", default="heuristic", help="the bot at every other seat")
    parser.add_argument("--reward", default="win", choices=("win", "rank"))
    parser.add_argument("--out", required=True, help="the policy file to write")
    parser.add_argument("--init", help="fine-tune this policy file (its layers set --hidden)")
    parser.add_argument("--hidden", type=hidden_sizes, default=None, help="policy hidden layers (default 128, or --init's)")
    parser.add_argument("--value-hidden", type=int, default=256)
    parser.add_argument("--value-warmup", type=int, default=0, help="first updates that fit only the value network")
    parser.add_argument("--cpu-minutes", type=float, help="CPU budget (this process and its engines)")
    parser.add_argument("--seconds", type=float, help="wall-clock budget (without --cpu-minutes)")
    parser.add_argument("--updates", type=int, help="a number of updates (also the length of --anneal-lr)")
    parser.add_argument("--envs-per-seat", type=int, default=16)
    parser.add_argument("--num-steps", type=int, default=64, help="steps per game per update")
    parser.add_argument("--learning-rate", type=float, default=2.5e-4)
    parser.add_argument("--anneal-lr", action="store_true", help="decay the learning rate to 0 over --updates")
    parser.add_argument("--gamma", type=float, default=1.0)
    parser.add_argument("--gae-lambda", type=float, default=0.95)
    parser.add_argument("--num-minibatches", type=int, default=4)
    parser.add_argument("--update-epochs", type=int, default=4)
    parser.add_argument("--clip-coef", type=float, default=0.2)
    parser.add_argument("--ent-coef", type=float, default=0.003)
    parser.add_argument("--vf-coef", type=float, default=0.5)
    parser.add_argument("--max-grad-norm", type=float, default=0.5)
    parser.add_argument("--target-kl", type=float, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--torch-threads", type=int, default=1)
    parser.add_argument("--window", type=int, default=1000, help="games in the logged mean reward")
    parser.add_argument("--log-every", type=int, default=5)
    parser.add_argument("--checkpoint-every", type=int, default=0, help="updates between checkpoint files (0: none)")
    parser.add_argument("--eval-games", type=int, default=300, help="games of the final evaluation (0: none)")
    parser.add_argument("--eval-seed", default="ppo-eval")
    parser.add_argument("--eval-workers", type=int, default=1)
    parser.add_argument("--collector", choices=("local", "ray"), default="local")
    parser.add_argument("--ray-workers", type=int, default=2, help="with --collector ray: vector environments")
    parser.add_argument("--ray-address", default=None, help="with --collector ray: a cluster (auto) or a local Ray")
    args = parser.parse_args(argv)
    if args.hidden is None:
        args.hidden = (
            [int(w.shape[0]) for w, _ in backroom.Policy.load(args.init).layers[:-1]] if args.init else [128]
        )
    return args


if __name__ == "__main__":
    train(parse_args())
