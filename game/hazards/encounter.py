"""Hazards that change the rules for the encounter they are drawn in: Cosmic Nebula and Black Hole."""

from __future__ import annotations

from game.core import Events, note
from game.hazards.base import HazardEffect, effect
from game.hazards.catalog import BLACK_HOLE, COSMIC_NEBULA
from game.state import GameState


@effect
class CosmicNebula(HazardEffect):
    """Every power use this encounter is zapped (what needs no use keeps working, FAQ Z1). Not an
    artifact: no card cancels it (FAQ)."""

    name = COSMIC_NEBULA

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        state.enc.zapped = (1 << state.n) - 1
        note(ev, "powers_zapped_by_hazard", name=COSMIC_NEBULA)


@effect
class BlackHole(HazardEffect):
    """Ships that would reach the warp this encounter leave the game instead, down to the ships each
    player needs to win (``game.moves``, as for ships eradicated); an effect of nobody, so it acts after
    every player's own (FAQ X1): ships a power keeps out of the warp (Zombie) are not touched (FAQ)."""

    name = BLACK_HOLE

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        state.enc.mods.ships_leave_game = True
