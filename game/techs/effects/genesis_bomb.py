"""Genesis Bomb (hidden): at the start of any encounter its owner reveals and discards it; the Genesis
planet joins the owner's home system and any or all of the researching ships settle on it (the others go
home as usual).

The Genesis planet is one more planet on the table: the state's per-planet lists grow by one planet
(``ships`` by ``n`` zeros, ``planet_home`` by its system). It is a home planet like the others: one more
the owner can lose before its power switches off (FAQ). A second Genesis Bomb moves the planet, with every
ship on it, to the new owner's system (FAQ §4.3); ``state.extra[PLANET]`` remembers which planet it is.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import GONE, TECH, move, refresh_power
from game.core import Events, answer, ask_choice, note
from game.prompts import Prompt
from game.state import GameState
from game.techs import TechPower, power
from game.techs.view import EXTRAS
from game.windows import REGROUP

NAME = "Genesis Bomb"
PLANET = "Genesis Bomb/planet"  # state.extra: the Genesis planet's number, once it is in play


def genesis_planet(state: GameState) -> int:
    """The Genesis planet's number (-1: not in play)."""
    planet = int(state.extra.get(PLANET, -1))
    return planet if planet >= 0 and state.planet_home[planet] != GONE else -1


EXTRAS[NAME] = genesis_planet


def bring_planet(state: GameState, ev: Events, seat: int) -> int:
    """Put the Genesis planet in ``seat``'s home system: a new planet, or the one already in play moved
    there with its ships. Returns its number."""
    planet = genesis_planet(state)
    if planet < 0:
        planet = len(state.planet_home)
        state.ships.extend([0] * state.n)
        state.planet_home.append(seat)
        state.extra[PLANET] = planet
        note(ev, "genesis_planet", seat=seat, planet=planet, system=seat, moved=False)
        return planet
    old = state.planet_home[planet]
    state.planet_home[planet] = seat
    note(ev, "genesis_planet", seat=seat, planet=planet, system=seat, moved=True)
    for system in dict.fromkeys((old, seat)):  # home colonies change on both sides
        if system >= 0:
            refresh_power(state, ev, system)
    return planet


class GenesisBomb(TechPower):
    """A sixth home planet."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((REGROUP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        planet = bring_planet(state, ev, seat)
        ships = min(int(action.get("researchers", 0)), state.tech_ships[seat])
        if ships:
            options = [{"type": "genesis_settle", "planet": planet, "ships": k} for k in range(ships, -1, -1)]
            ask_choice(state, ev, seat, "genesis_settle", options)


power(GenesisBomb)


@answer("genesis_settle")
def _on_settle(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    move(state, ev, prompt.seat, TECH, int(action["planet"]), int(action["ships"]))
