"""Dictator: it commands every destiny draw of another player's encounter (redraws too); zapped or on its
own turn the remaining destiny cards are shuffled and one is dealt at random; its flare's halves."""

from __future__ import annotations

from typing import Any

from game.scenario import check_expectations, run_scenario

HANDS = {"0": ["Attack 08"], "1": ["Attack 12"], "2": ["Attack 06"], "3": ["Attack 10"]}


def _play(actions: list[dict[str, Any]], expect: dict[str, Any], **setup: Any) -> None:
    data = {
        "actions": actions,
        "config": {"players": 4, "aliens": ["", "", "", "Dictator"]},
        "setup": {"first_player": 0, "hands": HANDS, "destiny_top": ["blue"], **setup},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    assert check_expectations(result, expect) == []


def test_zapped_dictator_shuffles_the_deck_before_the_draw() -> None:
    """Zapped, it does not pick; the remaining destiny cards are shuffled and one is dealt at random."""
    hands = {**HANDS, "1": ["Cosmic Zap"]}
    _play(
        [{"seat": 1, "type": "play", "card": "Cosmic Zap", "play": 1}],
        {
            "event_order": ["power_zapped", "destiny_shuffled", "destiny_drawn"],
            "no_events": ["destiny_commanded"],
        },
        hands=hands,
    )


def test_on_its_own_turn_dictator_shuffles_and_does_not_command() -> None:
    """On its own turn the power does not pick: the deck is shuffled (no use to zap) and dealt at random."""
    data = {
        "actions": [],
        "config": {"players": 4, "aliens": ["", "", "", "Dictator"]},
        "setup": {"first_player": 3, "hands": HANDS, "destiny_top": ["red"]},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    kinds = [e.kind for e in result.events]
    assert "destiny_commanded" not in kinds
    assert kinds.index("destiny_shuffled") < kinds.index("destiny_drawn")
    order = [e.data.get("use") for e in result.events if e.kind == "power_used"]
    assert order == ["shuffle"]


def test_it_commands_the_redraw_too() -> None:
    """The power acts before every destiny draw of the encounter: Dictator picks the offense's own colour,
    with no other choice the offense draws again, and Dictator picks again (purple: seat 2 defends)."""
    _play(
        [
            {"seat": 3, "type": "destiny_pick", "destiny": 0},
            {"seat": 3, "type": "destiny_pick", "destiny": 6},
        ],
        {"defense": 2, "event_counts": {"destiny_commanded": 2, "destiny_drawn": 2}},
    )


def test_the_deck_is_shown_to_dictator_alone() -> None:
    data = {
        "actions": [],
        "config": {"players": 4, "aliens": ["", "", "", "Dictator"]},
        "setup": {"first_player": 0, "hands": HANDS, "destiny_top": ["blue"]},
    }
    result = run_scenario(data)
    seen = [e for e in result.events if e.kind == "destiny_deck_seen"]
    assert seen and all(e.to == (3,) for e in seen)
    prompt = result.state.prompts[0]
    assert prompt.seat == 3 and prompt.ctx == "dictator_pick"
    assert all(o["destiny"] in result.state.destiny_deck for o in prompt.options)


def test_wild_cancels_the_drawn_card() -> None:
    """Dictator commands blue; the Wild cancels it and the offense draws again, a draw Dictator commands
    too (yellow)."""
    hands = {**HANDS, "2": ["Flare: Dictator", "Attack 06"]}
    data = {
        "actions": [
            {"seat": 3, "type": "destiny_pick", "destiny": 3},
            {"seat": 2, "type": "play", "card": "Flare: Dictator", "half": "wild", "use": "wild"},
            {"seat": 3, "type": "destiny_pick", "destiny": 9},
        ],
        "config": {"players": 4, "aliens": ["", "", "", "Dictator"]},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue", "yellow"]},
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    expect = {"defense": 3, "events": ["destiny_cancelled"], "destiny_discard_size": 2}
    assert check_expectations(result, expect) == []


def test_super_lets_dictator_pick_on_its_own_turn() -> None:
    hands = {**HANDS, "3": ["Flare: Dictator", "Attack 10"]}
    _play(
        [
            {"seat": 3, "type": "play", "card": "Flare: Dictator", "half": "super", "use": "super"},
            {"seat": 3, "type": "destiny_pick", "destiny": 6},
        ],
        {"defense": 2, "offense": 3, "events": ["destiny_commanded"]},
        hands=hands,
        first_player=3,
        destiny_top=["blue"],
    )
