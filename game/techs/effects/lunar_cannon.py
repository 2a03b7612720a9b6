"""Lunar Cannon (lasting): on completion its token goes between two of its owner's home planets; as a main
player or ally in an encounter at a planet next to the token, the owner adds 10 to its side's total;
whenever a wild destiny card is drawn, the owner may move the token between two planets of any system.

The token (``state.extra[TOKEN]``: the two planets it sits between) stays while the card is in play and
leaves with it (FAQ: the card can be researched again only once discarded, which removes the token). It
sits between planets, so it goes wherever their system goes (FAQ K4).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any, ClassVar

from game import hooks
from game.board import system_planets
from game.cards.catalog import DESTINY, DESTINY_WILD
from game.core import Events, answer, ask_choice, note
from game.prompts import Prompt
from game.state import GameState
from game.techs import TechPower, in_play, power
from game.techs.view import EXTRAS
from game.windows import DESTINY_DRAWN

NAME = "Lunar Cannon"
TOKEN = "Lunar Cannon/token"  # state.extra: [planet, planet], the planets the token sits between
BONUS = 10


def token(state: GameState) -> list[int]:
    """The planets the Lunar Cannon token sits between (empty: not in play)."""
    return list(state.extra.get(TOKEN, ()))


def pairs(state: GameState, system: int) -> list[list[int]]:
    """The places for the token in ``system``: each two neighbouring planets, in planet order."""
    planets = system_planets(state, system)
    if len(planets) == 1:
        return [[planets[0], planets[0]]]
    return [[a, b] for a, b in pairwise(planets)]


def cannon_total(state: GameState, side: str, total: int, parts: dict[str, Any]) -> int:
    """+10 to the side of an owner taking part (main player or ally) at a planet next to the token."""
    place = state.extra.get(TOKEN)
    if not place or state.enc.target not in place:
        return total
    for owner in in_play(state, NAME):
        if hooks.side_of(state, owner) == side:
            total += BONUS
    return total


hooks.TECH_TOTALS.append(cannon_total)
EXTRAS[NAME] = token


class LunarCannon(TechPower):
    """A token worth 10 to its owner's side in encounters beside it."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((DESTINY_DRAWN,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        if (
            target < 0
            or DESTINY[target][0] != DESTINY_WILD
            or target in (state.enc.mods.lunar_cannon_moved or ())
        ):
            return []
        here = token(state)
        return [
            {"planets": pair} for system in range(state.n) for pair in pairs(state, system) if pair != here
        ]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        if state.enc.mods.lunar_cannon_moved is None:
            state.enc.mods.lunar_cannon_moved = []
        state.enc.mods.lunar_cannon_moved.append(state.enc.destiny_card)
        place(state, ev, seat, [int(p) for p in action["planets"]])

    def on_complete(self, state: GameState, ev: Events, seat: int) -> None:
        options = [{"type": "lunar_cannon", "planets": pair} for pair in pairs(state, seat)]
        if options:
            ask_choice(state, ev, seat, "lunar_cannon_place", options)

    def on_leave(self, state: GameState, ev: Events, seat: int) -> None:
        if state.extra.pop(TOKEN, None) is not None:
            note(ev, "lunar_cannon_removed", seat=seat)


power(LunarCannon)


def place(state: GameState, ev: Events, seat: int, planets: list[int]) -> None:
    """Put the token between ``planets``."""
    state.extra[TOKEN] = planets
    note(ev, "lunar_cannon_placed", seat=seat, planets=planets)


@answer("lunar_cannon_place")
def _on_place(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    place(state, ev, prompt.seat, [int(p) for p in action["planets"]])
