"""The game's own PRNG: SplitMix64, with unbiased bounded draws and a Fisher-Yates shuffle.

Python's ``random`` may change between versions; a saved game must replay identically forever, so the
engine never touches it. The whole generator state is one integer, which keeps a game state cheap to copy.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a 64-bit generator state."""
    return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: return ``(new_state, 64-bit output)``."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Rng:
    """A small mutable wrapper used by callers that own their generator (bots, tools)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        self.state, value = below(self.state, n)
        return value

    def choice(self, items: list[T]) -> T:
        """A uniform element of a non-empty list."""
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a list in place."""
        self.state = shuffle(self.state, items)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, value)`` with value uniform in ``[0, n)`` (rejection sampling, no bias)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:  # next_u64, inlined: this is the hottest function of a bot game
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        value = z ^ (z >> 31)
        if value < limit:
            return state, value % n


def shuffle(state: int, items: list[T]) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
