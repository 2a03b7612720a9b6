"""Sting: name a substitute whenever ships come back (half the lost ships for some cards): the player
nearest to winning, who loses ships for the cards.

- Wild (one ship back, one card given): worth it when the hand is not tiny.
- Super (every lost ship back): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, colonies_of

SMALL_HAND = 2


def _substitute(view: View, seat: int, option: Option) -> float:
    return 1.0 + 0.2 * colonies_of(view, int(option["player"]))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.5
    if len(view.get("hand") or []) <= SMALL_HAND:
        return -1.0
    return 0.5 + 0.1 * colonies_of(view, int(option.get("player", seat)))


POWER["Sting"] = _substitute
FLARE["Sting"] = _flare
