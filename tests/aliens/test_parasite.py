"""Parasite: allying uninvited (with the defense too, FAQ), a zapped infestation, and its flare halves."""

from __future__ import annotations

from typing import Any

from game.engine import apply
from game.scenario import check_expectations, run_scenario

START = [
    {"seat": 0, "type": "aim", "planet": 5},
    {"seat": 0, "type": "launch", "ships": [[0, 3]]},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 1, "type": "invite", "seats": []},
]
HANDS = {"0": ["Attack 10", "Attack 06"], "1": ["Attack 12"], "2": ["Attack 04"]}


def _run(actions: list[dict[str, Any]], aliens: list[str], hands: Any = None, **setup: Any) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens},
        "setup": {"first_player": 0, "hands": hands or HANDS, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def test_faq_parasite_may_ally_with_the_defense_uninvited() -> None:
    result = _run([*START], ["", "", "Parasite"])
    prompt = result.state.prompts[0]
    assert prompt.seat == 2 and prompt.spec["sides"] == ["offense", "defense"]
    result = _run(
        [*START, {"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]}], ["", "", "Parasite"]
    )
    assert check_expectations(result, {"defense_allies": [2], "ally_ships": [0, 0, 2]}) == []


def test_invited_by_one_side_it_may_still_join_the_other() -> None:
    actions = [*START[:2], {"seat": 0, "type": "invite", "seats": [2]}, START[3]]
    result = _run(actions, ["", "", "Parasite"])
    assert result.state.prompts[0].spec["uninvited"] == ["defense"]
    result = _run(
        [*actions, {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]}], ["", "", "Parasite"]
    )
    assert check_expectations(result, {"offense_allies": [2], "no_events": ["power_used"]}) == []


def test_a_zapped_infestation_leaves_the_ships_at_home() -> None:
    hands = {**HANDS, "1": ["Attack 12", "Cosmic Zap"]}
    result = _run(
        [*START, {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 4]]}],
        ["", "", "Parasite"],
        hands,
    )
    zap = next(o for o in result.state.prompts[0].options if o["type"] == "play")
    apply(result.state, {"seat": 1, **zap})
    assert result.state.enc.off_allies == 0 and result.state.gate == [3, 0, 0]
    assert result.state.ships[10 * 3 + 2] == 4


def test_nobody_else_allies_uninvited() -> None:
    result = _run([*START], ["", "", ""])
    assert sorted((p.seat, p.ctx) for p in result.state.prompts) == [(0, "select_card"), (1, "select_card")]


def test_super_lifts_the_four_ship_limit() -> None:
    hands = {**HANDS, "2": ["Attack 04", "Flare: Parasite"]}
    result = _run(
        [
            *START[:2],
            {"seat": 2, "type": "play", "card": "Flare: Parasite", "half": "super", "use": "super"},
            *START[2:],
            {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 4], [11, 3]]},
        ],
        ["", "", "Parasite"],
        hands,
    )
    assert check_expectations(result, {"gate": [3, 0, 7], "hand_contains": {"2": ["Flare: Parasite"]}}) == []


def test_wild_lands_on_a_home_planet_of_a_player_who_lost_its_power() -> None:
    hands = {**HANDS, "1": ["Attack 04"], "2": ["Attack 04", "Flare: Parasite"]}
    result = _run(
        [
            *START,
            {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Parasite",
                "half": "wild",
                "use": "wild",
                "player": 1,
                "planet": 8,
            },
            {"seat": 2, "type": "colony", "ships": [[10, 1]]},
        ],
        ["", "Will", ""],
        hands,
        ships={"1": {"5": 1, "6": 4, "7": 4}},
    )
    expect = {
        "power_on": [True, False, True],
        "ships": {"8": {"2": 1}, "5": {"0": 3}},
        "events": ["colony_infested"],
    }
    assert check_expectations(result, expect) == []
