"""Writes untrained placeholder policies to src/bots/policies/ (the `learned` bot's files).

Each is a valid policy file (docs/policy-format.md) with random weights: it plays legal moves,
no better than chance. Trained policies replace them (same file names); afterwards run
`node scripts/policy-index.mjs` so the registry lists exactly the files present.

    python3 scripts/placeholder-policies.py            # the default set below
    python3 scripts/placeholder-policies.py slush-fund:4
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "python"))

import backroom  # noqa: E402

# One table size per game: the counts the trained policies are built for.
DEFAULT = ["tiefe-taschen:4", "kohle-kies-knete:3", "campaign:3", "slush-fund:3"]


def main(specs: list[str]) -> None:
    out = ROOT / "src" / "bots" / "policies"
    out.mkdir(parents=True, exist_ok=True)
    for spec in specs:
        game, players = spec.split(":")
        with backroom.env(game, players=int(players), seed=1) as env:
            policy = backroom.Policy.for_env(env, hidden=(8,), seed=1)
        policy.meta = {"trainedBy": "scripts/placeholder-policies.py", "placeholder": True, "steps": 0, "seed": 1}
        path = out / f"{game}-{players}.json"
        policy.save(path)
        print(f"wrote {path.relative_to(ROOT)} ({policy.observation_size} -> 8 -> {policy.num_actions})")


if __name__ == "__main__":
    main(sys.argv[1:] or DEFAULT)
