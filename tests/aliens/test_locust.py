"""Locust: devouring a planet where it sits alone (the planet leaves the game and counts as its foreign
colony for good), the FAQ's rulings (colony comparisons count devoured planets; a system with no planet
left makes destiny draw again; home systems that lose planets), its flare halves and what it may not do."""

from __future__ import annotations

from typing import Any

import pytest

from game import hooks
from game.board import GONE, foreign_colony_count, home_colony_count
from game.engine import apply, new_game
from game.errors import IllegalAction
from game.phases.destiny import special_choice
from game.scenario import check_expectations, make_setup, named_cards, run_scenario, scenario_config
from game.state import GameState

# seat 0's ships: 2 alone on blue's planet 6 (blue keeps its other four planets)
LONE = {"0": {"0": 4, "1": 4, "2": 4, "3": 6, "6": 2}, "1": {"5": 4, "7": 4, "8": 4, "9": 4}}
HANDS = {"0": ["Attack 04", "Attack 06"], "1": ["Attack 12"], "2": ["Attack 06"]}
WILD = {"seat": 2, "type": "play", "card": "Flare: Locust", "half": "wild", "use": "wild"}


def _data(
    actions: list[dict[str, Any]],
    ships: dict[str, dict[str, int]],
    hands: dict[str, list[str]] | None = None,
    aliens: list[str] | None = None,
    expect: dict[str, Any] | None = None,
    destiny: list[str] | None = None,
) -> dict[str, Any]:
    return {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens or ["Locust", "", ""], "incursion": True},
        "setup": {
            "first_player": 0,
            "hands": hands or HANDS,
            "destiny_top": destiny or ["blue"],
            "ships": ships,
        },
        "expect": expect or {},
    }


def _check(data: dict[str, Any]) -> Any:
    result = run_scenario(data)
    assert result.error is None, (result.error, [(e.kind, e.data) for e in result.events][-20:])
    problems = check_expectations(result, data["expect"])
    assert problems == [], (problems, [(e.kind, e.data) for e in result.events][-20:], result.state.prompts)
    return result


def test_devours_a_planet_where_it_is_alone() -> None:
    """At the start of Regroup the lone colony on blue's planet 6 is devoured: the planet leaves the game,
    Locust's 2 ships there go back to its other colonies (its choice), and it still counts as a colony."""
    result = _check(
        _data(
            [{"seat": 0, "type": "place", "ships": [[3, 2]]}],
            LONE,
            expect={
                "events": ["planet_devoured", "planet_removed"],
                "foreign_colonies": [1, 0, 0],
                "ships": {"3": {"0": 8}},
            },
        )
    )
    state = result.state
    assert state.planet_home[6] == GONE
    assert hooks.public_info(state, 0) == {"devoured": [6]}


def test_no_devouring_while_another_players_ship_shares_the_planet() -> None:
    ships = {**LONE, "1": {"5": 4, "6": 1, "7": 4, "8": 4, "9": 3}}
    _check(_data([], ships, expect={"no_events": ["planet_devoured"], "foreign_colonies": [1, 0, 0]}))


def test_devoured_planets_stay_with_the_player_when_the_power_is_lost_or_stolen() -> None:
    """The power text: a devoured planet counts for its devourer even if the power is lost or stolen, and
    does not go with a stolen power."""
    result = _check(_data([{"seat": 0, "type": "place", "ships": [[3, 2]]}], LONE))
    state = result.state
    hooks.trade_aliens(state, 0, 1)
    assert state.aliens[1] == "Locust"
    assert foreign_colony_count(state, 0) == 1 and foreign_colony_count(state, 1) == 0
    state.aliens[0] = None
    assert foreign_colony_count(state, 0) == 1


