"""Gymnasium ids for the games: ``gymnasium.make("backroom/slush-fund-v0", players=3)`` after ``import backroom``."""

from __future__ import annotations

import gymnasium

#: The game ids (``tiefe-taschen``, ``kohle-kies-knete``, ``campaign``, ``slush-fund``).
GAMES = ("tiefe-taschen", "kohle-kies-knete", "campaign", "slush-fund")


def env_id(game_id: str) -> str:
    """The Gymnasium id of a game: ``backroom/<game>-v0``."""
    return f"backroom/{game_id}-v0"


def register_games() -> None:
    """Registers every game with Gymnasium (once; ``import backroom`` does it).

    ``gymnasium.make(id, **kwargs)`` builds ``backroom.gym.GymEnv(game_id, **kwargs)`` and
    ``gymnasium.make_vec(id, num_envs, **kwargs)`` builds ``backroom.gym_vector.GymVectorEnv``: all
    games in one engine process. The games are deterministic for a seed, opponents included.
    """
    for game in GAMES:
        if env_id(game) in gymnasium.registry:
            continue
        gymnasium.register(
            id=env_id(game),
            entry_point="backroom.gym:GymEnv",
            vector_entry_point="backroom.gym_vector:GymVectorEnv",
            kwargs={"game_id": game},
            nondeterministic=False,
        )
