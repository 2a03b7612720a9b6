"""Coldsleep Ship: discarded at the start of any encounter, its owner founds a colony on a planet outside
its home system where it has none, with up to four ships from its other colonies. Completed by a player
with no colony to bring the researchers home to, it lands them all on such a planet at once (FAQ: the new
colony takes every researching ship), and is spent."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import GONE, TECH, colonies, move, ships_on, ships_on_colonies
from game.core import Events, answer, ask, ask_choice, note
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.techs import TechPower, discard_tech, power, tech_id
from game.windows import REGROUP

NAME = "Coldsleep Ship"
MAX_SHIPS = 4


def landing_planets(state: GameState, seat: int) -> list[int]:
    """Planets outside ``seat``'s home system (still in the game) where it has no colony."""
    home = state.planet_home
    return [p for p in range(len(home)) if home[p] not in (seat, GONE) and not ships_on(state, p, seat)]


class ColdsleepShip(TechPower):
    """A new foreign colony out of nowhere."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((REGROUP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        if not colonies(state, seat):
            return []
        return [{"planet": p} for p in landing_planets(state, seat)]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        planet = int(action["planet"])
        sources = ships_on_colonies(state, seat)
        if not sources or planet not in landing_planets(state, seat):
            return
        spec = {"type": "coldsleep", "planet": planet, "sources": sources, "min": 1, "max": MAX_SHIPS}
        ask(state, seat, SHIPS, "coldsleep_ships", spec=spec)

    def takes_researchers(self, state: GameState, seat: int) -> bool:
        return not colonies(state, seat) and bool(landing_planets(state, seat))

    def on_complete(self, state: GameState, ev: Events, seat: int) -> None:
        if state.tech_ships[seat] and not colonies(state, seat):
            planets = landing_planets(state, seat)
            if planets:
                options = [{"type": "coldsleep_land", "planet": p} for p in planets]
                ask_choice(state, ev, seat, "coldsleep_land", options)


power(ColdsleepShip)


@answer("coldsleep_ships")
def _on_ships(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = int(prompt.spec["planet"])
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, planet, int(count))
    note(ev, "colony_founded", seat=prompt.seat, planet=planet)


@answer("coldsleep_land")
def _on_land(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Every researching ship lands on the chosen planet; the tech is used up."""
    seat, planet = prompt.seat, int(action["planet"])
    move(state, ev, seat, TECH, planet, state.tech_ships[seat])
    note(ev, "colony_founded", seat=seat, planet=planet)
    note(ev, "tech_used", seat=seat, tech=tech_id(NAME), name=NAME, planet=planet)
    discard_tech(state, ev, seat, tech_id(NAME))
