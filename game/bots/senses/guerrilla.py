"""Guerrilla: losing as a main player, each winner keeps only one ship in the encounter.

- Power (attrition): mandatory, one form.
- Super (weakened players with three ships or fewer lose them all): always played when offered (it is
  offered only on the seat's own attrition).
- Wild (blow up the attack on the holder's home planet after losing there): played when the attackers
  bring at least two ships, the cost being nothing but the flare's use.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE
from game.bots.situation import OFFENSE, View, side_ships


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 1.0 if side_ships(view, OFFENSE) >= 2 else -1.0


FLARE["Guerrilla"] = _flare
