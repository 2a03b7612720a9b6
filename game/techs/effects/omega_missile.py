"""Omega Missile: discarded at the start of any encounter, its owner destroys a planet of any system: the
planet leaves the game and every ship on it goes to the warp. FAQ: a player still needs three home
colonies to keep its power (``board.remove_planet`` checks it); a system left without planets cannot be
the target of destiny, which is drawn again (``destiny.can_target_system``)."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import GONE, remove_planet
from game.core import Events
from game.state import GameState
from game.techs import TechPower, power
from game.windows import REGROUP


class OmegaMissile(TechPower):
    """One planet less."""

    name: ClassVar[str] = "Omega Missile"
    windows: ClassVar[frozenset[str]] = frozenset((REGROUP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        return [{"planet": p} for p, home in enumerate(state.planet_home) if home != GONE]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        planet = int(action["planet"])
        if state.planet_home[planet] != GONE:
            remove_planet(state, ev, planet)


power(OmegaMissile)
