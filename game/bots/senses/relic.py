"""Relic: a free colony whenever another player draws a new hand; ships home on its own new hand.

- ``relic_colony``: the planet of that home system with the fewest ships of others (the colony is
  likelier to last), the lowest planet on a tie.
- Wild (a ship out of the warp): when no other flare is held; Super (three ships on the new colony):
  always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View


def _crowd(view: View, planet: int) -> int:
    ships = view["planets"][planet].get("ships", {})
    return sum(int(n) for n in (ships.values() if isinstance(ships, dict) else ships))


def _colony(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: (_crowd(view, int(o["planet"])), o["planet"]))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 0.4 if not other_flares(view, int(option["card"])) else -1.0


CHOOSE["relic_colony"] = _colony
FLARE["Relic"] = _flare
