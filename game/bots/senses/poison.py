"""Poison: a hazard warning poisons the foreign colonies in its home system; a main player with two attacks
within 2 (4 with the Super) may win whatever the totals.

- Power (``lethal``, the win): made only when the seat's side is behind on the totals (ahead, it wins anyway
  and keeps the use unseen).
- Wild (the poisoning, offered only when there is a foreign colony in the holder's home system): always.
  Super (the win within 4): as the power.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, side_behind
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View


def _power(view: View, seat: int, option: Option) -> float:
    return 1.0 if side_behind(view, seat) else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "wild":
        return 1.0
    return _power(view, seat, option)


POWER["Poison"] = _power
FLARE["Poison"] = _flare
