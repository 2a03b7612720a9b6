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


def test_faq_citadels_go_with_a_discarded_sheet() -> None:
    """The Citadel sheet is discarded (a Reincarnator's incarnation replaced on its next loss): its
    citadels are discarded with it."""
    from game.aliens.citadel import citadels
    from game.aliens.reincarnator import Reincarnator
    from game.cards.catalog import CARD_NAME
    from game.scenario import run_scenario

    data = {
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 3]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 0, "type": "encounter_card", "card": "Attack 06"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
        ],
        "config": {
            "players": 3,
            "aliens": ["Reincarnator", "", ""],
            "alien_pool": ["Reincarnator", "Citadel", "Human"],
        },
        "setup": {
            "first_player": 0,
            "hands": {"0": ["Attack 06", "Attack 10"], "1": ["Attack 12", "Attack 04"], "2": ["Attack 04"]},
            "destiny_top": ["blue"],
        },
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    state = result.state
    assert hooks.borrowed(state, 0) == "Citadel"
    card = state.hands[0].pop()  # Citadel has laid its Attack 10 beside planet 1 as a citadel
    state.extra["Citadel"] = {"1": [card]}
    assert check_invariants(state) == []
    state.enc.outcome = "defense"
    Reincarnator().resolve(state, [], 0, "reincarnate", {})  # it loses again: Citadel's sheet goes
    assert hooks.borrowed(state, 0) == "Human"
    assert not any(citadels(state).values())
    assert CARD_NAME[state.discard[-1]] == "Attack 10"
    assert check_invariants(state) == []
