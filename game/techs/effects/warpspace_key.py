"""Warpspace Key: discarded during its owner's own Regroup, every ship of the owner in the warp returns to
its colonies."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events
from game.moves import retrieve_from_warp
from game.state import GameState
from game.techs import TechPower, power
from game.windows import REGROUP


class WarpspaceKey(TechPower):
    """Free all of one's own ships from the warp, as the offense at the start of the encounter."""

    name: ClassVar[str] = "Warpspace Key"
    windows: ClassVar[frozenset[str]] = frozenset((REGROUP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        if seat != state.offense or not state.warp[seat]:
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        retrieve_from_warp(state, ev, seat, state.warp[seat])


power(WarpspaceKey)
