"""What a tech does: a ``TechPower`` per tech card, registered by name with ``power`` (one line after the
class, ``power(MyTech)``; docs/aliens.md, "Registering"). The rest of the variant is ``game.techs``."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core import Events
from game.state import GameState
from game.techs.catalog import TECH_NAME


class TechPower:
    """What one tech does. Subclasses set ``name`` and ``windows`` and override what they need."""

    name: ClassVar[str] = ""
    windows: ClassVar[frozenset[str]] = frozenset()  # play windows where it has an optional use

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        """The uses ``seat`` may make of this tech in ``window`` now: argument dicts (``{}`` for a use
        without arguments); empty if none."""
        return []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        """Carry out a use chosen from ``options`` (the tech has already been revealed and, if it is not
        lasting, discarded)."""

    def on_complete(self, state: GameState, ev: Events, seat: int) -> None:
        """The tech was just completed by ``seat`` (tokens come into play, a second power is drawn ...)."""

    def takes_researchers(self, state: GameState, seat: int) -> bool:
        """On completion, does this tech put its researching ships somewhere itself (so they do not go
        home as usual)?"""
        return False

    def on_leave(self, state: GameState, ev: Events, seat: int) -> None:
        """The tech left play (discarded, cancelled): what it brought leaves with it."""

    def extra_launch(self, state: GameState, seat: int) -> int:
        """Ships ``seat`` may send into an encounter beyond the usual limit (launching or allying)."""
        return 0

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        """Cosmic cards kept on the tech, outside the hand (for the card census)."""
        return []

    def secret_slots(self, state: GameState, viewer: int | None) -> list[tuple[Any, Any]]:
        """(container, key) of the cards kept on the tech that ``viewer`` may not see (for sampling)."""
        return []


POWERS: dict[str, TechPower] = {}


def power(cls: type[TechPower]) -> type[TechPower]:
    """Register a tech's power under its ``name``: ``power(MyTech)`` on the line after the class."""
    if cls.name not in TECH_NAME:
        raise RuntimeError(f"no tech card named {cls.name!r}")
    POWERS[cls.name] = cls()
    return cls
