"""Locust: which planet to devour, and both flare halves.

- Power (devour, mandatory, one form per lone colony): every devoured planet counts the same, so it eats
  the planet of the strongest rival's system (one planet fewer for the leader to defend and build on).
- Super (devour where it outnumbers the others): a permanent colony and the others' ships sent to the
  warp: always worth it, more so the more rival ships go.
- Wild (4 of its own ships to destroy a planet outside the Locust's system): worth it only against
  rivals' colonies, weighed by how dangerous each owner is, never on a planet with its own ships.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, other_flares, rival_weight
from game.bots.senses.registry import FLARE, FORM
from game.bots.situation import View, colonies_of

WILD_COST = 1.5  # four ships to the warp


def _devour(view: View, seat: int, options: list[Option]) -> Option:
    def owner_strength(o: Option) -> tuple[int, int]:
        system = int(view["planets"][int(o["planet"])]["system"])
        return (colonies_of(view, system) if system >= 0 else -1, -int(o["planet"]))

    return max(options, key=owner_strength)


def _flare(view: View, seat: int, option: Option) -> float:
    planet = view["planets"][int(option["planet"])]
    ships = [int(c) for c in planet["ships"]]
    spare = 0.3 * other_flares(view, int(option["card"]))
    if option.get("use") == "super":
        return 1.5 + 0.1 * sum(c for s, c in enumerate(ships) if s != seat) - spare
    if ships[seat]:
        return -1.0
    system = int(planet["system"])
    value = sum(rival_weight(view, seat, s) * (1 + c / 4) for s, c in enumerate(ships) if c and s != system)
    if system >= 0 and system != seat:
        value += 0.25 * rival_weight(view, seat, system)  # one home planet fewer for that player
    return value - WILD_COST - spare


FORM["Locust"] = _devour
FLARE["Locust"] = _flare
