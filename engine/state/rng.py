"""A seeded pseudo-random generator kept as a plain int inside the game state.

SplitMix64: the whole generator state is one 64-bit integer, so it serialises as a number
and two states with the same seed compare equal. Die rolls and shuffles use rejection
sampling so every outcome is equally likely (6.5.j).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


def next_u64(rng: int) -> tuple[int, int]:
    """Advance ``rng``; return ``(value, new_rng)``."""
    rng = (rng + 0x9E3779B97F4A7C15) & _MASK
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), rng


def below(rng: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``[0, n)`` without modulo bias; return ``(value, new_rng)``."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, rng = next_u64(rng)
        if value < limit:
            return value % n, rng


def roll_die(rng: int) -> tuple[int, int]:
    """A fair six-sided die (7.3.33.a); return ``(result, new_rng)``."""
    value, rng = below(rng, 6)
    return value + 1, rng


def shuffled(rng: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """Fisher-Yates shuffle; return ``(shuffled_items, new_rng)``."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, rng = below(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), rng


def seed_state(seed: int) -> int:
    """The generator state for a user-facing seed."""
    return seed & _MASK
