"""Regroup: the window for start-of-encounter cards, then the offense must take one ship out of the warp."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.board import GATE, WARP, colonies, move, ships_on, system_planets
from game.config import REGROUP_GATE
from game.core import Events, answer, ask_choice, push, step
from game.moves import place_ships
from game.prompts import Prompt
from game.state import GameState
from game.windows import REGROUP


@step("regroup")
def regroup(state: GameState, ev: Events) -> None:
    """Open the Regroup window (Plague, Mobius Tubes), then retrieve a ship (R3.3)."""
    hooks.phase_start(state, ev, "regroup")
    push(state, ("window", REGROUP, -1), ("regroup_retrieve",))


@step("regroup_retrieve")
def regroup_retrieve(state: GameState, ev: Events) -> None:
    """One ship from the warp to a colony of the offense's choice; with no colony, by the table's rule
    either to any home planet (FAQ P2, default) or into the gate."""
    off = state.offense
    if not state.warp[off]:
        return
    if colonies(state, off):
        place_ships(state, ev, off, WARP, 1, "retrieve_ships")
    elif state.config.regroup_without_colony == REGROUP_GATE:
        move(state, ev, off, WARP, GATE, 1)
    else:
        home = [p for p in system_planets(state, off) if not ships_on(state, p, off)]
        ask_choice(state, ev, off, "regroup_home", [{"type": "retrieve", "planet": p} for p in home])


@answer("regroup_home")
def _on_home(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    move(state, ev, prompt.seat, WARP, action["planet"], 1)
