"""What the table may know of the techs: completed techs and the tech discard pile are face up; a tech in
research is face down (its owner alone knows it: ``my_tech``), with the ships on it in view."""

from __future__ import annotations

from typing import Any

from game.state import GameState

EXTRAS: dict[str, Any] = {}  # name -> fn(state) -> public data a tech adds (its tokens), set by tech modules
KEPT: dict[str, Any] = {}  # name -> fn(state, seat) -> cards ``seat`` keeps secretly on that tech (its own)


def public_techs(state: GameState) -> dict[str, Any]:
    """The public side of the Technology variant."""
    return {
        "deck_size": len(state.tech_deck),
        "discard": list(state.tech_discard),
        "players": [
            {
                "researching": state.tech_card[s] >= 0,
                "ships": state.tech_ships[s],
                "done": list(state.techs_done[s]),
            }
            for s in range(len(state.tech_card))
        ],
        "tokens": {name: fn(state) for name, fn in sorted(EXTRAS.items())},
    }


def my_tech(state: GameState, seat: int) -> int | None:
    """The face-down tech ``seat`` researches (its own secret), or None."""
    if not state.tech_card or not 0 <= seat < len(state.tech_card) or state.tech_card[seat] < 0:
        return None
    return state.tech_card[seat]


def my_tech_cards(state: GameState, seat: int) -> dict[str, list[int]]:
    """The cards ``seat`` keeps secretly on its techs, by tech name (its own secret)."""
    out = {name: list(fn(state, seat)) for name, fn in sorted(KEPT.items())}
    return {name: cards for name, cards in out.items() if cards}
