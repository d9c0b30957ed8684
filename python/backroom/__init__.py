"""backroom: reinforcement-learning environments for four board games of bribery and negotiation.

``backroom.env("slush-fund", players=3, seed=1)`` gives a PettingZoo AEC environment
(``pettingzoo.AECEnv``), ``backroom.gym_env(...)`` a Gymnasium environment (``gymnasium.Env``) with
bots playing the other seats, ``backroom.gym_vector_env(...)`` many of those as a
``gymnasium.vector.VectorEnv``, and ``backroom.vector_env(...)`` the raw batched form (every seat, the
teacher's and anchor's advice, potentials). Importing the package registers ``backroom/<game>-v0``
with Gymnasium. All run the TypeScript engines through a ``backroom env`` subprocess (see
``backroom.protocol.find_cli``). ``backroom.Policy`` reads and
writes policy files, which the TypeScript bots play as ``policy:<file>``; ``backroom.rollout_values``
writes a dataset of decisions valued by rollouts (``backroom rollout-values``).
"""

from . import spaces
from .env import AECEnv, env
from .errors import BackroomError, ConfigError, RuleError
from .gym import GymEnv, gym_env
from .gym_vector import GymVectorEnv, gym_vector_env
from .masks import sample_legal
from .policy import Policy, encoding_version
from .protocol import find_cli
from .registration import GAMES, env_id, register_games
from .rollouts import rollout_values
from .vector import NO_ACTION, VectorEnv, VectorStep, vector_env

__version__ = "0.1.0"

register_games()

__all__ = [
    "AECEnv",
    "BackroomError",
    "ConfigError",
    "GAMES",
    "GymEnv",
    "GymVectorEnv",
    "NO_ACTION",
    "Policy",
    "RuleError",
    "VectorEnv",
    "VectorStep",
    "env",
    "encoding_version",
    "env_id",
    "find_cli",
    "gym_env",
    "gym_vector_env",
    "register_games",
    "rollout_values",
    "sample_legal",
    "spaces",
    "vector_env",
]
