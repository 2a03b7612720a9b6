"""Free colonies (``moves.free_colony``: Siren, Prophet): a planet outside the seat's home system (a foreign
colony) with the fewest ships, the ship taken from the colony with the most."""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE
from game.bots.situation import View


def _ships(view: View, planet: int) -> list[int]:
    return [int(c) for c in view["planets"][planet]["ships"]]


def _home(view: View, planet: int) -> int:
    return int(view["planets"][planet]["system"])


def _free_colony(view: View, seat: int, options: list[Option]) -> Option:
    return min(
        options,
        key=lambda o: (
            _home(view, int(o["planet"])) == seat,
            sum(_ships(view, int(o["planet"]))),
            o["planet"],
        ),
    )


def _free_colony_from(view: View, seat: int, options: list[Option]) -> Option:
    return max(options, key=lambda o: (_ships(view, int(o["src"]))[seat], -int(o["src"])))


CHOOSE["free_colony"] = _free_colony
CHOOSE["free_colony_from"] = _free_colony_from
