"""Hazards that bind players together: Alliance."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import REMOVED, move, ships_on_colonies
from game.core import Events, answer, ask, ask_choice, clockwise_from_left, note, push, step
from game.hazards.base import HazardEffect, effect
from game.hazards.catalog import ALLIANCE
from game.prompts import SHIPS, Prompt
from game.state import GameState

PACT = "hazard_alliance"  # state.extra: [the seat that drew Alliance, the seat it named]


class Alliance(HazardEffect):
    """The offense sets a ship from one of its colonies on the card (the ship is out of the game while
    the card stays, which is for good) and names another player; the two are allies for the rest of the
    game: whenever either is a main player, it must invite the other (when that player may be invited at
    all: not the opposing main player, not a seat a power bars from allying)."""

    name: ClassVar[str] = ALLIANCE

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        push(state, ("hazard_alliance_ship",))

    def must_invite(self, state: GameState, hazard: int, seat: int) -> list[int]:
        pact = state.extra.get(PACT)
        if not pact or seat not in pact:
            return []
        return [s for s in pact if s != seat]


effect(Alliance)


@step("hazard_alliance_ship")
def hazard_alliance_ship(state: GameState, ev: Events) -> None:
    """The offense sets one ship from one of its colonies on the card (none if it has no colony)."""
    sources = ships_on_colonies(state, state.offense)
    if not sources:
        _name_partner(state, ev)
        return
    spec: dict[str, Any] = {"type": "alliance_ship", "sources": sources, "min": 1, "max": 1}
    ask(state, state.offense, SHIPS, "hazard_alliance_ship", spec=spec)


@answer("hazard_alliance_ship")
def _on_ship(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    for planet, count in action["ships"]:
        move(state, ev, prompt.seat, int(planet), REMOVED, int(count))
    _name_partner(state, ev)


def _name_partner(state: GameState, ev: Events) -> None:
    options = [{"type": "pact", "player": s} for s in clockwise_from_left(state, state.offense)]
    ask_choice(state, ev, state.offense, "hazard_alliance_partner", options)


@answer("hazard_alliance_partner")
def _on_partner(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.extra[PACT] = [prompt.seat, int(action["player"])]
    note(ev, "hazard_pact", seats=[prompt.seat, int(action["player"])])
