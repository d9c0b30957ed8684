"""backroom: reinforcement-learning environments for four board games of bribery and negotiation.

``backroom.env("slush-fund", players=3, seed=1)`` gives a PettingZoo-style AEC environment,
``backroom.vector_env(...)`` many games stepped together, ``backroom.gym_env(...)`` a single-agent
Gymnasium-style form with bots playing the other seats. All run the TypeScript engines through a
``backroom env`` subprocess (see ``backroom.protocol.find_cli``). ``backroom.Policy`` reads and
writes policy files, which the TypeScript bots play as ``policy:<file>``; ``backroom.rollout_values``
writes a dataset of decisions valued by rollouts (``backroom rollout-values``).
"""

from . import spaces
from .env import AECEnv, env
from .errors import BackroomError, ConfigError, RuleError
from .gym import GymEnv, gym_env
from .masks import sample_legal
from .policy import Policy, encoding_version
from .protocol import find_cli
from .rollouts import rollout_values
from .vector import VectorEnv, VectorStep, vector_env

__version__ = "0.1.0"

#: The game ids.
GAMES = ("tiefe-taschen", "kohle-kies-knete", "campaign", "slush-fund")

__all__ = [
    "AECEnv",
    "BackroomError",
    "ConfigError",
    "GAMES",
    "GymEnv",
    "Policy",
    "RuleError",
    "VectorEnv",
    "VectorStep",
    "env",
    "encoding_version",
    "find_cli",
    "gym_env",
    "rollout_values",
    "sample_legal",
    "spaces",
    "vector_env",
]
