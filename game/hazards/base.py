"""What a hazard card does: a ``HazardEffect`` per card name, registered with ``effect``; the engine calls
the hooks of the hazards in play where they matter (``game.hazards.deck``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from game.core import Events, note
from game.hazards.catalog import HAZARD_NAME
from game.state import GameState, Step


class HazardEffect:
    """One hazard card's effect. Subclasses set ``name`` and override the hooks they need."""

    name: ClassVar[str] = ""

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        """The card was just drawn and turned face up (it is in ``state.hazards_in_play``)."""

    def before_invitations(self, state: GameState, ev: Events, hazard: int) -> None:
        """The Alliance phase starts: the main players are known, no ally is invited yet."""

    def before_resolution(self, state: GameState, ev: Events, hazard: int) -> None:
        """The encounter cards are revealed and every value change is made; the winner is not decided."""

    def on_totals(self, state: GameState, ev: Events, hazard: int, off_total: int, def_total: int) -> None:
        """The sides' totals are known (attack against attack), the winner is not decided yet."""

    def pacifies(self, value: int, drawn_now: bool) -> bool:
        """While in play, does a revealed attack of ``value`` count as a negotiate (``drawn_now``: the card
        was drawn for this encounter)? The engine and the bots both ask this."""
        return False

    def turn_direction(self, state: GameState, hazard: int) -> int:
        """+1 if turns pass to the left (the rule), -1 if this hazard makes them pass to the right."""
        return 1

    def after_destiny(self, state: GameState, hazard: int, card: int) -> list[Step]:
        """A destiny card was just drawn (before any hazard it warns of): steps this hazard adds."""
        return []

    def must_invite(self, state: GameState, hazard: int, seat: int) -> list[int]:
        """The players ``seat`` must invite as a main player while this hazard is in play."""
        return []

    def everyone_loses(self, state: GameState, hazard: int) -> bool:
        """Does this hazard end the game now with every player losing?"""
        return False


EFFECTS: dict[str, HazardEffect] = {}


def effect(cls: type[HazardEffect]) -> type[HazardEffect]:
    """Register a hazard's effect under its card name: ``effect(MyHazard)`` on the line after the class."""
    if cls.name in EFFECTS:
        raise RuntimeError(f"hazard {cls.name!r} registered twice")
    EFFECTS[cls.name] = cls()
    return cls


Hook = Callable[[HazardEffect, GameState, Events, int], None]


def discard_in_play(state: GameState, ev: Events, hazard: int) -> None:
    """A hazard in play goes face up to the hazard discards."""
    state.hazards_in_play.remove(hazard)
    state.hazard_discard.append(hazard)
    note(ev, "hazard_discarded", hazard=hazard, name=HAZARD_NAME[hazard])


def discard_named(state: GameState, ev: Events, *names: str) -> None:
    """The hazards in play with these names are discarded (a card that sends others away as it comes)."""
    for hazard in [h for h in state.hazards_in_play if HAZARD_NAME[h] in names]:
        discard_in_play(state, ev, hazard)


def in_play(state: GameState, name: str) -> bool:
    """Is a hazard of this name in play?"""
    return any(HAZARD_NAME[h] == name for h in state.hazards_in_play)
