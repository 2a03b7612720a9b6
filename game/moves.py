"""Steps that move ships where their owner chooses: returning home, losing ships, retrieving from the warp."""

from __future__ import annotations

from typing import Any

from game.board import ALLY, GATE, WARP, colonies, movable_ships, move, pool
from game.core import Events, answer, ask, note, step
from game.prompts import PLACE, SHIPS, Prompt
from game.state import GameState, Step


@step("return_ships")
def return_ships(state: GameState, ev: Events, seat: int, src: str) -> None:
    """All of ``seat``'s ships in ``src`` (gate or ally slot) go back to colonies of its choice.

    With no colony to go to they go to the warp (base-rules R3.10.3).
    """
    count = pool(state, src)[seat]
    if not count:
        return
    place_ships(state, ev, seat, src, count, "return_ships")


@step("retrieve_from_warp")
def retrieve_from_warp(state: GameState, ev: Events, seat: int, count: int) -> None:
    """Take ``count`` of ``seat``'s ships out of the warp onto colonies of its choice (rewards).

    Ships with no colony to go to stay in the warp.
    """
    count = min(count, state.warp[seat])
    if count and colonies(state, seat):
        place_ships(state, ev, seat, WARP, count, "retrieve_ships")


def send_home(state: GameState, seats: list[int]) -> list[Step]:
    """Steps that return the named seats' ships in the gate and beside the planet to their colonies."""
    steps: list[Step] = []
    for s in seats:
        if state.gate[s]:
            steps.append(("return_ships", s, GATE))
        if state.dally[s]:
            steps.append(("return_ships", s, ALLY))
    return steps


def place_ships(state: GameState, ev: Events, seat: int, src: str, count: int, ctx: str) -> None:
    """Move ``count`` ships from ``src`` onto the seat's colonies, asking how to spread them if it matters."""
    targets = colonies(state, seat)
    if not targets:
        if src != WARP:
            move(state, ev, seat, src, WARP, count)
        return
    if len(targets) == 1:
        move(state, ev, seat, src, targets[0], count)
        return
    ask(state, seat, PLACE, ctx, spec={"type": "place", "count": count, "planets": targets, "src": src})


def _on_place(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    src = prompt.spec["src"]
    for planet, count in action["ships"]:
        move(state, ev, prompt.seat, src, planet, count)


answer("return_ships")(_on_place)
answer("retrieve_ships")(_on_place)


@step("lose_ships")
def lose_ships(state: GameState, ev: Events, seat: int, count: int, reason: str) -> None:
    """``seat`` loses ``count`` ships of its choice to the warp, or all it has if fewer (R4.7)."""
    sources = movable_ships(state, seat)
    available = sum(c for _, c in sources)
    if count <= 0 or not available:
        return
    if available <= count or len(sources) == 1:
        for loc, c in sources:
            move(state, ev, seat, loc, WARP, min(c, count))
            count -= min(c, count)
            if not count:
                break
        note(ev, "ships_lost", seat=seat, reason=reason)
        return
    ask(
        state,
        seat,
        SHIPS,
        "lose_ships",
        spec={"type": "lose", "sources": sources, "min": count, "max": count, "reason": reason},
    )


@answer("lose_ships")
def _on_lose(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, WARP, count)
    note(ev, "ships_lost", seat=prompt.seat, reason=prompt.spec["reason"])
