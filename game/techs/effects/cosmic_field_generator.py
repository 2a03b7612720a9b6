"""Cosmic Field Generator: discarded at any time to stop one alien power (its owner's too) for the rest of
the encounter, as a Cosmic Zap would: it answers a power use in its zap window and acts through Cosmic
Zap's own effect (``artifacts.cosmic_cancel``). It is a tech, not an artifact, so a Card Zap cannot stop
it (a tech use is no card play)."""

from __future__ import annotations

from typing import Any, ClassVar

from game.cards.artifacts import cosmic_cancel, cosmic_zappable
from game.core import Events
from game.state import GameState
from game.techs import TechPower, power
from game.windows import ZAP, pending_play


class CosmicFieldGenerator(TechPower):
    """A Cosmic Zap that is no card."""

    name: ClassVar[str] = "Cosmic Field Generator"
    windows: ClassVar[frozenset[str]] = frozenset((ZAP,))

    def options(self, state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
        return [{"play": target}] if cosmic_zappable(pending_play(state, target)) else []

    def resolve(self, state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
        cosmic_cancel(state, ev, seat, int(action["play"]))


power(CosmicFieldGenerator)
