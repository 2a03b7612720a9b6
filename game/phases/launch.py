"""Launch: aim the hyperspace gate at a planet of the defending system and send 1 to 4 ships (R3.5)."""

from __future__ import annotations

from typing import Any

from game import hooks, techs
from game.board import GATE, move, ships_on, ships_on_colonies, system_planets
from game.core import Events, answer, ask, ask_choice, note, push, step
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import AIMED, LAUNCH

MAX_LAUNCH = 4


def target_planets(state: GameState) -> list[int]:
    """Planets the gate may be aimed at: in the defense's system where the offense has no colony, or, after
    its own colour, the planets of the offense's system where the defense has a colony."""
    enc = state.enc
    off = state.offense
    if enc.own_system:
        return [p for p in system_planets(state, off) if ships_on(state, p, enc.defense)]
    return [p for p in system_planets(state, enc.defense) if not ships_on(state, p, off)]


@step("launch")
def launch(state: GameState, ev: Events) -> None:
    """Ask the offense where to aim the gate."""
    hooks.phase_start(state, ev, "launch")
    push(state, ("window", LAUNCH, -1), ("launch_aim",))


@step("launch_aim")
def launch_aim(state: GameState, ev: Events) -> None:
    """Ask the offense where to aim the gate (a power may already have aimed it)."""
    if state.enc.target >= 0:
        push(state, ("window", AIMED, state.enc.target), ("launch_ships",))
        return
    options = [{"type": "aim", "planet": p} for p in target_planets(state)]
    ask_choice(state, ev, state.offense, "launch_aim", options)


@answer("launch_aim")
def _on_aim(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.enc.target = action["planet"]
    note(ev, "gate_aimed", planet=action["planet"], defense=state.enc.defense)
    push(state, ("window", AIMED, action["planet"]), ("launch_ships",))


@step("launch_ships")
def launch_ships(state: GameState, ev: Events) -> None:
    """The gate is aimed: the offense launches its ships, unless a power replaced the launch
    (``mods.launch_replaced``: a planet went through the gate instead)."""
    if not state.enc.mods.launch_replaced:
        _ask_ships(state, ev, state.offense)


def _ask_ships(state: GameState, ev: Events, seat: int) -> None:
    # Ships already in the gate (Mobius Tubes, or a Regroup into the gate) count towards the limit.
    already = state.gate[seat]
    sources = hooks.free_sources(state, seat, ships_on_colonies(state, seat))
    room = (
        int(state.enc.mods.launch_limit if state.enc.mods.launch_limit is not None else MAX_LAUNCH)
        + techs.launch_bonus(state, seat)
        - already
    )
    if not sources or room <= 0:
        if not already:
            note(ev, "nothing_to_launch", seat=seat)  # the encounter goes on (FAQ P4)
        return
    low = 0 if already else 1
    chooser = state.enc.mods.launch_by
    if chooser is not None and chooser != seat:  # another seat picks where the ships come from
        top = min(room, sum(int(count) for _, count in sources))
        options = [{"type": "launch_count", "count": k} for k in range(low, top + 1)]
        ask_choice(state, ev, seat, "launch_count", options)
        return
    spec = {"type": "launch", "sources": sources, "min": low, "max": room}
    ask(state, seat, SHIPS, "launch_ships", spec=spec)


@answer("launch_count")
def _on_launch_count(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """The offense said how many ships it launches; the seat of ``mods.launch_by`` picks their colonies."""
    count = int(action["count"])
    chooser = state.enc.mods.launch_by
    note(ev, "launch_count", seat=prompt.seat, count=count, by=chooser)
    if count <= 0 or chooser is None:
        return
    spec = {
        "type": "launch_for",
        "sources": hooks.free_sources(state, prompt.seat, ships_on_colonies(state, prompt.seat)),
        "min": count,
        "max": count,
        "player": prompt.seat,
    }
    ask(state, int(chooser), SHIPS, "launch_for", spec=spec)


@answer("launch_for")
def _on_launch_for(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    owner = int(prompt.spec["player"])
    for loc, count in action["ships"]:
        move(state, ev, owner, loc, GATE, count)


@answer("launch_ships")
def _on_launch(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, GATE, count)
