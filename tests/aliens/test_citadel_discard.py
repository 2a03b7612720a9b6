"""Citadel: citadels turned on for a planet are discarded whenever the defense loses the encounter (the
power's text), whatever else that encounter does: both sides lose (Loser Wild), or the defeat also costs
Citadel its power (the sheet turns face down, FAQ Citadel: citadels stay in play then, but these were
already spent)."""

from __future__ import annotations

from encounter_kit import check, encounter

from game.aliens.citadel import citadels

BUILD = (
    {"seat": 2, "type": "power", "alien": "Citadel", "use": "build", "card": "Attack 04"},
    {"seat": 2, "type": "citadel_planet", "card": "Attack 04", "planet": 5},
)
ACTIVATE = {"seat": 2, "type": "power", "alien": "Citadel", "use": "activate", "planet": 5}


def test_citadels_turned_on_fall_when_both_sides_lose() -> None:
    # Loser Wild: both sides lose, so the defense lost too; the Attack 04 beside planet 5 is discarded.
    data = encounter(
        ["", "", "Citadel"],
        {"0": ["Attack 20", "Flare: Loser", "Attack 06"], "1": ["Attack 08"], "2": ["Attack 04"]},
        "Attack 20",
        "Attack 08",
        launch=4,
        before=({"seat": 0, "type": "play", "card": "Flare: Loser", "half": "wild", "use": "wild"},),
        after=(ACTIVATE,),
        expect={
            "event_data": [{"kind": "encounter_decided", "winner": "none"}],
            "events": ["citadels_fell"],
            "discard_top": "Attack 04",
        },
    )
    data["actions"][:0] = BUILD
    result = check(data)
    assert citadels(result.state).get("5", []) == []


def test_citadels_turned_on_fall_when_the_defeat_costs_citadel_its_power() -> None:
    # Citadel defends planet 5, one of its last three home colonies; it turns its citadel on and still
    # loses: the planet goes, and so does its power, but the citadel it used is discarded all the same.
    build = tuple({**a, "seat": 1} for a in BUILD)
    data = encounter(
        ["", "Citadel", ""],
        {"0": ["Attack 20", "Attack 06"], "1": ["Attack 08", "Attack 04"], "2": ["Attack 05"]},
        "Attack 20",
        "Attack 08",
        launch=4,
        after=({**ACTIVATE, "seat": 1},),
        setup={"ships": {"1": {"5": 4, "6": 4, "7": 4}}},
        expect={
            "event_data": [{"kind": "encounter_decided", "winner": "offense"}],
            "power_on": [True, False, True],
            "events": ["citadels_fell"],
            "discard_top": "Attack 04",
        },
    )
    data["actions"][:0] = build
    result = check(data)
    assert citadels(result.state).get("5", []) == []
