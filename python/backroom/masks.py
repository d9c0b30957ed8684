"""Choosing among legal actions in batches: random opponents, baselines, exploration."""

from __future__ import annotations

import numpy as np


def sample_legal(masks: np.ndarray, rng: np.random.Generator | None = None) -> np.ndarray:
    """One uniformly random legal action index per row of ``masks`` (rows of 0/1, each with a 1).

    Each entry gets a random key in [0, 1), legal ones 1 more, and each row's largest key wins.
    """
    generator = rng if rng is not None else np.random.default_rng()
    keys = generator.random(masks.shape, dtype=np.float32)
    keys += masks
    return keys.argmax(axis=-1)
