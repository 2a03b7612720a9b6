"""The game's own random numbers: a keyed-hash generator, unbiased bounded draws and a Fisher-Yates shuffle.

Python's ``random`` may change between versions, and its outputs reveal its state; a saved game must replay
identically forever and nobody at the table may predict a draw, so the engine never touches it.

Two generators, both deterministic and both a single integer of state (a state copy stays cheap):

- ``"keyed"`` (every new game): BLAKE2b, keyed by 128 bits derived from the seed, over a 64-bit counter
  (counter mode): block ``b`` is the 64-byte digest of ``b``, which gives eight 64-bit outputs. Without the
  key, outputs tell nothing of the key or of the outputs to come. The state integer is
  ``TAG | key << 64 | counter``: it lives in the host's ``GameState`` beside ``config.seed`` (from which
  anyone holding the state could rebuild the key anyway) and, like the seed, never in a view, an event or
  a message to a client.
- ``"splitmix64"``: SplitMix64, the generator of every game saved before the keyed one (their configs have
  no ``rng`` field). Kept only so that those saves and journals replay exactly: its outputs give its state
  away, and a small seed can be found from a dealt hand.

A state below 2**64 is a SplitMix state, anything above a keyed one, so ``below`` and ``shuffle`` take either.
"""

from __future__ import annotations

import hashlib
import secrets
import struct
from functools import lru_cache
from typing import Final, TypeVar

T = TypeVar("T")

KEYED: Final = "keyed"
SPLITMIX64: Final = "splitmix64"
GENERATORS: Final = (KEYED, SPLITMIX64)
SEED_BITS: Final = 128  # a new table's seed: as many bits as the generator's key

_MASK: Final = (1 << 64) - 1
_SPAN: Final = 1 << 64
_GOLDEN: Final = 0x9E3779B97F4A7C15
_KEY_BITS: Final = 128
_TAG: Final = 1 << (64 + _KEY_BITS)  # set in every keyed state: keeps it above any SplitMix state
_PERSON: Final = b"cosmic-stream"
_WORDS: Final = struct.Struct("<8Q").unpack
# Below this a 64-bit output is never rejected for a bound up to 2**32 (the rejection zone is under n):
# spares the exact limit's arithmetic on almost every draw.
_SMALL: Final = 1 << 32
_SAFE: Final = _SPAN - _SMALL
_CACHE: Final = 4096  # blocks (and keys) kept: a pure-function cache, emptied when full


def new_seed() -> int:
    """A fresh seed from the operating system's secure source, for a table nobody may predict."""
    return secrets.randbits(SEED_BITS)


