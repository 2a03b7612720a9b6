"""Lunatic: a main player may also ally against itself.

- Power (uninvited): offered inside the alliance prompt (``sides``), so ``alliance.answer_ally`` weighs
  joining the other side like any alliance: worth it when that side looks likely to win (its ships then
  earn rewards or a colony whatever its own fate).
- Wild (each reward a card and a ship): always worth playing when offered.
- Super (no ship limit when allying against itself): played with many ships to spare.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, spare_colony_ships
from game.bots.senses.registry import FLARE
from game.bots.situation import View


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 0.8 if spare_colony_ships(view, seat) >= 8 else -1.0
    return 2.0


FLARE["Lunatic"] = _flare
