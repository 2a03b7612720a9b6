"""Vacuum Turbines: discarded at the start of any encounter, its owner draws four cards, keeps any of them
and discards the rest."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, answer, ask
from game.deck import discard_from_hand, draw
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.techs import TechPower, power
from game.windows import REGROUP

DRAWN = 4


class VacuumTurbines(TechPower):
    """Draw four, keep what you like."""

    name: ClassVar[str] = "Vacuum Turbines"
    windows: ClassVar[frozenset[str]] = frozenset((REGROUP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        return [{}] if state.deck or state.discard else []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        drawn = draw(state, ev, seat, DRAWN)
        if drawn:
            spec = {"type": "discard", "from": drawn, "count": len(drawn), "min": 0}
            ask(state, seat, CARDS, "vacuum_turbines_discard", spec=spec)


power(VacuumTurbines)


@answer("vacuum_turbines_discard")
def _on_discard(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    discard_from_hand(state, ev, prompt.seat, action["cards"])
