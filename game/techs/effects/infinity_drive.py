"""Infinity Drive: discarded at the end of any encounter (its owner's too), its owner has an encounter of
its own at once, from Regroup on, if it holds an encounter card; then play goes on where it stopped (the
interrupted turn resumes with its own encounter count, so a second encounter is offered as before).

It uses the engine's extra encounter (``mods.extra_encounter``, ``turn.extra_encounter``) with no set
defense: destiny finds it. It is not offered during an encounter that is itself an interruption, nor
when another extra encounter is already due, so that no granted encounter is lost."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, note
from game.deck import has_encounter_card
from game.state import GameState
from game.techs import TechPower, power
from game.windows import END


class InfinityDrive(TechPower):
    """An encounter out of turn."""

    name: ClassVar[str] = "Infinity Drive"
    windows: ClassVar[frozenset[str]] = frozenset((END,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        mods = state.enc.mods
        if (
            mods.interrupting is not None
            or mods.extra_encounter is not None
            or not has_encounter_card(state.hands[seat])
        ):
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        state.enc.mods.extra_encounter = [seat, -1]
        note(ev, "extra_encounter_granted", seat=seat)


power(InfinityDrive)
