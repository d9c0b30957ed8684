"""Trains a policy for any game against bots, numpy only, and writes it as a policy file.

Two phases, both in vector environments whose opponents (``--opponents``, default ``heuristic``)
play inside the engine, one environment per learner seat so the policy learns every seat:

1. Imitation (DAgger): the environments report the teacher bot's choice (``--teacher``, default
   ``heuristic``) for the learner's turn; the policy learns it by cross-entropy while the moves
   played shift from the teacher's to the policy's own.
2. PPO with Monte Carlo returns (the reward is the game's outcome on its last step, 0 before; the
   baseline a value network), keeping a little of the imitation loss as a regulariser.

With ``--anchor heuristic`` the policy is residual instead: its choice adds ``--anchor-bonus`` to the
logit of the heuristic bot's move (which the environments report as the anchor's), so it plays
that bot from the first game and PPO alone (no imitation, no imitation loss) learns where to depart
from it; the file records the anchor (docs/policy-format.md), and the anchor bot alone is
evaluated beside the candidates for comparison. ``--init`` continues an anchored file only with
the same ``--anchor``, ``--anchor-bonus`` and ``--anchor-input`` (the network also reads the
anchor's choice, one-hot, after the observation). ``--gae-lambda`` below 1 makes PPO's targets TD(λ)
returns bootstrapped on the value network instead of each game's bare outcome. ``--shaping W``
adds potential-based reward shaping (Ng, Harada & Russell 1999): each learner step earns W times the
change of its seat's potential (the game's evaluator, an estimate of its chance to win, reported by
the environments; 0 once the game is over) up to its next turn, which leaves the best policy as it
is and, with ``--gae-lambda`` below 1, credits a step with the progress it made.

A residual policy can also be distilled from a stronger teacher first: with ``--anchor heuristic``
and a different ``--teacher`` (a search, ``'{"bot":"ismcts","iterations":80}'``), the environments
report both bots' choices; for ``--imitation`` of the budget the residual network learns the
teacher's choice by cross-entropy of the anchored logits (so it departs from its anchor where the
teacher does), then PPO goes on without asking the teacher (``--imitation 1`` skips PPO).

The budget (``--cpu-minutes`` of the trainer's and its engines' CPU time, else ``--minutes`` of wall
time) splits ``--imitation`` / rest; the value network learns the returns during imitation too, so
PPO starts with a baseline, and PPO steps with the smaller ``--ppo-learning-rate``. ``kill -USR1``
ends training early (after the current round) and still evaluates and writes the policy.

At the end the greedy policy (the bot ``learned`` and ``policy:<file>`` play it: the legal action
with the highest logit), the imitation checkpoint and the latest PPO checkpoints (``--checkpoint-every``)
each play ``--eval-games`` games with seats rotated; the best one is written to ``--out`` and the
learning curve to ``--chart`` (SVG). ``--init <policy file>`` continues an earlier run: PPO starts
from its weights (no imitation), the value network first learns the returns of its games, and the
file it continued is evaluated beside the new checkpoints and named in the output's ``meta``.

    python3 python/examples/train.py --game campaign --players 3 --cpu-minutes 50 --out campaign-3.json
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import backroom  # noqa: E402
from cpu_clock import cpu_seconds  # noqa: E402
from curve_chart import write_curve  # noqa: E402
from numpy_mlp import MLP, Adam, Batch, LossWeights, logit_gradient, logits_argmax, sample  # noqa: E402


class Learner:
    """The policy and value networks with their optimisers."""

    def __init__(
        self,
        observation_size: int,
        num_actions: int,
        hidden: list[int],
        learning_rate: float,
        seed: int,
        anchor_bonus: float = 0.0,
        anchor_input: bool = False,
    ) -> None:
        rng = np.random.default_rng(seed)
        self.anchor_bonus = anchor_bonus
        self.anchor_input = anchor_input
        self.num_actions = num_actions
        inputs = observation_size + (num_actions if anchor_input else 0)
        self.policy = MLP([inputs, *hidden, num_actions], rng)
        self.value = MLP([observation_size, 64, 1], rng, last_scale=0.1)
        self.policy_optimiser = Adam(self.policy.parameters, learning_rate)
        self.value_optimiser = Adam(self.value.parameters, learning_rate)

    def inputs(self, observations: np.ndarray, anchor: np.ndarray) -> np.ndarray:
        """The policy network's input rows: the observations, then the anchor's choice one-hot (with an anchor input)."""
        if not self.anchor_input:
            return observations
        one_hot = np.zeros((len(observations), self.num_actions), dtype=np.float32)
        rows = np.flatnonzero(anchor >= 0)
        one_hot[rows, anchor[rows]] = 1.0
        return np.concatenate([observations, one_hot], axis=1)

    def logits(self, observations: np.ndarray, anchor: np.ndarray) -> np.ndarray:
        """The policy's logits for observation rows, with the anchor's bonus at each row's anchor action."""
        return anchored(self.policy.forward(self.inputs(observations, anchor))[0], anchor, self.anchor_bonus)

    def train(self, batch: Batch, weights: LossWeights, epochs: int, minibatch: int, rng: np.random.Generator) -> dict:
        """``epochs`` passes of minibatch steps over ``batch``; returns the last figures."""
        figures: dict[str, float] = {}
        for _ in range(epochs):
            order = rng.permutation(len(batch.actions))
            for start in range(0, len(order), minibatch):
                rows = order[start : start + minibatch]
                part = Batch(*(getattr(batch, f)[rows] for f in Batch.__dataclass_fields__))
                advantages = np.zeros(len(rows), dtype=np.float32)
                if weights.surrogate:
                    values, value_inputs = self.value.forward(part.observations)
                    error = values[:, 0] - part.returns
                    self.value_optimiser.step(self.value.backward(value_inputs, (error / len(rows))[:, None]))
                    advantages = part.returns - values[:, 0]
                    advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-6)
                    figures["value_error"] = float((error * error).mean())
                logits, inputs = self.policy.forward(self.inputs(part.observations, part.anchor))
                logits = anchored(logits, part.anchor, self.anchor_bonus)
                grad, figures_now = logit_gradient(logits, part, advantages, weights)
                figures.update(figures_now)
                self.policy_optimiser.step(self.policy.backward(inputs, grad))
        return figures

    def fit_value(self, batch: Batch, minibatch: int, rng: np.random.Generator) -> float:
        """One pass of the value network over ``batch`` (during imitation, so PPO starts with a baseline)."""
        order = rng.permutation(len(batch.returns))
        error = np.zeros(0, dtype=np.float32)
        for start in range(0, len(order), minibatch):
            rows = order[start : start + minibatch]
            values, value_inputs = self.value.forward(batch.observations[rows])
            error = values[:, 0] - batch.returns[rows]
            self.value_optimiser.step(self.value.backward(value_inputs, (error / len(rows))[:, None]))
        return float((error * error).mean()) if len(error) else 0.0

    def load_policy(self, policy: backroom.Policy) -> None:
        """Starts the policy network from a policy file's layers (their sizes replace ``--hidden``)."""
        self.policy.weights = [w.T.astype(np.float32) for w, _ in policy.layers]
        self.policy.biases = [b.astype(np.float32) for _, b in policy.layers]
        self.policy_optimiser = Adam(self.policy.parameters, self.policy_optimiser.learning_rate)

    def snapshot(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """The policy's layers in the file's orientation (``(outputs, inputs)`` weights)."""
        return [(w.T.copy(), b.copy()) for w, b in zip(self.policy.weights, self.policy.biases)]


class ImitationBuffer:
    """The most recent ``capacity`` taught steps, so that imitation reuses each step many times."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.batch: Batch | None = None

    def add(self, batch: Batch) -> None:
        """Keeps the taught steps of ``batch``, dropping the oldest beyond the capacity."""
        taught = batch.teacher >= 0
        fresh = Batch(*(getattr(batch, f)[taught] for f in Batch.__dataclass_fields__))
        if self.batch is None:
            self.batch = fresh
            return
        self.batch = Batch(
            *(
                np.concatenate([getattr(self.batch, f), getattr(fresh, f)])[-self.capacity :]
                for f in Batch.__dataclass_fields__
            )
        )

    def sample(self, size: int, rng: np.random.Generator) -> Batch:
        """Up to ``size`` steps drawn without replacement."""
        assert self.batch is not None
        rows = rng.permutation(len(self.batch.actions))[:size]
        return Batch(*(getattr(self.batch, f)[rows] for f in Batch.__dataclass_fields__))


class Seats:
    """One vector environment per learner seat, stepped together (each engine on its own process)."""

    def __init__(
        self, args: argparse.Namespace, seed: str, teacher: str | None, anchor: str | None, per_seat: int
    ) -> None:
        self.envs = [
            backroom.vector_env(
                args.game,
                per_seat,
                players=args.players,
                seed=f"{seed}/{seat}",
                opponents=args.opponents,
                seat=seat,
                teacher=teacher,
                anchor=anchor,
                reward=args.reward,
                potentials=args.shaping > 0,
            )
            for seat in range(args.players)
        ]
        self.batches = [env.reset() for env in self.envs]

    def step(self, actions: list[np.ndarray]) -> None:
        """Plays one action per game in every environment (sent to all engines before waiting on any)."""
        for env, chosen in zip(self.envs, actions):
            env.step_async(chosen)
        self.batches = [env.step_wait() for env in self.envs]

    def close(self) -> None:
        """Ends the engine processes."""
        for env in self.envs:
            env.close()


def anchored(logits: np.ndarray, anchor: np.ndarray, bonus: float) -> np.ndarray:
    """The logits with ``bonus`` added at each row's anchor action (rows without one, ``-1``, unchanged)."""
    if not bonus:
        return logits
    rows = np.flatnonzero(anchor >= 0)
    logits = logits.copy()
    logits[rows, anchor[rows]] += bonus
    return logits


def advice(batch, name: str) -> np.ndarray:
    """An advisor's action per row (``teacher_actions`` or ``anchor_actions``), or ``-1`` without that advisor."""
    actions = getattr(batch, name, None)
    return np.full(len(batch.observations), -1) if actions is None else np.asarray(actions, dtype=np.int64)


def collect(
    learner: Learner, seats: Seats, args, rng, teacher_share: float, games_wanted: int, log: list
) -> tuple[Batch, np.ndarray, np.ndarray]:
    """Plays until ``games_wanted`` games end; returns their learner steps with the games' returns,
    each step's game and its seat's potential (zeros without ``--shaping``).

    Steps are kept as whole arrays tagged with their game's number, so no Python loop runs per row;
    the steps of games still open at the end are dropped (those games go on in the next call).
    """
    columns: list[list[np.ndarray]] = [[] for _ in range(8)]
    game_of = [np.arange(len(b.agent_selection)) + s * 1_000_000 for s, b in enumerate(seats.batches)]
    next_game = [len(b.agent_selection) + s * 1_000_000 for s, b in enumerate(seats.batches)]
    returns: dict[int, float] = {}
    games = 0
    while games < games_wanted:
        actions = []
        for s, batch in enumerate(seats.batches):
            teacher, anchor = (advice(batch, name) for name in ("teacher_actions", "anchor_actions"))
            logits = learner.logits(batch.observations, anchor)
            chosen, log_probs = sample(logits, batch.action_masks, rng)
            follow = (rng.random(len(chosen)) < teacher_share) & (teacher >= 0)
            chosen = np.where(follow, teacher, chosen)
            potential = batch.potentials[:, s] if args.shaping > 0 else np.zeros(len(chosen), dtype=np.float32)
            rows = (batch.observations, batch.action_masks, chosen, teacher, log_probs, game_of[s], anchor, potential)
            for column, data in zip(columns, rows):
                column.append(np.array(data, copy=True))
            actions.append(chosen)
        seats.step(actions)
        for s, batch in enumerate(seats.batches):
            for row in np.flatnonzero(batch.terminations | batch.truncations):
                ret = float(batch.rewards[row, s])
                returns[int(game_of[s][row])] = ret
                game_of[s][row] = next_game[s]
                next_game[s] += 1
                log.append(ret)
                games += 1
    observations, masks, chosen, teacher, log_probs, game_ids, anchor, potentials = (np.concatenate(c) for c in columns)
    ended = np.array(sorted(returns), dtype=np.int64)
    finished = np.isin(game_ids, ended)
    game_returns = np.zeros(len(game_ids), dtype=np.float32)
    ended_returns = np.array([returns[g] for g in ended], dtype=np.float32)
    game_returns[finished] = ended_returns[np.searchsorted(ended, game_ids[finished])]
    return Batch(
        observations[finished],
        masks[finished],
        chosen[finished].astype(np.int64),
        teacher[finished].astype(np.int64),
        log_probs[finished].astype(np.float32),
        game_returns[finished],
        anchor[finished].astype(np.int64),
    ), game_ids[finished], potentials[finished]


def lambda_returns(
    values: np.ndarray,
    game_ids: np.ndarray,
    returns: np.ndarray,
    lam: float,
    potentials: np.ndarray | None = None,
    shaping: float = 0.0,
) -> np.ndarray:
    """TD(λ) targets per step: each game's outcome bootstrapped on the value of its later steps.

    ``values`` are the value network's estimates and ``returns`` the games' outcomes, per step in
    the order played (``game_ids`` tags each step's game). A game's last step gets its outcome and
    every earlier step ``(1 - λ)·V(next) + λ·G(next)``: λ = 1 is the Monte Carlo return, a smaller
    λ credits a step with the change of the value it led to rather than with the whole game's noise.
    With ``shaping``, each step also earns ``shaping·(Φ(next) − Φ(now))`` for the ``potentials`` Φ
    of its steps, Φ being 0 after the last (so at λ = 1 a step's target is its outcome minus
    ``shaping·Φ(now)``).
    """
    targets = np.empty_like(returns)
    order = np.argsort(game_ids, kind="stable")
    bounds = np.flatnonzero(np.diff(game_ids[order])) + 1
    phi = np.zeros(len(returns), dtype=np.float32) if potentials is None else shaping * potentials
    for steps in np.split(order, bounds):
        target = float(returns[steps[-1]]) - float(phi[steps[-1]])
        targets[steps[-1]] = target
        for i in range(len(steps) - 2, -1, -1):
            reward = float(phi[steps[i + 1]]) - float(phi[steps[i]])
            target = reward + (1 - lam) * float(values[steps[i + 1]]) + lam * target
            targets[steps[i]] = target
    return targets


def evaluate(candidates: dict, args, seed: str, anchor: dict | None = None) -> dict[str, float]:
    """Each candidate's greedy mean reward over ``args.eval_games`` games, seats rotated.

    Every candidate plays the same games (equal games per seat and per row, so short games are
    not favoured), one engine process per seat serving them all.
    """
    policies = {
        name: backroom.Policy(args.game, args.players, "eval", layers, anchor=anchor) for name, layers in candidates.items()
    }
    per_seat = max(1, args.eval_games // args.players)
    rows = min(args.envs_per_seat, per_seat)
    wanted = -(-per_seat // rows)
    totals = dict.fromkeys(policies, 0.0)
    for seat in range(args.players):
        advisor = anchor["bot"] if anchor else None
        with backroom.vector_env(
            args.game, rows, players=args.players, opponents=args.opponents, seat=seat, anchor=advisor
        ) as env:
            for name, policy in policies.items():
                played = np.zeros(rows, dtype=np.int64)
                batch = env.reset(seed=f"{seed}/{seat}")
                while played.min() < wanted:
                    anchor_actions = batch.anchor_actions if anchor else None
                    batch = env.step(policy.act(batch.observations, batch.action_masks, anchor_actions))
                    for row in np.flatnonzero(batch.terminations | batch.truncations):
                        if played[row] < wanted:
                            totals[name] += float(batch.rewards[row, seat])
                            played[row] += 1
    return {name: total / (rows * wanted * args.players) for name, total in totals.items()}


class StopRequest:
    """Set by SIGUSR1: training ends after the current round, then evaluates and writes as usual."""

    def __init__(self) -> None:
        self.requested = False
        if hasattr(signal, "SIGUSR1"):
            signal.signal(signal.SIGUSR1, self._request)

    def _request(self, *_: object) -> None:
        self.requested = True
        print("stop requested: ending training after this round", flush=True)


def train(args: argparse.Namespace) -> dict:
    """Runs both phases and the evaluation, writes ``args.out`` (and ``args.chart``); returns the figures."""
    # The budget is CPU seconds of the trainer and its engines (--cpu-minutes) or wall seconds (--minutes).
    clock = cpu_seconds if args.cpu_minutes is not None else time.monotonic
    budget = 60 * (args.cpu_minutes if args.cpu_minutes is not None else args.minutes)
    started, cpu_started, wall_started = clock(), cpu_seconds(), time.monotonic()
    deadline = started + budget
    imitation_end = started + budget * args.imitation
    rng = np.random.default_rng(args.seed)
    fair = 1.0 / args.players
    # With an anchor the environments report the anchor bot's choice on every turn; a teacher other
    # than the anchor is imitated through the residual first (its choices reported beside it).
    residual_teacher = args.anchor is not None and args.teacher != args.anchor and args.imitation > 0
    teacher = None if args.anchor and not residual_teacher else args.teacher
    seats = Seats(args, f"train/{args.seed}", teacher, args.anchor, args.envs_per_seat)
    probe = seats.envs[0]
    bonus = args.anchor_bonus if args.anchor else 0.0
    anchor_input = bool(args.anchor and args.anchor_input)
    learner = Learner(
        probe.observation_size, probe.num_actions, args.hidden, args.learning_rate, args.seed, bonus, anchor_input
    )
    anchor = None
    if args.anchor:
        anchor = {"bot": args.anchor, "bonus": bonus, **({"input": True} if anchor_input else {})}
    encoding = backroom.encoding_version(probe)
    # Continuing from a policy file: no imitation; the value network first learns the returns of the
    # loaded policy's own games (--value-warmup rounds) so that PPO starts with a baseline.
    initial = backroom.Policy.load_for(Path(args.init), probe) if args.init else None
    if initial is not None:
        if initial.activation != "relu":
            raise backroom.ConfigError(f"{args.init}: this trainer's networks use relu, not {initial.activation}", "init")
        if initial.anchor != anchor:
            raise backroom.ConfigError(
                f"{args.init}: the policy's anchor is {initial.anchor}, this run's {anchor} (--anchor, --anchor-bonus)",
                "init",
            )
        learner.load_policy(initial)
        imitation_end = started
    if anchor is not None and not residual_teacher:
        # A residual policy over the anchor bot plays that bot from the start: PPO alone, after the
        # value network has learnt the returns of its games.
        imitation_end = started
    print(
        f"{args.game}, {args.players} players against {args.opponents}; teacher {args.teacher}; "
        f"observation {probe.observation_size}, actions {probe.num_actions}",
        flush=True,
    )
    log: list[float] = []
    curve: list[tuple[int, float]] = []
    imitation_games = None
    imitated = None
    buffer = ImitationBuffer(args.buffer)
    checkpoints: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}
    rounds = 0
    stop = StopRequest()
    try:
        while (clock() < deadline or rounds < args.min_rounds) and not stop.requested:
            now = clock()
            imitating = (
                initial is None
                and (anchor is None or residual_teacher)
                and (now < imitation_end or rounds < args.min_rounds // 2)
            )
            warming = (initial is not None or (anchor is not None and not residual_teacher)) and rounds < args.value_warmup
            if not imitating and imitated is None:
                imitated = learner.snapshot()
                imitation_games = len(log)
                for optimiser in (learner.policy_optimiser, learner.value_optimiser):
                    optimiser.learning_rate = args.ppo_learning_rate
                if residual_teacher:
                    # PPO of a residual policy learns nothing from the teacher: stop asking it.
                    seats.close()
                    seats = Seats(args, f"train/{args.seed}/ppo", None, args.anchor, args.envs_per_seat)
            progress = min(1.0, (now - started) / max(1e-9, imitation_end - started))
            teacher_share = max(0.0, 1.0 - 2 * progress) if imitating else 0.0
            batch, game_ids, potentials = collect(learner, seats, args, rng, teacher_share, args.games_per_update, log)
            # While the value network first learns, its targets are Monte Carlo returns (λ = 1).
            lam = 1.0 if imitating or warming else args.gae_lambda
            if lam < 1 or args.shaping > 0:
                values = learner.value.forward(batch.observations)[0][:, 0] if lam < 1 else batch.returns
                batch.returns = lambda_returns(values, game_ids, batch.returns, lam, potentials, args.shaping)
            weights = (
                LossWeights(surrogate=0.0, imitation=1.0, entropy=0.0)
                if imitating
                else LossWeights(surrogate=1.0, imitation=0.0 if anchor else args.keep_imitation, entropy=args.entropy)
            )
            if imitating or warming:
                figures_value = learner.fit_value(batch, args.minibatch, rng)
            if imitating:
                buffer.add(batch)
                batch = buffer.sample(args.imitation_steps, rng)
            figures = {} if warming else learner.train(batch, weights, 1 if imitating else args.epochs, args.minibatch, rng)
            if imitating or warming:
                figures["value_error"] = figures_value
            rounds += 1
            if args.checkpoint_every and not imitating and not warming and rounds % args.checkpoint_every == 0:
                # The latest few PPO checkpoints are evaluated beside the final policy at the end.
                checkpoints[f"round {rounds}"] = learner.snapshot()
                while len(checkpoints) > args.keep_checkpoints:
                    del checkpoints[next(iter(checkpoints))]
            window = log[-args.window :]
            curve.append((len(log), float(np.mean(window))))
            if rounds % args.log_every == 0:
                detail = "  ".join(f"{k} {v:.3f}" for k, v in figures.items())
                print(
                    f"{'imitate' if imitating else 'ppo    '} round {rounds:4d}  games {len(log):6d}  "
                    f"reward (last {len(window)}) {np.mean(window):.3f}  {detail}  "
                    f"{time.monotonic() - wall_started:6.0f} s, {(cpu_seconds() - cpu_started) / 60:5.1f} CPU min",
                    flush=True,
                )
    finally:
        seats.close()
    trained = time.monotonic() - wall_started
    trained_cpu = (cpu_seconds() - cpu_started) / 60
    candidates = {"final": learner.snapshot(), **checkpoints}
    if imitated is not None and initial is None and (anchor is None or residual_teacher):
        candidates["imitation"] = imitated
    elif initial is not None:
        candidates["initial"] = initial.layers
    if anchor is not None:
        # The anchor bot alone (a network whose logits are all 0), for comparison; never written.
        baseline = [(w, b) for w, b in learner.snapshot()]
        baseline[-1] = (np.zeros_like(baseline[-1][0]), np.zeros_like(baseline[-1][1]))
        candidates["anchor alone"] = baseline
    scores = evaluate(candidates, args, f"eval/{args.seed}", anchor)
    best = max((name for name in scores if name != "anchor alone"), key=lambda name: scores[name])
    for name, score in scores.items():
        print(f"greedy {name}: reward {score:.3f} over {args.eval_games} games (fair {fair:.3f}, {score / fair:.2f}x)", flush=True)
    meta = {
        "trainedBy": "python/examples/train.py",
        "opponents": args.opponents,
        "teacher": args.teacher if anchor is None or residual_teacher else None,
        "games": len(log),
        "seed": args.seed,
        "minutes": args.minutes if args.cpu_minutes is None else None,
        "cpuMinutes": round(trained_cpu, 2),
        "checkpoint": best,
        "evalShare": round(scores[best], 4),
    }
    if initial is not None:
        # The run this one continued, so the total budget of the policy can be read off the file.
        meta["continued"] = {
            "from": Path(args.init).name,
            "cpuMinutes": initial.meta.get("cpuMinutes"),
            "games": initial.meta.get("games"),
        }
    if anchor is not None:
        meta["anchorAloneShare"] = round(scores["anchor alone"], 4)
    backroom.Policy(args.game, args.players, encoding, candidates[best], "relu", meta, anchor).save(args.out)
    if args.chart:
        write_curve(args.chart, curve, fair, imitation_games, f"{args.game}, {args.players} players vs {args.opponents}")
    total_cpu = (cpu_seconds() - cpu_started) / 60
    print(
        f"wrote {args.out} ({best}); training {trained:.0f} s, {trained_cpu:.1f} CPU min "
        f"({total_cpu:.1f} with the evaluation), {len(log)} games",
        flush=True,
    )
    return {"scores": scores, "best": best, "fair": fair, "games": len(log), "rounds": rounds, "cpu_minutes": total_cpu}


def hidden_sizes(text: str) -> list[int]:
    """Parses ``--hidden``: one or more positive layer sizes separated by commas."""
    try:
        sizes = [int(part) for part in text.split(",")]
    except ValueError:
        sizes = []
    if not sizes or any(size < 1 for size in sizes):
        raise argparse.ArgumentTypeError(f"expected sizes like 128 or 256,128, got {text!r}")
    return sizes


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """The game, its player count and the opponents' bot, which every trainer asks for."""
    parser.add_argument("--game", required=True, choices=backroom.GAMES)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--opponents", default="heuristic", help="the bot at every other seat")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    add_game_arguments(parser)
    parser.add_argument("--teacher", default="heuristic", help="the bot imitated first")
    parser.add_argument("--reward", default="win", choices=("win", "rank"))
    parser.add_argument("--minutes", type=float, default=15.0, help="wall-clock budget (without --cpu-minutes)")
    parser.add_argument(
        "--cpu-minutes", type=float, help="budget in CPU minutes of the trainer and its engines (replaces --minutes)"
    )
    parser.add_argument("--imitation", type=float, default=0.5, help="share of the time spent imitating")
    parser.add_argument("--min-rounds", type=int, default=2, help="rounds to run even past --minutes")
    parser.add_argument("--out", required=True, help="the policy file to write")
    parser.add_argument("--chart", help="an SVG learning curve to write")
    parser.add_argument("--envs-per-seat", type=int, default=16)
    parser.add_argument("--games-per-update", type=int, default=48)
    parser.add_argument(
        "--hidden",
        type=hidden_sizes,
        default=[128],
        help="the policy's hidden layer sizes, comma-separated (128 or 256,128)",
    )
    parser.add_argument("--learning-rate", type=float, default=1e-3, help="Adam's step size while imitating")
    parser.add_argument("--ppo-learning-rate", type=float, default=3e-4, help="Adam's step size during PPO")
    parser.add_argument("--epochs", type=int, default=3, help="PPO passes over each batch")
    parser.add_argument("--buffer", type=int, default=60000, help="taught steps kept for imitation")
    parser.add_argument("--imitation-steps", type=int, default=16384, help="buffer steps learnt per round")
    parser.add_argument("--minibatch", type=int, default=1024)
    parser.add_argument("--entropy", type=float, default=0.003)
    parser.add_argument(
        "--gae-lambda", type=float, default=1.0, help="PPO's TD(λ) targets: 1 is the game's outcome, less bootstraps on values"
    )
    parser.add_argument(
        "--shaping", type=float, default=0.0, help="weight of potential-based reward shaping by the game's evaluator (0: none)"
    )
    parser.add_argument("--keep-imitation", type=float, default=0.05, help="imitation loss weight during PPO")
    parser.add_argument("--window", type=int, default=500, help="games in the curve's moving mean")
    parser.add_argument("--eval-games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--log-every", type=int, default=5)
    parser.add_argument("--init", help="continue from this policy file (no imitation; PPO from its weights)")
    parser.add_argument("--value-warmup", type=int, default=10, help="with --init: rounds that only fit the value network")
    parser.add_argument(
        "--anchor", help="train a residual policy over this bot (its choice gains --anchor-bonus); no imitation"
    )
    parser.add_argument("--anchor-bonus", type=float, default=2.0, help="the logit bonus of the anchor's choice")
    parser.add_argument(
        "--anchor-input", action="store_true", help="with --anchor: the network also reads the anchor's choice (one-hot)"
    )
    parser.add_argument("--checkpoint-every", type=int, default=0, help="PPO rounds between checkpoints (0: none)")
    parser.add_argument("--keep-checkpoints", type=int, default=3, help="the latest checkpoints evaluated at the end")
    return parser.parse_args(argv)


if __name__ == "__main__":
    train(parse_args())
