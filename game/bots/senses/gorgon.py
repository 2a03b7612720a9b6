"""Gorgon: its rule is mandatory (nothing to decide).

- Wild (freeze a planet): freeze a planet of its own with the most ships of its own (safe from the warp).
- Super (cancel a Cosmic Zap on the power): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") != "wild":
        return 2.0
    planet = option.get("planet")
    if not isinstance(planet, int):
        return -1.0
    mine = int(view["planets"][planet]["ships"][seat])
    return 0.2 * mine - 0.5


FLARE["Gorgon"] = _flare
