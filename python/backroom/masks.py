"""Choosing among legal actions in batches: random opponents, baselines, exploration."""

from __future__ import annotations

import numpy as np


def sample_legal(masks: np.ndarray, rng: np.random.Generator | None = None) -> np.ndarray:
    """One uniformly random legal action index per row of ``masks`` (rows of 0/1, each with a 1).

    The legal entries of all rows are listed once (``flatnonzero``), and each row draws one of its
    own: a draw costs a pass over the masks and one random number per row, not one per entry.
    """
    generator = rng if rng is not None else np.random.default_rng()
    rows, width = masks.shape
    # A byte mask read as booleans: numpy finds the non-zero entries of a bool array far faster.
    flags = masks.view(np.bool_) if masks.dtype.itemsize == 1 and masks.dtype.kind in "biu" else masks != 0
    legal = np.flatnonzero(flags)
    counts = np.bincount(legal // width, minlength=rows)
    if not counts.all():
        raise ValueError(f"row {int(np.argmin(counts))} of the masks allows no action")
    starts = np.cumsum(counts) - counts
    chosen = legal[starts + (generator.random(rows) * counts).astype(np.int64)]
    return chosen - np.arange(rows) * width
