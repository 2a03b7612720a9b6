"""Glutton: two more of every card draw, card take and retrieval (mandatory: nothing to decide).

- Wild (win at the start of a Regroup with more than twice every other hand): always, as offered.
- Super (four more cards instead of two): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    return 2.0 if option.get("half") == "wild" else 1.0


FLARE["Glutton"] = _flare
