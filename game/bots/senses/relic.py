"""Relic: a free colony whenever another player draws a new hand; ships home on its own new hand.

- ``relic_colony``: the planet of that home system with the fewest ships of others (the colony is
  likelier to last), the lowest planet on a tie.
- ``relic_from`` (the colony the ship comes from): one it does not empty, the fullest; if every one would
  be emptied, a home planet while the power keeps three home colonies without it, else a foreign colony
  (the new colony replaces it: no colony lost toward the win, and the power stays).
- ``NEW_HAND`` (for the others' bots): another player's new hand is a colony for the Relic (worth a
  colony to every other seat when it is free to land; its own new hand, ships back from the warp, half).
- Wild (a ship out of the warp): when no other flare is held; Super (three ships on the new colony):
  always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares
from game.bots.senses.registry import CHOOSE, FLARE, NEW_HAND
from game.bots.situation import View


def _crowd(view: View, planet: int) -> int:
    ships = view["planets"][planet].get("ships", {})
    return sum(int(n) for n in (ships.values() if isinstance(ships, dict) else ships))


def _colony(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: (_crowd(view, int(o["planet"])), o["planet"]))


def _from(view: View, seat: int, options: list[Option]) -> Option:
    homes = sum(1 for i, p in enumerate(view["planets"]) if p["system"] == seat and _mine(view, i, seat))
    spare_home = homes > 3

    def key(o: Option) -> tuple[bool, int, bool, int]:
        src = int(o["src"])
        home = view["planets"][src]["system"] == seat
        return (_mine(view, src, seat) > 1, _mine(view, src, seat), home == spare_home, -src)

    return max(options, key=key)


def _mine(view: View, planet: int, seat: int) -> int:
    return int(view["planets"][planet]["ships"][seat])


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 0.4 if not other_flares(view, int(option["card"])) else -1.0


def _new_hand(view: View, seat: int, owner: int, drawer: int) -> float:
    if owner == seat:
        return 0.0
    if drawer == owner:
        return 0.5 if view["players"][owner]["warp"] else 0.0
    return 1.0


NEW_HAND["Relic"] = _new_hand
CHOOSE["relic_colony"] = _colony
CHOOSE["relic_from"] = _from
FLARE["Relic"] = _flare
