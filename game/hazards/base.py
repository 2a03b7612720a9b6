"""What a hazard card does: a ``HazardEffect`` per card name, registered with ``effect``; the engine calls
the hooks of the hazards in play where they matter (``game.hazards.deck``)."""

from __future__ import annotations

from collections.abc import Callable

from game.core import Events
from game.state import GameState


class HazardEffect:
    """One hazard card's effect. Subclasses set ``name`` and override the hooks they need."""

    name: str = ""

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        """The card was just drawn and turned face up (it is in ``state.hazards_in_play``)."""

    def before_invitations(self, state: GameState, ev: Events, hazard: int) -> None:
        """The Alliance phase starts: the main players are known, no ally is invited yet."""

    def before_resolution(self, state: GameState, ev: Events, hazard: int) -> None:
        """The encounter cards are revealed and every value change is made; the winner is not decided."""

    def turn_direction(self, state: GameState, hazard: int) -> int:
        """+1 if turns pass to the left (the rule), -1 if this hazard makes them pass to the right."""
        return 1


EFFECTS: dict[str, HazardEffect] = {}


def effect(cls: type[HazardEffect]) -> type[HazardEffect]:
    """Register a hazard's effect under its card name."""
    if cls.name in EFFECTS:
        raise RuntimeError(f"hazard {cls.name!r} registered twice")
    EFFECTS[cls.name] = cls()
    return cls


Hook = Callable[[HazardEffect, GameState, Events, int], None]
