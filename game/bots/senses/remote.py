"""Remote: take a remote from the player nearest to winning; activate remotes whenever it can (four
more ships on its side, four fewer on the owner's colonies).

- Wild (draft a player with two ships): when the side may be short of ships.
- Super (two remotes at once): always.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View, colonies_of


def _power(view: View, seat: int, option: Option) -> float:
    if "player" in option:
        return 1.0 + 0.2 * colonies_of(view, int(option["player"]))
    return 1.0 + 0.5 * len(option.get("players", []))


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return 0.6


POWER["Remote"] = _power
FLARE["Remote"] = _flare
