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


def offer(state: GameState, seat: int, use: str, limit: int = 40) -> dict[str, Any] | None:
    """Pass windows until ``seat`` is offered ``use`` (a power use or a flare half's); that option's first
    form, or None if the windows close first."""
    for _ in range(limit):
        waiting = [p for p in state.prompts if p.ctx == "window"]
        if not waiting:
            return None
        for p in waiting:
            if p.seat == seat:
                found = [o for o in p.options if o.get("use") == use]
                if found:
                    return dict(found[0])
        act(state, waiting[0].seat, {"type": "pass"})
    return None


def card(state: GameState, seat: int, name: str) -> int:
    """A card named ``name`` in ``seat``'s hand."""
    from game.cards.catalog import CARD_NAME

    return next(c for c in state.hands[seat] if CARD_NAME[c] == name)


def attack(
    state: GameState, planet: int = 5, ships: int = 4, invites: tuple[list[int], list[int]] = ([], [])
) -> None:
    """Seat 0 aims at ``planet``, launches ``ships`` from planet 0 and both main players invite."""
    act(state, 0, {"type": "aim", "planet": planet})
    pass_windows(state)
    act(state, 0, {"type": "launch", "ships": [[0, ships]]})
    pass_windows(state)
    act(state, 0, {"type": "invite", "seats": invites[0]})
    act(state, 1, {"type": "invite", "seats": invites[1]})


def cards(state: GameState, off: str, dfn: str) -> list[Any]:
    """Both main players choose their encounter cards; the events that followed."""
    events = act(state, 0, {"type": "encounter_card", "card": card(state, 0, off)})
    return events + act(state, 1, {"type": "encounter_card", "card": card(state, 1, dfn)})
