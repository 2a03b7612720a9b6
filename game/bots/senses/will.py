"""Will: as the offense, once destiny is drawn, it picks whom to meet and on which planet.

- Power (choice): mandatory, one form per player. The player chosen is the one with the weakest planet
  the seat may aim at (fewest of that player's ships there; ties: the player with more colonies), and
  ``will_target`` then picks that planet.
- Wild (meet the player destiny named on one of its colonies away from home): played only when that
  colony is weaker than every home planet of the player the seat could aim at, and on the weakest one.
- Super (look at a hand before destiny): what it shows reaches the seat's events only, not its view: never
  played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, can_aim
from game.bots.senses.registry import CHOOSE, FLARE, FORM
from game.bots.situation import View, colonies_of

NONE = 99


def defenders(view: View, player: int, planet: int) -> int:
    """``player``'s ships on ``planet``."""
    return int(view["planets"][planet]["ships"][player])


def targets(view: View, seat: int, player: int, home_ok: bool = True) -> list[int]:
    """Planets where the seat (the offense) may meet ``player``: its colonies, and (``home_ok``) any
    planet of its home system, that the seat may aim at."""
    out = []
    for p in view["planets"]:
        planet = p["planet"]
        if not can_aim(view, seat, planet):
            continue
        if p["ships"][player] or (home_ok and p["system"] == player):
            out.append(planet)
    return out


def weakest(view: View, seat: int, player: int) -> int:
    """Fewest of ``player``'s ships on a planet the seat may meet it on (NONE if there is none)."""
    return min((defenders(view, player, p) for p in targets(view, seat, player)), default=NONE)


def _form(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: (weakest(view, seat, o["player"]), -colonies_of(view, o["player"])))


def _target(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: (defenders(view, o["player"], o["planet"]), o["planet"]))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super" or "planet" not in option:
        return -1.0
    player, planet = int(option["player"]), int(option["planet"])
    home = [p for p in targets(view, seat, player) if view["planets"][p]["system"] == player]
    at_home = min((defenders(view, player, p) for p in home), default=NONE)
    here = defenders(view, player, planet)
    return 1.0 + (at_home - here) * 0.1 if here < at_home else -1.0


FORM["Will"] = _form
CHOOSE["will_target"] = _target
FLARE["Will"] = _flare
