"""Xenon Lasers (lasting): as a main player or ally, once the encounter cards are revealed, its owner may
add 1 to its own side's total or take 1 from it (once per encounter). The change is a lasting total
change of the encounter (``hooks.TECH_TOTALS``), so the sides' breakdowns show it under ``powers``."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.core import Events
from game.state import GameState
from game.techs import TechPower, mark_used, power, tech_id, used_now
from game.windows import REVEAL

NAME = "Xenon Lasers"


def lasers_total(state: GameState, side: str, total: int, parts: dict[str, Any]) -> int:
    """Each change made this encounter counts for the side of the seat that made it."""
    for key, change in (state.enc.mods.xenon_lasers or {}).items():
        if hooks.side_of(state, int(key)) == side:
            total += int(change)
    return total


hooks.TECH_TOTALS.append(lasers_total)


class XenonLasers(TechPower):
    """One more or one less on one's own side, after the reveal."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((REVEAL,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        if not hooks.side_of(state, seat) or used_now(state, seat, tech_id(NAME)):
            return []
        return [{"change": 1}, {"change": -1}]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        mark_used(state, seat, tech_id(NAME))
        if state.enc.mods.xenon_lasers is None:
            state.enc.mods.xenon_lasers = {}
        state.enc.mods.xenon_lasers[str(seat)] = int(action["change"])


power(XenonLasers)
