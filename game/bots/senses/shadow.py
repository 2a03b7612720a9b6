"""Shadow: each destiny card naming another player costs that player a ship of Shadow's choice.

- Power (execute; on a wild, execute_any naming any player): ``shadow_execute`` picks the ship that hurts
  most: a lone ship (the colony goes), a foreign colony before a home one, else the thinnest colony. On a
  wild the player is the rival whose losses help the seat most.
- Super (on its own turn, put one of its ships from the warp on the planet just executed): a ship back,
  and a new colony when that planet is outside its home system and holds none of its ships; played.
- Wild (as a defense losing to an attack, one ship of its own sends every winning ship in the gate to
  the warp): always worth a ship; played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, rival_weight
from game.bots.senses.registry import AIMED, CHOOSE, FLARE, POWER
from game.bots.situation import View, is_home


def _execute(view: View, seat: int, options: list[Option]) -> Option:
    def key(o: Option) -> tuple[int, int, int, int]:
        player, planet = int(o["player"]), int(o["planet"])
        ships = int(view["planets"][planet]["ships"][player])
        return (int(ships > 1), int(is_home(view, planet, player)), ships, planet)

    return min(options, key=key)


def _any(view: View, seat: int, option: Option) -> float:
    player = option.get("player")
    return 1.0 + rival_weight(view, seat, player) if isinstance(player, int) else 1.0


def _flare(view: View, seat: int, option: Option) -> float:
    planet = option.get("planet")
    if option.get("half") == "super" and isinstance(planet, int):
        new = not is_home(view, planet, seat) and not view["planets"][planet]["ships"][seat]
        return 2.0 if new else 1.0
    return 1.0


CHOOSE["shadow_execute"] = _execute
POWER["Shadow"] = _any
AIMED.add("Shadow")
FLARE["Shadow"] = _flare
