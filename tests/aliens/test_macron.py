"""Macron rulings: it can be zapped at launch (it may then send up to four ships worth 1 each) or after the
reveal (its ships then count 1); its ships count two for compensation; the Super also works for a
defensive ally (FAQ, Macron)."""

from __future__ import annotations

from encounter_kit import check, decided, encounter


def zap() -> dict[str, object]:
    """A Cosmic Zap by seat 2 on the latest use."""
    return {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"}


def test_zapped_at_launch_sends_four_ships_worth_one() -> None:
    data = encounter(
        ["Macron", "", ""],
        {"0": ["Attack 10", "Attack 04"], "1": ["Attack 08"], "2": ["Cosmic Zap", "Attack 06"]},
        "Attack 10",
        "Attack 08",
        launch=4,
        expect={"events": ["power_cancelled"], "gate": [0, 0, 0]},
    )
    data["actions"].insert(0, zap())
    result = check(data)
    assert decided(result) == {"winner": "offense", "offense_total": 14, "defense_total": 12}
    assert not any(e.kind == "macron" and e.data["use"] == "mass" for e in result.events)


def test_zapped_after_reveal_ships_count_one() -> None:
    data = encounter(
        ["Macron", "", ""],
        {"0": ["Attack 10", "Attack 04"], "1": ["Attack 08"], "2": ["Cosmic Zap", "Attack 06"]},
        "Attack 10",
        "Attack 08",
        launch=1,
        after=(zap(),),
        expect={"events": ["power_cancelled"]},
    )
    data["actions"].insert(0, {"seat": 2, "type": "pass"})  # lets the launch use stand
    result = check(data)
    assert decided(result) == {"winner": "defense", "offense_total": 11, "defense_total": 12}


def test_ships_count_two_for_compensation() -> None:
    # Macron defends planet 5 with one ship and a negotiate: it loses one ship and takes two cards.
    data = encounter(
        ["", "Macron", ""],
        {"0": ["Attack 10", "Attack 04", "Attack 06", "Attack 08"], "1": ["Negotiate"], "2": ["Attack 06"]},
        "Attack 10",
        "Negotiate",
        setup={"ships": {"1": {"5": 1, "6": 4, "7": 4, "8": 4, "9": 4}}},
        expect={"events": ["compensation"], "hand_sizes": [1, 2, 1]},
    )
    check(data)


def test_super_lets_a_defensive_ally_send_four() -> None:
    data = encounter(
        ["", "", "Macron"],
        {"0": ["Attack 20"], "1": ["Attack 04"], "2": ["Attack 06", "Flare: Macron"]},
        "Attack 20",
        "Attack 04",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 4]]},),
        expect={"events": ["allied"]},
    )
    super_ally = {"seat": 2, "type": "play", "card": "Flare: Macron", "half": "super", "use": "super_ally"}
    data["actions"].insert(2, super_ally)
    result = check(data)
    # 04 + 4 defending ships + 4 allied Macron ships worth 4 each = 24 against 20 + 3
    assert decided(result) == {"winner": "defense", "offense_total": 23, "defense_total": 24}
