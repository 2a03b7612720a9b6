"""Cryo: cold storage on its sheet, taken up as the hand with eight (Super: five) stored.

- Power (preserve): always made: the card stored is the hand's weakest (the generic answer to the card
  prompt) and a fresh card is drawn in its place.
- Power (thaw) and ``cryo_take``: the stored cards are taken up when they make a better hand than the one
  held (by ``THAW_MARGIN``), or when the hand has no encounter card and the storage has.
- Wild (a compensation taken from the hand comes to nothing): always played. Super: played with at least
  two other cards in hand.
"""

from __future__ import annotations

from game.bots.cards import hand_quality
from game.bots.senses.kit import Option, yes
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import View, aliens_of

THAW_MARGIN = 4.0


def storage(view: View) -> list[int]:
    """The seat's stored cards, from its own sheet."""
    return [int(c) for c in (view.get("alien_private") or {}).get("cold_storage", [])]


def better_stored(view: View, seat: int) -> bool:
    """Would the stored cards make a better hand than the one held?"""
    alien = aliens_of(view, seat)
    return hand_quality(storage(view), alien) > hand_quality(view["hand"] or [], alien) + THAW_MARGIN


def _power(view: View, seat: int, option: Option) -> float:
    if option.get("use") == "thaw":
        return 1.0 if better_stored(view, seat) else -1.0
    return 1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0 if len(view["hand"] or []) >= 3 else -1.0
    return 1.0


def _take(view: View, seat: int, options: list[Option]) -> Option:
    return yes(options, "take", better_stored(view, seat))


POWER["Cryo"] = _power
FLARE["Cryo"] = _flare
CHOOSE["cryo_take"] = _take
