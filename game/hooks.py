"""Alien powers plug into the engine here, as hooks at named timing points.

A power is a ``Power`` subclass registered by name; it overrides only the hooks it needs. The phases call
the functions below at their timing points; no phase knows any alien's name. A seat's power acts only
while it is switched on (enough home colonies, base-rules R4.3), and simultaneous hooks run in timing
order (offense, defense, then clockwise).
"""

from __future__ import annotations

from typing import ClassVar

from game.core import Events, timing_order
from game.state import GameState


class Power:
    """Base class for an alien power. Every hook does nothing unless overridden."""

    name: ClassVar[str] = ""

    def on_phase_start(self, state: GameState, ev: Events, seat: int, phase: str) -> None:
        """Called as each phase begins (``start_turn``, ``regroup`` ... ``resolution``)."""

    def modify_total(self, state: GameState, seat: int, side: str, total: int) -> int:
        """Adjust a side's total in an attack-against-attack resolution; return the new total."""
        return total

    def on_encounter_end(self, state: GameState, ev: Events, seat: int) -> None:
        """Called once the encounter is over, before the win check."""


POWERS: dict[str, Power] = {}


def register(cls: type[Power]) -> type[Power]:
    """Class decorator: make a power available under its ``name``."""
    if not cls.name:
        raise ValueError("a power needs a name")
    POWERS[cls.name] = cls()
    return cls


def active(state: GameState) -> list[tuple[int, Power]]:
    """Seats with a working power, in timing order."""
    aliens = state.aliens
    out = []
    for seat in timing_order(state):
        name = aliens[seat]
        if name is not None and state.power_on[seat] and name in POWERS:
            out.append((seat, POWERS[name]))
    return out


def phase_start(state: GameState, ev: Events, phase: str) -> None:
    """Run every active power's phase-start hook."""
    state.phase = phase
    if not state.any_alien:
        return
    for seat, power in active(state):
        power.on_phase_start(state, ev, seat, phase)


def side_total(state: GameState, side: str, total: int) -> int:
    """Let active powers adjust a side's total."""
    if not state.any_alien:
        return total
    for seat, power in active(state):
        total = power.modify_total(state, seat, side, total)
    return total


def encounter_end(state: GameState, ev: Events) -> None:
    """Run every active power's end-of-encounter hook."""
    if not state.any_alien:
        return
    for seat, power in active(state):
        power.on_encounter_end(state, ev, seat)