def _int_bytes(value: int) -> bytes:
    """A one-to-one byte string for any integer (negative ones included)."""
    return value.to_bytes(value.bit_length() // 8 + 1, "little", signed=True)


@lru_cache(maxsize=1024)
def _seed_key(seed: int) -> bytes:
    """A 32-byte secret derived from a seed (cached per seed): the key of everything derived from it."""
    return hashlib.blake2b(_int_bytes(seed), digest_size=32, person=b"cosmic-seed").digest()


def derive(seed: int, purpose: str, index: int = 0) -> int:
    """A 128-bit number derived from ``seed`` with a keyed hash, one per ``(purpose, index)``: a bot's seed,
    a generator's key. Knowing derived numbers tells nothing of the seed or of the other derived numbers.
    """
    person = purpose.encode()
    if len(person) > 16:
        raise ValueError("a purpose is at most 16 bytes")
    digest = hashlib.blake2b(_int_bytes(index), digest_size=16, key=_seed_key(seed), person=person)
    return int.from_bytes(digest.digest(), "little")


def seed_state(seed: int, generator: str = KEYED) -> int:
    """The starting state of ``generator`` (``"keyed"`` or ``"splitmix64"``) for any integer seed."""
    if generator == KEYED:
        return _TAG | derive(seed, "engine") << 64
    if generator == SPLITMIX64:
        return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & _MASK
    raise ValueError(f"unknown generator {generator!r}; choose one of {', '.join(GENERATORS)}")


def to_plain(value: int) -> int | str:
    """A seed or a state as plain data msgpack can carry (it stops at 64 bits): the number itself if it
    fits, its decimal text if not."""
    return value if -(1 << 63) <= value <= _MASK else str(value)


def from_plain(value: object) -> int:
    """The inverse of ``to_plain``; raises ValueError on anything else."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lstrip("-").isdigit() and value.isascii():
        number = int(value)
        if to_plain(number) == value:  # one spelling per number: the one to_plain writes
            return number
    raise ValueError(f"not a seed or generator state: {value!r}")


def generator_of(state: int) -> str:
    """Which generator a state belongs to."""
    return KEYED if state > _MASK else SPLITMIX64


_blocks: Final[dict[int, tuple[int, ...]]] = {}  # state >> 3 -> the eight outputs of that block
_streams: Final[dict[int, hashlib.blake2b]] = {}  # state >> 64 (tag and key) -> the keyed hash, ready to copy


def _block(state: int) -> tuple[int, ...]:
    """The eight outputs of the block holding keyed ``state``'s next output (computed, then cached)."""
    head = state >> 64
    stream = _streams.get(head)
    if stream is None:
        if len(_streams) >= _CACHE:
            _streams.clear()
        key = (head ^ (_TAG >> 64)).to_bytes(_KEY_BITS // 8, "little")
        stream = _streams[head] = hashlib.blake2b(key=key, digest_size=64, person=_PERSON)
    h = stream.copy()
    h.update(((state & _MASK) >> 3).to_bytes(8, "little"))
    words = _WORDS(h.digest())
    if len(_blocks) >= _CACHE:
        _blocks.clear()
    _blocks[state >> 3] = words
    return words


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: return ``(new_state, 64-bit output)``."""
    if state > _MASK:
        return state + 1, (_blocks.get(state >> 3) or _block(state))[state & 7]
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class _Cursor:
    """Where a keyed stream's last draw stopped: the state it returned (the very object), that state's
    block and its place there. A draw from that same state object reads on from the cursor instead of
    shifting, hashing and looking up a 192-bit integer; any other state takes the lookup. One attribute,
    replaced whole, so that threads drawing at once (a bot thinking beside the table) never see half of
    an update."""

    __slots__ = ("mark",)

    def __init__(self) -> None:
        self.mark: tuple[object, tuple[int, ...], int] = (None, (), 0)


_ENGINE: Final = _Cursor()  # the draws of ``below`` (the game's own stream); each Rng keeps its own cursor
_SPENT: Final[tuple[object, tuple[int, ...], int]] = (None, (), 0)


def _keyed_below(cur: _Cursor, state: int, n: int) -> tuple[int, int]:
    """``below`` for a keyed state, reading on from ``cur`` when ``state`` is the one it last returned."""
    last, words, at = cur.mark
    if state is not last:
        words, at = _blocks.get(state >> 3) or _block(state), state & 7
    small = n <= _SMALL
    while True:
        value = words[at]
        state += 1
        at += 1
        if at == 8:  # the block is spent: the next draw looks its block up
            if (small and value < _SAFE) or value < _SPAN - _SPAN % n:
                cur.mark = _SPENT
                return state, value % n
            words, at = _blocks.get(state >> 3) or _block(state), 0
            continue
        if (small and value < _SAFE) or value < _SPAN - _SPAN % n:
            cur.mark = (state, words, at)
            return state, value % n


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, value)`` with value uniform in ``[0, n)`` (rejection sampling, no bias)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    if state > _MASK:  # keyed: the hottest function of a bot game
        return _keyed_below(_ENGINE, state, n)
    limit = _SPAN - _SPAN % n
    while True:  # SplitMix64, inlined
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


class Rng:
    """A small mutable wrapper for callers that own their generator (bots, tools, tests): keyed unless
    ``generator`` says otherwise."""

    __slots__ = ("_cursor", "state")

    def __init__(self, seed: int, generator: str = KEYED) -> None:
        self.state = seed_state(seed, generator)
        self._cursor = _Cursor()

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        state = self.state
        if state > _MASK and n > 0:
            self.state, value = _keyed_below(self._cursor, state, n)
        else:
            self.state, value = below(state, n)
        return value

    def choice(self, items: list[T]) -> T:
        """A uniform element of a non-empty list."""
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a list in place."""
        self.state = shuffle(self.state, items)
