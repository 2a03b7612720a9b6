"""Pygmy: its power has no uses (the board does it all).

- Wild (the winning allies collect half their rewards): always, once offered (the seat's side lost).
- Super (as the defense, the offense's attack halved): when the seat's side is behind on the totals.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, side_behind
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "wild":
        return 1.0
    return 1.0 if side_behind(view, seat) else -1.0


FLARE["Pygmy"] = _flare
