"""Plasma Thrusters (lasting): its owner may send one ship more than the limit into every encounter (as the
offense launching, or as an ally: ``game.techs.launch_bonus``); as the defense, once the gate is aimed it
may move one ship from one of its other colonies onto the targeted planet (once per encounter)."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import colonies, move
from game.core import Events
from game.state import GameState
from game.techs import TechPower, mark_used, power, tech_id, used_now
from game.windows import AIMED

NAME = "Plasma Thrusters"


class PlasmaThrusters(TechPower):
    """One more ship in, and a defender flown in during the launch."""

    name: ClassVar[str] = NAME
    windows: ClassVar[frozenset[str]] = frozenset((AIMED,))

    def extra_launch(self, state: GameState, seat: int) -> int:
        return 1

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        if seat != state.enc.defense or target < 0 or used_now(state, seat, tech_id(NAME)):
            return []
        return [{"from": p} for p in colonies(state, seat) if p != target]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        mark_used(state, seat, tech_id(NAME))
        if state.enc.target >= 0:
            move(state, ev, seat, int(action["from"]), state.enc.target, 1)


power(PlasmaThrusters)
