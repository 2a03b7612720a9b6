"""Helpers for the Cosmic Alliance alien tests: a three-player table (seat 0 attacks seat 1's system) stopped
at its first prompt, and small drivers that answer the prompts the test does not care about."""

from __future__ import annotations

from typing import Any

from game.engine import apply
from game.scenario import run_scenario
from game.state import GameState

ALLIANCE = {"expansions": ["alliance"]}


def table(
    aliens: list[str],
    hands: dict[str, list[str]],
    *,
    ships: dict[str, dict[str, int]] | None = None,
    extra_setup: dict[str, Any] | None = None,
) -> GameState:
    """A fresh table (seat 0's turn, destiny: seat 1), at its first prompt."""
    setup: dict[str, Any] = {"first_player": 0, "hands": hands, "destiny_top": ["blue"]}
    setup.update(extra_setup or {})
    if ships:
        setup["ships"] = ships
    data = {"config": {"players": len(aliens), "aliens": aliens, **ALLIANCE}, "setup": setup, "actions": []}
    result = run_scenario(data)
    assert result.error is None, result.error
    return result.state


def prompt_of(state: GameState, seat: int) -> Any:
    """The open prompt of ``seat`` (fails if it has none)."""
    found = [p for p in state.prompts if p.seat == seat]
    assert found, [(p.seat, p.ctx) for p in state.prompts]
    return found[0]


def act(state: GameState, seat: int, body: dict[str, Any]) -> list[Any]:
    """Apply ``seat``'s answer (an illegal one raises)."""
    return list(apply(state, {"seat": seat, **body}))


def pass_windows(state: GameState, limit: int = 60) -> list[Any]:
    """Pass every open timing window (and no other prompt); the events that followed."""
    events: list[Any] = []
    for _ in range(limit):
        waiting = [p for p in state.prompts if p.ctx == "window"]
        if not waiting:
            return events
        events += act(state, waiting[0].seat, {"type": "pass"})
    raise AssertionError("windows never closed")
