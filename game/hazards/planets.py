"""Hazards that take planets away: The Entropy Beast."""

from __future__ import annotations

from typing import Any, ClassVar

from game.board import GONE, remove_planet
from game.cards.catalog import DESTINY, DESTINY_SPECIAL, DESTINY_WILD
from game.core import Events, answer, ask_choice, note, push, step
from game.hazards.base import HazardEffect, discard_named, effect
from game.hazards.catalog import COSMIC_GUARDIAN, ENTROPY_BEAST, ENTROPY_MIN_PLANETS, THE_WITNESS
from game.prompts import Prompt
from game.state import GameState, Step


def short_system(state: GameState) -> int:
    """A seat whose home system holds fewer than three planets, or -1."""
    counts = [0] * state.n
    for system in state.planet_home:
        if system != GONE and 0 <= system < state.n:
            counts[system] += 1
    return next((s for s, c in enumerate(counts) if c < ENTROPY_MIN_PLANETS), -1)


class EntropyBeast(HazardEffect):
    """Discards The Cosmic Guardian and The Witness as it comes. Each special or wild destiny card drawn
    while it stays (every draw for destiny, a redrawn one too) takes the planet with the most ships (every
    player's counted) out of the game, its ships to the warp; the offense picks among a tie. While it is in
    play, a system of fewer than three planets, whatever caused it (even before the Beast came, FAQ W6),
    ends the game with every player losing: checked as it comes, after each planet it takes, and at every
    win check."""

    name: ClassVar[str] = ENTROPY_BEAST

    def on_draw(self, state: GameState, ev: Events, hazard: int) -> None:
        discard_named(state, ev, COSMIC_GUARDIAN, THE_WITNESS)
        push(state, ("hazard_loss_check",))

    def after_destiny(self, state: GameState, hazard: int, card: int) -> list[Step]:
        if DESTINY[card][0] in (DESTINY_SPECIAL, DESTINY_WILD):
            return [("entropy_beast",)]
        return []

    def everyone_loses(self, state: GameState, hazard: int) -> bool:
        return short_system(state) >= 0


effect(EntropyBeast)


@step("entropy_beast")
def entropy_beast(state: GameState, ev: Events) -> None:
    """The Beast takes the planet with the most ships; the offense picks among a tie."""
    n = state.n
    totals = {
        p: sum(state.ships[p * n : p * n + n]) for p, home in enumerate(state.planet_home) if home != GONE
    }
    if not totals:
        return
    most = max(totals.values())
    tied = [p for p, count in totals.items() if count == most]
    options = [{"type": "planet", "planet": p} for p in tied]
    ask_choice(state, ev, state.offense, "hazard_entropy_planet", options)


@answer("hazard_entropy_planet")
def _on_planet(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = int(action["planet"])
    note(ev, "planet_devoured_by_hazard", planet=planet, system=state.planet_home[planet])
    remove_planet(state, ev, planet)
    push(state, ("hazard_loss_check",))
