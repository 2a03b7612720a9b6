"""Energy Cloak: discarded by the offense once it has chosen the planet it attacks, the defense may invite
no allies this encounter. FAQ: it blocks invitations only; a power that allies without an invitation
(Parasite) may still join the defense."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events, note
from game.state import GameState
from game.techs import TechPower, power
from game.windows import AIMED


class EnergyCloak(TechPower):
    """No invited allies for the defense."""

    name: ClassVar[str] = "Energy Cloak"
    windows: ClassVar[frozenset[str]] = frozenset((AIMED,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if seat != state.offense or enc.defense < 0 or enc.mods.no_defense_invite:
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        state.enc.mods.no_defense_invite = True
        note(ev, "defense_invitations_barred", seat=seat)


power(EnergyCloak)
