"""A simulation study spread over a Ray cluster: shards of ``backroom simulate``, merged as one run.

``simulate(game, bots=..., games=..., players=..., seed=..., address=None)`` runs ``shards`` Ray
tasks, task ``k`` playing the games ``i`` with ``i % shards == k`` (``backroom simulate --shard
k/shards --out <file>``). Game ``i`` is set up from ``"<seed>/<i>"`` and its bots draw from
``"<seed>/<i>/bots"`` whatever shard plays it, so the shards' results files, merged by ``backroom
merge``, give exactly the summary that ``backroom simulate`` gives on one machine for the same
arguments (without its ``timing``, the one wall-clock part). ray is optional: ``pip install
'backroom[ray]'``. Every node needs this package and the same version of the engines (``npx
backroom`` or ``$BACKROOM_CLI``); ``docs/simulation.md`` shows a cluster step by step.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path
from typing import Any, Sequence

from .errors import BackroomError, ConfigError
from .protocol import find_cli

#: The prefix of a bot that plays a policy file.
POLICY_PREFIX = "policy:"


def _run(command: list[str], cwd: str | None = None) -> str:
    """Runs a CLI command; a refusal (exit 2) is a ``ConfigError``, any other failure a ``BackroomError``."""
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=cwd)
    if done.returncode == 2:
        lines = done.stderr.strip().splitlines()
        raise ConfigError((lines[0] if lines else "refused").removeprefix("backroom: "))
    if done.returncode != 0:
        raise BackroomError(f"{' '.join(command[-2:])} failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout


def _simulate_arguments(
    game: str, bots: Sequence[str], games: int, players: int | None, seed: str, options: dict | None,
    ismcts_iterations: int | None, ismcts_rollout: str | None,
) -> list[str]:
    """The arguments of ``backroom simulate`` shared by every shard (and by a one-machine run)."""
    arguments = ["simulate", game, "--bots", ",".join(bots), "--games", str(games), "--seed", seed]
    if players is not None:
        arguments += ["--players", str(players)]
    if options:
        arguments += ["--options", json.dumps(options)]
    if ismcts_iterations is not None:
        arguments += ["--ismcts-iterations", str(ismcts_iterations)]
    if ismcts_rollout is not None:
        arguments += ["--ismcts-rollout", ismcts_rollout]
    return arguments


def _policy_files(bots: Sequence[str]) -> dict[str, str]:
    """The text of every policy file the lineup names (relative paths only; see ``simulate``)."""
    files: dict[str, str] = {}
    for bot in bots:
        if not bot.startswith(POLICY_PREFIX):
            continue
        path = bot[len(POLICY_PREFIX) :]
        if Path(path).is_absolute():
            continue
        if ".." in Path(path).parts:
            raise ConfigError(f"name the policy file {path} without '..' (or by an absolute path on every node)", "bots")
        try:
            files[path] = Path(path).read_text(encoding="utf-8")
        except OSError as error:
            raise ConfigError(f"{path}: cannot read the policy file ({error})", "bots") from error
    return files


def play_shard(
    arguments: list[str], index: int, count: int, policy_files: dict[str, str], workers: int, cli: list[str] | None
) -> str:
    """One shard of the study (``--shard index/count``), in a fresh folder holding the policy files; its results file's text."""
    with tempfile.TemporaryDirectory(prefix="backroom-shard-") as folder:
        for path, text in policy_files.items():
            target = Path(folder, path)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        out = Path(folder, f"shard-{index}.jsonl")
        command = [*(cli or find_cli()), *arguments, "--shard", f"{index}/{count}", "--workers", str(workers), "--out", str(out)]
        _run(command, cwd=folder)
        return out.read_text(encoding="utf-8")


def merge(results: Sequence[str], cli: list[str] | None = None) -> dict[str, Any]:
    """The summary of results files' texts (the shards of one study), by ``backroom merge --json``."""
    with tempfile.TemporaryDirectory(prefix="backroom-merge-") as folder:
        paths = []
        for k, text in enumerate(results):
            path = Path(folder, f"shard-{k}.jsonl")
            path.write_text(text, encoding="utf-8")
            paths.append(str(path))
        return json.loads(_run([*(cli or find_cli()), "merge", *paths, "--json"]))


def simulate(
    game: str,
    bots: Sequence[str] | str = ("random",),
    games: int = 100,
    players: int | None = None,
    seed: int | str = "1",
    address: str | None = None,
    *,
    shards: int | None = None,
    workers_per_shard: int = 1,
    options: dict | None = None,
    ismcts_iterations: int | None = None,
    ismcts_rollout: str | None = None,
    cli: list[str] | None = None,
) -> dict[str, Any]:
    """Runs ``backroom simulate`` as Ray tasks and returns the merged summary (``simulate --json``'s, without ``timing``).

    ``bots`` is the lineup (a list, or the CLI's comma-separated text), rotated over the seats as
    the CLI does. ``address`` is a Ray cluster's (``"auto"`` on a node of a running cluster,
    ``"ray://host:10001"`` through Ray Client); ``None`` starts a local Ray when none is running
    (and shuts it down after), or uses the one this process started. ``shards`` defaults to the
    cluster's CPUs (at most ``games``); each task claims ``workers_per_shard`` CPUs and plays its
    shard on as many worker threads. ``policy:<file>`` bots named by a relative path are read here
    and written beside each task, so their files need not be on the nodes; an absolute path must
    exist on every node. ``cli`` is the command that runs the engines on the nodes (default:
    ``find_cli()`` there). A refused configuration is a ``ConfigError``, checked here before any
    task starts; a task that fails raises its error.
    """
    try:
        import ray
    except ImportError as error:
        raise ImportError(
            "backroom.distributed needs ray: pip install 'backroom[ray]' (or pip install ray)"
        ) from error
    lineup = bots.split(",") if isinstance(bots, str) else [str(b) for b in bots]
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ConfigError(f"games must be a whole number of at least 1, got {games!r}", "games")
    if isinstance(workers_per_shard, bool) or not isinstance(workers_per_shard, int) or workers_per_shard < 1:
        raise ConfigError(f"workers_per_shard must be a whole number of at least 1, got {workers_per_shard!r}", "workers_per_shard")
    arguments = _simulate_arguments(
        game, lineup, games, players, str(seed), options, ismcts_iterations, ismcts_rollout
    )
    policy_files = _policy_files(lineup)
    # The configuration is checked here first (a one-game shard of it), so a bad one fails before Ray starts.
    play_shard(arguments, 0, games, policy_files, 1, cli)
    started = not ray.is_initialized()
    if started:
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    try:
        if shards is None:
            cpus = int(ray.cluster_resources().get("CPU", 1))
            shards = max(1, cpus // workers_per_shard)
        if isinstance(shards, bool) or not isinstance(shards, int) or shards < 1:
            raise ConfigError(f"shards must be a whole number of at least 1, got {shards!r}", "shards")
        shards = min(shards, games)
        task = ray.remote(num_cpus=workers_per_shard)(play_shard)
        files = ray.put(policy_files)
        texts = ray.get(
            [task.remote(arguments, k, shards, files, workers_per_shard, cli) for k in range(shards)]
        )
    finally:
        if started:
            ray.shutdown()
    summary = merge(texts)
    if summary["games"] != games:
        raise BackroomError(f"the shards played {summary['games']} of {games} games")
    return summary

