"""Set tests on the engine's hottest path, written for whichever build runs them.

``not ids.isdisjoint(items)`` is the fastest way for the interpreter, but compiled code (``game.native``)
calls a method by name for it, which costs several times a plain loop of membership tests. ``shares``
takes the loop when this module itself is compiled and the method otherwise: the same answer either way.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from typing import Final


def _probe() -> None:
    """Nothing: its type tells whether this module was compiled."""


COMPILED: Final = type(_probe).__name__ != "function"


def shares(ids: AbstractSet[object], items: Iterable[object]) -> bool:
    """Does ``items`` hold an element of ``ids``?"""
    if COMPILED:
        return any(item in ids for item in items)
    return not ids.isdisjoint(items)
