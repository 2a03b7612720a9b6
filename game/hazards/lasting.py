"""Hazards that stay in play and change the rules: The Cosmic Guardian and Temporal Anomaly."""

from __future__ import annotations

from typing import ClassVar

from game.cards.catalog import ATTACK, NEGOTIATE
from game.core import Events, note
from game.hazards.base import HazardEffect, discard_named, effect
from game.hazards.catalog import COSMIC_GUARDIAN, ENTROPY_BEAST, GUARDIAN_LIMIT, TEMPORAL_ANOMALY, THE_WITNESS
from game.state import GameState


class CosmicGuardian(HazardEffect):
    """While in play, an attack card worth more than 20 after every change (FAQ: Mirror's reversal
    counts) counts as a negotiate. The Entropy Beast and The Witness are discarded as it comes."""

    name: ClassVar[str] = COSMIC_GUARDIAN

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        discard_named(state, ev, ENTROPY_BEAST, THE_WITNESS)

    def pacifies(self, value: int, drawn_now: bool) -> bool:
        return value > GUARDIAN_LIMIT

    def before_resolution(self, state: GameState, ev: Events, hazard: int) -> None:
        enc = state.enc
        for side, seat in (("off", state.offense), ("def", enc.defense)):
            value = getattr(enc, f"{side}_value")
            if getattr(enc, f"{side}_kind") == ATTACK and self.pacifies(value, enc.mods.hazard == hazard):
                setattr(enc, f"{side}_kind", NEGOTIATE)
                note(ev, "attack_pacified", seat=seat, value=getattr(enc, f"{side}_value"))


effect(CosmicGuardian)


class TemporalAnomaly(HazardEffect):
    """While in play, turns pass to the right. Only the turn order changes (FAQ): invitations, alliance
    answers and timing order still go to the left."""

    name: ClassVar[str] = TEMPORAL_ANOMALY

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        note(ev, "turn_order_reversed")

    def turn_direction(self, state: GameState, hazard: int) -> int:
        return -1


effect(TemporalAnomaly)
