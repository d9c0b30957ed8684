"""The shards a Ray task plays (backroom.distributed.play_shard) merge into the one-machine summary (no Ray needed)."""

import json
import subprocess

import backroom
from backroom import distributed


def test_the_shards_of_a_study_merge_into_the_one_machine_summary(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with backroom.vector_env("slush-fund", num_envs=1, players=3) as venv:
        backroom.Policy.for_env(venv, hidden=(8,), seed=2).save(tmp_path / "tiny.json")
    bots = ["policy:tiny.json", "heuristic", "random"]
    arguments = distributed._simulate_arguments("slush-fund", bots, 11, 3, "shards", None, None, None)
    files = distributed._policy_files(bots)
    texts = [distributed.play_shard(arguments, k, 3, files, 1, None) for k in range(3)]
    merged = distributed.merge(texts)
    done = subprocess.run(
        [*backroom.find_cli(), "simulate", "slush-fund", "--bots", ",".join(bots), "--games", "11", "--players", "3",
         "--seed", "shards", "--json"],
        capture_output=True, text=True, check=True,
    )
    whole = json.loads(done.stdout)
    del whole["timing"]
    assert merged == whole and merged["games"] == 11
