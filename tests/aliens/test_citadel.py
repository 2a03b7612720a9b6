"""Citadel ruling (FAQ, Citadel): citadels stay on the table while Citadel's sheet is face down (its power
lost): they remain counted and shown."""

from __future__ import annotations

from encounter_kit import run

from game import hooks
from game.board import refresh_power
from game.invariants import check_invariants
from game.scenario import load_scenario


def test_citadels_stay_when_the_power_is_lost() -> None:
    data = load_scenario("tests/scenarios/aliens/citadel-defends-planet.toml")
    data["actions"] = data["actions"][:2]
    state = run(data).state
    assert hooks.public_info(state, 2)["citadels"] == {"5": hooks.held_cards(state)}
    n = state.n
    for planet in (10, 11, 12):  # Citadel's ships leave three home planets: its power goes
        state.warp[2] += state.ships[planet * n + 2]
        state.ships[planet * n + 2] = 0
    refresh_power(state, [], 2)
    assert not state.power_on[2]
    assert check_invariants(state) == []
    assert len(hooks.public_info(state, 2)["citadels"]["5"]) == 1
