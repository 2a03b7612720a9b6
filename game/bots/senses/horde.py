"""Horde: its tokens come by themselves (mandatory); it places them on its thinnest home colony, where
an attack would find the fewest defenders.

- Wild (a ship of no colour on a colony): always.
- Super (twice the tokens this encounter): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View, is_home


def _place(view: View, seat: int, options: list[Option]) -> Option:
    def weakness(o: Option) -> tuple[bool, int, int]:
        planet = int(o["planet"])
        return (not is_home(view, planet, seat), int(view["planets"][planet]["ships"][seat]), planet)

    return min(options, key=weakness)


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0


CHOOSE["horde_place"] = _place
FLARE["Horde"] = _flare