def test_faq_devoured_planets_count_when_colonies_are_compared() -> None:
    """FAQ (Locust, Sniveler): devoured planets count wherever foreign colonies are compared: here the
    "most foreign colonies" destiny card names the Locust's player."""
    result = _check(_data([{"seat": 0, "type": "place", "ships": [[3, 2]]}], LONE))
    state = result.state
    state.offense = 2
    assert special_choice(state, "most_foreign_colonies") == 0


def _blue_gone(state: GameState) -> None:
    for p in range(5, 10):
        state.planet_home[p] = GONE


def test_faq_p3_destiny_draws_again_when_a_system_has_no_planet_left() -> None:
    """FAQ P3 (Omega Missile, Locust): blue's five planets are gone, so a blue destiny card is drawn again
    and purple becomes the defense."""
    data = _data([], {"1": {}}, destiny=["blue", "purple"], aliens=["", "", ""])
    config = scenario_config(data["config"])
    base = make_setup(data["setup"], config)

    def setup(state: GameState) -> None:
        base(state)
        _blue_gone(state)

    state, events = new_game(config, setup)
    kinds = [e.kind for e in events]
    assert "destiny_redraw" in kinds
    assert state.enc.defense == 2


def test_wild_destroys_a_planet_and_goes_to_the_locust() -> None:
    """Wild: seat 2 sends 4 of its ships to the warp to destroy blue's planet 7; blue's ships there go to
    the warp, blue is left with two home colonies (R4.3: its power is off), and the flare goes to the
    Locust's player (seat 0). Nobody keeps a destroyed planet."""
    ships = {"1": {"5": 4, "6": 4, "7": 4}, "2": {"10": 5, "11": 4, "12": 4}}
    hands = {"0": ["Attack 04"], "1": ["Attack 12"], "2": ["Attack 06", "Flare: Locust"]}
    result = _check(
        _data(
            [{**WILD, "planet": 7}, {"seat": 2, "type": "lose", "ships": [[10, 4]]}],
            {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 4}, **ships},
            hands=hands,
            expect={
                "events": ["planet_destroyed"],
                "power_on": [True, False, True],
                "hand_contains": {"0": ["Flare: Locust"]},
                "foreign_colonies": [0, 0, 0],
            },
        )
    )
    state = result.state
    assert state.planet_home[7] == GONE
    assert state.warp[1] == 8 + 4 and home_colony_count(state, 1) == 2


def test_wild_may_not_destroy_a_planet_of_the_locusts_home_system() -> None:
    """The Wild spares the Locust's home system: the play is refused and nothing changes."""
    hands = {"0": ["Attack 04"], "1": ["Attack 12"], "2": ["Attack 06", "Flare: Locust"]}
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 4}}
    result = run_scenario(_data([], ships, hands=hands))
    state = result.state
    prompt = next(p for p in state.prompts if p.seat == 2)
    offered = sorted(o["planet"] for o in prompt.options if o.get("use") == "wild")
    assert offered == list(range(5, 15))
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, named_cards({**WILD, "planet": 2}, state.hands[2]))
    assert state == before


def test_super_devours_where_it_outnumbers_the_others() -> None:
    """Super: 3 Locust ships against 1 of blue's on planet 6: blue's ship goes to the warp and the planet is
    devoured (it counts for the Locust)."""
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 5, "6": 3}, "1": {"5": 4, "6": 1, "7": 4, "8": 4, "9": 4}}
    hands = {"0": ["Attack 04", "Flare: Locust"], "1": ["Attack 12"], "2": ["Attack 06"]}
    result = _check(
        _data(
            [
                {
                    "seat": 0,
                    "type": "play",
                    "card": "Flare: Locust",
                    "half": "super",
                    "use": "super",
                    "planet": 6,
                },
                {"seat": 0, "type": "place", "ships": [[3, 3]]},
            ],
            ships,
            hands=hands,
            expect={"events": ["planet_devoured"], "foreign_colonies": [1, 0, 0], "ships": {"3": {"0": 8}}},
        )
    )
    assert result.state.planet_home[6] == GONE and result.state.warp[1] == 4
