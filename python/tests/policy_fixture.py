"""The policy round-trip fixture (test/fixtures/policy-roundtrip.json): Python's choices on real games.

For each game a small random policy is written, a game is played from a seed with seeded random
legal actions, and at every step the policy's choice on the acting seat's observation is recorded
with the action actually played. TypeScript replays the same games (same seeds, same actions) and
must choose what Python chose at each of the steps (test/bots/policy-roundtrip.test.ts).

``anchored`` does the same for policies anchored on the heuristic bot, in a one-game vector
environment that reports the heuristic bot's choice (``teacher_actions``): Python's choice adds the
anchor's bonus to that action (and half of the policies' networks read it, one-hot), the
TypeScript bot asks the heuristic bot itself.

    python3 python/tests/policy_fixture.py     # rewrites the fixture (after an encoding change)
"""

import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import backroom  # noqa: E402

FIXTURE = Path(__file__).resolve().parents[2] / "test" / "fixtures" / "policy-roundtrip.json"
# Game, players, the game's seed: 4 × 250 = 1,000 recorded decisions.
CASES = [("tiefe-taschen", 4, 11), ("kohle-kies-knete", 3, 12), ("campaign", 3, 13), ("slush-fund", 3, 14)]
STEPS = 250
# Decisions recorded per game for the anchored policies (the bonus is near the logits' size, so the
# network and the anchor both decide some of them).
ANCHORED_STEPS = 100
ANCHOR = {"bot": "heuristic", "bonus": 0.3}
# The policies of odd seeds also read the anchor's choice (``input``), the others only add its bonus.


def record_game(game: str, players: int, seed: int, steps: int) -> dict:
    """Plays games from ``seeds`` (a new seed whenever one ends) and records ``steps`` decisions."""
    rng = np.random.default_rng(seed)
    with backroom.env(game, players=players, seed=seed) as env:
        policy = backroom.Policy.for_env(env, hidden=(4,), seed=seed, activation="tanh" if seed % 2 else "relu")
        policy.meta = {"trainedBy": "python/tests/policy_fixture.py", "untrained": True, "seed": seed}
        chosen, played = [], []
        game_seed = seed
        env.reset(seed=game_seed)
        seeds = [game_seed]
        while len(chosen) < steps:
            if not env.agents:
                game_seed += 1000
                env.reset(seed=game_seed)
                seeds.append(game_seed)
                continue
            obs, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            mask = obs["action_mask"]
            chosen.append(policy.act(obs["observation"], mask))
            action = int(backroom.sample_legal(mask[None, :], rng)[0])
            played.append(action)
            env.step(action)
    return {
        "game": game,
        "players": players,
        "seeds": seeds,
        "policy": policy.to_json(),
        "chosen": chosen,
        "played": played,
    }


def record_anchored(game: str, players: int, seed: int, steps: int) -> dict:
    """Records ``steps`` decisions of an anchored policy in one vector environment's games."""
    rng = np.random.default_rng(seed)
    with backroom.vector_env(game, 1, players=players, seed=seed, teacher=ANCHOR["bot"]) as env:
        reads = seed % 2 == 1
        inputs = env.observation_size + (env.num_actions if reads else 0)
        sizes = [inputs, 4, env.num_actions]
        untrained = backroom.Policy.random(game, players, backroom.encoding_version(env), sizes, seed=seed)
        anchor = {**ANCHOR, "input": True} if reads else ANCHOR
        policy = backroom.Policy(game, players, untrained.encoding, untrained.layers, anchor=anchor)
        policy.meta = {"trainedBy": "python/tests/policy_fixture.py", "untrained": True, "seed": seed}
        chosen, played, anchors = [], [], []
        batch = env.reset(seed=seed)
        while len(chosen) < steps:
            anchors.append(int(batch.teacher_actions[0]))
            chosen.append(int(policy.act(batch.observations, batch.action_masks, batch.teacher_actions)[0]))
            action = int(backroom.sample_legal(batch.action_masks, rng)[0])
            played.append(action)
            batch = env.step([action])
    return {
        "game": game,
        "players": players,
        "seed": seed,
        "policy": policy.to_json(),
        "anchors": anchors,
        "chosen": chosen,
        "played": played,
    }


def build_fixture(steps: int = STEPS) -> dict:
    """The fixture's content: one recorded game per case, plain and anchored."""
    return {
        "steps": steps,
        "games": [record_game(game, players, seed, steps) for game, players, seed in CASES],
        "anchored": [record_anchored(game, players, seed, ANCHORED_STEPS) for game, players, seed in CASES],
    }


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(build_fixture()) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE}")
