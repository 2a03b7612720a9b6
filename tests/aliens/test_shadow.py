"""Shadow: one execution per destiny card drawn (FAQ), the optional execution on a wild, and its flare."""

from __future__ import annotations

from typing import Any

from game.scenario import check_expectations, run_scenario

HANDS = {"0": ["Attack 06", "Attack 10"], "1": ["Attack 08"], "2": ["Attack 04"]}


def _run(actions: list[dict[str, Any]], aliens: list[str], expect: dict[str, Any], **setup: Any) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens},
        "setup": {"first_player": 0, "hands": HANDS, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    assert check_expectations(result, expect) == []
    return result


def test_faq_one_execution_for_each_destiny_card_drawn() -> None:
    """Red (the offense's own colour) comes first and is redrawn; blue follows: two executions."""
    _run(
        [
            {"seat": 2, "type": "execute", "player": 0, "planet": 0},
            {"seat": 2, "type": "execute", "player": 1, "planet": 6},
        ],
        ["", "", "Shadow"],
        {"event_counts": {"ship_executed": 2, "destiny_drawn": 2}, "warp": [1, 1, 0], "defense": 1},
        destiny_top=["red", "blue"],
    )


def test_a_wild_lets_shadow_choose_to_execute_or_not() -> None:
    result = _run([], ["", "", "Shadow"], {}, destiny_top=["wild"])
    options = next(p for p in result.state.prompts if p.seat == 2).options
    assert {"type": "pass"} in options
    assert {"type": "power", "alien": "Shadow", "use": "execute_any", "player": 0} in options
    _run(
        [
            {"seat": 2, "type": "power", "alien": "Shadow", "use": "execute_any", "player": 1},
            {"seat": 2, "type": "execute", "player": 1, "planet": 7},
        ],
        ["", "", "Shadow"],
        {"warp": [0, 1, 0], "ships": {"7": {"1": 3}}, "prompts": [[0, "destiny_wild"]]},
        destiny_top=["wild"],
    )


def test_shadow_does_not_execute_its_own_ships() -> None:
    _run(
        [],
        ["", "", "Shadow"],
        {"no_events": ["ship_executed", "power_used"], "defense": 2},
        destiny_top=["purple"],
    )


def test_wild_sends_the_winning_ships_to_the_warp() -> None:
    hands = {**HANDS, "1": ["Attack 04", "Flare: Shadow"]}
    _run(
        [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 3]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
            {"seat": 1, "type": "play", "card": "Flare: Shadow", "half": "wild", "use": "wild"},
            {"seat": 1, "type": "lose", "ships": [[6, 1]]},
        ],
        ["", "", ""],
        {
            "warp": [3, 5, 0],
            "ships": {"5": {"0": 0, "1": 0}, "6": {"1": 3}},
            "hand_contains": {"1": ["Flare: Shadow"]},
            "foreign_colonies": [0, 0, 0],
        },
        hands=hands,
    )


def test_super_puts_a_ship_from_the_warp_where_one_was_executed() -> None:
    hands = {**HANDS, "0": ["Attack 10", "Flare: Shadow"]}
    _run(
        [
            {"seat": 0, "type": "place", "ships": [[4, 1]]},
            {"seat": 0, "type": "execute", "player": 1, "planet": 5},
            {
                "seat": 0,
                "type": "play",
                "card": "Flare: Shadow",
                "half": "super",
                "use": "super",
                "planet": 5,
            },
        ],
        ["Shadow", "", ""],
        {"warp": [0, 1, 0], "ships": {"5": {"0": 1, "1": 3}}},
        hands=hands,
        ships={"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 2}},
    )
