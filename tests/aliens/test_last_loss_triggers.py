"""A loss that drops an alien below three home colonies, and that alien's trigger on that same loss
(Vacuum, Fury): by default the power is gone before its trigger can act (FAQ X3: the loss is finished
before anything answers it; FAQ Amoeba: the power goes once the effect that costs it is over; T15: without
its power a player is no longer that alien). ``GameConfig.last_loss_triggers`` plays the other reading:
the trigger answers the loss that cost the power (docs/rules.md, "Ship losses")."""

from __future__ import annotations

from typing import Any

from encounter_kit import check, encounter

THREE_HOMES = {"ships": {"1": {"5": 4, "6": 4, "7": 4}}}  # the defense keeps planets 5, 6 and 7 only
HANDS = {"0": ["Attack 20", "Attack 06"], "1": ["Attack 08", "Attack 04"], "2": ["Attack 05"]}


def _defense_loses_its_third_home(alien: str, **config: Any) -> dict[str, Any]:
    """``alien`` defends planet 5, one of its three home colonies, and loses it (20 + 3 against 8 + 4)."""
    return encounter(
        ["", alien, ""],
        HANDS,
        "Attack 20",
        "Attack 08",
        setup=THREE_HOMES,
        config={"incursion": True, **config},
    )


def test_by_default_vacuum_takes_nobody_along_on_the_loss_that_costs_its_power() -> None:
    data = _defense_loses_its_third_home("Vacuum")
    data["expect"] = {"power_on": [True, False, True], "warp": [0, 12, 0], "no_events": ["vacuum_pull"]}
    result = check(data)
    assert not result.state.prompts or result.state.prompts[0].ctx != "vacuum_targets"


def test_with_last_loss_triggers_vacuum_takes_others_along_on_that_loss() -> None:
    data = _defense_loses_its_third_home("Vacuum", last_loss_triggers=True)
    data["actions"] += [
        {"seat": 1, "type": "vacuum", "ships": [[2, 4]]},
        {"seat": 2, "type": "lose", "ships": [[10, 4]]},
    ]
    data["expect"] = {
        "power_on": [True, False, True],
        "event_data": [{"kind": "vacuum_pull", "seat": 1, "count": 4}],
        "warp": [0, 12, 4],
    }
    check(data)


def test_by_default_fury_earns_no_tokens_for_the_loss_that_costs_its_power() -> None:
    data = _defense_loses_its_third_home("Fury")
    data["expect"] = {"power_on": [True, False, True], "no_events": ["fury_tokens"]}
    result = check(data)
    assert "Fury/1" not in result.state.extra


def test_with_last_loss_triggers_fury_earns_tokens_for_that_loss() -> None:
    data = _defense_loses_its_third_home("Fury", last_loss_triggers=True)
    data["expect"] = {
        "power_on": [True, False, True],
        "event_data": [{"kind": "fury_tokens", "seat": 1, "count": 4}],
    }
    result = check(data)
    assert result.state.extra["Fury/1"] == 4


def test_a_loss_that_leaves_the_power_on_triggers_either_way() -> None:
    data = _defense_loses_its_third_home("Fury")
    data["setup"]["ships"] = {"1": {"5": 4, "6": 4, "7": 4, "8": 4}}
    data["expect"] = {
        "power_on": [True, True, True],
        "event_data": [{"kind": "fury_tokens", "seat": 1, "count": 4}],
    }
    check(data)
