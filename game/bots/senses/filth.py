"""Filth: a winner sent off the target lands where it already has the most ships."""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE
from game.bots.situation import View


def _ships(view: View, planet: int) -> list[int]:
    return [int(c) for c in view["planets"][planet]["ships"]]


def _filth_land(view: View, seat: int, options: list[Option]) -> Option:
    return max(options, key=lambda o: (_ships(view, int(o["planet"]))[seat], -int(o["planet"])))


CHOOSE["filth_land"] = _filth_land
