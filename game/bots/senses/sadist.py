"""Sadist: wins once every other player has lost eight ships.

- Power (inflict): mandatory, one form, nothing to decide.
- Wild (a card per player who lost ships to the seat): always worth playing when offered.
- Super (another player takes the offense's ship back, a third loses one): played only when the seat
  itself takes the ship back, making the strongest rival lose one.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, best_rival
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") != "super":
        return 2.0
    if option.get("player") != seat:
        return -1.0
    return 1.5 if option.get("victim") == best_rival(view, seat) else 0.5


FLARE["Sadist"] = _flare
