"""Masochist: its Super works for one Regroup only (FAQ F6: played again each time), and it keeps its
power without home colonies."""

from __future__ import annotations

from encounter_kit import run

from game import hooks


def _data(actions: list[dict[str, object]]) -> dict[str, object]:
    return {
        "actions": actions,
        "config": {"players": 3, "aliens": ["Masochist", "", ""]},
        "setup": {
            "first_player": 0,
            "hands": {
                "0": ["Attack 20", "Flare: Masochist", "Attack 12"],
                "1": ["Attack 04"],
                "2": ["Attack 06"],
            },
            "destiny_top": ["blue", "blue"],
            "ships": {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 2}},
        },
    }


def test_super_must_be_played_again_each_regroup() -> None:
    first = [
        {"seat": 0, "type": "play", "card": "Flare: Masochist", "half": "super", "use": "super"},
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[0, 4]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 0, "type": "second_encounter", "take": True},
        {"seat": 0, "type": "pass"},  # offered again, but not played again this Regroup
        {"seat": 0, "type": "place", "ships": [[1, 1]]},
    ]
    state = run(_data(first)).state
    assert state.removed[0] == 1
    assert state.warp[0] == 0  # the second Regroup took the last ship back as usual


def test_masochist_keeps_its_power_without_home_colonies() -> None:
    data = _data([])
    data["setup"]["ships"] = {"0": {"5": 2}}  # type: ignore[index]
    state = run(data).state
    assert not state.power_on[0]
    assert hooks.has_power(state, 0)
