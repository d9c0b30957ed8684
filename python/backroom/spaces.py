"""Small space descriptors in the spirit of Gymnasium's (no dependency on it): shapes, dtypes, sampling."""

from __future__ import annotations

from typing import Mapping

import numpy as np


class Discrete:
    """The actions ``0 … n-1``; ``sample(mask)`` draws uniformly among the ones the mask allows."""

    def __init__(self, n: int, seed: int | None = None) -> None:
        self.n = int(n)
        self.shape: tuple[int, ...] = ()
        self.dtype = np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed: int | None = None) -> None:
        """Reseeds the generator ``sample`` uses."""
        self._rng = np.random.default_rng(seed)

    def sample(self, mask: np.ndarray | None = None) -> int:
        """A uniformly random action, among those where ``mask`` is non-zero when a mask is given."""
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(mask)
        if legal.size == 0:
            raise ValueError("the mask allows no action")
        return int(legal[self._rng.integers(legal.size)])

    def contains(self, x: object) -> bool:
        """Whether ``x`` is an integer action in range."""
        return isinstance(x, (int, np.integer)) and not isinstance(x, bool) and 0 <= int(x) < self.n

    def __contains__(self, x: object) -> bool:
        return self.contains(x)

    def __repr__(self) -> str:
        return f"Discrete({self.n})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Discrete) and other.n == self.n


class Box:
    """Arrays of a fixed shape and dtype with elementwise bounds."""

    def __init__(self, low: float, high: float, shape: tuple[int, ...], dtype: np.dtype | type) -> None:
        self.low = low
        self.high = high
        self.shape = tuple(int(n) for n in shape)
        self.dtype = np.dtype(dtype)

    def contains(self, x: object) -> bool:
        """Whether ``x`` is an array of this shape with every value within the bounds."""
        array = np.asarray(x)
        return array.shape == self.shape and bool(np.all((array >= self.low) & (array <= self.high)))

    def __contains__(self, x: object) -> bool:
        return self.contains(x)

    def __repr__(self) -> str:
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Box)
            and (other.low, other.high, other.shape, other.dtype) == (self.low, self.high, self.shape, self.dtype)
        )


class Dict:
    """A dictionary of named spaces (an observation: ``observation`` and ``action_mask``)."""

    def __init__(self, spaces: Mapping[str, Box | Discrete]) -> None:
        self.spaces = dict(spaces)

    def __getitem__(self, key: str) -> Box | Discrete:
        return self.spaces[key]

    def keys(self):
        """The names of the parts."""
        return self.spaces.keys()

    def contains(self, x: object) -> bool:
        """Whether ``x`` is a mapping with exactly these parts, each in its space."""
        return (
            isinstance(x, Mapping)
            and set(x.keys()) == set(self.spaces)
            and all(space.contains(x[key]) for key, space in self.spaces.items())
        )

    def __contains__(self, x: object) -> bool:
        return self.contains(x)

    def __repr__(self) -> str:
        inner = ", ".join(f"{key!r}: {space!r}" for key, space in self.spaces.items())
        return f"Dict({{{inner}}})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dict) and other.spaces == self.spaces
