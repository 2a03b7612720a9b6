"""Warhawk: a negotiate facing it is an attack 00, its own negotiate a copy of the opponent's card.

- The power is mandatory: nothing to decide.
- Wild (the opponent's negotiate becomes an attack 00): when the seat's side shows an attack (it then
  wins outright unless its total is lower than the opponent's ships). Super (+5 after a change): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import OFFENSE, View, side_of
from game.cards.catalog import ATTACK


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    side = side_of(view, seat)
    if not side:
        return -1.0
    mine = view["encounter"]["offense_as" if side == OFFENSE else "defense_as"]
    return 1.0 if mine == ATTACK else -1.0


FLARE["Warhawk"] = _flare
