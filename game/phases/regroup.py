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
    if state.tech_card:  # the Technology variant: the research step comes first (R9.1.2)
        push(state, ("research",), ("regroup_rest",))
        return
    _rest(state)


@step("regroup_rest")
def regroup_rest(state: GameState, ev: Events) -> None:
    """Regroup after the research step."""
    _rest(state)


def _rest(state: GameState) -> None:
    if state.any_alien:  # a power's win that is immediate (Masochist) is checked as Regroup starts
        push(state, ("window", REGROUP, -1), ("win_check",), ("regroup_retrieve",))
    else:
        push(state, ("window", REGROUP, -1), ("regroup_retrieve",))


@step("regroup_retrieve")
def regroup_retrieve(state: GameState, ev: Events) -> None:
    """One ship from the warp to a colony of the offense's choice; with no colony, by the table's rule
    either to any home planet (FAQ P2, default) or into the gate.

    Powers may change it: ``mods.regroup_by`` (another seat retrieves instead of the offense),
    ``mods.regroup_count`` (how many ships)."""
    mods = state.enc.mods
    off = int(mods.regroup_by if mods.regroup_by is not None else state.offense)
    count = min(int(mods.regroup_count if mods.regroup_count is not None else 1), state.warp[off])
    if count <= 0 or mods.no_retrieve:  # a power replaced the retrieval
        return
    if colonies(state, off):
        place_ships(state, ev, off, WARP, count, "retrieve_ships")
    elif state.config.regroup_without_colony == REGROUP_GATE and off == state.offense:
        move(state, ev, off, WARP, GATE, count)
    else:
        home = [p for p in system_planets(state, off) if not ships_on(state, p, off)]
        if not home:  # every home planet has left the game: the ship stays in the warp
            return
        extra = {"count": count} if count > 1 else {}
        ask_choice(state, ev, off, "regroup_home", [{"type": "retrieve", "planet": p, **extra} for p in home])


@answer("regroup_home")
def _on_home(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    move(state, ev, prompt.seat, WARP, action["planet"], action.get("count", 1))
