"""Observer: its protection works only in Resolution (FAQ P8)."""

from __future__ import annotations

from encounter_kit import encounter, run

from game.aliens.observer import protects


def test_observer_protects_only_in_resolution() -> None:
    data = encounter(
        ["", "", "Observer"],
        {"0": ["Attack 12", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06"]},
        "Attack 12",
        "Attack 04",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},),
    )
    data["actions"] = data["actions"][:-2]  # stop before the cards are chosen
    state = run(data).state
    assert state.phase == "planning"
    assert not protects(state, 2, 2)
    state.phase = "resolution"
    assert protects(state, 2, 2)
    assert not protects(state, 2, 1)  # as an ally it protects only its own ships
