"""Warrior rulings: it earns experience even while zapped (FAQ Z1), retaking its own home planet counts
as a win (one token), the four-planet game adds a token, and its tokens add only to an attack."""

from __future__ import annotations

from encounter_kit import decided, encounter, run_with_extra

from game.scenario import check_expectations

ZAP = {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": 7}


def _gained(result: object) -> list[dict[str, object]]:
    return [e.data for e in result.events if e.kind == "tokens_gained"]  # type: ignore[attr-defined]


def test_z1_zapped_warrior_still_earns() -> None:
    # Warrior's Mastery (3 tokens) is zapped, so 08 + 3 ships loses to 12 + 4; it still earns 2 tokens.
    data = encounter(
        ["Warrior", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 12"], "2": ["Cosmic Zap", "Attack 06"]},
        "Attack 08",
        "Attack 12",
        after=(ZAP,),
    )
    result = run_with_extra(data, {"Warrior/0": 3})
    assert decided(result) == {"winner": "defense", "offense_total": 11, "defense_total": 16}
    assert _gained(result) == [{"seat": 0, "alien": "Warrior", "count": 2, "total": 5}]


def test_tokens_need_an_attack() -> None:
    # With a negotiate Warrior's tokens add nothing (no use is made), and losing earns it two more.
    data = encounter(
        ["Warrior", "", ""],
        {"0": ["Negotiate", "Attack 04"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Negotiate",
        "Attack 12",
    )
    result = run_with_extra(data, {"Warrior/0": 4})
    assert not [e for e in result.events if e.kind == "power_used"]
    assert _gained(result)[0]["total"] == 6


def test_retaking_a_home_planet_is_a_win() -> None:
    # Warrior draws its own colour and re-establishes its empty home planet 0: one token.
    data = {
        "actions": [
            {"seat": 0, "type": "place", "ships": [[1, 1]]},
            {"seat": 0, "type": "own_colour", "choice": "reestablish", "planet": 0},
            {"seat": 0, "type": "reestablish", "ships": [[1, 2]]},
        ],
        "config": {"players": 3, "aliens": ["Warrior", "", ""]},
        "setup": {
            "first_player": 0,
            "destiny_top": ["red"],
            "ships": {"0": {"1": 4, "2": 4, "3": 4, "4": 4}},
            "hands": {"0": ["Attack 08", "Attack 04"], "1": ["Attack 12"], "2": ["Attack 06"]},
        },
        "expect": {"event_data": [{"kind": "tokens_gained", "seat": 0, "count": 1, "total": 1}]},
    }
    result = run_with_extra(data, {})
    assert check_expectations(result, data["expect"]) == []


def test_four_planet_game_adds_a_token() -> None:
    data = encounter(
        ["Warrior", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 12",
        config={"four_planets": True},
    )
    data["actions"][0]["planet"] = 4  # seat 1's first planet in the four-planet game
    result = run_with_extra(data, {})
    assert _gained(result) == [{"seat": 0, "alien": "Warrior", "count": 3, "total": 3}]
