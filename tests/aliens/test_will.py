"""Will: the FAQ errata (a colony, unless in the player's home system; timing at Destiny) and its flare."""

from __future__ import annotations

from typing import Any

from game.scenario import check_expectations, run_scenario

HANDS = {"0": ["Attack 10", "Attack 06"], "1": ["Attack 08"], "2": ["Attack 04"]}


def _run(actions: list[dict[str, Any]], aliens: list[str], **setup: Any) -> Any:
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": aliens},
        "setup": {"first_player": 0, "hands": HANDS, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result


def test_errata_will_must_meet_a_colony_outside_the_home_system() -> None:
    """Blue has no ship on purple's planets: Will may meet blue only in blue's own system."""
    result = _run(
        [{"seat": 0, "type": "power", "alien": "Will", "use": "choice", "player": 1}], ["Will", "", ""]
    )
    prompt = result.state.prompts[0]
    assert prompt.ctx == "will_target"
    assert sorted(o["planet"] for o in prompt.options) == [5, 6, 7, 8, 9]


def test_errata_will_acts_after_the_destiny_draw() -> None:
    result = _run([], ["Will", "", ""])
    assert "destiny_drawn" in [e.kind for e in result.events]
    assert result.state.phase == "destiny"
    prompt = result.state.prompts[0]
    assert prompt.ctx == "mandatory_use" and [o["player"] for o in prompt.options] == [1, 2]


def test_will_may_meet_another_player_than_destiny_names() -> None:
    result = _run(
        [
            {"seat": 0, "type": "power", "alien": "Will", "use": "choice", "player": 2},
            {"seat": 0, "type": "will_target", "player": 2, "planet": 11},
        ],
        ["Will", "", ""],
    )
    assert check_expectations(result, {"defense": 2, "target": 11, "prompts": [[0, "launch_ships"]]}) == []


def test_wild_meets_the_destined_player_on_a_colony_away_from_home() -> None:
    hands = {**HANDS, "0": ["Flare: Will", "Attack 10"]}
    result = _run(
        [
            {
                "seat": 0,
                "type": "play",
                "card": "Flare: Will",
                "half": "wild",
                "use": "wild",
                "player": 1,
                "planet": 12,
            }
        ],
        ["", "", ""],
        hands=hands,
        ships={"1": {"5": 4, "6": 4, "7": 4, "8": 4, "12": 1}},
    )
    assert (
        check_expectations(result, {"defense": 1, "target": 12, "hand_contains": {"0": ["Flare: Will"]}})
        == []
    )


def test_super_shows_a_hand_to_will_alone() -> None:
    hands = {**HANDS, "0": ["Flare: Will", "Attack 10"]}
    result = _run(
        [
            {"seat": 0, "type": "play", "card": "Flare: Will", "half": "super", "use": "super", "player": 1},
        ],
        ["Will", "", ""],
        hands=hands,
    )
    seen = [e for e in result.events if e.kind == "hand_seen_cards"]
    assert (
        len(seen) == 1 and seen[0].to == (0,) and seen[0].data["cards"] == [c for c in result.state.hands[1]]
    )
    public = [e for e in result.events if e.kind == "hand_seen"]
    assert public and "cards" not in public[0].data
